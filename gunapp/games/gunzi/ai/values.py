"""How much the Gunzi AI wants to keep each card: the common currency of its discard, bury and return choices.

A card's keep value grows with its strength (trumps above every plain card, R5.3), with the copies held (pairs
and triples win tricks that singles cannot, R19.1), and with being the highest card left in its suit. Point
cards (R3.1) are valued separately by the caller, because the same ♠K is a loss on an opponent's trick and a
gift on a partner's.
"""

from __future__ import annotations

from collections.abc import Sequence

from gunapp.core.cards import Card
from gunapp.games.gunzi.engine.trick import card_points
from gunapp.games.gunzi.engine.trumps import (
    KEY_BIG_JOKER,
    KEY_LEVEL,
    KEY_SMALL_JOKER,
    KEY_TRUMP_LEVEL,
    KEY_TRUMP_TWO,
    KEY_TWO,
    TrumpContext,
    face_id,
)

_TRUMP_TOP = {
    KEY_BIG_JOKER: 52,
    KEY_SMALL_JOKER: 47,
    KEY_TRUMP_LEVEL: 43,
    KEY_LEVEL: 40,
    KEY_TRUMP_TWO: 38,
    KEY_TWO: 36,
}


def base_value(card: Card, ctx: TrumpContext) -> float:
    """Strength alone: plain cards 3..14 by rank, trumps 23..52."""
    k = ctx.key(card)
    top = _TRUMP_TOP.get(k)
    if top is not None:
        return float(top)
    if k >= 200:
        return 20.0 + card.rank
    return float(card.rank)


def keep_value(card: Card, ctx: TrumpContext, counts: list[int], unseen: list[int] | None = None) -> float:
    """Base value plus the worth of the combination it belongs to and of being the boss of its suit."""
    v = base_value(card, ctx)
    k = counts[face_id(card)]
    if k >= 3:
        v += 4.0 + v * 0.25
    elif k == 2:
        v += 2.0 + v * 0.15
    if unseen is not None and not ctx.is_trump(card) and card.rank == 14:
        v += 3.0
    return v


def loss_cost(card: Card, ctx: TrumpContext, counts: list[int], unseen: list[int] | None = None) -> float:
    """Cost of throwing ``card`` onto a trick the opponents take: its value plus the points handed over."""
    return keep_value(card, ctx, counts, unseen) + 2.5 * card_points(card)


def feed_cost(card: Card, ctx: TrumpContext, counts: list[int], unseen: list[int] | None = None) -> float:
    """Cost of throwing ``card`` onto a trick the partner takes: points are a gain there."""
    return keep_value(card, ctx, counts, unseen) - 2.0 * card_points(card)


def reserve_face(hand: Sequence[Card], ctx: TrumpContext) -> Card | None:
    """The strongest trump in ``hand``: its last copy is kept back for the last trick, which decides dig or hold
    (R20) and with it whether either side goes up a level (R21.4)."""
    best: Card | None = None
    best_key = -1
    for c in hand:
        if ctx.is_trump(c):
            k = ctx.key(c)
            if k > best_key:
                best, best_key = c, k
    return best


def spends(cards: Sequence[Card], reserve: Card | None, counts: list[int]) -> bool:
    """Whether playing ``cards`` would use up every copy of the reserved card."""
    if reserve is None:
        return False
    return sum(1 for c in cards if c == reserve) >= counts[face_id(reserve)]


__all__ = ["base_value", "reserve_face", "spends", "feed_cost", "keep_value", "loss_cost"]
