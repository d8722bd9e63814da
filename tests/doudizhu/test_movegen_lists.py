"""The contents-only path of the move generator (``movegen_lists``, the benchmark hooks' generator, protocol
section 6) against the move path: for 3-player hands, every lead (D5.1) and every answer (section 7) has the
same card contents in the same order as ``legal_leads`` / ``legal_answers`` in ``INT_ENCODING`` give, as fresh
int lists."""

from __future__ import annotations

import random

import pytest

from gunapp.games.doudizhu.engine import bench_hooks
from gunapp.games.doudizhu.engine.combos import Kind, shape_of
from gunapp.games.doudizhu.engine.movegen import INT_ENCODING, legal_answers, legal_leads
from gunapp.games.doudizhu.engine.movegen_lists import answer_lists, lead_lists
from gunapp.games.doudizhu.engine.rules import Variant, max_copies

from .helpers import RIVAL_HANDS, counts, rivals_by_kind

V3 = Variant.DDZ3
DECK = [r for r in range(15) for _ in range(max_copies(V3, r))]


def _contents(moves: list[tuple[Kind, int, int, tuple[int, ...]]]) -> list[list[int]]:
    """In the move path's order: the benchmark draws its rivals by index from the hooks' leads."""
    return [list(m[3]) for m in moves]


def _random_counts(rng: random.Random, size: int) -> list[int]:
    deck = DECK[:]
    rng.shuffle(deck)
    hand = [0] * 15
    for r in deck[:size]:
        hand[r] += 1
    return hand


def _check_fresh(lists: list[list[int]]) -> None:
    """Protocol section 6: a new list of new int lists, none shared with another move or a table."""
    assert len({id(x) for x in lists}) == len(lists)
    assert all(type(x) is list for x in lists)


@pytest.mark.parametrize("seed", range(3))
def test_leads_and_answers_equal_the_move_path_on_random_hands_d5_1(seed: int) -> None:
    """D5.1 and section 7 on random hands of 1 to 20 cards: the same contents in the same order, once each
    (deduplicated by content, as the move path), and for answers to rivals of every kind a lead can be."""
    rng = random.Random(seed)
    answered = 0
    for _ in range(400):
        hand = _random_counts(rng, rng.randint(1, 20))
        got = lead_lists(hand)
        _check_fresh(got)
        assert got == _contents(legal_leads(hand, V3, INT_ENCODING))
        rivals = legal_leads(_random_counts(rng, 20), V3)
        for rival in rng.sample(rivals, min(6, len(rivals))):
            got = answer_lists(hand, rival)
            _check_fresh(got)
            assert got == _contents(legal_answers(hand, rival, V3, INT_ENCODING))
            answered += 1
    assert answered > 2000


def test_rich_hands_with_airplanes_four_two_and_bombs_d6() -> None:
    """D6.1-D6.6 where the contents path has its own code (airplanes with kickers, four + two, long chains,
    the rocket), leads and answers to one rival of each kind."""
    rivals = rivals_by_kind(V3, (*RIVAL_HANDS, "SB"))
    for text in (
        "333444555666 778 9TJ 2SB",
        "333444555 66 77 8 9TJQK 2 S B",
        "3333 444 555 666 77 88 99 SB",
        "33 44 55 66 77 88 99 TT JJ QQ",
    ):
        hand = counts(text)
        assert lead_lists(hand) == _contents(legal_leads(hand, V3, INT_ENCODING))
        for group in rivals.values():
            for rival in group[:3]:
                assert answer_lists(hand, rival) == _contents(legal_answers(hand, rival, V3, INT_ENCODING))


@pytest.mark.parametrize(
    "text",
    [
        "3 5 77 99 JJ KK A 2 S",  # no trio: singles, pairs, a pair chain, a straight
        "3 4 555 7 8 99 TT JJ Q A 2 B",  # one trio: its kickers are the ranks of one or two cards
        "333 5 6 7 888 99 TT J K 2 SB",  # two trios apart: each the other's kicker (D6.1), the rocket
        "333 444 6 77 9 JJ K A 2 S",  # two trios side by side: an airplane
        "333 555 777 99 J Q K A 2 B",  # three trios apart
        "3333 5 6 77 9 T J Q K A 2 S B",  # one quad: four + two without both jokers (D6.2)
        "3333 4 5 66 777 9 JJ A 2 S",  # one quad and one trio, one joker
        "3333 4 55 6666 8 9 TT K SB",  # two quads: each the other's kicker
        "33 44 5555 66 77 88 A",  # one quad, pairs as kickers and a pair chain
    ],
)
def test_lead_paths_by_hand_shape_d5_1_d6_1(text: str) -> None:
    """D5.1, D6.1, D6.2: the leads path has its own code for hands with no trio, one trio, two trios apart,
    an airplane or more trios, and a single quad (four + two picked by one outer product) or more; each gives
    the move path's contents in its order, as fresh lists."""
    hand = counts(text)
    got = lead_lists(hand)
    _check_fresh(got)
    assert got == _contents(legal_leads(hand, V3, INT_ENCODING))


def test_d6_2_both_jokers_never_kickers() -> None:
    """D6.2: no airplane or four + two carries both jokers as singles; the rocket alone holds both."""
    for text in ("333444 SB 5", "3333 SB 5", "333444555 SB 6 7"):
        for cards in lead_lists(counts(text)):
            assert not (20 in cards and 30 in cards) or cards == [20, 30]


def test_hooks_lists_are_fresh_across_calls() -> None:
    """Protocol section 6: mutating what a call returned changes nothing for the next call (no list is a table's)."""
    hand = [3, 3, 3, 4, 4, 4, 5, 5, 6, 7, 8, 9, 10, 10, 10, 10, 17, 20, 30]
    first = bench_hooks.legal_leads(hand)
    expected = [list(m) for m in first]
    for m in first:
        m.append(99)
    assert bench_hooks.legal_leads(hand) == expected
    answers = bench_hooks.legal_follows(hand, [5])
    for m in answers:
        m.append(99)
    assert all(99 not in m for m in bench_hooks.legal_follows(hand, [5]))


@pytest.mark.parametrize("seed", range(2))
def test_rival_readings_from_counts_match_shape_of_on_any_multiset_section_6(seed: int) -> None:
    """Section 6: ``rival_combo`` reads four + two, airplanes, pair chains and the rocket from the rank counts
    without ``shape_of``; on random card multisets (mostly no combination, some impossible in one deck) it
    gives ``shape_of``'s reading or raises where ``shape_of`` finds none (D6.1, D6.2)."""
    rng = random.Random(seed)
    ints = [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 17, 20, 30]
    deck = [c for c in ints[:13] for _ in range(4)] + [20, 30]
    for i in range(6000):
        move = (
            rng.sample(deck, rng.randint(1, 20))
            if i % 2
            else [rng.choice(ints) for _ in range(rng.randint(1, 16))]
        )
        expected = shape_of(bench_hooks.to_counts(move), V3)
        if expected is None:
            with pytest.raises(ValueError):
                bench_hooks.rival_combo(move)
        else:
            assert bench_hooks.rival_combo(move)[:3] == expected, move
