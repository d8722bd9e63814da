"""``SavedGames``: the main window's side of saved matches, statistics and record files.

- every match a table starts is autosaved and counted (``attach`` -> ``resume.MatchKeeper``);
- the start page offers "Continue" for each game with a readable save (``refresh_start_page``);
- ``continue_game`` puts a saved match back where it stopped; a save that cannot be read or replayed is
  moved aside and the user told, in their language, and the app goes on;
- starting a new game over a saved match asks first (``confirm_abandon``); saying yes removes the save;
- Game menu: "Save record as…" writes the current match's ``gunapp-record/1`` file, "Open record…" checks a
  file and continues the match it holds (a finished hand shows its settlement, then play goes on).
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

import shiboken6
from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QCursor, QGuiApplication
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from gunapp.engine.errors import IllegalAction
from gunapp.engine.record import WRONG_GAME, GameRecord, RecordError, SeatInfo, load_record, save_record
from gunapp.storage.saves import GAMES, SaveProblem, SaveStore, SaveSummary, summarize
from gunapp.storage.settings import default_config_dir
from gunapp.storage.statistics import STATS_FILE, StatsStore

from .games import game_info, table_factory
from .record_errors import RecordErrorText
from .stats_dialog import StatsDialog

if TYPE_CHECKING:
    from .resume import MatchKeeper, Prepared, PrepareWorker, Replay

# The engines and the replay code (.resume) load only when a match starts, resumes or a record is opened: at
# start-up they cost about 0.1 s (the Dou Dizhu move tables) before the first frame.

log = logging.getLogger(__name__)


def record_error_text(exc: BaseException) -> str:
    """A record reader's error in the player's language (hand, field and what the replay says)."""
    return RecordErrorText().explain(exc)


def data_dir_beside(settings_path: Path | None) -> Path | None:
    """A settings file outside the default folder (tests, a portable install) keeps saves beside it."""
    if settings_path is None or Path(settings_path).parent == default_config_dir():
        return None
    return Path(settings_path).parent


class SavedGames(QObject):
    #: a saved match is back on its table (the model; it takes its next step from the event loop)
    resumed = Signal(object)

    def __init__(self, window: Any, saves: SaveStore | None = None, stats: StatsStore | None = None) -> None:
        super().__init__(window)
        self.window = window
        folder = data_dir_beside(getattr(getattr(window, "settings_store", None), "path", None))
        self.saves = saves or SaveStore(folder / "saves" if folder else None)
        self.stats = stats or StatsStore(folder / STATS_FILE if folder else None)
        self.stats.load()
        self.keeper: MatchKeeper | None = None
        self._preparer: PrepareWorker | None = None
        self.replay: Replay | None = None  # the replay of the last resume (tests wait for it)
        self.loading: str | None = None  # the game whose save is being prepared off the GUI thread
        self.summaries: dict[str, SaveSummary] = {}
        self.notices: list[QMessageBox] = []
        self.dialog: StatsDialog | None = None
        #: asks a yes/no question (replaced by tests); the default is a modal QMessageBox
        self.ask: Callable[[str, str], bool] = self._ask
        if self.stats.moved_to is not None:
            path = str(self.stats.moved_to)
            QTimer.singleShot(0, lambda: self._notice(self.tr("Statistics reset"), self._stats_text(path)))

    # -- the start page ---------------------------------------------------------------------------------
    def refresh_start_page(self) -> list[QMessageBox]:
        """Read every save; offer "Continue" for the good ones, report (and set aside) the bad ones."""
        self.summaries = {}
        shown: list[QMessageBox] = []
        for key in GAMES:
            if table_factory(key) is None:
                continue
            record, problem = self.saves.load(key)
            if problem is not None:
                shown.append(self.report(problem))
            if record is not None:
                self.summaries[key] = summarize(record)
        self.window.start_page.continue_bar.set_saves(self.summaries)
        return shown

    # -- matches ----------------------------------------------------------------------------------------
    def attach(self, model: Any) -> MatchKeeper:
        from .resume import MatchKeeper

        self.keeper = MatchKeeper(model, self.saves, self.stats)
        return self.keeper

    def _live_keeper(self) -> MatchKeeper | None:
        k = self.keeper
        if k is None or not shiboken6.isValid(k) or not shiboken6.isValid(k.model):
            return None
        return k

    def save_now(self) -> None:
        """Save the match on the table now and wait for the disk (closing the table or the app)."""
        k = self._live_keeper()
        if k is not None and k.active and not k.muted:
            k.save()
        self.saves.flush(5.0)

    def confirm_abandon(self, key: str) -> bool:
        """Before a new game of ``key``: give up its saved match? True = go on (the save is gone)."""
        if not self.saves.exists(key):
            return True
        title = self.tr("New game")
        text = self.tr(
            "You have a {game} match in progress. Start a new game and give it up?\n\n"
            "(Choose No to keep it: you can continue it from the start page.)"
        ).format(game=self._title(key))
        if not self.ask(title, text):
            return False
        k = self._live_keeper()
        if k is not None and k.game == key:
            k.abandon()
        self.saves.discard(key)
        self.saves.flush(5.0)
        return True

    def continue_game(self, key: str) -> bool:
        """Start page "Continue": the save is read here, replayed in the engine on a worker thread (the
        start page shows "Loading…" meanwhile), then the table is built at the saved position. Returns at
        once: True when the match is on its way (``loading`` until the table is built)."""
        if self.loading is not None:
            return False
        record, problem = self.saves.load(key)
        if problem is not None:
            self.report(problem)
        if record is None:
            self.refresh_start_page()
            return False
        from .resume import PrepareWorker

        if self._preparer is None:
            self._preparer = PrepareWorker(self)
            self._preparer.ready.connect(self._on_prepared)
            self._preparer.failed.connect(self._on_prepare_failed)
        self._set_loading(key)
        self._preparer.request(record)
        return True

    def _set_loading(self, key: str | None) -> None:
        was, self.loading = self.loading, key
        bar = self.window.start_page.continue_bar
        if shiboken6.isValid(bar):
            bar.set_loading(key)
        if key is not None and was is None:
            QGuiApplication.setOverrideCursor(QCursor(Qt.CursorShape.BusyCursor))
        elif key is None and was is not None:
            QGuiApplication.restoreOverrideCursor()

    def _on_prepared(self, prepared: Prepared) -> None:
        key = self.loading
        self._set_loading(None)
        if key != prepared.record.game or self.window.current_page() != "start":
            return  # the player went elsewhere meanwhile: the save stays for later
        self._resume(prepared.record, prepared)

    def _on_prepare_failed(self, exc: Exception) -> None:
        key = self.loading
        self._set_loading(None)
        if key is not None:
            self._cannot_resume(key, exc)

    def _resume(self, record: GameRecord, prepared: Prepared | None = None) -> bool:
        """Build the table of ``record`` at its saved position (``prepared``: replayed in the engine
        already); the hand's actions re-apply in short slices from the event loop (``self.replay``)."""
        from .resume import Replay, prepare

        key = record.game
        try:
            prepared = prepared or prepare(record)
        except (RecordError, IllegalAction, ValueError) as exc:
            self._cannot_resume(key, exc)
            return False
        self.window.open_game(key, fresh=False)
        table = self.window.game_widget
        if table is None or self.window.game_key != key:
            return False
        self.replay = replay = Replay(table, prepared, keeper_of=lambda _m: self._live_keeper())
        replay.failed.connect(lambda exc: self._cannot_resume(key, exc))
        replay.finished.connect(self.resumed)
        try:
            replay.start()
        except (RecordError, IllegalAction, ValueError) as exc:
            self._cannot_resume(key, exc)
            return False
        return True

    def _cannot_resume(self, key: str, exc: Exception) -> None:
        log.warning("cannot resume the %s save: %s", key, exc)
        k = self._live_keeper()
        if k is not None and k.game == key:
            k.active = False
        self.report(self.saves.set_aside(key, str(exc)), replay=True)
        self.window.show_start_page()
        self.refresh_start_page()

    # -- record files -----------------------------------------------------------------------------------
    def save_record_as(self, path: str | None = None) -> bool:
        k = self._live_keeper()
        if k is None or self.window.game_widget is None:
            self._notice(self.tr("Save record"), self.tr("There is no match on the table to save."))
            return False
        if path is None:
            stamp = time.strftime("%Y%m%d-%H%M")
            start = str(Path.home() / f"{k.game}-{stamp}.json")
            path, _ = QFileDialog.getSaveFileName(
                self._parent_widget(), self.tr("Save record"), start, self.tr("Game records (*.json)")
            )
            if not path:
                return False
        from .resume import record_of

        try:
            save_record(record_of(k.model), path)
        except (OSError, RecordError) as exc:
            self._notice(
                self.tr("Save record"),
                self.tr("The record could not be written:\n{error}").format(error=str(exc)),
                QMessageBox.Icon.Critical,
            )
            return False
        return True

    def open_record(self, path: str | None = None) -> bool:
        if path is None:
            path, _ = QFileDialog.getOpenFileName(
                self._parent_widget(),
                self.tr("Open record"),
                str(Path.home()),
                self.tr("Game records (*.json)"),
            )
            if not path:
                return False
        try:
            record = load_record(path)
            if table_factory(record.game) is None:
                raise RecordError(
                    f"game: {record.game!r} is not available in this version",
                    WRONG_GAME,
                    params={"game": record.game},
                    field="game",
                )
            if not record.hands:
                raise RecordError("hands: the record holds no hand")
            from .resume import prepare

            prepared = prepare(record)  # checks every action (a few ms: a record is opened rarely)
        except RecordError as exc:
            self._notice(
                self.tr("Open record"),
                self.tr("This file is not a game record gunapp can play:\n{error}").format(
                    error=record_error_text(exc)
                ),
                QMessageBox.Icon.Critical,
            )
            return False
        if not any(s.kind == "human" for s in record.seats):  # a simulator's record: you take the first seat
            record.seats[0] = SeatInfo(kind="human", level=None)
        self.window.show_start_page()  # the match on the table is saved first
        if self.window.current_page() != "start" or not self.confirm_abandon(record.game):
            return False
        self.saves.write_now(record.game, record.to_json() + "\n")
        return self._resume(record, prepared)

    def show_statistics(self) -> StatsDialog:
        if self.dialog is None or not shiboken6.isValid(self.dialog):
            self.dialog = StatsDialog(self.stats, self._parent_widget())
        self.dialog.refresh()
        self.dialog.open()
        return self.dialog

    # -- telling the user -------------------------------------------------------------------------------
    def report(self, problem: SaveProblem, *, replay: bool = False) -> QMessageBox:
        game = self._title(problem.game)
        kept = str(problem.moved_to) if problem.moved_to is not None else ""
        if problem.recovered:
            text = self.tr(
                "Your saved {game} match was damaged, so the copy saved just before it was restored "
                "(the last move may be missing).\n\nThe damaged file was kept as:\n{path}"
            )
        elif replay:
            text = self.tr(
                "Your saved {game} match does not follow the rules of this version and cannot be "
                "continued. It was set aside as:\n{path}"
            )
        else:
            text = self.tr(
                "Your saved {game} match could not be read and cannot be continued.\n\n"
                "The damaged file was kept as:\n{path}"
            )
        return self._notice(self.tr("Saved match"), text.format(game=game, path=kept or "—"))

    def _stats_text(self, path: str) -> str:
        return self.tr(
            "Your statistics file could not be read, so the statistics start again from zero.\n\n"
            "The damaged file was kept as:\n{path}"
        ).format(path=path)

    def _notice(
        self, title: str, text: str, icon: QMessageBox.Icon = QMessageBox.Icon.Warning
    ) -> QMessageBox:
        box = QMessageBox(icon, title, text, QMessageBox.StandardButton.Ok, self._parent_widget())
        parent = self._parent_widget()
        if parent is not None and not parent.isVisible():
            QTimer.singleShot(0, box.open)  # at start-up: once the window is on screen
        else:
            box.open()  # window-modal, not blocking: the app goes on
        self.notices = [b for b in self.notices if shiboken6.isValid(b) and b.isVisible()] + [box]
        return box

    def _ask(self, title: str, text: str) -> bool:
        box = QMessageBox(
            QMessageBox.Icon.Question,
            title,
            text,
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            self._parent_widget(),
        )
        box.setDefaultButton(QMessageBox.StandardButton.No)
        return box.exec() == QMessageBox.StandardButton.Yes

    def _title(self, key: str) -> str:
        return QCoreApplication.translate("Games", game_info(key).title)

    def _parent_widget(self) -> QWidget | None:
        return self.window if isinstance(self.window, QWidget) else None
