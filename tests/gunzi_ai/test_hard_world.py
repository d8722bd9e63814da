"""The hard AI's compact playout state agrees with the engine (spec R17-R20): on random games it lists the same
legal plays, gives each trick to the same seat, and ends with the same attacker score S (R21.1, dig R20.2)."""

from __future__ import annotations

import random

import pytest

from gunapp.games.gunzi.ai.hard.world import World, tables_for
from gunapp.games.gunzi.ai.levels import make_agent
from gunapp.games.gunzi.ai.runner import step
from gunapp.games.gunzi.engine.actions import Play
from gunapp.games.gunzi.engine.events import TrickWon
from gunapp.games.gunzi.engine.phase import Phase
from gunapp.games.gunzi.engine.rules import GunziOptions
from gunapp.games.gunzi.engine.state import GunziState
from gunapp.games.gunzi.engine.trick import trick_points
from gunapp.games.gunzi.engine.trumps import FACE_BY_ID, FACE_ID_BOUND, face_id


def _counts(cards: list) -> list[int]:  # type: ignore[type-arg]
    out = [0] * FACE_ID_BOUND
    for c in cards:
        out[face_id(c)] += 1
    return out


def _key(play: Play | tuple[int, ...]) -> tuple[int, ...]:
    ids = play if isinstance(play, tuple) else tuple(face_id(c) for c in play.cards)
    return tuple(sorted(ids))


@pytest.mark.parametrize(("mode", "seed"), [("LIVE", 1), ("LIVE", 2), ("DEAD", 3), ("DEAD", 4), ("LIVE", 5)])
def test_world_matches_the_engine_on_random_games(mode: str, seed: int) -> None:
    opts = GunziOptions.model_validate({"cyclesPerMatch": 50, "followMode": mode})
    state = GunziState.new(opts, seed)
    setup = [make_agent("easy", s) for s in range(4)]
    rng = random.Random(seed)
    while state.phase is not Phase.PLAY:
        step(state, setup, rng)
    assert state.dealer is not None
    world = World(
        tables_for(state.ctx, mode),
        [_counts(h) for h in state.hands],
        [],
        state.leader,
        0,
        state.dealer,
        trick_points(state.bottom),
    )
    tricks = 0
    while state.phase is Phase.PLAY:
        (seat,) = state.to_act
        assert world.to_act == seat
        legal = [a for a in state.legal_actions(seat) if isinstance(a, Play)]
        assert sorted(_key(p) for p in legal) == sorted(_key(p) for p in world.legal(seat))
        action = rng.choice(legal)
        events = state.apply(action)
        world.play(seat, tuple(face_id(c) for c in action.cards))
        for e in events:
            if isinstance(e, TrickWon):
                tricks += 1
                assert world.leader == e.winner  # R19: the same seat takes it
    assert tricks >= 13  # 39 cards a hand, at most three per trick
    assert world.over
    assert state.settlement is not None
    assert world.points == state.settlement.score  # R21.1: trick points plus the dig
    assert world.dig == state.settlement.dig


def test_world_copy_is_independent() -> None:
    opts = GunziOptions()
    state = GunziState.new(opts, 11)
    setup = [make_agent("easy", s) for s in range(4)]
    rng = random.Random(0)
    while state.phase is not Phase.PLAY:
        step(state, setup, rng)
    assert state.dealer is not None
    w = World(tables_for(state.ctx, "LIVE"), [_counts(h) for h in state.hands], [], state.leader, 0,
              state.dealer, 0)  # fmt: skip
    c = w.copy()
    first = w.legal(w.to_act)[0]
    c.play(c.to_act, first)
    assert w.sizes == [39, 39, 39, 39] and not w.trick
    assert FACE_BY_ID[first[0]] is not None
