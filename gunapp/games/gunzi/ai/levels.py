"""Gunzi agents by name: ``make_agent(name, seed)`` for random, rule and the table's levels (easy, normal,
hard).

Every agent follows ``runner.Agent``: ``agent.choose(view, legal_actions, *, rng, deadline) -> action``,
with ``view`` = ``state.view(seat)`` and ``legal_actions`` = ``state.legal_actions(seat)``. For the free
choices (tribute return, the dealer's six) the agent builds its own action from ``view.selection``; check it
with ``state.check`` like any action. Agents are pure functions of (seed, view, legal actions): call them from
a worker thread, and use a normal agent's choice as the human's hint.
"""

from __future__ import annotations

from gunapp.games.gunzi.ai.easy_agent import EasyAgent
from gunapp.games.gunzi.ai.hard import HardAgent
from gunapp.games.gunzi.ai.normal_agent import NormalAgent
from gunapp.games.gunzi.ai.random_agent import RandomAgent
from gunapp.games.gunzi.ai.rule_agent import RuleAgent
from gunapp.games.gunzi.ai.runner import Agent

LEVELS: tuple[str, ...] = ("easy", "normal", "hard")
#: every name ``make_agent`` knows: the two baselines, then the in-app levels
AGENTS: tuple[str, ...] = ("random", "rule", *LEVELS)


def make_agent(level: str, seed: int) -> Agent:
    """A new agent called ``level`` (one of ``AGENTS``); ``seed`` fixes a level's own random choices (the
    baselines use the ``rng`` given to ``choose``)."""
    if level == "random":
        return RandomAgent()
    if level == "rule":
        return RuleAgent()
    if level == "easy":
        return EasyAgent(seed)
    if level == "normal":
        return NormalAgent(seed)
    if level == "hard":
        return HardAgent(seed)
    raise ValueError(f"unknown Gunzi AI level {level!r}; expected one of {', '.join(AGENTS)}")


__all__ = ["AGENTS", "LEVELS", "make_agent"]
