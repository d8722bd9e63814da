"""Gunzi actions: small frozen values a seat (or the table) submits to ``GunziState.apply``.

Card tuples are normalised to a canonical order, so two actions holding the same multiset of cards compare
equal (``action in state.legal_actions(seat)`` works whatever order the cards were picked in).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from gunapp.core.cards import Card, Suit

#: the pseudo-seat of the table itself: it deals the next card (R8.3) and starts the next hand
TABLE = -1


def canon(cards: Iterable[Card]) -> tuple[Card, ...]:
    """Canonical order of a multiset of cards (by rank, then suit letter)."""
    t = tuple(cards)
    n = len(t)
    if n < 2:
        return t
    if n <= 3:
        # pairs and triples of one face are the common case (every enumerated play): already canonical
        a = t[0]
        if all(c is a or c == a for c in t):
            return t
    return tuple(sorted(t, key=_canon_key))


def _canon_key(card: Card) -> tuple[int, str]:
    # ``_value_`` is the plain attribute behind ``Suit.value``: this key runs for every enumerated play
    suit = card.suit
    return (card.rank, suit._value_ if suit is not None else "")


def _norm(obj: object, name: str) -> None:
    object.__setattr__(obj, name, canon(getattr(obj, name)))


@dataclass(frozen=True, slots=True)
class DealNext:
    """R8.3: the table deals the next card (one card per action, so declarations fit between any two)."""

    seat: int = TABLE


@dataclass(frozen=True, slots=True)
class Declare:
    """R9.2 / R10.2-R10.5: show cards to declare trump.

    ``cards`` is the full set now shown: ``(BJ,)`` for a first hand's reveal, 1-3 identical level cards, or
    three identical jokers with ``suit`` naming the trump (R10.3). A reinforcement shows all its cards again.
    """

    seat: int
    cards: tuple[Card, ...]
    suit: Suit | None = None

    def __post_init__(self) -> None:
        _norm(self, "cards")


@dataclass(frozen=True, slots=True)
class Pass:
    """Decline: in the post-deal window (R8.4), a joker burial chance (R15.1), or "not now" during the deal.

    During the deal a ``Pass`` is a no-op that changes nothing and is not recorded: it lets an agent answer
    "no declaration" to the same question as every other phase.
    """

    seat: int


@dataclass(frozen=True, slots=True)
class PayTribute:
    """R12.3: the payer hands over his N highest eligible cards (choosing among ties)."""

    seat: int
    cards: tuple[Card, ...]

    def __post_init__(self) -> None:
        _norm(self, "cards")


@dataclass(frozen=True, slots=True)
class Riot:
    """R12.5: the payer shows three identical jokers to refuse the tribute (option ``riot=ON``)."""

    seat: int
    cards: tuple[Card, ...]

    def __post_init__(self) -> None:
        _norm(self, "cards")


@dataclass(frozen=True, slots=True)
class ReturnTribute:
    """R12.4: the dealer gives the payer back as many cards as he received."""

    seat: int
    cards: tuple[Card, ...]

    def __post_init__(self) -> None:
        _norm(self, "cards")


@dataclass(frozen=True, slots=True)
class Bury:
    """R14.1: the dealer, holding 45 cards, lays six away as the new bottom."""

    seat: int
    cards: tuple[Card, ...]

    def __post_init__(self) -> None:
        _norm(self, "cards")


@dataclass(frozen=True, slots=True)
class BuryJokers:
    """R15.3-R15.5: lay ``jokers`` into the bottom and take the same number of its lowest pickable cards."""

    seat: int
    jokers: tuple[Card, ...]
    picked: tuple[Card, ...] = field(default=())

    def __post_init__(self) -> None:
        _norm(self, "jokers")
        _norm(self, "picked")


@dataclass(frozen=True, slots=True, eq=False)
class Play:
    """R16-R18: lead or follow with these cards.

    Unlike the other actions, ``cards`` keeps the order it was given in (the hot path of enumeration and
    search builds many plays); equality and hashing still treat it as a multiset.
    """

    seat: int
    cards: tuple[Card, ...]

    def __post_init__(self) -> None:
        if type(self.cards) is not tuple:
            object.__setattr__(self, "cards", tuple(self.cards))

    def _key(self) -> tuple[int, tuple[Card, ...]]:
        return (self.seat, canon(self.cards))

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Play):
            return NotImplemented
        return self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())


@dataclass(frozen=True, slots=True)
class NextHand:
    """R26: after a settled hand, the table deals the next one."""

    seat: int = TABLE


Action = DealNext | Declare | Pass | PayTribute | Riot | ReturnTribute | Bury | BuryJokers | Play | NextHand
