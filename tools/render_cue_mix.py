"""Check the table sounds by ear: render what a scripted Dou Dizhu deal sounds like, as one WAV.

A deal is played on a real ``DdzTable`` (AI in every seat, offscreen) with the sound service recording each
cue and the moment it was asked for; the cues' WAV files are then mixed at those moments (times the
animation speed, so the mix has the timing of a deal at normal speed) at full volume. Prints the mix's peak
level and each cue's loudness, and fails (exit 1) on clipping or a cue more than 6 dB louder than the
median cue::

    QT_QPA_PLATFORM=offscreen python tools/render_cue_mix.py --out /tmp/mix.wav --png /tmp/mix.png

``--speed`` plays the deal that many times faster than normal while recording (the timings are scaled
back); ``--seed`` picks the deal.
"""

from __future__ import annotations

import argparse
import array
import statistics
import sys
import time
import wave
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # run as a script from anywhere
    sys.path.insert(0, str(ROOT))

from tools import make_sounds  # noqa: E402

#: the most one cue may stand out above the median cue (issue 12)
MAX_SPREAD_DB = 6.0


@dataclass
class MixReport:
    samples: list[float]
    cues: list[tuple[float, str]]  # (seconds into the deal, cue name)
    peak_db: float
    loudness: dict[str, float] = field(default_factory=dict)  # cue name -> loudness (dB)

    @property
    def seconds(self) -> float:
        return len(self.samples) / make_sounds.RATE

    @property
    def spread_db(self) -> float:
        """How far the loudest cue stands above the median cue (dB)."""
        values = list(self.loudness.values())
        return max(values) - statistics.median(values) if values else 0.0

    @property
    def clipped(self) -> bool:
        return self.peak_db >= 0.0


def read_wav(path: Path) -> list[float]:
    with wave.open(str(path), "rb") as w:
        if (w.getnchannels(), w.getsampwidth(), w.getframerate()) != (1, 2, make_sounds.RATE):
            raise ValueError(f"{path}: not 16-bit mono {make_sounds.RATE} Hz")
        data = array.array("h", w.readframes(w.getnframes()))
    if sys.byteorder == "big":
        data.byteswap()
    return [v / 32767 for v in data]


def record_deal(seed: int, speed: float, variant: str = "ddz3") -> list[tuple[float, str]]:
    """Play one deal with AI in every seat; the cues asked for, with their time at normal speed."""
    from PySide6.QtWidgets import QApplication

    from gunapp.games.doudizhu.engine.rules import Variant
    from gunapp.games.doudizhu.ui.table import DdzTable
    from gunapp.sound import service as sound_service
    from gunapp.sound.cues import Cue

    app = QApplication.instance() or QApplication([])
    start = time.monotonic()
    heard: list[tuple[float, str]] = []

    class Clock:
        def play(self, cue: Cue, volume: float) -> None:
            heard.append(((time.monotonic() - start) * speed, str(cue)))

    sound_service.set_shared(sound_service.SoundService(Clock, enabled=True, volume=100))
    table = DdzTable(None, Variant(variant), speed=speed, seed=seed)
    table.resize(1024, 700)
    table.show()
    done: list[bool] = []
    table.demo_done.connect(lambda: done.append(True))
    table.start_demo(1)
    limit = time.monotonic() + 300
    while not (done and table.canvas.animator.is_idle()) and time.monotonic() < limit:
        app.processEvents()
        time.sleep(0.001)
    table.close_game()
    sound_service.set_shared(None)
    if not done:
        raise RuntimeError("the scripted deal did not finish")
    return heard


def mix(cues: Sequence[tuple[float, str]], sounds: Path) -> MixReport:
    bank = {name: read_wav(sounds / f"{name}.wav") for name in {n for _t, n in cues}}
    rate = make_sounds.RATE
    end = max((int(t * rate) + len(bank[n]) for t, n in cues), default=0)
    out = [0.0] * (end + rate // 2)
    for t, name in cues:
        at = int(t * rate)
        for i, v in enumerate(bank[name]):
            out[at + i] += v
    report = MixReport(out, list(cues), make_sounds.peak_db(out))
    report.loudness = {name: make_sounds.loudness_db(s) for name, s in sorted(bank.items())}
    return report


def waveform_png(samples: Sequence[float], path: Path, width: int = 1600, height: int = 360) -> None:
    """The mix's envelope (min/max per pixel column) with lines at -12 dBFS and full scale."""
    from PySide6.QtCore import QPointF, Qt
    from PySide6.QtGui import QColor, QImage, QPainter, QPen
    from PySide6.QtWidgets import QApplication

    _app = QApplication.instance() or QApplication([])
    img = QImage(width, height, QImage.Format.Format_RGB32)
    img.fill(QColor("#10221a"))
    p = QPainter(img)
    mid = height / 2
    for level, colour in ((1.0, "#c0504d"), (10 ** (-12 / 20), "#6b8f71")):
        p.setPen(QPen(QColor(colour), 1, Qt.PenStyle.DashLine))
        for y in (mid - level * mid, mid + level * mid):
            p.drawLine(QPointF(0, y), QPointF(width, y))
    p.setPen(QPen(QColor("#f2c14e"), 1))
    per = max(1, len(samples) // width)
    for x in range(width):
        chunk = samples[x * per : (x + 1) * per]
        if chunk:
            p.drawLine(QPointF(x, mid - max(chunk) * mid), QPointF(x, mid - min(chunk) * mid))
    p.setPen(QColor("#e8e8e8"))
    seconds = len(samples) / make_sounds.RATE
    for s in range(int(seconds) + 1):
        if s % 5 == 0:
            x = s * make_sounds.RATE / per
            p.drawText(QPointF(x + 2, height - 6), f"{s}s")
    p.end()
    img.save(str(path))


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", type=Path, default=Path("cue_mix.wav"))
    ap.add_argument("--png", type=Path, help="also draw the waveform here")
    ap.add_argument("--seed", type=int, default=21)
    ap.add_argument("--speed", type=float, default=4.0)
    ap.add_argument("--variant", default="ddz3", choices=("ddz3", "ddz4"))
    ap.add_argument("--sounds", type=Path, default=make_sounds.OUT)
    args = ap.parse_args(argv)
    cues = record_deal(args.seed, args.speed, args.variant)
    report = mix(cues, args.sounds)
    make_sounds.write_wav(args.out, [max(-1.0, min(1.0, v)) for v in report.samples])
    if args.png:
        waveform_png(report.samples, args.png)
    counts: dict[str, int] = {}
    for _t, n in cues:
        counts[n] = counts.get(n, 0) + 1
    print(f"mix: {args.out}  {report.seconds:.1f} s, {len(cues)} cues, peak {report.peak_db:.1f} dBFS")
    for name, value in report.loudness.items():
        print(f"  {name:13s} x{counts[name]:<3d} loudness {value:6.1f} dB")
    print(f"loudest cue above the median: {report.spread_db:.1f} dB (limit {MAX_SPREAD_DB:.0f})")
    ok = not report.clipped and report.spread_db <= MAX_SPREAD_DB
    print("ok" if ok else "FAIL: clipping or a cue too loud")
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
