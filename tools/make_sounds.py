"""Synthesise gunapp's table sounds into ``resources/sounds/`` (16-bit mono WAV, 44.1 kHz).

Standard library only and deterministic (fixed seeds, no time, no platform maths beyond IEEE doubles), so
the committed files can be checked against this script byte for byte (tests/sound/test_make_sounds.py)::

    python tools/make_sounds.py                 # rewrite resources/sounds/*.wav
    python tools/make_sounds.py --out /tmp/snd  # somewhere else
    python tools/make_sounds.py --report        # peak and loudness of each cue

Every cue is shaped to be heard a hundred times a session: soft attacks (no clicks), mallet and bell tones
rather than square waves, gentle exponential tails. Each cue is normalised to the same short-term loudness
(``TARGET_LUFS``-like figure, see ``loudness_db``) and no cue peaks above ``PEAK_CEILING_DB``, so a trick
played fast (several cues overlapping) still has headroom.
"""

from __future__ import annotations

import argparse
import array
import math
import random
import sys
import wave
from collections.abc import Callable, Sequence
from pathlib import Path

RATE = 44100
#: every cue is scaled to this short-term loudness (dB of full scale, see ``loudness_db``)
TARGET_DB = -25.0
#: and never peaks above this (dBFS): four cues landing on the same sample still do not clip
PEAK_CEILING_DB = -12.0
OUT = Path(__file__).resolve().parent.parent / "resources" / "sounds"

Signal = list[float]


# -- building blocks ------------------------------------------------------------------------------------
def silence(seconds: float) -> Signal:
    return [0.0] * int(RATE * seconds)


def mix_into(dest: Signal, src: Sequence[float], at: float, gain: float = 1.0) -> None:
    """Add ``src`` into ``dest`` starting ``at`` seconds in (``dest`` grows if needed)."""
    start = int(at * RATE)
    if len(dest) < start + len(src):
        dest.extend([0.0] * (start + len(src) - len(dest)))
    for i, v in enumerate(src):
        dest[start + i] += v * gain


def envelope(n: int, attack: float, decay: float) -> list[float]:
    """A raised-cosine attack of ``attack`` seconds, then an exponential decay (time constant ``decay``);
    the last 5 ms fade to zero so no cue ends on a click."""
    a = max(1, int(attack * RATE))
    tail = min(n, int(0.005 * RATE))
    out = []
    for i in range(n):
        v = 0.5 - 0.5 * math.cos(math.pi * i / a) if i < a else math.exp(-(i - a) / (decay * RATE))
        if i >= n - tail:
            v *= (n - i) / tail
        out.append(v)
    return out


def mallet(freq: float, seconds: float, decay: float, bright: float = 0.25, attack: float = 0.004) -> Signal:
    """A soft marimba-like tone: the fundamental plus a quickly fading inharmonic partial (3.9x) and a
    little octave, so it sounds struck, not beeped."""
    n = int(seconds * RATE)
    env = envelope(n, attack, decay)
    out = []
    for i in range(n):
        t = i / RATE
        partial = bright * math.exp(-t / (decay * 0.25)) * math.sin(2 * math.pi * freq * 3.9 * t)
        octave = 0.18 * math.sin(2 * math.pi * freq * 2 * t)
        out.append(env[i] * (math.sin(2 * math.pi * freq * t) + octave + partial))
    return out


def bell(freq: float, seconds: float, decay: float) -> Signal:
    """A light bell: partials 1, 2.0, 3.0, 4.2 with shorter tails for the higher ones."""
    n = int(seconds * RATE)
    env = envelope(n, 0.003, decay)
    parts = ((1.0, 1.0, 1.0), (2.0, 0.35, 0.6), (3.0, 0.15, 0.4), (4.2, 0.08, 0.25))
    out = []
    for i in range(n):
        t = i / RATE
        v = sum(g * math.exp(-t / (decay * d)) * math.sin(2 * math.pi * freq * r * t) for r, g, d in parts)
        out.append(env[i] * v)
    return out


