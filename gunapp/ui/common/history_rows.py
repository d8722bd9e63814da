"""The rows of the hand's history, built by each game's ``TableKit.history`` from what the viewer may see:
one entry per trick or round, each play in order."""

from __future__ import annotations

from dataclasses import dataclass

from gunapp.core.cards import Card


@dataclass(frozen=True)
class HistoryPlay:
    seat: int
    cards: tuple[Card, ...]  # empty = a pass
    won: bool = False


@dataclass(frozen=True)
class HistoryEntry:
    """One trick or round: who led, each play in order, the winner, the points it took (a game that counts
    them)."""

    number: int
    leader: int
    plays: tuple[HistoryPlay, ...]
    winner: int | None  # None while the round is still open
    points: int | None = None
