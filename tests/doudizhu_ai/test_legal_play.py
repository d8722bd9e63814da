"""The easy and normal agents always choose one of the legal actions, over many random sessions of both
variants (bidding and play), and are deterministic from their seed."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from gunapp.games.doudizhu.ai.levels import make_agent
from gunapp.games.doudizhu.ai.view_agent import PolicyAgent
from gunapp.games.doudizhu.engine.actions import Action, Play
from gunapp.games.doudizhu.engine.events import DealEnded
from gunapp.games.doudizhu.engine.rules import Variant
from gunapp.games.doudizhu.engine.session import Session
from gunapp.games.doudizhu.engine.state import Phase


def _play_deal(session: Session, agents: list[PolicyAgent]) -> list[Action]:
    rng = random.Random(0)
    chosen: list[Action] = []
    for _ in range(400):
        deal = session.deal
        if deal.phase is Phase.ENDED:
            return chosen
        seat = deal.to_act
        legal = session.legal_actions(seat)
        action = agents[seat].choose(session.view(seat), legal, rng=rng)
        assert action in legal
        if isinstance(action, Play):
            assert action.reading is not None  # D6.4: the AI names its reading
        chosen.append(action)
        events = session.apply(action)
        if events and isinstance(events[-1], DealEnded):
            return chosen
    raise AssertionError("deal did not end")


@settings(max_examples=25, deadline=None)
@given(
    seed=st.integers(0, 2**31),
    four=st.booleans(),
    levels=st.lists(st.sampled_from(["easy", "normal"]), min_size=4, max_size=4),
)
def test_agents_play_only_legal_actions(seed: int, four: bool, levels: list[str]) -> None:
    variant = Variant.DDZ4 if four else Variant.DDZ3
    session = Session(variant, seed=seed)
    agents = [make_agent(levels[s], seed + s) for s in range(variant.players)]
    for _ in range(2):
        _play_deal(session, agents)
        session.next_deal()


def test_normal_agent_is_deterministic() -> None:
    runs = []
    for _ in range(2):
        session = Session(Variant.DDZ3, seed=7)
        agents = [make_agent("normal", 1) for _ in range(3)]
        runs.append(_play_deal(session, agents))
    assert runs[0] == runs[1]
