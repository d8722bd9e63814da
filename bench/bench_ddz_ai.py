"""Dou Dizhu AI strength and speed: our normal AI against RLCard's rule agent, under ddz-agent/1 (section 5).

Seeded RLCard deals, each played twice with the roles swapped (ours as landlord against two rule agents, then
the rule agent as landlord against ours as both farmers). Our side is the agent process
(``python -m gunapp.ai.agent_server --game ddz3 --level normal``) for the main figures; a sample of the deals is
replayed with the in-process binding to show both bindings play identically. WP and ADP per deal (mean of the
two roles) with 95 % confidence intervals (normal approximation over deals); decision times of our AI (compute
in process, and the process round trip). Without rlcard the rows say "peer not installed".

The hard level is measured the same way (its own agent process, ``--level hard``) and against the normal level
in duplicate (``ddz_duplicate``: 3 and 4 players, each deal played with the roles swapped), and against the rule
agent quiet and with every core busy (part "load", ``ddz_load``: each decision's wall time and WP, in process,
``LOAD_DEALS`` deals a load, one process). Its other matches are split over ``BENCH_WORKERS`` processes (default
1; 2 on this 2-core machine), each with its own agent process: the deals and their seeds are the same whatever
the split.

Run: .venv/bin/python -m bench --only ddz_ai [--quick]   (PYTHONHASHSEED=0, set by ``make bench``, keeps
RLCard's set-built move lists reproducible)
"""

from __future__ import annotations

import math
import os
import statistics
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from bench.ddz_host import AgentProcess, GameResult, play_game, rlcard_available, server_command

SEED = 20_260_601
DEALS, QUICK_DEALS = 2000, 60
AGREE_DEALS, QUICK_AGREE_DEALS = 100, 20
HARD_DEALS, QUICK_HARD_DEALS = 1000, 10
#: hard vs normal duplicate deals per variant
DUP_DEALS = {"ddz3": 200, "ddz4": 150}
QUICK_DUP_DEALS = 4
#: deals per variant of the bidding duplicate (every seat bids once as hard on each deal)
BID_DEALS = {"ddz3": 150, "ddz4": 60}
QUICK_BID_DEALS = 3
#: deals (x 2 roles) of the hard level against RLCard's rule agent quiet and then with every core busy
#: (``ddz_load``: wall latency of each decision, WP)
LOAD_DEALS, QUICK_LOAD_DEALS = 300, 3


def _ci(values: list[float]) -> tuple[float, float]:
    mean = statistics.fmean(values)
    half = 1.96 * statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else float("nan")
    return mean, half


def _points(g: GameResult, ours_landlord: bool) -> float:
    """Our side's point difference (protocol section 5): the landlord wins or loses 2 x 2^bombs."""
    stake = 2 * 2**g.bombs
    landlord_points = stake if g.landlord_won else -stake
    return landlord_points if ours_landlord else -landlord_points


def match(chooser: Callable[[dict[str, Any]], list[int]], deals: int | Sequence[int]) -> dict[str, Any]:
    wins_l: list[float] = []
    wins_f: list[float] = []
    per_deal_wp: list[float] = []
    per_deal_adp: list[float] = []
    outcomes: list[tuple[bool, bool]] = []
    times: list[float] = []
    for i in range(deals) if isinstance(deals, int) else deals:
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
        "per_deal_wp": per_deal_wp,
        "per_deal_adp": per_deal_adp,
        "wins_l": wins_l,
        "wins_f": wins_f,
        "wp": _ci(per_deal_wp),
        "adp": _ci(per_deal_adp),
        "wp_landlord": statistics.fmean(wins_l),
        "wp_farmers": statistics.fmean(wins_f),
        "outcomes": outcomes,
        "times": sorted(times),
    }


def _hard_chunk(indices: list[int]) -> dict[str, Any]:
    """One worker's share of the hard-vs-RLCard match, through its own ``--level hard`` agent process."""
    proc = AgentProcess(server_command("hard"))
    try:
        proc.new_game({"seed": SEED, "variant": "3p"})
        return match(proc.choose, indices)
    finally:
        proc.close()


def _dup_chunk(args: tuple[str, list[int]]) -> list[Any]:
    from bench.ddz_duplicate import duplicate
    from gunapp.games.doudizhu.engine.rules import Variant

    variant, seeds = args
    return duplicate(Variant(variant), "hard", "normal", seeds)


def _bid_chunk(args: tuple[str, list[int]]) -> list[Any]:
    from bench.ddz_duplicate import bid_duplicate
    from gunapp.games.doudizhu.engine.rules import Variant

    variant, seeds = args
    return bid_duplicate(Variant(variant), seeds)


