"""Builders for Gunzi state tests: decks with chosen hands and bottoms, later hands, driving phases."""

from __future__ import annotations

import copy
from collections import Counter
from collections.abc import Iterable

import pytest

from gunapp.core.cards import Card, make_deck, parse_cards
from gunapp.core.errors import IllegalAction
from gunapp.games.gunzi.engine import match as match_phase
from gunapp.games.gunzi.engine.actions import Action, DealNext, Pass
from gunapp.games.gunzi.engine.phase import Phase
from gunapp.games.gunzi.engine.rules import GunziOptions
from gunapp.games.gunzi.engine.state import GunziState


def cs(codes: str) -> list[Card]:
    return parse_cards(codes.split())


def build_deck(
    hands: dict[int, str] | None = None,
    bottom: str = "",
    starter: int = 0,
    filler_first: str = "",
    dump: int | None = None,
) -> tuple[Card, ...]:
    """A 162-card deck: seat s is dealt ``hands[s]`` first (in that order), the bottom is ``bottom`` in order;
    everything else is filled from the rest of the deck (``filler_first`` codes' faces are used last, so
    fillers avoid them where they can: e.g. "BJ SJ 7S 7H 7C 7D" keeps jokers and level cards out; with
    ``dump`` they go to that seat's free slots first)."""
    hands = hands or {}
    chosen = {s: cs(h) for s, h in hands.items()}
    bot = cs(bottom)
    pool = Counter(make_deck(3))
    for cards in [*chosen.values(), bot]:
        for c in cards:
            if pool[c] <= 0:
                raise ValueError(f"more than 3 copies of {c}")
            pool[c] -= 1
    avoid = set(cs(filler_first))
    rest = sorted(pool.elements(), key=lambda c: (c in avoid, c.rank % 7, c.code))
    deck: list[Card | None] = [None] * 162
    for s in range(4):
        slots = [(s - starter) % 4 + 4 * j for j in range(39)]
        own = chosen.get(s, [])
        if len(own) > 39:
            raise ValueError("a hand holds 39 cards")
        for slot, c in zip(slots, own, strict=False):
            deck[slot] = c
    for i, c in enumerate(bot):
        deck[156 + i] = c
    free = [i for i, c in enumerate(deck) if c is None]
    if dump is not None:
        avoided = [c for c in rest if c in avoid]
        rest = [c for c in rest if c not in avoid]
        dump_slots = [i for i in free if i < 156 and i % 4 == (dump - starter) % 4]
        for i, c in zip(dump_slots, avoided, strict=False):
            deck[i] = c
        rest = avoided[len(dump_slots) :] + rest if len(avoided) > len(dump_slots) else rest
        rest = sorted(rest, key=lambda c: (c in avoid, c.rank % 7, c.code))
        free = [i for i, c in enumerate(deck) if c is None]
    # fill the bottom last so that fillers meant to be avoided end up there only if nothing else fits
    free.sort(key=lambda i: i >= 156)
    for i, c in zip(free, rest, strict=True):
        deck[i] = c
    out = tuple(c for c in deck if c is not None)
    assert len(out) == 162
    return out


def first_hand(deck: tuple[Card, ...], starter: int = 0, options: GunziOptions | None = None) -> GunziState:
    return GunziState.new(options or GunziOptions(), seed=1, preset={0: (deck, starter)})


def later_hand(
    deck: tuple[Card, ...],
    dealer: int,
    levels: tuple[int, int] = (3, 3),
    blood: int = 0,
    options: GunziOptions | None = None,
) -> GunziState:
    """A state at the start of a later hand (R10): dealer fixed, levels and blood as given."""
    state = GunziState(options=options or GunziOptions(), seed=1, preset={0: (deck, None)})
    state.first_hand = False
    state.dealer = dealer
    state.levels = list(levels)
    state.blood = blood
    match_phase.start_deal(state)
    return state


def deal_to(state: GunziState, n: int) -> None:
    while state.phase is Phase.DEAL and state.dealt < n:
        state.apply(DealNext())


def deal_all(state: GunziState) -> None:
    deal_to(state, 156)


def pass_window(state: GunziState) -> None:
    while state.phase is Phase.WINDOW:
        state.apply(Pass(state.to_act[0]))


def apply_all(state: GunziState, actions: Iterable[Action]) -> None:
    for a in actions:
        state.apply(a)


def assert_illegal(state: GunziState, action: Action, code: str, rule: str | None = None) -> IllegalAction:
    """``action`` raises IllegalAction ``code`` and leaves the state exactly as it was."""
    before = copy.deepcopy(state)
    with pytest.raises(IllegalAction) as info:
        state.apply(action)
    assert info.value.code == code, info.value
    if rule is not None:
        assert info.value.rule == rule
    assert state == before
    with pytest.raises(IllegalAction):
        state.check(action)
    assert state == before
    return info.value


def hand_counts_ok(state: GunziState) -> bool:
    """R28: all 162 cards are somewhere, 3 of each face."""
    cards: list[Card] = [c for h in state.hands for c in h] + list(state.bottom)
    cards += [c for t in state.tricks for _, p in t for c in p] + [c for _, p in state.trick for c in p]
    if state.phase is Phase.DEAL or (state.phase is Phase.WINDOW and state.dealt < 156):
        cards += list(state.deck[state.dealt : 156])
    return Counter(cards) == Counter(make_deck(3))
