"""What one seat may know (spec R27): ``make_view(state, seat)`` and ``redact_event(event, seat)``.

Public: declarations and reveals, flipped/drawn bottom cards, the revealed original bottom, the bottom after a
joker burial, tribute cards and riots, every trick and both sides' captured points. Private: hands, the
dealer's joker-free buried bottom (known to the dealer), returned tribute cards (dealer and payer).
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import TYPE_CHECKING

from gunapp.cards import Card, Suit
from gunapp.engine.gunzi.actions import TABLE
from gunapp.engine.gunzi.events import BottomBuried, BottomTaken, CardDealt, Event, TributeReturned
from gunapp.engine.gunzi.phase import Phase, Selection
from gunapp.engine.gunzi.rules import GunziOptions

if TYPE_CHECKING:
    from gunapp.engine.gunzi.state import GunziState


@dataclass(frozen=True, slots=True)
class GunziView:
    """A seat's knowledge of the table; ``seat`` = TABLE (-1) gives the public view only."""

    seat: int
    options: GunziOptions
    phase: Phase
    to_act: tuple[int, ...]
    deal_no: int
    cycle_no: int
    first_hand: bool
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, int, int, int]
    dealt: int
    starter: int
    dealer: int | None
    level: int
    levels: tuple[int, int]
    blood: int
    trump: Suit | None
    declarer: int | None
    declaration: tuple[Card, ...]
    shown: tuple[tuple[int, Card], ...]  # flips and draws: (bottom position, card)
    bottom: tuple[Card, ...] | None  # None while hidden from this seat
    bottom_size: int
    dry_pot: bool
    payer: int | None
    tribute_owed: int
    tribute_cards: tuple[Card, ...]
    leader: int
    trick: tuple[tuple[int, tuple[Card, ...]], ...]
    trick_no: int
    tricks: tuple[tuple[tuple[int, tuple[Card, ...]], ...], ...]
    captured: tuple[int, int]
    cycles_won: tuple[int, int]
    selection: Selection | None  # this seat's free card choice now, if any


def _bottom_known(state: GunziState, seat: int) -> bool:
    if state.bottom_public:
        return True
    # the dealer knows the bottom he took and the six he buried (R27)
    return seat == state.dealer and state.phase not in (Phase.DEAL, Phase.WINDOW, Phase.TRIBUTE, Phase.RETURN)


def make_view(state: GunziState, seat: int) -> GunziView:
    hand = tuple(state.hands[seat]) if 0 <= seat <= 3 else ()
    return GunziView(
        seat=seat,
        options=state.options,
        phase=state.phase,
        to_act=state.to_act,
        deal_no=state.deal_no,
        cycle_no=state.cycle_no,
        first_hand=state.first_hand,
        hand=hand,
        hand_sizes=(len(state.hands[0]), len(state.hands[1]), len(state.hands[2]), len(state.hands[3])),
        dealt=state.dealt,
        starter=state.starter,
        dealer=state.dealer,
        level=state.level,
        levels=(state.levels[0], state.levels[1]),
        blood=state.blood,
        trump=state.trump,
        declarer=state.decl_seat,
        declaration=state.decl_cards,
        shown=tuple(state.shown),
        bottom=tuple(state.bottom) if _bottom_known(state, seat) else None,
        bottom_size=len(state.bottom),
        dry_pot=state.dry_pot,
        payer=state.payer,
        tribute_owed=state.tribute_owed,
        tribute_cards=state.tribute_cards,
        leader=state.leader,
        trick=tuple(state.trick),
        trick_no=state.trick_no,
        tricks=tuple(state.tricks),
        captured=(state.captured[0], state.captured[1]),
        cycles_won=(state.cycles_won[0], state.cycles_won[1]),
        selection=state.selection(seat) if 0 <= seat <= 3 else None,
    )


def redact_event(event: Event, seat: int) -> Event:
    """The event as ``seat`` may see it (TABLE = a spectator who sees only public facts)."""
    if isinstance(event, CardDealt) and event.seat != seat:
        return dataclasses.replace(event, card=None)
    if isinstance(event, BottomTaken) and event.seat != seat and not event.public:
        return dataclasses.replace(event, cards=None)
    if isinstance(event, BottomBuried) and event.seat != seat and not event.face_up:
        return dataclasses.replace(event, cards=None)
    if isinstance(event, TributeReturned) and seat not in (event.seat, event.to):
        return dataclasses.replace(event, cards=None)
    return event


__all__ = ["TABLE", "GunziView", "make_view", "redact_event"]
