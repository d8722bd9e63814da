"""``GunziModel``: the Gunzi engine behind Qt signals, one per engine event (see ``EVENT_SIGNALS``).

Documented signals (each carries the event as the viewer may see it, R27):
``hand_started, card_dealt, trump_declared, declaration_passed, bottom_flipped, bottom_drawn, trump_fixed,
redealt, riot_shown, tribute_paid, tribute_returned, bottom_revealed, bottom_taken, bottom_buried,
jokers_buried, bury_passed, cards_played, trick_won, bottom_dug, levels_changed, hand_settled, cycle_won,
match_over``; plus ``declarations_changed(list)`` (the viewer's legal declarations now, [] when none) and
``hand_result(Settlement)`` right after ``hand_settled`` (the full breakdown for the settlement screen).

The table itself deals (one ``DealNext`` per card, paced by ``ready()``); after each card the seat that got
it may declare: an AI seat is asked (an optional decision) once its reaction time has run on the deal's clock
(``reaction.py``: a fair 抢亮大王), the human sees the declaration bar at any time.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, ClassVar

from PySide6.QtCore import QObject, QTimer, Signal

from gunapp.core.errors import IllegalAction
from gunapp.games.gunzi.ai import levels as gunzi_levels
from gunapp.games.gunzi.contract import provisional_key
from gunapp.games.gunzi.engine import events as ev
from gunapp.games.gunzi.engine import record_io
from gunapp.games.gunzi.engine.actions import TABLE, Action, DealNext, Declare, NextHand
from gunapp.games.gunzi.engine.numbered import gunzi_match
from gunapp.games.gunzi.engine.packed_hand import pack_finished
from gunapp.games.gunzi.engine.phase import Phase, Selection
from gunapp.games.gunzi.engine.rules import GunziOptions
from gunapp.games.gunzi.engine.state import GunziState
from gunapp.games.gunzi.engine.state_data import DEAL_CARDS
from gunapp.games.gunzi.engine.trumps import TrumpContext
from gunapp.games.gunzi.engine.view import GunziView, redact_event
from gunapp.games.gunzi.reaction import Reactions
from gunapp.models.game_model import GameModel, SeatConfig, Step
from gunapp.models.item_models import HandModel, HistoryModel, ScoreModel, TrickRecord
from gunapp.models.table_agents import Agent, TableAgent, table_agent


class GunziModel(GameModel[GunziState]):
    game_key = "gunzi"
    hand_started = Signal(object)
    card_dealt = Signal(object)
    trump_declared = Signal(object)
    declaration_passed = Signal(object)
    bottom_flipped = Signal(object)
    bottom_drawn = Signal(object)
    trump_fixed = Signal(object)
    redealt = Signal(object)
    riot_shown = Signal(object)
    tribute_paid = Signal(object)
    tribute_returned = Signal(object)
    bottom_revealed = Signal(object)
    bottom_taken = Signal(object)
    bottom_buried = Signal(object)
    jokers_buried = Signal(object)
    jokers_laid = Signal(object)
    bury_passed = Signal(object)
    cards_played = Signal(object)
    trick_won = Signal(object)
    bottom_dug = Signal(object)
    levels_changed = Signal(object)
    hand_settled = Signal(object)
    cycle_won = Signal(object)
    match_over = Signal(object)
    declarations_changed = Signal(object)
    hand_result = Signal(object)

    EVENT_SIGNALS: ClassVar[dict[type, str]] = {
        ev.HandStarted: "hand_started",
        ev.CardDealt: "card_dealt",
        ev.TrumpDeclared: "trump_declared",
        ev.DeclarationPassed: "declaration_passed",
        ev.BottomFlipped: "bottom_flipped",
        ev.BottomDrawn: "bottom_drawn",
        ev.TrumpFixed: "trump_fixed",
        ev.Redealt: "redealt",
        ev.RiotShown: "riot_shown",
        ev.TributePaid: "tribute_paid",
        ev.TributeReturned: "tribute_returned",
        ev.BottomRevealed: "bottom_revealed",
        ev.BottomTaken: "bottom_taken",
        ev.BottomBuried: "bottom_buried",
        ev.JokersBuried: "jokers_buried",
        ev.JokersLaid: "jokers_laid",
        ev.BuryPassed: "bury_passed",
        ev.CardsPlayed: "cards_played",
        ev.TrickWon: "trick_won",
        ev.BottomDug: "bottom_dug",
        ev.LevelsChanged: "levels_changed",
        ev.HandSettled: "hand_settled",
        ev.CycleWon: "cycle_won",
        ev.MatchOver: "match_over",
    }

    def __init__(
        self,
        seats: Sequence[SeatConfig],
        *,
        options: GunziOptions | None = None,
        seed: int | None = None,
        viewer: int = 0,
        auto_ready: bool = False,
        auto_continue: bool = False,
        state: GunziState | None = None,
        agents: dict[int, Agent] | None = None,
        parent: QObject | None = None,
    ) -> None:
        """``state``: a prepared match at the start of a deal (scenarios, tests) instead of a new one;
        ``agents``: per-seat agents replacing the ones the seats' levels would make."""
        super().__init__(seats, viewer=viewer, auto_ready=auto_ready, parent=parent)
        self.seed = seed if seed is not None else (state.seed if state else random.randrange(1 << 30))
        # a cycle's end starts a new cycle at the table; the match never ends on its own (R26.3 option)
        self.options = state.options if state else (options or GunziOptions(cyclesPerMatch=99))
        self.state = state if state is not None else gunzi_match(self.seed, self.options)
        self.auto_continue = auto_continue
        self.seat_agents()
        for seat, agent in (agents or {}).items():
            self.agents[seat] = TableAgent.seated(agent, self.seed * 4 + seat)
        #: the AI seats still reacting to a card they were dealt (a fair 抢亮大王, ``reaction.py``)
        self.reactions = Reactions(self.seed)
        #: one beat of the deal's clock in ms now (the table's animation speed; 0: at once)
        self.beat_ms: Callable[[], int] = lambda: 0
        self._beating = False
        self._declarations: list[Declare] = []
        self.hand_model = HandModel(self)
        self.score_model = ScoreModel(["level", "points", "cycles"], 2, self)
        self.history_model = HistoryModel(self)
        self._sync_models()

    @property
    def state(self) -> GunziState:
        """The match (the game's own name for ``engine``)."""
        return self.engine

    @state.setter
    def state(self, state: GunziState) -> None:
        self.engine = state

    # -- queries for the table --------------------------------------------------------------------------
    def view(self, seat: int | None = None) -> GunziView:
        """What ``seat`` knows, as the table shows it: once a hand is settled its own levels until Continue
        (the engine settles at once and already holds the next hand's, R24), for the panels and the 记牌器."""
        v: GunziView = self.state.view(self.viewer if seat is None else seat)
        s = self.state.settlement
        if s is not None and v.phase in (Phase.HAND_OVER, Phase.MATCH_OVER):
            before = s.levels_before
            level = before[v.dealer % 2] if v.dealer is not None else v.level
            v = v._replace(levels=before, level=level)
        return v

    def legal(self, seat: int | None = None) -> list[Action]:
        return self.state.legal_actions(self.viewer if seat is None else seat)

    def selection(self, seat: int | None = None) -> Selection | None:
        return self.state.selection(self.viewer if seat is None else seat)

    def declarations(self) -> list[Declare]:
        return list(self._declarations)

    def trump_context(self) -> TrumpContext | None:
        return self.state.ctx if self.state.trump is not None else None

    def check(self, action: Any) -> IllegalAction | None:
        try:
            self.state.check(action)
        except IllegalAction as exc:
            return exc
        return None

    def _deal_next(self) -> None:
        """The next hand, or the next cycle's first hand (``continue_``)."""
        if self.state.phase is Phase.HAND_OVER:
            self._publish(self._apply(NextHand()))

    def save_record(self, path: str | Path) -> None:
        record_io.save(self.state, path, self.seat_info())

    def start(self) -> None:
        s = self.state
        first = ev.HandStarted(
            s.deal_no,
            s.cycle_no,
            s.first_hand,
            s.dealer,
            s.starter,
            s.level,
            (s.levels[0], s.levels[1]),
            0 if s.first_hand else s.blood,
        )
        super().start()
        self._publish([first])

    # -- GameModel hooks --------------------------------------------------------------------------------
    def _redact(self, event: Any, seat: int) -> Any:
        return redact_event(event, seat)

    def table_agent(self, level: str, seed: int) -> TableAgent:
        return table_agent(gunzi_levels.make_agent, gunzi_levels.LEVELS, level, seed)

    def _next_step(self) -> Step:
        s = self.state
        p = s.phase
        r = self.reactions
        if p is Phase.DEAL:
            # an AI seat that could declare after a card it got is asked once its reaction has run (R8.4)
            seat = r.ready(s.dealt)
            while seat is not None:
                if s.may_declare(seat):
                    return Step("ai", seat, optional=True)
                seat = r.ready(s.dealt)
            if s.first_hand and s.dealt == DEAL_CARDS - 1 and any(s.may_declare(x) for x in r.due):
                # R9.2: the last card would close the race; the seats still reacting (and the player) first
                return self._beat_step()
            return Step("table", TABLE, DealNext())
        if p is Phase.HAND_OVER:
            return Step("table", TABLE, NextHand()) if self.auto_continue else Step("wait")
        if p is Phase.MATCH_OVER or not s.to_act:
            return Step("over")
        (seat,) = s.to_act
        if p is Phase.WINDOW and r.waiting(seat) and not self.is_human(seat):
            if r.due[seat] > r.now(s.dealt):
                return self._beat_step()  # its turn comes before it has taken in the card (R8.4)
            del r.due[seat]
        return Step("human" if self.is_human(seat) else "ai", seat)

    def _may_declare_with_last(self, e: ev.CardDealt) -> bool:
        """The last card opened the window (no ``optional_declarer`` there): a joker or a level card may give
        its seat a declaration to make in its window turn, which then waits for its reaction (R8.4)."""
        card = e.card
        return (
            e.index == DEAL_CARDS - 1
            and card is not None
            and (card.is_joker or card.rank == self.state.level)
            and self.state.phase is Phase.WINDOW
        )

    def _beat_step(self) -> Step:
        """Wait one beat of the deal's clock (a seat is still reacting), then look again."""
        if not self._beating:
            self._beating = True
            QTimer.singleShot(self.beat_ms(), self, self._beat)
        return Step("wait")

    def _beat(self) -> None:
        self._beating = False
        self.reactions.idle += 1
        self._schedule()

    def _after_events(self, events: list[Any]) -> None:
        for e in events:
            if isinstance(e, ev.CardDealt) and not self.is_human(e.seat):
                # a human seat declares through the declare bar; an AI seat once it has taken the card in
                if self.state.optional_declarer == e.seat or self._may_declare_with_last(e):
                    self.reactions.dealt_to(e.seat, self.state.deal_no, e.index)
            elif isinstance(e, ev.Redealt):
                self.reactions.clear()
            elif isinstance(e, ev.TrickWon):
                plays = self.state.tricks[-1] if self.state.tricks else ()
                self.history_model.append(TrickRecord(e.trick_no, tuple(plays), e.winner, e.points))
            elif isinstance(e, ev.HandStarted):
                self.reactions.clear()
                self.history_model.clear()
                # an evening's match keeps every deal for the autosave: the finished ones packed (~1 KB each)
                pack_finished(self.state.records)
        self._sync_models()

    def _publish(self, events: list[Any]) -> None:
        super()._publish(events)
        decls: list[Declare] = []
        # the legal actions only when they can be shown: a replay's rebuild publishes ~70 batches
        if self.state.phase in (Phase.DEAL, Phase.WINDOW) and self.is_human(self.viewer):
            decls = [a for a in self.state.legal_actions(self.viewer) if isinstance(a, Declare)]
        if decls != self._declarations:
            self._declarations = decls
            self.declarations_changed.emit(decls)
        if any(isinstance(e, ev.HandSettled) for e in events) and self.state.settlement is not None:
            self.hand_result.emit(self.state.settlement)

    def _sync_models(self) -> None:
        s = self.state
        suit = s.trump if s.trump is not None else s.decl_suit
        key = provisional_key(s.level, suit)
        if getattr(self, "_sort_suit", "unset") != (s.level, suit):
            self._sort_suit = (s.level, suit)
            self.hand_model.set_sort_key(key)
        self.hand_model.set_cards(s.hands[self.viewer])
        for team in (0, 1):
            self.score_model.set_value(team, "level", s.levels[team])
            self.score_model.set_value(team, "points", s.captured[team])
            self.score_model.set_value(team, "cycles", s.cycles_won[team])

    def sort_key(self) -> Any:
        s = self.state
        return provisional_key(s.level, s.trump if s.trump is not None else s.decl_suit)
