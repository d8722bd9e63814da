"""The hard Gunzi AI (issue 11): legal in every phase, blind to hidden cards (R27), on time, reproducible.

The search is made small here (few samples) so that the suite stays quick; its strength is measured in
``bench/bench_gunzi_ai.py``, never asserted.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Iterator

import pytest

from bench.bench_gunzi_ai import duplicate
from gunapp.games.gunzi.ai.hard import HardAgent
from gunapp.games.gunzi.ai.hard.agent import SEARCH_CARDS
from gunapp.games.gunzi.ai.levels import make_agent
from gunapp.games.gunzi.ai.runner import Agent, play_hand, step
from gunapp.games.gunzi.engine import match as match_phase
from gunapp.games.gunzi.engine.actions import Play
from gunapp.games.gunzi.engine.phase import Phase
from gunapp.games.gunzi.engine.rules import GunziOptions
from gunapp.games.gunzi.engine.state import GunziState
from tests.fake_clock import FakeClock


def _later_hand(options: GunziOptions, seed: int, blood: int) -> GunziState:
    """A later hand of a cycle (R10 declarations, R12 tribute and return when ``blood`` > 0)."""
    state = GunziState(options=options, seed=seed)
    state.first_hand = False
    state.dealer = seed % 4
    state.levels = [5, 7]
    state.blood = blood
    match_phase.start_deal(state)
    return state


@pytest.mark.parametrize(
    ("options", "seed", "first"),
    [
        ({}, 1, True),
        ({}, 2, False),
        ({"followMode": "DEAD"}, 3, False),
        ({"riot": "ON"}, 4, False),
        ({"followMode": "DEAD", "returnRule": "NO_JOKERS"}, 5, True),
    ],
)
def test_hard_agent_plays_whole_hands_legally(options: dict[str, object], seed: int, first: bool) -> None:
    """Every phase (R9/R10 declaring, R12 tribute, return and riot, R14 the six, R15 burial, R16-R18 play):
    the engine accepts every action the hard AI takes (an illegal one raises IllegalAction)."""
    opts = GunziOptions.model_validate({"cyclesPerMatch": 50, **options})
    state = GunziState.new(opts, seed) if first else _later_hand(opts, seed, blood=3)
    agents: list[Agent] = [HardAgent(seed * 4 + s, samples=3) if s % 2 == 0 else make_agent("normal", s)
                           for s in range(4)]  # fmt: skip
    play_hand(state, agents, random.Random(seed))
    assert state.settlement is not None
    assert all(not h for h in state.hands)
    assert sum(getattr(a, "fallbacks", 0) for a in agents) == 0


def _search_positions(seed: int) -> Iterator[GunziState]:
    """Positions where seat 0 is to play with few enough cards that the hard AI searches."""
    state = GunziState.new(GunziOptions(), seed)
    agents = [make_agent("normal", s) for s in range(4)]
    rng = random.Random(seed)
    while state.phase is not Phase.HAND_OVER:
        if state.phase is Phase.PLAY and state.to_act == (0,) and 3 <= len(state.hands[0]) <= SEARCH_CARDS:
            yield state
        step(state, agents, rng)


def _hide_differently(state: GunziState) -> GunziState:
    """The same position with cards swapped between seats 1 and 3 (seat 0 sees neither hand)."""
    other = copy.deepcopy(state)
    h1, h3 = other.hands[1], other.hands[3]
    h1[0], h3[0] = h3[0], h1[0]
    h1[-1], h3[-1] = h3[-1], h1[-1]
    return other


def test_r27_hard_agent_choice_does_not_depend_on_hidden_cards() -> None:
    """Two states that differ only in cards seat 0 cannot see give it the same view and the same choice."""
    checked = 0
    for state in _search_positions(21):
        other = _hide_differently(state)
        assert other.hands != state.hands and other.view(0) == state.view(0)
        # a clock that stands still: the search samples its full count whatever the machine's load
        a = HardAgent(5, clock=FakeClock(0.0), samples=4).choose(
            state.view(0), state.legal_actions(0), rng=random.Random(0)
        )
        b = HardAgent(5, clock=FakeClock(0.0), samples=4).choose(
            other.view(0), other.legal_actions(0), rng=random.Random(0)
        )
        assert a == b
        checked += 1
        if checked >= 4:
            break
    assert checked >= 4


def test_r27_early_tricks_judged_over_sampled_deals_do_not_depend_on_hidden_cards() -> None:
    """Before the search starts, the hard AI still deals the hidden cards (``SampledThreats``): from the view
    alone, so two states differing only in the others' cards get the same lead or follow."""
    state = GunziState.new(GunziOptions(), 24)
    agents = [make_agent("normal", s) for s in range(4)]
    rng = random.Random(24)
    checked = 0
    while state.phase is not Phase.HAND_OVER and checked < 6:
        if state.phase is Phase.PLAY and state.to_act == (0,) and len(state.hands[0]) > SEARCH_CARDS:
            other = _hide_differently(state)
            assert other.hands != state.hands and other.view(0) == state.view(0)
            a = HardAgent(9).choose(state.view(0), state.legal_actions(0), rng=random.Random(0))
            b = HardAgent(9).choose(other.view(0), other.legal_actions(0), rng=random.Random(0))
            assert a == b
            checked += 1
        step(state, agents, rng)
    assert checked == 6


