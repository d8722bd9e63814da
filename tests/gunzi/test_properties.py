"""Property tests over random seeds, agents and options (gunzi spec R28 invariants)."""

from __future__ import annotations

import contextlib
import copy
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from gunapp.core.errors import IllegalAction
from gunapp.games.gunzi.ai import RandomAgent, RuleAgent
from gunapp.games.gunzi.ai.runner import step
from gunapp.games.gunzi.engine.actions import Play
from gunapp.games.gunzi.engine.phase import Phase
from gunapp.games.gunzi.engine.rules import GunziOptions
from gunapp.games.gunzi.engine.settle import score_blood
from gunapp.games.gunzi.engine.state import GunziState
from gunapp.games.gunzi.engine.trick import trick_points

from .helpers import hand_counts_ok

OPTION_SETS = [
    {},
    {"followMode": "DEAD"},
    {"riot": "ON", "returnRule": "NO_JOKERS", "minDeclareCards": 2},
    {"levelScope": "SHARED", "dryPotRule": "ANY_TRUMP", "othersMayBury": "OFF", "flipOrder": "ACE_HIGH"},
]


def _agents(kinds: list[bool]) -> list[RandomAgent | RuleAgent]:
    return [RuleAgent() if k else RandomAgent() for k in kinds]


@settings(max_examples=25, deadline=None)
@given(
    seed=st.integers(0, 10**6),
    kinds=st.lists(st.booleans(), min_size=4, max_size=4),
    opts=st.sampled_from(OPTION_SETS),
)
def test_r28_invariants_over_two_hands(seed: int, kinds: list[bool], opts: dict[str, object]) -> None:
    """R28: cards conserved; 39/6 at the checkpoints; equal hands at each trick; 300 points; S and blood."""
    state = GunziState.new(GunziOptions.model_validate({**opts, "cyclesPerMatch": 50}), seed)
    rng = random.Random(seed)
    agents = _agents(kinds)
    hands_done = 0
    while hands_done < 2:
        phase = state.phase
        events = step(state, agents, rng)
        assert hand_counts_ok(state)
        if phase is Phase.WINDOW and state.phase is Phase.TRIBUTE:
            # after the deal (and declaring) and before the tribute: 39 each, 6 in the bottom
            assert [len(h) for h in state.hands] == [39] * 4 and len(state.bottom) == 6
        if state.phase is Phase.PLAY and not state.trick:
            sizes = {len(h) for h in state.hands}
            assert len(sizes) == 1  # R28: equal hands at the start of every trick
            assert len(state.bottom) == 6
        if state.phase in (Phase.HAND_OVER, Phase.MATCH_OVER) and events:
            result = state.settlement
            assert result is not None
            assert all(not h for h in state.hands)
            assert sum(state.captured) + trick_points(state.bottom) == 300
            attackers = 1 - state.dealer % 2  # type: ignore[operator]
            assert result.trick_points == state.captured[attackers]
            assert result.score == result.trick_points + (2 * trick_points(state.bottom) if result.dig else 0)
            assert result.score % 5 == 0 and 0 <= result.score <= 360
            if result.cycle_over:
                assert result.blood == 0 and result.levels_after == (3, 3)
            else:
                assert result.blood >= score_blood(result.score)
            assert all(3 <= lv <= 10 for lv in result.levels_after)
            hands_done += 1
            if state.phase is Phase.MATCH_OVER:
                break


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 10**6))
def test_legal_actions_pass_check_and_random_illegal_plays_change_nothing(seed: int) -> None:
    """Every listed action is accepted by ``check``; random card picks that are rejected leave the state as
    it was (deep comparison)."""
    state = GunziState.new(GunziOptions(followMode="DEAD"), seed)  # type: ignore[arg-type]
    rng = random.Random(seed)
    agents = _agents([False] * 4)
    probes = 0
    while state.phase not in (Phase.HAND_OVER, Phase.MATCH_OVER):
        if state.phase is Phase.PLAY:
            seat = state.to_act[0]
            legal = state.legal_actions(seat)
            for a in rng.sample(legal, min(3, len(legal))):
                state.check(a)
            if probes < 6 and rng.random() < 0.3:
                probes += 1
                hand = state.hands[seat]
                n = len(state.trick[0][1]) if state.trick else rng.randint(1, 3)
                cards = tuple(rng.sample(hand, min(n, len(hand))))
                wrong_seat = (seat + rng.randint(0, 3)) % 4
                action = Play(wrong_seat, cards)
                before = copy.deepcopy(state)
                try:
                    state.check(action)
                    ok = action in legal
                    assert ok, action
                except IllegalAction:
                    assert action not in legal or wrong_seat != seat
                    with contextlib.suppress(IllegalAction):
                        state.apply(action)
                    assert state == before
        step(state, agents, rng)


@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 10**6))
def test_determinism_same_seed_same_game(seed: int) -> None:
    """A game is a value of (options, seed, actions): two runs with the same agents' RNG are identical."""
    runs = []
    for _ in range(2):
        state = GunziState.new(GunziOptions(), seed)
        rng = random.Random(seed)
        agents = _agents([True, False, True, False])
        while state.phase not in (Phase.HAND_OVER, Phase.MATCH_OVER):
            step(state, agents, rng)
        runs.append(state)
    assert runs[0] == runs[1]
