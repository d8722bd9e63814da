"""packaging/smoke.py, the frozen app's smoke run in every package job and `make package` (issue 28.7): it
passes on the real app (run here from the source tree through a stand-in executable) and fails on an app that
opens nothing (exit 0 for every file, as ``gunapp --smoke x.json`` did before records had a home)."""

from __future__ import annotations

import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SMOKE = ROOT / "packaging" / "smoke.py"

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="the stand-ins are shell scripts")


def _stand_in(tmp_path: Path, body: str) -> Path:
    app = tmp_path / "gunapp"
    app.write_text(f"#!/bin/sh\n{body}\n", encoding="utf-8")
    app.chmod(app.stat().st_mode | stat.S_IXUSR)
    return app


def _smoke(app: Path) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    return subprocess.run(
        [sys.executable, str(SMOKE), str(app)], cwd=ROOT, env=env, capture_output=True, text=True, timeout=600
    )


def test_smoke_passes_on_the_app(tmp_path: Path) -> None:
    app = _stand_in(tmp_path, f'cd "{ROOT}" && exec "{sys.executable}" -m gunapp "$@"')
    res = _smoke(app)
    assert res.returncode == 0, res.stdout + res.stderr
    assert res.stdout.count(" ok") == 5 and "refuse a bad file: exit 2" in res.stdout
    assert "review a hand in spawned workers: exit 0" in res.stdout


def test_smoke_fails_on_an_app_that_opens_nothing(tmp_path: Path) -> None:
    res = _smoke(_stand_in(tmp_path, "exit 0"))
    assert res.returncode == 1
    assert "refuse a bad file: exit 0 (expected 2)" in res.stdout and "FAIL" in res.stdout
    # exit 0 without the review's JSON is no review
    review = next(line for line in res.stdout.splitlines() if "review a hand in spawned workers" in line)
    assert "exit 0 (expected 0)" in review and review.endswith("FAIL")
