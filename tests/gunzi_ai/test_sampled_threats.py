"""The hard AI's threat judgement over sampled deals (spec R17.2, R19.1, R27) against the normal AI's.

L = 7 and T = ♥ throughout (``scenario.table``), so ♥ cards, every 7, every 2 and the jokers are trumps.
"""

from __future__ import annotations

import random

import pytest

from gunapp.core.cards import Card
from gunapp.games.gunzi.ai.following import choose_follow
from gunapp.games.gunzi.ai.hard.sampled_threats import SampledThreats
from gunapp.games.gunzi.ai.levels import make_agent
from gunapp.games.gunzi.ai.memory import Memory
from gunapp.games.gunzi.ai.runner import step
from gunapp.games.gunzi.ai.threats import MemoryThreats
from gunapp.games.gunzi.engine.phase import Phase
from gunapp.games.gunzi.engine.rules import GunziOptions
from gunapp.games.gunzi.engine.state import GunziState

from .scenario import cs, table

# seat 1 failed to follow a trump lead and then a spade lead (R17.2): it holds neither
VOID_HISTORY = [
    [(2, "3H"), (3, "4H"), (0, "5H"), (1, "8C")],
    [(2, "3S"), (3, "4S"), (0, "6S"), (1, "9C")],
]


def _partner_leads_king() -> GunziState:
    """Seat 2 (partner of seat 0) led ♠K, seat 3 followed; seat 0 to play, seat 1 (void) still to come."""
    hands = {2: "KS 4D", 3: "3S 5D", 0: "5S 4S 8S 6D", 1: "3C 4C 6C"}
    return table(hands, leader=2, plays=[(2, "KS"), (3, "3S")], history=VOID_HISTORY)


def test_r17_2_an_opponent_void_in_the_suit_and_in_trumps_cannot_beat_the_partner() -> None:
    state = _partner_leads_king()
    view = state.view(0)
    mem = Memory.from_view(view)
    king = tuple(cs("KS"))
    sampled = SampledThreats(view, mem, random.Random(1))
    # no sampled deal gives seat 1 a spade or a trump: it can never beat the ♠K
    assert sampled.share("S", 1, (0, mem.ctx.key(king[0])), [1]) == 0.0
    assert not sampled.beatable(king, "S", [1])
    # the normal AI only knows that some trump is unseen and that seat 1 is void in spades
    assert MemoryThreats(mem).beatable(king, "S", [1])


def test_r19_1_the_hard_judgement_feeds_the_five_where_the_normal_one_dumps_the_four() -> None:
    state = _partner_leads_king()
    view = state.view(0)
    legal = state.legal_actions(0)
    mem = Memory.from_view(view)
    fed = choose_follow(view, mem, legal, SampledThreats(view, mem, random.Random(2)))
    dumped = choose_follow(view, mem, legal)
    assert [c.code for c in fed.cards] == ["5S"]
    assert [c.code for c in dumped.cards] == ["4S"]


def test_r19_1_an_opponent_who_may_hold_an_ace_makes_the_king_beatable_in_some_deals() -> None:
    """Without the voids, seat 1 may hold a ♠A or be void and trump: some deals beat the ♠K, not all."""
    hands = {2: "KS 4D", 3: "3S 5D", 0: "5S 4S 8S 6D", 1: "3C 4C 6C 8C 9C JC QC"}
    state = table(hands, leader=2, plays=[(2, "KS"), (3, "3S")])
    view = state.view(0)
    mem = Memory.from_view(view)
    share = SampledThreats(view, mem, random.Random(3), deals=64).share(
        "S", 1, (0, mem.ctx.key(_card("KS"))), [1]
    )
    assert 0.0 < share < 1.0


def test_lead_risks_a_boss_is_a_face_with_no_stronger_set_left_to_the_opponents() -> None:
    """Leading a pair of ♠A: no plain face beats an ace (R5.3), so it is the boss; whether it is trumped
    depends on the deals. A ♠3 single is no boss."""
    hands = {0: "AS AS 3S 6D", 1: "3C 4C 6C", 2: "4D 5D 6D", 3: "8D 9D TD"}
    state = table(hands, leader=0)
    view = state.view(0)
    mem = Memory.from_view(view)
    sampled = SampledThreats(view, mem, random.Random(4))
    boss, _ = sampled.lead_risks(_card("AS"), 2, [1, 3])
    assert boss
    low, _ = sampled.lead_risks(_card("3S"), 1, [1, 3])
    assert not low


def test_sampled_threats_are_reproducible_and_use_only_the_view() -> None:
    """R27: the same view and seed give the same deals; the hidden hands play no part."""
    state = _partner_leads_king()
    other = _partner_leads_king()
    other.hands[1], other.hands[3] = cs("5C 6C 8C"), cs("3D")
    assert other.view(0) == state.view(0)
    a = SampledThreats(state.view(0), Memory.from_view(state.view(0)), random.Random(7))
    b = SampledThreats(other.view(0), Memory.from_view(other.view(0)), random.Random(7))
    assert a.hands == b.hands


def _card(code: str) -> Card:
    return cs(code)[0]


def test_a_failing_threat_judgement_falls_back_to_the_normal_move_and_is_counted(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A heuristic bug must never stall a game: the normal AI's move is played and the failure counted (the
    bench reports fallbacks)."""
    from gunapp.games.gunzi.ai.hard import agent as hard_agent

    def broken(*args: object, **kwargs: object) -> None:
        raise RuntimeError("boom")

    monkeypatch.setattr(hard_agent, "SampledThreats", broken)
    state = GunziState.new(GunziOptions(), 31)
    agents = [make_agent("normal", s) for s in range(4)]
    rng = random.Random(31)
    while not (state.phase is Phase.PLAY and state.to_act == (0,) and len(state.legal_actions(0)) > 1):
        step(state, agents, rng)
    view, legal = state.view(0), state.legal_actions(0)
    agent = hard_agent.HardAgent(1)
    action = agent.choose(view, legal, rng=random.Random(0))
    assert action == make_agent("normal", 1).choose(view, legal, rng=random.Random(0))
    assert agent.fallbacks == 1
