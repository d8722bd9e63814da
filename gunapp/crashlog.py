"""Logging and last-resort error reporting for the installed (frozen) app.

Why: a windowed build has no console (``sys.stdout``/``sys.stderr`` are None on Windows), so a traceback
would vanish together with the app. ``install()`` sends logging to a rotating file under
``platformdirs.user_log_dir("gunapp", appauthor=False)``, routes Qt's own warnings there too, and turns an
unhandled exception (main thread or worker thread) into a translated dialog that names the log file.

Call ``install()`` early in ``main()``; it works before or after the QApplication exists and is idempotent.
"""

from __future__ import annotations

import contextlib
import faulthandler
import logging
import os
import stat
import sys
import tempfile
import threading
import traceback
from collections.abc import Callable
from pathlib import Path
from types import TracebackType
from typing import IO, Any

import platformdirs

from gunapp import __version__

LOG_NAME = "gunapp.log"
FAULT_NAME = "gunapp-fault.log"
MAX_BYTES = 1_000_000
BACKUPS = 3
# Platforms with no screen to show a modal dialog on: showing one would hang a headless run (CI, --smoke).
HEADLESS_PLATFORMS = frozenset({"offscreen", "minimal", "vnc"})

log = logging.getLogger("gunapp")

_state: dict[str, Any] = {"installed": False, "log_dir": None, "in_dialog": False, "fault_file": None}
_notifier: Any = None  # a QObject living in the GUI thread; worker-thread crashes reach the dialog through it


def private_temp_dir(base: Path, name: str = "gunapp-logs") -> Path:
    """``base/name`` made safely in a shared temp folder, where anyone may have planted something first: it
    is created with mode 0700; one that exists already is used only if it is a real folder (not a link)
    owned by us and closed to others. Otherwise a new private folder (``mkdtemp``) is made beside it."""
    base.mkdir(parents=True, exist_ok=True)
    path = base / name
    with contextlib.suppress(FileExistsError):
        os.mkdir(path, 0o700)
    st = os.lstat(path)
    safe = stat.S_ISDIR(st.st_mode)  # lstat: a symlink, even to a folder, is not a folder here
    if safe and os.name != "nt":  # Windows has per-user temp folders and no POSIX owner or mode bits
        safe = st.st_uid == os.getuid() and st.st_mode & 0o077 == 0
    if safe:
        return path
    log.warning("refusing the log folder %s (a link, not ours or open to others); using a new one", path)
    return Path(tempfile.mkdtemp(prefix=f"{name}-", dir=base))


def log_dir() -> Path:
    """The folder holding the log files (created on first use; a private temp folder if the user folder is
    unusable)."""
    cached = _state["log_dir"]
    if isinstance(cached, Path):
        return cached
    candidates: tuple[Callable[[], Path], ...] = (
        lambda: _made(Path(platformdirs.user_log_dir("gunapp", appauthor=False))),
        lambda: private_temp_dir(Path(tempfile.gettempdir())),
    )
    for make in candidates:
        try:
            candidate = make()
            probe = candidate / ".probe"
            probe.write_bytes(b"")
            probe.unlink()
        except OSError:
            continue
        _state["log_dir"] = candidate
        return candidate
    raise OSError("no writable folder for the gunapp log")


def _made(path: Path) -> Path:
    path.mkdir(parents=True, exist_ok=True)
    return path


def log_path() -> Path:
    """The current log file (rotated copies sit next to it as gunapp.log.1, .2, ...)."""
    return log_dir() / LOG_NAME


class _LogStream:
    """Stands in for a missing sys.stdout/sys.stderr (windowed builds) and keeps what is printed."""

    def __init__(self, level: int) -> None:
        self._level = level
        self._buffer = ""

    def write(self, text: str) -> int:
        self._buffer += text
        while "\n" in self._buffer:
            line, self._buffer = self._buffer.split("\n", 1)
            if line.strip():
                log.log(self._level, "%s", line)
        return len(text)

    def flush(self) -> None:
        if self._buffer.strip():
            log.log(self._level, "%s", self._buffer)
        self._buffer = ""

    def isatty(self) -> bool:
        return False


class _Held(logging.Handler):
    """The records logged before the log file is opened (``install(file_later=True)``), written into it then."""

    LIMIT = 2000  # a start logs a few lines; a flood before the first paint is not kept whole

    def __init__(self) -> None:
        super().__init__()
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        if len(self.records) < self.LIMIT:
            self.records.append(record)