def workers() -> int:
    return max(1, int(os.environ.get("BENCH_WORKERS", "1")))


def _split(items: list[int], parts: int) -> list[list[int]]:
    return [items[i::parts] for i in range(parts) if items[i::parts]]


def hard_match(deals: int) -> dict[str, Any]:
    """hard vs RLCard's rule agent over ``deals`` deals, split over the workers; merged in deal order."""
    chunks = _split(list(range(deals)), workers())
    with ProcessPoolExecutor(len(chunks)) as pool:
        parts = list(pool.map(_hard_chunk, chunks))
    wp = [v for p in parts for v in p["per_deal_wp"]]
    adp = [v for p in parts for v in p["per_deal_adp"]]
    return {
        "wp": _ci(wp),
        "adp": _ci(adp),
        "wp_landlord": statistics.fmean(v for p in parts for v in p["wins_l"]),
        "wp_farmers": statistics.fmean(v for p in parts for v in p["wins_f"]),
        "times": sorted(t for p in parts for t in p["times"]),
    }


def hard_duplicate(variant: str, deals: int) -> dict[str, Any]:
    """hard vs normal in duplicate; per deal: WP (mean of the two roles) and points."""
    seeds = [SEED + 7919 * i for i in range(deals)]
    chunks = _split(seeds, workers())
    with ProcessPoolExecutor(len(chunks)) as pool:
        parts = list(pool.map(_dup_chunk, [(variant, c) for c in chunks]))
    outcomes = [o for p in parts for o in p]
    return {
        "wp": _ci([(o.a_landlord_won + o.a_farmers_won) / 2 for o in outcomes]),
        "points": _ci([o.points for o in outcomes]),
        "times": sorted(t for o in outcomes for t in o.a_times),
    }


def _pct(sorted_values: list[float], q: float) -> float:
    return sorted_values[min(len(sorted_values) - 1, int(q * len(sorted_values)))] * 1e3


#: the parts of the section, picked with BENCH_DDZ_PARTS=normal,hard,dup,bid,load (default: all); rows of the
#: parts not run are kept from the section file, so a long measurement can be split over several runs
PARTS = ("normal", "hard", "dup", "bid", "load")
SECTION = os.path.join(os.path.dirname(__file__), "results", "sections", "bench_ddz_ai.json")


def _parts() -> list[str]:
    raw = os.environ.get("BENCH_DDZ_PARTS", "")
    picked = [p.strip() for p in raw.split(",") if p.strip()] or list(PARTS)
    unknown = [p for p in picked if p not in PARTS]
    if unknown:
        raise ValueError(f"BENCH_DDZ_PARTS: unknown part(s) {unknown} (known: {', '.join(PARTS)})")
    return picked


def _part_of(row_name: str) -> str:
    from bench.ddz_load import ROW_PREFIX

    if row_name.startswith(ROW_PREFIX):
        return "load"
    if "bid" in row_name:
        return "bid"
    if row_name.startswith(("ddz3 ", "ddz4 ")) or row_name.startswith("hard decision time"):
        return "dup"
    if row_name.startswith("hard "):
        return "hard"
    return "normal"


def _kept_rows(skip: list[str]) -> dict[str, list[dict[str, object]]]:
    """Rows of the parts in ``skip`` from the last section file, by part."""
    out: dict[str, list[dict[str, object]]] = {p: [] for p in PARTS}
    if not skip or not os.path.exists(SECTION):
        return out
    from gunapp.safe_json import loads

    with open(SECTION, encoding="utf-8") as f:
        data = loads(f.read())
    for row in data.get("rows", []):
        part = _part_of(str(row["name"]))
        if part in skip:
            out[part].append(row)
    return out


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
    picked = _parts()
    rows = _kept_rows([p for p in PARTS if p not in picked])
    if "normal" in picked:
        rows["normal"] = _normal_rows(quick)
    if "hard" in picked:
        t1 = time.perf_counter()
        hard = hard_match(QUICK_HARD_DEALS if quick else HARD_DEALS)
        rows["hard"] = _hard_rows(hard, time.perf_counter() - t1, quick)
    if "dup" in picked:
        dups = {v: hard_duplicate(v, QUICK_DUP_DEALS if quick else n) for v, n in DUP_DEALS.items()}
        rows["dup"] = _dup_rows(dups, quick)
    if "bid" in picked:
        rows["bid"] = _bid_rows(quick)
    if "load" in picked:
        from bench import ddz_load

        n = QUICK_LOAD_DEALS if quick else LOAD_DEALS
        rows["load"] = ddz_load.rows([ddz_load.run_load(load, n) for load in ddz_load.LOADS])
    return [r for p in PARTS for r in rows[p]]


