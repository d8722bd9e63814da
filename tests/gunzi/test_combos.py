"""Combinations: single, pair, triple of identical faces (gunzi spec R6)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gunapp.core.cards import FACES, Card, parse_cards
from gunapp.games.gunzi.engine.combos import Combo, classify


@pytest.mark.parametrize(
    ("codes", "face", "size"),
    [
        ("9C", "9C", 1),  # R6.1
        ("BJ", "BJ", 1),
        ("QS QS", "QS", 2),  # R6.2
        ("BJ BJ", "BJ", 2),
        ("SJ SJ", "SJ", 2),
        ("5H 5H 5H", "5H", 3),  # R6.3
        ("SJ SJ SJ", "SJ", 3),
    ],
)
def test_r6_1_to_3_identical_cards_combine(codes: str, face: str, size: int) -> None:
    assert classify(parse_cards(codes.split())) == Combo(Card.parse(face), size)


@pytest.mark.parametrize(
    "codes",
    [
        "7H 7C",  # R6.4: equal strength as off-suit level cards (L=7), different faces
        "2H 2C",
        "BJ SJ",
        "QS QH",
        "3S 3S 4S 4S",  # R6.5: tractor
        "3S 4S 5S 6S 7S",  # straight
        "5S 5S 5S 6S 6S 6S",  # consecutive triples
        "9C 9C 9C 9C",  # four cards are never a combination (a 4th copy cannot exist, but no throw either)
        "QS QS KS",
        "",
    ],
)
def test_r6_4_r6_5_other_shapes_are_not_combinations(codes: str) -> None:
    assert classify(parse_cards(codes.split())) is None


def test_combo_cards_and_size_validation() -> None:
    assert Combo(Card.parse("KD"), 3).cards == parse_cards(["KD", "KD", "KD"])
    with pytest.raises(ValueError):
        Combo(Card.parse("KD"), 4)
    with pytest.raises(ValueError):
        Combo(Card.parse("KD"), 0)


@settings(max_examples=100, deadline=None)
@given(st.lists(st.sampled_from(FACES[:6] + FACES[-2:]), max_size=5))
def test_classify_is_a_combo_exactly_for_one_to_three_identical_cards(cards: list[Card]) -> None:
    combo = classify(cards)
    expected = 1 <= len(cards) <= 3 and len(set(cards)) == 1
    assert (combo is not None) == expected
    if combo is not None:
        assert combo.cards == cards
