"""Gunzi engine speed: a full hand, deal to settlement, with random-legal agents (target <= 5 ms per hand).

Each hand is played through ``gunapp.ai.gunzi.runner.step`` exactly as the simulator does: 156 ``DealNext``
actions with the receiving seat offered its declarations, the window, tribute/return, exchange, burial,
39 tricks of legal plays (each play enumerated by ``legal_actions`` and validated again by ``apply``), and
settlement. Also splits the time between the deal and the tricks. Times are CPU time of this process
(``time.process_time``): the machine is shared, and wall time there measures the neighbours. Run:
``.venv/bin/python -m bench --only gunzi_engine``.
"""

from __future__ import annotations

import random
import statistics
import time

from gunapp.ai.gunzi import RandomAgent
from gunapp.ai.gunzi.runner import play_hand, step
from gunapp.engine.gunzi.phase import Phase
from gunapp.engine.gunzi.rules import GunziOptions
from gunapp.engine.gunzi.state import GunziState


def _hands(n: int, seed: int) -> tuple[list[float], list[float]]:
    state = GunziState.new(GunziOptions(cyclesPerMatch=10**6), seed)
    rng = random.Random(seed)
    agents = [RandomAgent()] * 4
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
    return [
        {"name": "full hand, random agents: median", "value": round(med, 2), "unit": "ms", "target": "<= 5 ms",
         "note": f"{n} hands of one match"},
        {"name": "full hand, random agents: hands per second", "value": round(1000 * n / sum(totals), 1),
         "unit": "hands/s"},
        {"name": "deal + declaring share (median)", "value": round(statistics.median(deals), 2), "unit": "ms"},
        {"name": "full hand p90", "value": round(statistics.quantiles(totals, n=10)[-1], 2), "unit": "ms"},
    ]  # fmt: skip
