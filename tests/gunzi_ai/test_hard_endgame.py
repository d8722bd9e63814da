"""The hard AI's exact solver for the last tricks (spec R19, R20): alpha-beta gives the plain minimax value."""

from __future__ import annotations

import random

import pytest

from gunapp.games.gunzi.ai.hard.agent import utility
from gunapp.games.gunzi.ai.hard.endgame import EXACT_CARDS, solve
from gunapp.games.gunzi.ai.hard.world import World, tables_for
from gunapp.games.gunzi.ai.levels import make_agent
from gunapp.games.gunzi.ai.runner import step
from gunapp.games.gunzi.engine.phase import Phase
from gunapp.games.gunzi.engine.rules import GunziOptions
from gunapp.games.gunzi.engine.state import GunziState
from gunapp.games.gunzi.engine.trick import trick_points
from gunapp.games.gunzi.engine.trumps import FACE_ID_BOUND, face_id


def _minimax(w: World) -> float:
    """Every line to the end, no pruning: the attackers maximise, the dealer side minimises."""
    if w.over:
        return utility(w)
    seat = w.to_act
    values = []
    for play in w.legal(seat):
        child = w.copy()
        child.play(seat, play)
        values.append(_minimax(child))
    return max(values) if seat % 2 != w.dealer % 2 else min(values)


def _endgame(seed: int, mode: str) -> World:
    """A real game played by normal AIs up to the point where every hand holds ``EXACT_CARDS`` + 1 cards."""
    opts = GunziOptions.model_validate({"followMode": mode})
    state = GunziState.new(opts, seed)
    agents = [make_agent("normal", s) for s in range(4)]
    rng = random.Random(seed)
    while not (state.phase is Phase.PLAY and not state.trick and len(state.hands[0]) <= EXACT_CARDS + 1):
        step(state, agents, rng)
    assert state.dealer is not None
    counts = []
    for hand in state.hands:
        row = [0] * FACE_ID_BOUND
        for c in hand:
            row[face_id(c)] += 1
        counts.append(row)
    return World(tables_for(state.ctx, mode), counts, [], state.leader, state.captured[1 - state.dealer % 2],
                 state.dealer, trick_points(state.bottom))  # fmt: skip


@pytest.mark.parametrize(("seed", "mode"), [(1, "LIVE"), (2, "LIVE"), (3, "DEAD"), (4, "LIVE"), (5, "DEAD")])
def test_r20_solver_finds_the_minimax_value_of_the_last_tricks(seed: int, mode: str) -> None:
    w = _endgame(seed, mode)
    assert solve(w.copy(), utility) == _minimax(w)


def test_solver_value_is_reached_by_some_line() -> None:
    """The solved value is the utility of an actual finished hand (not an artefact of the bounds)."""
    w = _endgame(6, "LIVE")
    value = solve(w.copy(), utility)
    finals: list[float] = []

    def leaves(x: World) -> None:
        if x.over:
            finals.append(utility(x))
            return
        for play in x.legal(x.to_act):
            child = x.copy()
            child.play(x.to_act, play)
            leaves(child)

    leaves(w)
    assert value in finals
