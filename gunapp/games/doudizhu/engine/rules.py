"""Variants, rule options (D8.4) and the rank encoding shared by the Dou Dizhu engine.

Internal rank index (suits never matter, D2.3): ``0..11`` = 3..A, ``12`` = 2, ``13`` = black (small) joker,
``14`` = red (big) joker. A hand is a list of 15 counts indexed by rank. Ranks ``0..11`` may form sequences
(kinds 6-10); 2s and jokers never do.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Any, Literal

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


#: D11 options' values (section 11's table), defaults first
BIDDING_VALUES: tuple[str, ...] = ("points", "grab")
DOUBLING_VALUES: tuple[str, ...] = ("off", "on", "super")
#: the call-and-grab options (section 11) and their defaults: at these values the game is sections 1-8
CALL_AND_GRAB_DEFAULTS: dict[str, Any] = {"bidding": "points", "doubling": "off", "showHand": False}


class Options(BaseModel):
    """D8.4 and D11 options, by the spec's key names (``kittyVisible``, ``spring``, ``doublingCap``,
    ``bidding``, ``doubling``, ``showHand``).

    ``bidding``: ``points`` (叫分, section 4) or ``grab`` (叫地主 / 抢地主, D11.1-D11.6); ``doubling``: ``off``,
    ``on`` (加倍 ×2) or ``super`` (also 超级加倍 ×4, D11.7-D11.8); ``showHand``: 明牌 (D11.9-D11.11).
    """

    model_config = ConfigDict(populate_by_name=True, frozen=True, extra="forbid")

    kitty_visible: bool = Field(default=True, alias="kittyVisible")
    spring: bool = False
    #: None = no cap; otherwise the largest multiplier, a power of two >= 2 (applied last, after spring)
    doubling_cap: int | None = Field(default=None, alias="doublingCap")
    bidding: Literal["points", "grab"] = "points"
    doubling: Literal["off", "on", "super"] = "off"
    show_hand: bool = Field(default=False, alias="showHand")

    @field_validator("doubling_cap")
    @classmethod
    def _power_of_two(cls, v: int | None) -> int | None:
        if v is not None and (v < 2 or v & (v - 1)):
            raise ValueError("doublingCap must be none or a power of two >= 2")
        return v

    @property
    def grab(self) -> bool:
        """D11.1-D11.6 replace D4.1-D4.3."""
        return self.bidding == "grab"

    @property
    def double_factors(self) -> tuple[int, ...]:
        """The factors a player may choose at D11.7 (``()``: no doubling round)."""
        return {"off": (), "on": (1, 2), "super": (1, 2, 4)}[self.doubling]

    @property
    def call_and_grab(self) -> bool:
        """Any section-11 option away from its default."""
        return any(self.all_values()[k] != v for k, v in CALL_AND_GRAB_DEFAULTS.items())

    def all_values(self) -> dict[str, Any]:
        """Every option by spec key, JSON-ready (the house-rules defaults, the presets' comparison)."""
        return self.model_dump(by_alias=True)

    def to_record(self) -> dict[str, object]:
        """The options a record stores: the section-11 ones only when not at their default, so a record of a
        game at the default rules is the one this app wrote before section 11 existed (byte for byte)."""
        values = self.all_values()
        for key, default in CALL_AND_GRAB_DEFAULTS.items():
            if values[key] == default:
                del values[key]
        return values


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
