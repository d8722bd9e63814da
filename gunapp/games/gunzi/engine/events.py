"""Gunzi events: what ``GunziState.apply`` reports, in the past tense, one value per thing that happened.

The UI queues one animation per event; ``view.redact_event(event, seat)`` hides what R27 keeps private
(other seats' dealt cards, a joker-free buried bottom, returned tribute cards).
"""

from __future__ import annotations

from dataclasses import dataclass

from gunapp.core.cards import Card, Suit


@dataclass(frozen=True, slots=True)
class HandStarted:
    """A deal began. ``dealer`` is None in a cycle's first hand (R9 decides it); ``level`` is L (R4.3)."""

    deal_no: int
    cycle_no: int
    first_hand: bool
    dealer: int | None
    starter: int
    level: int
    levels: tuple[int, int]
    blood: int


@dataclass(frozen=True, slots=True)
class CardDealt:
    """R8.3: the ``index``-th card (0-based) went to ``seat``; ``card`` is None in views of other seats."""

    seat: int
    index: int
    card: Card | None


@dataclass(frozen=True, slots=True)
class TrumpDeclared:
    """R9.2 / R10: an accepted declaration. ``kind`` is ``reveal`` (first hand's BJ), ``level`` or ``jokers``.

    ``suit`` is None for a reveal whose trump suit is not known yet (R9.3); ``count`` ranks it (R10.4).
    """

    seat: int
    cards: tuple[Card, ...]
    kind: str
    suit: Suit | None
    at: int


@dataclass(frozen=True, slots=True)
class DeclarationPassed:
    """R8.4: a seat passed in the post-deal window."""

    seat: int


@dataclass(frozen=True, slots=True)
class BottomFlipped:
    """R9.4: ``seat`` flipped bottom card ``position`` (0-based); a joker does not count (``counts`` False)."""

    seat: int
    position: int
    card: Card
    counts: bool


@dataclass(frozen=True, slots=True)
class BottomDrawn:
    """R11.1: bottom card ``position`` was drawn at random and shown."""

    position: int
    card: Card


@dataclass(frozen=True, slots=True)
class TrumpFixed:
    """T and D are settled for this hand. ``source``: reveal, declare, flip or draw (R13.1 depends on it)."""

    suit: Suit
    dealer: int
    level: int
    source: str


@dataclass(frozen=True, slots=True)
class Redealt:
    """R9.4(b) / R11.2: the hand is collected and dealt again (``reason``: flip or draw)."""

    reason: str


@dataclass(frozen=True, slots=True)
class RiotShown:
    """R12.5: ``seat`` showed three identical jokers; ``countered`` if the dealer's 3 BJ beat a 3 SJ riot."""

    seat: int
    cards: tuple[Card, ...]
    countered_by: int | None


@dataclass(frozen=True, slots=True)
class TributePaid:
    """R12.3: ``payer`` gave ``cards`` to ``receiver`` (public, R12.6). ``owed`` may exceed len(cards) (A36)."""

    payer: int
    receiver: int
    cards: tuple[Card, ...]
    owed: int


@dataclass(frozen=True, slots=True)
class TributeReturned:
    """R12.4: the dealer gave ``cards`` back; None in views of the other two seats (R27)."""

    seat: int
    to: int
    count: int
    cards: tuple[Card, ...] | None


@dataclass(frozen=True, slots=True)
class BottomRevealed:
    """R13.1: the six original bottom cards turned face up; ``dry_pot`` per R13.2."""

    cards: tuple[Card, ...]
    dry_pot: bool


@dataclass(frozen=True, slots=True)
class BottomTaken:
    """R14.1: the dealer took the bottom into his hand; ``cards`` None for others unless ``public`` (R13.1)."""

    seat: int
    cards: tuple[Card, ...] | None
    public: bool


@dataclass(frozen=True, slots=True)
class BottomBuried:
    """R14.1-R14.4: the dealer laid six cards away; face up (and public) iff a joker is among them."""

    seat: int
    cards: tuple[Card, ...] | None
    face_up: bool


@dataclass(frozen=True, slots=True)
class JokersBuried:
    """R15.3-R15.5: ``seat`` buried ``jokers`` and picked up ``picked``; the bottom is now ``bottom`` (face up)."""

    seat: int
    jokers: tuple[Card, ...]
    picked: tuple[Card, ...]
    bottom: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class JokersLaid:
    """R15.3-R15.4: ``seat`` laid ``jokers`` and the bottom, now ``bottom``, is face up; equal-strength cards
    tie for the pick-up (R15.5), so ``seat`` chooses next (``JokersBuried`` follows)."""

    seat: int
    jokers: tuple[Card, ...]
    bottom: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class BuryPassed:
    """R15.1: ``seat`` declined its chance to bury jokers."""

    seat: int


@dataclass(frozen=True, slots=True)
class CardsPlayed:
    """R16-R18: ``seat`` played ``cards`` to trick ``trick_no`` (0-based); ``lead`` if it opened the trick."""

    seat: int
    cards: tuple[Card, ...]
    trick_no: int
    lead: bool


@dataclass(frozen=True, slots=True)
class TrickWon:
    """R19: ``winner`` took the trick and its ``points``; ``last`` marks the hand's last trick (R20.1)."""

    winner: int
    points: int
    trick_no: int
    last: bool


@dataclass(frozen=True, slots=True)
class BottomDug:
    """R20.2: the attackers won the last trick; they score ``points`` × ``multiplier`` from the bottom."""

    seat: int
    bottom: tuple[Card, ...]
    points: int
    multiplier: int


@dataclass(frozen=True, slots=True)
class LevelsChanged:
    """R23: team levels before and after (team 0 = seats 0 and 2)."""

    before: tuple[int, int]
    after: tuple[int, int]


@dataclass(frozen=True, slots=True)
class HandSettled:
    """R21-R25: the hand's result. ``outcome`` is C1..C4, E1..E4 or ``cycle_won`` (R23.3)."""

    score: int
    trick_points: int
    dig: bool
    outcome: str
    dealer: int
    levels: tuple[int, int]
    next_dealer: int | None
    blood: int
    joker_blood: int
    cycle_winner: int | None


@dataclass(frozen=True, slots=True)
class CycleWon:
    """R26.1: ``team`` won cycle ``cycle_no``; levels go back to 3 (R26.2)."""

    team: int
    cycle_no: int
    cycles_won: tuple[int, int]


@dataclass(frozen=True, slots=True)
class MatchOver:
    """R26.3: the match (``cyclesPerMatch`` cycles) is over."""

    cycles_won: tuple[int, int]
    winner: int | None


Event = (
    HandStarted
    | CardDealt
    | TrumpDeclared
    | DeclarationPassed
    | BottomFlipped
    | BottomDrawn
    | TrumpFixed
    | Redealt
    | RiotShown
    | TributePaid
    | TributeReturned
    | BottomRevealed
    | BottomTaken
    | BottomBuried
    | JokersBuried
    | JokersLaid
    | BuryPassed
    | CardsPlayed
    | TrickWon
    | BottomDug
    | LevelsChanged
    | HandSettled
    | CycleWon
    | MatchOver
)
