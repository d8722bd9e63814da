"""The Qt side of autosave, statistics and resuming a saved match, for any registered game (the record,
snapshot, signature and counting are ``gunapp.core.match_record`` and each game's ``MatchCodec``; preparing
a save is ``gunapp.core.prepare``).

``MatchKeeper`` watches one game model (the main window makes one in ``game_started``): after every batch
of events that added a decision to the record it queues the match's ``gunapp-record/1`` text for the save
store (written on the store's own thread), counts hands and cycles / sessions in the statistics (written on
theirs), and removes
the save when the match is finished. A table without a human seat (a demo) is neither saved nor counted.

``restore(table, record)`` puts a saved match back on a table: it starts the model at the last hand's start
(its codec's ``resume_point``; the table's ``resume_match``) and re-applies that hand's actions at animation speed 0, so the table shows the
position at once, with the AI seats and levels of the record.
"""

from __future__ import annotations

import logging
import time
from typing import Any, cast

import shiboken6
from PySide6.QtCore import QObject, QThreadPool, QTimer, Signal
from PySide6.QtWidgets import QWidget

from gunapp.core.errors import IllegalAction
from gunapp.core.match_record import codec_of, finished, game_key, record_of, signature, snapshot_of
from gunapp.core.prepare import Prepared, prepare
from gunapp.core.record import GameRecord, HandRecord, RecordError
from gunapp.models.game_model import GameModel, SeatConfig
from gunapp.storage.finished import ARCHIVED_PROPERTY
from gunapp.storage.saves import SaveStore
from gunapp.storage.statistics import StatsStore
from gunapp.ui.common.off_thread import OffThread
from gunapp.ui.table.game_table import GameTable

log = logging.getLogger(__name__)

#: the longest a match waits for its last action's save (a disk that hangs must not stop the game)
HOLD_MAX_MS = 3000


