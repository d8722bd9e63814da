"""Gunzi card counter: trumps and point cards still out, jokers and level cards unseen, and shown voids.

Computed from ``GunziView`` alone (R27): the three decks (R2.1) minus the seat's hand, minus every card
played in a trick of this hand, minus the bottom when this seat knows it (the dealer after taking it, or a
public bottom). Voids follow R17.2: a seat that followed a lead with fewer cards of the led effective suit
than the lead held has none of that suit left.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from gunapp.core.cards import BIG_JOKER_RANK, SMALL_JOKER_RANK, SUITS, Card, Suit
from gunapp.games.gunzi.engine.phase import Phase
from gunapp.games.gunzi.engine.trumps import TRUMP, TrumpContext
from gunapp.games.gunzi.engine.view import GunziView

DECKS = 3
#: R3.1 point ranks: 5, 10, K
POINT_RANKS: tuple[int, ...] = (5, 10, 13)
_PLAY_PHASES = frozenset((Phase.PLAY, Phase.HAND_OVER, Phase.MATCH_OVER))


def full_deck() -> Counter[Card]:
    deck: Counter[Card] = Counter()
    for s in SUITS:
        for r in range(2, 15):
            deck[Card(r, s)] = DECKS
    deck[Card(SMALL_JOKER_RANK)] = DECKS
    deck[Card(BIG_JOKER_RANK)] = DECKS
    return deck


@dataclass(frozen=True)
class GunziCount:
    """What the seat can count. ``points[suit][rank]``: 5/10/K of each suit still out; ``voids[seat]``: the
    effective suits (``"T"`` = trump, else the suit letter) that seat has shown void in."""

    unseen: Counter[Card]
    trumps_out: int | None  # None until the trump suit is fixed
    points: dict[Suit, dict[int, int]]
    points_out: int
    big_jokers: int
    small_jokers: int
    level: int
    level_cards: dict[Suit, int]
    voids: dict[int, tuple[str, ...]] = field(default_factory=dict)


def _seen_cards(view: GunziView) -> Counter[Card]:
    seen: Counter[Card] = Counter(view.hand)
    for trick in view.tricks:
        for _seat, cards in trick:
            seen.update(cards)
    for _seat, cards in view.trick:
        seen.update(cards)
    # the bottom is out of play once buried; a seat that knows it can count it (R27)
    if view.bottom is not None and view.phase in _PLAY_PHASES:
        seen.update(view.bottom)
    return seen


def _voids(view: GunziView, ctx: TrumpContext) -> dict[int, tuple[str, ...]]:
    found: dict[int, set[str]] = {s: set() for s in range(4) if s != view.seat}
    tricks = list(view.tricks) + ([view.trick] if view.trick else [])
    for trick in tricks:
        if not trick:
            continue
        lead = trick[0][1]
        suit = ctx.eff_suit(lead[0])
        for seat, cards in trick[1:]:
            if seat in found and sum(1 for c in cards if ctx.eff_suit(c) == suit) < len(lead):
                found[seat].add(suit)
    order = (TRUMP, *(s.value for s in SUITS))
    return {s: tuple(x for x in order if x in v) for s, v in found.items()}


def count_gunzi(view: GunziView) -> GunziCount:
    unseen = full_deck()
    unseen.subtract(_seen_cards(view))
    unseen = +unseen  # drop zero counts
    ctx = TrumpContext(view.level, view.trump) if view.trump is not None else None
    points = {s: {r: unseen[Card(r, s)] for r in POINT_RANKS} for s in SUITS}
    return GunziCount(
        unseen=unseen,
        trumps_out=sum(n for c, n in unseen.items() if ctx.is_trump(c)) if ctx is not None else None,
        points=points,
        points_out=sum({5: 5, 10: 10, 13: 10}[r] * n for by in points.values() for r, n in by.items()),
        big_jokers=unseen[Card(BIG_JOKER_RANK)],
        small_jokers=unseen[Card(SMALL_JOKER_RANK)],
        level=view.level,
        level_cards={s: unseen[Card(view.level, s)] for s in SUITS},
        voids=_voids(view, ctx) if ctx is not None else {},
    )