def glide(f0: float, f1: float, seconds: float, decay: float, attack: float = 0.006) -> Signal:
    """A sine sliding from ``f0`` to ``f1`` (exponentially) under a soft envelope."""
    n = int(seconds * RATE)
    env = envelope(n, attack, decay)
    out, phase = [], 0.0
    for i in range(n):
        f = f0 * (f1 / f0) ** (i / n)
        phase += 2 * math.pi * f / RATE
        out.append(env[i] * (math.sin(phase) + 0.12 * math.sin(2 * phase)))
    return out


class Biquad:
    """RBJ cookbook band-pass / low-pass / high-pass, coefficients settable per sample (for sweeps)."""

    def __init__(self) -> None:
        self.x1 = self.x2 = self.y1 = self.y2 = 0.0
        self.b = (0.0, 0.0, 0.0)
        self.a = (0.0, 0.0)

    def set(self, kind: str, freq: float, q: float) -> None:
        w = 2 * math.pi * freq / RATE
        alpha = math.sin(w) / (2 * q)
        cw = math.cos(w)
        if kind == "band":
            b = (alpha, 0.0, -alpha)
        elif kind == "low":
            b = ((1 - cw) / 2, 1 - cw, (1 - cw) / 2)
        else:
            b = ((1 + cw) / 2, -(1 + cw), (1 + cw) / 2)
        a0 = 1 + alpha
        self.b = (b[0] / a0, b[1] / a0, b[2] / a0)
        self.a = (-2 * cw / a0, (1 - alpha) / a0)

    def __call__(self, x: float) -> float:
        b0, b1, b2 = self.b
        a1, a2 = self.a
        y = b0 * x + b1 * self.x1 + b2 * self.x2 - a1 * self.y1 - a2 * self.y2
        self.x2, self.x1, self.y2, self.y1 = self.x1, x, self.y1, y
        return y


def noise(
    rng: random.Random,
    seconds: float,
    kind: str,
    freq: Callable[[float], float],
    q: float,
    attack: float,
    decay: float,
) -> Signal:
    """Filtered white noise; ``freq(progress 0..1)`` moves the filter over the sound (a sweep)."""
    n = int(seconds * RATE)
    env = envelope(n, attack, decay)
    flt = Biquad()
    out = []
    for i in range(n):
        if i % 32 == 0:
            flt.set(kind, freq(i / n), q)
        out.append(env[i] * flt(rng.uniform(-1.0, 1.0)))
    return out


def swell(n: int, peak_at: float) -> list[float]:
    """Rise then fall (a sine-shaped hump peaking at fraction ``peak_at``): the body of a whoosh."""
    out = []
    for i in range(n):
        p = i / n
        out.append(
            math.sin(math.pi / 2 * p / peak_at)
            if p < peak_at
            else math.cos(math.pi / 2 * (p - peak_at) / (1 - peak_at))
        )
    return [max(0.0, v) ** 1.5 for v in out]


# -- the cues -------------------------------------------------------------------------------------------
def card_snap(rng: random.Random, pitch: float = 1.0) -> Signal:
    """A card landing on cloth: a short bright tick over a small low thump."""
    tick = noise(rng, 0.07, "band", lambda _p: 2600 * pitch, 1.1, 0.0015, 0.012)
    thump = glide(190 * pitch, 120 * pitch, 0.09, 0.025, attack=0.002)
    out = silence(0.11)
    mix_into(out, tick, 0.0, 1.0)
    mix_into(out, thump, 0.0, 0.35)
    return out


def cue_deal(rng: random.Random) -> Signal:
    """A soft riffle: four light flicks 22 ms apart, each a little lower."""
    out = silence(0.14)
    for k in range(4):
        flick = noise(rng, 0.04, "band", lambda _p, k=k: 3800 - 300 * k, 1.4, 0.001, 0.006)
        mix_into(out, flick, 0.022 * k + rng.uniform(0, 0.004), 1.0 - 0.12 * k)
    return out


