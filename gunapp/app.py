"""Start-up: the QApplication, crash log, settings, language, main window; ``--smoke`` for packaging checks."""

from __future__ import annotations

import argparse
import gc
import logging
import os
import sys
import time
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from gunapp.ui.file_open import FileOpener

log = logging.getLogger(__name__)
#: the systems whose desktop hands a document over as a ``QFileOpenEvent`` (Finder); elsewhere it comes as an
#: argument or through a later launch, and no event filter on the whole application is worth its cost
FILE_OPEN_EVENTS = sys.platform == "darwin"


def parse_args(argv: list[str]) -> argparse.Namespace:
    from gunapp.core import registry  # the game list only: no engine, no Qt

    games = list(registry.game_keys())
    ap = argparse.ArgumentParser(prog="gunapp", description="Gunzi and Dou Dizhu against computer opponents")
    ap.add_argument(
        "--smoke",
        action="store_true",
        help="show the main window, render one frame, exit 0; with a record FILE: open it, exit 0 (2 if refused)",
    )
    ap.add_argument("--page", choices=["start", "gallery"], default="start", help="page to open first")
    ap.add_argument(
        "--demo",
        metavar="GAME",
        help=f"watch this game with AI in every seat ({', '.join(games)}); see gunapp/demo.py",
    )
    ap.add_argument("--replay", metavar="FILE", help="open this game record in the replay viewer")
    ap.add_argument("--game", choices=games, help="with --deal: the game to deal")
    ap.add_argument("--deal", type=int, metavar="N", help="start the numbered deal N of --game")
    ap.add_argument("--lang", choices=["zh_CN", "en", "it"], help="language for this run (not remembered)")
    ap.add_argument(
        "--continue",
        dest="continue_game",
        metavar="GAME",
        choices=games,
        help="continue the saved match of this game at start, as the start page's Continue button does",
    )
    ap.add_argument(
        "--autosave",
        action="store_true",
        help="autosave every match, a demo's too, and let a match with no human seat play on between "
        "hands (the kill -9 soak, tools/soak/soak_kill9.py)",
    )
    ap.add_argument(
        "--trace",
        action="store_true",
        help="print the match's progress after every action and the resumed match (soak runs)",
    )
    args, unknown = ap.parse_known_args(argv)  # Qt's own options (-style, ...) pass through
    args.file = None if args.demo else record_argument(argv, unknown)
    return args


def record_argument(argv: list[str], unknown: list[str]) -> str | None:
    """The record a desktop hands over as a bare argument (``gunapp FILE``, the file-association command).
    Not a value of an option argparse does not know (Qt's ``-style fusion``), nor of the demo's own."""
    found = None
    for i, arg in enumerate(argv):
        if arg.startswith("-") or arg not in unknown:
            continue
        if i > 0 and argv[i - 1].startswith("-") and argv[i - 1] in unknown:
            continue
        found = arg
    return found


def _no_display() -> bool:
    """No screen to show a window on (a Linux console, a script over ssh): Qt would abort at start."""
    if os.environ.get("QT_QPA_PLATFORM"):  # offscreen, xcb, wayland: chosen on purpose
        return False
    return sys.platform.startswith("linux") and not (
        os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")
    )


def _command_line_problem(args: argparse.Namespace) -> str | None:
    """Why ``--replay`` / ``--deal`` cannot be done, in English (stderr, for scripts), or None. The same
    checks as in the window: ``saves_ui.checked_record`` and the deal numbers' range."""
    if args.replay:
        from gunapp.core.errors import IllegalAction
        from gunapp.storage.saves import READ_ERRORS, describe_error
        from gunapp.ui.record_files import checked_record

        refused: tuple[type[BaseException], ...] = (*READ_ERRORS, IllegalAction)
        try:
            checked_record(args.replay)
        except refused as exc:
            return f"{args.replay}: {describe_error(exc)}"
    elif args.deal is not None:
        from gunapp.core.deal_numbers import MAX_NUMBER

        if not 0 <= args.deal <= MAX_NUMBER:
            return f"--deal {args.deal}: deal numbers go from 0 to {MAX_NUMBER}"
    return None


def open_record_file(window: Any, path: str) -> bool:
    """Open the record file ``path`` in the replay viewer exactly as Game → Open record… does (the same
    checks, the same translated notice on the start page when it cannot be played); a refusal is also one
    English line on stderr for scripts. ``gunapp --replay FILE`` comes here (and a bare ``gunapp FILE``)."""
    saved = window.saved
    if saved.open_record(path):
        return True
    from gunapp.storage.saves import describe_error

    error = saved.last_open_error
    print(f"gunapp: {path}: {describe_error(error) if error else 'cannot be opened'}", file=sys.stderr)
    return False


