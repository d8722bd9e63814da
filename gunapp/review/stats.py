"""From per-deal samples to a ``DecisionReview``: means, 95 % half-widths, and the cost of the move made with
its interval from the paired differences (every candidate is played in the same sampled deals, so the luck of
the deal cancels out of a difference)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from math import sqrt
from typing import TypeVar

from gunapp.review.contract import Position
from gunapp.review.model import DecisionReview, MoveValue

T = TypeVar("T")

#: 95 % two-sided normal quantile
Z95 = 1.96
#: alternatives shown per decision
ALTERNATIVES = 3


@dataclass
class Candidate:
    """A move compared at one decision and its per-deal samples (``values`` on the scale; ``wins`` 0/1 and
    ``points`` optional, the same length)."""

    cards: list[str]
    label: str
    values: list[float] = field(default_factory=list)
    wins: list[float] = field(default_factory=list)
    points: list[float] = field(default_factory=list)


def distinct_first(made: T, pool: Sequence[T], key: Callable[[T], object], most: int) -> list[T]:
    """``made`` then the moves of ``pool`` not already listed (by ``key``), ``most`` in all: the candidates of a
    decision, the move made always first (``summarise`` reads it as such)."""
    out = [made]
    seen = {key(made)}
    for m in pool:
        if len(out) >= most:
            break
        k = key(m)
        if k not in seen:
            seen.add(k)
            out.append(m)
    return out


def mean(xs: Sequence[float]) -> float:
    return sum(xs) / len(xs) if xs else 0.0


def half_width(xs: Sequence[float]) -> float:
    """1.96 standard errors of the mean of ``xs`` (0 for fewer than two samples)."""
    n = len(xs)
    if n < 2:
        return 0.0
    m = mean(xs)
    var = sum((x - m) ** 2 for x in xs) / (n - 1)
    return Z95 * sqrt(var / n)


def _value(c: Candidate) -> MoveValue:
    return MoveValue(
        cards=list(c.cards),
        label=c.label,
        value=round(mean(c.values), 3),
        spread=round(half_width(c.values), 3),
        win=round(mean(c.wins), 4) if c.wins else None,
        points=round(mean(c.points), 2) if c.points else None,
    )


def summarise(
    position: Position,
    candidates: Sequence[Candidate],
    *,
    exact: bool = False,
    truncated: bool = False,
) -> DecisionReview:
    """The review of ``position``: ``candidates[0]`` is the move made; every candidate holds samples from the
    same deals (as many each)."""
    made = candidates[0]
    n = len(made.values)
    means = [mean(c.values) for c in candidates]
    best = max(range(len(candidates)), key=lambda i: (means[i], i == 0))
    if best == 0 or n == 0:
        cost = low = 0.0
        # how much the move made might still have cost: the best paired upper bound of any other candidate
        high = max(
            (
                mean(d) + half_width(d)
                for c in candidates[1:]
                for d in [[a - b for a, b in zip(c.values, made.values, strict=True)]]
            ),
            default=0.0,
        )
        high = max(0.0, high)
    else:
        diffs = [a - b for a, b in zip(candidates[best].values, made.values, strict=True)]
        cost = mean(diffs)
        w = half_width(diffs)
        low, high = cost - w, cost + w
    others = sorted(range(1, len(candidates)), key=lambda i: -means[i])[:ALTERNATIVES]
    return DecisionReview(
        hand=position.hand,
        seat=position.seat,
        index=position.index,
        number=0,
        kind=position.kind,
        trick=position.trick,
        leading=position.leading,
        made=_value(made),
        alternatives=[_value(candidates[i]) for i in others],
        best=round(means[best], 3) if n else 0.0,
        cost=round(cost, 3),
        cost_low=round(low, 3),
        cost_high=round(high, 3),
        significant=low > 0 and cost > 0,
        worlds=n,
        exact=exact,
        truncated=truncated,
        side=position.info.get("side"),
    )
