"""Gunzi agents. Protocol (``runner.Agent``): ``agent.choose(view, legal_actions, *, rng, deadline) ->
action``.

``RandomAgent`` picks uniformly among legal actions; ``RuleAgent`` plays sensibly (declares with strong trump,
follows cheaply, takes points). ``runner.play_hand`` / ``runner.play_match`` drive a ``GunziState`` with them.
"""

from __future__ import annotations

from gunapp.games.gunzi.ai.random_agent import RandomAgent
from gunapp.games.gunzi.ai.rule_agent import RuleAgent

__all__ = ["RandomAgent", "RuleAgent"]