def _start_deal(window: Any, game: str, number: int) -> bool:
    """``--deal N``: a number out of range is said in a notice (and on stderr), never clamped to another
    deal; a saved match of ``game`` is asked about first, once the window is on screen."""
    from PySide6.QtCore import QTimer

    from gunapp.core.deal_numbers import MAX_NUMBER
    from gunapp.ui.replay.entry import play_deal_number

    if not 0 <= number <= MAX_NUMBER:
        print(f"gunapp: --deal {number}: deal numbers go from 0 to {MAX_NUMBER}", file=sys.stderr)
        play_deal_number(window, game, number)  # the notice
        return False
    if window.saved.saves.exists(game):
        QTimer.singleShot(0, lambda: play_deal_number(window, game, number))  # the question over the window
    else:
        play_deal_number(window, game, number)
    return True


def _install_crashlog() -> None:
    try:
        from gunapp import crashlog

        crashlog.install(file_later=True)  # the file opens after the first paint: _open_log_file
    except Exception:  # the crash log is a help, never a reason not to start
        logging.basicConfig(level=logging.INFO)


def _open_log_file() -> None:
    from gunapp import crashlog

    crashlog.attach_file()


def run(argv: list[str] | None = None) -> int:
    """The app, start to exit; the cyclic garbage collector rests until the first paint (``_collect_again``)."""
    collecting = gc.isenabled()
    # the start allocates tens of thousands of objects (PySide builds a Python enum for every Qt enum it
    # touches, ~180 before the first frame) and frees few: the collector's passes over them cost ~9 ms of the
    # first frame's CPU and find almost nothing (issue 29); it runs again once the window has painted
    gc.disable()
    try:
        return _run(argv, collecting)
    finally:
        if collecting:
            gc.enable()


def _collect_again(collecting: bool) -> None:
    if collecting:
        gc.enable()