class MatchKeeper(QObject):
    """Autosave and statistics for one model. ``muted`` while a restore re-applies recorded actions."""

    def __init__(self, model: GameModel[Any], saves: SaveStore, stats: StatsStore) -> None:
        super().__init__(model)
        self.model = model
        self.game = game_key(model)
        self.codec = codec_of(model)
        self.saves = saves
        self.stats = stats
        self.viewer = model.viewer
        self.active = model.is_human(model.viewer)
        self.muted = False
        self._signature: tuple[int, ...] | None = None
        self._queued = False
        self._hold_no = 0
        self._hands: dict[int, HandRecord] = {}
        #: where a finished match's record is kept for the replay viewer (``FinishedStore``), if anywhere
        self.archive: Any = None
        self._archived = False
        model.batch_ended.connect(self._on_batch)
        model.event.connect(self._on_event)
        model.session_over.connect(self._on_session_over)

    # -- autosave ---------------------------------------------------------------------------------------
    def signature(self) -> tuple[int, ...]:
        """Changes whenever the record gains an event or a result (dealing alone does not change it)."""
        return signature(self.model)

    def _on_batch(self) -> None:
        if not self.active or self.muted:
            return
        self._hold()  # the next step waits until this action is on disk
        if self._queued:
            return
        self._queued = True  # coalesce: one save after the batches of this turn of the event loop
        QTimer.singleShot(0, self._save_if_changed)

    def _save_if_changed(self) -> None:
        self._queued = False
        if self.muted or not self.active:
            self._release()
            return
        if finished(self.model):
            self.saves.discard(self.game)
            self._release()
            return
        sig = self.signature()
        if sig != self._signature:
            self.save()  # released when the writer is done with it (``written``)
        else:
            self._release()

    # -- one action at a time on disk ---------------------------------------------------------------------
    def _hold(self) -> None:
        if not self.model.saving:
            self.model.saving = True
            self._hold_no += 1
            no = self._hold_no
            # a writer that never answers must not stop the match: go on after HOLD_MAX_MS regardless
            QTimer.singleShot(HOLD_MAX_MS, lambda: self._release() if self._hold_no == no else None)

    def _release(self) -> None:
        if shiboken6.isValid(self.model) and self.model.saving:
            self.model.saving = False
            self.model._schedule()

    def written(self, game: str) -> None:
        """The writer finished a write of ``game`` (GUI thread): the match goes on once nothing of it is
        left to write."""
        if game == self.game and not self.saves.busy_with(game) and not self._queued:
            self._release()

    def save(self) -> None:
        """Queue the record now (closing the table saves even a deal in progress)."""
        if not self.active or finished(self.model):
            return
        self._hold()  # a save of its own (a review kept, Play from here) is waited for as an action's is
        self._signature = self.signature()
        self.saves.write(self.game, snapshot_of(self.model, self._hands))

    def abandon(self) -> None:
        """The player gave the match up (a new game over it): the save goes."""
        self.active = False
        self._release()
        self.saves.discard(self.game)

    # -- statistics -------------------------------------------------------------------------------------
    def _on_event(self, e: object) -> None:
        if not self.active or self.muted:
            return
        counted = self.codec.count(self.stats.stats.game(self.game), e, self.viewer, self.model)
        if counted == "over":
            # kept for Recent matches before the save goes: a kill -9 between the two must not leave neither
            self._keep_finished()
            self.saves.discard(self.game)
        elif counted == "counted":
            self.stats.write_later()  # written off the GUI thread

    def _on_session_over(self, leaders: list[int]) -> None:
        if not self.active:
            return
        if self.model.hands_played():
            st = self.stats.stats.game(self.game)
            st.matches_won += int(self.viewer in leaders)
            self.stats.write_later()  # written off the GUI thread
            self._keep_finished()
        self.saves.discard(self.game)

    def _keep_finished(self) -> None:
        """The finished match's record goes to the archive of recent matches (once)."""
        if self.archive is None or self._archived:
            return
        self._archived = True
        path = self.archive.add(record_of(self.model))
        if path is not None:  # a review finished from now on goes to that file too (ui.review.stores)
            self.model.setProperty(ARCHIVED_PROPERTY, str(path))


def seats_of(record: GameRecord) -> list[SeatConfig]:
    return [SeatConfig(s.kind, s.level if s.kind == "ai" else None) for s in record.seats]


def _prepare_reported(record: GameRecord) -> Prepared:
    """``prepare``, any failure a RecordError or IllegalAction / ValueError: a bug is logged and reported as
    an unreadable save."""
    try:
        return prepare(record)
    except (RecordError, IllegalAction, ValueError):
        raise
    except Exception as exc:
        log.exception("preparing a saved match failed")
        raise RecordError(f"{type(exc).__name__}: {exc}") from exc


class PrepareWorker(OffThread):
    """``request(record)`` runs ``prepare`` on the thread pool; ``done(Prepared)`` or ``failed(exc)`` on the
    GUI thread. A newer request (or ``cancel``) makes an older result stale: it is dropped."""

    def __init__(self, parent: QObject | None = None, pool: QThreadPool | None = None) -> None:
        super().__init__(
            "preparing a saved match", parent, pool, quiet=(RecordError, IllegalAction, ValueError)
        )

    def request(self, record: GameRecord) -> None:
        self.run(lambda: _prepare_reported(record))


def start_prepared(table: GameTable, prepared: Prepared) -> GameModel[Any]:
    """Start the model of ``prepared`` on ``table`` (at the start of the last hand)."""
    seats = seats_of(prepared.record)
    # the player's seat is drawn at the bottom: seat 0, or the seat taken in a replay's "Play from here"
    me = next((i for i, s in enumerate(seats) if s.kind == "human"), 0)
    model: GameModel[Any] = table.resume_match(seats, prepared.start, viewer=me)
    if any("review" in (h.model_extra or {}) for h in prepared.record.hands):
        from gunapp.review.store import reviews_in

        model.reviews = reviews_in(prepared.record)  # the hand reviews stay with the match (issue 27)
    return model


