"""The hard Gunzi AI's look-ahead before the first trick (issue 11): the dealer's six (R14) and joker burial
(R15) are legal, blind to hidden cards (R27), reproducible with a seed and on time.

The searches are made small here (few samples); their strength is measured in ``bench/bench_gunzi_ai.py``.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Iterator

import pytest

from bench.bench_gunzi_ai import deal_state
from gunapp.core.cards import BIG_JOKER, SMALL_JOKER
from gunapp.games.gunzi.ai.hard import HardAgent
from gunapp.games.gunzi.ai.hard.setup_search import six_candidates
from gunapp.games.gunzi.ai.levels import make_agent
from gunapp.games.gunzi.ai.runner import step
from gunapp.games.gunzi.engine.actions import Bury, BuryJokers, Pass, ReturnTribute
from gunapp.games.gunzi.engine.phase import Phase
from gunapp.games.gunzi.engine.rules import GunziOptions
from gunapp.games.gunzi.engine.state import GunziState
from gunapp.games.gunzi.engine.trumps import TrumpContext
from tests.fake_clock import FakeClock


def _positions(phase: Phase, deals: range) -> Iterator[GunziState]:
    """States of the bench's deals (first and later hands) where a seat must choose in ``phase``."""
    options = GunziOptions(cyclesPerMatch=1000)
    for deal in deals:
        state = deal_state(deal, options)
        agents = [make_agent("normal", deal * 4 + s) for s in range(4)]
        rng = random.Random(deal)
        while state.phase not in (Phase.PLAY, Phase.HAND_OVER):
            if state.phase is phase:
                yield state
            step(state, agents, rng)


def _burial_positions() -> Iterator[GunziState]:
    """R15 choices with a face-up bottom and jokers to lay (the ones the hard AI searches)."""
    for state in _positions(Phase.BURY_JOKERS, range(200)):
        (seat,) = state.to_act
        legal = state.legal_actions(seat)
        if state.view(seat).bottom is not None and any(isinstance(a, Pass) for a in legal) and len(legal) > 1:
            yield state


def _swap_hidden(state: GunziState, seat: int) -> GunziState:
    """The same position with a card swapped between two seats whose hands ``seat`` cannot see (R27)."""
    a, b = [r for r in range(4) if r != seat][:2]
    other = copy.deepcopy(state)
    ha, hb = other.hands[a], other.hands[b]
    i = next(k for k, c in enumerate(ha) if c not in hb)
    j = next(k for k, c in enumerate(hb) if c != ha[i])
    ha[i], hb[j] = hb[j], ha[i]
    return other


def _hard(seed: int, samples: int = 6, step_s: float = 0.0) -> HardAgent:
    return HardAgent(seed, clock=FakeClock(step_s), samples=samples)


def test_r14_hard_six_is_legal_and_keeps_the_big_joker_rule() -> None:
    """R14.1-R14.3: six cards of the 45 held, accepted by the engine; an SJ only once no BJ is left."""
    checked = 0
    for state in _positions(Phase.EXCHANGE, range(12)):
        (seat,) = state.to_act
        action = _hard(seat).choose(state.view(seat), state.legal_actions(seat), rng=random.Random(0))
        assert isinstance(action, Bury) and len(action.cards) == 6
        state.check(action)  # raises IllegalAction when not legal
        rest = list(state.hands[seat])
        for c in action.cards:
            rest.remove(c)
        assert SMALL_JOKER not in action.cards or BIG_JOKER not in rest
        checked += 1
    assert checked >= 5


def test_r14_six_candidates_start_with_the_normal_choice_and_differ() -> None:
    state = next(_positions(Phase.EXCHANGE, range(4)))
    (seat,) = state.to_act
    view = state.view(seat)
    assert view.trump is not None
    base = make_agent("normal", 0).choose(view, state.legal_actions(seat), rng=random.Random(0))
    assert isinstance(base, Bury)
    cands = six_candidates(list(view.hand), TrumpContext(view.level, view.trump), base)
    assert cands[0] == base.cards and len(cands) >= 2
    assert len({tuple(sorted(c.code for c in six)) for six in cands}) == len(cands)
    for six in cands:
        state.check(Bury(seat, six))


