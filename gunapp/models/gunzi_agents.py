"""Gunzi agents for the table: ``make_agent(level, seed)`` from the AI package when it provides one, else the
engine team's rule/random agents adapted to the shared ``choose(view, legal, deadline)`` protocol."""

from __future__ import annotations

import importlib
import inspect
import random
from collections.abc import Sequence
from typing import Any

from gunapp.models.ai_worker import Agent


class _RngAgent:
    """Adapts an agent with ``choose(view, legal, rng)`` to ``choose(view, legal, deadline)``."""

    def __init__(self, inner: Any, seed: int) -> None:
        self._inner = inner
        self._rng = random.Random(seed)
        self.name = getattr(inner, "name", "agent")

    def choose(self, view: Any, legal_actions: Sequence[Any], deadline: float) -> Any:
        return self._inner.choose(view, legal_actions, self._rng)


def _adapt(agent: Any, seed: int) -> Agent:
    """Agents taking ``(view, legal, deadline)`` are used as they are; ``(view, legal, rng)`` ones get an RNG."""
    params = list(inspect.signature(agent.choose).parameters)
    if len(params) >= 3 and params[2] == "deadline":
        return agent  # type: ignore[no-any-return]
    return _RngAgent(agent, seed)


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
        return _adapt(made, seed)
    from gunapp.ai.gunzi import RandomAgent, RuleAgent

    inner: Any = RuleAgent() if level in ("normal", "hard") else _EasyAgent(RuleAgent(), RandomAgent())
    return _RngAgent(inner, seed)


class _EasyAgent:
    """Until the AI package lands: the rule agent, with one decision in four made at random."""

    name = "easy"

    def __init__(self, rule: Any, rnd: Any) -> None:
        self._rule, self._rnd = rule, rnd

    def choose(self, view: Any, legal_actions: Sequence[Any], rng: random.Random) -> Any:
        if rng.random() < 0.25:
            return self._rnd.choose(view, legal_actions, rng)
        return self._rule.choose(view, legal_actions, rng)