def _run(argv: list[str] | None, collecting: bool) -> int:
    t0 = time.perf_counter()
    argv = list(sys.argv[1:] if argv is None else argv)
    args = parse_args(argv)
    from gunapp import pyside_source_check

    pyside_source_check.install()  # before the modules PySide would read the source of (~10 MB kept)
    _install_crashlog()
    if _no_display():  # no window can tell the player: the command line's own errors end the run here
        problem = _command_line_problem(args)
        if problem is not None:
            print(f"gunapp: {problem}", file=sys.stderr)
            return 2

    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from gunapp.i18n import LanguageManager, resolve_language
    from gunapp.storage.settings import SettingsStore
    from gunapp.ui.main_window import MainWindow, app_icon

    app = QApplication.instance() or QApplication([sys.argv[0], *argv])
    assert isinstance(app, QApplication)
    app.setApplicationName("gunapp")
    app.setApplicationDisplayName("gunapp")

    store = SettingsStore()
    settings = store.load()
    languages = LanguageManager(app)
    languages.set_language(args.lang or resolve_language(settings.language))

    if args.autosave or args.trace:  # the saves code loads after the first frame otherwise
        from gunapp.ui.saves_ui import SavedGames

        SavedGames.autosave_all, SavedGames.trace = args.autosave, args.trace
    if args.file and not args.smoke:
        from gunapp.ui.file_open import hand_to_running

        if hand_to_running(args.file):
            return 0  # the gunapp already running opens it: no second window
    window = MainWindow(store, languages, saves_after_first_frame=True)
    openers: list[FileOpener] = []

    def opener() -> FileOpener:
        """The window's file opener, made when first needed: at once on macOS (file-open events), with a
        record to open, or once the window has painted (the server later launches hand a file to)."""
        if not openers:
            from gunapp.ui.file_open import FileOpener

            openers.append(FileOpener(window, file_events=FILE_OPEN_EVENTS))
        return openers[0]

    if FILE_OPEN_EVENTS:
        opener()  # macOS's file-open events from now on
    if not args.smoke:
        # the window icon (8 sizes decoded and handed to the window system: ~14 ms) and the server later
        # launches hand a file to (QtNetwork) wait for the first paint (a zero timer runs before it on X11:
        # +40 ms and 6 MB before the first picture, issue 29); every window shows the application's icon

        if os.environ.get("GUNAPP_REPORT_FIRST_FRAME"):
            report_first_frame(window)

        def after_paint() -> None:
            _collect_again(collecting)
            _open_log_file()  # what was logged so far is written into it
            app.setWindowIcon(app_icon())
            opener().listen()

        after_first_paint(window, after_paint)
    refused = False  # --replay / --deal could not be done (said in a notice; --smoke exits 2)
    if args.continue_game:
        QTimer.singleShot(0, lambda: window.continue_game(args.continue_game))
    elif args.demo:
        from gunapp.demo import start_demo  # all seats AI; --hands N --speed X --record FILE --quit

        start_demo(window, args.demo, argv)
    elif args.replay:
        refused = not open_record_file(window, args.replay)
    elif args.deal is not None:
        refused = not _start_deal(window, args.game or "ddz3", args.deal)  # the documented default game
    elif args.page == "gallery":
        window.show_gallery()
    window.show()
    if args.file and not args.smoke:
        QTimer.singleShot(0, lambda: opener().open(args.file))

    if args.smoke:

        def first_frame() -> None:
            window.grab()  # paints every visible widget once into a pixmap: a real frame
            ms = (time.perf_counter() - t0) * 1000
            print(f"gunapp smoke: first frame after {ms:.0f} ms in-process", flush=True)
            _collect_again(collecting)
            _open_log_file()  # as a real start does next (and the bundle's icons load)
            app.setWindowIcon(app_icon())
            window.saved  # noqa: B018 - what a real start does next (statistics, saves), checked here too
            if store.last_report.moved_to is not None:
                print(
                    f"gunapp smoke: settings were corrupt, moved to {store.last_report.moved_to}", flush=True
                )
            if args.file:  # the double-click path, checked as Open record… checks it
                opened = opener().open(args.file)
                print(f"gunapp smoke: record {'opened' if opened else 'refused'}: {args.file}", flush=True)
                app.exit(0 if opened and not refused else 2)
                return
            app.exit(2 if refused else 0)

        QTimer.singleShot(0, first_frame)
    else:

        def report_settings() -> None:
            window.saved  # noqa: B018 - the saves and statistics, and their notices, right after the first frame
            box = window.report_settings_problem(store.last_report)
            if box is not None and args.trace:
                from gunapp.ui.save_notices import trace_notice

                trace_notice(box.windowTitle(), box.text())

        after_first_paint(window, report_settings)
    code = int(app.exec())
    window.flush_statistics()  # an exit without closing the window (a demo's --quit with --autosave)
    _open_log_file()  # a run that ended before its first paint still leaves its lines in the log
    from PySide6.QtCore import QThreadPool

    # work still on the pool (the saves read for the start page, an AI thinking) ends before the interpreter
    # does: a pool thread running Python during finalisation crashes the exit (SIGSEGV, seen with --smoke)
    QThreadPool.globalInstance().waitForDone(5000)
    return code


def report_first_frame(window: Any) -> None:
    """Print ``gunapp: first frame <CPU seconds>`` once the window's first frame is painted and flushed, ahead of
    the work queued for after it: bench_startup times a frozen bundle's real start by this line (the bundle
    runs no script of ours), the same moment its driver marks in a run from the source."""
    from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt

    class FrameDone(QObject):
        def event(self, event: QEvent) -> bool:
            if event.type() == QEvent.Type.User:
                print(f"gunapp: first frame {time.process_time()}", flush=True)
                return True
            return super().event(event)

    class FirstPaint(QObject):
        def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802
            if event.type() == QEvent.Type.Paint:
                window.removeEventFilter(self)
                priority = Qt.EventPriority.HighEventPriority.value
                QCoreApplication.postEvent(done, QEvent(QEvent.Type.User), priority)
            return False

    done = FrameDone(window)
    window.installEventFilter(FirstPaint(window))


def after_first_paint(window: Any, then: Any, fallback_ms: int = 2000) -> None:
    """Call ``then`` once the window has painted for the first time (a zero timer alone runs before the first
    paint on X11, so the 0.35 s saves and statistics build would delay the first picture); ``fallback_ms``
    later at the latest, for a window that is never exposed (minimised, another desktop)."""
    from PySide6.QtCore import QEvent, QObject, QTimer

    done = False

    def run() -> None:
        nonlocal done
        if not done:
            done = True
            window.removeEventFilter(watcher)
            then()

    class FirstPaint(QObject):
        def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802
            if event.type() == QEvent.Type.Paint:
                QTimer.singleShot(0, run)  # after this paint is on screen
            return False

    watcher = FirstPaint(window)
    window.installEventFilter(watcher)
    QTimer.singleShot(fallback_ms, run)
