"""Dou Dizhu agents by name: ``make_agent(name, seed)`` for every agent (random, rule and the in-app levels
easy, normal, hard), each an :class:`Agent` (``agent.choose(view, legal_actions, *, rng, deadline) ->
action``); ``make_policy(level, seed)`` for the neutral policies behind the levels."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Protocol

from gunapp.games.doudizhu.ai.easy_policy import EasyPolicy
from gunapp.games.doudizhu.ai.hard.policy import ANSWER_MARGIN_S, HardPolicy
from gunapp.games.doudizhu.ai.policy import choose_play
from gunapp.games.doudizhu.ai.random_agent import RandomAgent
from gunapp.games.doudizhu.ai.rule_agent import RuleAgent
from gunapp.games.doudizhu.ai.situation import PlayPolicy, Situation
from gunapp.games.doudizhu.ai.strength import choose_bid
from gunapp.games.doudizhu.ai.talk import TalkSituation, rule_of_thumb
from gunapp.games.doudizhu.ai.view_agent import PolicyAgent
from gunapp.games.doudizhu.engine.actions import Action
from gunapp.games.doudizhu.engine.combos import Move
from gunapp.games.doudizhu.engine.rules import Variant
from gunapp.games.doudizhu.engine.view import DealView

LEVELS = ("easy", "normal", "hard")
#: every name ``make_agent`` knows: the two baselines, then the in-app levels
AGENTS: tuple[str, ...] = ("random", "rule", *LEVELS)


class Agent(Protocol):
    """Every Dou Dizhu agent, as every Gunzi one: ``rng`` for its random choices, ``deadline``
    (``time.monotonic()``) bounds a search (None = the agent's own budget); returns one of
    ``legal_actions``."""

    name: str

    def choose(
        self,
        view: DealView,
        legal_actions: Sequence[Action],
        *,
        rng: random.Random,
        deadline: float | None = None,
    ) -> Action: ...


class NormalPolicy:
    """The normal AI (see ``policy``). Deterministic: the seed is kept for the protocol's sake only."""

    name = "normal"

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def reseed(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose_bid(self, counts: tuple[int, ...], variant: Variant, highest: int) -> int:
        return choose_bid(counts, variant, highest)

    def choose_play(self, sit: Situation, legal: list[Move], can_pass: bool) -> Move | None:
        return choose_play(sit, legal, can_pass)

    def choose_talk(self, ts: TalkSituation) -> int:
        return rule_of_thumb(ts)


def make_policy(level: str, seed: int) -> PlayPolicy:
    if level == "easy":
        return EasyPolicy(seed)
    if level == "normal":
        return NormalPolicy(seed)
    if level == "hard":
        return HardPolicy(seed)
    raise ValueError(f"unknown Dou Dizhu AI level: {level!r} (known: {', '.join(LEVELS)})")


class HardAgent(PolicyAgent):
    """The hard policy behind the in-app agent: the worker's deadline (``time.monotonic``) bounds its search."""

    def __init__(self, policy: HardPolicy) -> None:
        super().__init__(policy)
        self.hard = policy

    @property
    def wall_cap(self) -> float:
        """The longest this agent thinks, in wall-clock seconds: the worker counts it from its request, so
        time spent waiting for a thread or the CPU is part of it."""
        return self.hard.wall_cap

    def choose(
        self,
        view: DealView,
        legal_actions: Sequence[Action],
        *,
        rng: random.Random,
        deadline: float | None = None,
    ) -> Action:
        self.hard.deadline = None if deadline is None else deadline - ANSWER_MARGIN_S
        try:
            return super().choose(view, legal_actions, rng=rng, deadline=deadline)
        finally:
            self.hard.deadline = None


def make_agent(name: str, seed: int) -> Agent:
    """The agent called ``name`` (one of ``AGENTS``); ``seed`` fixes a level's own random choices (the
    baselines use the ``rng`` given to ``choose``)."""
    if name == "random":
        return RandomAgent()
    if name == "rule":
        return RuleAgent()
    if name == "hard":
        return HardAgent(HardPolicy(seed))
    if name not in LEVELS:
        raise ValueError(f"unknown Dou Dizhu agent {name!r} (known: {', '.join(AGENTS)})")
    return PolicyAgent(make_policy(name, seed))
