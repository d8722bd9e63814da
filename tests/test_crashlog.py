"""gunapp.crashlog: the log file of the installed app and the dialog shown for an unhandled exception."""

from __future__ import annotations

import logging
import sys
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

from gunapp import crashlog
from gunapp.paths import translations_dir


def _installed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, *, file_later: bool) -> Iterator[Path]:
    folder = tmp_path / "logs"
    monkeypatch.setattr(crashlog.platformdirs, "user_log_dir", lambda *a, **k: str(folder))
    crashlog.uninstall()
    shown: list[str] = []
    monkeypatch.setattr(crashlog, "show_crash_dialog", shown.append)
    crashlog.install(file_later=file_later)
    crashlog.shown = shown  # type: ignore[attr-defined]
    try:
        yield folder
    finally:
        crashlog.uninstall()


@pytest.fixture
def logs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """crashlog installed with its log folder in tmp_path; everything it changed is undone afterwards."""
    yield from _installed(tmp_path, monkeypatch, file_later=False)


def _log_text() -> str:
    for handler in logging.getLogger().handlers:
        handler.flush()
    return crashlog.log_path().read_text(encoding="utf-8")


def test_log_file_lives_in_the_user_log_dir(logs: Path) -> None:
    assert crashlog.log_path() == logs / "gunapp.log"
    logging.getLogger("gunapp.test").warning("a line from a test")
    assert "a line from a test" in _log_text()
    assert "gunapp " in _log_text() and "starting" in _log_text()


def test_install_is_idempotent(logs: Path) -> None:
    crashlog.install()
    crashlog.install()
    ours = [h for h in logging.getLogger().handlers if h.get_name() == "gunapp-crashlog"]
    assert len(ours) == 1


