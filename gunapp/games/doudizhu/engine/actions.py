"""Actions submitted to the Dou Dizhu engine (shared/DESIGN.md: one way in, one way out; the events that come
out are in ``events``).

Seat actions: :class:`Bid` (D4.1; value 0 = pass), :class:`Play` (cards, and the reading the player chose,
D6.4), :class:`Pass` (D5.2). The table's action: :class:`NextDeal` (D3.1), applied to the ``Session`` once a
deal is over, as Gunzi's ``NextHand``.
"""

from __future__ import annotations

from dataclasses import dataclass

from gunapp.core.cards import Card
from gunapp.games.doudizhu.engine.combos import Combo


@dataclass(frozen=True, slots=True)
class Bid:
    """D4.1: bid 1, 2 or 3 (higher than the highest so far), or 0 to pass."""

    seat: int
    value: int


@dataclass(frozen=True, slots=True)
class Play:
    """Play these cards. ``reading`` names the combination the player chose (D6.4); None = the only one."""

    seat: int
    cards: tuple[Card, ...]
    reading: Combo | None = None


@dataclass(frozen=True, slots=True)
class Pass:
    """D5.2: decline to beat the last combination (never allowed when leading, D5.3)."""

    seat: int


Action = Bid | Play | Pass


@dataclass(frozen=True, slots=True)
class NextDeal:
    """D3.1: the table deals the next hand after a played-out one (the deal passes on); not a seat's action,
    so it is not in ``Action`` and not in a record (the next deal's own actions are)."""
