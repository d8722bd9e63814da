"""``gunapp --demo gunzi --hands 2 --quit`` plays two hands offscreen, exits 0 and leaves a record that replays."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from gunapp.games.gunzi.engine import record_io
from gunapp.games.gunzi.engine.phase import Phase


def test_demo_two_hands_exit_zero_and_record_replays(tmp_path: Path) -> None:
    record = tmp_path / "demo.json"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", GUNAPP_CONFIG_DIR=str(tmp_path / "cfg"))
    proc = subprocess.run(
        [sys.executable, "-m", "gunapp", "--demo", "gunzi", "--hands", "2", "--speed", "0", "--seed", "4",
         "--record", str(record), "--quit"],
        env=env, capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert "2 hand(s) played" in proc.stdout
    state = record_io.load(record)
    assert state.hands_played == 2
    assert state.phase in (Phase.HAND_OVER, Phase.MATCH_OVER)
    assert all(h["result"] for h in state.records)
