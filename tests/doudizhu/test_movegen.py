"""The move generator against brute force: every sub-multiset of small random hands, classified, compared with
the generated leads (D5.1) and answers (section 7), in both variants; deduplicated by rank content."""

from __future__ import annotations

import itertools
import random

import pytest

from gunapp.games.doudizhu.engine.combos import Combo, Kind, beats, classify
from gunapp.games.doudizhu.engine.movegen import INT_ENCODING, legal_answers, legal_leads
from gunapp.games.doudizhu.engine.rules import RANK_TO_INT, Variant, max_copies

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


def test_int_encoding_matches_rank_encoding() -> None:
    hand = counts("333444555 66 77 8 9TJQK 2 S B")
    plain = legal_leads(hand, Variant.DDZ3)
    ints = legal_leads(hand, Variant.DDZ3, INT_ENCODING)
    assert [tuple(RANK_TO_INT[r] for r in m[3]) for m in plain] == [m[3] for m in ints]


def test_d6_2_both_jokers_never_kickers_in_leads() -> None:
    leads = legal_leads(counts("333444 SB 5"), Variant.DDZ3)
    assert all(not (13 in m[3] and 14 in m[3]) or m[0] is Kind.ROCKET for m in leads)
