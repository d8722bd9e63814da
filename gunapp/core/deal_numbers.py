"""Numbered deals: a deal is a pure function of the game and a number, so a player can retry one or send it.

Dou Dizhu (ddz3, ddz4): number ``N`` fixes the dealer (D3.1), the shuffled deck and the marker position
(D3.2), drawn from a generator seeded by ``N``; so the starter (D3.3) and the first bidder follow too. A
session deals its first deal from its seed and every later deal from a number drawn by its own generator
whose dealer is the rotating dealer, so every deal of every session has a number that deals it again alone.

Gunzi: a hand's dealer and levels come from the hands before it (R9, R21), so only a match's first hand can
be dealt again on its own. Number ``N`` is the match seed: the first hand's deck, its starter (R8.2) and its
chance draws (R9.4, R11) are all drawn from it, and the dealer is decided by the declarations during that
deal (R9.2), so the same number and the same play give the same hand.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TYPE_CHECKING

from gunapp.core.cards import Card, make_deck

if TYPE_CHECKING:
    from gunapp.games.doudizhu.engine.rules import Options, Variant
    from gunapp.games.doudizhu.engine.state import Deal
    from gunapp.games.gunzi.engine.rules import GunziOptions
    from gunapp.games.gunzi.engine.state import GunziState

# Each game's engine is imported where its deals are made, not here: both tables use these numbers, and a Gunzi
# table importing the Dou Dizhu engine (its move generator's tables) cost 6.5 MB resident, the other way round
# about 2 MB (issue 29). A Dou Dizhu session dealt from numbers is ``games.doudizhu.engine.numbered``.

#: deal numbers are kept below this, so they fit a spin box and read aloud easily
MAX_NUMBER = (1 << 30) - 1
#: the record field (per hand) that holds a deal's number
FIELD = "deal_number"


def ddz_cards(variant: Variant, number: int) -> tuple[list[Card], int, int]:
    """The deck (in dealing order), marker index and dealer of Dou Dizhu deal ``number``: what a session
    seeded with ``number`` deals first (``Session``: dealer D3.1, shuffle, marker D3.2, in that order)."""
    if not 0 <= number <= MAX_NUMBER:
        raise ValueError(f"deal number {number} outside 0..{MAX_NUMBER}")
    rng = random.Random(number)
    dealer = rng.randrange(variant.players)
    deck = make_deck(variant.decks)
    rng.shuffle(deck)
    marker = rng.randrange(variant.players * variant.hand_size)
    return deck, marker, dealer


def dealer_of(variant: Variant, number: int) -> int:
    return random.Random(number).randrange(variant.players)


def ddz_deal(variant: Variant, number: int, options: Options | None = None, deal_no: int = 0) -> Deal:
    from gunapp.games.doudizhu.engine.state import Deal

    deck, marker, dealer = ddz_cards(variant, number)
    deal = Deal(variant, deck, dealer, marker, options, deal_no=deal_no)
    deal.number = number  # type: ignore[attr-defined]
    return deal


def number_of(deal: Deal) -> int | None:
    """The number of a Dou Dizhu deal, if it was dealt from one."""
    value = getattr(deal, "number", None)
    return value if isinstance(value, int) else None


def gunzi_match(number: int, options: GunziOptions | None = None) -> GunziState:
    """A Gunzi match whose first hand is deal ``number`` (a seed outside the numbers is dealt unnamed)."""
    from gunapp.games.gunzi.engine.state import GunziState

    state = GunziState.new(options, number)
    mark_gunzi(state)
    return state


def mark_gunzi(state: GunziState) -> None:
    """Name the first hand's number in the match's record (the seed deals it, see the module docstring)."""
    if state.records and state.deal_no == 0 and not state.preset and 0 <= state.seed <= MAX_NUMBER:
        state.record[FIELD] = state.seed


def gunzi_number(state: GunziState, hand: int) -> int | None:
    if hand < len(state.records):
        value = state.records[hand].get(FIELD)
        return value if isinstance(value, int) else None
    return None


def ddz_number_fits(variant: Variant, number: object, deck: list[Card], marker: int, dealer: int) -> bool:
    """A record's ``deal_number`` is the number of these cards: in range, and it deals this deck, marker
    position and dealer (a number that does not would show "Deal #N" on cards that are not deal N)."""
    if not isinstance(number, int) or isinstance(number, bool) or not 0 <= number <= MAX_NUMBER:
        return False
    return ddz_cards(variant, number) == (deck, marker, dealer)


def gunzi_number_fits(number: object, seed: int, deck: Sequence[Card], options: GunziOptions | None) -> bool:
    """A Gunzi record's first-hand ``deal_number``: the match seed (it deals the hand and its chance draws)
    and in range, and it deals this deck."""
    if not isinstance(number, int) or isinstance(number, bool) or number != seed:
        return False
    if not 0 <= number <= MAX_NUMBER:
        return False
    from gunapp.games.gunzi.engine.state import GunziState

    dealt = GunziState.new(options, number).records[0]["deck"]
    return [str(c) for c in dealt] == [str(c) for c in deck]
