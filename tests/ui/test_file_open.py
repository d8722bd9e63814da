"""Records opened from the desktop (issue 28.4): ``gunapp FILE``, macOS's QFileOpenEvent and a second launch
handing its file to the running window all go through Game → Open record…'s checked path."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtGui import QFileOpenEvent
from PySide6.QtWidgets import QMessageBox

from gunapp.app import parse_args
from gunapp.core.record import save_record
from gunapp.file_types import RECORD_EXTENSION, open_patterns
from gunapp.games.doudizhu.engine.rules import Variant
from gunapp.ui.file_open import FileOpener, hand_to_running, instance_name
from tests.replay.helpers import ddz_record
from tests.test_smoke import _run as run_smoke
from tests.ui.test_replay_entries import make_window  # noqa: F401 - the shared main-window fixture

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def window(make_window: Any) -> Any:  # noqa: F811 - the imported fixture, requested by name
    """An English main window at 1280x800 with no animation, as the replay-entry tests use."""
    return make_window()


@pytest.fixture
def good(tmp_path: Path) -> Path:
    path = tmp_path / f"match.{RECORD_EXTENSION}"
    save_record(ddz_record(Variant.DDZ3), path)
    return path


@pytest.fixture
def bad(tmp_path: Path) -> Path:
    path = tmp_path / f"broken.{RECORD_EXTENSION}"
    path.write_text('{"format": "gunapp-record/1", "game": "ddz3"}', encoding="utf-8")
    return path


@pytest.mark.parametrize(
    ("argv", "expected"),
    [
        (["C:\\Users\\li\\match.gunrec"], "C:\\Users\\li\\match.gunrec"),  # the file association's "%1"
        (["--smoke", "x.json"], "x.json"),
        (["--lang", "zh_CN", "x.gunrec"], "x.gunrec"),
        (["-style", "fusion"], None),  # a Qt option's value is not a record
        (["-psn_0_12345"], None),  # what old macOS Finder adds
        (["--demo", "gunzi", "--hands", "3", "--record", "out.json"], None),  # the demo's own options
        ([], None),
    ],
)
def test_a_bare_argument_is_the_record_to_open(argv: list[str], expected: str | None) -> None:
    assert parse_args(argv).file == expected


def test_file_dialogs_offer_the_records_extension_first() -> None:
    assert open_patterns().split() == ["*.gunrec", "*.json"]


def test_file_open_event_opens_the_record_in_the_viewer(qtbot, qapp, window, good: Path) -> None:
    """macOS: Finder's "open this document" arrives as a QFileOpenEvent on the application."""
    opener = FileOpener(window, name=f"gunapp-test-{os.getpid()}")
    qapp.sendEvent(qapp, QFileOpenEvent(str(good)))
    assert opener.opened == [str(good)]
    qtbot.waitUntil(lambda: window.game_key == "ddz3" and window.game_widget is not None)
    assert getattr(window.game_widget, "replay_viewer", None) is not None


def test_a_bad_file_handed_over_gets_the_open_record_notice(qtbot, qapp, window, bad: Path) -> None:
    opener = FileOpener(window, name=f"gunapp-test-{os.getpid()}")
    assert opener.open(str(bad)) is False
    boxes = [b for b in window.saved.notices if isinstance(b, QMessageBox)]
    qtbot.waitUntil(lambda: any(b.isVisible() for b in boxes))
    assert boxes[-1].windowTitle() == "Open record"
    assert "not a game record gunapp can play" in boxes[-1].text()
    assert window.current_page() == "start"  # the app goes on


def test_second_launch_hands_its_file_to_the_running_window(
    qtbot, window, good: Path, tmp_path: Path
) -> None:
    """The running app serves its user's name; ``gunapp FILE`` started meanwhile exits 0 at once, opening no
    window of its own, and the running window opens the record."""
    config = tmp_path / "config"
    config.mkdir()
    opener = FileOpener(window, name=instance_name(config))
    assert opener.listen()
    assert not FileOpener(window, name=opener.name).listen()  # a live server is left alone
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", GUNAPP_CONFIG_DIR=str(config))
    t0 = time.monotonic()
    second = subprocess.Popen(
        [sys.executable, "-m", "gunapp", str(good)],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    qtbot.waitUntil(lambda: second.poll() is not None, timeout=60000)
    out, err = second.communicate()
    assert second.returncode == 0, err
    assert time.monotonic() - t0 < 30
    qtbot.waitUntil(lambda: opener.opened == [str(good)], timeout=10000)
    qtbot.waitUntil(lambda: window.game_key == "ddz3" and window.game_widget is not None)
    assert getattr(window.game_widget, "replay_viewer", None) is not None


def test_no_running_app_means_no_hand_over(tmp_path: Path, qapp) -> None:
    assert hand_to_running(str(tmp_path / "x.gunrec"), name=instance_name(tmp_path)) is False


def test_a_stale_socket_from_a_crashed_app_is_replaced(qtbot, window, tmp_path: Path) -> None:
    name = instance_name(tmp_path)
    if sys.platform != "win32":  # a Unix socket file nobody listens on, as a killed gunapp leaves it
        import socket
        import tempfile

        stale = Path(tempfile.gettempdir()) / name
        sock = socket.socket(socket.AF_UNIX)
        sock.bind(str(stale))
        sock.close()
    opener = FileOpener(window, name=name)
    assert opener.listen()
    assert opener.server is not None and opener.server.isListening()
    opener.server.close()


def _smoke(tmp_path: Path, *args: str) -> subprocess.CompletedProcess[str]:
    folder = tmp_path / "smoke"
    folder.mkdir(exist_ok=True)
    return run_smoke(folder, *args)


def test_smoke_with_a_record_exits_0_and_2_for_a_bad_file(tmp_path: Path, good: Path, bad: Path) -> None:
    as_json = tmp_path / "old.json"  # records saved before .gunrec still open
    as_json.write_bytes(good.read_bytes())
    for path in (good, as_json):
        res = _smoke(tmp_path, str(path))
        assert res.returncode == 0, res.stdout + res.stderr
        assert f"record opened: {path}" in res.stdout
    for path in (bad, tmp_path / "missing.gunrec"):
        res = _smoke(tmp_path, str(path))
        assert res.returncode == 2, res.stdout + res.stderr
        assert "record refused" in res.stdout


def test_save_record_as_proposes_the_records_extension(qtbot, window, tmp_path: Path, monkeypatch) -> None:
    """The dialog starts on ``<game>-<time>.gunrec`` with the .gunrec filter; a name typed without an
    extension gets it (so the desktop opens the file with gunapp)."""
    from PySide6.QtWidgets import QFileDialog

    window.open_game("ddz3")
    window.game_widget.new_session([None, "easy", "easy"])
    qtbot.waitUntil(lambda: window.game_widget.turn.is_open, timeout=20000)
    asked: list[tuple[str, str]] = []

    def dialog(_parent: Any, _title: str, start: str, kinds: str) -> tuple[str, str]:
        asked.append((start, kinds))
        return str(tmp_path / "mine"), kinds

    monkeypatch.setattr(QFileDialog, "getSaveFileName", dialog)
    assert window.saved.save_record_as()
    assert asked[0][0].endswith(".gunrec") and "(*.gunrec)" in asked[0][1]
    assert (tmp_path / "mine.gunrec").exists() and not (tmp_path / "mine").exists()
