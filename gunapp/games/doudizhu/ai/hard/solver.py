"""Exact solver for small open endgames: does the landlord's side win with best play from both sides?

Win/lose is all that counts here (the side that goes out first wins, D5.4), so the search is a two-valued
minimax with memoisation over (hands, combination to beat, its player, seat to move). It plays and takes back
moves on its own arrays instead of copying the table at every node, and it orders the moves the way the result
is usually found: a play that empties the hand first (the search ends there), passing first when the last play
is the partner's (letting it stand is what a side that is winning mostly does), else the biggest plays first. A
node budget keeps it bounded, and so does the clock when an ``Allowance`` is given: over either it gives up
(``None``) and the caller falls back to playouts.
"""

from __future__ import annotations

from gunapp.games.doudizhu.ai.hard.allowance import Allowance
from gunapp.games.doudizhu.ai.hard.playout import Table
from gunapp.games.doudizhu.engine.combos import Move
from gunapp.games.doudizhu.engine.movegen import legal_answers, legal_leads
from gunapp.games.doudizhu.engine.rules import Variant


class OverBudget(Exception):
    pass


#: with an allowance, the solver reads the clocks every this many nodes (a node costs some 3-8 us now, 7-50 us when
#: it copied the table at every node: 128 of those were 6 ms of CPU, 60 ms of wall time on a tenth of a core)
CHECK_NODES = 16


def _size(m: Move) -> int:
    return -len(m[3])


class Solver:
    def __init__(self, budget: int = 4000, allowance: Allowance | None = None) -> None:
        self.budget = budget
        self.allowance = allowance
        self.nodes = 0
        self.memo: dict[tuple[object, ...], bool] = {}

    def landlord_wins(self, table: Table) -> bool | None:
        """Exact outcome of ``table`` (the seat to move about to act), or None if over the node budget."""
        self._variant: Variant = table.variant
        self._lord = table.landlord
        self._hands = [h[:] for h in table.hands]
        self._left = table.left[:]
        leading = table.leading
        try:
            return self._solve(
                None if leading else table.last, -1 if leading else table.last_seat, table.turn
            )
        except OverBudget:
            return None

    def _solve(self, last: Move | None, last_seat: int, turn: int) -> bool:
        hands = self._hands
        if last_seat == turn:
            last, last_seat = None, -1  # every other seat passed: the lead comes back (D5.3)
        # a Move's kind is an enum (its hash is Python code): the key uses what identifies the play without it
        key = (
            *map(bytes, hands),
            None if last is None else last[3],
            None if last is None else last[1],
            None if last is None else last[2],
            last_seat,
            turn,
        )
        hit = self.memo.get(key)
        if hit is not None:
            return hit
        self.nodes += 1
        if self.nodes > self.budget:
            raise OverBudget
        if self.allowance is not None and self.nodes % CHECK_NODES == 0 and self.allowance.over():
            raise OverBudget
        lord = self._lord
        lord_side = turn == lord
        hand = hands[turn]
        left = self._left
        mine = left[turn]
        moves = legal_leads(hand, self._variant) if last is None else legal_answers(hand, last, self._variant)
        for m in moves:
            if len(m[3]) == mine:
                self.memo[key] = lord_side  # goes out: this side wins
                return lord_side
        moves.sort(key=_size)
        options: list[Move | None] = list(moves)
        if last is not None:
            partners = last_seat != lord and turn != lord
            if partners:
                options.insert(0, None)
            else:
                options.append(None)
        nxt = (turn + 1) % len(hands)
        result = not lord_side  # the worst case for the side to move
        for option in options:
            if option is None:
                won = self._solve(last, last_seat, nxt)
            else:
                cards = option[3]
                for r in cards:
                    hand[r] -= 1
                left[turn] = mine - len(cards)
                # no try/finally: over the budget the whole search is dropped, and the next call starts from
                # fresh copies of the table's hands
                won = self._solve(option, turn, nxt)
                for r in cards:
                    hand[r] += 1
                left[turn] = mine
            if won == lord_side:
                result = lord_side
                break
        self.memo[key] = result
        return result
