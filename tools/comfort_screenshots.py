"""Screenshots of the table comforts and the replay viewer for the README: the history pane and the card
counter in play (Dou Dizhu and Gunzi), and the replay viewer with every hand face up and one seat's view.

Usage: python -m tools.comfort_screenshots OUTDIR [--langs zh_CN,en,it]
Run under Xvfb (DISPLAY=:N QT_QPA_PLATFORM=xcb) or offscreen with a CJK font installed. The matches are
seeded and the player's seat answers with its first legal move, so the pictures are the same from run to run.
Settings go to a temporary folder; the user's own are never touched.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path
from typing import Any

from PySide6.QtWidgets import QApplication

from tools.ddz_screenshots import _wait
from tools.shot_args import shot_run


def _window(app: QApplication, lang: str, size: tuple[int, int], data: Path) -> Any:
    from gunapp.i18n import LanguageManager
    from gunapp.storage.settings import SettingsStore
    from gunapp.ui import games
    from gunapp.ui.main_window import MainWindow

    store = SettingsStore(data / f"settings-{lang}.json")
    store.load()
    languages = LanguageManager(app)
    languages.set_language(lang)
    games.load_game_modules()
    window = MainWindow(store, languages)
    window.resize(*size)
    window.show()
    window.apply_settings(animation_speed=0.0)
    return window


def _ddz_in_play(app: QApplication, window: Any, key: str, rounds: int) -> Any:
    """``key``'s table, the player in seat 0 against normal AIs, ``rounds`` rounds into the first deal, at the
    player's turn, the history and the card counter open."""
    window.open_game(key)
    table = window.game_widget
    table.seed = 11
    table.new_session([None] + ["normal"] * (table.n - 1))

    def there() -> bool:
        done = len(table.comforts.entries()) > rounds
        if table.turn.is_open and table.turn.legal and table.turn.mode != "bid" and done:
            return True
        if table.turn.is_open and table.turn.legal:
            table._submit(table.turn.legal[0])
        return False

    _wait(app, there, 120)
    table.comforts.show_history(True)
    table.comforts.set_counter(True)
    _wait(app, lambda: False, 0.4)
    return table


def _gunzi_in_play(app: QApplication, window: Any, tricks: int) -> Any:
    from gunapp.games.gunzi.engine.phase import Phase
    from gunapp.models.game_model import SeatConfig

    window.open_game("gunzi")
    table = window.game_widget
    table.start_match([SeatConfig("human", None)] + [SeatConfig("ai", "normal")] * 3, seed=11)
    model = table.model

    def there() -> bool:
        mine = model.state.to_act == (0,) and model.state.phase is not Phase.DEAL
        if mine and model.state.phase is Phase.PLAY and len(model.history_model.tricks()) >= tricks:
            return table.canvas.animator.is_idle()
        if mine:
            legal = model.legal(0)
            if legal:
                model.submit(legal[0])
        return False

    _wait(app, there, 240)
    table.comforts.show_history(True)
    table.comforts.set_counter(True)
    _wait(app, lambda: False, 0.4)
    return table


def _replay(app: QApplication, window: Any, table: Any, seat: int | None, steps: int) -> Any:
    """The match on ``table`` opened in the replay viewer, ``steps`` actions in, ``seat``'s view (None: every
    hand face up)."""
    from gunapp.core.match_record import record_of
    from gunapp.ui.replay.entry import open_record_in_viewer

    record = record_of(table.model)
    table.comforts.show_history(False)
    table.comforts.set_counter(False)
    viewer, _bar = open_record_in_viewer(window, record)
    viewer.set_view(seat)
    viewer.goto(0, steps)
    _wait(app, lambda: False, 0.5)
    return viewer


def main(argv: list[str] | None = None) -> int:
    def more(ap: Any) -> None:
        ap.add_argument("--langs", default="zh_CN,en,it")

    run = shot_run("python -m tools.comfort_screenshots", argv, more)
    app, out = run.app, run.out
    with tempfile.TemporaryDirectory() as tmp:
        for lang in run.args.langs.split(","):
            # saves, statistics, finished matches: in a temporary folder of each language's own (in a shared
            # one the second language's window found the first one's match and waited on a modal question)
            data = Path(tmp) / lang
            data.mkdir()
            os.environ["GUNAPP_DATA_DIR"] = str(data)
            window = _window(app, lang, (1280, 800), data)
            ddz = "ddz4" if lang == "it" else "ddz3"
            table = _ddz_in_play(app, window, ddz, 1)
            name = f"comforts-{ddz}-counter-{lang}.jpg"
            window.grab().save(str(out / name), "JPG", 85)
            print(out / name)
            if lang == "en":
                _replay(app, window, table, 1, 30)
                window.grab().save(str(out / "replay-ddz3-seat-view-en.jpg"), "JPG", 85)
                print(out / "replay-ddz3-seat-view-en.jpg")
            window.resize(1920, 1080)
            table = _gunzi_in_play(app, window, 6)
            name = f"comforts-gunzi-history-counter-{lang}.jpg"
            window.grab().save(str(out / name), "JPG", 85)
            print(out / name)
            if lang == "zh_CN":
                window.resize(1280, 800)
                _replay(app, window, table, None, 190)
                window.grab().save(str(out / "replay-gunzi-all-hands-zh_CN.jpg"), "JPG", 85)
                print(out / "replay-gunzi-all-hands-zh_CN.jpg")
            window.saved.saves.flush()
            window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
