"""AI players at a table: an agent of a game's AI package and the random source of its seat.

Every agent of both games has one signature, ``choose(view, legal_actions, *, rng, deadline)``. The worker
calls it directly with the table agent's own ``rng`` (seeded from the match seed and the seat, so a table
game replays) and a ``deadline`` (``time.monotonic()``) from the table's thinking budget.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol


class Agent(Protocol):
    """Any game's agent (``gunapp.games.gunzi.ai.runner.Agent``, ``gunapp.games.doudizhu.ai.levels.Agent``)."""

    name: str

    def choose(
        self, view: Any, legal_actions: Sequence[Any], *, rng: random.Random, deadline: float | None = None
    ) -> Any: ...


@dataclass(frozen=True, eq=False)
class TableAgent:
    """An AI seat: the agent and the ``random.Random`` handed to each of its ``choose`` calls."""

    agent: Agent
    rng: random.Random

    @classmethod
    def seated(cls, agent: Agent, seed: int) -> TableAgent:
        return cls(agent, random.Random(seed))

    @property
    def name(self) -> str:
        return self.agent.name


def table_agent(
    make: Callable[[str, int], Agent], levels: Sequence[str], level: str, seed: int
) -> TableAgent:
    """``make(level, seed)`` (a game's ``levels.make_agent``) at a table; a level the game does not offer in
    ``levels`` (an old settings file or saved game, a level the AI package does not provide yet) plays as
    normal."""
    return TableAgent.seated(make(level if level in levels else "normal", seed), seed)
