"""The cards a listed play takes: a hand's first cards of each rank, in hand order (D2.3), picked on demand."""

from __future__ import annotations

from gunapp.core.cards import Card
from gunapp.games.doudizhu.engine.rules import N_RANKS, rank_of


def sort_cards(cards: list[Card] | tuple[Card, ...]) -> list[Card]:
    """Hand order: by rank 3..A, 2, small joker, big joker (D2.3), then suit."""
    return sorted(cards, key=lambda c: (rank_of(c), c.suit.value if c.suit else ""))


def cards_by_rank(hand: list[Card] | tuple[Card, ...]) -> list[list[Card]]:
    """The hand's cards per rank index, each rank's in hand order."""
    by_rank: list[list[Card]] = [[] for _ in range(N_RANKS)]
    for c in sort_cards(hand):
        by_rank[rank_of(c)].append(c)
    return by_rank


def pick(by_rank: list[list[Card]], ranks: tuple[int, ...]) -> tuple[Card, ...]:
    """Cards for a sorted rank content: ranks come in runs, each run takes the first cards of its rank."""
    out: list[Card] = []
    i, n = 0, len(ranks)
    while i < n:
        r = ranks[i]
        j = i + 1
        while j < n and ranks[j] == r:
            j += 1
        out += by_rank[r][: j - i]
        i = j
    return tuple(out)


class HandCards:
    """A hand as it was when its plays were listed (a copy: the deal's hand changes as cards are played); sorted
    by rank the first time a play reads its cards, most listed plays never do."""

    __slots__ = ("_hand", "_by_rank")

    def __init__(self, hand: list[Card]) -> None:
        self._hand = tuple(hand)
        self._by_rank: list[list[Card]] | None = None

    def pick(self, ranks: tuple[int, ...]) -> tuple[Card, ...]:
        by_rank = self._by_rank
        if by_rank is None:
            by_rank = self._by_rank = cards_by_rank(self._hand)
        return pick(by_rank, ranks)
