"""Gunzi engine speed: a full hand, deal to settlement, with random-legal agents (target <= 3 ms a hand).

Each hand is played through ``gunapp.games.gunzi.ai.runner.step`` exactly as the simulator does: 156 ``DealNext``
actions with the receiving seat offered its declarations, the window, tribute/return, exchange, burial,
39 tricks of legal plays (each enumerated by ``legal_actions``; ``apply`` takes a play that is one of the
listed objects without judging it again, as it takes the agents' choices), and settlement. A second run
hands ``apply`` an equal copy of every chosen play instead, so each one is judged in full (what a play
picked in the UI costs). Also splits the time between the deal and the tricks. Times are CPU time of this
process (``time.process_time``): the machine is shared, and wall time there measures the neighbours. Run:
``.venv/bin/python -m bench --only gunzi_engine``.
"""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Sequence

from gunapp.games.gunzi.ai import RandomAgent
from gunapp.games.gunzi.ai.runner import Agent, play_hand, step
from gunapp.games.gunzi.engine.actions import Action, Play
from gunapp.games.gunzi.engine.phase import Phase
from gunapp.games.gunzi.engine.rules import GunziOptions
from gunapp.games.gunzi.engine.state import GunziState
from gunapp.games.gunzi.engine.view import GunziView


class _CopyingAgent:
    """The random agent, but its plays reach ``apply`` as equal copies: no listed object, full judgement."""

    name = "random"

    def __init__(self) -> None:
        self._inner = RandomAgent()

    def choose(
        self,
        view: GunziView,
        legal_actions: Sequence[Action],
        *,
        rng: random.Random,
        deadline: float | None = None,
    ) -> Action:
        action = self._inner.choose(view, legal_actions, rng=rng, deadline=deadline)
        return Play(action.seat, tuple(action.cards)) if isinstance(action, Play) else action


def _hands(n: int, seed: int, copying: bool = False) -> tuple[list[float], list[float]]:
    state = GunziState.new(GunziOptions(cyclesPerMatch=10**6), seed)
    rng = random.Random(seed)
    agents: list[Agent] = [_CopyingAgent() if copying else RandomAgent()] * 4
    totals: list[float] = []
    deals: list[float] = []
    for _ in range(n):
        t0 = time.process_time()
        if state.phase is Phase.HAND_OVER:
            step(state, agents, rng)
        while state.phase in (Phase.DEAL, Phase.WINDOW):
            step(state, agents, rng)
        t1 = time.process_time()
        play_hand(state, agents, rng)
        t2 = time.process_time()
        totals.append((t2 - t0) * 1000)
        deals.append((t1 - t0) * 1000)
    return totals, deals


def run(quick: bool) -> list[dict[str, object]]:
    n = 30 if quick else 300
    _hands(5, 999)  # warm-up
    totals, deals = _hands(n, 12345)
    med = statistics.median(totals)
    copied, _ = _hands(n // 3, 12345, copying=True)
    return [
        {"name": "full hand, random agents: median", "value": round(med, 2), "unit": "ms", "target": "<= 3 ms",
         "note": f"{n} hands of one match"},
        {"name": "full hand, random agents: hands per second", "value": round(1000 * n / sum(totals), 1),
         "unit": "hands/s"},
        {"name": "deal + declaring share (median)", "value": round(statistics.median(deals), 2), "unit": "ms"},
        {"name": "full hand p90", "value": round(statistics.quantiles(totals, n=10)[-1], 2), "unit": "ms"},
        {"name": "full hand, every play judged again: median", "value": round(statistics.median(copied), 2),
         "unit": "ms", "note": f"{n // 3} hands, plays handed over as equal copies"},
    ]  # fmt: skip
