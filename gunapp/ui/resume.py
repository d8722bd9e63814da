"""Autosave, statistics and resuming a saved match, for both games.

``MatchKeeper`` watches one game model (the main window makes one in ``game_started``): after every batch
of events that added a decision to the record it queues the match's ``gunapp-record/1`` text for the save
store (written on the store's own thread), counts hands and cycles / sessions in the statistics, and removes
the save when the match is finished. A table without a human seat (a demo) is neither saved nor counted.

``restore(table, record)`` puts a saved match back on a table: it starts the model at the last hand's start
(``record_io.resume_point``) and re-applies that hand's actions at animation speed 0, so the table shows the
position at once, with the AI seats and levels of the record.
"""

from __future__ import annotations

import copy
import logging
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import shiboken6
from PySide6.QtCore import QObject, QRunnable, QThreadPool, QTimer, Signal

from gunapp.engine.doudizhu import record_io as ddz_io
from gunapp.engine.doudizhu.events import DealEnded
from gunapp.engine.doudizhu.state import Phase as DdzPhase
from gunapp.engine.errors import IllegalAction
from gunapp.engine.gunzi import events as gev
from gunapp.engine.gunzi import record_io as gunzi_io
from gunapp.engine.gunzi.phase import Phase
from gunapp.engine.record import NO_HANDS, GameRecord, HandRecord, RecordError
from gunapp.models.game_model import GameModel, SeatConfig
from gunapp.storage.saves import SaveStore
from gunapp.storage.statistics import StatsStore

log = logging.getLogger(__name__)

#: Gunzi outcomes (R21.3, R21.4) that the dealer side wins; the others go to the attackers
DEALER_SIDE_WINS = ("C1", "C2", "E1", "E3")


def gunzi_hand_won(e: gev.HandSettled, seat: int) -> bool:
    """Did ``seat``'s team win this hand? A cycle's end goes to the cycle's winner."""
    team = seat % 2
    if e.cycle_winner is not None:
        return e.cycle_winner == team
    dealer_won = e.outcome in DEALER_SIDE_WINS
    return (e.dealer % 2 == team) == dealer_won


def game_key(model: GameModel) -> str:
    variant = getattr(model, "variant", None)
    return variant.value if variant is not None else "gunzi"


def record_of(model: GameModel) -> GameRecord:
    """The model's match so far as a record (the hand in progress included)."""
    if game_key(model) == "gunzi":
        record = gunzi_io.to_record(model.state, model.seat_info())  # type: ignore[attr-defined]
    else:
        record = ddz_io.session_record(model.session, model.seat_info())  # type: ignore[attr-defined]
    return _with_branch(model, record)


def _with_branch(model: GameModel, record: GameRecord) -> GameRecord:
    """A match played on from a replay names its origin (``ui.replay``): an optional header field."""
    branch = getattr(model, "branch", None)
    if branch is not None:
        setattr(record, "branch", dict(branch))  # noqa: B010 (an extra field of the pydantic model)
    return record


def snapshot_of(model: GameModel, cache: dict[int, HandRecord]) -> Callable[[], str]:
    """A function giving the record's JSON, safe to call on another thread: what the game may still change
    (the hand in progress) is copied now, which is cheap; building and serialising the record is not, and
    runs later. ``cache`` keeps the records of finished Dou Dizhu deals between calls."""
    m: Any = model
    seats = m.seat_info()
    if game_key(model) == "gunzi":
        snap = copy.copy(m.state)  # phase, dealt, options, seed are read; records are replaced below
        recs = m.state.records
        snap.records = [*recs[:-1], copy.deepcopy(recs[-1])] if recs else []
        return lambda: _with_branch(model, gunzi_io.to_record(snap, seats)).to_json() + "\n"
    session = m.session
    hands = []
    for i, deal in enumerate(session.deals):
        hand = cache.get(i)
        if hand is None:
            hand = ddz_io.hand_record(deal)
            if deal.phase is DdzPhase.ENDED or deal.redeal:
                cache[i] = hand
        hands.append(hand)
    game, options, seed = session.variant.value, session.options.to_record(), session.seed
    branch = getattr(model, "branch", None)
    extra = {"branch": dict(branch)} if branch is not None else {}
    return lambda: (
        GameRecord(game=game, options=options, seed=seed, seats=seats, hands=hands, **extra).to_json() + "\n"
    )


