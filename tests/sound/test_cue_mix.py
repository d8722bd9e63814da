"""Check by ear, as a test (issue 12): the mix of a scripted Dou Dizhu deal's cues, with the deal's timing,
never clips and no cue stands more than 6 dB above the others. ``tools/render_cue_mix.py`` writes the WAV
and its waveform for a person to hear and see."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tools import render_cue_mix  # noqa: E402
from tools.make_sounds import OUT  # noqa: E402


def test_scripted_ddz_deal_mix_has_headroom_and_matched_cues(qapp, tmp_path: Path) -> None:
    cues = render_cue_mix.record_deal(seed=21, speed=12.0)
    names = {n for _t, n in cues}
    assert {"deal", "landlord", "pass", "trick"} <= names and names & {"play_one", "play_many"}
    assert names & {"hand_won", "hand_lost"}
    report = render_cue_mix.mix(cues, OUT)
    assert not report.clipped
    assert report.peak_db <= -6.0  # overlapping cues still leave headroom
    assert report.spread_db <= render_cue_mix.MAX_SPREAD_DB
    png = tmp_path / "mix.png"
    render_cue_mix.waveform_png(report.samples, png)
    assert png.stat().st_size > 1000
