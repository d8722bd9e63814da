"""Gunzi agents for the table: ``make_agent(level, seed)`` from the AI package when it provides one, else the
engine team's rule/random agents; either adapted by ``adapt_agent`` to the worker's
``choose(view, legal, *, deadline)`` call (their ``rng`` passed by keyword)."""

from __future__ import annotations

import importlib
import random
from collections.abc import Sequence
from typing import Any

from gunapp.models.ai_worker import Agent, adapt_agent


def make_agent(level: str, seed: int) -> Agent:
    """An agent of ``level`` (easy, normal, hard); hard falls back to the strongest available."""
    try:
        levels = importlib.import_module("gunapp.ai.gunzi.levels")
    except ImportError:
        levels = None
    if levels is not None and hasattr(levels, "make_agent"):
        try:
            made = levels.make_agent(level, seed)
        except (ValueError, KeyError):
            made = levels.make_agent("normal", seed)
        return adapt_agent(made, seed)
    from gunapp.ai.gunzi import RandomAgent, RuleAgent

    inner: Any = RuleAgent() if level in ("normal", "hard") else _EasyAgent(RuleAgent(), RandomAgent())
    return adapt_agent(inner, seed)


class _EasyAgent:
    """Until the AI package lands: the rule agent, with one decision in four made at random."""

    name = "easy"

    def __init__(self, rule: Any, rnd: Any) -> None:
        self._rule, self._rnd = rule, rnd

    def choose(self, view: Any, legal_actions: Sequence[Any], rng: random.Random) -> Any:
        if rng.random() < 0.25:
            return self._rnd.choose(view, legal_actions, rng)
        return self._rule.choose(view, legal_actions, rng)
