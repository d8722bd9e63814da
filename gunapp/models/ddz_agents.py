"""Dou Dizhu agents for the table: the AI package's ``make_agent(level, seed)`` (easy, normal), adapted by
``adapt_agent`` to the worker's ``choose(view, legal, *, deadline)`` call; the engine's rule agent if the AI
package cannot be imported."""

from __future__ import annotations

import logging
from typing import Any

from gunapp.models.ai_worker import Agent, adapt_agent

log = logging.getLogger(__name__)


def make_agent(level: str, seed: int) -> Agent:
    """An agent of ``level`` (easy or normal; anything else plays normal)."""
    inner: Any
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
    return adapt_agent(inner, seed)
