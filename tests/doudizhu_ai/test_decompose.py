"""The plan (``decompose``): every play is a legal lead, the plays use exactly the hand, the fast scorer agrees
with the move builder, and the split prefers fewer plays."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from gunapp.games.doudizhu.ai.decompose import _base, _base_score, best_plan
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
