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
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QTimer

from gunapp.engine.doudizhu import record_io as ddz_io
from gunapp.engine.doudizhu.actions import DealEnded
from gunapp.engine.doudizhu.state import Phase as DdzPhase
from gunapp.engine.gunzi import events as gev
from gunapp.engine.gunzi import record_io as gunzi_io
from gunapp.engine.gunzi.phase import Phase
from gunapp.engine.record import GameRecord, HandRecord
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
        return gunzi_io.to_record(model.state, model.seat_info())  # type: ignore[attr-defined]
    return ddz_io.session_record(model.session, model.seat_info())  # type: ignore[attr-defined]


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
        return lambda: gunzi_io.to_record(snap, seats).to_json() + "\n"
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
    return lambda: (
        GameRecord(game=game, options=options, seed=seed, seats=seats, hands=hands).to_json() + "\n"
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


def restore(table: Any, record: GameRecord, keeper_of: Any = None) -> GameModel:
    """Put ``record``'s match on ``table`` (a GunziTable or DdzTable) where it stopped; raises RecordError.

    ``keeper_of(model)`` returns the model's ``MatchKeeper`` (if any), muted while the actions re-apply."""
    seats = seats_of(record)
    if record.game == "gunzi":
        state, actions = gunzi_io.resume_point(record)
        speed = table.canvas.animator.speed
        table.canvas.animator.set_speed(0)
        model: GameModel = table.start_match(seats, state=state)
    else:
        session, actions = ddz_io.resume_point(record)
        speed = table.canvas.animator.speed
        table.canvas.animator.set_speed(0)
        levels = [None if s.kind == "human" else (s.level or "normal") for s in seats]
        model = table.new_session(levels, session=session)
    keeper = keeper_of(model) if keeper_of is not None else None
    if keeper is not None:
        keeper.muted = True
    try:
        for action in actions:
            model._publish(model._apply(action))
    finally:
        table.canvas.animator.set_speed(speed)
        if keeper is not None:
            keeper.muted = False
            keeper._signature = keeper.signature()  # the file on disk is this very position
    return model