class Replay(QObject):
    """Re-applies a prepared hand's actions through ``table`` at animation speed 0, in slices of about
    ``slice_ms`` so the event loop is never held for long; ``finished(model)`` or ``failed(exc)`` at the end.

    Meanwhile the model does not advance (no AI is asked, no human turn offered), the keeper does not save,
    the table's status panel is refreshed once at the end and the table is not repainted, so the player sees
    the resumed position appear at once, as with a replay in one go."""

    finished = Signal(object)
    failed = Signal(object)

    def __init__(
        self, table: GameTable, prepared: Prepared, keeper_of: Any = None, slice_ms: float = 12.0
    ) -> None:
        super().__init__(cast(QWidget, table))
        self.table = table
        self.prepared = prepared
        self.keeper_of = keeper_of
        self.slice_s = slice_ms / 1000
        self.model: GameModel[Any] | None = None
        self.keeper: Any = None
        self._next = 0
        self._speed = 1.0
        self.slices = 0
        self.done = False  # every action re-applied (or the replay failed)

    def start(self) -> GameModel[Any]:
        """Start the model (synchronously) and the first slice; later slices run from the event loop."""
        t = self.table
        self._speed = t.canvas.animator.speed
        t.canvas.animator.set_speed(0)
        cast(QWidget, t).setUpdatesEnabled(False)
        t.hold_status(True)
        try:
            self.model = model = start_prepared(t, self.prepared)
        except Exception:
            self._finish()
            raise
        model._running = False  # no step of its own until the hand is back where it stopped
        self.keeper = self.keeper_of(model) if self.keeper_of is not None else None
        if self.keeper is not None:
            self.keeper.muted = True
        if self.slice_s == float("inf"):
            self.run_slice()  # in one go (opening a record file, tests)
        else:
            QTimer.singleShot(0, self.run_slice)  # building the table was this turn's share of the loop
        return model

    def run_slice(self) -> None:
        model = self.model
        if model is None or not shiboken6.isValid(self.table) or not shiboken6.isValid(model):
            return  # the table was closed meanwhile: nothing to finish
        actions = self.prepared.actions
        until = time.perf_counter() + self.slice_s
        self.slices += 1
        try:
            while self._next < len(actions):
                action = actions[self._next]
                self._next += 1
                model._publish(model._apply(action))
                if time.perf_counter() >= until and self._next < len(actions):
                    QTimer.singleShot(0, self.run_slice)
                    return
        except (RecordError, IllegalAction, ValueError) as exc:
            self._finish()
            self.done = True
            self.failed.emit(exc)
            return
        self._finish()
        model._running = True
        model._schedule()
        self.done = True
        self.finished.emit(model)

    def _finish(self) -> None:
        t = self.table
        t.canvas.animator.set_speed(self._speed)
        t.hold_status(False)
        cast(QWidget, t).setUpdatesEnabled(True)
        if self.keeper is not None and shiboken6.isValid(self.keeper):
            self.keeper.muted = False
            self.keeper._signature = self.keeper.signature()  # the file on disk is this very position


def restore(table: GameTable, record: GameRecord, keeper_of: Any = None) -> GameModel[Any]:
    """Put ``record``'s match on ``table`` (a GunziTable or DdzTable) where it stopped, in one go (opening a
    record file; the start page's Continue uses ``PrepareWorker`` and ``Replay``); raises RecordError.

    ``keeper_of(model)`` returns the model's ``MatchKeeper`` (if any), muted while the actions re-apply."""
    replay = Replay(table, prepare(record), keeper_of, slice_ms=float("inf"))
    errors: list[object] = []
    replay.failed.connect(errors.append)
    model = replay.start()
    replay.deleteLater()
    if errors:
        raise errors[0]  # type: ignore[misc]
    return model