def finished(model: GameModel) -> bool:
    if game_key(model) == "gunzi":
        return model.state.phase is Phase.MATCH_OVER  # type: ignore[attr-defined,no-any-return]
    return bool(model.ended)  # type: ignore[attr-defined]


class MatchKeeper(QObject):
    """Autosave and statistics for one model. ``muted`` while a restore re-applies recorded actions."""

    def __init__(self, model: GameModel, saves: SaveStore, stats: StatsStore) -> None:
        super().__init__(model)
        self.model = model
        self.game = game_key(model)
        self.saves = saves
        self.stats = stats
        self.viewer = model.viewer
        self.active = model.is_human(model.viewer)
        self.muted = False
        self._signature: tuple[int, ...] | None = None
        self._queued = False
        self._hands: dict[int, HandRecord] = {}
        model.batch_ended.connect(self._on_batch)
        model.event.connect(self._on_event)
        if hasattr(model, "session_over"):
            model.session_over.connect(self._on_session_over)

    # -- autosave ---------------------------------------------------------------------------------------
    def signature(self) -> tuple[int, ...]:
        """Changes whenever the record gains an event or a result (dealing alone does not change it)."""
        m: Any = self.model
        if self.game == "gunzi":
            recs = m.state.records
            last = recs[-1] if recs else {}
            return (len(recs), len(last.get("events", ())), int(bool(last.get("result"))))
        deal = m.session.deal
        return (len(m.session.deals), len(deal.bidding.bids), len(deal.history), int(deal.result is not None))

    def _on_batch(self) -> None:
        if not self.active or self.muted or self._queued:
            return
        self._queued = True  # coalesce: one save after the batches of this turn of the event loop
        QTimer.singleShot(0, self._save_if_changed)

    def _save_if_changed(self) -> None:
        self._queued = False
        if self.muted or not self.active:
            return
        if finished(self.model):
            self.saves.discard(self.game)
            return
        sig = self.signature()
        if sig != self._signature:
            self.save()

    def save(self) -> None:
        """Queue the record now (closing the table saves even a deal in progress)."""
        if not self.active or finished(self.model):
            return
        self._signature = self.signature()
        self.saves.write(self.game, snapshot_of(self.model, self._hands))

    def abandon(self) -> None:
        """The player gave the match up (a new game over it): the save goes."""
        self.active = False
        self.saves.discard(self.game)

    # -- statistics -------------------------------------------------------------------------------------
    def _on_event(self, e: object) -> None:
        if not self.active or self.muted:
            return
        st = self.stats.stats.game(self.game)
        if isinstance(e, gev.HandSettled):
            st.record_hand(gunzi_hand_won(e, self.viewer))
        elif isinstance(e, gev.CycleWon):
            st.matches_won += int(e.team == self.viewer % 2)
        elif isinstance(e, gev.MatchOver):
            self.saves.discard(self.game)
            return
        elif isinstance(e, DealEnded):
            st.record_hand(e.result.scores[self.viewer] > 0)
            st.record_score(e.totals[self.viewer])
        else:
            return
        self.stats.save()

    def _on_session_over(self, leaders: list[int]) -> None:
        if not self.active:
            return
        m: Any = self.model
        if m.deals:
            st = self.stats.stats.game(self.game)
            st.matches_won += int(self.viewer in leaders)
            self.stats.save()
        self.saves.discard(self.game)


def seats_of(record: GameRecord) -> list[SeatConfig]:
    return [SeatConfig(s.kind, s.level if s.kind == "ai" else None) for s in record.seats]


@dataclass
class Prepared:
    """A saved match made ready for a table, by the engine only (safe to build on a worker thread): the
    state (Gunzi) or session (Dou Dizhu) at the start of the last hand and that hand's actions so far."""

    record: GameRecord
    start: Any
    actions: list[Any]


def prepare(record: GameRecord) -> Prepared:
    """Replay ``record`` in the engine (checking every action and every recorded field the replay derives);
    raises RecordError like ``resume_point``, never anything else for a bad record."""
    if not record.hands:
        raise RecordError("hands: the record holds no hand", NO_HANDS, field="hands")
    if record.game == "gunzi":
        state, actions = gunzi_io.resume_point(record)
        return Prepared(record, state, list(actions))
    session, ddz_actions = ddz_io.resume_point(record)
    return Prepared(record, session, list(ddz_actions))


