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


#: the real start (no ``--smoke``) to the main window's first Paint, then a moment later (what runs once the window
#: has painted): ``sys.modules``, the gunapp sources kept in ``linecache``, the window's icon, whether the cyclic
#: garbage collector runs, and whether a file-open event sent to the application opens a record (macOS only)
PAINT_PROBE = """
import gc, json, linecache, os, sys
import gunapp.app

seen, keep = {}, []
after_first_paint = gunapp.app.after_first_paint


def finish(window):
    from PySide6.QtGui import QFileOpenEvent
    from PySide6.QtWidgets import QApplication

    seen["after"] = sorted(sys.modules)
    seen["icon_after"] = not window.windowIcon().isNull()
    seen["gc_after"] = gc.isenabled()
    QApplication.sendEvent(QApplication.instance(), QFileOpenEvent(sys.argv[1]))
    seen["opened"] = window.game_key is not None or window.current_page() != "start"
    print("probe " + json.dumps(seen), flush=True)
    os._exit(0)


def watch(window, then, *args, **kwargs):
    if not keep:
        from PySide6.QtCore import QEvent, QObject, QTimer

        class Probe(QObject):
            def eventFilter(self, watched, event):
                if event.type() == QEvent.Type.Paint and "modules" not in seen:
                    seen["modules"] = sorted(sys.modules)
                    seen["sources"] = sorted(name for name in linecache.cache if "gunapp" in name)
                    seen["icon"] = not window.windowIcon().isNull()
                    seen["gc"] = gc.isenabled()
                    QTimer.singleShot(1500, lambda: finish(window))
                return False

        keep.append(Probe(window))
        window.installEventFilter(keep[0])
    return after_first_paint(window, then, *args, **kwargs)


gunapp.app.after_first_paint = watch
sys.exit(gunapp.app.run([]))
"""

#: loaded once the window has painted (the icon, the log file, the file-open server), a table, or never
NOT_BEFORE_PAINT = (
    *HEAVY,
    "logging.handlers",
    "hashlib",
    "PySide6.QtNetwork",
    "PySide6.QtMultimedia",
    "gunapp.sound",
    "gunapp.models",
    "gunapp.ui.table.canvas",
    *(() if sys.platform == "darwin" else ("gunapp.ui.file_open",)),  # macOS: file-open events from the start
)


def test_issue29_the_real_first_paint_waits_for_nothing_it_does_not_show(tmp_path):
    """The real start (not ``--smoke``), at the main window's first Paint: no saves, engines, pydantic, sound,
    table, network or log-file code; PySide's look at each module's source kept none of gunapp's in memory
    (``gunapp.pyside_source_check``: ~10 MB at a table); the icon comes once the window has painted; the
    cyclic garbage collector rests until then and runs again after (its passes over the start's objects
    cost ~9 ms of the first frame); and no filter on the whole application sees every event (file-open
    events come on macOS only)."""
    from tools.soak.samples import save_text

    record = tmp_path / "match.gunrec"
    record.write_text(save_text("ddz3"), "utf-8")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", GUNAPP_CONFIG_DIR=str(tmp_path / "config"))
    env["GUNAPP_DATA_DIR"] = str(tmp_path / "data")
    env["GUNAPP_REPORT_FIRST_FRAME"] = "1"  # how bench_startup times the frozen bundle's real start
    res = subprocess.run(
        [sys.executable, "-c", PAINT_PROBE, str(record)],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=90,
    )
    line = next((line for line in res.stdout.splitlines() if line.startswith("probe ")), None)
    assert line is not None, res.stderr
    seen = json.loads(line.removeprefix("probe "))
    early = [m for m in seen["modules"] if any(m == h or m.startswith(h + ".") for h in NOT_BEFORE_PAINT)]
    assert early == []
    assert seen["sources"] == []
    assert not seen["icon"] and seen["icon_after"]
    assert not seen["gc"] and seen["gc_after"]
    assert res.stdout.index("gunapp: first frame ") < res.stdout.index("probe ")
    assert "gunapp.ui.saves_ui" in seen["after"]
    if sys.platform != "darwin":
        assert not seen["opened"]
