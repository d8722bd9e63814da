"""Deal the cards a seat cannot see to the other seats, consistent with what the seat knows.

Known: my hand, every card played (and by whom), each seat's card count, and the kitty when it was shown
(D8.4 ``kittyVisible``) or is my own: kitty cards the landlord has not yet played are still in the landlord's
hand; a hand shown to all (明牌, D11.11) is dealt as it is. The rest is dealt uniformly: bids and passes are not used as evidence yet (a seat that bid high more
likely holds the controls; a seat that passed on a low single likely holds no higher single it wanted to spend).
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence

from gunapp.games.doudizhu.ai.situation import Situation
from gunapp.games.doudizhu.engine.rules import N_RANKS, Variant, max_copies

Hands = list[list[int]]


def hidden_seats(sit: Situation) -> list[int]:
    return [s for s in range(sit.players) if s != sit.me]


def kitty_left(sit: Situation) -> list[int]:
    """Kitty cards (rank counts) the landlord still holds, as far as this seat knows; zeros if unknown."""
    out = [0] * N_RANKS
    if sit.kitty is None or sit.me == sit.landlord:
        return out
    played = sit.played[sit.landlord]
    for r in range(N_RANKS):
        out[r] = max(0, sit.kitty[r] - played[r])
    return out


def sample_hands(sit: Situation, rng: random.Random) -> Hands:
    """One determinization: every seat's hand as rank counts (mine as it is). Uses only the seat's knowledge."""
    pool = sit.unseen()
    hands: Hands = [[0] * N_RANKS for _ in range(sit.players)]
    hands[sit.me] = list(sit.hand)
    place_shown(hands, pool, sit.me, sit.shown)
    need = sit.cards_left
    if sit.landlord != sit.me:
        place(hands, pool, sit.landlord, kitty_left(sit), need[sit.landlord])
    deal_pool(hands, pool, hidden_seats(sit), need, rng)
    return hands


# What every sampler of hidden hands shares (the hard level's play, bid (``bidding``) and section-11 (``talk``)
# decisions, the review's in ``review_talk`` and ``review_play``): one way of dealing what a seat cannot see.


def known_hands(
    variant: Variant, me: int, hand: Sequence[int], shown: Sequence[Sequence[int] | None]
) -> tuple[Hands, list[int], list[bool]]:
    """Every seat's hand as far as seat ``me`` knows it before any card is played: its own ``hand`` and the
    shown ones (D11.11), the others empty; the rest of the deck as rank counts; which hands are known."""
    hands: Hands = [[0] * N_RANKS for _ in range(variant.players)]
    hands[me] = list(hand)
    pool = [max_copies(variant, r) - hand[r] for r in range(N_RANKS)]
    return hands, pool, place_shown(hands, pool, me, shown)


def place_shown(hands: Hands, pool: list[int], me: int, shown: Sequence[Sequence[int] | None]) -> list[bool]:
    """Put each hand shown to all (D11.11) but mine in ``hands`` as it is, out of ``pool``; which seats' hands
    are then known (mine and the shown ones)."""
    known = [s == me for s in range(len(hands))]
    for s, cards in enumerate(shown):
        if cards is not None and s != me:
            hands[s] = list(cards)
            pool[:] = [a - b for a, b in zip(pool, cards, strict=True)]
            known[s] = True
    return known


def place(hands: Hands, pool: list[int], seat: int, cards: Sequence[int], size: int) -> None:
    """Put the known ``cards`` (rank counts; a kitty in the landlord's hand) in ``seat``'s hand, out of
    ``pool``: as many of each rank as the pool still has and the hand has room for below ``size`` cards."""
    hand = hands[seat]
    for r in range(N_RANKS):
        k = min(cards[r], pool[r], size - sum(hand))
        if k > 0:
            hand[r] += k
            pool[r] -= k


def deal_pool(
    hands: Hands, pool: Sequence[int], seats: Iterable[int], sizes: Sequence[int], rng: random.Random
) -> list[int]:
    """Shuffle the cards of ``pool`` (rank counts) and deal them to ``seats`` in turn, each up to its
    ``sizes[seat]`` cards; the cards left over, in their shuffled order (a hidden kitty is dealt from them)."""
    cards = [r for r in range(N_RANKS) for _ in range(pool[r])]
    rng.shuffle(cards)
    pos = 0
    for s in seats:
        want = sizes[s] - sum(hands[s])
        for r in cards[pos : pos + want]:
            hands[s][r] += 1
        pos += want
    return cards[pos:]


def counts(ranks: Iterable[int]) -> list[int]:
    """Rank counts of a list of ranks."""
    out = [0] * N_RANKS
    for r in ranks:
        out[r] += 1
    return out
