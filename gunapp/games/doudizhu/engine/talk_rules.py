"""The rules of section 11's decisions on a deal: calling and grabbing (D11.1-D11.6), showing the hand
(D11.9-D11.11) and doubling (D11.7-D11.8). A part of :class:`~state.Deal` (its base class), kept apart so that
each file holds one concern; it reads and changes the deal's own fields, declared here."""

from __future__ import annotations

from gunapp.core.cards import Card
from gunapp.core.errors import IllegalAction
from gunapp.games.doudizhu.engine import codes
from gunapp.games.doudizhu.engine.actions import Call, Double, Grab, Show
from gunapp.games.doudizhu.engine.events import (
    LANDLORD,
    SHOW_FACTORS,
    START,
    CallMade,
    DealStarted,
    DoubleMade,
    Event,
    GrabMade,
    ShowMade,
    ShowRoundStarted,
)
from gunapp.games.doudizhu.engine.grab import GrabAuction
from gunapp.games.doudizhu.engine.hand_cards import sort_cards
from gunapp.games.doudizhu.engine.phase import Phase
from gunapp.games.doudizhu.engine.rules import Options
from gunapp.games.doudizhu.engine.stake import Stake
from gunapp.games.doudizhu.engine.talk import Talk
from gunapp.games.doudizhu.engine.view import CALL, DOUBLE, GRAB, LANDLORD_SHOW, START_SHOW, Decision


class TalkRules:
    """Section 11's actions on a deal (``Deal.apply`` dispatches here)."""

    options: Options
    phase: Phase
    hands: list[list[Card]]
    landlord: int
    redeal: bool
    auction: GrabAuction | None
    talk: Talk

    # provided by the deal
    def _check_turn(self, seat: int, turn: int, rule: str) -> None:
        raise NotImplementedError

    def _wrong_phase(self, action: str, rule: str) -> IllegalAction:
        raise NotImplementedError

    def _take_kitty(self, landlord: int, base: int) -> list[Event]:
        raise NotImplementedError

    def _after_landlord_show(self) -> None:
        raise NotImplementedError

    def started_event(self) -> DealStarted | ShowRoundStarted:
        raise NotImplementedError

    @property
    def to_act(self) -> int | None:
        raise NotImplementedError

    @property
    def stake(self) -> Stake:
        raise NotImplementedError

    def _auction(self, action: Call | Grab) -> list[Event]:
        a = self.auction
        if self.phase is not Phase.BIDDING or a is None:
            raise self._wrong_phase(type(action).__name__.lower(), "D11.1")
        self._check_turn(action.seat, a.turn, "D11.1" if a.stage == "call" else "D11.3")
        events: list[Event]
        if isinstance(action, Call):
            if a.stage != "call":
                raise self._wrong_phase("call", "D11.3")
            a.call(action.seat, action.call)
            self.talk.log.append(Decision(CALL, action.seat, int(action.call)))
            events = [CallMade(action.seat, action.call, self.stake)]
        else:
            if a.stage != "grab":
                raise self._wrong_phase("grab", "D11.1")
            final = a.final
            a.grab(action.seat, action.grab)
            self.talk.log.append(Decision(GRAB, action.seat, int(action.grab)))
            events = [GrabMade(action.seat, action.grab, final, self.stake)]
        if a.redeal:  # D11.2: the session deals again
            self.phase = Phase.ENDED
            self.redeal = True
        elif a.done:  # D11.5, D11.6: base 1
            events += self._take_kitty(a.landlord, 1)
        return events

    def _show(self, action: Show) -> list[Event]:
        start = self.phase is Phase.START_SHOW
        if not start and self.phase is not Phase.LANDLORD_SHOW:
            raise self._wrong_phase("show", "D11.9")
        self._check_turn(
            action.seat, self.to_act if self.to_act is not None else -1, "D11.9" if start else "D11.10"
        )
        stage = START if start else LANDLORD
        factor = SHOW_FACTORS[stage] if action.show else 1
        if action.show:
            self.talk.shows[action.seat] = factor
        self.talk.log.append(Decision(START_SHOW if start else LANDLORD_SHOW, action.seat, int(action.show)))
        cards = tuple(sort_cards(self.hands[action.seat])) if action.show and not start else ()
        events: list[Event] = [ShowMade(action.seat, stage, action.show, factor, cards, self.stake)]
        if start:
            self.talk.start_asked += 1
            if self.talk.start_done:  # D11.9: now the cards are dealt, the shown ones face up
                self.phase = Phase.BIDDING
                events.append(self.started_event())
        else:
            self._after_landlord_show()
        return events

    def _double(self, action: Double) -> list[Event]:
        if self.phase is not Phase.DOUBLING:
            raise self._wrong_phase("double", "D11.7")
        self._check_turn(action.seat, self.talk.double_turn, "D11.7")
        if action.factor not in self.options.double_factors:
            raise IllegalAction(codes.DOUBLE_VALUE, {"value": action.factor}, "D11.7")
        self.talk.double_queue.pop(0)
        self.talk.doubles[action.seat] = action.factor
        self.talk.log.append(Decision(DOUBLE, action.seat, action.factor))
        events: list[Event] = [DoubleMade(action.seat, action.factor, self.stake)]
        if not self.talk.double_queue:
            self.phase = Phase.PLAYING  # D11.7: then the first lead, the landlord's (D5.1)
        return events
