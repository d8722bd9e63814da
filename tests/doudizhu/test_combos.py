"""Combination analysis (section 6) and comparison (section 7), from the spec's test vectors (section 10)."""

from __future__ import annotations

import pytest

from gunapp.games.doudizhu.engine.combos import Combo, Kind, beats, classify, readings
from gunapp.games.doudizhu.engine.rules import Variant

from .helpers import counts, ranks

V3, V4 = Variant.DDZ3, Variant.DDZ4
RANK = {ch: i for i, ch in enumerate("3456789TJQKA2SB")}


def kind_of(text: str, variant: Variant = V3) -> Combo | None:
    return classify(counts(text), variant)


@pytest.mark.parametrize(
    ("text", "variant", "kind", "key", "length"),
    [
        # section 10, DDZ3
        ("33344", V3, Kind.TRIO_PAIR, "3", 1),
        ("3334", V3, Kind.TRIO_SINGLE, "3", 1),
        ("333444 5 6", V3, Kind.AIRPLANE_SINGLES, "4", 2),
        ("333444 55 66", V3, Kind.AIRPLANE_PAIRS, "4", 2),
        ("333444555", V3, Kind.AIRPLANE, "5", 3),
        ("333444555666 789J", V3, Kind.AIRPLANE_SINGLES, "6", 4),
        ("3333 44 55", V3, Kind.FOUR_TWO_PAIRS, "3", 1),
        # section 10, DDZ4
        ("33344", V4, Kind.TRIO_PAIR, "3", 1),
        ("BB", V4, Kind.PAIR, "B", 1),
        ("SS", V4, Kind.PAIR, "S", 1),
        ("33333", V4, Kind.BOMB, "3", 5),
        ("777777", V4, Kind.BOMB, "7", 6),
        ("SSBB", V4, Kind.ROCKET, "B", 1),
        # the other kinds
        ("7", V3, Kind.SINGLE, "7", 1),
        ("22", V3, Kind.PAIR, "2", 1),
        ("222", V3, Kind.TRIO, "2", 1),
        ("222 S", V3, Kind.TRIO_SINGLE, "2", 1),
        ("34567", V3, Kind.STRAIGHT, "7", 5),
        ("3456789TJQKA", V3, Kind.STRAIGHT, "A", 12),
        ("334455", V3, Kind.PAIR_STRAIGHT, "5", 3),
        ("2222", V3, Kind.BOMB, "2", 4),
        ("SB", V3, Kind.ROCKET, "B", 1),
        ("3333 4 5", V3, Kind.FOUR_TWO_SINGLES, "3", 1),
        ("3333 2 B", V3, Kind.FOUR_TWO_SINGLES, "3", 1),
        ("333444 22 AA", V3, Kind.AIRPLANE_PAIRS, "4", 2),
        ("KKKAAA 55 BB", V4, Kind.AIRPLANE_PAIRS, "A", 2),
        ("333 BB", V4, Kind.TRIO_PAIR, "3", 1),
        ("33333333", V4, Kind.BOMB, "3", 8),
    ],
)
def test_section6_kinds_and_section10_vectors(
    text: str, variant: Variant, kind: Kind, key: str, length: int
) -> None:
    combo = kind_of(text, variant)
    assert combo is not None, text
    assert (combo.kind, combo.key, combo.length) == (kind, RANK[key], length)
    assert combo.ranks == tuple(ranks(text))


