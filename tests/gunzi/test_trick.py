"""Winning a trick and its points (gunzi spec R19, R3; W4; A31, A33)."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gunapp.core.cards import FACES, SUITS, Card, Suit, make_deck, parse_cards
from gunapp.games.gunzi.engine.combos import Combo
from gunapp.games.gunzi.engine.follow import DEAD, LIVE, legal_follows
from gunapp.games.gunzi.engine.trick import card_points, play_strength, trick_points, trick_winner
from gunapp.games.gunzi.engine.trumps import LEVELS, TrumpContext

L7H = TrumpContext(7, Suit.HEARTS)


def cs(codes: str) -> list[Card]:
    return parse_cards(codes.split())


def trick(*plays: str, first: int = 0) -> list[tuple[int, list[Card]]]:
    return [((first + i) % 4, cs(p)) for i, p in enumerate(plays)]


# W4 at L=7, T=♥; P0 leads, then P1, P2, P3
W4_CASES = [
    ("a", ("QC QC", "AC KC", "2S 2S", "3H 3H"), 2),  # an off-suit 2 pair beats a plain trump-suit pair
    ("b", ("4H", "7S", "7D", "AH"), 1),  # off-suit level cards tie: P1 played first
    ("c", ("KC", "KC", "TC", "AD"), 0),  # identical card played later does not win
    ("d", ("QC QC", "QH 3H", "4C 5C", "6C 8C"), 0),  # two trumps that are not a pair cannot win
]


@pytest.mark.parametrize(("label", "plays", "winner"), W4_CASES)
@pytest.mark.parametrize("mode", [LIVE, DEAD])
def test_w4_trick_winners(label: str, plays: tuple[str, ...], winner: int, mode: str) -> None:
    assert trick_winner(trick(*plays), L7H, mode) == winner, label


def test_w4c_points_go_to_the_trick() -> None:
    """W4(c): P0's team takes 30 points (two Ks and a 10)."""
    assert trick_points(cs("KC KC TC AD")) == 30


@pytest.mark.parametrize(
    ("plays", "first", "winner"),
    [
        (("3S", "2C", "2D", "2H"), 2, 1),  # R19.3 off-suit 2s tie: the first (seat 3) wins, then ♥2 beats it
        (("3S", "2C", "2D"), 2, 3),
        (("3S", "AS", "AS", "5H"), 1, 0),  # R19.2 a single low trump beats the suit ace
        (("9D 9D 9D", "AD AD AD", "BJ BJ SJ", "3H 3H 3H"), 0, 3),  # R19.1(i): mixed jokers never win
        (("AH", "BJ", "SJ", "7H"), 0, 1),  # trump lead: strength only
        (("5S 5S", "AD AD", "KS KS", "4S 4S"), 3, 1),  # another suit's pair never competes (R19.1(ii))
        (("5S 5S", "AD AD", "KS KS", "4S 4S"), 0, 2),
        (("7S 7S", "7C 7C", "7D 7D", "7H 7H"), 0, 3),  # trump level pairs: ♥7 beats the tied off-suit ones
    ],
)
def test_r19_competing_and_ties(plays: tuple[str, ...], first: int, winner: int) -> None:
    assert trick_winner(trick(*plays, first=first), L7H) == winner


def test_r19_trick_winner_rejects_malformed_tricks() -> None:
    with pytest.raises(ValueError):
        trick_winner([], L7H)
    with pytest.raises(ValueError):
        trick_winner(trick("QC KC", "3C 3C"), L7H)
    with pytest.raises(ValueError):
        trick_winner(trick("QC QC", "3C"), L7H)
    with pytest.raises(ValueError):
        trick_winner(trick("QC"), L7H, "live")


def test_r3_points_and_deck_total() -> None:
    assert [card_points(c) for c in cs("5S TH KD QC AS BJ SJ 2C")] == [5, 10, 10, 0, 0, 0, 0, 0]
    assert trick_points(make_deck(3)) == 300  # R3.2


def winner_oracle(plays: list[tuple[int, list[Card]]], ctx: TrumpContext) -> int:
    """R19 restated from the tier list of R5.3, independently of play_strength."""
    lead_face = plays[0][1][0]

    def tier(card: Card) -> tuple[int, int]:
        t, level = ctx.trump, ctx.level
        if card.suit is None:
            return (9, card.rank)
        if card.rank == level:
            return (8, 1 if card.suit == t else 0)
        if card.rank == 2:
            return (7, 1 if card.suit == t else 0)
        if card.suit == t:
            return (6, card.rank)
        return (0, card.rank)

    def suit_of(card: Card) -> str:
        return "T" if tier(card)[0] >= 6 else str(card.suit)

    best_i, best = 0, tier(lead_face)
    for i, (_, cards) in enumerate(plays[1:], start=1):
        if len(set(cards)) != 1:
            continue
        face = cards[0]
        if suit_of(face) not in ("T", suit_of(lead_face)):
            continue
        if tier(face) > best:
            best_i, best = i, tier(face)
    return plays[best_i][0]


@st.composite
def legal_tricks(draw: st.DrawFn) -> tuple[list[tuple[int, list[Card]]], TrumpContext, str]:
    """A trick of legal plays from four random 39-card hands (R16, R17, R18)."""
    ctx = TrumpContext(draw(st.sampled_from(LEVELS)), draw(st.sampled_from(SUITS)))
    mode = draw(st.sampled_from([LIVE, DEAD]))
    rng = random.Random(draw(st.integers(0, 2**32 - 1)))
    deck = make_deck(3)
    rng.shuffle(deck)
    hands = [deck[i * 39 : (i + 1) * 39] for i in range(4)]
    leader = draw(st.integers(0, 3))
    faces = sorted({c for c in hands[leader]}, key=lambda c: c.code)
    face = draw(st.sampled_from(faces))
    size = draw(st.integers(1, hands[leader].count(face)))
    lead = Combo(face, size)
    plays: list[tuple[int, list[Card]]] = [(leader, lead.cards)]
    for i in range(1, 4):
        seat = (leader + i) % 4
        options = legal_follows(hands[seat], lead, ctx, mode)
        plays.append((seat, rng.choice(options)))
    return plays, ctx, mode


@settings(max_examples=100, deadline=None)
@given(legal_tricks())
def test_property_winner_matches_an_independent_r19_oracle(
    case: tuple[list[tuple[int, list[Card]]], TrumpContext, str],
) -> None:
    plays, ctx, mode = case
    winner = trick_winner(plays, ctx, mode)
    assert winner == winner_oracle(plays, ctx)
    assert trick_winner(plays, ctx, LIVE) == trick_winner(plays, ctx, DEAD), "R19 is mode-independent"
    lead_suit = ctx.eff_suit(plays[0][1][0])
    won = dict(plays)[winner]
    assert play_strength(won, lead_suit, ctx) is not None


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(FACES), st.sampled_from(LEVELS), st.sampled_from(SUITS), st.integers(1, 3))
def test_property_identical_reply_never_beats_the_lead(face: Card, level: int, trump: Suit, n: int) -> None:
    """R19.3: a later play of the very same face ties and loses to the earlier one."""
    ctx = TrumpContext(level, trump)
    plays = [(2, [face] * n), (3, [face] * n), (0, [face] * n)]
    assert trick_winner(plays, ctx) == 2
