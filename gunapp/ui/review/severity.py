"""How bad a reviewed decision was, as a mark: a grade from its cost on the review's scale, and the colour
and size every view draws it with (the history pane, the replay timeline, the key moments).

The thresholds are per scale because a Gunzi point and a Dou Dizhu stake point are not the same size: 10
Gunzi points is a quarter of a level (``gunapp.review.model``), one stake point in Dou Dizhu is a whole base
stake. A cost the review is not sure of (its interval reaches 0) is graded one step lower, so a mark in red
always means the engine is confident.
"""

from __future__ import annotations

from dataclasses import dataclass

#: the cost from which a decision is (an inaccuracy, a mistake, a blunder), per scale
THRESHOLDS: dict[str, tuple[float, float, float]] = {
    "gunzi-points": (5.0, 15.0, 30.0),
    "ddz-stake": (0.3, 1.0, 2.5),
}
_FALLBACK = THRESHOLDS["gunzi-points"]

#: grade -> colour: good (the move made was best or as good), inaccuracy, mistake, blunder
COLOURS = ("#6fcf7c", "#f2d34e", "#f28c38", "#e8453c")


@dataclass(frozen=True)
class Mark:
    grade: int  # 0 good .. 3 blunder
    colour: str
    size: float  # a dot's diameter as a share of the line it sits on (0.35 .. 0.9)


def grade(cost: float, scale: str, significant: bool = True) -> int:
    """0 for a move about as good as the best, up to 3 for a blunder."""
    steps = THRESHOLDS.get(scale, _FALLBACK)
    g = sum(1 for t in steps if cost >= t)
    if g and not significant:
        g -= 1
    return g


def mark(cost: float, scale: str, significant: bool = True) -> Mark:
    g = grade(cost, scale, significant)
    return Mark(g, COLOURS[g], 0.35 + 0.18 * g)
