"""Exact play of the last tricks in a sampled deal (spec R19, R20): minimax over every legal play.

With every card known and few left, the best play for both sides can be found outright instead of estimated
by a playout. The two sides are the players: the attackers maximise the search's utility (their score S with
the 120 and dig bonuses), the dealer side minimises it; alpha-beta pruning cuts the lines that cannot change
the result.
"""

from __future__ import annotations

from collections.abc import Callable

from gunapp.games.gunzi.ai.hard.world import World

#: solve exactly when every hand holds at most this many cards (the tree grows as (cards!)^4)
EXACT_CARDS = 2

Utility = Callable[[World], float]


def solve(w: World, utility: Utility, alpha: float = -1e9, beta: float = 1e9) -> float:
    """The value of ``w`` under best play by both sides (attackers maximise ``utility``)."""
    if w.over:
        return utility(w)
    seat = w.to_act
    maximise = seat % 2 != w.dealer % 2
    best = -1e9 if maximise else 1e9
    for play in w.legal(seat):
        child = w.copy()
        child.play(seat, play)
        v = solve(child, utility, alpha, beta)
        if maximise:
            if v > best:
                best = v
            if best > alpha:
                alpha = best
        else:
            if v < best:
                best = v
            if best < beta:
                beta = best
        if alpha >= beta:
            break
    return best


__all__ = ["EXACT_CARDS", "solve"]
