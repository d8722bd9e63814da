"""The move generator's import-time tables against the straightforward definitions they replace (D6.4-D6.6
chains: straights of >= 5 ranks, pair chains of >= 3, airplanes of >= 2 trios, all within 3..A)."""

from __future__ import annotations

import itertools
import random

from gunapp.games.doudizhu.engine import movegen
from gunapp.games.doudizhu.engine.combos import Kind
from gunapp.games.doudizhu.engine.rules import MAX_CHAIN_RANK, Variant, max_copies


def test_chain_runs_table_is_the_runs_of_every_rank_subset_d6() -> None:
    """D6.4-D6.6: for every subset of 3..A, the table holds exactly the maximal runs of consecutive ranks long
    enough for a chain of singles (5), pairs (3) or trios (2), in ascending order."""
    top = MAX_CHAIN_RANK + 1
    minimum = {1: 5, 2: 3, 3: 2}
    for bits in itertools.product((0, 1), repeat=top):
        ranks = [r for r in range(top) if bits[r]]
        runs = movegen._runs(ranks)
        for m, need in minimum.items():
            assert movegen._CHAIN_RUNS[m][bytes(bits)] == [(lo, hi) for lo, hi in runs if hi - lo + 1 >= need]


def _chains_by_definition(counts: list[int], m: int) -> list[tuple[int, int]]:
    """(lowest rank, highest rank) of every chain of m-of-a-kind the counts allow, from the rules alone."""
    need = {1: 5, 2: 3, 3: 2}[m]
    out = []
    for lo in range(MAX_CHAIN_RANK + 1):
        for hi in range(lo + need - 1, MAX_CHAIN_RANK + 1):
            if all(counts[r] >= m for r in range(lo, hi + 1)):
                out.append((lo, hi))
    return out


def test_lead_chains_equal_the_definition_on_random_hands_d6() -> None:
    """D6.4-D6.6 on random hands of both variants, counts given as a list or a tuple: the chain leads are
    exactly the runs of m-of-a-kind the hand holds (the table path never drops nor invents a chain)."""
    rng = random.Random(11)
    kinds = {1: Kind.STRAIGHT, 2: Kind.PAIR_STRAIGHT, 3: Kind.AIRPLANE}
    for variant in (Variant.DDZ3, Variant.DDZ4):
        deck = [r for r in range(15) for _ in range(max_copies(variant, r))]
        for _ in range(300):
            rng.shuffle(deck)
            counts = [0] * 15
            for r in deck[: rng.randint(5, 33)]:
                counts[r] += 1
            for hand in (counts, tuple(counts)):
                leads = movegen.legal_leads(hand, variant)
                for m, kind in kinds.items():
                    got = sorted((mv[1] - mv[2] + 1, mv[1]) for mv in leads if mv[0] is kind)
                    assert got == _chains_by_definition(counts, m)
