"""Our two paths of the Dou Dizhu engine benchmark (``bench_ddz_engine``): the move generator the hard AI's
playouts call, and ``Deal.legal_actions`` as the table model, the AI worker and the simulator receive it; and
random full games through ``Deal``."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from bench.ddz_bench_hands import V3, to_counts
from gunapp.core.cards import FACES, Card
from gunapp.games.doudizhu.engine.actions import Bid, Play
from gunapp.games.doudizhu.engine.combos import Move, classify
from gunapp.games.doudizhu.engine.movegen import legal_answers, legal_leads
from gunapp.games.doudizhu.engine.rules import RANK_TO_INT, counts_of, rank_of
from gunapp.games.doudizhu.engine.state import Deal, Phase


def movegen_leads(hand: list[int]) -> list[Move]:
    return legal_leads(to_counts(hand), V3)


def movegen_answers(hand: list[int], rival: Move) -> list[Move]:
    return legal_answers(to_counts(hand), rival, V3)


def card_pool() -> dict[int, list[Card]]:
    """One deck's cards by DouZero int rank."""
    pool: dict[int, list[Card]] = {}
    for c in FACES:
        pool.setdefault(RANK_TO_INT[rank_of(c)], []).append(c)
    return pool


def take(pool: dict[int, list[Card]], ints: Sequence[int]) -> list[Card]:
    return [pool[i].pop() for i in ints]


def deal_of(deal: dict[str, list[int]]) -> Deal:
    """A 3-player ``Deal`` of DouZero's deal: seat 0 bids 3, takes the kitty (D4.5) and leads (D5.1); seat 1 is
    its ``landlord_down`` (next to play, D5.2), seat 2 its ``landlord_up``."""
    pool = card_pool()
    kitty = take(pool, deal["three_landlord_cards"])
    own = list(deal["landlord"])
    for i in deal["three_landlord_cards"]:
        own.remove(i)
    hands = [take(pool, own), take(pool, deal["landlord_down"]), take(pool, deal["landlord_up"])]
    deck = [hands[i % 3][i // 3] for i in range(51)] + kitty  # dealer 2: dealing starts with seat 0 (D3.3)
    d = Deal(V3, deck, dealer=2, marker_index=0)  # the marker is seat 0's, who bids first (D3.2)
    d.apply(Bid(0, 3))
    return d


def deal_at(hand: list[int], rival: list[int] | None) -> Deal:
    """A deal where seat 0 holds ``hand`` and is to play: to lead (D5.1), or to answer seat 2's ``rival``
    (D5.2). The bench sets the hand and the table directly: the other seats' cards play no part."""
    d = Deal(V3, list(FACES), dealer=2, marker_index=0)
    d.apply(Bid(0, 3))
    d.hands[0] = take(card_pool(), hand)
    d.counts[0] = counts_of(d.hands[0])
    if rival:
        d.last = classify(to_counts(rival), V3)
        d.last_seat = 2
    return d


def actions_of(deal: Deal) -> list[Any]:
    return deal.legal_actions(0)


def actions_with_cards(deal: Deal) -> None:
    for a in deal.legal_actions(0):
        if isinstance(a, Play):
            a.cards  # noqa: B018 (read: a listed play picks its cards on first read)


def play_random_game(deal: dict[str, list[int]], rng: random.Random) -> bool:
    """One full 3-player card play through ``Deal`` with uniform-random legal actions; True if the landlord
    won."""
    d = deal_of(deal)
    choice = rng.choice
    while d.phase is Phase.PLAYING:
        d.apply(choice(d.legal_actions(d.turn)))
    return d.winner_seat == 0
