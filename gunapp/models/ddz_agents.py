"""Dou Dizhu agents for the table: the AI package's ``make_agent(level, seed)`` (easy, normal), adapted to the
worker's ``choose(view, legal, deadline)`` call whatever extra arguments (``rng``) the agent takes; the engine's
rule agent if the AI package cannot be imported."""

from __future__ import annotations

import inspect
import logging
import random
from collections.abc import Sequence
from typing import Any

from gunapp.models.ai_worker import Agent

log = logging.getLogger(__name__)


class _Adapted:
    """Calls ``inner.choose`` with ``rng`` and ``deadline`` by keyword when it accepts them."""

    def __init__(self, inner: Any, seed: int) -> None:
        self._inner = inner
        self._rng = random.Random(seed)
        self.name = getattr(inner, "name", "agent")
        params = inspect.signature(inner.choose).parameters
        self._wants_rng = "rng" in params
        self._wants_deadline = "deadline" in params

    def choose(self, view: Any, legal_actions: Sequence[Any], deadline: float) -> Any:
        kwargs: dict[str, Any] = {}
        if self._wants_rng:
            kwargs["rng"] = self._rng
        if self._wants_deadline:
            kwargs["deadline"] = deadline
        return self._inner.choose(view, list(legal_actions), **kwargs)


def make_agent(level: str, seed: int) -> Agent:
    """An agent of ``level`` (easy or normal; anything else plays normal)."""
    try:
        from gunapp.ai.doudizhu.levels import make_agent as ai_make_agent

        try:
            inner = ai_make_agent(level, seed)
        except (ValueError, KeyError):
            inner = ai_make_agent("normal", seed)
    except ImportError:  # the AI package is optional for the table: fall back to the engine's rule agent
        log.warning("Dou Dizhu AI package unavailable; using the rule agent")
        from gunapp.ai.doudizhu import RuleAgent

        inner = RuleAgent()
    return _Adapted(inner, seed)
