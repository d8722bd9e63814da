"""Start-up: the QApplication, crash log, settings, language, main window; ``--smoke`` for packaging checks."""

from __future__ import annotations

import argparse
import logging
import sys
import time

log = logging.getLogger(__name__)


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


def _install_crashlog() -> None:
    try:
        from gunapp import crashlog

        crashlog.install()
    except Exception:  # the crash log is a help, never a reason not to start
        logging.basicConfig(level=logging.INFO)


def run(argv: list[str] | None = None) -> int:
    t0 = time.perf_counter()
    argv = list(sys.argv[1:] if argv is None else argv)
    args = parse_args(argv)
    _install_crashlog()
    record = None
    if args.replay:
        from gunapp.core.record import RecordError, load_record

        try:
            record = load_record(args.replay)
        except RecordError as exc:
            print(f"gunapp: {args.replay}: {exc}", file=sys.stderr)
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
    app.setWindowIcon(app_icon())

    store = SettingsStore()
    settings = store.load()
    languages = LanguageManager(app)
    languages.set_language(args.lang or resolve_language(settings.language))

    if args.autosave or args.trace:  # the saves code loads after the first frame otherwise
        from gunapp.ui.saves_ui import SavedGames

        SavedGames.autosave_all, SavedGames.trace = args.autosave, args.trace
    from gunapp.ui.file_open import FileOpener, hand_to_running

    if args.file and not args.smoke and hand_to_running(args.file):
        return 0  # the gunapp already running opens it: no second window
    window = MainWindow(store, languages, saves_after_first_frame=True)
    opener = FileOpener(window)  # macOS's file-open events from now on
    if not args.smoke:
        QTimer.singleShot(0, opener.listen)  # later launches with a file hand it over (after the first frame)
    if args.continue_game:
        QTimer.singleShot(0, lambda: window.continue_game(args.continue_game))
    elif args.demo:
        from gunapp.demo import start_demo  # all seats AI; --hands N --speed X --record FILE --quit

        start_demo(window, args.demo, argv)
    elif record is not None:
        from gunapp.ui.replay.entry import open_record_in_viewer

        open_record_in_viewer(window, record, args.replay)
    elif args.deal is not None:
        from gunapp.ui.replay.entry import play_deal_number

        play_deal_number(window, args.game or "ddz3", args.deal)  # the documented default game
    elif args.page == "gallery":
        window.show_gallery()
    window.show()
    if args.file and not args.smoke:
        QTimer.singleShot(0, lambda: opener.open(args.file))

    if args.smoke:

        def first_frame() -> None:
            window.grab()  # paints every visible widget once into a pixmap: a real frame
            ms = (time.perf_counter() - t0) * 1000
            print(f"gunapp smoke: first frame after {ms:.0f} ms in-process", flush=True)
            window.saved  # noqa: B018 - what a real start does next (statistics, saves), checked here too
            if store.last_report.moved_to is not None:
                print(
                    f"gunapp smoke: settings were corrupt, moved to {store.last_report.moved_to}", flush=True
                )
            if args.file:  # the double-click path, checked as Open record… checks it
                opened = opener.open(args.file)
                print(f"gunapp smoke: record {'opened' if opened else 'refused'}: {args.file}", flush=True)
                app.exit(0 if opened else 2)
                return
            app.exit(0)

        QTimer.singleShot(0, first_frame)
    else:

        def report_settings() -> None:
            window.saved  # noqa: B018 - the saves and statistics, and their notices, right after the first frame
            box = window.report_settings_problem(store.last_report)
            if box is not None and args.trace:
                from gunapp.ui.saves_ui import trace_notice

                trace_notice(box.windowTitle(), box.text())

        QTimer.singleShot(0, report_settings)
    return int(app.exec())
