"""Events the Dou Dizhu engine emits (shared/DESIGN.md: one way in, one way out).

Events are small frozen records; each has a stable ``type`` string so the UI can map it to one animation.
Private information (hands) is never in an event: read it from ``view(seat)`` (a hand shown under D11.9-D11.10
is public: ``ShowMade.cards``).

Under the call-and-grab options (section 11) a deal's events are, in order: ``ShowRoundStarted`` and one
``ShowMade`` (stage ``start``) per seat when ``showHand`` is on, then ``DealStarted`` (the cards are dealt);
``BidMade`` (``points``) or ``CallMade`` / ``GrabMade`` (``grab``), ending in ``LandlordChosen`` (or ``Redeal``);
the landlord's ``ShowMade`` (stage ``landlord``, showHand on and not shown yet); one ``DoubleMade`` per seat,
peasants first (``doubling`` on or super); then the card play as before and ``DealEnded``, whose result holds
each peasant's line (``DealResult.payments``). Every section-11 event carries ``stake``, the stake after it
(``stake.Stake``: the ladder's factors), so a table can show each ×2 / ×4 as it happens.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar

from gunapp.core.cards import Card
from gunapp.games.doudizhu.engine.combos import Combo
from gunapp.games.doudizhu.engine.stake import PeasantPayment, Stake, peasant_payments

#: ``ShowMade.stage``: 明牌开始 before the deal (D11.9) and the landlord's 明牌 after the kitty (D11.10)
START, LANDLORD = "start", "landlord"
#: the show factors of D11.9 and D11.10
SHOW_FACTORS: dict[str, int] = {START: 4, LANDLORD: 2}


@dataclass(frozen=True, slots=True)
class ShowRoundStarted:
    """D11.9 (``showHand`` on): a new deal, no card dealt yet; each seat in turn from ``first`` (the dealer's
    right, the first seat dealt to) chooses 明牌开始 or not (``Show``). ``DealStarted`` follows the last choice.
    Without showHand a deal starts with ``DealStarted`` alone."""

    type: ClassVar[str] = "show_round"
    deal_no: int
    dealer: int
    first: int
    hand_size: int


@dataclass(frozen=True, slots=True)
class DealStarted:
    """D3.2-D3.3: cards dealt; ``marker`` was dealt face up to ``first_bidder`` at ``marker_index``.
    ``shown``: the seats that chose 明牌开始 (D11.9), whose cards are dealt face up (in every seat's
    ``DealView.shown`` from this event on)."""

    type: ClassVar[str] = "deal_started"
    deal_no: int
    dealer: int
    first_bidder: int
    marker: Card
    marker_index: int
    hand_size: int
    shown: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class ShowMade:
    """D11.9-D11.11: ``seat`` showed its hand (``shown``) or chose not to.

    ``stage`` is ``"start"`` (明牌开始, before the deal, factor 4: ``cards`` is empty, the hand is face up from
    the ``DealStarted``) or ``"landlord"`` (明牌 after the kitty, factor 2: ``cards`` is the hand, face up from
    now). ``factor``: this show's factor (1 when not shown); ``stake.show`` is s after it, the largest factor
    shown (several shows do not multiply)."""

    type: ClassVar[str] = "show"
    seat: int
    stage: str
    shown: bool
    factor: int
    cards: tuple[Card, ...]
    stake: Stake


@dataclass(frozen=True, slots=True)
class CallMade:
    """D11.1: ``seat`` called the landlord (叫地主, ``called``) or declined (不叫). After a call the base is 1."""

    type: ClassVar[str] = "call"
    seat: int
    called: bool
    stake: Stake


@dataclass(frozen=True, slots=True)
class GrabMade:
    """D11.3-D11.5: ``seat`` grabbed (抢地主, ``grabbed``: the stake doubles) or not (不抢); ``final`` for the
    caller's last turn (D11.4). ``stake.grabs`` is g after it."""

    type: ClassVar[str] = "grab"
    seat: int
    grabbed: bool
    final: bool
    stake: Stake


@dataclass(frozen=True, slots=True)
class DoubleMade:
    """D11.7-D11.8: ``seat`` chose ``factor`` 1 (不加倍), 2 (加倍) or 4 (超级加倍), seen by all. A peasant's
    factor applies to its own payment, the landlord's to every peasant's (``stake.doubles``)."""

    type: ClassVar[str] = "double"
    seat: int
    factor: int
    stake: Stake


@dataclass(frozen=True, slots=True)
class BidMade:
    type: ClassVar[str] = "bid"
    seat: int
    value: int


@dataclass(frozen=True, slots=True)
class Redeal:
    """D4.4, D11.2: everyone passed (declined); the same dealer deals again (a ``DealStarted`` follows, or a
    ``ShowRoundStarted`` under showHand: the new deal has its own round of D11.9)."""

    type: ClassVar[str] = "redeal"
    dealer: int


@dataclass(frozen=True, slots=True)
class LandlordChosen:
    """D4.3, D4.5, D11.5, D11.6: the landlord takes the kitty; ``kitty`` is None when the option kittyVisible
    is off. ``grabs``: g under ``bidding=grab`` (0 under points); ``stake``: the stake now."""

    type: ClassVar[str] = "landlord"
    seat: int
    base: int
    kitty: tuple[Card, ...] | None
    grabs: int = 0
    stake: Stake = Stake()


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
    """D8.1-D8.4, D11.12: outcome of a finished deal (``scores`` = change per seat).

    ``multiplier``: 2^g × s × 2^m × spring, capped (under the default options: 2^m × spring, capped, the
    multiplier of every payment); ``payments``: each peasant's line of D11.12 (its own doubles, the cap), in
    seat order; ``grabs`` g, ``show`` s, ``doubles`` d per seat (empty when every d is 1)."""

    landlord: int
    base: int
    doublings: int
    spring: bool
    multiplier: int
    winner: str  # "landlord" | "peasants"
    scores: tuple[int, ...] = field(default_factory=tuple)
    grabs: int = 0
    show: int = 1
    doubles: tuple[int, ...] = ()
    #: the ``doublingCap`` in force (None: no cap)
    cap: int | None = None

    @property
    def payments(self) -> tuple[PeasantPayment, ...]:
        """Each peasant's line of D11.12 (``stake.PeasantPayment``), in seat order; worked out when read, so a
        long session's finished deals keep only the factors."""
        return peasant_payments(
            len(self.scores),
            self.landlord,
            self.base,
            self.doublings,
            self.winner == "landlord",
            spring=2 if self.spring else 1,
            grabs=self.grabs,
            show=self.show,
            doubles=self.doubles,
            cap=self.cap,
        )


@dataclass(frozen=True, slots=True)
class DealEnded:
    """D5.4: a player emptied their hand; ``totals`` are the session totals after this deal (D8.3)."""

    type: ClassVar[str] = "deal_ended"
    winner_seat: int
    result: DealResult
    totals: tuple[int, ...]


Event = (
    ShowRoundStarted
    | DealStarted
    | ShowMade
    | BidMade
    | CallMade
    | GrabMade
    | Redeal
    | LandlordChosen
    | DoubleMade
    | CardsPlayed
    | Passed
    | RoundWon
    | DealEnded
)
