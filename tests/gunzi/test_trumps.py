"""Trumps, effective suit and strength order (gunzi spec R5, W1, W7, W8; A2)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gunapp.core.cards import FACES, SUITS, Card, Suit, parse_cards
from gunapp.games.gunzi.engine.trumps import FACE_BY_ID, FACE_ID_BOUND, LEVELS, TRUMP, TrumpContext, face_id


def cs(codes: str) -> list[Card]:
    return parse_cards(codes.split())


contexts = st.builds(TrumpContext, st.sampled_from(LEVELS), st.sampled_from(SUITS))
faces = st.sampled_from(FACES)

# W1: L=7, T=♥, strongest tier first; cards within a tier are equal in strength
W1_TIERS = [
    "BJ",
    "SJ",
    "7H",
    "7S 7C 7D",
    "2H",
    "2S 2C 2D",
    "AH",
    "KH",
    "QH",
    "JH",
    "TH",
    "9H",
    "8H",
    "6H",
    "5H",
    "4H",
    "3H",
]
W1_SPADES = "AS KS QS JS TS 9S 8S 6S 5S 4S 3S"


def test_w1_strength_order_at_level_7_hearts_trump() -> None:
    ctx = TrumpContext(7, Suit.HEARTS)
    keys = []
    for tier in W1_TIERS:
        tier_keys = {ctx.key(c) for c in cs(tier)}
        assert len(tier_keys) == 1, tier
        keys.append(tier_keys.pop())
    assert keys == sorted(keys, reverse=True) and len(set(keys)) == len(keys)
    spades = [ctx.key(c) for c in cs(W1_SPADES)]
    assert spades == sorted(spades, reverse=True) and len(set(spades)) == len(spades)
    assert max(spades) < min(keys), "any trump beats any non-trump (R5.3)"
    assert all(ctx.eff_suit(c) == "S" for c in cs(W1_SPADES))
    assert all(ctx.eff_suit(c) == TRUMP for tier in W1_TIERS for c in cs(tier))


@pytest.mark.parametrize(
    ("code", "key"),
    [
        ("BJ", 800),
        ("SJ", 700),
        ("7H", 600),
        ("7C", 500),
        ("2H", 400),
        ("2D", 300),
        ("AH", 214),
        ("3H", 203),
        ("AS", 114),
        ("TC", 110),
        ("3D", 103),
    ],
)
def test_r5_4_numeric_key_table(code: str, key: int) -> None:
    assert TrumpContext(7, Suit.HEARTS).key(Card.parse(code)) == key


def test_r5_2_off_suit_level_card_and_two_are_trumps() -> None:
    """R5.2 example: with L=5 and T=♠, ♥5 and ♥2 are trumps, not hearts."""
    ctx = TrumpContext(5, Suit.SPADES)
    for card in cs("5H 2H"):
        assert ctx.is_trump(card) and ctx.eff_suit(card) == TRUMP
    assert ctx.eff_suit(Card.parse("6H")) == "H" and not ctx.is_trump(Card.parse("6H"))


def test_a2_every_two_is_a_constant_trump() -> None:
    for level in LEVELS:
        for trump in SUITS:
            ctx = TrumpContext(level, trump)
            assert all(ctx.is_trump(Card(2, s)) for s in SUITS)


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("trump", SUITS)
def test_r5_5_sanity_counts(level: int, trump: Suit) -> None:
    """63 trumps and 33 cards in each non-trump suit, in three decks."""
    ctx = TrumpContext(level, trump)
    assert 3 * sum(ctx.is_trump(f) for f in FACES) == 63
    for s in SUITS:
        if s is not trump:
            assert 3 * sum(ctx.eff_suit(f) == s.value for f in FACES) == 33


@settings(max_examples=100, deadline=None)
@given(contexts, faces)
def test_r5_4_key_ranges_do_not_overlap(ctx: TrumpContext, card: Card) -> None:
    k = ctx.key(card)
    assert ctx.is_trump(card) == (k >= 200)
    assert (ctx.eff_suit(card) == TRUMP) == ctx.is_trump(card)
    if not ctx.is_trump(card):
        assert k == 100 + card.rank, "non-trump ranks by rank only across suits (R5.3, R12.3, R15.5)"


@settings(max_examples=100, deadline=None)
@given(contexts, faces, faces)
def test_r5_3_equal_keys_only_within_an_allowed_tier(ctx: TrumpContext, a: Card, b: Card) -> None:
    """Different faces tie only as off-suit level cards, off-suit 2s, or non-trump cards of one rank."""
    if a != b and ctx.key(a) == ctx.key(b):
        k = ctx.key(a)
        assert k in (500, 300) or (k < 200 and a.rank == b.rank and a.suit != b.suit)


def test_w7_pick_up_order_by_rank_only() -> None:
    """W7 at L=6, T=♥: ♠3 and ♦3 tie, then ♥4 (key 204), then ♠2 (key 300)."""
    ctx = TrumpContext(6, Suit.HEARTS)
    k = {c.code: ctx.key(c) for c in cs("3S 3D 4H 2S")}
    assert k["3S"] == k["3D"] < k["4H"] == 204 < k["2S"] == 300


def test_w8_tribute_strength_order() -> None:
    """W8 at L=5, T=♣: BJ, ♣5, ♦5, ♣2, ♥2, ♣A, ♥A in that order (eligibility is R12.3's business)."""
    ctx = TrumpContext(5, Suit.CLUBS)
    ordered = ctx.by_strength_desc(cs("AH 2H AC 5D BJ 2C 5C"))
    assert [c.code for c in ordered] == ["BJ", "5C", "5D", "2C", "2H", "AC", "AH"]


def test_sort_key_display_order_trump_block_then_alternating_suits() -> None:
    ctx = TrumpContext(7, Suit.HEARTS)
    hand = cs("3C AD 3S 2C BJ 7S AH 2H SJ AS 7H 3H KC 7D")
    shown = [c.code for c in sorted(hand, key=ctx.sort_key)]
    assert shown == ["BJ", "SJ", "7H", "7S", "7D", "2H", "2C", "AH", "3H", "AS", "3S", "AD", "KC", "3C"]
    assert [s.value for s in ctx.display_suits()] == ["S", "D", "C"]


@settings(max_examples=60, deadline=None)
@given(contexts, st.lists(faces, max_size=20))
def test_sort_key_puts_trumps_first_strongest_first(ctx: TrumpContext, cards: list[Card]) -> None:
    shown = sorted(cards, key=ctx.sort_key)
    trumps = [c for c in shown if ctx.is_trump(c)]
    assert shown[: len(trumps)] == trumps
    assert [ctx.key(c) for c in trumps] == sorted((ctx.key(c) for c in trumps), reverse=True)
    plain = shown[len(trumps) :]
    suits = [c.suit for c in plain]
    assert suits == sorted(suits, key=lambda s: ctx.display_suits().index(s))
    for s in set(suits):
        ranks = [c.rank for c in plain if c.suit == s]
        assert ranks == sorted(ranks, reverse=True)


@pytest.mark.parametrize("level", [2, 11, 14, 0])
def test_r4_1_level_outside_3_to_10_is_rejected(level: int) -> None:
    with pytest.raises(ValueError):
        TrumpContext(level, Suit.SPADES)


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("trump", SUITS)
def test_lookup_tables_agree_with_the_rules(level: int, trump: Suit) -> None:
    """The face-id tables used by the follow generator say exactly what is_trump/eff_suit/sort_key say."""
    ctx = TrumpContext(level, trump)
    ids = {face_id(c) for c in FACES}
    assert len(ids) == 54 and all(0 <= i < FACE_ID_BOUND for i in ids)
    for c in FACES:
        assert FACE_BY_ID[face_id(c)] == c
        assert ctx.tables.eff_by_id[face_id(c)] == ctx.eff_suit(c)
    assert [FACE_BY_ID[i] for i in ctx.tables.display_ids] == sorted(FACES, key=ctx.sort_key)
    assert TrumpContext(level, trump) == ctx and hash(TrumpContext(level, trump)) == hash(ctx)
