"""The hard level's bid (D4): how often would this hand win as the landlord? Measured, not guessed.

Each sampled world deals the cards I cannot see at random: the kitty (unknown while bidding, D3.3) goes to me
as the landlord, the rest to the other seats; the deal is then played out with the normal policy at every seat
(``playout``). The share of worlds I win is my chance as the landlord; the bid is the highest one whose stake
that chance pays for (``THRESHOLDS``: a higher bid multiplies the stake, D4.3 and D8.2, so it needs a surer
hand). A few worlds alone are noise, so the hand-strength rule of thumb of the normal level (``strength``)
counts as ``PRIOR_WORLDS`` worlds of evidence; when the clock allows no world at all (a slow machine, DDZ4's
long playouts) the bid is the normal level's.

Only my own hand is read (and the bids so far, through ``highest``): blind to every hidden card.
"""

from __future__ import annotations

import random

from gunapp.games.doudizhu.ai.hard.allowance import Allowance
from gunapp.games.doudizhu.ai.hard.playout import Table, playout
from gunapp.games.doudizhu.ai.hard.sampling import deal_pool, known_hands
from gunapp.games.doudizhu.ai.strength import hand_strength
from gunapp.games.doudizhu.engine.rules import N_RANKS, Variant

#: the lowest estimated landlord win rate worth each bid (index = bid). A farmer loses about as much as a
#: landlord's average win when another seat takes the kitty, so a hand a little under even is still worth the
#: lowest bid; the top bid ends the bidding and triples the stake, so it waits for a clearly winning hand.
THRESHOLDS = (0.0, 0.50, 0.56, 0.62)
#: how many worlds the rule-of-thumb prior counts for
PRIOR_WORLDS = 6


def prior_win_rate(counts: tuple[int, ...], variant: Variant) -> float:
    """The rule of thumb (``hand_strength`` points) as a win rate: the normal level's bid thresholds (4.5,
    6.5, 9 points) land on the hard level's (``THRESHOLDS``), linearly between and beyond them."""
    points = hand_strength(counts, variant)
    return min(0.95, max(0.05, THRESHOLDS[1] + (points - 4.5) * 0.06 / 2.0))


def sample_landlord_world(counts: tuple[int, ...], variant: Variant, rng: random.Random) -> list[list[int]]:
    """One deal as seen while bidding: my hand plus a random kitty at seat 0 (the landlord), random hands at
    the other seats, in playing order after me."""
    n, size = variant.players, variant.hand_size
    hands, pool, _ = known_hands(variant, 0, counts, ())
    deal_pool(hands, pool, range(n), [size + variant.kitty_size] + [size] * (n - 1), rng)
    return hands


def landlord_wins(
    counts: tuple[int, ...], variant: Variant, rng: random.Random, worlds: int, allowance: Allowance
) -> tuple[int, int]:
    """(worlds won, worlds played) as the landlord, stopping at ``worlds`` or when the allowance runs out."""
    won = played = 0
    while played < worlds and allowance.room():
        hands = sample_landlord_world(counts, variant, rng)
        n = variant.players
        table = Table(variant, 0, hands, [[0] * N_RANKS for _ in range(n)], None, -1, 0)
        winner = playout(table, allowance)
        if winner < 0:
            break  # out of time in the middle of the playout
        won += winner == 0
        played += 1
        allowance.tick()
    return won, played


def bid_for(win_rate: float, highest: int) -> int:
    """The highest bid above ``highest`` (D4.1) that ``win_rate`` pays for, else 0 (pass)."""
    for bid in (3, 2, 1):
        if bid > highest and win_rate >= THRESHOLDS[bid]:
            return bid
    return 0