class _PrepareRelay(QObject):
    done = Signal(int, object, object)  # token, Prepared, error (None on success)


class _PrepareJob(QRunnable):
    def __init__(self, relay: _PrepareRelay, token: int, record: GameRecord) -> None:
        super().__init__()
        self.setAutoDelete(True)
        self._relay, self._token, self._record = relay, token, record

    def run(self) -> None:
        try:
            self._relay.done.emit(self._token, prepare(self._record), None)
        except (RecordError, IllegalAction, ValueError) as exc:
            self._relay.done.emit(self._token, None, exc)
        except Exception as exc:  # a bug must not kill the pool: the save is reported as unreadable
            log.exception("preparing a saved match failed")
            self._relay.done.emit(self._token, None, RecordError(f"{type(exc).__name__}: {exc}"))


class PrepareWorker(QObject):
    """``request(record)`` runs ``prepare`` on the thread pool; ``ready(Prepared)`` or ``failed(exc)`` on the
    GUI thread. A newer request (or ``cancel``) makes an older result stale: it is dropped."""

    ready = Signal(object)
    failed = Signal(object)

    def __init__(self, parent: QObject | None = None, pool: QThreadPool | None = None) -> None:
        super().__init__(parent)
        self._pool = pool or QThreadPool.globalInstance()
        self._relay = _PrepareRelay(self)
        self._relay.done.connect(self._on_done)
        self._token = 0
        self.busy = False

    def request(self, record: GameRecord) -> None:
        self._token += 1
        self.busy = True
        self._pool.start(_PrepareJob(self._relay, self._token, record))

    def cancel(self) -> None:
        self._token += 1
        self.busy = False

    def _on_done(self, token: int, prepared: object, error: object) -> None:
        if token != self._token:
            return
        self.busy = False
        if error is not None:
            self.failed.emit(error)
        else:
            self.ready.emit(prepared)


def start_prepared(table: Any, prepared: Prepared) -> GameModel:
    """Start the model of ``prepared`` on ``table`` (at the start of the last hand)."""
    seats = seats_of(prepared.record)
    if prepared.record.game == "gunzi":
        return table.start_match(seats, state=prepared.start)  # type: ignore[no-any-return]
    levels = [None if s.kind == "human" else (s.level or "normal") for s in seats]
    everyone_ai = all(s.kind == "ai" for s in seats)  # an autosaved demo (--autosave) stays all AI
    return table.new_session(levels, session=prepared.start, demo=everyone_ai)  # type: ignore[no-any-return]


class Replay(QObject):
    """Re-applies a prepared hand's actions through ``table`` at animation speed 0, in slices of about
    ``slice_ms`` so the event loop is never held for long; ``finished(model)`` or ``failed(exc)`` at the end.

    Meanwhile the model does not advance (no AI is asked, no human turn offered), the keeper does not save,
    the table's status panel is refreshed once at the end and the table is not repainted, so the player sees
    the resumed position appear at once, as with a replay in one go."""

    finished = Signal(object)
    failed = Signal(object)

    def __init__(self, table: Any, prepared: Prepared, keeper_of: Any = None, slice_ms: float = 12.0) -> None:
        super().__init__(table)
        self.table = table
        self.prepared = prepared
        self.keeper_of = keeper_of
        self.slice_s = slice_ms / 1000
        self.model: GameModel | None = None
        self.keeper: Any = None
        self._next = 0
        self._speed = 1.0
        self.slices = 0
        self.done = False  # every action re-applied (or the replay failed)

    def start(self) -> GameModel:
        """Start the model (synchronously) and the first slice; later slices run from the event loop."""
        t = self.table
        self._speed = t.canvas.animator.speed
        t.canvas.animator.set_speed(0)
        t.setUpdatesEnabled(False)
        hold = getattr(t, "hold_status", None)
        if callable(hold):
            hold(True)
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
        hold = getattr(t, "hold_status", None)
        if callable(hold):
            hold(False)
        t.setUpdatesEnabled(True)
        if self.keeper is not None and shiboken6.isValid(self.keeper):
            self.keeper.muted = False
            self.keeper._signature = self.keeper.signature()  # the file on disk is this very position


def restore(table: Any, record: GameRecord, keeper_of: Any = None) -> GameModel:
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
