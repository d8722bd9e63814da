"""Deal the cards a seat cannot see to the other seats, consistent with what the seat knows.

Known: my hand, every card played (and by whom), each seat's card count, and the kitty when it was shown
(D8.4 ``kittyVisible``) or is my own: kitty cards the landlord has not yet played are still in the landlord's
hand; a hand shown to all (明牌, D11.11) is dealt as it is. The rest is dealt uniformly: bids and passes are not used as evidence yet (a seat that bid high more
likely holds the controls; a seat that passed on a low single likely holds no higher single it wanted to spend).
"""

from __future__ import annotations

import random

from gunapp.games.doudizhu.ai.situation import Situation
from gunapp.games.doudizhu.engine.rules import N_RANKS

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
    for s, shown in enumerate(sit.shown):
        if shown is not None and s != sit.me:  # D11.11: a shown hand is known, dealt as it is
            hands[s] = list(shown)
            pool = [a - b for a, b in zip(pool, shown, strict=True)]
    need = list(sit.cards_left)
    forced = kitty_left(sit)
    lord = sit.landlord
    for r in range(N_RANKS):
        k = min(forced[r], pool[r], need[lord] - sum(hands[lord]) if lord != sit.me else 0)
        if k > 0:
            hands[lord][r] += k
            pool[r] -= k
    cards = [r for r in range(N_RANKS) for _ in range(pool[r])]
    rng.shuffle(cards)
    pos = 0
    for s in hidden_seats(sit):
        want = need[s] - sum(hands[s])
        for r in cards[pos : pos + want]:
            hands[s][r] += 1
        pos += want
    return hands