_attach_lock = threading.Lock()


def install(*, level: int = logging.INFO, file_later: bool = False) -> None:
    """Set up file logging and the crash hooks. Safe to call more than once and without a QApplication.
    ``file_later`` (the app's start): the log file is opened by ``attach_file()`` (once the window has
    painted: ``logging.handlers`` costs ~5 ms of the start, issue 29); what is logged before is kept and
    written into it then, and a crash before that opens it at once."""
    if _state["installed"]:
        _make_notifier()
        return
    _state["installed"] = True
    _state["saved"] = (sys.excepthook, threading.excepthook, sys.stdout, sys.stderr)
    root = logging.getLogger()
    if root.level == logging.NOTSET or root.level > level:
        root.setLevel(level)
    held = _Held()
    held.set_name("gunapp-crashlog")
    root.addHandler(held)
    _state["handler"] = held
    if not file_later:
        attach_file()
    if sys.stderr is None:
        sys.stderr = _LogStream(logging.ERROR)
    if sys.stdout is None:
        sys.stdout = _LogStream(logging.INFO)
    _enable_faulthandler()
    sys.excepthook = _excepthook
    threading.excepthook = _thread_excepthook
    _install_qt_message_handler()
    _make_notifier()
    log.info(
        "gunapp %s starting (python %s, %s, frozen=%s)",
        __version__,
        sys.version.split()[0],
        sys.platform,
        bool(getattr(sys, "frozen", False)),
    )


def attach_file() -> None:
    """Open the rotating log file, write into it what was logged so far, and log there from now on."""
    with _attach_lock:
        held = _state.get("handler")
        if not _state["installed"] or not isinstance(held, _Held):
            return
        import logging.handlers

        try:
            handler: logging.Handler = logging.handlers.RotatingFileHandler(
                log_path(), maxBytes=MAX_BYTES, backupCount=BACKUPS, encoding="utf-8"
            )
        except OSError:
            handler = logging.NullHandler()
        handler.setFormatter(
            logging.Formatter("%(asctime)s %(levelname)s %(name)s [%(threadName)s] %(message)s")
        )
        handler.set_name("gunapp-crashlog")
        root = logging.getLogger()
        root.removeHandler(held)
        for record in held.records:
            if record.levelno >= handler.level:
                handler.handle(record)
        root.addHandler(handler)
        _state["handler"] = handler


def uninstall() -> None:
    """Undo ``install()`` (hooks, handlers, streams); for tests and for embedding gunapp in another program."""
    global _notifier
    if not _state["installed"]:
        return
    excepthook, thread_hook, stdout, stderr = _state.pop("saved")
    sys.excepthook = excepthook
    threading.excepthook = thread_hook
    if isinstance(sys.stdout, _LogStream):
        sys.stdout = stdout
    if isinstance(sys.stderr, _LogStream):
        sys.stderr = stderr
    handler = _state.pop("handler", None)
    if isinstance(handler, logging.Handler):
        logging.getLogger().removeHandler(handler)
        handler.close()
    fault = _state.get("fault_file")
    if fault is not None:
        faulthandler.disable()
        fault.close()
        _state["fault_file"] = None
    from PySide6.QtCore import qInstallMessageHandler

    qInstallMessageHandler(None)
    if _notifier is not None:
        _notifier.deleteLater()
        _notifier = None
    _state["installed"] = False
    _state["log_dir"] = None


def _enable_faulthandler() -> None:
    # A hard crash (segfault in a Qt library) never reaches Python hooks; faulthandler still writes a stack.
    try:
        fault: IO[str] = open(log_dir() / FAULT_NAME, "a", encoding="utf-8")  # noqa: SIM115 - kept open on purpose
    except OSError:
        return
    _state["fault_file"] = fault
    faulthandler.enable(file=fault)


def _install_qt_message_handler() -> None:
    from PySide6.QtCore import QtMsgType, qInstallMessageHandler

    qt_log = logging.getLogger("gunapp.qt")
    levels = {
        QtMsgType.QtDebugMsg: logging.DEBUG,
        QtMsgType.QtInfoMsg: logging.INFO,
        QtMsgType.QtWarningMsg: logging.WARNING,
        QtMsgType.QtCriticalMsg: logging.ERROR,
        QtMsgType.QtFatalMsg: logging.CRITICAL,
    }

    def handler(kind: QtMsgType, _context: object, message: str) -> None:
        qt_log.log(levels.get(kind, logging.WARNING), "%s", message)

    qInstallMessageHandler(handler)