def test_log_rotates(logs: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    handler = next(h for h in logging.getLogger().handlers if h.get_name() == "gunapp-crashlog")
    monkeypatch.setattr(handler, "maxBytes", 2_000)
    for i in range(100):
        logging.getLogger("gunapp.test").warning("line %d %s", i, "x" * 40)
    assert (logs / "gunapp.log.1").exists()
    assert len(list(logs.glob("gunapp.log.*"))) <= crashlog.BACKUPS


def test_unhandled_exception_is_logged_and_reported(logs: Path, qapp: Any, capsys: Any) -> None:
    try:
        raise ValueError("the trump suit vanished")
    except ValueError:
        sys.excepthook(*sys.exc_info())
    text = _log_text()
    assert "CRITICAL" in text and "ValueError: the trump suit vanished" in text
    assert "Traceback" in text
    assert len(crashlog.shown) == 1  # type: ignore[attr-defined]
    assert "the trump suit vanished" in crashlog.shown[0]  # type: ignore[attr-defined]
    assert "ValueError" in capsys.readouterr().err  # a developer at a terminal still sees it


@pytest.fixture
def logs_later(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """crashlog installed as the app's start does it: the log file opened later (``attach_file``)."""
    yield from _installed(tmp_path, monkeypatch, file_later=True)


def test_lines_logged_before_the_file_opens_are_written_into_it(logs_later: Path) -> None:
    """Issue 29: the start opens the log file after the first paint; nothing logged before is lost."""
    logging.getLogger("gunapp.test").warning("before the first paint")
    assert not (logs_later / "gunapp.log").exists()
    crashlog.attach_file()
    logging.getLogger("gunapp.test").warning("after it")
    text = _log_text()
    assert "starting" in text
    assert text.index("before the first paint") < text.index("after it")
    ours = [h for h in logging.getLogger().handlers if h.get_name() == "gunapp-crashlog"]
    assert len(ours) == 1


def test_a_crash_before_the_file_opens_is_in_the_file(logs_later: Path, qapp: Any) -> None:
    logging.getLogger("gunapp.test").warning("the start went this far")
    try:
        raise ValueError("crashed while starting")
    except ValueError:
        sys.excepthook(*sys.exc_info())
    text = _log_text()
    assert "the start went this far" in text and "ValueError: crashed while starting" in text


def test_keyboard_interrupt_is_not_a_crash(logs: Path, qapp: Any) -> None:
    try:
        raise KeyboardInterrupt
    except KeyboardInterrupt:
        sys.excepthook(*sys.exc_info())
    assert "CRITICAL" not in _log_text()
    assert crashlog.shown == []  # type: ignore[attr-defined]


def test_worker_thread_exception_reaches_the_gui_thread(logs: Path, qtbot: Any) -> None:
    crashlog.install()  # the QApplication exists now: creates the GUI-thread notifier

    def work() -> None:
        raise RuntimeError("AI search blew up")

    worker = threading.Thread(target=work, name="ai-worker")
    worker.start()
    worker.join()
    qtbot.waitUntil(lambda: len(crashlog.shown) == 1, timeout=2000)  # type: ignore[attr-defined]
    assert "AI search blew up" in crashlog.shown[0]  # type: ignore[attr-defined]
    assert "in thread ai-worker" in _log_text()


def test_missing_std_streams_are_replaced_by_the_log(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A windowed Windows build has sys.stdout/sys.stderr = None; prints must not crash and must be kept."""
    monkeypatch.setattr(crashlog.platformdirs, "user_log_dir", lambda *a, **k: str(tmp_path))
    crashlog.uninstall()
    monkeypatch.setattr(sys, "stdout", None)
    monkeypatch.setattr(sys, "stderr", None)
    try:
        crashlog.install()
        print("dealt 162 cards")
        sys.stderr.write("a warning on stderr\n")
        assert "dealt 162 cards" in _log_text() and "a warning on stderr" in _log_text()
    finally:
        crashlog.uninstall()
    assert sys.stdout is None  # restored


def test_unwritable_log_dir_falls_back_to_temp(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("")
    monkeypatch.setattr(crashlog.platformdirs, "user_log_dir", lambda *a, **k: str(blocker / "logs"))
    monkeypatch.setattr(crashlog.tempfile, "gettempdir", lambda: str(tmp_path / "tmp"))
    crashlog.uninstall()
    try:
        crashlog.install()
        assert crashlog.log_dir() == tmp_path / "tmp" / "gunapp-logs"
        assert crashlog.log_path().exists()
    finally:
        crashlog.uninstall()


def test_headless_platform_logs_instead_of_blocking(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, qapp: Any
) -> None:
    monkeypatch.setattr(crashlog.platformdirs, "user_log_dir", lambda *a, **k: str(tmp_path))
    crashlog.uninstall()
    try:
        crashlog.install()
        crashlog.show_crash_dialog("Traceback: boom")  # offscreen: must return at once
        assert "crash dialog not shown" in _log_text()
    finally:
        crashlog.uninstall()


def test_dialog_names_the_log_file(logs: Path, qapp: Any) -> None:
    box = crashlog.crash_message_box("Traceback (most recent call last): ...")
    assert str(crashlog.log_path()) in box.informativeText()
    assert box.detailedText().startswith("Traceback")
    assert box.windowTitle() == "gunapp: unexpected error"
    assert "Open log folder" in [b.text() for b in box.buttons()]


@pytest.mark.parametrize(
    ("lang", "title", "button"),
    [
        ("zh_CN", "gunapp：意外错误", "打开日志文件夹"),
        ("it", "gunapp: errore imprevisto", "Apri la cartella dei log"),
    ],
)
def test_dialog_is_translated(logs: Path, qapp: Any, lang: str, title: str, button: str) -> None:
    translator = QTranslator()
    if not translator.load(f"gunapp_{lang}", str(translations_dir())):
        pytest.skip("compiled translations missing (make translations)")
    QCoreApplication.installTranslator(translator)
    try:
        box = crashlog.crash_message_box("details")
        assert box.windowTitle() == title
        assert button in [b.text() for b in box.buttons()]
        assert str(crashlog.log_path()) in box.informativeText()
        assert "{path}" not in box.informativeText()
    finally:
        QCoreApplication.removeTranslator(translator)
