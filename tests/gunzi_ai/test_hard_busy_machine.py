"""The hard Gunzi AI keeps its deadline on a busy machine (issue 29). No timed asserts: a fake wall clock moves
only when the AI works, ``STEP`` for each playout of a hand and an eighth of that for each sampled deal (their
CPU costs are about in that ratio), as on a machine so busy that a playout takes ``STEP`` of wall time."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest

from gunapp.games.gunzi.ai.hard import agent as hard_agent
from gunapp.games.gunzi.ai.hard import sampled_threats, setup_search
from gunapp.games.gunzi.ai.hard.agent import HardAgent
from gunapp.games.gunzi.ai.hard.sampled_threats import MIN_DEALS
from gunapp.games.gunzi.engine.phase import Phase
from tests.gunzi_ai.test_hard_agent import _search_positions
from tests.gunzi_ai.test_hard_setup import _positions

STEP = 0.03
DEAL_STEP = STEP / 8
#: what the AI may overrun its deadline by: the move it has ready when time is up (the normal AI's judgement
#: over at least ``MIN_DEALS`` sampled deals), then one playout under way
SLACK = MIN_DEALS * DEAL_STEP + STEP + 1e-9


class BusyMachine:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now

    def costing(self, cost: float, f: Callable[..., Any]) -> Callable[..., Any]:
        def slow(*args: Any, **kwargs: Any) -> Any:
            self.now += cost
            return f(*args, **kwargs)

        return slow


@pytest.fixture
def machine(monkeypatch: pytest.MonkeyPatch) -> BusyMachine:
    m = BusyMachine()
    monkeypatch.setattr(hard_agent, "playout", m.costing(STEP, hard_agent.playout))
    monkeypatch.setattr(hard_agent, "solve", m.costing(STEP, hard_agent.solve))
    monkeypatch.setattr(setup_search, "playout", m.costing(STEP, setup_search.playout))
    monkeypatch.setattr(hard_agent, "sample_world", m.costing(DEAL_STEP, hard_agent.sample_world))
    monkeypatch.setattr(sampled_threats, "sample_hands", m.costing(DEAL_STEP, sampled_threats.sample_hands))
    monkeypatch.setattr(setup_search, "sample_others", m.costing(DEAL_STEP, setup_search.sample_others))
    return m


@pytest.mark.parametrize("queued", [0.0, 0.3], ids=["on time", "queued past the deadline"])
def test_hard_card_play_overruns_its_deadline_by_at_most_its_ready_move(
    machine: BusyMachine, queued: float
) -> None:
    """The answer comes at most ``SLACK`` after the deadline, or after the start of a request that waited past
    it. Regression: the threat judgement dealt its 32 deals unchecked and the search played the first sampled
    deal of every candidate whatever the time, and counted its cap from after the threat judgement."""
    worst = -1.0
    n = 0
    for state in _search_positions(5):
        view, legal = state.view(0), state.legal_actions(0)
        agent = HardAgent(3, clock=machine)
        deadline = machine.now + 0.25
        machine.now += queued
        started = machine.now
        agent.choose(view, legal, rng=random.Random(0), deadline=deadline)
        worst = max(worst, machine.now - max(deadline, started))
        n += 1
    assert n >= 3
    assert worst <= SLACK, f"answered {worst * 1e3:.0f} ms after the deadline"


def test_hard_six_overruns_its_deadline_by_at_most_one_playout(machine: BusyMachine) -> None:
    """The dealer's six (R14) plays whole hands out: with the deadline gone when it starts, none is played."""
    state = next(_positions(Phase.EXCHANGE, range(4)))
    (seat,) = state.to_act
    agent = HardAgent(9, clock=machine)
    deadline = machine.now + 0.25
    machine.now += 0.3
    started = machine.now
    agent.choose(state.view(seat), state.legal_actions(seat), rng=random.Random(0), deadline=deadline)
    assert machine.now - started <= SLACK
