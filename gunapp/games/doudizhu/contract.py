"""Dou Dizhu's engine-side plug-ins named on its ``GameSpec`` (no Qt): where a replay's round step stops and
the order a hand is sorted in."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from gunapp.core.cards import Card
from gunapp.games.doudizhu.engine.events import RoundWon
from gunapp.games.doudizhu.engine.rules import rank_of
from gunapp.games.doudizhu.engine.session import Session


def trick_end(events: list[Any]) -> bool:
    """A round was taken (D5.3): the replay's "next trick" stops here."""
    return any(isinstance(e, RoundWon) for e in events)


def card_order(c: Card) -> tuple[int, str]:
    """D2.3: by rank 3..A, 2, small joker, big joker, then suit (``state.sort_cards``)."""
    return (rank_of(c), c.suit.value if c.suit else "")


def hand_order(_session: Session) -> Callable[[Card], Any]:
    return card_order
