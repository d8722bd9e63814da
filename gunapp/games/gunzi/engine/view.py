"""What one seat may know (spec R27): ``make_view(state, seat, …)`` and ``redact_event(event, seat)``.

Public: declarations and reveals, flipped/drawn bottom cards, the revealed original bottom, the bottom after a
joker burial, tribute cards and riots, every trick and both sides' captured points. Private: hands, the
dealer's joker-free buried bottom (known to the dealer), returned tribute cards (dealer and payer).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import NamedTuple

from gunapp.core.cards import Card, Suit
from gunapp.games.gunzi.engine.actions import TABLE
from gunapp.games.gunzi.engine.events import (
    BottomBuried,
    BottomTaken,
    CardDealt,
    Event,
    TributeReturned,
)
from gunapp.games.gunzi.engine.phase import Phase, Selection
from gunapp.games.gunzi.engine.rules import GunziOptions
from gunapp.games.gunzi.engine.state_data import GunziData


class GunziView(NamedTuple):
    """A seat's knowledge of the table; ``seat`` = TABLE (-1) gives the public view only.

    A named tuple rather than a frozen dataclass: one is built for every decision of every agent (and for
    every playout step of a search), and a tuple is built in one C call instead of 33 ``__setattr__``.
    Derive a changed copy with ``view._replace(field=value)``.
    """

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
    returned: tuple[Card, ...] | None  # R12.6: the cards given back, None unless this seat gave or got them
    leader: int
    trick: tuple[tuple[int, tuple[Card, ...]], ...]
    trick_no: int
    tricks: tuple[tuple[tuple[int, tuple[Card, ...]], ...], ...]
    captured: tuple[int, int]
    cycles_won: tuple[int, int]
    selection: Selection | None  # this seat's free card choice now, if any


#: phases in which the dealer has not taken the bottom yet (after them he knows it, and the six he buried: R27)
_BOTTOM_UNSEEN = frozenset((Phase.DEAL, Phase.WINDOW, Phase.TRIBUTE, Phase.RETURN))
_SELECTION_PHASES = frozenset((Phase.RETURN, Phase.EXCHANGE))


#: ``tuple.__new__`` builds the named tuple from one tuple in C, without the Python frame of its ``__new__``
_new_view = tuple.__new__


def make_view(
    state: GunziData,
    seat: int,
    to_act: tuple[int, ...],
    selection: Callable[[int], Selection | None],
) -> GunziView:
    """The view of ``seat``; ``to_act`` and ``selection`` are the state's rules-level answers (``GunziData``)."""
    # built for every decision of every agent: plain attribute reads, C-level tuple copies, no helper calls
    # that the phase makes pointless (the selection exists only in RETURN and EXCHANGE)
    hands = state.hands
    seated = 0 <= seat <= 3
    phase = state.phase
    levels = state.levels
    captured = state.captured
    cycles_won = state.cycles_won
    bottom = state.bottom
    return _new_view(
        GunziView,
        (
            seat,
            state.options,
            phase,
            to_act,
            state.deal_no,
            state.cycle_no,
            state.first_hand,
            tuple(hands[seat]) if seated else (),
            (len(hands[0]), len(hands[1]), len(hands[2]), len(hands[3])),
            state.dealt,
            state.starter,
            state.dealer,
            state.level,
            (levels[0], levels[1]),
            state.blood,
            state.trump,
            state.decl_seat,
            state.decl_cards,
            tuple(state.shown),
            # public, or the dealer's own once he took it (R27)
            tuple(bottom)
            if state.bottom_public or (seat == state.dealer and phase not in _BOTTOM_UNSEEN)
            else None,
            len(bottom),
            state.dry_pot,
            state.payer,
            state.tribute_owed,
            state.tribute_cards,
            state.returned_cards if seated and seat in (state.dealer, state.payer) else None,
            state.leader,
            tuple(state.trick),
            state.trick_no,
            tuple(state.tricks),
            (captured[0], captured[1]),
            (cycles_won[0], cycles_won[1]),
            selection(seat) if seated and phase in _SELECTION_PHASES else None,
        ),
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
