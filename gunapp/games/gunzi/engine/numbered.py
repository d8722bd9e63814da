"""Gunzi's numbered deals (``gunapp.core.deal_numbers``): a hand's dealer and levels come from the hands
before it (R9, R21), so only a match's first hand can be dealt again on its own. Number ``N`` is the match
seed: the first hand's deck, its starter (R8.2) and its chance draws (R9.4, R11) are all drawn from it, and
the dealer is decided by the declarations during that deal (R9.2), so the same number and the same play give
the same hand."""

from __future__ import annotations

from collections.abc import Sequence

from gunapp.core.cards import Card
from gunapp.core.deal_numbers import FIELD, MAX_NUMBER
from gunapp.games.gunzi.engine.rules import GunziOptions
from gunapp.games.gunzi.engine.state import GunziState


def gunzi_match(number: int, options: GunziOptions | None = None) -> GunziState:
    """A Gunzi match whose first hand is deal ``number`` (a seed outside the numbers is dealt unnamed)."""
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


def gunzi_number_fits(number: object, seed: int, deck: Sequence[Card], options: GunziOptions | None) -> bool:
    """A Gunzi record's first-hand ``deal_number``: the match seed (it deals the hand and its chance draws)
    and in range, and it deals this deck."""
    if not isinstance(number, int) or isinstance(number, bool) or number != seed:
        return False
    if not 0 <= number <= MAX_NUMBER:
        return False
    dealt = GunziState.new(options, number).records[0]["deck"]
    return [str(c) for c in dealt] == [str(c) for c in deck]


def current_number(state: GunziState) -> int | None:
    """``GameSpec.deal_number``: the number of the hand on the table (its match's first hand only)."""
    return gunzi_number(state, state.deal_no)
