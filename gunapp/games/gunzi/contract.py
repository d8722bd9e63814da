"""Gunzi's engine-side plug-ins named on its ``GameSpec`` (no Qt): where a replay's trick step stops, the
order a hand is sorted in, and the number of the deal on the table."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from gunapp.core.cards import SUITS, Card, Suit
from gunapp.games.gunzi.engine.events import TrickWon
from gunapp.games.gunzi.engine.state import GunziState
from gunapp.games.gunzi.engine.trumps import TrumpContext


def trick_end(events: list[Any]) -> bool:
    """A trick was won (R18): the replay's "next trick" stops here."""
    return any(isinstance(e, TrickWon) for e in events)


def provisional_key(level: int, suit: Suit | None) -> Callable[[Card], Any]:
    """The hand order before T is fixed: with a declared suit, that suit's order; else jokers, level cards,
    2s, then spades, hearts, clubs, diamonds (high first)."""
    if suit is not None:
        return TrumpContext(level, suit).sort_key

    def key(c: Card) -> tuple[int, int, int]:
        if c.suit is None:
            return (0, -c.rank, 0)
        si = SUITS.index(c.suit)
        if c.rank == level:
            return (1, 0, si)
        if c.rank == 2:
            return (2, 0, si)
        return (3 + si, -c.rank, 0)

    return key


def hand_order(state: GunziState) -> Callable[[Card], Any]:
    """The table's hand order now: the declared or fixed trump suit's, else the provisional one."""
    return provisional_key(state.level, state.trump if state.trump is not None else state.decl_suit)
