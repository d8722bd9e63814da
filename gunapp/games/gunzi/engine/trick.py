"""Who wins a Gunzi trick and what it is worth (spec R19, R3; A31, A33).

R19 is the same in LIVE and DEAD: only plays of the lead's shape (all cards identical) in the led effective
suit or in trump compete; trump beats non-trump, then the stronger face wins, and among equal strength (the
same face, or two off-suit level cards, or two off-suit 2s) the earliest play wins (R19.3, A31).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from gunapp.core.cards import Card
from gunapp.games.gunzi.engine.trumps import TRUMP, TrumpContext

#: R3.1: 5s are worth 5, 10s and Ks 10, everything else 0
CARD_POINTS: dict[int, int] = {5: 5, 10: 10, 13: 10}


def card_points(card: Card) -> int:
    """R3.1 point value of one card (jokers are worth 0: their ranks are 15 and 16)."""
    return CARD_POINTS.get(card.rank, 0)


def trick_points(cards: Iterable[Card]) -> int:
    """R3.1 points in ``cards`` (a trick, a bottom, a pile of captures)."""
    return sum(CARD_POINTS.get(c.rank, 0) for c in cards)


def play_strength(cards: Sequence[Card], lead_suit: str, ctx: TrumpContext) -> tuple[int, int] | None:
    """How a play ranks against the others in a trick led in effective suit ``lead_suit``, or None when it
    cannot win (R19.1): (1 if trump else 0, R5.4 key). Larger tuples win; equal tuples tie."""
    face = cards[0]
    for c in cards:
        if c is not face and c != face:  # identity first: ``Card.__ne__`` is Python code
            return None  # R19.1(i): not the lead's shape
    suit = ctx.eff_suit(face)
    if suit == TRUMP:
        return (1, ctx.key(face))
    if suit == lead_suit:
        return (0, ctx.key(face))
    return None  # R19.1(ii): a discard of another suit


def trick_winner(plays: Sequence[tuple[int, Sequence[Card]]], ctx: TrumpContext, mode: str = "LIVE") -> int:
    """The seat that wins a trick; ``plays`` are (seat, cards) in playing order, the lead first.

    ``mode`` (followMode) is accepted so callers need not special-case it: R19 does not depend on it.
    The plays are assumed legal (``follow.check_follow``); a lead that is no combination, or plays of
    unequal size, are programming errors and raise ValueError.
    """
    if mode not in ("LIVE", "DEAD"):
        raise ValueError(f"followMode must be LIVE or DEAD, not {mode!r}")
    if not plays:
        raise ValueError("a trick needs at least the lead")
    lead_seat, lead_cards = plays[0]
    n = len(lead_cards)
    if not 1 <= n <= 3:
        raise ValueError(f"a lead has 1 to 3 cards, not {n}")
    lead_suit = ctx.eff_suit(lead_cards[0])
    best = play_strength(lead_cards, lead_suit, ctx)
    if best is None:
        raise ValueError(f"the lead {[c.code for c in lead_cards]} is not a combination")
    winner = lead_seat
    for seat, cards in plays[1:]:
        if len(cards) != n:
            raise ValueError(f"seat {seat} played {len(cards)} cards to a lead of {n}")
        strength = play_strength(cards, lead_suit, ctx)
        if strength is not None and strength > best:  # strictly greater: the earlier play keeps a tie (R19.3)
            best = strength
            winner = seat
    return winner
