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

The hard AI is measured the same way against the normal AI (``HARD_DEALS`` deals). Deals are shared among
``WORKERS`` processes; the results do not depend on how many.

Run: ``.venv/bin/python -m bench --only gunzi_ai`` (``--quick`` for a smoke run).
"""

from __future__ import annotations

import math
import multiprocessing
import os
import random
import statistics
import time
from collections.abc import Sequence
from dataclasses import dataclass

from gunapp.games.gunzi.ai.levels import make_agent
from gunapp.games.gunzi.ai.rule_agent import RuleAgent
from gunapp.games.gunzi.ai.runner import Agent, play_hand
from gunapp.games.gunzi.engine import match as match_phase
from gunapp.games.gunzi.engine.actions import Action
from gunapp.games.gunzi.engine.phase import Phase
from gunapp.games.gunzi.engine.rules import GunziOptions
from gunapp.games.gunzi.engine.settle import Settlement
from gunapp.games.gunzi.engine.state import GunziState
from gunapp.games.gunzi.engine.view import GunziView

#: normal vs easy deals; BENCH_GUNZI_DEALS overrides (a shorter run on a busy machine)
FULL_DEALS = int(os.environ.get("BENCH_GUNZI_DEALS", "2000"))
QUICK_DEALS = 16
#: hard vs normal deals (each deal costs about 20x a normal-vs-easy deal); BENCH_GUNZI_HARD_DEALS overrides
HARD_DEALS = int(os.environ.get("BENCH_GUNZI_HARD_DEALS", "1000"))
QUICK_HARD_DEALS = 4
#: processes sharing the duplicate deals (the machine has 2 cores); BENCH_GUNZI_WORKERS overrides
WORKERS = int(os.environ.get("BENCH_GUNZI_WORKERS", "2"))
#: normal vs B2's rule agent runs on this fraction of the deals (a second, smaller duplicate)
RULE_SHARE = 4


class TimedAgent:
    """Wraps an agent and records the wall time of each ``choose`` in seconds (tricks also apart)."""

    def __init__(self, agent: Agent, times: list[float], play_times: list[float]) -> None:
        self.agent = agent
        self.name = agent.name
        self.times = times
        self.play_times = play_times

    def choose(
        self,
        view: GunziView,
        legal_actions: Sequence[Action],
        *,
        rng: random.Random,
        deadline: float | None = None,
    ) -> Action:
        t0 = time.perf_counter()
        action = self.agent.choose(view, legal_actions, rng=rng, deadline=deadline)
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
    deal: int,
    subject_team: int,
    times: dict[str, list[float]],
    options: GunziOptions,
    opponent: str = "easy",
    subject: str = "normal",
) -> GameResult:
    """Deal ``deal`` with ``subject`` on team ``subject_team`` (seats of that parity) and ``opponent`` on the
    other team."""
    state = deal_state(deal, options)
    agents: list[Agent] = []
    inner: list[Agent] = []
    for seat in range(4):
        level = subject if seat % 2 == subject_team else opponent
        agent = _make(level, seed=deal * 4 + seat)
        inner.append(agent)
        agents.append(TimedAgent(agent, times.setdefault(level, []), times.setdefault(level + " play", [])))
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


@dataclass
class DealOutcome:
    """One duplicate deal: the subject's and the opponent's attacker score, levels gained by each side."""

    s_subject: float
    s_opponent: float
    lv_subject: list[float]
    lv_opponent: list[float]
    holds_subject_defending: int
    holds_opponent_defending: int
    fallbacks: int


def _play_duplicate(deal: int, subject: str, opponent: str, times: dict[str, list[float]]) -> DealOutcome:
    options = GunziOptions(cyclesPerMatch=1000)
    per_deal: dict[str, float] = {}
    out = DealOutcome(0.0, 0.0, [], [], 0, 0, 0)
    for subject_team in (0, 1):
        game = play_deal(deal, subject_team, times, options, opponent, subject)
        res = game.settlement
        out.fallbacks += game.fallbacks
        attackers = 1 - game.dealer % 2
        who = "subject" if attackers == subject_team else "opponent"
        per_deal[who] = res.score
        if res.score < 120 and not res.dig:
            if who == "subject":
                out.holds_opponent_defending += 1
            else:
                out.holds_subject_defending += 1
        out.lv_subject.append(level_gain(res, subject_team))
        out.lv_opponent.append(level_gain(res, 1 - subject_team))
    out.s_subject = per_deal["subject"]
    out.s_opponent = per_deal["opponent"]
    return out


def _chunk(args: tuple[list[int], str, str]) -> tuple[list[DealOutcome], dict[str, list[float]]]:
    deals, subject, opponent = args
    times: dict[str, list[float]] = {}
    return [_play_duplicate(d, subject, opponent, times) for d in deals], times


def _run_deals(
    deals: int, subject: str, opponent: str, times: dict[str, list[float]], workers: int
) -> list[DealOutcome]:
    """Every deal's outcome, in deal order; with ``workers`` > 1 the deals are shared among processes."""
    if workers <= 1:
        outcomes, got = _chunk((list(range(deals)), subject, opponent))
        chunks = [(outcomes, got)]
    else:
        parts = [(list(range(w, deals, workers)), subject, opponent) for w in range(workers)]
        with multiprocessing.get_context("spawn").Pool(workers) as pool:
            chunks = pool.map(_chunk, parts)
    for _, got in chunks:
        for k, xs in got.items():
            times.setdefault(k, []).extend(xs)
    by_deal: dict[int, DealOutcome] = {}
    for w, (outcomes, _) in enumerate(chunks):
        step = max(1, workers)
        for j, o in enumerate(outcomes):
            by_deal[w + j * step if workers > 1 else j] = o
    return [by_deal[d] for d in sorted(by_deal)]