def _make_notifier() -> None:
    """Create the GUI-thread QObject once a QApplication exists (its thread is the GUI thread)."""
    global _notifier
    if _notifier is not None:
        return
    from PySide6.QtCore import QCoreApplication, QObject, QThread, Signal

    app = QCoreApplication.instance()
    if app is None or QThread.currentThread() is not app.thread():
        return

    class _Notifier(QObject):
        crashed = Signal(str)

    _notifier = _Notifier()
    _notifier.moveToThread(app.thread())
    # looked up at call time, so the dialog function can be replaced (tests, embedding)
    _notifier.crashed.connect(lambda summary: show_crash_dialog(summary))


def _format(exc_type: type[BaseException], exc: BaseException, tb: TracebackType | None) -> str:
    return "".join(traceback.format_exception(exc_type, exc, tb))


def _excepthook(exc_type: type[BaseException], exc: BaseException, tb: TracebackType | None) -> None:
    if issubclass(exc_type, KeyboardInterrupt):
        sys.__excepthook__(exc_type, exc, tb)
        return
    attach_file()  # a crash before the first paint: into the file now
    details = _format(exc_type, exc, tb)
    log.critical("Unhandled exception\n%s", details)
    if sys.__stderr__ is not None:  # run from a terminal: the developer sees it there too
        sys.__excepthook__(exc_type, exc, tb)
    _report(details)


def _thread_excepthook(args: threading.ExceptHookArgs) -> None:
    if args.exc_type is SystemExit:
        return
    attach_file()
    name = args.thread.name if args.thread is not None else "?"
    exc = args.exc_value if args.exc_value is not None else args.exc_type()
    log.critical(
        "Unhandled exception in thread %s\n%s", name, _format(args.exc_type, exc, args.exc_traceback)
    )
    _report(f"{args.exc_type.__name__}: {exc}")


def _report(details: str) -> None:
    """Show the dialog in the GUI thread (now, or queued there from a worker thread)."""
    _make_notifier()
    from PySide6.QtCore import QCoreApplication, QThread

    app = QCoreApplication.instance()
    if app is None:
        return
    if QThread.currentThread() is app.thread():
        show_crash_dialog(details)
    elif _notifier is not None:
        _notifier.crashed.emit(details)


def show_crash_dialog(details: str) -> None:
    """Tell the user that something broke and where the details are. Logs only on a headless platform."""
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QApplication, QMessageBox

    app = QCoreApplication.instance()
    if not isinstance(app, QApplication) or _state["in_dialog"]:
        return
    if QApplication.platformName() in HEADLESS_PLATFORMS or os.environ.get("GUNAPP_NO_CRASH_DIALOG"):
        log.info("crash dialog not shown (headless platform)")
        return
    _state["in_dialog"] = True
    try:
        box = crash_message_box(details)
        box.exec()
        if box.buttonRole(box.clickedButton()) == QMessageBox.ButtonRole.ActionRole:
            from PySide6.QtCore import QUrl
            from PySide6.QtGui import QDesktopServices

            QDesktopServices.openUrl(QUrl.fromLocalFile(str(log_dir())))
    finally:
        _state["in_dialog"] = False


def crash_message_box(details: str) -> Any:
    """Build (not show) the translated crash dialog; separate so tests can inspect it."""
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QMessageBox

    box = QMessageBox()
    box.setIcon(QMessageBox.Icon.Critical)
    box.setWindowTitle(QCoreApplication.translate("CrashDialog", "gunapp: unexpected error"))
    box.setText(
        QCoreApplication.translate(
            "CrashDialog",
            "Something went wrong inside gunapp. If the table looks wrong now, please restart it.",
        )
    )
    box.setInformativeText(
        QCoreApplication.translate(
            "CrashDialog", "The details were written to this file; please attach it to a bug report:\n{path}"
        ).format(path=str(log_path()))
    )
    box.setDetailedText(details)
    box.setStandardButtons(QMessageBox.StandardButton.Ok)
    box.setDefaultButton(QMessageBox.StandardButton.Ok)
    box.addButton(
        QCoreApplication.translate("CrashDialog", "Open log folder"), QMessageBox.ButtonRole.ActionRole
    )
    return box
