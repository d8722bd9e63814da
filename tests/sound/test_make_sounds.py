"""The committed sounds are exactly what tools/make_sounds.py makes, and they are quiet, short and matched
(issue 12 §1-2)."""

from __future__ import annotations

import sys
import wave
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from gunapp.sound.cues import VOICES, Cue, cue_path  # noqa: E402
from tools import make_sounds  # noqa: E402
from tools.render_cue_mix import read_wav  # noqa: E402


@pytest.fixture(scope="module")
def regenerated(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("sounds")
    assert make_sounds.main(["--out", str(out)]) == 0
    return out


def test_every_cue_has_a_synthesiser_and_a_file() -> None:
    assert set(make_sounds.CUES) == {c.value for c in Cue}
    assert set(VOICES) <= set(Cue)
    assert sorted(p.stem for p in cue_path(Cue.DEAL).parent.glob("*.wav")) == sorted(c.value for c in Cue)


def test_committed_files_match_the_script_byte_for_byte(regenerated: Path) -> None:
    for cue in Cue:
        made = (regenerated / f"{cue.value}.wav").read_bytes()
        assert cue_path(cue).read_bytes() == made, f"{cue}: run python tools/make_sounds.py and commit"


@pytest.mark.parametrize("cue", list(Cue))
def test_cue_is_quiet_short_and_clickless(cue: Cue) -> None:
    with wave.open(str(cue_path(cue)), "rb") as w:
        assert (w.getnchannels(), w.getsampwidth(), w.getframerate()) == (1, 2, 44100)
    samples = read_wav(cue_path(cue))
    seconds = len(samples) / make_sounds.RATE
    assert make_sounds.peak_db(samples) <= make_sounds.PEAK_CEILING_DB + 0.1  # headroom for overlaps
    # the cues of every card and turn are short; only the rare results may ring on
    assert seconds <= (0.3 if cue.value in {"deal", "play_one", "play_many", "pass", "trick"} else 1.5)
    # starts and ends at silence: no click when a voice starts or is cut
    assert abs(samples[0]) < 1e-3 and abs(samples[-1]) < 1e-3


def test_loudness_matched_within_6_db() -> None:
    levels = {cue: make_sounds.loudness_db(read_wav(cue_path(cue))) for cue in Cue}
    assert max(levels.values()) - min(levels.values()) <= 6.0, levels
