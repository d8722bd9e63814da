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


def test_issue14_1_a_save_with_one_bad_field_does_not_stop_start_up(tmp_path):
    """Issue 14 item 1: ``scores = [null, 1, 2]`` in saves/ddz3.json made every start exit 1."""
    import json

    from tools.soak.samples import save_text

    data = json.loads(save_text("ddz3"))
    data["hands"][0]["result"]["scores"] = [None, 1, 2]
    (tmp_path / "saves").mkdir()
    (tmp_path / "saves" / "ddz3.json").write_text(json.dumps(data))
    (tmp_path / "settings.json").write_text('{"window_geometry": "\\u00e9"}')  # item 4 as well
    for _ in range(2):  # and again: the save was set aside the first time
        res = _run(tmp_path)
        assert res.returncode == 0, res.stderr
    assert not (tmp_path / "saves" / "ddz3.json").exists()
    assert len(list((tmp_path / "saves").glob("ddz3.json.corrupt-*"))) == 1