def cue_play_one(rng: random.Random) -> Signal:
    return card_snap(rng)


def cue_play_many(rng: random.Random) -> Signal:
    out = silence(0.17)
    for k, at in enumerate((0.0, 0.024, 0.046)):
        mix_into(out, card_snap(rng, 1.0 - 0.05 * k), at, 0.8)
    return out


def cue_pass(rng: random.Random) -> Signal:
    """A soft knock on the table (不要 / 过): two muted low taps."""
    out = silence(0.2)
    for at, f in ((0.0, 300.0), (0.085, 262.0)):
        tap = glide(f, f * 0.85, 0.09, 0.02, attack=0.003)
        knock = noise(rng, 0.05, "band", lambda _p: 900, 2.0, 0.001, 0.008)
        mix_into(out, tap, at, 0.8)
        mix_into(out, knock, at, 0.5)
    return out


def cue_your_turn(_rng: random.Random) -> Signal:
    """Two mallet notes a fifth apart (E5, B5): noticeable, not alarming."""
    out = silence(0.36)
    mix_into(out, mallet(659.25, 0.2, 0.06), 0.0, 0.8)
    mix_into(out, mallet(987.77, 0.24, 0.07), 0.09, 0.8)
    return out


def whoosh(rng: random.Random, seconds: float, f0: float, f1: float) -> Signal:
    n = int(seconds * RATE)
    body = noise(rng, seconds, "band", lambda p: f0 * (f1 / f0) ** p, 0.9, 0.001, 10.0)
    hump = swell(n, 0.35)
    return [b * h for b, h in zip(body, hump, strict=True)]


def cue_trick(rng: random.Random) -> Signal:
    """The trick swept off the table: a short airy whoosh, falling."""
    return whoosh(rng, 0.24, 2400, 900)


def cue_trick_points(rng: random.Random) -> Signal:
    """A trick with points (Gunzi): the same sweep with a small bright bell on top."""
    out = whoosh(rng, 0.24, 2600, 1000)
    mix_into(out, bell(1318.5, 0.28, 0.08), 0.05, 0.35)
    mix_into(out, bell(1975.5, 0.22, 0.06), 0.11, 0.22)
    return out


def cue_declare(_rng: random.Random) -> Signal:
    """亮主: a bright rising fourth on bells (G5 to C6)."""
    out = silence(0.4)
    mix_into(out, bell(783.99, 0.22, 0.07), 0.0, 0.7)
    mix_into(out, bell(1046.5, 0.3, 0.09), 0.08, 0.7)
    return out


def cue_overcall(_rng: random.Random) -> Signal:
    """反主: three quick notes turning upwards (C6 B5 E6), a challenge."""
    out = silence(0.45)
    for k, (at, f) in enumerate(((0.0, 1046.5), (0.065, 987.77), (0.13, 1318.5))):
        mix_into(out, bell(f, 0.28 if k == 2 else 0.14, 0.08 if k == 2 else 0.04), at, 0.6)
    return out


def cue_bid(value: int) -> Callable[[random.Random], Signal]:
    """叫 1/2/3 分: one, two or three rising mallet notes (A4, C#5, E5): the higher the bid, the higher the
    last note."""
    notes = (440.0, 554.37, 659.25)[:value]

    def make(_rng: random.Random) -> Signal:
        out = silence(0.1 + 0.07 * value + 0.12)
        for k, f in enumerate(notes):
            mix_into(out, mallet(f, 0.18, 0.05), 0.07 * k, 0.75)
        return out

    return make


def cue_no_bid(_rng: random.Random) -> Signal:
    """不叫: a single soft falling note."""
    return glide(392.0, 330.0, 0.2, 0.06, attack=0.008)


