"""A copy of the engine shares the finished deals' records (R24-R26: a finished deal's record is never written
again) and owns the deal in progress: the replay viewer snapshots the engine at every trick, and copying an
evening's records made "replay this hand" take ~1 s at hand 20."""

from __future__ import annotations

import copy
import random

from gunapp.games.gunzi.ai import RandomAgent, RuleAgent
from gunapp.games.gunzi.ai.runner import step
from gunapp.games.gunzi.engine.match_codec import new_match
from gunapp.games.gunzi.engine.phase import Phase
from gunapp.games.gunzi.engine.rules import ENDLESS_CYCLES, GunziOptions
from gunapp.games.gunzi.engine.state import GunziState


def _match(seed: int, deals: int) -> tuple[GunziState, list[object], random.Random]:
    state = new_match(GunziOptions(cyclesPerMatch=ENDLESS_CYCLES), seed)
    rng = random.Random(seed)
    players: list[object] = [RuleAgent(), RandomAgent(), RuleAgent(), RandomAgent()]
    while state.deal_no < deals or state.phase is not Phase.PLAY:
        step(state, players, rng)  # type: ignore[arg-type]
    return state, players, rng


def test_a_copy_shares_finished_records_and_owns_the_current_one() -> None:
    state, players, rng = _match(5, 3)
    twin = copy.deepcopy(state)
    assert len(twin.records) == len(state.records) >= 4
    assert all(a is b for a, b in zip(twin.records[:-1], state.records[:-1], strict=True))
    assert twin.records[-1] is not state.records[-1] and twin.records[-1] == state.records[-1]
    assert twin.records is not state.records
    before = copy.deepcopy(state.records[-1])
    for _ in range(12):  # the copy plays on: the original's deal in progress must not move
        step(twin, players, rng)  # type: ignore[arg-type]
    assert state.records[-1] == before
    assert twin.records[-1] != before


def test_a_copy_plays_the_same_game_as_the_original() -> None:
    state, players, _ = _match(9, 2)
    twin = copy.deepcopy(state)
    a, b = random.Random(1), random.Random(1)
    while state.deal_no < 4:
        assert step(state, players, a) == step(twin, players, b)  # type: ignore[arg-type]
    assert twin.records == state.records
