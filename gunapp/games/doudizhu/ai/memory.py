"""Card counting from the view: which cards are still out, and can an opponent still beat a play?

Without seeing hands, the unseen cards (not mine, not played) are pooled: a play is *safe* when no combination
from the pool, small enough for an opponent's remaining hand, beats it. The pool includes a partner's cards, so
the test errs on the side of caution. A hand shown to all (明牌, D11.11) is known: when the seats asked about
are all shown, their own cards are the pool; otherwise the shown cards of the other seats leave it.
"""

from __future__ import annotations

from collections.abc import Sequence

from gunapp.games.doudizhu.ai.situation import Situation
from gunapp.games.doudizhu.engine.combos import Kind, Move
from gunapp.games.doudizhu.engine.movegen import legal_answers
from gunapp.games.doudizhu.engine.rules import BLACK_JOKER, RED_JOKER, Variant


def can_be_beaten(sit: Situation, move: Move, by: list[int] | None = None, *, bombs: bool = True) -> bool:
    """Could any of the seats ``by`` (default: my opponents) beat ``move`` with cards still unseen? With
    ``bombs`` False, only by a play of its own kind (a bomb or the rocket, which beat any plain play, aside)."""
    seats = sit.opponents() if by is None else by
    live = [s for s in seats if sit.cards_left[s] > 0]
    if not live or move[0] is Kind.ROCKET:
        return False
    most = max(sit.cards_left[s] for s in live)
    pool = _possible(sit, live) if sit.shown else sit.pool
    kind = move[0]
    n = _N_OF.get(kind, 0)
    if n and n <= most:  # single, pair, trio: the common case, answered from the counts alone
        key = move[1]
        if any(c >= n for c in pool[key + 1 :]):
            return True
        return bombs and _has_bomb(pool, most, sit.variant is Variant.DDZ4)
    return any(
        len(answer[3]) <= most and (bombs or answer[0] not in _BOMBS or kind in _BOMBS)
        for answer in legal_answers(pool, move, sit.variant)
    )


_BOMBS = (Kind.BOMB, Kind.ROCKET)


def _possible(sit: Situation, seats: list[int]) -> tuple[int, ...]:
    """The cards ``seats`` may hold together, the shown hands known (D11.11)."""
    shown = sit.shown
    known = [shown[s] if s < len(shown) else None for s in seats]
    if all(h is not None for h in known):
        out = [0] * len(sit.pool)
        for h in known:
            assert h is not None
            out = [a + b for a, b in zip(out, h, strict=True)]
        return tuple(out)
    pool = list(sit.pool)
    for s, h in enumerate(shown):
        if h is not None and s != sit.me and s not in seats:
            pool = [max(0, a - b) for a, b in zip(pool, h, strict=True)]
    return tuple(pool)


def _has_bomb(pool: Sequence[int], most: int, four: bool) -> bool:
    """Is there a bomb or the rocket among ``pool`` that fits in ``most`` cards (beats any plain play)?"""
    if most >= 4 and any(c >= 4 for c in pool[:BLACK_JOKER]):
        return True
    if four:
        return most >= 4 and pool[BLACK_JOKER] == 2 and pool[RED_JOKER] == 2
    return most >= 2 and pool[BLACK_JOKER] > 0 and pool[RED_JOKER] > 0


_N_OF = {Kind.SINGLE: 1, Kind.PAIR: 2, Kind.TRIO: 3}


def min_opponent_cards(sit: Situation) -> int:
    return min((sit.cards_left[s] for s in sit.opponents()), default=99)