def test_r27_hard_six_does_not_depend_on_hidden_cards() -> None:
    """Two states differing only in the other seats' hands give the dealer the same view and the same six."""
    checked = 0
    for state in _positions(Phase.EXCHANGE, range(8)):
        (seat,) = state.to_act
        other = _swap_hidden(state, seat)
        assert other.hands != state.hands and other.view(seat) == state.view(seat)
        a = _hard(3).choose(state.view(seat), state.legal_actions(seat), rng=random.Random(0))
        b = _hard(3).choose(other.view(seat), other.legal_actions(seat), rng=random.Random(1))
        assert a == b
        checked += 1
        if checked >= 3:
            break
    assert checked >= 3


def test_r15_hard_burial_is_legal_blind_and_reproducible() -> None:
    """R15.3-R15.5: the choice is one of the engine's offers; the same view and seed give the same choice
    whatever the hidden hands (R27)."""
    checked = 0
    for state in _burial_positions():
        (seat,) = state.to_act
        view, legal = state.view(seat), state.legal_actions(seat)
        agent = _hard(5)
        action = agent.choose(view, legal, rng=random.Random(0))
        assert action in legal and isinstance(action, BuryJokers | Pass)
        state.check(action)
        assert agent.setup_search is not None and agent.setup_search.playouts > 0
        other = _swap_hidden(state, seat)
        assert other.view(seat) == view
        assert _hard(5).choose(other.view(seat), other.legal_actions(seat), rng=random.Random(2)) == action
        checked += 1
        if checked >= 3:
            break
    assert checked >= 1


def test_hard_setup_search_stops_at_the_deadline() -> None:
    """A clock past the deadline after the first reading: at most one sampled deal, and then no departure from
    the normal AI's six (too few samples to overrule it); with a frozen clock every sample runs."""
    state = next(_positions(Phase.EXCHANGE, range(4)))
    (seat,) = state.to_act
    view, legal = state.view(seat), state.legal_actions(seat)
    normal = make_agent("normal", 9).choose(view, legal, rng=random.Random(0))
    frozen = _hard(9, samples=4)
    frozen.choose(view, legal, rng=random.Random(0), deadline=1.0)
    assert frozen.setup_search is not None
    options = frozen.setup_search.playouts // 4
    assert options >= 2 and frozen.setup_search.playouts == 4 * options
    late = _hard(9, samples=4, step_s=10.0)
    assert late.choose(view, legal, rng=random.Random(0), deadline=5.0) == normal
    assert late.setup_search is not None and late.setup_search.playouts <= options


@pytest.mark.parametrize("seed", [31, 32])
def test_hard_setup_choices_are_reproducible_with_a_seed(seed: int) -> None:
    state = next(_positions(Phase.EXCHANGE, range(seed, seed + 4)))
    (seat,) = state.to_act
    view, legal = state.view(seat), state.legal_actions(seat)
    first = _hard(seed).choose(view, legal, rng=random.Random(0))
    again = _hard(seed).choose(view, legal, rng=random.Random(7))
    assert first == again


def test_r12_4_hard_return_is_legal_blind_and_searched() -> None:
    """R12.4: the dealer gives back as many cards as he received, from the allowed ones; the choice does not
    depend on the hidden hands (R27) and comes from the look-ahead."""
    checked = 0
    for state in _positions(Phase.RETURN, range(1, 60, 2)):
        (seat,) = state.to_act
        view, legal = state.view(seat), state.legal_actions(seat)
        assert view.selection is not None
        agent = _hard(4)
        action = agent.choose(view, legal, rng=random.Random(0))
        assert isinstance(action, ReturnTribute) and len(action.cards) == view.selection.count
        state.check(action)
        assert agent.setup_search is not None and agent.setup_search.playouts > 0
        other = _swap_hidden(state, seat)
        assert other.view(seat) == view
        assert _hard(4).choose(other.view(seat), other.legal_actions(seat), rng=random.Random(3)) == action
        checked += 1
        if checked >= 2:
            break
    assert checked >= 2
