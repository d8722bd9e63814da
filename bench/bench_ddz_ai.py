"""Dou Dizhu AI strength and speed: our normal AI against RLCard's rule agent, under ddz-agent/1 (section 5).

Seeded RLCard deals, each played twice with the roles swapped (ours as landlord against two rule agents, then
the rule agent as landlord against ours as both farmers). Our side is the agent process
(``python -m gunapp.ai.agent_server --game ddz3 --level normal``) for the main figures; a sample of the deals is
replayed with the in-process binding to show both bindings play identically. WP and ADP per deal (mean of the
two roles) with 95 % confidence intervals (normal approximation over deals); decision times of our AI (compute
in process, and the process round trip). Without rlcard the rows say "peer not installed".

Run: .venv/bin/python -m bench --only ddz_ai [--quick]   (PYTHONHASHSEED=0, set by ``make bench``, keeps
RLCard's set-built move lists reproducible)
"""

from __future__ import annotations

import math
import os
import statistics
import time
from collections.abc import Callable
from typing import Any

from bench.ddz_host import AgentProcess, GameResult, play_game, rlcard_available, server_command

SEED = 20_260_601
DEALS, QUICK_DEALS = 2000, 60
AGREE_DEALS, QUICK_AGREE_DEALS = 100, 20


def _ci(values: list[float]) -> tuple[float, float]:
    mean = statistics.fmean(values)
    half = 1.96 * statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else float("nan")
    return mean, half


def _points(g: GameResult, ours_landlord: bool) -> float:
    """Our side's point difference (protocol section 5): the landlord wins or loses 2 x 2^bombs."""
    stake = 2 * 2**g.bombs
    landlord_points = stake if g.landlord_won else -stake
    return landlord_points if ours_landlord else -landlord_points


def match(chooser: Callable[[dict[str, Any]], list[int]], deals: int) -> dict[str, Any]:
    wins_l: list[float] = []
    wins_f: list[float] = []
    per_deal_wp: list[float] = []
    per_deal_adp: list[float] = []
    outcomes: list[tuple[bool, bool]] = []
    times: list[float] = []
    for i in range(deals):
        seed = SEED + i
        g_l = play_game(seed, chooser, [0])
        g_f = play_game(seed, chooser, [1, 2])
        wl, wf = float(g_l.landlord_won), float(not g_f.landlord_won)
        wins_l.append(wl)
        wins_f.append(wf)
        per_deal_wp.append((wl + wf) / 2)
        per_deal_adp.append((_points(g_l, True) + _points(g_f, False)) / 2)
        outcomes.append((g_l.landlord_won, g_f.landlord_won))
        times += g_l.times + g_f.times
    return {
        "wp": _ci(per_deal_wp),
        "adp": _ci(per_deal_adp),
        "wp_landlord": statistics.fmean(wins_l),
        "wp_farmers": statistics.fmean(wins_f),
        "outcomes": outcomes,
        "times": sorted(times),
    }


def _pct(sorted_values: list[float], q: float) -> float:
    return sorted_values[min(len(sorted_values) - 1, int(q * len(sorted_values)))] * 1e3


def run(quick: bool) -> list[dict[str, object]]:
    if not rlcard_available():
        note = "peer not installed (make .venv/.bench-installed)"
        return [
            {"name": "normal vs RLCard rule: WP", "value": "peer not installed", "unit": "", "note": note},
            {"name": "normal vs RLCard rule: ADP", "value": "peer not installed", "unit": "", "note": note},
        ]
    if os.environ.get("PYTHONHASHSEED") != "0":
        print(
            "   note: PYTHONHASHSEED is not 0; RLCard's move lists (and so the figures) may vary between runs"
        )
    from gunapp.ai.doudizhu.protocol import ProtocolAgent

    deals = QUICK_DEALS if quick else DEALS
    agree = QUICK_AGREE_DEALS if quick else AGREE_DEALS
    t0 = time.perf_counter()
    proc = AgentProcess(server_command("normal"))
    try:
        proc.new_game({"seed": SEED, "variant": "3p"})
        res = match(proc.choose, deals)
    finally:
        proc.close()
    wall = time.perf_counter() - t0
    inproc = match(ProtocolAgent("normal", 0).choose, agree)
    same = sum(a == b for a, b in zip(inproc["outcomes"], res["outcomes"][:agree], strict=True))
    easy = match(ProtocolAgent("easy", 0).choose, agree)

    wp, wp_h = res["wp"]
    adp, adp_h = res["adp"]
    n = f"{deals} deals x 2 roles, agent process"
    rows: list[dict[str, object]] = [
        {
            "name": "normal vs RLCard rule: WP (mean of roles)",
            "value": f"{wp:.3f} ± {wp_h:.3f}",
            "unit": "",
            "target": ">= 0.65",
            "note": f"95% CI; {n}",
        },
        {"name": "normal vs RLCard rule: WP as landlord", "value": round(res["wp_landlord"], 3), "unit": ""},
        {"name": "normal vs RLCard rule: WP as farmers", "value": round(res["wp_farmers"], 3), "unit": ""},
        {
            "name": "normal vs RLCard rule: ADP",
            "value": f"{adp:.3f} ± {adp_h:.3f}",
            "unit": "points/game",
            "note": "95% CI; landlord ±2·2^bombs",
        },
        {
            "name": "normal decision time p50 (in process)",
            "value": round(_pct(inproc["times"], 0.5), 3),
            "unit": "ms",
        },
        {
            "name": "normal decision time p95 (in process)",
            "value": round(_pct(inproc["times"], 0.95), 3),
            "unit": "ms",
            "target": "<= 50 ms",
        },
        {
            "name": "normal decision round trip p50 (agent process)",
            "value": round(_pct(res["times"], 0.5), 3),
            "unit": "ms",
        },
        {
            "name": "normal decision round trip p95 (agent process)",
            "value": round(_pct(res["times"], 0.95), 3),
            "unit": "ms",
            "target": "<= 50 ms",
        },
        {
            "name": "in-process binding agrees with agent process",
            "value": f"{same}/{agree}",
            "unit": "deals",
            "note": "same outcome in both roles",
        },
        {
            "name": "easy vs RLCard rule: WP (mean of roles)",
            "value": f"{easy['wp'][0]:.3f} ± {easy['wp'][1]:.3f}",
            "unit": "",
            "note": f"{agree} deals x 2 roles, in process",
        },
        {"name": "match wall time (agent process)", "value": round(wall, 1), "unit": "s"},
    ]
    return rows
