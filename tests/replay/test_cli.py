"""``python -m gunapp --replay FILE`` and ``--deal N`` (issue 13 items 1 and 6)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from gunapp.core.record import save_record
from gunapp.games.doudizhu.engine.rules import Variant

from .helpers import ddz_record


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    return subprocess.run(
        [sys.executable, "-m", "gunapp", *args], capture_output=True, text=True, env=env, timeout=120
    )


def test_replay_smoke_opens_the_viewer_and_exits_0(tmp_path: Path) -> None:
    path = tmp_path / "r.json"
    save_record(ddz_record(Variant.DDZ3), path)
    done = _run("--replay", str(path), "--smoke")
    assert done.returncode == 0, done.stderr
    assert "first frame" in done.stdout


def test_replay_of_a_bad_file_exits_2_with_the_readers_error(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "gunapp-record/1", "game": "gunzi", "seed": 1, "seats": []}')
    done = _run("--replay", str(bad), "--smoke")
    assert done.returncode == 2
    # the reader's own message, naming the file and the first field it refuses (a record with no hand)
    assert str(bad) in done.stderr and "hands" in done.stderr