def duplicate(
    deals: int,
    opponent: str,
    times: dict[str, list[float]],
    subject: str = "normal",
    workers: int = 1,
) -> list[dict[str, object]]:
    """``subject`` against ``opponent`` ("easy", "normal", or B2's deterministic "rule" agent) on ``deals``
    duplicate deals."""
    outcomes = _run_deals(deals, subject, opponent, times, workers)
    s_sub = [o.s_subject for o in outcomes]
    s_opp = [o.s_opponent for o in outcomes]
    diff = [o.s_subject - o.s_opponent for o in outcomes]
    lv_sub = [x for o in outcomes for x in o.lv_subject]
    lv_opp = [x for o in outcomes for x in o.lv_opponent]
    lv_net = [(sum(o.lv_subject) - sum(o.lv_opponent)) / 2 for o in outcomes]
    holds_sub = sum(o.holds_subject_defending for o in outcomes)
    holds_opp = sum(o.holds_opponent_defending for o in outcomes)
    fallbacks = sum(o.fallbacks for o in outcomes)
    vs = f"{subject} vs {opponent}"
    return [
        {"name": f"{vs}: deals (each played twice, teams swapped)", "value": deals, "unit": "deals"},
        {
            "name": f"{vs}: attacker points S, {subject} attacking",
            "value": _fmt(*mean_ci(s_sub)),
            "unit": "pts",
        },
        {
            "name": f"{vs}: attacker points S, {opponent} attacking",
            "value": _fmt(*mean_ci(s_opp)),
            "unit": "pts",
        },
        {
            "name": f"{vs}: attacker points, {subject} minus {opponent} (paired)",
            "value": _fmt(*mean_ci(diff)),
            "unit": "pts",
            "target": ">= 20, interval above 0" if subject == "hard" else "> 0",
        },
        {
            "name": f"{vs}: levels gained per hand, {subject} side",
            "value": _fmt(*mean_ci(lv_sub)),
            "unit": "levels",
        },
        {
            "name": f"{vs}: levels gained per hand, {opponent} side",
            "value": _fmt(*mean_ci(lv_opp)),
            "unit": "levels",
        },
        {
            "name": f"{vs}: levels per hand, {subject} minus {opponent} (paired)",
            "value": _fmt(*mean_ci(lv_net)),
            "unit": "levels",
            "target": "> 0",
        },
        {
            "name": f"{vs}: dealer side holds (S < 120, no dig), {subject} / {opponent} defending",
            "value": f"{holds_sub / deals:.0%} / {holds_opp / deals:.0%}",
            "unit": "",
        },
        {
            "name": f"{vs}: {subject} AI heuristic failures (fallbacks)",
            "value": fallbacks,
            "unit": "",
            "target": "0",
        },
    ]


def run(quick: bool) -> list[dict[str, object]]:
    deals = QUICK_DEALS if quick else FULL_DEALS
    workers = 1 if quick else WORKERS
    times: dict[str, list[float]] = {}
    rows = duplicate(deals, "easy", times, workers=workers)
    rows += duplicate(max(4, deals // RULE_SHARE), "rule", times, workers=workers)
    normal_times = {k: list(v) for k, v in times.items()}
    hard_times: dict[str, list[float]] = {}
    rows += duplicate(QUICK_HARD_DEALS if quick else HARD_DEALS, "normal", hard_times, "hard", workers)
    # decision times: easy and normal from their games against each other, hard from its games
    timed = {**normal_times, "hard": hard_times.get("hard", []), "hard play": hard_times.get("hard play", [])}
    targets = {"normal": "p95 <= 50 ms", "hard": "p95 <= 300 ms"}
    for level in ("normal", "easy", "hard", "normal play", "easy play", "hard play"):
        xs = timed.get(level) or [0.0]
        rows.append(
            {
                "name": f"decision time {level} p50 / p95 / max",
                "value": f"{_pct(xs, 0.5):.2f} / {_pct(xs, 0.95):.2f} / {max(xs) * 1000:.1f}",
                "unit": "ms",
                "target": targets.get(level.split()[0], ""),
                "note": f"{len(xs)} decisions" + (" (tricks only)" if "play" in level else " (all phases)"),
            }
        )
    return rows
