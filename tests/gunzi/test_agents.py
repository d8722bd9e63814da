"""The two simple agents: random-legal and rule-based (declares with strong trump, takes points, follows cheaply)."""

from __future__ import annotations

import random

from gunapp.core.cards import Suit
from gunapp.games.gunzi.ai import RandomAgent, RuleAgent
from gunapp.games.gunzi.ai.runner import play_hand
from gunapp.games.gunzi.engine.actions import Declare, Pass, Play
from gunapp.games.gunzi.engine.phase import Phase
from gunapp.games.gunzi.engine.rules import GunziOptions
from gunapp.games.gunzi.engine.state import GunziState

from .helpers import build_deck, cs, deal_to, first_hand, later_hand
from .test_play_state import play_state, set_hands


def test_agents_only_choose_legal_actions_over_a_match() -> None:
    """Every action an agent picks is applied without IllegalAction (the runner would raise)."""
    for agents in ([RandomAgent()] * 4, [RuleAgent()] * 4, [RuleAgent(), RandomAgent()] * 2):
        state = GunziState.new(GunziOptions(cyclesPerMatch=10, riot="ON"), 21)  # type: ignore[arg-type]
        rng = random.Random(0)
        for _ in range(3):
            play_hand(state, agents, rng)
        assert state.hands_played == 3 or state.phase is Phase.MATCH_OVER


def test_rule_agent_declares_with_strong_trump_and_passes_with_weak() -> None:
    strong = "7H 7H AH KH QH JH 9H 8H 6H 5H 4H 3H 2S 2C"
    deck = build_deck({1: strong}, filler_first="BJ SJ 7S 7C 7D 7H", dump=3)
    state = later_hand(deck, dealer=0, levels=(7, 3))
    deal_to(state, 4 * 14)
    legal = state.legal_actions(1)
    choice = RuleAgent().choose(state.view(1), legal, rng=random.Random(0))
    assert isinstance(choice, Declare) and choice.cards[0].suit is Suit.HEARTS
    assert len(choice.cards) == 1  # the fewest cards that outrank, keeping the rest to reinforce
    weak = build_deck(
        {1: "7H 3S 4S 6S 8S 9S JS QS 3C 4C 6C 8C 9C JC"}, filler_first="BJ SJ 7S 7C 7D 7H", dump=3
    )
    state = later_hand(weak, dealer=0, levels=(7, 3))
    deal_to(state, 4 * 14)
    assert isinstance(RuleAgent().choose(state.view(1), state.legal_actions(1), rng=random.Random(0)), Pass)


def test_rule_agent_reveals_the_big_joker_in_a_first_hand() -> None:
    """R9.2: revealing a BJ makes the revealer dealer; the rule agent always takes it."""
    state = first_hand(build_deck({2: "BJ"}, filler_first="BJ", dump=1), starter=0)
    deal_to(state, 3)
    action = RuleAgent().choose(state.view(2), state.legal_actions(2), rng=random.Random(0))
    assert action == Declare(2, tuple(cs("BJ")))
    assert RuleAgent().choose(state.view(0), state.legal_actions(0), rng=random.Random(0)) == Pass(0)


def test_rule_agent_takes_points_and_gives_nothing_away() -> None:
    """Last to play on an opponent's trick holding 10s: win it cheaply if possible, else throw the lowest card."""
    state = play_state()
    set_hands(state, "KS 3C", "4S 6C", "5S 8C", "AS 3S")
    for seat, card in ((0, "KS"), (1, "4S"), (2, "5S")):
        state.apply(Play(seat, tuple(cs(card))))
    choice = RuleAgent().choose(state.view(3), state.legal_actions(3), rng=random.Random(0))
    assert choice == Play(3, tuple(cs("AS")))  # 15 points on the table: take them
    state = play_state()
    set_hands(state, "AS 3C", "4S 6C", "5S 8C", "KS 3S")
    for seat, card in ((0, "AS"), (1, "4S"), (2, "5S")):
        state.apply(Play(seat, tuple(cs(card))))
    choice = RuleAgent().choose(state.view(3), state.legal_actions(3), rng=random.Random(0))
    assert choice == Play(3, tuple(cs("3S")))  # cannot win: keep the K, throw the 3
