"""The AI levels over whole hands: always legal (the engine judges every action), never falling back, the same
choices from the same seed, and built on the seat's view alone (R27)."""

from __future__ import annotations

import ast
import copy
import random
from pathlib import Path

import pytest

from gunapp.games.gunzi.ai.levels import LEVELS, make_agent
from gunapp.games.gunzi.ai.runner import Agent, play_hand, step
from gunapp.games.gunzi.engine.phase import Phase
from gunapp.games.gunzi.engine.rules import GunziOptions
from gunapp.games.gunzi.engine.state import GunziState

AI_DIR = Path(__file__).resolve().parents[2] / "gunapp" / "games" / "gunzi" / "ai"
NORMAL_MODULES = ("normal_agent", "memory", "values", "following", "leading", "declaring", "bottom_choices")


def _play(
    options: GunziOptions, seed: int, hands: int, levels: tuple[str, ...]
) -> tuple[GunziState, list[Agent]]:
    state = GunziState.new(options, seed)
    agents = [make_agent(levels[s % len(levels)], seed * 10 + s) for s in range(4)]
    rng = random.Random(seed)
    for _ in range(hands):
        if state.phase is Phase.MATCH_OVER:
            break
        play_hand(state, agents, rng)  # an illegal action would raise IllegalAction here
    return state, agents


@pytest.mark.parametrize(
    ("options", "seed"),
    [
        ({}, 1),
        ({}, 2),
        ({"followMode": "DEAD"}, 3),
        ({"followMode": "DEAD", "riot": "ON", "returnRule": "NO_JOKERS"}, 4),
        ({"minDeclareCards": 2, "othersMayBury": "OFF", "dryPotRule": "ANY_TRUMP"}, 5),
    ],
)
def test_r28_normal_agents_play_whole_hands_legally(options: dict[str, object], seed: int) -> None:
    """Several hands in a row (so later hands with declarations, tribute and return come up), all four seats
    normal, then normal against easy: every action is accepted and no heuristic fails."""
    opts = GunziOptions.model_validate({"cyclesPerMatch": 50, **options})
    for levels in (("normal",), ("normal", "easy")):
        state, agents = _play(opts, seed, 4, levels)
        assert state.hands_played >= 1
        assert sum(getattr(a, "fallbacks", 0) for a in agents) == 0
        assert all(not h for h in state.hands)  # the last hand was played out


def test_levels_are_deterministic_for_a_seed() -> None:
    opts = GunziOptions(cyclesPerMatch=50)
    a, _ = _play(opts, 7, 2, ("normal", "easy"))
    b, _ = _play(opts, 7, 2, ("normal", "easy"))
    assert a.records == b.records


def test_make_agent_rejects_unknown_levels() -> None:
    assert LEVELS == ("easy", "normal", "hard")
    with pytest.raises(ValueError, match="expert"):
        make_agent("expert", 0)


def test_r27_normal_ai_modules_never_touch_the_full_state() -> None:
    """The AI is given ``state.view(seat)`` only; none of its modules imports the state machine."""
    for name in NORMAL_MODULES:
        tree = ast.parse((AI_DIR / f"{name}.py").read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom):
                assert node.module not in ("gunapp.games.gunzi.engine.state", "gunapp.games.gunzi.engine"), (
                    name
                )
                assert "GunziState" not in {a.name for a in node.names}, name


def test_r27_hidden_cards_do_not_change_the_choice() -> None:
    """Swapping cards between the two opponents' hands (which seat 0 cannot see) leaves its choice unchanged."""
    state = GunziState.new(GunziOptions(), 9)
    agents = [make_agent("normal", s) for s in range(4)]
    rng = random.Random(0)
    checked = 0
    while state.phase is not Phase.HAND_OVER and checked < 12:
        if state.phase is Phase.PLAY and state.to_act == (0,) and len(state.hands[1]) > 2:
            other = copy.deepcopy(state)
            h1, h3 = other.hands[1], other.hands[3]
            h1[0], h3[0] = h3[0], h1[0]
            h1[-1], h3[-1] = h3[-1], h1[-1]
            mine = agents[0].choose(state.view(0), state.legal_actions(0), rng=rng)
            theirs = agents[0].choose(other.view(0), other.legal_actions(0), rng=rng)
            assert mine == theirs
            checked += 1
        step(state, agents, rng)
    assert checked >= 5
