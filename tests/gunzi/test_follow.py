"""Leading and following (gunzi spec R16, R17, R18 LIVE and DEAD; W3; A19-A21).

The checker (``check_follow``) and the generator (``legal_follows``) are written independently; the
exhaustive tests below hold them to exactly the same set of plays.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator
from itertools import combinations_with_replacement

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gunapp.core.cards import FACES, SUITS, Card, Suit, make_deck, parse_cards
from gunapp.core.errors import IllegalAction
from gunapp.games.gunzi.engine.combos import Combo
from gunapp.games.gunzi.engine.follow import (
    DEAD,
    ERROR_CODES,
    LIVE,
    check_follow,
    check_lead,
    legal_follows,
    legal_leads,
)
from gunapp.games.gunzi.engine.trumps import LEVELS, TrumpContext

L7H = TrumpContext(7, Suit.HEARTS)
MODES = (LIVE, DEAD)
REACHED: set[str] = set()


def cs(codes: str) -> list[Card]:
    return parse_cards(codes.split())


def lead_of(codes: str) -> Combo:
    cards = cs(codes)
    return Combo(cards[0], len(cards))


def ms(cards: list[Card]) -> tuple[str, ...]:
    return tuple(sorted(c.code for c in cards))


def legal(hand: list[Card], lead: Combo, ctx: TrumpContext, mode: str, play: list[Card]) -> bool:
    try:
        check_follow(hand, lead, play, ctx, mode)
    except IllegalAction as e:
        REACHED.add(e.code)
        return False
    return True


def sub_multisets(hand: list[Card], size: int) -> Iterator[list[Card]]:
    counts = Counter(hand)
    for combo in combinations_with_replacement(sorted(counts, key=lambda c: c.code), size):
        if all(combo.count(f) <= k for f, k in counts.items()):
            yield list(combo)


# --- W3: following at L=7, T=♥ ------------------------------------------------------------------------------

# (hand, lead, play, LIVE ok?, DEAD ok?). Every hand has other cards too so that R17 is visible.
W3_CASES = [
    # ♣4 ♣4 ♣9 against ♣Q♣Q
    ("4C 4C 9C 3S 8S", "QC QC", "4C 9C", True, False),
    ("4C 4C 9C 3S 8S", "QC QC", "4C 4C", True, True),
    ("4C 4C 9C 3S 8S", "QC QC", "4C 3S", False, False),
    # ♣9 ♣9 ♣9 ♣4: the triple is protected in DEAD
    ("9C 9C 9C 4C 3S", "QC QC", "4C 9C", True, True),
    ("9C 9C 9C 4C 3S", "QC QC", "9C 9C", True, True),
    ("9C 9C 9C 4C 3S", "QC QC", "4C 3S", False, False),
    # ♣9 ♣9 ♣9 only: suit rule
    ("9C 9C 9C 3S 3S", "QC QC", "9C 9C", True, True),
    ("9C 9C 9C 3S 3S", "QC QC", "3S 3S", False, False),
    ("9C 9C 9C 3S 3S", "QC QC", "9C 3S", False, False),
    # ♣4 only: ♣4 plus any one card
    ("4C 3S 8D AH", "QC QC", "4C 8D", True, True),
    ("4C 3S 8D AH", "QC QC", "4C AH", True, True),
    ("4C 3S 8D AH", "QC QC", "3S 8D", False, False),
    # no clubs (holds ♥3♥3, ♠8): anything
    ("3H 3H 8S", "QC QC", "3H 3H", True, True),
    ("3H 3H 8S", "QC QC", "3H 8S", True, True),
    # ♣7 and ♣2 are trumps, not clubs: holding them is holding no clubs
    ("7C 2C 3S 4S", "QC QC", "3S 4S", True, True),
    # triple lead ♣Q♣Q♣Q, holding ♣4♣4 ♣9 ♣A
    ("4C 4C 9C AC 3S", "QC QC QC", "4C 4C 9C", True, True),
    ("4C 4C 9C AC 3S", "QC QC QC", "4C 4C AC", True, True),
    ("4C 4C 9C AC 3S", "QC QC QC", "4C 9C AC", True, False),
    ("4C 4C 9C AC 3S", "QC QC QC", "4C 4C 3S", False, False),
    # ♣5♣5♣5 ♣4♣4: DEAD requires ♣5♣5♣5
    ("5C 5C 5C 4C 4C 3S", "QC QC QC", "5C 5C 5C", True, True),
    ("5C 5C 5C 4C 4C 3S", "QC QC QC", "4C 4C 5C", True, False),
    ("5C 5C 5C 4C 4C 3S", "QC QC QC", "5C 5C 4C", True, False),
    # ♣4♣4 and no other club: both modes require ♣4♣4 plus any card
    ("4C 4C 3S 8D BJ", "QC QC QC", "4C 4C BJ", True, True),
    ("4C 4C 3S 8D BJ", "QC QC QC", "4C 4C 3S", True, True),
    ("4C 4C 3S 8D BJ", "QC QC QC", "4C 3S 8D", False, False),
]


@pytest.mark.parametrize(("hand", "lead", "play", "live_ok", "dead_ok"), W3_CASES)
def test_w3_following_at_level_7_hearts(
    hand: str, lead: str, play: str, live_ok: bool, dead_ok: bool
) -> None:
    h, ld, p = cs(hand), lead_of(lead), cs(play)
    for mode, ok in ((LIVE, live_ok), (DEAD, dead_ok)):
        assert legal(h, ld, L7H, mode, p) == ok, mode
        assert (ms(p) in {ms(x) for x in legal_follows(h, ld, L7H, mode)}) == ok, mode


def test_w3_dead_pair_lead_with_genuine_pair_has_one_play() -> None:
    """W3 row 1: ♣4♣4♣9 in DEAD: only {♣4,♣4}."""
    assert legal_follows(cs("4C 4C 9C 3S 8S"), lead_of("QC QC"), L7H, DEAD) == [cs("4C 4C")]


def test_w3_live_accepts_any_three_clubs_on_triple_lead() -> None:
    hand = cs("4C 4C 9C AC 3S")
    plays = {ms(p) for p in legal_follows(hand, lead_of("QC QC QC"), L7H, LIVE)}
    assert plays == {ms(cs(x)) for x in ("4C 4C 9C", "4C 4C AC", "4C 9C AC")}


# --- every IllegalAction code, with the params the UI needs -------------------------------------------------

ERROR_CASES = [
    # (hand, lead or None for a lead check, play, mode, code, rule, params)
    ("4C 4C 9C", None, "4C 4C 4C 9C", LIVE, "lead_size", "R16.2", {"count": 4}),
    ("4C 4C 9C", None, "", LIVE, "lead_size", "R16.2", {"count": 0}),
    ("4C 4C 9C", None, "9C 9C", LIVE, "not_in_hand", "R16.2", {"cards": ["9C"]}),
    ("7H 7C 9C", None, "7H 7C", LIVE, "lead_not_identical", "R6.4", {"cards": ["7H", "7C"]}),
    ("BJ SJ 9C", None, "BJ SJ", LIVE, "lead_not_identical", "R6.4", {"cards": ["BJ", "SJ"]}),
    ("4C 4C 9C", "QC QC", "4C", LIVE, "follow_count", "R17.1", {"count": 2, "played": 1}),
    ("4C 4C 9C", "QC QC", "4C 4C 4C", LIVE, "follow_count", "R17.1", {"count": 2, "played": 3}),
    ("4C 9C 3S", "QC QC", "4C 4C", LIVE, "not_in_hand", "R17.1", {"cards": ["4C"]}),
    ("4C 9C 3S", "QC QC", "4C 3S", LIVE, "must_follow_suit", "R17.2", {"suit": "C", "count": 2, "played": 1}),
    ("4C 3S 3S", "QC QC", "3S 3S", DEAD, "must_follow_suit", "R17.2", {"suit": "C", "count": 1, "played": 0}),
    # a trump lead: ♠7 and ♣2 are trumps at L=7, T=♥
    ("7S 2C 4S 4S", "QH", "4S", LIVE, "must_follow_suit", "R17.2", {"suit": "T", "count": 1, "played": 0}),
    (
        "4C 4C 9C 9C 9C AC",
        "QC QC",
        "4C 9C",
        DEAD,
        "must_follow_pair",
        "R18.2(b)",
        {"suit": "C", "faces": ["9C", "4C"], "cards": ["9C", "9C"]},
    ),
    (
        "5C 5C 5C 4C 4C 3S",
        "QC QC QC",
        "5C 5C 4C",
        DEAD,
        "must_follow_triple",
        "R18.2(c)",
        {"suit": "C", "faces": ["5C"], "cards": ["5C", "5C", "5C"]},
    ),
    (
        "4C 4C 9C AC 3S",
        "QC QC QC",
        "4C 9C AC",
        DEAD,
        "must_follow_pair_and_one",
        "R18.2(c)",
        {"suit": "C", "faces": ["4C"], "cards": ["4C", "4C"]},
    ),
    # trump pair lead: the follower's ♠7♠7 (level cards) are a genuine trump pair
    (
        "7S 7S 3H 4C",
        "QH QH",
        "7S 3H",
        DEAD,
        "must_follow_pair",
        "R18.2(b)",
        {"suit": "T", "faces": ["7S"], "cards": ["7S", "7S"]},
    ),
]


@pytest.mark.parametrize(("hand", "lead", "play", "mode", "code", "rule", "params"), ERROR_CASES)
def test_illegal_action_codes_and_params(
    hand: str, lead: str | None, play: str, mode: str, code: str, rule: str, params: dict[str, object]
) -> None:
    with pytest.raises(IllegalAction) as info:
        if lead is None:
            check_lead(cs(hand), cs(play), L7H)
        else:
            check_follow(cs(hand), lead_of(lead), cs(play), L7H, mode)
    assert (info.value.code, info.value.rule, info.value.params) == (code, rule, params)
    assert code in ERROR_CODES


def test_every_documented_code_has_a_test_case() -> None:
    assert {case[4] for case in ERROR_CASES} == set(ERROR_CODES)


# --- R16 leads ----------------------------------------------------------------------------------------------


def test_r16_2_any_single_pair_or_triple_may_lead_including_trumps() -> None:
    hand = cs("BJ BJ 7C 7C 7C 3S")
    assert check_lead(hand, cs("BJ BJ"), L7H) == Combo(Card.parse("BJ"), 2)
    assert check_lead(hand, cs("7C 7C 7C"), L7H) == Combo(Card.parse("7C"), 3)
    assert check_lead(hand, cs("3S"), L7H) == Combo(Card.parse("3S"), 1)
    leads = {ms(p) for p in legal_leads(hand, L7H)}
    assert leads == {ms(cs(x)) for x in ("BJ", "BJ BJ", "7C", "7C 7C", "7C 7C 7C", "3S")}


@settings(max_examples=60, deadline=None)
@given(st.lists(st.sampled_from(FACES[:5] + FACES[13:16] + FACES[-2:]), max_size=9))
def test_r16_2_legal_leads_agree_with_check_lead(hand: list[Card]) -> None:
    listed = {ms(p) for p in legal_leads(hand, L7H)}
    assert len(listed) == len(legal_leads(hand, L7H))
    for size in (1, 2, 3):
        for play in sub_multisets(hand, size):
            try:
                check_lead(hand, play, L7H)
                ok = True
            except IllegalAction:
                ok = False
            assert ok == (ms(play) in listed)


# --- R17 / R18 specifics ------------------------------------------------------------------------------------


def test_r17_3_never_obliged_to_trump_when_void() -> None:
    hand = cs("BJ 2H 3S 4D")
    for mode in MODES:
        assert legal(hand, lead_of("KC"), L7H, mode, cs("3S"))
        assert legal(hand, lead_of("KC"), L7H, mode, cs("BJ"))


def test_r18_2d_void_in_led_suit_has_no_shape_obligation_in_dead() -> None:
    hand = cs("AH AH 3S 4D 4D")
    for play in ("3S 4D", "AH 3S", "AH AH", "4D 4D"):
        assert legal(hand, lead_of("QC QC"), L7H, DEAD, cs(play)), play


def test_a20_dead_suit_following_beats_the_lenient_reading() -> None:
    """A20: holding only ♥9♥9♥9 in hearts (L=7, T=♠) on a heart pair lead, two 9s must be played."""
    ctx = TrumpContext(7, Suit.SPADES)
    hand = cs("9H 9H 9H 3C 4D")
    assert legal_follows(hand, lead_of("QH QH"), ctx, DEAD) == [cs("9H 9H")]
    assert not legal(hand, lead_of("QH QH"), ctx, DEAD, cs("3C 4D"))


def test_r18_2b_pair_from_a_triple_also_satisfies_the_pair_obligation() -> None:
    hand = cs("4C 4C 9C 9C 9C AC")
    plays = {ms(p) for p in legal_follows(hand, lead_of("QC QC"), L7H, DEAD)}
    assert plays == {ms(cs("4C 4C")), ms(cs("9C 9C"))}


def test_r18_2c_pair_plus_one_must_take_the_extra_card_from_the_suit() -> None:
    hand = cs("4C 4C 9C 9C AS")
    plays = {ms(p) for p in legal_follows(hand, lead_of("QC QC QC"), L7H, DEAD)}
    assert plays == {ms(cs("4C 4C 9C")), ms(cs("9C 9C 4C"))}


def test_r18_2c_three_singles_when_no_pair_or_triple() -> None:
    hand = cs("4C 9C AC 3S 3S")
    assert legal_follows(hand, lead_of("QC QC QC"), L7H, DEAD) == legal_follows(
        hand, lead_of("QC QC QC"), L7H, LIVE
    )
    assert len(legal_follows(hand, lead_of("QC QC QC"), L7H, DEAD)) == 1


def test_trump_lead_follows_all_trumps_as_one_suit() -> None:
    """R5.2: jokers, level cards, 2s and suit T all follow a trump lead."""
    hand = cs("BJ 7C 2S 3H 4C")
    plays = {ms(p) for p in legal_follows(hand, lead_of("AH"), L7H, LIVE)}
    assert plays == {ms(cs(x)) for x in ("BJ", "7C", "2S", "3H")}


def test_unknown_follow_mode_is_a_programming_error() -> None:
    with pytest.raises(ValueError):
        legal_follows(cs("4C"), lead_of("QC"), L7H, "HALF")
    with pytest.raises(ValueError):
        check_follow(cs("4C"), lead_of("QC"), cs("4C"), L7H, "live")


def test_short_hand_has_no_legal_follow() -> None:
    assert legal_follows(cs("4C"), lead_of("QC QC"), L7H, LIVE) == []


# --- exhaustive agreement of checker and generator ----------------------------------------------------------


def random_case(rng: random.Random) -> tuple[list[Card], Combo, TrumpContext]:
    """A small hand drawn from few faces (so pairs and triples are common) and a lead of 1-3 cards."""
    ctx = TrumpContext(rng.choice(LEVELS), rng.choice(SUITS))
    pool_faces = rng.sample(FACES, rng.randint(3, 9))
    pool = [f for f in pool_faces for _ in range(3)]
    hand = rng.sample(pool, rng.randint(3, min(10, len(pool))))
    size = rng.randint(1, 3)
    face = rng.choice(FACES if rng.random() < 0.5 else pool_faces)
    return hand, Combo(face, size), ctx


def assert_agree(hand: list[Card], lead: Combo, ctx: TrumpContext, mode: str) -> None:
    generated = legal_follows(hand, lead, ctx, mode)
    keys = [ms(p) for p in generated]
    assert len(keys) == len(set(keys)), "one play per multiset (R2.2)"
    assert all(len(p) == lead.size for p in generated)
    accepted = {ms(p) for p in sub_multisets(hand, lead.size) if legal(hand, lead, ctx, mode, p)}
    assert accepted == set(keys)
    if len(hand) >= lead.size:
        assert generated, "some play is always legal"


def test_exhaustive_checker_and_generator_agree_on_random_small_hands() -> None:
    rng = random.Random(20240603)
    for _ in range(1500):
        hand, lead, ctx = random_case(rng)
        for mode in MODES:
            assert_agree(hand, lead, ctx, mode)


FOLLOW_CODES = {c for c, rule in ERROR_CODES.items() if not c.startswith("lead_")}


def test_exhaustive_agreement_reaches_every_follow_code() -> None:
    """Random cases, plus plays of a wrong size or with a card not held, meet every follow rejection."""
    REACHED.clear()
    rng = random.Random(7)
    for _ in range(400):
        hand, lead, ctx = random_case(rng)
        absent = next(f for f in FACES if f not in hand)
        for mode in MODES:
            legal(hand, lead, ctx, mode, hand[: lead.size + 1])
            legal(hand, lead, ctx, mode, [absent] * lead.size)
            assert_agree(hand, lead, ctx, mode)
    assert REACHED == FOLLOW_CODES


deck = make_deck(3)


@st.composite
def deals(draw: st.DrawFn) -> tuple[list[Card], Combo, TrumpContext]:
    ctx = TrumpContext(draw(st.sampled_from(LEVELS)), draw(st.sampled_from(SUITS)))
    rng = random.Random(draw(st.integers(0, 2**32 - 1)))
    cards = rng.sample(deck, 40)
    lead_cards = cards[:3]
    size = draw(st.integers(1, 3))
    face = lead_cards[0]
    return cards[3 : 3 + draw(st.integers(3, 37))], Combo(face, size), ctx


@settings(max_examples=80, deadline=None)
@given(deals())
def test_property_every_listed_follow_passes_the_checker_and_dead_is_a_subset_of_live(
    case: tuple[list[Card], Combo, TrumpContext],
) -> None:
    hand, lead, ctx = case
    live = legal_follows(hand, lead, ctx, LIVE)
    dead = legal_follows(hand, lead, ctx, DEAD)
    assert live and dead
    live_set = {ms(p) for p in live}
    assert len(live_set) == len(live)
    assert {ms(p) for p in dead} <= live_set
    counts = Counter(hand)
    s = ctx.eff_suit(lead.face)
    h = sum(k for c, k in counts.items() if ctx.eff_suit(c) == s)
    for p in live:
        check_follow(hand, lead, p, ctx, LIVE)
        assert not Counter(p) - counts
        assert sum(ctx.eff_suit(c) == s for c in p) == min(lead.size, h)  # R17.2
    for p in dead:
        check_follow(hand, lead, p, ctx, DEAD)


@settings(max_examples=40, deadline=None)
@given(deals(), st.randoms(use_true_random=False))
def test_property_random_plays_are_accepted_iff_listed(
    case: tuple[list[Card], Combo, TrumpContext], rnd: random.Random
) -> None:
    hand, lead, ctx = case
    for mode in MODES:
        listed = {ms(p) for p in legal_follows(hand, lead, ctx, mode)}
        for _ in range(30):
            play = rnd.sample(hand, lead.size)
            assert legal(hand, lead, ctx, mode, play) == (ms(play) in listed)


def test_full_40_card_hand_enumeration_sizes_are_plausible() -> None:
    """A void follower may play any multiset of the lead's size: the count is the multiset count."""
    ctx = TrumpContext(7, Suit.HEARTS)
    hand = [
        c for c in make_deck(3) if c.suit in (Suit.SPADES, Suit.DIAMONDS) and c.rank in (3, 4, 5, 6, 8, 9)
    ]
    lead = Combo(Card(12, Suit.CLUBS), 3)
    distinct = len(set(hand))  # 12 faces, 3 copies each
    expected = sum(1 for _ in combinations_with_replacement(range(distinct), 3))
    assert len(legal_follows(hand, lead, ctx, LIVE)) == expected == len(legal_follows(hand, lead, ctx, DEAD))
