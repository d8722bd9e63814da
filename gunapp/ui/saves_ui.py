"""``SavedGames``: the main window's side of saved matches, statistics and record files.

- every match a table starts is autosaved and counted (``attach`` -> ``resume.MatchKeeper``);
- the start page offers "Continue" for each game with a readable save (``refresh_start_page``);
- ``continue_game`` puts a saved match back where it stopped; a save that cannot be read or replayed is
  moved aside and the user told, in their language, and the app goes on;
- starting a new game over a saved match asks first (``confirm_abandon``); saying yes removes the save;
- Game menu: "Save record as…" writes the current match's ``gunapp-record/1`` file, "Open record…" checks a
  file and opens it in the replay viewer (``gunapp.ui.replay``), whose "Play from here" continues it.
"""

from __future__ import annotations

import contextlib
import json
import logging
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

import shiboken6
from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtGui import QCursor, QGuiApplication
from PySide6.QtWidgets import QFileDialog, QMessageBox

from gunapp.core.errors import IllegalAction
from gunapp.core.match_codec import SaveSummary
from gunapp.core.record import GameRecord, RecordError, save_record
from gunapp.file_types import RECORD_EXTENSION, open_patterns, save_pattern
from gunapp.storage.finished import FinishedStore
from gunapp.storage.save_paths import data_dir_beside
from gunapp.storage.saves import (
    GAMES,
    READ_ERRORS,
    SaveProblem,
    SaveStore,
    load_summary,
)
from gunapp.storage.statistics import STATS_FILE, StatsStore
from gunapp.ui.games import table_factory
from gunapp.ui.os_words import os_reason
from gunapp.ui.record_errors import RecordErrorText
from gunapp.ui.record_files import checked_record
from gunapp.ui.save_notices import SaveNotices
from gunapp.ui.stats_dialog import StatsDialog

if TYPE_CHECKING:
    from gunapp.core.prepare import Prepared
    from gunapp.ui.common.off_thread import OffThread
    from gunapp.ui.resume import MatchKeeper, PrepareWorker, Replay

# The engines and the replay code (.resume) load only when a match starts, resumes or a record is opened: at
# start-up they cost about 0.1 s (the Dou Dizhu move tables) before the first frame.

log = logging.getLogger(__name__)


def record_error_text(exc: BaseException) -> str:
    """A record reader's error in the player's language (hand, field and what the replay says)."""
    return RecordErrorText().explain(exc)


def count_decisions(record: GameRecord) -> int:
    """The decisions a record holds (every hand's events): what a kill may lose is counted in these."""
    return sum(len(h.events) for h in record.hands)


