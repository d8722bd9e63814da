"""Hand-built situations for judgement tests. Rank notation: 3-9, T, J, Q, K, A, 2, S (black joker), B (red)."""

from __future__ import annotations

from gunapp.games.doudizhu.ai.situation import Situation
from gunapp.games.doudizhu.engine.combos import Move, classify
from gunapp.games.doudizhu.engine.movegen import legal_answers, legal_leads
from gunapp.games.doudizhu.engine.rules import Variant

CHARS = "3456789TJQKA2SB"


def counts(text: str) -> tuple[int, ...]:
    out = [0] * 15
    for ch in text.replace(" ", ""):
        out[CHARS.index(ch)] += 1
    return tuple(out)


def move(text: str, variant: Variant = Variant.DDZ3) -> Move:
    combo = classify(counts(text), variant)
    assert combo is not None, text
    return (combo.kind, combo.key, combo.length, combo.ranks)


def label(m: Move | None) -> str:
    return "pass" if m is None else "".join(CHARS[r] for r in m[3])


def situation(
    hand: str,
    me: int,
    last: str = "",
    last_seat: int = -1,
    cards_left: tuple[int, ...] = (17, 17, 17),
    played: tuple[str, ...] = ("", "", ""),
    landlord: int = 0,
    variant: Variant = Variant.DDZ3,
) -> tuple[Situation, list[Move], bool]:
    """The situation, the legal moves and whether passing is legal, as the engine would give them."""
    h = counts(hand)
    left = list(cards_left)
    left[me] = sum(h)
    last_move = move(last, variant) if last else None
    legal = legal_answers(h, last_move, variant) if last_move else legal_leads(h, variant)
    sit = Situation(
        variant=variant,
        me=me,
        landlord=landlord,
        hand=h,
        last=last_move,
        last_seat=last_seat if last_move else -1,
        cards_left=tuple(left),
        played=tuple(counts(p) for p in played),
    )
    return sit, legal, last_move is not None
