"""AI levels: ``make_policy(level, seed)`` for the neutral policies, ``make_agent(level, seed)`` for the
in-app agent (``agent.choose(view, legal_actions, deadline) -> action``)."""

from __future__ import annotations

import random

from gunapp.ai.doudizhu.easy_policy import EasyPolicy
from gunapp.ai.doudizhu.policy import choose_play
from gunapp.ai.doudizhu.situation import PlayPolicy, Situation
from gunapp.ai.doudizhu.strength import choose_bid
from gunapp.ai.doudizhu.view_agent import PolicyAgent
from gunapp.engine.doudizhu.combos import Move
from gunapp.engine.doudizhu.rules import Variant

LEVELS = ("easy", "normal")


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


def make_policy(level: str, seed: int) -> PlayPolicy:
    if level == "easy":
        return EasyPolicy(seed)
    if level == "normal":
        return NormalPolicy(seed)
    raise ValueError(f"unknown Dou Dizhu AI level: {level!r} (known: {', '.join(LEVELS)})")


def make_agent(level: str, seed: int) -> PolicyAgent:
    """The in-app agent for ``easy`` or ``normal``: ``agent.choose(view, legal_actions, rng, deadline)``."""
    return PolicyAgent(make_policy(level, seed))