def cue_landlord(_rng: random.Random) -> Signal:
    """The landlord is chosen: a quick bright C major arpeggio to a held top note."""
    out = silence(0.6)
    for k, f in enumerate((523.25, 659.25, 783.99, 1046.5)):
        mix_into(out, bell(f, 0.42 if k == 3 else 0.16, 0.12 if k == 3 else 0.05), 0.06 * k, 0.55)
    return out


def cue_bomb(rng: random.Random) -> Signal:
    """炸弹: a round low boom (a falling sine under dark noise), no harsh crack."""
    out = silence(0.65)
    mix_into(out, glide(110.0, 45.0, 0.6, 0.16, attack=0.004), 0.0, 1.0)
    mix_into(out, noise(rng, 0.5, "low", lambda p: 1400 * (0.25**p), 0.7, 0.002, 0.09), 0.0, 1.4)
    mix_into(out, noise(rng, 0.08, "band", lambda _p: 2200, 1.0, 0.001, 0.015), 0.0, 0.4)
    return out


def cue_rocket(rng: random.Random) -> Signal:
    """王炸: a rising whoosh that bursts into the boom and a sparkle."""
    out = silence(0.95)
    rise = whoosh(rng, 0.32, 500, 4000)
    mix_into(out, rise, 0.0, 0.9)
    boom = cue_bomb(rng)
    mix_into(out, boom, 0.26, 0.9)
    for k, f in enumerate((1568.0, 2093.0, 2637.0)):
        mix_into(out, bell(f, 0.25, 0.06), 0.3 + 0.05 * k, 0.12)
    return out


def cue_spring(_rng: random.Random) -> Signal:
    """春天: a cascading major arpeggio over two octaves, light and festive."""
    out = silence(1.0)
    notes = (523.25, 659.25, 783.99, 1046.5, 1318.5, 1568.0, 2093.0)
    for k, f in enumerate(notes):
        mix_into(out, bell(f, 0.45, 0.12), 0.065 * k, 0.4)
    return out


def cue_warn(count: int) -> Callable[[random.Random], Signal]:
    """报单 (one ping) / 报双 (two pings): a clear alert on a high bell, distinct from every card sound."""

    def make(_rng: random.Random) -> Signal:
        out = silence(0.25 + 0.12 * (count - 1))
        for k in range(count):
            mix_into(out, bell(1760.0 if count == 1 else 1479.98, 0.22, 0.06), 0.12 * k, 0.6)
        return out

    return make


def chord(freqs: Sequence[float], at: float, seconds: float, decay: float, out: Signal, gain: float) -> None:
    for f in freqs:
        mix_into(out, mallet(f, seconds, decay, bright=0.15, attack=0.01), at, gain)


def cue_hand_won(_rng: random.Random) -> Signal:
    """A hand won: C E G rising, then the C major chord."""
    out = silence(0.9)
    for k, f in enumerate((523.25, 659.25, 783.99)):
        mix_into(out, mallet(f, 0.2, 0.06), 0.09 * k, 0.6)
    chord((523.25, 659.25, 783.99, 1046.5), 0.27, 0.6, 0.17, out, 0.3)
    return out


def cue_hand_lost(_rng: random.Random) -> Signal:
    """A hand lost: a gentle falling minor line (A F D), no buzzer."""
    out = silence(0.8)
    for k, f in enumerate((440.0, 349.23, 293.66)):
        mix_into(out, mallet(f, 0.45 if k == 2 else 0.22, 0.14 if k == 2 else 0.07), 0.14 * k, 0.6)
    return out


def cue_cycle_won(_rng: random.Random) -> Signal:
    """A cycle (Gunzi) or a session (Dou Dizhu) won: a short fanfare, G C E G then a full C chord."""
    out = silence(1.4)
    for k, f in enumerate((392.0, 523.25, 659.25, 783.99)):
        mix_into(out, mallet(f, 0.22, 0.06), 0.1 * k, 0.55)
    chord((523.25, 659.25, 783.99, 1046.5, 1318.5), 0.42, 0.95, 0.28, out, 0.25)
    for k, f in enumerate((2093.0, 2637.0)):
        mix_into(out, bell(f, 0.4, 0.1), 0.45 + 0.08 * k, 0.12)
    return out


