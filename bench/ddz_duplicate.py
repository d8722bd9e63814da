"""Duplicate card-play matches between two levels of our Dou Dizhu AI (3 or 4 players), in process.

Each seeded deal is played twice with the roles swapped, as in DouZero's protocol: level A as landlord (seat 0,
holding the kitty) against level B at every farmer seat, then B as landlord against A as the farmers. Card play
only (``bid_duplicate`` measures the bids apart). Each seat decides from its own view of the compact state
(``hard.playout.Table.situation``: own hand, cards played, cards left, and the kitty, shown to all as by
default, D4.5). A's WP is the mean of the two roles: 0.5
means equal strength.
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence
from dataclasses import dataclass

from gunapp.games.doudizhu.ai.hard.playout import MAX_TURNS, Table
from gunapp.games.doudizhu.ai.levels import make_policy
from gunapp.games.doudizhu.ai.situation import PlayPolicy
from gunapp.games.doudizhu.engine.combos import Combo
from gunapp.games.doudizhu.engine.rules import N_RANKS, Variant, max_copies


@dataclass
class DealOutcome:
    #: A won as landlord, A's farmers won
    a_landlord_won: bool
    a_farmers_won: bool
    #: A's mean points over the two games (the landlord wins or loses (players-1) x 2^doublings, D8.2)
    points: float
    a_times: list[float]


def deal(variant: Variant, seed: int) -> list[list[int]]:
    """Seat 0 is the landlord with the kitty; the others hold the rest."""
    deck = [r for r in range(N_RANKS) for _ in range(max_copies(variant, r))]
    random.Random(seed).shuffle(deck)
    n = variant.players
    hands = [[0] * N_RANKS for _ in range(n)]
    size = variant.hand_size
    for i, r in enumerate(deck):
        seat = min(i // size, n - 1) if i < size * n else 0
        hands[seat][r] += 1
    return hands


def kitty(variant: Variant, seed: int) -> tuple[int, ...]:
    """The rank counts of the kitty ``deal`` gave the landlord: the last cards of the shuffled deck."""
    deck = [r for r in range(N_RANKS) for _ in range(max_copies(variant, r))]
    random.Random(seed).shuffle(deck)
    counts = [0] * N_RANKS
    for r in deck[variant.hand_size * variant.players :]:
        counts[r] += 1
    return tuple(counts)


def play(
    variant: Variant,
    hands: list[list[int]],
    policies: Sequence[PlayPolicy],
    timed: int,
    shown: tuple[int, ...] | None = None,
) -> tuple[bool, int, list[float]]:
    """One game from the deal; returns (landlord won, bombs played, decision times of seats in ``timed``
    side: 0 = landlord, 1 = farmers)."""
    n = variant.players
    t = Table(
        variant, 0, [h[:] for h in hands], [[0] * N_RANKS for _ in range(n)], None, -1, 0, shown, history=[]
    )
    bombs = 0
    times: list[float] = []
    for _ in range(MAX_TURNS):
        seat = t.turn
        legal = t.moves()
        if not legal:
            out = t.apply(None)
        else:
            t0 = time.perf_counter()
            move = policies[seat].choose_play(t.situation(), legal, not t.leading)
            if (seat == 0) == (timed == 0):
                times.append(time.perf_counter() - t0)
            if move is not None and Combo(*move).doubles(variant):  # D8.2 (DDZ4: bombs of 6+ cards)
                bombs += 1
            out = t.apply(move)
        if out >= 0:
            return out == 0, bombs, times
    raise RuntimeError("game did not end")


def duplicate(variant: Variant, level_a: str, level_b: str, seeds: Sequence[int]) -> list[DealOutcome]:
    n = variant.players
    out: list[DealOutcome] = []
    for seed in seeds:
        hands = deal(variant, seed)
        shown = kitty(variant, seed)
        a = [make_policy(level_a, seed * 10 + s) for s in range(n)]
        b = [make_policy(level_b, seed * 10 + s) for s in range(n)]
        lw1, b1, t1 = play(variant, hands, [a[0], *b[1:]], timed=0, shown=shown)
        lw2, b2, t2 = play(variant, hands, [b[0], *a[1:]], timed=1, shown=shown)
        stake1, stake2 = (n - 1) * 2**b1, (n - 1) * 2**b2
        # A's points: as landlord the whole stake, as farmers the farmers' total
        points = ((stake1 if lw1 else -stake1) + (-stake2 if lw2 else stake2)) / 2
        out.append(DealOutcome(lw1, not lw2, points, t1 + t2))
    return out


@dataclass
class BidOutcome:
    #: the seat's points with its hard bids minus with its normal bids (card play is normal's in both)
    gain: float
    #: the hard bids differed from the normal ones at some turn of this seat
    differs: bool


class _HardBidNormalPlay:
    """The hard level's bids (D4) with the normal level's card play: isolates what the bidding is worth."""

    name = "hard-bid"

    def __init__(self, seed: int) -> None:
        from gunapp.games.doudizhu.ai.hard.policy import HardPolicy
        from gunapp.games.doudizhu.ai.policy import choose_play

        self.hard = HardPolicy(seed)
        self.choose_play = choose_play

    def reseed(self, seed: int) -> None:
        self.hard.reseed(seed)

    def choose_bid(self, counts: tuple[int, ...], variant: Variant, highest: int) -> int:
        return self.hard.choose_bid(counts, variant, highest)


def _bid_game(variant: Variant, seed: int, hard_seat: int) -> tuple[list[int], list[tuple[int, int]]]:
    """The seeded deal bid and played out by normal seats (``hard_seat`` bids as hard, -1 = nobody);
    returns (points per seat, the bids). A deal nobody bids on (D4.4) scores nothing."""
    from gunapp.core.cards import make_deck
    from gunapp.games.doudizhu.ai.levels import NormalPolicy
    from gunapp.games.doudizhu.ai.view_agent import PolicyAgent
    from gunapp.games.doudizhu.engine.state import Deal, Phase

    n = variant.players
    rng = random.Random(seed)
    deck = make_deck(variant.decks)
    rng.shuffle(deck)
    game = Deal(variant, deck, seed % n, rng.randrange(n * variant.hand_size))
    agents = [
        PolicyAgent(_HardBidNormalPlay(seed * 10 + s) if s == hard_seat else NormalPolicy(seed * 10 + s))
        for s in range(n)
    ]
    while game.phase is not Phase.ENDED:
        seat = game.to_act
        assert seat is not None
        game.apply(agents[seat].choose(game.view(seat), game.legal_actions(seat), rng=rng))
    bids = list(game.bidding.bids)
    if game.result is None:
        return [0] * n, bids
    return list(game.result.scores), bids


def bid_duplicate(variant: Variant, seeds: Sequence[int]) -> list[BidOutcome]:
    """Each seeded deal is bid and played by normal seats, then once more for every seat with that seat
    bidding as hard (everything else alike): the seat's points with hard bids minus with normal bids."""
    out: list[BidOutcome] = []
    for seed in seeds:
        base, base_bids = _bid_game(variant, seed, -1)
        for seat in range(variant.players):
            points, bids = _bid_game(variant, seed, seat)
            out.append(BidOutcome(points[seat] - base[seat], bids != base_bids))
    return out
