"""Property test (issue 11): on random positions of every phase the hard Gunzi AI's action is legal.

Hands are played by normal agents from random deals under random rule options; at every decision the hard AI
(a small search) is asked too and the engine judges its action with ``state.check`` (declaring R9/R10, tribute,
riot and return R12, the six R14, joker burial R15, leads and follows R16-R18).
"""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from gunapp.games.gunzi.ai.hard import HardAgent
from gunapp.games.gunzi.ai.levels import make_agent
from gunapp.games.gunzi.ai.runner import step
from gunapp.games.gunzi.engine import match as match_phase
from gunapp.games.gunzi.engine.actions import TABLE
from gunapp.games.gunzi.engine.phase import Phase
from gunapp.games.gunzi.engine.rules import GunziOptions
from gunapp.games.gunzi.engine.state import GunziState

OPTIONS = st.fixed_dictionaries(
    {
        "followMode": st.sampled_from(["LIVE", "DEAD"]),
        "riot": st.sampled_from(["OFF", "ON"]),
        "returnRule": st.sampled_from(["ANY", "NO_JOKERS"]),
        "othersMayBury": st.sampled_from(["ON", "OFF"]),
        "minDeclareCards": st.sampled_from([1, 2]),
    }
)


def _state(options: GunziOptions, seed: int, first: bool, dealer: int, blood: int) -> GunziState:
    if first:
        return GunziState.new(options, seed)
    state = GunziState(options=options, seed=seed)
    state.first_hand = False
    state.dealer = dealer
    state.levels = [3 + seed % 7, 3 + (seed // 7) % 7]
    state.blood = blood
    match_phase.start_deal(state)
    return state


@settings(max_examples=6, deadline=None)
@given(
    options=OPTIONS,
    seed=st.integers(0, 10_000),
    first=st.booleans(),
    dealer=st.integers(0, 3),
    blood=st.integers(0, 5),
)
def test_hard_agent_action_is_legal_in_every_phase(
    options: dict[str, object], seed: int, first: bool, dealer: int, blood: int
) -> None:
    opts = GunziOptions.model_validate({"cyclesPerMatch": 50, **options})
    state = _state(opts, seed, first, dealer, blood)
    agents = [make_agent("normal", seed * 4 + s) for s in range(4)]
    hard = [HardAgent(seed * 4 + s, samples=3) for s in range(4)]
    rng = random.Random(seed)
    phases: set[Phase] = set()
    while state.phase is not Phase.HAND_OVER:
        seats = [s for s in state.to_act if s != TABLE]
        if state.phase is not Phase.DEAL and seats:
            seat = seats[0]
            action = hard[seat].choose(state.view(seat), state.legal_actions(seat), rng=random.Random(seat))
            state.check(action)  # raises IllegalAction for an illegal action
            phases.add(state.phase)
        step(state, agents, rng)
    assert Phase.PLAY in phases
    assert sum(a.fallbacks for a in hard) == 0