#: file stem -> synthesiser; the names are gunapp.sound.cues.Cue values
CUES: dict[str, Callable[[random.Random], Signal]] = {
    "deal": cue_deal,
    "play_one": cue_play_one,
    "play_many": cue_play_many,
    "pass": cue_pass,
    "your_turn": cue_your_turn,
    "trick": cue_trick,
    "trick_points": cue_trick_points,
    "declare": cue_declare,
    "overcall": cue_overcall,
    "bid_1": cue_bid(1),
    "bid_2": cue_bid(2),
    "bid_3": cue_bid(3),
    "no_bid": cue_no_bid,
    "landlord": cue_landlord,
    "bomb": cue_bomb,
    "rocket": cue_rocket,
    "spring": cue_spring,
    "warn_one": cue_warn(1),
    "warn_two": cue_warn(2),
    "hand_won": cue_hand_won,
    "hand_lost": cue_hand_lost,
    "cycle_won": cue_cycle_won,
}


# -- measuring and writing ------------------------------------------------------------------------------
def db(x: float) -> float:
    return 20 * math.log10(x) if x > 1e-12 else -240.0


def peak_db(samples: Sequence[float]) -> float:
    return db(max((abs(v) for v in samples), default=0.0))


def weighted(samples: Sequence[float]) -> list[float]:
    """A rough loudness weighting (first-order high-pass at 150 Hz plus a +4 dB high shelf near 2 kHz, like
    the K-weighting of ITU-R BS.1770): a boom's sub-bass counts for less than its RMS says."""
    hp = Biquad()
    hp.set("high", 150.0, 0.5)
    shelf = Biquad()
    shelf.set("high", 2000.0, 0.7)
    out = []
    for v in samples:
        x = hp(v)
        out.append(x + 0.58 * shelf(x))
    return out


def loudness_db(samples: Sequence[float], window: float = 0.05) -> float:
    """Short-term loudness: the weighted RMS of the loudest ``window`` (50 ms) of the sound, in dBFS."""
    w = weighted(samples)
    n = max(1, int(window * RATE))
    sq = [v * v for v in w]
    best = acc = sum(sq[:n])
    for i in range(n, len(sq)):
        acc += sq[i] - sq[i - n]
        best = max(best, acc)
    return db(math.sqrt(max(best, 0.0) / n))


def normalise(samples: Signal) -> Signal:
    gain = 10 ** ((TARGET_DB - loudness_db(samples)) / 20)
    peak = max(abs(v) for v in samples) * gain
    ceiling = 10 ** (PEAK_CEILING_DB / 20)
    if peak > ceiling:
        gain *= ceiling / peak
    return [v * gain for v in samples]


def to_pcm(samples: Sequence[float]) -> bytes:
    data = array.array("h", (max(-32767, min(32767, round(v * 32767))) for v in samples))
    if sys.byteorder == "big":
        data.byteswap()
    return data.tobytes()


def write_wav(path: Path, samples: Sequence[float]) -> None:
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(to_pcm(samples))


def render(name: str) -> Signal:
    # one seed per cue (from its name, not hash(): that is salted per process), so cues stay independent
    seed = sum((i + 1) * ord(ch) for i, ch in enumerate(name))
    return normalise(CUES[name](random.Random(seed)))


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--out", type=Path, default=OUT, help="folder for the WAV files")
    parser.add_argument("--report", action="store_true", help="print each cue's length, peak and loudness")
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    for name in CUES:
        samples = render(name)
        write_wav(args.out / f"{name}.wav", samples)
        if args.report:
            print(
                f"{name:13s} {len(samples) / RATE * 1000:5.0f} ms  peak {peak_db(samples):6.1f} dBFS"
                f"  loudness {loudness_db(samples):6.1f} dB"
            )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
