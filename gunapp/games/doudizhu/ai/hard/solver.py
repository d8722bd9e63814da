"""Exact solver for small open endgames: does the landlord's side win with best play from both sides?

Win/lose is all that counts here (the side that goes out first wins, D5.4), so the search is a two-valued
minimax with memoisation over (hands, combination to beat, its player, seat to move), moves tried biggest
first (emptying a hand ends the search at once). A node budget keeps it bounded, and so does the clock when an
``Allowance`` is given: over either it gives up (``None``) and the caller falls back to playouts.
"""

from __future__ import annotations

from gunapp.games.doudizhu.ai.hard.allowance import Allowance
from gunapp.games.doudizhu.ai.hard.playout import Table
from gunapp.games.doudizhu.engine.combos import Move


class OverBudget(Exception):
    pass


#: with an allowance, the solver reads the clocks every this many nodes (a node costs some 50 us: 128 nodes
#: were some 6 ms of CPU between readings, 60 ms of wall time with a tenth of a core)
CHECK_NODES = 16


class Solver:
    def __init__(self, budget: int = 4000, allowance: Allowance | None = None) -> None:
        self.budget = budget
        self.allowance = allowance
        self.nodes = 0
        self.memo: dict[tuple[object, ...], bool] = {}

    def landlord_wins(self, table: Table) -> bool | None:
        """Exact outcome of ``table`` (the seat to move about to act), or None if over the node budget."""
        try:
            return self._solve(table)
        except OverBudget:
            return None

    def _solve(self, t: Table) -> bool:
        leading = t.leading
        key = (
            tuple(tuple(h) for h in t.hands),
            None if leading else t.last,
            -1 if leading else t.last_seat,
            t.turn,
        )
        hit = self.memo.get(key)
        if hit is not None:
            return hit
        self.nodes += 1
        if self.nodes > self.budget:
            raise OverBudget
        if self.allowance is not None and self.nodes % CHECK_NODES == 0 and self.allowance.over():
            raise OverBudget
        me = t.turn
        lord_side = me == t.landlord
        moves: list[Move] = sorted(t.moves(), key=lambda m: -len(m[3]))
        options: list[Move | None] = list(moves)
        if not leading:
            options.append(None)
        result = not lord_side  # the worst case for the side to move
        for m in options:
            if m is not None and len(m[3]) == t.left[me]:
                result = lord_side  # goes out: this side wins
                break
            child = t.copy()
            child.apply(m)
            if self._solve(child) == lord_side:
                result = lord_side
                break
        self.memo[key] = result
        return result
