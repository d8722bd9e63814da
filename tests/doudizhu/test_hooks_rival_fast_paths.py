"""The benchmark hooks read common rival moves (n of a kind, trio + kicker, straights) without ``shape_of``;
those fast paths must give the reading ``shape_of`` gives (section 6) for any card order, and reject what it
rejects (D6.1, D6.2)."""

from __future__ import annotations

import random

import pytest

from gunapp.games.doudizhu.engine import bench_hooks
from gunapp.games.doudizhu.engine.combos import Kind, shape_of
from gunapp.games.doudizhu.engine.rules import Variant

DECK = [r for r in (3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 17) for _ in range(4)] + [20, 30]


def _slow_reading(move: list[int]) -> tuple[Kind, int, int] | None:
    return shape_of(bench_hooks.to_counts(move), Variant.DDZ3)


@pytest.mark.parametrize("seed", range(4))
def test_rival_fast_paths_match_shape_of_in_any_order(seed: int) -> None:
    rng = random.Random(seed)
    checked = 0
    for _ in range(40):
        deck = DECK[:]
        rng.shuffle(deck)
        for move in bench_hooks.legal_leads(deck[:20]):
            for order in (move, move[::-1], rng.sample(move, len(move))):
                assert bench_hooks.rival_combo(order)[:3] == _slow_reading(order)
                checked += 1
    assert checked > 5000


@pytest.mark.parametrize(
    "move",
    [
        [3, 3, 4, 4],  # two pairs: no kind (section 6)
        [3, 3, 20, 30, 30],  # no such cards in DDZ3 (one red joker), and no kind either
        [5, 5, 5, 5, 6],  # four + one: no kind
        [3, 4, 5, 6, 17],  # 2s never chain
        [10, 11, 12, 13, 14, 17],
        [3, 4, 5, 6, 6],
        [6, 7, 7, 7, 8],  # trio + two different singles: no kind (kind 4 takes one)
        [3, 3, 3, 4, 4, 4, 20, 30],  # airplane with both jokers as kickers (D6.2)
    ],
)
def test_rival_fast_paths_reject_non_combinations(move: list[int]) -> None:
    assert _slow_reading(move) is None
    with pytest.raises(ValueError):
        bench_hooks.rival_combo(move)


def test_d7_1_trio_kicker_and_straight_keys() -> None:
    """Kinds 4 and 5 are keyed by the trio, whichever side of it the kicker lies (D7.1)."""
    assert bench_hooks.rival_combo([3, 9, 9, 9])[:3] == (Kind.TRIO_SINGLE, 6, 1)
    assert bench_hooks.rival_combo([9, 9, 9, 17])[:3] == (Kind.TRIO_SINGLE, 6, 1)
    assert bench_hooks.rival_combo([4, 4, 17, 17, 17])[:3] == (Kind.TRIO_PAIR, 12, 1)
    assert bench_hooks.rival_combo([14, 13, 12, 11, 10])[:3] == (Kind.STRAIGHT, 11, 5)
