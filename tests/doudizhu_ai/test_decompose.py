"""The plan (``decompose``): every play is a legal lead, the plays use exactly the hand, the fast scorer agrees
with the move builder, and the split prefers fewer plays."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from gunapp.games.doudizhu.ai.decompose import PLAY_COST, _base, _base_score, best_plan, play_value
from gunapp.games.doudizhu.engine.combos import classify
from gunapp.games.doudizhu.engine.rules import N_RANKS, Variant, max_copies
from tests.doudizhu_ai.scenario import counts, label


def _hand(seed: int, variant: Variant, size: int) -> tuple[int, ...]:
    deck = [r for r in range(N_RANKS) for _ in range(max_copies(variant, r))]
    random.Random(seed).shuffle(deck)
    out = [0] * N_RANKS
    for r in deck[:size]:
        out[r] += 1
    return tuple(out)


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**31), four=st.booleans(), landlord=st.booleans())
def test_plan_is_a_partition_into_legal_plays(seed: int, four: bool, landlord: bool) -> None:
    variant = Variant.DDZ4 if four else Variant.DDZ3
    size = variant.hand_size + (variant.kitty_size if landlord else 0)
    hand = _hand(seed, variant, size)
    plan = best_plan(hand, variant)
    used = [0] * N_RANKS
    for play in plan.plays:
        combo = classify([play[3].count(r) for r in range(N_RANKS)], variant)
        assert combo is not None and combo.kind is play[0] and combo.key == play[1], label(play)
        for r in play[3]:
            used[r] += 1
    assert tuple(used) == hand
    assert _base_score(hand, four) == _base(hand, four)[1]


def test_plan_prefers_the_straight_and_the_trio_with_kicker() -> None:
    """34567 888J QQ A is 4 plays; 345678 88 J QQ A would be 6."""
    plan = best_plan(counts("34567 888 J QQ A"), Variant.DDZ3)
    assert sorted(label(p) for p in plan.plays) == ["34567", "888J", "A", "QQ"]


def test_ddz4_plan_never_uses_trio_with_single() -> None:
    """DDZ4 has no trio + single (section 6): the trio takes a pair or stands alone."""
    plan = best_plan(counts("888 3 QQ"), Variant.DDZ4)
    assert sorted(label(p) for p in plan.plays) == ["3", "888QQ"]


def _plain_best(counts: tuple[int, ...], four: bool) -> float:
    """The plan score by its plain definition: every set of straights (5+ singles) and pair straights (3+
    pairs) within 3..A, the rest grouped by ``_base``; the best score over all of them. No int encoding, no
    jumping over ranks: what the fast search must agree with."""
    from functools import cache

    from gunapp.games.doudizhu.engine.rules import MAX_CHAIN_RANK

    @cache
    def best(c: tuple[int, ...], start: int) -> float:
        score = _base(c, four)[1]
        for r in range(start, MAX_CHAIN_RANK + 1):
            for width, least in ((1, 5), (2, 3)):
                top = r
                while top <= MAX_CHAIN_RANK and c[top] >= width:
                    if top - r + 1 >= least:
                        rest = tuple(k - width if r <= i <= top else k for i, k in enumerate(c))
                        value = top - 7.0 + 0.5 * (top - r + 1) - PLAY_COST
                        score = max(score, best(rest, r) + value)
                    top += 1
        return score

    return best(counts, 0)


@settings(max_examples=150, deadline=None)
@given(seed=st.integers(0, 2**31), four=st.booleans(), size=st.integers(1, 33))
def test_fast_search_agrees_with_the_plain_definition(seed: int, four: bool, size: int) -> None:
    """The search keeps hands as ints and jumps over ranks where no sequence can begin (speed for the hard AI's
    playouts): its score must be the best over every set of sequences."""
    from gunapp.games.doudizhu.ai.decompose import plan_score

    variant = Variant.DDZ4 if four else Variant.DDZ3
    hand = _hand(seed, variant, min(size, variant.hand_size + variant.kitty_size))
    assert plan_score(hand, variant) == _plain_best(hand, four)
    plan = best_plan(hand, variant)
    assert plan.score == _plain_best(hand, four)
    # the plays the plan follows are worth exactly the score the search found
    assert sum(play_value(p) for p in plan.plays) - PLAY_COST * plan.count == plan.score
