"""Where a peer's legal moves differ from ours in the Dou Dizhu engine benchmark (``bench_ddz_engine``), each
move explained by the rule difference behind it (D6.1, D6.2)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any


def explain(move: Sequence[int]) -> str:
    """Why a peer's move is not legal for us: the rule difference (D6.1 / D6.2), or 'unexplained'."""
    c = Counter(move)
    n = len(move)
    if c[20] and c[30] and n > 2:
        return "both jokers as kickers (D6.2)"
    quads = [r for r, k in c.items() if k == 4]
    if quads and n in (6, 8):
        return "four + two with kickers of one rank (D6.1)"
    if n % 4 == 0:
        k = n // 4
        trios = sorted(r for r, m in c.items() if m >= 3 and r <= 14)
        for i in range(len(trios) - k + 1):
            window = trios[i : i + k]
            if window[-1] - window[0] == k - 1:
                rest = Counter(move)
                for r in window:
                    rest[r] -= 3
                kick = [r for r, m in rest.items() for _ in range(m)]
                if any(r in window for r in kick):
                    return "kicker of the same rank as a trio (D6.1)"
                if len(set(kick)) < len(kick):
                    return "single kickers of one rank (D6.1)"
    return "unexplained"


def compare(ours_sets: list[set[tuple[int, ...]]], theirs: list[set[tuple[int, ...]]]) -> dict[str, Any]:
    only_theirs: Counter[str] = Counter()
    only_ours = 0
    total_theirs = 0
    for a, b in zip(ours_sets, theirs, strict=True):
        total_theirs += len(b)
        only_ours += len(a - b)
        for m in b - a:
            only_theirs[explain(m)] += 1
    return {"only_theirs": only_theirs, "only_ours": only_ours, "total_theirs": total_theirs}
