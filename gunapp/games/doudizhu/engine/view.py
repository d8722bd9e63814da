"""What one seat may know of a deal (shared/DESIGN.md: the AI and the card counter see only views)."""

from __future__ import annotations

from dataclasses import dataclass

from gunapp.core.cards import Card
from gunapp.games.doudizhu.engine.combos import Combo
from gunapp.games.doudizhu.engine.events import DealResult
from gunapp.games.doudizhu.engine.rules import Variant
from gunapp.games.doudizhu.engine.stake import Stake

#: ``Decision.kind`` values, in the order they come in a deal (section 11)
START_SHOW, CALL, GRAB, LANDLORD_SHOW, DOUBLE = "start_show", "call", "grab", "landlord_show", "double"


@dataclass(frozen=True, slots=True)
class Decision:
    """One section-11 decision, public: ``kind`` (``START_SHOW``, ``CALL``, ``GRAB``, ``LANDLORD_SHOW``,
    ``DOUBLE``), the seat, and ``value``: 1 / 0 for show, call and grab (yes / no), the factor for a double."""

    kind: str
    seat: int
    value: int


@dataclass(frozen=True, slots=True)
class PlayRecord:
    """One turn of card play: ``combo`` None means a pass."""

    seat: int
    cards: tuple[Card, ...]
    combo: Combo | None


@dataclass(frozen=True, slots=True)
class DealView:
    """What ``seat`` knows.

    ``phase``: ``"start_show"`` (D11.9, before the deal: ``hand`` is empty and every count 0), ``"bidding"``
    (叫分, or 叫地主 / 抢地主 under ``bidding=grab``), ``"landlord_show"`` (D11.10), ``"doubling"`` (D11.7),
    ``"playing"``, ``"ended"``. Section 11 (defaults when its options are off): ``shown`` per seat, the cards of
    a shown hand as they are now (None: not shown), the same in every seat's view; ``stake`` the stake's factors
    now; ``talk`` every section-11 decision so far; ``caller`` the seat that called (D11.3), -1 before.
    """

    variant: Variant
    seat: int
    phase: str
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
    shown: tuple[tuple[Card, ...] | None, ...] = ()
    stake: Stake = Stake()
    talk: tuple[Decision, ...] = ()
    caller: int = -1

    def shown_hand(self, seat: int) -> tuple[Card, ...] | None:
        """The cards of ``seat``'s shown hand now (D11.11), None when it is not shown."""
        return self.shown[seat] if 0 <= seat < len(self.shown) else None

    @property
    def players(self) -> int:
        return len(self.hand_counts)

    def played_by(self, seat: int) -> list[Card]:
        return [c for p in self.history if p.seat == seat for c in p.cards]
