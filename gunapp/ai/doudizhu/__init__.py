"""Dou Dizhu agents: ``agent.choose(view, legal_actions, rng, deadline) -> action`` (one of legal_actions)."""

from __future__ import annotations

from gunapp.ai.doudizhu.random_agent import RandomAgent
from gunapp.ai.doudizhu.rule_agent import RuleAgent

__all__ = ["RandomAgent", "RuleAgent", "make_agent"]


def make_agent(name: str) -> RandomAgent | RuleAgent:
    """``random`` (uniform legal) or ``rule`` (basic heuristics)."""
    if name == "random":
        return RandomAgent()
    if name == "rule":
        return RuleAgent()
    raise ValueError(f"unknown Dou Dizhu agent {name!r} (random, rule)")
