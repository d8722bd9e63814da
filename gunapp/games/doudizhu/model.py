"""``DdzModel``: a Dou Dizhu session (3 or 4 players) behind Qt signals, one per engine event.

Signals (each carries the engine event; nothing private is in an event, the hands come from ``view``):
``deal_started, bid_made, redealt, landlord_chosen, cards_played, passed, round_won, deal_ended``, and under
the call-and-grab options (section 11) ``show_round_started, show_made, call_made, grab_made, double_made``; plus
``session_over(list)`` when the player ends the session (the leading seats, D8.3).

The loop is the ``GameModel`` one: after each batch of events the table calls ``ready()`` when its animations
drained; then an AI seat is asked on the worker thread, or ``human_turn`` fires for the viewer. After a deal
ends the model waits for ``continue_()`` (the player closed the settlement) unless ``auto_continue``.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, ClassVar

from PySide6.QtCore import QObject, Signal

from gunapp.core.cards import Card
from gunapp.core.errors import IllegalAction
from gunapp.games.doudizhu.ai import levels as ddz_levels
from gunapp.games.doudizhu.engine import record_io
from gunapp.games.doudizhu.engine.actions import Action, Bid, Call, Double, Grab, NextDeal, Pass, Play, Show
from gunapp.games.doudizhu.engine.combos import Combo, Kind
from gunapp.games.doudizhu.engine.events import (
    BidMade,
    CallMade,
    CardsPlayed,
    DealEnded,
    DealResult,
    DealStarted,
    DoubleMade,
    GrabMade,
    LandlordChosen,
    Passed,
    Redeal,
    RoundWon,
    ShowMade,
    ShowRoundStarted,
)
from gunapp.games.doudizhu.engine.numbered import NumberedSession
from gunapp.games.doudizhu.engine.rules import Options, Variant, rank_of
from gunapp.games.doudizhu.engine.session import Session
from gunapp.games.doudizhu.engine.state import Phase, sort_cards
from gunapp.games.doudizhu.engine.view import DealView
from gunapp.models.game_model import GameModel, SeatConfig, Step
from gunapp.models.item_models import HandModel, ScoreModel
from gunapp.models.table_agents import TableAgent, table_agent


@dataclass(frozen=True)
class DealSummary:
    """One finished deal for the session scoreboard."""

    number: int
    result: DealResult
    totals: tuple[int, ...]


def hint_order(combo: Combo) -> tuple[int, int, int, int]:
    """Smallest first: ordinary plays by rank, then bombs by size and rank, the rocket last (D7)."""
    if combo.kind is Kind.ROCKET:
        return (2, 0, 0, 0)
    if combo.kind is Kind.BOMB:
        return (1, combo.length, combo.key, 0)
    return (0, combo.key, int(combo.kind), combo.length)


class DdzModel(GameModel[Session]):
    deal_started = Signal(object)
    bid_made = Signal(object)
    redealt = Signal(object)
    landlord_chosen = Signal(object)
    cards_played = Signal(object)
    passed = Signal(object)
    round_won = Signal(object)
    deal_ended = Signal(object)
    show_round_started = Signal(object)
    show_made = Signal(object)
    call_made = Signal(object)
    grab_made = Signal(object)
    double_made = Signal(object)

    EVENT_SIGNALS: ClassVar[dict[type, str]] = {
        DealStarted: "deal_started",
        BidMade: "bid_made",
        Redeal: "redealt",
        LandlordChosen: "landlord_chosen",
        CardsPlayed: "cards_played",
        Passed: "passed",
        RoundWon: "round_won",
        DealEnded: "deal_ended",
        ShowRoundStarted: "show_round_started",
        ShowMade: "show_made",
        CallMade: "call_made",
        GrabMade: "grab_made",
        DoubleMade: "double_made",
    }

    def __init__(
        self,
        variant: Variant,
        seats: Sequence[SeatConfig],
        *,
        options: Options | None = None,
        seed: int | None = None,
        viewer: int = 0,
        auto_ready: bool = False,
        auto_continue: bool = False,
        session: Session | None = None,
        deal_number: int | None = None,
        parent: QObject | None = None,
    ) -> None:
        """``session``: a session to continue (a resumed save, ``record_io.resume_point``) instead of a new one;
        ``deal_number``: the first deal of a new session (``gunapp.core.deal_numbers``)."""
        if len(seats) != variant.players:
            raise ValueError(f"{variant.value} needs {variant.players} seats, not {len(seats)}")
        super().__init__(seats, viewer=viewer, auto_ready=auto_ready, parent=parent)
        self.variant = variant
        self.game_key = variant.value
        self.seed = session.seed if session else (seed if seed is not None else random.randrange(1 << 30))
        self.session = session or NumberedSession(variant, options, self.seed, first=deal_number)
        self.auto_continue = auto_continue
        self.seat_agents()
        self.deals: list[DealSummary] = []
        running = [0] * variant.players
        for deal in self.session.deals[:-1]:  # a continued session: its played deals for the scoreboard
            if deal.result is not None:
                running = [t + s for t, s in zip(running, deal.result.scores, strict=True)]
                self.deals.append(DealSummary(len(self.deals) + 1, deal.result, tuple(running)))
        self.ended = False
        self.hand_model = HandModel(self)
        self.hand_model.set_sort_key(lambda c: (rank_of(c), c.suit.value if c.suit else ""))
        self.score_model = ScoreModel(["total", "last"], variant.players, self)
        self._sync_models()

    @property
    def session(self) -> Session:
        """The match (the game's own name for ``engine``)."""
        return self.engine

    @session.setter
    def session(self, session: Session) -> None:
        self.engine = session

    # -- queries for the table --------------------------------------------------------------------------
    @property
    def players(self) -> int:
        return self.variant.players

    def view(self, seat: int | None = None) -> DealView:
        return self.session.view(self.viewer if seat is None else seat)

    def legal(self, seat: int | None = None) -> list[Action]:
        return self.session.legal_actions(self.viewer if seat is None else seat)

    def check(self, action: Any) -> IllegalAction | None:
        """Would ``action`` be legal now? The engine is tried on a copy, so nothing changes."""
        try:
            copy.deepcopy(self.session.deal).apply(action)
        except IllegalAction as exc:
            return exc
        return None

    def readings(self, cards: Sequence[Card], seat: int | None = None) -> list[Combo]:
        """D6.4: the readings under which ``seat`` may play these cards now (empty: not playable)."""
        return self.session.deal.readings_for(self.viewer if seat is None else seat, list(cards))

    def hints(self, seat: int | None = None) -> list[Play]:
        """Every play of ``seat`` that is legal now (beats the table, or any lead), smallest first, one per
        rank content. Empty when it is not the seat's turn to play."""
        plays = [a for a in self.legal(seat) if isinstance(a, Play)]
        seen: set[tuple[int, ...]] = set()
        out: list[Play] = []
        for p in sorted(plays, key=lambda a: hint_order(a.reading) if a.reading else (9, 0, 0, 0)):
            key = p.reading.ranks if p.reading is not None else tuple(rank_of(c) for c in p.cards)
            if key not in seen:
                seen.add(key)
                out.append(p)
        return out

    @property
    def phase(self) -> Phase:
        return self.session.deal.phase

    def hands_played(self) -> int:
        """The deals on the session's scoreboard (redeals are not deals played, D4.4)."""
        return len(self.deals)

    def totals(self) -> list[int]:
        return list(self.session.totals)

    def leaders(self) -> list[int]:
        return self.session.leader

    def save_record(self, path: str | Path) -> None:
        record_io.write_record(self.session, path, self.seat_info())

    # -- control ----------------------------------------------------------------------------------------
    def start(self) -> None:
        super().start()
        self._publish(self.session.start_events())

    def _deal_next(self) -> None:
        """The next deal of the session (``continue_``), unless the session has ended."""
        if self.phase is Phase.ENDED and not self.ended:
            self._publish(self._apply(NextDeal()))

    def end_session(self) -> list[int]:
        """The player ends the session (D8.3): stop, and announce the leading seat(s)."""
        self.ended = True
        self.stop()
        leaders = self.leaders()
        self.session_over.emit(leaders)
        return leaders

    # -- GameModel hooks --------------------------------------------------------------------------------
    def _apply(self, action: Any) -> list[Any]:
        if not isinstance(action, Bid | Play | Pass | Show | Call | Grab | Double | NextDeal):
            raise IllegalAction("wrong_phase", {"phase": self.phase.value, "action": type(action).__name__})
        return list(self.session.apply(action))

    def table_agent(self, level: str, seed: int) -> TableAgent:
        return table_agent(ddz_levels.make_agent, ddz_levels.LEVELS, level, seed)

    def _next_step(self) -> Step:
        seat = self.session.to_act
        if seat is None:  # the deal is over: the table deals the next one (D3.1)
            if self.ended:
                return Step("over")
            return Step("table", -1, NextDeal()) if self.auto_continue else Step("wait")
        return Step("human" if self.is_human(seat) else "ai", seat)

    def _after_events(self, events: list[Any]) -> None:
        for e in events:
            if isinstance(e, DealEnded):
                self.deals.append(DealSummary(len(self.deals) + 1, e.result, tuple(e.totals)))
        self._sync_models()

    def _sync_models(self) -> None:
        deal = self.session.deal
        dealt = deal.phase is not Phase.START_SHOW  # D11.9: that round comes before the deal
        self.hand_model.set_cards(sort_cards(deal.hands[self.viewer]) if dealt else [])
        last = self.deals[-1].result.scores if self.deals else None
        for seat in range(self.players):
            self.score_model.set_value(seat, "total", self.session.totals[seat])
            self.score_model.set_value(seat, "last", None if last is None else last[seat])
