"""Gunzi AI levels for the table: ``make_agent("easy" | "normal" | "hard", seed)``.

Every agent follows ``runner.Agent``: ``agent.choose(view, legal_actions, rng) -> action``, with ``view`` =
``state.view(seat)`` and ``legal_actions`` = ``state.legal_actions(seat)``. For the free choices (tribute
return, the dealer's six) the agent builds its own action from ``view.selection``; check it with
``state.check`` like any action. Agents are pure functions of (seed, view, legal actions): call them from a
worker thread, and use a normal agent's choice as the human's hint.
"""

from __future__ import annotations

from gunapp.ai.gunzi.easy_agent import EasyAgent
from gunapp.ai.gunzi.hard import HardAgent
from gunapp.ai.gunzi.normal_agent import NormalAgent
from gunapp.ai.gunzi.runner import Agent

LEVELS: tuple[str, ...] = ("easy", "normal", "hard")


def make_agent(level: str, seed: int) -> Agent:
    """A new agent of ``level`` ("easy", "normal" or "hard"); ``seed`` fixes its random choices."""
    if level == "easy":
        return EasyAgent(seed)
    if level == "normal":
        return NormalAgent(seed)
    if level == "hard":
        return HardAgent(seed)
    raise ValueError(f"unknown Gunzi AI level {level!r}; expected one of {', '.join(LEVELS)}")


__all__ = ["LEVELS", "make_agent"]