@pytest.mark.parametrize(
    ("text", "variant", "why"),
    [
        ("333444 55", V3, "single kickers of one rank (D6.1)"),
        ("3333 55", V3, "four + two singles of one rank (D6.1)"),
        ("3333 4444", V3, "two bombs"),
        ("7777 8888", V4, "section 10: two bombs, not an airplane with kickers"),
        ("3334", V4, "section 10: trio + single not in DDZ4"),
        ("SB", V4, "section 10: red + black is not a pair"),
        ("333444 5 6", V4, "airplane + singles not in DDZ4"),
        ("3333 44 55", V4, "four + two not in DDZ4"),
        ("333 S B", V3, "trio with two kickers"),
        ("3333 S B", V3, "both jokers as kickers (D6.2)"),
        ("333444 S B", V3, "both jokers as kickers (D6.2)"),
        ("JQKA2", V3, "2 never in a sequence"),
        ("3456", V3, "straight of 4 ([choice] N2: minimum 5)"),
        ("3344", V3, "two pairs"),
        ("333 444 555 5", V3, "kicker of the trio's rank"),
        ("33333", V3, "five of a rank in DDZ3"),
        ("333555 7 8", V3, "trios not consecutive"),
        ("222AAA 3 4", V3, "2s never in an airplane"),
    ],
)
def test_not_a_combination(text: str, variant: Variant, why: str) -> None:
    assert kind_of(text, variant) is None, why
    assert readings(ranks(text), variant) == []


def test_d6_4_readings_are_unique_under_d6_1() -> None:
    """D6.4: every rank content has at most one reading (D6.1 makes kickers distinct)."""
    assert readings(ranks("333444 5 6"), V3) == [kind_of("333444 5 6")]
    # section 10: 333444555 is an airplane of 3 (key 5), never an airplane of 2 with 5,5,5 as kickers
    (only,) = readings(ranks("333444555"), V3)
    assert (only.kind, only.key, only.length) == (Kind.AIRPLANE, RANK["5"], 3)


def beats_text(a: str, b: str, variant: Variant = V3) -> bool:
    ca, cb = kind_of(a, variant), kind_of(b, variant)
    assert ca is not None and cb is not None
    return beats(ca, cb)


@pytest.mark.parametrize(
    ("a", "b", "variant", "expected"),
    [
        # section 10, DDZ3
        ("2222", "SB", V3, False),
        ("SB", "2222", V3, True),
        ("3333", "2", V3, True),
        ("2222", "3456789TJQKA", V3, True),
        ("2222", "3333 44 55", V3, True),
        ("2222", "3333", V3, True),
        ("3333", "2222", V3, False),
        # section 10, DDZ4 (D7.3)
        ("33333", "7777", V4, True),
        ("777777", "33333", V4, True),
        ("7777", "33333", V4, False),
        ("88888", "77777", V4, True),
        ("BB", "22", V4, True),
        ("BB", "SS", V4, True),
        ("SSBB", "33333333", V4, True),
        # D7.1: same kind and size, higher key
        ("4", "3", V3, True),
        ("3", "3", V3, False),
        ("45678", "34567", V3, True),
        ("456789", "34567", V3, False),
        ("444 3", "333 4", V3, True),
        ("444 33", "333 4", V3, False),
        ("4444 5 6", "3333 7 8", V3, True),
        ("4444 55 66", "3333 7 8", V3, False),
        ("3333 4 5", "2", V3, False),  # D6.3: four + two is not a bomb
        ("SB", "SB", V3, False),
    ],
)
def test_section7_beats(a: str, b: str, variant: Variant, expected: bool) -> None:
    assert beats_text(a, b, variant) is expected


def test_d8_2_doubling_plays() -> None:
    """D8.2: in DDZ3 every bomb and rocket doubles; in DDZ4 only bombs of 6+ cards and rockets."""
    assert kind_of("3333").doubles(V3)  # type: ignore[union-attr]
    assert kind_of("SB").doubles(V3)  # type: ignore[union-attr]
    assert not kind_of("33333", V4).doubles(V4)  # type: ignore[union-attr]
    assert not kind_of("3333", V4).doubles(V4)  # type: ignore[union-attr]
    assert kind_of("333333", V4).doubles(V4)  # type: ignore[union-attr]
    assert kind_of("SSBB", V4).doubles(V4)  # type: ignore[union-attr]
    assert not kind_of("3333 4 5").doubles(V3)  # type: ignore[union-attr]
