"""Gunzi AI strength and speed: the normal AI against the easy AI in duplicate (spec R21-R23 outcomes).

Each seeded deal is played twice from the same deck and situation: once with normal on team 0 (seats 0 and 2)
and easy on team 1, once with the teams swapped. The dealer seat is the same both times (fixed in a later
hand; in a first hand both levels reveal the first big joker at once, R9.2), so on each deal normal attacks
once and defends once with the same cards: luck of the cards cancels out. Half the deals are first hands of a
cycle (level 3, big-joker reveal), half are later hands with a random dealer, levels 3..9 and 0..4 blood owed
(declarations R10, tribute R12).

Reported with 95% confidence intervals (normal approximation over deals): mean attacker points S (R21.1) when
normal attacks and when easy attacks, their paired difference, and levels gained per hand by each side (a
cycle won, E1-E4 or R23.3, counts as climbing from its level to 11). Decision time is measured around every
``choose`` call (time.perf_counter), p50/p95 per level.

Run: ``.venv/bin/python -m bench --only gunzi_ai`` (``--quick`` for a smoke run).
"""

from __future__ import annotations

import math
import random
import statistics
import time
from collections.abc import Sequence
from dataclasses import dataclass

from gunapp.ai.gunzi.levels import make_agent
from gunapp.ai.gunzi.rule_agent import RuleAgent
from gunapp.ai.gunzi.runner import Agent, play_hand
from gunapp.engine.gunzi import match as match_phase
from gunapp.engine.gunzi.actions import Action
from gunapp.engine.gunzi.phase import Phase
from gunapp.engine.gunzi.rules import GunziOptions
from gunapp.engine.gunzi.settle import Settlement
from gunapp.engine.gunzi.state import GunziState
from gunapp.engine.gunzi.view import GunziView

FULL_DEALS = 2000
QUICK_DEALS = 16
#: normal vs B2's rule agent runs on this fraction of the deals (a second, smaller duplicate)
RULE_SHARE = 4


class TimedAgent:
    """Wraps an agent and records the wall time of each ``choose`` in seconds (tricks also apart)."""

    def __init__(self, agent: Agent, times: list[float], play_times: list[float]) -> None:
        self.agent = agent
        self.times = times
        self.play_times = play_times

    def choose(self, view: GunziView, legal_actions: Sequence[Action], rng: random.Random) -> Action:
        t0 = time.perf_counter()
        action = self.agent.choose(view, legal_actions, rng)
        dt = time.perf_counter() - t0
        self.times.append(dt)
        if view.phase is Phase.PLAY:
            self.play_times.append(dt)
        return action


def deal_state(deal: int, options: GunziOptions) -> GunziState:
    """The situation of deal ``deal``: a first hand (even deals) or a later hand (odd deals)."""
    seed = 10_000 + deal
    if deal % 2 == 0:
        return GunziState.new(options, seed)
    rng = random.Random(f"bench-gunzi-ai:{deal}")
    state = GunziState(options=options, seed=seed)
    state.first_hand = False
    state.dealer = rng.randrange(4)
    state.levels = [rng.randint(3, 9), rng.randint(3, 9)]
    state.blood = rng.choice((0, 0, 1, 2, 3, 4))
    match_phase.start_deal(state)
    return state


@dataclass
class GameResult:
    dealer: int
    settlement: Settlement
    fallbacks: int


def _make(level: str, seed: int) -> Agent:
    return RuleAgent() if level == "rule" else make_agent(level, seed)


def play_deal(
    deal: int, normal_team: int, times: dict[str, list[float]], options: GunziOptions, opponent: str = "easy"
) -> GameResult:
    state = deal_state(deal, options)
    agents: list[Agent] = []
    inner: list[Agent] = []
    for seat in range(4):
        level = "normal" if seat % 2 == normal_team else opponent
        agent = _make(level, seed=deal * 4 + seat)
        inner.append(agent)
        agents.append(TimedAgent(agent, times[level], times[level + " play"]))
    play_hand(state, agents, random.Random(deal))
    assert state.settlement is not None and state.dealer is not None
    fallbacks = sum(getattr(a, "fallbacks", 0) for a in inner)
    return GameResult(state.dealer, state.settlement, fallbacks)


def level_gain(result: Settlement, team: int) -> int:
    if result.cycle_winner is not None:
        return 11 - result.levels_before[team] if result.cycle_winner == team else 0
    return max(0, result.levels_after[team] - result.levels_before[team])


