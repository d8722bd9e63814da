"""The move generator against brute force: every sub-multiset of small random hands, classified, compared with
the generated leads (D5.1) and answers (section 7), in both variants; deduplicated by rank content."""

from __future__ import annotations

import itertools
import random

import pytest

from gunapp.games.doudizhu.engine.combos import Combo, Kind, beats, classify
from gunapp.games.doudizhu.engine.movegen import answer_combos, lead_combos, legal_answers, legal_leads
from gunapp.games.doudizhu.engine.rules import Variant, max_copies

from .helpers import counts, rivals_by_kind


def deck_ranks(variant: Variant) -> list[int]:
    return [r for r in range(15) for _ in range(max_copies(variant, r))]


def brute_force(hand: list[int], variant: Variant) -> dict[tuple[int, ...], Combo]:
    """Every sub-multiset of the hand that is a combination, by rank content."""
    out = {}
    for sub in itertools.product(*(range(c + 1) for c in hand)):
        combo = classify(sub, variant)
        if combo is not None:
            out[combo.ranks] = combo
    return out


def random_hand(rng: random.Random, variant: Variant, lo: int, hi: int) -> tuple[list[int], list[int]]:
    deck = deck_ranks(variant)
    rng.shuffle(deck)
    size = rng.randint(lo, hi)
    hand = [0] * 15
    for r in deck[:size]:
        hand[r] += 1
    return hand, deck[size:]


@pytest.mark.parametrize("variant", [Variant.DDZ3, Variant.DDZ4])
def test_leads_and_answers_equal_brute_force(variant: Variant) -> None:
    rng = random.Random(20240601 + variant.players)
    for _ in range(120):
        hand, rest = random_hand(rng, variant, 1, 13)
        expected = brute_force(hand, variant)
        leads = legal_leads(hand, variant)
        contents = [m[3] for m in leads]
        assert len(contents) == len(set(contents)), "leads deduplicated by rank content"
        assert set(contents) == set(expected)
        for m in leads:
            assert tuple(expected[m[3]]) == m, "kind, key and length as classified"
        rival_hand = [0] * 15
        for r in rest[:14]:
            rival_hand[r] += 1
        rivals = legal_leads(rival_hand, variant)
        for rival in rng.sample(rivals, min(8, len(rivals))):
            answers = [m[3] for m in legal_answers(hand, rival, variant)]
            assert len(answers) == len(set(answers))
            assert set(answers) == {k for k, c in expected.items() if beats(c, rival)}


@pytest.mark.parametrize("variant", [Variant.DDZ3, Variant.DDZ4])
def test_answers_to_every_kind(variant: Variant) -> None:
    """Answers to one rival of each kind, from rich hands (long chains, many trios) against brute force."""
    rng = random.Random(7)
    rich = (
        counts("333444555666 778 9TJ 2SB")
        if variant is Variant.DDZ3
        else counts("333444555666 777 888 99 SSBB")
    )
    expected = brute_force(rich, variant)
    by_kind = rivals_by_kind(variant)
    for kind, rivals in by_kind.items():
        for rival in rng.sample(rivals, min(4, len(rivals))):
            got = [m[3] for m in legal_answers(rich, rival, variant)]
            assert sorted(got) == sorted(k for k, c in expected.items() if beats(c, rival)), kind


@pytest.mark.parametrize("variant", [Variant.DDZ3, Variant.DDZ4])
def test_combo_encoding_gives_the_plain_moves_in_order(variant: Variant) -> None:
    """``lead_combos`` / ``answer_combos`` (what ``Deal.legal_actions`` lists) are ``legal_leads`` /
    ``legal_answers`` move for move, in order, every move a ``Combo``: airplanes (kinds 9, 10, built on the
    fly), four + two (kind 13), chains and bombs (from the tables) included (section 6, D7.1-D7.3)."""
    rng = random.Random(11 + variant.players)
    rich = "333444555666 778 9TJ 2SB" if variant is Variant.DDZ3 else "333444555666 777 888 99 SSBB"
    hands = [counts(rich)] + [random_hand(rng, variant, 12, 25)[0] for _ in range(60)]
    kinds: set[Kind] = set()
    rivals = [r for rs in rivals_by_kind(variant).values() for r in rs]
    for hand in hands:
        plain, combos = legal_leads(hand, variant), lead_combos(hand, variant)
        assert combos == plain and all(type(c) is Combo for c in combos)
        kinds |= {c.kind for c in combos}
        for rival in rng.sample(rivals, 6):
            answers = answer_combos(hand, rival, variant)
            assert answers == legal_answers(hand, rival, variant)
            assert all(type(c) is Combo for c in answers)
    assert Kind.AIRPLANE_PAIRS in kinds and Kind.BOMB in kinds
    if variant is Variant.DDZ3:
        assert Kind.AIRPLANE_SINGLES in kinds and Kind.FOUR_TWO_PAIRS in kinds


def test_d6_2_both_jokers_never_kickers_in_leads() -> None:
    leads = legal_leads(counts("333444 SB 5"), Variant.DDZ3)
    assert all(not (13 in m[3] and 14 in m[3]) or m[0] is Kind.ROCKET for m in leads)
