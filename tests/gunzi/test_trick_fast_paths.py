"""The trick's fast paths against their plain definitions: the winner from face-id tables (R19, R5.4) equals
``trick.trick_winner`` on random tricks, and the events built by slot writes equal the dataclass-built ones."""

from __future__ import annotations

import random

import pytest

from gunapp.core.cards import FACES, SUITS, Card, make_deck
from gunapp.games.gunzi.engine import deal, play
from gunapp.games.gunzi.engine.events import CardDealt, CardsPlayed
from gunapp.games.gunzi.engine.trick import trick_winner
from gunapp.games.gunzi.engine.trumps import LEVELS, TrumpContext, face_id


def _random_play(
    rng: random.Random, deck: list[Card], size: int, ctx: TrumpContext, lead: Card
) -> tuple[Card, ...]:
    """One face repeated (of the led suit, trump or another suit) or mixed cards (a discard)."""
    roll = rng.random()
    if roll < 0.5:
        pool = [c for c in FACES if ctx.eff_suit(c) in (ctx.eff_suit(lead), "T")]
        return (rng.choice(pool),) * size
    if roll < 0.7:
        return (rng.choice(FACES),) * size
    return tuple(rng.sample(deck, size))


@pytest.mark.parametrize("copies", [False, True])
def test_r19_fast_winner_equals_trick_winner_on_random_tricks(copies: bool) -> None:
    """R19.1-R19.3 on 3,000 random tricks of 1-3 cards: shape, led suit or trump, key, earliest of equals; with
    ``copies`` the cards are equal but not the canonical objects (the fallback path)."""
    rng = random.Random(19 + copies)
    deck = make_deck(1)
    for _ in range(3000):
        ctx = TrumpContext(rng.choice(LEVELS), rng.choice(SUITS))
        size = rng.choice((1, 2, 3))
        lead = (rng.choice(FACES),) * size
        trick = [(0, lead)] + [(s, _random_play(rng, deck, size, ctx, lead[0])) for s in (1, 2, 3)]
        if copies:
            trick = [(s, tuple(Card(c.rank, c.suit) for c in cards)) for s, cards in trick]
        for mode in ("LIVE", "DEAD"):
            assert play._trick_winner(trick, ctx, mode) == trick_winner(trick, ctx, mode)


def test_r5_4_key_table_equals_the_key_of_every_face() -> None:
    for level in LEVELS:
        for trump in SUITS:
            ctx = TrumpContext(level, trump)
            assert all(ctx.tables.key_by_id[face_id(c)] == ctx.key(c) for c in FACES)


def test_r8_3_r16_events_built_by_slots_equal_the_dataclass_ones() -> None:
    card = FACES[7]
    assert deal._card_dealt(2, 17, card) == CardDealt(2, 17, card)
    assert hash(deal._card_dealt(2, 17, card)) == hash(CardDealt(2, 17, card))
    played = play._cards_played(3, (card, card), 5, True)
    assert played == CardsPlayed(3, (card, card), 5, True)
    assert repr(played) == repr(CardsPlayed(3, (card, card), 5, True))