def mean_ci(xs: list[float]) -> tuple[float, float]:
    """Mean and the half-width of its 95% confidence interval."""
    if len(xs) < 2:
        return (xs[0] if xs else 0.0), 0.0
    return statistics.fmean(xs), 1.96 * statistics.stdev(xs) / math.sqrt(len(xs))


def _fmt(mean: float, half: float) -> str:
    return f"{mean:.2f} ± {half:.2f}"


def _pct(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))] * 1000 if xs else 0.0


def duplicate(deals: int, opponent: str, times: dict[str, list[float]]) -> list[dict[str, object]]:
    """Normal against ``opponent`` ("easy", or B2's deterministic "rule" agent) on ``deals`` duplicate deals."""
    options = GunziOptions(cyclesPerMatch=1000)
    fallbacks = 0
    s_normal_att: list[float] = []
    s_opp_att: list[float] = []
    diff: list[float] = []
    lv_normal: list[float] = []
    lv_opp: list[float] = []
    lv_net: list[float] = []
    holds = {"normal": 0, opponent: 0}
    for deal in range(deals):
        per_deal: dict[str, float] = {}
        net = 0.0
        for normal_team in (0, 1):
            game = play_deal(deal, normal_team, times, options, opponent)
            res = game.settlement
            fallbacks += game.fallbacks
            attackers = 1 - game.dealer % 2
            who = "normal" if attackers == normal_team else opponent
            per_deal[who] = res.score
            if res.score < 120 and not res.dig:
                holds[opponent if who == "normal" else "normal"] += 1
            g_normal = level_gain(res, normal_team)
            g_opp = level_gain(res, 1 - normal_team)
            lv_normal.append(g_normal)
            lv_opp.append(g_opp)
            net += g_normal - g_opp
        s_normal_att.append(per_deal["normal"])
        s_opp_att.append(per_deal[opponent])
        diff.append(per_deal["normal"] - per_deal[opponent])
        lv_net.append(net / 2)
    vs = f"normal vs {opponent}"
    return [
        {"name": f"{vs}: deals (each played twice, teams swapped)", "value": deals, "unit": "deals"},
        {
            "name": f"{vs}: attacker points S, normal attacking",
            "value": _fmt(*mean_ci(s_normal_att)),
            "unit": "pts",
        },
        {
            "name": f"{vs}: attacker points S, {opponent} attacking",
            "value": _fmt(*mean_ci(s_opp_att)),
            "unit": "pts",
        },
        {
            "name": f"{vs}: attacker points, normal minus {opponent} (paired)",
            "value": _fmt(*mean_ci(diff)),
            "unit": "pts",
            "target": "> 0",
        },
        {
            "name": f"{vs}: levels gained per hand, normal side",
            "value": _fmt(*mean_ci(lv_normal)),
            "unit": "levels",
        },
        {
            "name": f"{vs}: levels gained per hand, {opponent} side",
            "value": _fmt(*mean_ci(lv_opp)),
            "unit": "levels",
        },
        {
            "name": f"{vs}: levels per hand, normal minus {opponent} (paired)",
            "value": _fmt(*mean_ci(lv_net)),
            "unit": "levels",
            "target": "> 0",
        },
        {
            "name": f"{vs}: dealer side holds (S < 120, no dig), normal / {opponent} defending",
            "value": f"{holds['normal'] / deals:.0%} / {holds[opponent] / deals:.0%}",
            "unit": "",
        },
        {
            "name": f"{vs}: normal AI heuristic failures (fallbacks)",
            "value": fallbacks,
            "unit": "",
            "target": "0",
        },
    ]


def run(quick: bool) -> list[dict[str, object]]:
    deals = QUICK_DEALS if quick else FULL_DEALS
    times: dict[str, list[float]] = {
        k: [] for k in ("normal", "easy", "rule", "normal play", "easy play", "rule play")
    }
    rows = duplicate(deals, "easy", times)
    rows += duplicate(max(4, deals // RULE_SHARE), "rule", times)
    for level in ("normal", "easy", "normal play", "easy play"):
        xs = times[level]
        rows.append(
            {
                "name": f"decision time {level} p50 / p95 / max",
                "value": f"{_pct(xs, 0.5):.2f} / {_pct(xs, 0.95):.2f} / {max(xs) * 1000:.1f}",
                "unit": "ms",
                "target": "p95 <= 50 ms" if level.startswith("normal") else "",
                "note": f"{len(xs)} decisions" + (" (tricks only)" if "play" in level else " (all phases)"),
            }
        )
    return rows
