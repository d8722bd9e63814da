"""Build Gunzi table situations for AI judgement tests: real engine states with chosen hands and tricks.

The engine stays the judge: views and legal actions come from ``GunziState``, so a scenario can only ask the
AI what a real table could ask it.
"""

from __future__ import annotations

import random

from gunapp.core.cards import Card, Suit, parse_cards
from gunapp.games.gunzi.ai.levels import make_agent
from gunapp.games.gunzi.ai.runner import step
from gunapp.games.gunzi.engine.actions import Action, Play
from gunapp.games.gunzi.engine.phase import Phase
from gunapp.games.gunzi.engine.rules import GunziOptions
from gunapp.games.gunzi.engine.state import GunziState

TrickSpec = list[tuple[int, str]]


def cs(codes: str) -> list[Card]:
    return parse_cards(codes.split())


def to_play_phase(seed: int = 3, options: GunziOptions | None = None) -> GunziState:
    """A real hand driven by easy agents up to its first trick."""
    state = GunziState.new(options or GunziOptions(), seed)
    agents = [make_agent("easy", s) for s in range(4)]
    rng = random.Random(seed)
    while state.phase is not Phase.PLAY:
        step(state, agents, rng)
    return state


def table(
    hands: dict[int, str],
    *,
    dealer: int = 0,
    level: int = 7,
    trump: Suit = Suit.HEARTS,
    leader: int = 0,
    plays: TrickSpec | None = None,
    history: list[TrickSpec] | None = None,
    bottom: str = "3C 4C 6C 8C 9C JC",
) -> GunziState:
    """A trick in progress: ``hands`` (seats not named get a few low clubs), earlier ``history`` tricks,
    then ``plays`` of the current trick, led by ``leader``. L = ``level`` and T = ``trump``."""
    state = to_play_phase()
    state.dealer = dealer
    state.levels = [level, level]
    state.trump = trump
    state.forget_trump()
    state.hands = [cs(hands.get(s, "3C 4C 6C")) for s in range(4)]
    state.bottom = cs(bottom)
    state.bottom_public = False
    state.decl_seat = None
    state.decl_cards = ()
    state.tribute_cards = ()
    state.tricks = [tuple((seat, tuple(cs(cards))) for seat, cards in t) for t in history or []]
    state.trick_no = len(state.tricks)
    state.trick = []
    state.leader = leader
    for seat, cards in plays or []:
        state.apply(Play(seat, tuple(cs(cards))))
    return state


def ask(state: GunziState, level: str = "normal", seed: int = 0) -> Action:
    """The AI's choice for the seat to act, checked legal by the engine."""
    (seat,) = state.to_act
    agent = make_agent(level, seed)
    action = agent.choose(state.view(seat), state.legal_actions(seat), rng=random.Random(0))
    state.check(action)
    assert getattr(agent, "fallbacks", 0) == 0, "a heuristic failed and fell back"
    return action


def played(action: Action) -> list[str]:
    assert isinstance(action, Play)
    return sorted(c.code for c in action.cards)
