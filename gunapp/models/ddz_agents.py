"""Dou Dizhu agents for the table: the AI package's ``make_agent(level, seed)`` adapted by ``adapt_agent`` to the
worker's ``choose(view, legal, *, deadline)`` call."""

from __future__ import annotations

from gunapp.ai.doudizhu.levels import make_agent as make_ai_agent
from gunapp.models.ai_worker import Agent, adapt_agent


def make_agent(level: str, seed: int) -> Agent:
    """An agent of ``level`` ("easy", "normal" or "hard"); an unknown level (an old settings file, or a level the
    AI package does not provide yet) plays as normal."""
    try:
        made = make_ai_agent(level, seed)
    except ValueError:
        made = make_ai_agent("normal", seed)
    return adapt_agent(made, seed)
