"""What one seat may know of a deal (shared/DESIGN.md: the AI and the card counter see only views)."""

from __future__ import annotations

from dataclasses import dataclass

from gunapp.core.cards import Card
from gunapp.games.doudizhu.engine.combos import Combo
from gunapp.games.doudizhu.engine.events import DealResult
from gunapp.games.doudizhu.engine.rules import Variant


@dataclass(frozen=True, slots=True)
class PlayRecord:
    """One turn of card play: ``combo`` None means a pass."""

    seat: int
    cards: tuple[Card, ...]
    combo: Combo | None


@dataclass(frozen=True, slots=True)
class DealView:
    variant: Variant
    seat: int
    phase: str  # "bidding" | "playing" | "ended"
    dealer: int
    marker: Card  # D3.2: shown to all
    first_bidder: int
    hand: tuple[Card, ...]  # own cards, sorted
    hand_counts: tuple[int, ...]  # cards left per seat
    bids: tuple[tuple[int, int], ...]  # (seat, value) in order; 0 = pass
    landlord: int  # -1 during bidding
    base: int
    kitty: tuple[Card, ...] | None  # known to this seat (D4.5 kittyVisible, or own kitty)
    turn: int
    leading: bool  # this turn's player leads (no pass allowed)
    last: Combo | None  # the combination to beat
    last_seat: int
    history: tuple[PlayRecord, ...]
    doublings: int
    multiplier: int
    result: DealResult | None
    totals: tuple[int, ...]  # session totals (D8.3)

    @property
    def players(self) -> int:
        return len(self.hand_counts)

    def played_by(self, seat: int) -> list[Card]:
        return [c for p in self.history if p.seat == seat for c in p.cards]