def test_hard_agent_is_reproducible_with_a_seed() -> None:
    for state in _search_positions(22):
        view, legal = state.view(0), state.legal_actions(0)
        first = HardAgent(3, clock=FakeClock(0.0), samples=6)
        again = HardAgent(3, clock=FakeClock(0.0), samples=6)
        assert first.choose(view, legal, rng=random.Random(0)) == again.choose(
            view, legal, rng=random.Random(1)
        )
        assert first.last_playouts == again.last_playouts > 0
        break
    else:
        pytest.fail("no position to search")


def test_hard_agent_stops_sampling_at_the_deadline() -> None:
    """With a deadline already past when it starts, no sampled deal at all (issue 29: it played the first deal
    of every candidate anyway, late by that much on a busy machine); with time, all of them."""
    for state in _search_positions(23):
        view, legal = state.view(0), state.legal_actions(0)
        frozen = HardAgent(4, clock=FakeClock(0.0), samples=8)
        frozen.choose(view, legal, rng=random.Random(0), deadline=1.0)
        late = HardAgent(4, clock=FakeClock(10.0), samples=8)
        action = late.choose(view, legal, rng=random.Random(0), deadline=5.0)
        if frozen.last_playouts <= 8:
            continue  # a single candidate: nothing to compare
        candidates = frozen.last_playouts // 8
        assert frozen.last_playouts == 8 * candidates  # no deadline reached: every sample ran
        assert late.last_playouts == 0  # the move ready at the deadline: the normal AI's judgement
        assert action in legal or isinstance(action, Play)
        return
    pytest.fail("no position with several candidates")


def test_hard_agent_setup_choices_are_legal_and_declaring_and_tribute_are_normal() -> None:
    """Declaring (R9, R10), paying tribute and the riot (R12.3, R12.5) keep the normal AI's judgement (a
    documented choice); the return (R12.4), the six (R14) and joker burial (R15) come from the hard AI's
    look-ahead and must be legal (``state.check``)."""
    opts = GunziOptions(cyclesPerMatch=50)
    hard = HardAgent(1, samples=4)
    normal = make_agent("normal", 1)
    rng = random.Random(0)
    agents = [make_agent("normal", s) for s in range(4)]
    phases = set()
    for seed in (6, 7, 8):
        state = _later_hand(opts, seed, blood=2)
        while state.phase is not Phase.PLAY:
            seats = [s for s in state.to_act if s >= 0]
            if seats and state.phase is not Phase.DEAL:
                seat = seats[0]
                view, legal = state.view(seat), state.legal_actions(seat)
                action = hard.choose(view, legal, rng=rng)
                if state.phase in (Phase.RETURN, Phase.EXCHANGE, Phase.BURY_JOKERS):
                    state.check(action)
                else:
                    assert action == normal.choose(view, legal, rng=rng)
                phases.add(state.phase)
            step(state, agents, rng)
    assert {Phase.TRIBUTE, Phase.RETURN, Phase.EXCHANGE} <= phases


def test_short_hard_vs_normal_duplicate_runs() -> None:
    """The benchmark's duplicate (teams swapped on each deal) works for hard against normal; not its result."""
    times: dict[str, list[float]] = {}
    rows = duplicate(1, "normal", times, subject="hard")
    names = [r["name"] for r in rows]
    assert "hard vs normal: attacker points, hard minus normal (paired)" in names
    assert "hard vs normal: levels per hand, hard minus normal (paired)" in names
    assert times["hard play"] and times["normal play"]
