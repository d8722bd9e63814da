"""Variants, rule options (D8.4) and the rank encoding shared by the Dou Dizhu engine.

Internal rank index (suits never matter, D2.3): ``0..11`` = 3..A, ``12`` = 2, ``13`` = black (small) joker,
``14`` = red (big) joker. A hand is a list of 15 counts indexed by rank. Ranks ``0..11`` may form sequences
(kinds 6-10); 2s and jokers never do.
"""

from __future__ import annotations

from enum import StrEnum

from pydantic import BaseModel, ConfigDict, Field, field_validator

from gunapp.core.cards import BIG_JOKER_RANK, SMALL_JOKER_RANK, Card

N_RANKS = 15
TWO = 12
BLACK_JOKER = 13
RED_JOKER = 14
#: highest rank index that may appear in a sequence (A)
MAX_CHAIN_RANK = 11
#: printable rank labels by index, as players say them
RANK_LABELS: tuple[str, ...] = ("3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A", "2", "SJ", "BJ")
#: DouZero / ddz-agent/1 int encoding by rank index
RANK_TO_INT: tuple[int, ...] = (3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 17, 20, 30)
INT_TO_RANK: dict[int, int] = {v: i for i, v in enumerate(RANK_TO_INT)}


class Variant(StrEnum):
    """D1.1: ``ddz3`` (3 players, one deck) and ``ddz4`` (4 players, two decks)."""

    DDZ3 = "ddz3"
    DDZ4 = "ddz4"

    @property
    def players(self) -> int:
        return 3 if self is Variant.DDZ3 else 4

    @property
    def decks(self) -> int:
        """D2.1, D2.2."""
        return 1 if self is Variant.DDZ3 else 2

    @property
    def hand_size(self) -> int:
        return 17 if self is Variant.DDZ3 else 25

    @property
    def kitty_size(self) -> int:
        return 3 if self is Variant.DDZ3 else 8

    @property
    def is_four(self) -> bool:
        return self is Variant.DDZ4


class Options(BaseModel):
    """D8.4 options, by the spec's key names (``kittyVisible``, ``spring``, ``doublingCap``)."""

    model_config = ConfigDict(populate_by_name=True, frozen=True, extra="forbid")

    kitty_visible: bool = Field(default=True, alias="kittyVisible")
    spring: bool = False
    #: None = no cap; otherwise the largest multiplier, a power of two >= 2 (applied last, after spring)
    doubling_cap: int | None = Field(default=None, alias="doublingCap")

    @field_validator("doubling_cap")
    @classmethod
    def _power_of_two(cls, v: int | None) -> int | None:
        if v is not None and (v < 2 or v & (v - 1)):
            raise ValueError("doublingCap must be none or a power of two >= 2")
        return v

    def to_record(self) -> dict[str, object]:
        return self.model_dump(by_alias=True)


def rank_of(card: Card) -> int:
    """The rank index of a card (module docstring)."""
    r = card.rank
    if r == SMALL_JOKER_RANK:
        return BLACK_JOKER
    if r == BIG_JOKER_RANK:
        return RED_JOKER
    if r == 2:
        return TWO
    return r - 3


def counts_of(cards: list[Card] | tuple[Card, ...]) -> list[int]:
    counts = [0] * N_RANKS
    for c in cards:
        counts[rank_of(c)] += 1
    return counts


def max_copies(variant: Variant, rank: int) -> int:
    """How many cards of a rank the variant's deck holds."""
    return variant.decks * (1 if rank >= BLACK_JOKER else 4)