class SavedGames(SaveNotices, QObject):
    #: a saved match is back on its table (the model; it takes its next step from the event loop)
    resumed = Signal(object)
    #: an autosave failed (game, error); emitted from the writer thread, shown on the GUI thread
    write_failed = Signal(str, str)
    #: a write of a game's save ended (game); emitted from the writer thread, handled on the GUI thread
    written = Signal(str)
    #: the statistics file could not be written (the error); emitted from its writer thread, shown on the
    #: GUI thread
    stats_failed = Signal(str)
    #: soak runs (``gunapp --autosave --trace``, set by app.py before the window is made, since the window
    #: reads the saves as it is built): ``autosave_all`` saves every match like a real one, a demo's too;
    #: ``trace`` prints the number of recorded decisions and the hand's phase after every action
    #: (``progress N PHASE``), the resumed match (``resumed <json>``) and every notice (``notice <json>``),
    #: so the kill -9 and storage fault soaks can tell what a kill lost (and kill mid-auction, mid-doubling),
    #: check the restored match and count what the player was told
    autosave_all = False
    trace = False

    def __init__(self, window: Any, saves: SaveStore | None = None, stats: StatsStore | None = None) -> None:
        super().__init__(window)
        self.window = window
        folder = data_dir_beside(window.settings_store.path)
        self.saves = saves or SaveStore(folder / "saves" if folder else None)
        self.stats = stats or StatsStore(folder / STATS_FILE if folder else None)
        self.stats.load()
        self.stats_failed.connect(self._on_stats_failed, Qt.ConnectionType.QueuedConnection)
        self.stats.on_error = self._emit_stats_failed
        self.finished = FinishedStore(folder / "finished" if folder else None)
        self.finished.on_error = self._on_finished_failed
        self.keeper: MatchKeeper | None = None
        self._preparer: PrepareWorker | None = None
        self.replay: Replay | None = None  # the replay of the last resume (tests wait for it)
        self.loading: str | None = None  # the game whose save is being prepared off the GUI thread
        self.summaries: dict[str, SaveSummary] = {}
        self._reader: OffThread | None = None  # reads the saves for the start page (``refresh_start_page``)
        #: readings of the saves queued or running off the GUI thread (a bad save is moved aside meanwhile):
        #: whatever asks about a save (``settle``) waits for them, so a folder or an unreadable file in a
        #: save's place is never taken for a match in progress
        self._reading = threading.Condition()
        self._pending_reads = 0
        self._read_lock = threading.Lock()  # one reading of the saves at a time
        self.notices: list[QMessageBox] = []
        self.dialog: StatsDialog | None = None
        self.last_open_error: BaseException | None = None  # why the last record file was refused
        #: asks a yes/no question (replaced by tests); the default is a modal QMessageBox
        self.ask: Callable[[str, str], bool] = self._ask
        if self.trace:
            self.resumed.connect(self._trace_resumed)
        self.folder_notice: QMessageBox | None = None  # the saves folder is unusable (shown once a run)
        self.write_notice: QMessageBox | None = None  # an autosave failed (shown once a run)
        self.saves.clean_temp_files()
        self.write_failed.connect(self._on_write_failed, Qt.ConnectionType.QueuedConnection)
        self.saves.on_write_error = self.write_failed.emit
        self.written.connect(self._on_written, Qt.ConnectionType.QueuedConnection)
        self.saves.on_written = self.written.emit
        stats_text = self._stats_problem()
        if stats_text is not None:
            QTimer.singleShot(0, lambda: self._notice(self.tr("Statistics reset"), stats_text))

    # -- the start page ---------------------------------------------------------------------------------
    def refresh_start_page(self, *, later: bool = False) -> list[QMessageBox]:
        """Read every save; offer "Continue" for the good ones, report (and set aside) the bad ones. With
        ``later`` (the app) the saves are read and summarised on the thread pool and the Continue entries
        appear when that is done: the start page never waits for a long evening's save."""
        if self._reader is not None:
            self._reader.cancel()  # an older reading is stale
        folder_problem = self.saves.folder_problem()
        if folder_problem is not None:  # one notice for the folder, not one per game
            shown: list[QMessageBox] = []
            if self.folder_notice is None:
                self.folder_notice = self._folder_notice(folder_problem)
                shown.append(self.folder_notice)
            self._show_summaries({})
            return shown
        keys = [key for key in GAMES if table_factory(key) is not None]
        if later:
            from gunapp.ui.common.off_thread import OffThread

            if self._reader is None:
                self._reader = OffThread("reading the saves", self)
                self._reader.done.connect(self._on_saves_read)
            saves, reading = self.saves, self._reading

            def read() -> list[tuple[str, SaveSummary | None, list[SaveProblem]]]:
                try:
                    with self._read_lock:
                        return [(key, *load_summary(saves, key)) for key in keys]
                finally:
                    with reading:
                        self._pending_reads -= 1
                        reading.notify_all()

            with reading:
                self._pending_reads += 1
            self._reader.run(read)
            return []
        return self._on_saves_read([(key, *load_summary(self.saves, key)) for key in keys])

    def _on_saves_read(
        self, read: list[tuple[str, SaveSummary | None, list[SaveProblem]]]
    ) -> list[QMessageBox]:
        shown = [self.report(problem) for _key, _summary, problems in read for problem in problems]
        self._show_summaries({key: summary for key, summary, _problems in read if summary is not None})
        return shown

    def _show_summaries(self, summaries: dict[str, SaveSummary]) -> None:
        self.summaries = summaries
        bar = self.window.start_page.continue_bar
        if shiboken6.isValid(bar):
            bar.set_saves(summaries)

    # -- matches ----------------------------------------------------------------------------------------
    def attach(self, model: Any) -> MatchKeeper:
        from gunapp.ui.resume import MatchKeeper

        self.keeper = MatchKeeper(model, self.saves, self.stats)
        self.keeper.archive = self.finished
        if self.autosave_all:  # saved like a real match, and a table of AI seats plays on between hands
            self.keeper.active = True
            model.auto_continue = True
        if self.trace:
            model.batch_ended.connect(lambda m=model: self._trace_progress(m))
        if model.branch:  # Play from here: a match already, even before its first move
            self.keeper.save()
        return self.keeper

    # -- soak runs (``--autosave --trace``) ------------------------------------------------------------
    def _trace_progress(self, model: Any) -> None:
        from gunapp.core.match_record import record_of

        k = self._live_keeper()
        if shiboken6.isValid(model) and k is not None and k.model is model and not k.muted:
            # the phase lets the kill -9 soak kill mid-auction, mid-doubling, ... (``progress N PHASE``)
            print(f"progress {count_decisions(record_of(model))} {model.engine.hand_phase()}", flush=True)

    def _trace_resumed(self, model: Any) -> None:
        from gunapp.core.match_record import record_of

        one_line = json.dumps(json.loads(record_of(model).to_json()), ensure_ascii=False)
        print(f"resumed {one_line}", flush=True)

    def _on_written(self, game: str) -> None:
        k = self._live_keeper()
        if k is not None:
            k.written(game)

    def _emit_stats_failed(self, error: str) -> None:
        with contextlib.suppress(RuntimeError):  # the window went away while the write ran: nobody to tell
            self.stats_failed.emit(error)

    def _on_stats_failed(self, error: str) -> None:
        """The statistics file could not be written (told once a run: ``StatsStore``)."""
        self._notice(
            self.tr("Statistics"),
            self.tr(
                "Your statistics could not be saved ({error}). They are still counted while gunapp is open "
                "and are written as soon as the disk allows it."
            ).format(error=self._os_reason(error)),
            modal=False,
        )

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
        self.stats.flush(5.0)

    def settle(self) -> None:
        """Wait for the start page's reading of the saves, if it is still running (the first second)."""
        with self._reading:
            self._reading.wait_for(lambda: self._pending_reads == 0, timeout=30.0)

    def confirm_abandon(self, key: str) -> bool:
        """Before a new game of ``key``: give up its saved match? True = go on (the save is gone)."""
        self.settle()
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
        self.settle()
        record, problem = self.saves.load(key)
        if problem is not None:
            self.report(problem)
        if record is None:
            self.refresh_start_page()
            return False
        from gunapp.ui.resume import PrepareWorker

        if self._preparer is None:
            self._preparer = PrepareWorker(self)
            self._preparer.done.connect(self._on_prepared)
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
        from gunapp.core.prepare import prepare
        from gunapp.ui.resume import Replay

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
            start = str(Path.home() / f"{k.game}-{stamp}.{RECORD_EXTENSION}")
            kinds = self.tr("Game records ({patterns})").format(patterns=save_pattern())
            path, _ = QFileDialog.getSaveFileName(self._parent_widget(), self.tr("Save record"), start, kinds)
            if not path:
                return False
            if not Path(path).suffix:  # a name typed without one: the extension the desktop opens gunapp with
                path = f"{path}.{RECORD_EXTENSION}"
        from gunapp.core.match_record import record_of

        try:
            save_record(record_of(k.model), path)
        except (OSError, RecordError) as exc:
            self._notice(
                self.tr("Save record"),
                self.tr("The record could not be written:\n{error}").format(
                    error=os_reason(exc.errno) if isinstance(exc, OSError) else record_error_text(exc)
                ),
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
                self.tr("Game records ({patterns})").format(patterns=open_patterns()),
            )
            if not path:
                return False
        try:
            record = checked_record(path)
        except (*READ_ERRORS, IllegalAction) as exc:  # type: ignore[misc]  # whatever the reader lets through: a file, not a crash
            log.warning("cannot open the record %s: %r", path, exc)
            self.last_open_error = exc
            self._notice(
                self.tr("Open record"),
                self.tr("This file is not a game record gunapp can play:\n{error}").format(
                    error=record_error_text(exc)
                ),
                QMessageBox.Icon.Critical,
            )
            return False
        self.last_open_error = None
        # the record is watched in the replay viewer from its first hand; its "Play from here" continues it
        # as a new match (the save of the match on the table is left alone until then)
        from gunapp.ui.replay.entry import open_record_in_viewer

        self.window.show_start_page()  # the match on the table is saved first
        if self.window.current_page() != "start":
            return False
        return open_record_in_viewer(self.window, record, path) is not None

    def notice_bad_deal_number(self, number: object) -> QMessageBox:
        """A deal number outside the numbers (the command line, a script): said, not clamped to another."""
        from gunapp.core.deal_numbers import MAX_NUMBER  # the engines load with a table, not at start-up

        shown = str(number) if len(str(number)) <= 24 else str(number)[:23] + "…"
        return self._notice(
            self.tr("Play deal number"),
            self.tr("There is no deal number {number}: deal numbers go from 0 to {max}.").format(
                number=shown, max=MAX_NUMBER
            ),
        )

    def show_statistics(self) -> StatsDialog:
        if self.dialog is None or not shiboken6.isValid(self.dialog):
            self.dialog = StatsDialog(self.stats, self._parent_widget(), self.finished)
            self.dialog.watch.connect(self._watch_finished)
        self.dialog.refresh()
        self.dialog.open()
        return self.dialog

    def _watch_finished(self, match: Any) -> None:
        """Statistics → Recent matches → Watch: the finished match in the replay viewer."""
        if self.dialog is not None and shiboken6.isValid(self.dialog):
            self.dialog.accept()
        self.open_record(str(match.path))
