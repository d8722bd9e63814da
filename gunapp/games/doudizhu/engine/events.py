"""Events the Dou Dizhu engine emits (shared/DESIGN.md: one way in, one way out).

Events are small frozen records; each has a stable ``type`` string so the UI can map it to one animation.
Private information (hands) is never in an event: read it from ``view(seat)``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar

from gunapp.core.cards import Card
from gunapp.games.doudizhu.engine.combos import Combo


@dataclass(frozen=True, slots=True)
class DealStarted:
    """D3.2-D3.3: cards dealt; ``marker`` was dealt face up to ``first_bidder`` at ``marker_index``."""

    type: ClassVar[str] = "deal_started"
    deal_no: int
    dealer: int
    first_bidder: int
    marker: Card
    marker_index: int
    hand_size: int


@dataclass(frozen=True, slots=True)
class BidMade:
    type: ClassVar[str] = "bid"
    seat: int
    value: int


@dataclass(frozen=True, slots=True)
class Redeal:
    """D4.4: everyone passed; the same dealer deals again (a ``DealStarted`` follows)."""

    type: ClassVar[str] = "redeal"
    dealer: int


@dataclass(frozen=True, slots=True)
class LandlordChosen:
    """D4.3, D4.5: the landlord takes the kitty; ``kitty`` is None when the option kittyVisible is off."""

    type: ClassVar[str] = "landlord"
    seat: int
    base: int
    kitty: tuple[Card, ...] | None


@dataclass(frozen=True, slots=True)
class CardsPlayed:
    """A play; ``doubled`` if it doubles the stake (D8.2); ``multiplier`` is 2^m after it."""

    type: ClassVar[str] = "play"
    seat: int
    cards: tuple[Card, ...]
    combo: Combo
    doubled: bool
    multiplier: int
    cards_left: int


@dataclass(frozen=True, slots=True)
class Passed:
    type: ClassVar[str] = "pass"
    seat: int


@dataclass(frozen=True, slots=True)
class RoundWon:
    """D5.3: everyone else passed; ``seat`` leads next."""

    type: ClassVar[str] = "round_won"
    seat: int


@dataclass(frozen=True, slots=True)
class DealResult:
    """D8.1-D8.4: outcome of a finished deal (``scores`` = change per seat)."""

    landlord: int
    base: int
    doublings: int
    spring: bool
    multiplier: int
    winner: str  # "landlord" | "peasants"
    scores: tuple[int, ...] = field(default_factory=tuple)


@dataclass(frozen=True, slots=True)
class DealEnded:
    """D5.4: a player emptied their hand; ``totals`` are the session totals after this deal (D8.3)."""

    type: ClassVar[str] = "deal_ended"
    winner_seat: int
    result: DealResult
    totals: tuple[int, ...]


Event = DealStarted | BidMade | Redeal | LandlordChosen | CardsPlayed | Passed | RoundWon | DealEnded
