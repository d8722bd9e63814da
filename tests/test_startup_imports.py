"""Issue 15, start-up: the first frame of ``gunapp --smoke`` (the start page) is drawn without the code it does
not show: no pydantic (settings are checked by hand, the schema loads for a value it must judge), no engine,
no saves/statistics UI (loaded when a save offers Continue, or right after the first frame).

Each case runs the real ``gunapp.app.run(["--smoke"])`` in a fresh interpreter and records ``sys.modules`` and
the start page's Continue buttons at the moment the first frame is painted (``MainWindow.grab``)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

PROBE = """
import json, sys
from gunapp.ui.main_window import MainWindow

seen = {}
paint = MainWindow.grab

def grab(self, *args):
    if not seen:
        bar = self.start_page.continue_bar
        seen["modules"] = sorted(sys.modules)
        seen["continue"] = sorted(key for key, button in bar.buttons.items() if not button.isHidden())
    return paint(self, *args)

MainWindow.grab = grab
from gunapp.app import run

code = run(["--smoke"])
seen["after"] = sorted(sys.modules)
print("probe " + json.dumps(seen), flush=True)
sys.exit(code)
"""

ENGINES = ("gunapp.games.gunzi.engine", "gunapp.games.doudizhu.engine")
HEAVY = ("pydantic", *ENGINES, "gunapp.ui.saves_ui", "gunapp.storage.saves", "gunapp.ui.about")


def _first_frame(folder: Path) -> dict[str, list[str]]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", GUNAPP_CONFIG_DIR=str(folder))
    env.pop("GUNAPP_DATA_DIR", None)
    res = subprocess.run(
        [sys.executable, "-c", PROBE], cwd=ROOT, env=env, capture_output=True, text=True, timeout=90
    )
    assert res.returncode == 0, res.stderr
    line = next(line for line in res.stdout.splitlines() if line.startswith("probe "))
    seen: dict[str, list[str]] = json.loads(line.removeprefix("probe "))
    return seen


def _heavy(modules: list[str]) -> list[str]:
    return [m for m in modules if any(m == h or m.startswith(h + ".") for h in HEAVY)]


def test_issue15_first_frame_without_pydantic_engine_or_saves_ui(tmp_path):
    seen = _first_frame(tmp_path)
    assert _heavy(seen["modules"]) == []
    assert seen["continue"] == []
    # and right after the first frame the app reads saves and statistics as before
    assert "gunapp.ui.saves_ui" in seen["after"]


def test_issue15_a_settings_file_of_plain_values_is_read_without_pydantic(tmp_path):
    settings = {
        "language": "it",
        "animation_speed": 2,
        "four_colour": True,
        "sound": False,
        "sound_volume": 35,
        "ai_level": "hard",
        "last_game": "ddz3",
        "card_counter": True,
        "auto_forced": True,
        "window_geometry": "AdnQywADAAA=",
        "house_rules": {},
    }
    (tmp_path / "settings.json").write_text(json.dumps(settings), "utf-8")
    seen = _first_frame(tmp_path)
    assert _heavy(seen["modules"]) == []


def test_issue15_a_value_the_quick_check_leaves_to_the_schema_still_loads_it(tmp_path):
    """A coercible value ("0.5" for the speed) or a house rule needs the schema: pydantic loads, the value
    gets the schema's verdict, and the first frame is drawn all the same."""
    (tmp_path / "settings.json").write_text(json.dumps({"animation_speed": "0.5"}), "utf-8")
    seen = _first_frame(tmp_path)
    assert "pydantic" in seen["modules"]
    assert not [m for m in seen["modules"] if m.startswith(ENGINES)]


def test_issue24_11_a_save_does_not_hold_back_the_first_frame(tmp_path):
    """Issue 24 item 11 (was issue 15: Continue in the first frame): the start page is drawn at once, without
    the saves code, and the Continue entries come in when the saves are read (tests/ui/test_start_page_saves)."""
    from tools.soak.samples import save_text

    (tmp_path / "saves").mkdir()
    (tmp_path / "saves" / "ddz3.json").write_text(save_text("ddz3"), "utf-8")
    seen = _first_frame(tmp_path)
    assert _heavy(seen["modules"]) == []
    assert "gunapp.ui.saves_ui" in seen["after"]


def test_issue29_first_frame_without_the_sound_code(tmp_path):
    """The sound service (and QtMultimedia) loads with the first table or a settings change, not before the
    start page is drawn; sound is on in the default settings."""
    seen = _first_frame(tmp_path)
    assert not [m for m in seen["modules"] if m.startswith(("gunapp.sound", "PySide6.QtMultimedia"))]
