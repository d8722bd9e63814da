"""Issue 29 item 2: the plan search's memo is the one thing a Dou Dizhu evening at the table grows towards (the
AI plans every decision on the worker thread of the app); it must stay small whatever number of hands it plans."""

from __future__ import annotations

import random
import tracemalloc

from gunapp.games.doudizhu.ai import decompose
from gunapp.games.doudizhu.engine.rules import N_RANKS, Variant

#: the memo's share of what a table may hold: a ddz3 evening grew +6.8 MB from deal 50 to 500 at 40,000 entries
LIMIT_BYTES = 3 * 2**20


def _hand(rng: random.Random) -> list[int]:
    """Rank counts of 20 cards from a 54-card deck (3..2 four each, the two jokers one each)."""
    deck = [r for r in range(13) for _ in range(4)] + [13, 14]
    counts = [0] * N_RANKS
    for r in rng.sample(deck, 20):
        counts[r] += 1
    return counts


def test_issue29_the_plan_memo_stays_small_however_many_hands_are_planned() -> None:
    rng = random.Random(29)
    decompose._memo.clear()
    tracemalloc.start()
    try:
        for _ in range(2000):  # enough to fill 40,000 entries (the old cap: 3.6 MB)
            hand = _hand(rng)
            decompose.plan_score(hand, Variant.DDZ3)
        held, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
        decompose._memo.clear()
    assert peak < LIMIT_BYTES, f"the memo reached {peak / 2**20:.1f} MB"
    assert held <= peak
