"""Dou Dizhu agents: ``agent.choose(view, legal_actions, *, rng, deadline) -> action`` (one of legal_actions);
``levels.make_agent(name, seed)`` makes any of them by name."""

from __future__ import annotations

from gunapp.ai.doudizhu.random_agent import RandomAgent
from gunapp.ai.doudizhu.rule_agent import RuleAgent

__all__ = ["RandomAgent", "RuleAgent"]
