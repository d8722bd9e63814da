"""Dou Dizhu agents: ``agent.choose(view, legal_actions, *, rng, deadline) -> action`` (one of legal_actions);
``levels.make_agent(name, seed)`` makes any of them by name."""

from __future__ import annotations

from gunapp.games.doudizhu.ai.random_agent import RandomAgent
from gunapp.games.doudizhu.ai.rule_agent import RuleAgent

__all__ = ["RandomAgent", "RuleAgent"]
