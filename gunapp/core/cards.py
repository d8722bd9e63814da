"""Cards shared by every game: faces, suits, ranks and the record card codes.

Card code (gunapp-record/1): rank ``2 3 4 5 6 7 8 9 T J Q K A`` then suit ``S H C D`` (``TH`` = 10 of hearts);
jokers ``BJ`` (big, red) and ``SJ`` (small, black). Copies of a face are not distinguished, so a hand is a
multiset of ``Card`` values (use lists or Counters, never sets).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import StrEnum


class CardCodeError(ValueError):
    """A card code that is not one of the 54 faces."""


class Suit(StrEnum):
    SPADES = "S"
    HEARTS = "H"
    CLUBS = "C"
    DIAMONDS = "D"

    @property
    def symbol(self) -> str:
        return _SUIT_SYMBOLS[self]

    @property
    def is_red(self) -> bool:
        return self in (Suit.HEARTS, Suit.DIAMONDS)


_SUIT_SYMBOLS = {Suit.SPADES: "♠", Suit.HEARTS: "♥", Suit.CLUBS: "♣", Suit.DIAMONDS: "♦"}

#: rank characters in code order; rank value = index + 2 (2..14, A = 14)
RANK_CHARS = "23456789TJQKA"
SMALL_JOKER_RANK = 15
BIG_JOKER_RANK = 16
SUITS: tuple[Suit, ...] = (Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS)


@dataclass(frozen=True, slots=True)
class Card:
    """One face. ``rank`` is 2..14 for suited cards (A = 14), 15 for the small joker, 16 for the big joker."""

    rank: int
    suit: Suit | None = None

    @property
    def is_joker(self) -> bool:
        return self.suit is None

    @property
    def is_big_joker(self) -> bool:
        return self.rank == BIG_JOKER_RANK

    @property
    def is_small_joker(self) -> bool:
        return self.rank == SMALL_JOKER_RANK

    @property
    def code(self) -> str:
        if self.suit is None:
            return "BJ" if self.rank == BIG_JOKER_RANK else "SJ"
        return RANK_CHARS[self.rank - 2] + self.suit.value

    @property
    def rank_label(self) -> str:
        """The rank as printed on a card: ``10`` rather than ``T``."""
        if self.suit is None:
            return ""
        return "10" if self.rank == 10 else RANK_CHARS[self.rank - 2]

    @property
    def label(self) -> str:
        """Short human label such as ``♥10``; jokers use their code (translated by the UI)."""
        if self.suit is None:
            return self.code
        return self.suit.symbol + self.rank_label

    def __str__(self) -> str:
        return self.code

    def __repr__(self) -> str:
        return f"Card({self.code})"

    @staticmethod
    def parse(code: str) -> Card:
        try:
            return _BY_CODE[code]
        except (KeyError, TypeError):
            raise CardCodeError(f"not a card code: {code!r}") from None


BIG_JOKER = Card(BIG_JOKER_RANK)
SMALL_JOKER = Card(SMALL_JOKER_RANK)

#: the 54 faces: 52 suited (spades first, 2..A) then the small and big jokers
FACES: tuple[Card, ...] = tuple(Card(r, s) for s in SUITS for r in range(2, 15)) + (SMALL_JOKER, BIG_JOKER)
_BY_CODE: dict[str, Card] = {c.code: c for c in FACES}


def parse_cards(codes: Iterable[str]) -> list[Card]:
    """Parse card codes; raises ``CardCodeError`` naming the first bad code."""
    return [Card.parse(c) for c in codes]


def card_codes(cards: Iterable[Card]) -> list[str]:
    return [c.code for c in cards]


def make_deck(copies: int) -> list[Card]:
    """``copies`` full 54-card decks, unshuffled (3 for Gunzi, 1 for Dou Dizhu 3p, 2 for 4p)."""
    return [c for _ in range(copies) for c in FACES]
