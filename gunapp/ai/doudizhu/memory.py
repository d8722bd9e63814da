"""Card counting from the view: which cards are still out, and can an opponent still beat a play?

Without seeing hands, the unseen cards (not mine, not played) are pooled: a play is *safe* when no combination
from the pool, small enough for an opponent's remaining hand, beats it. The pool includes a partner's cards, so
the test errs on the side of caution.
"""

from __future__ import annotations

from gunapp.ai.doudizhu.situation import Situation
from gunapp.engine.doudizhu.combos import Kind, Move
from gunapp.engine.doudizhu.movegen import legal_answers


def can_be_beaten(sit: Situation, move: Move, by: list[int] | None = None) -> bool:
    """Could any of the seats ``by`` (default: my opponents) beat ``move`` with cards still unseen?"""
    seats = sit.opponents() if by is None else by
    live = [s for s in seats if sit.cards_left[s] > 0]
    if not live or move[0] is Kind.ROCKET:
        return False
    most = max(sit.cards_left[s] for s in live)
    pool = sit.unseen()
    return any(len(answer[3]) <= most for answer in legal_answers(pool, move, sit.variant))


def highest_unseen(sit: Situation) -> int:
    """The highest rank still out (-1 if none)."""
    pool = sit.unseen()
    for r in range(len(pool) - 1, -1, -1):
        if pool[r] > 0:
            return r
    return -1


def min_opponent_cards(sit: Situation) -> int:
    return min((sit.cards_left[s] for s in sit.opponents()), default=99)
