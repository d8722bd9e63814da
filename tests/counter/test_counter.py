"""记牌器 (issue 13 item 3): counts from one seat's view only (R27, D4.5), checked against the true hidden
cards at every step of random games, and unchanged when only hidden cards change."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from gunapp.core.cards import Card
from gunapp.games.doudizhu.counter import count_ddz
from gunapp.games.doudizhu.engine.rules import N_RANKS, Variant, counts_of
from gunapp.games.doudizhu.engine.session import Session
from gunapp.games.doudizhu.engine.state import Phase as DdzPhase
from gunapp.games.gunzi.ai import RandomAgent
from gunapp.games.gunzi.ai.runner import step
from gunapp.games.gunzi.counter import count_gunzi
from gunapp.games.gunzi.engine.phase import Phase
from gunapp.games.gunzi.engine.rules import GunziOptions
from gunapp.games.gunzi.engine.state import GunziState


def _swap_hidden(hands: list[list[Card]], a: int, b: int) -> bool:
    """Swap one card of different face between two hidden hands; False when none differ."""
    for i, ca in enumerate(hands[a]):
        for j, cb in enumerate(hands[b]):
            if ca != cb:
                hands[a][i], hands[b][j] = cb, ca
                return True
    return False


@pytest.mark.parametrize(("variant", "seed"), [(Variant.DDZ3, 1), (Variant.DDZ3, 2), (Variant.DDZ4, 3)])
def test_ddz_counter_equals_the_cards_in_other_hands_at_every_step(variant: Variant, seed: int) -> None:
    """D2.1/D2.2, D5: the count of each rank still out is exactly what the other seats (and, while bidding,
    the kitty) hold; swapping hidden cards between two other seats changes nothing."""
    session = Session(variant, seed=seed)
    rng = random.Random(seed)
    n = variant.players
    steps = 0
    while session.deal.phase is not DdzPhase.ENDED:
        deal = session.deal
        for seat in range(n):
            got = count_ddz(session.view(seat)).out
            truth = [0] * N_RANKS
            for s in range(n):
                if s != seat:
                    truth = [x + y for x, y in zip(truth, counts_of(deal.hands[s]), strict=True)]
            if deal.phase is DdzPhase.BIDDING:
                truth = [x + y for x, y in zip(truth, counts_of(deal.kitty), strict=True)]
            assert list(got) == truth
            a, b = [s for s in range(n) if s != seat][:2]
            saved = [list(h) for h in deal.hands]
            if _swap_hidden(deal.hands, a, b):
                assert count_ddz(session.view(seat)).out == got
            deal.hands[:] = saved
        seat = session.view(0).turn
        session.apply(rng.choice(session.legal_actions(seat)))
        steps += 1
    assert steps > 10


@pytest.mark.parametrize("seed", [4, 11])
def test_gunzi_counter_equals_the_hidden_cards_at_every_step(seed: int) -> None:
    """R27, R2.1, R3.1: cards unseen by a seat = the other hands plus the bottom it does not know; trumps and
    point cards out follow; R17.2 voids are true; swapping hidden cards changes nothing."""
    state = GunziState.new(GunziOptions(), seed)
    rng = random.Random(seed)
    agents = [RandomAgent()] * 4
    checked = 0
    while state.phase not in (Phase.HAND_OVER, Phase.MATCH_OVER):
        step(state, agents, rng)
        if state.phase is not Phase.PLAY:
            continue
        ctx = state.ctx
        for seat in range(4):
            view = state.view(seat)
            got = count_gunzi(view)
            truth: Counter[Card] = Counter()
            for s in range(4):
                if s != seat:
                    truth.update(state.hands[s])
            if view.bottom is None:
                truth.update(state.bottom)
            assert got.unseen == truth
            assert got.trumps_out == sum(n for c, n in truth.items() if ctx.is_trump(c))
            for suit, by_rank in got.points.items():
                for rank, n in by_rank.items():
                    assert n == truth[Card(rank, suit)]
            for s, voids in got.voids.items():
                for v in voids:
                    assert all(ctx.eff_suit(c) != v for c in state.hands[s]), (s, v)
            a, b = [s for s in range(4) if s != seat][:2]
            saved = [list(h) for h in state.hands]
            if _swap_hidden(state.hands, a, b):
                again = count_gunzi(state.view(seat))
                assert again.unseen == got.unseen and again.voids == got.voids
            state.hands[:] = saved
            checked += 1
    assert checked > 100
