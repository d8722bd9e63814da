"""``gunapp --demo ddz3|ddz4 --hands 1 --quit`` exits 0 offscreen and leaves a record that replays."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from gunapp.games.doudizhu.engine.record_io import read_record
from gunapp.games.doudizhu.engine.rules import Variant


@pytest.mark.parametrize("game", ["ddz3", "ddz4"])
def test_demo_quits_with_a_record_that_replays(tmp_path: Path, game: str) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    for var in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
        env[var] = str(tmp_path / var.lower())  # never the user's own settings
    record = tmp_path / f"{game}.json"
    cmd = [sys.executable, "-m", "gunapp", "--demo", game, "--hands", "1", "--quit", "--speed", "0"]
    cmd += ["--record", str(record), "--seed", "3"]
    proc = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert "1 deal(s) played" in proc.stdout
    replay = read_record(record)
    assert replay.variant is Variant(game)
    finished = [d for d in replay.deals if d.result is not None]
    assert len(finished) == 1
    assert sum(replay.totals) == 0
    assert replay.totals == list(finished[0].result.scores)
