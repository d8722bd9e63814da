"""``gunapp --smoke`` (issue 2, part 8): starts, shows the main window, renders one frame, exits 0."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _run(tmp_path: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", GUNAPP_CONFIG_DIR=str(tmp_path))
    return subprocess.run(
        [sys.executable, "-m", "gunapp", "--smoke", *args],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=90,
    )


def test_smoke_exits_zero_after_one_frame(tmp_path):
    res = _run(tmp_path)
    assert res.returncode == 0, res.stderr
    assert "first frame" in res.stdout


def test_smoke_with_the_gallery_open(tmp_path):
    res = _run(tmp_path, "--page", "gallery", "--lang", "zh_CN")
    assert res.returncode == 0, res.stderr


def test_corrupt_settings_do_not_stop_the_app(tmp_path):
    (tmp_path / "settings.json").write_bytes(b"\x00\xff{{{")
    res = _run(tmp_path)
    assert res.returncode == 0, res.stderr
    assert "settings were corrupt" in res.stdout
    assert list(tmp_path.glob("settings.json.corrupt-*"))
