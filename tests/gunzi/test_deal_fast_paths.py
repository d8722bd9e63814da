"""``optional_declarer``'s shortcut (skip the question for a seat that could not declare one card ago and got
neither a level card nor a joker) against its plain definition after every dealt card (R8.4, R9.2, R10.2-R10.5)."""

from __future__ import annotations

import random

import pytest

from gunapp.games.gunzi.ai import RandomAgent
from gunapp.games.gunzi.ai.runner import step
from gunapp.games.gunzi.engine.actions import DealNext, Declare
from gunapp.games.gunzi.engine.deal import declarations
from gunapp.games.gunzi.engine.phase import Phase
from gunapp.games.gunzi.engine.rules import GunziOptions
from gunapp.games.gunzi.engine.state import GunziState


@pytest.mark.parametrize("seed", range(4))
def test_r8_4_optional_declarer_equals_the_plain_question_after_every_card(seed: int) -> None:
    """A first hand and three later hands (1 or 2 level cards to declare), with random agents declaring."""
    state = GunziState.new(GunziOptions(cyclesPerMatch=99, minDeclareCards=1 + seed % 2), seed)
    rng = random.Random(seed)
    agents = [RandomAgent()] * 4
    hands = checked = shortcuts = 0
    while hands < 4:
        if state.phase is not Phase.DEAL:
            hands += state.phase is Phase.HAND_OVER
            step(state, agents, rng)
            continue
        state.apply(DealNext())  # the runner's deal step, with the question checked in between
        seat = (state.starter + state.dealt - 1) % 4
        memo = state.caches.no_decl[seat]
        shortcuts += memo is not None and memo[1] == len(state.hands[seat]) - 1
        plain = seat if declarations(state, seat) else None
        assert state.optional_declarer == plain
        assert state.optional_declarer == plain  # asked twice for one card (the table model does)
        checked += 1
        if plain is not None:
            action = agents[seat].choose(state.view(seat), state.legal_actions(seat), rng=rng)
            if isinstance(action, Declare):
                state.apply(action)
    assert checked >= 4 * 150
    assert shortcuts > checked // 2  # the shortcut was actually taken, and agreed