def _normal_rows(quick: bool) -> list[dict[str, object]]:
    from gunapp.games.doudizhu.ai.protocol import ProtocolAgent

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
        {
            "name": "easy decision time p50 (in process)",
            "value": round(_pct(easy["times"], 0.5), 3),
            "unit": "ms",
        },
        {
            "name": "easy decision time p95 (in process)",
            "value": round(_pct(easy["times"], 0.95), 3),
            "unit": "ms",
        },
        {"name": "match wall time (agent process)", "value": round(wall, 1), "unit": "s"},
    ]
    return rows


def _hard_rows(hard: dict[str, Any], wall: float, quick: bool) -> list[dict[str, object]]:
    n_hard = QUICK_HARD_DEALS if quick else HARD_DEALS
    wp, wp_h = hard["wp"]
    adp, adp_h = hard["adp"]
    rows: list[dict[str, object]] = [
        {
            "name": "hard vs RLCard rule: WP (mean of roles)",
            "value": f"{wp:.3f} ± {wp_h:.3f}",
            "unit": "",
            "target": ">= 0.85",
            "note": f"95% CI; {n_hard} deals x 2 roles, agent process (--level hard), {workers()} worker(s)",
        },
        {"name": "hard vs RLCard rule: WP as landlord", "value": round(hard["wp_landlord"], 3), "unit": ""},
        {"name": "hard vs RLCard rule: WP as farmers", "value": round(hard["wp_farmers"], 3), "unit": ""},
        {
            "name": "hard vs RLCard rule: ADP",
            "value": f"{adp:.3f} ± {adp_h:.3f}",
            "unit": "points/game",
            "note": "95% CI; landlord ±2·2^bombs",
        },
        {
            "name": "hard decision round trip p50 (agent process)",
            "value": round(_pct(hard["times"], 0.5), 3),
            "unit": "ms",
        },
        {
            "name": "hard decision round trip p95 (agent process)",
            "value": round(_pct(hard["times"], 0.95), 3),
            "unit": "ms",
            "target": "<= 300 ms",
        },
        {"name": "hard match wall time (agent process)", "value": round(wall, 1), "unit": "s"},
    ]
    return rows


def _dup_rows(dups: dict[str, dict[str, Any]], quick: bool) -> list[dict[str, object]]:
    rows: list[dict[str, object]] = []
    all_times: list[float] = []
    for variant, res in dups.items():
        n = QUICK_DUP_DEALS if quick else DUP_DEALS[variant]
        w, w_h = res["wp"]
        p, p_h = res["points"]
        all_times += res["times"]
        rows.append(
            {
                "name": f"{variant} hard vs normal: WP (duplicate)",
                "value": f"{w:.3f} ± {w_h:.3f}",
                "unit": "",
                "target": ">= 0.58",
                "note": f"95% CI; {n} deals x 2 roles, in process",
            }
        )
        rows.append(
            {
                "name": f"{variant} hard vs normal: hard's points per game (duplicate)",
                "value": f"{p:.3f} ± {p_h:.3f}",
                "unit": "points/game",
                "note": "95% CI; D8.2 stakes",
            }
        )
    all_times.sort()
    rows.append(
        {"name": "hard decision time p50 (in process)", "value": round(_pct(all_times, 0.5), 3), "unit": "ms"}
    )
    rows.append(
        {
            "name": "hard decision time p95 (in process)",
            "value": round(_pct(all_times, 0.95), 3),
            "unit": "ms",
            "target": "<= 300 ms",
        }
    )
    return rows


def _bid_rows(quick: bool) -> list[dict[str, object]]:
    """The hard level's bids against the normal level's on the same deals (``ddz_duplicate.bid_duplicate``:
    the deal is bid and played by normal seats, then again with one seat bidding as hard; card play is
    normal's in both, so the difference is the bidding's)."""
    rows: list[dict[str, object]] = []
    for variant, deals in BID_DEALS.items():
        n = QUICK_BID_DEALS if quick else deals
        seeds = [SEED + 104_729 * i for i in range(n)]
        chunks = _split(seeds, workers())
        with ProcessPoolExecutor(len(chunks)) as pool:
            outcomes = [o for part in pool.map(_bid_chunk, [(variant, c) for c in chunks]) for o in part]
        gain, half = _ci([o.gain for o in outcomes])
        differ = sum(o.differs for o in outcomes)
        rows.append(
            {
                "name": f"{variant} hard bids vs normal bids: points per deal and seat",
                "value": f"{gain:.3f} ± {half:.3f}",
                "unit": "points",
                "target": ">= 0 (CI)",
                "note": f"95% CI; {n} deals x {len(outcomes) // max(1, n)} seats, normal card play; "
                f"the bids differed in {differ} of {len(outcomes)}",
            }
        )
    return rows
