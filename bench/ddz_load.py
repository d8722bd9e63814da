"""The hard Dou Dizhu AI on a quiet and on a busy machine: wall latency and strength against RLCard's rule agent.

Players run other programs while they play; the hard AI's answer must stay within its wall-clock deadline
whatever the load (issue 29). The same seeded RLCard deals (``ddz_host.play_game``, each played twice with the
roles swapped) are played quiet, then with one CPU-burning subprocess per core ("busy"), and each reports the
wall time of every decision of our side (p50 / p95 / max, and how many went over ``SLOW_MS``) with WP and ADP
(95 % confidence intervals over deals). "Quiet" means no burner of ours: other work on the machine still counts,
so the load average at the start and end of each run is printed beside the figures.

Our side answers in process (``ProtocolAgent``, as the app's worker thread calls it) or, with ``--binding
process``, through the agent process (``gunapp.ai.agent_server``, the JSON-lines binding the RLCard match
uses); the time is taken around the call, so it covers reading the observation as well as the search.

Run: PYTHONHASHSEED=0 .venv/bin/python -m bench.ddz_load [--deals 100] [--load quiet,busy] [--binding inproc]
[--per-core 1] (needs rlcard: ``make .venv/.bench-installed``); ``python -m bench --only ddz_ai`` runs it too
(part "load" of ``bench_ddz_ai``).
"""

from __future__ import annotations

import argparse
import contextlib
import os
import statistics
import subprocess
import sys
import time
from collections.abc import Iterator
from typing import Any

#: a decision slower than this (ms) is counted apart (the README's promise is 250 ms)
SLOW_MS = 300.0
LOADS = ("quiet", "busy")
#: every row's name starts so (``bench_ddz_ai`` keeps this part's rows apart by it)
ROW_PREFIX = "under load"
#: a CPU burner: a process that never sleeps
_BURN = "while True:\n    pass\n"


def cores() -> int:
    return len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1


@contextlib.contextmanager
def cpu_burners(n: int) -> Iterator[list[int]]:
    """``n`` busy-looping subprocesses for the duration of the block (their pids); ended, each by its own
    handle, on the way out whatever happens inside."""
    procs = [subprocess.Popen([sys.executable, "-c", _BURN]) for _ in range(n)]
    try:
        yield [p.pid for p in procs]
    finally:
        for p in procs:
            p.terminate()
        for p in procs:
            try:
                p.wait(timeout=5)
            except subprocess.TimeoutExpired:
                p.kill()
                p.wait()


def load_average() -> str:
    try:
        one, five, _ = os.getloadavg()
    except OSError:
        return "n/a"
    return f"{one:.2f} / {five:.2f}"


def _chooser(level: str, binding: str, cpu: list[tuple[float, float]]) -> tuple[Any, Any]:
    """(``choose(obs)``, closer) for our side; in process, each call's (wall, CPU) seconds go to ``cpu``."""
    if binding == "process":
        from bench.ddz_host import AgentProcess, server_command

        proc = AgentProcess(server_command(level))
        proc.new_game({"seed": 0, "variant": "3p"})
        return proc.choose, proc.close
    from gunapp.games.doudizhu.ai.protocol import ProtocolAgent

    agent = ProtocolAgent(level, 0)

    def choose(obs: dict[str, Any]) -> list[int]:
        t0, c0 = time.monotonic(), time.thread_time()
        move = agent.choose(obs)
        cpu.append((time.monotonic() - t0, time.thread_time() - c0))
        return move

    return choose, lambda: None


def slow_cpu(cpu: list[tuple[float, float]]) -> str:
    """What the decisions over ``SLOW_MS`` ran on: the median CPU time they got against their median wall time.
    Little CPU in a long wall time means the thread waited for a core (other programs), not that it worked."""
    slow = [(w, c) for w, c in cpu if w * 1e3 > SLOW_MS]
    if not slow:
        return ""
    wall = statistics.median(w for w, _ in slow) * 1e3
    used = statistics.median(c for _, c in slow) * 1e3
    return f"; those got a median {used:.0f} ms of CPU in {wall:.0f} ms of wall time"


def latency_summary(times: list[float]) -> dict[str, float]:
    """p50 / p95 / max in ms and the count over ``SLOW_MS`` of decision times given in seconds."""
    ms = sorted(t * 1e3 for t in times)
    if not ms:
        return {"p50": float("nan"), "p95": float("nan"), "max": float("nan"), "slow": 0, "n": 0}
    return {
        "p50": ms[len(ms) // 2],
        "p95": ms[min(len(ms) - 1, int(0.95 * len(ms)))],
        "max": ms[-1],
        "slow": sum(1 for t in ms if t > SLOW_MS),
        "n": len(ms),
    }


def run_load(
    load: str, deals: int, level: str = "hard", binding: str = "inproc", per_core: int = 1
) -> dict[str, Any]:
    """One match of ``deals`` deals x 2 roles under ``load`` ("quiet", or "busy": ``per_core`` burners per
    core)."""
    from bench.bench_ddz_ai import match

    before = load_average()
    burners = cores() * per_core if load == "busy" else 0
    with cpu_burners(burners):
        cpu: list[tuple[float, float]] = []
        choose, close = _chooser(level, binding, cpu)
        try:
            res = match(choose, deals)
        finally:
            close()
    return {
        "load": load,
        "level": level,
        "binding": binding,
        "deals": deals,
        "wp": res["wp"],
        "adp": res["adp"],
        "wp_landlord": res["wp_landlord"],
        "wp_farmers": res["wp_farmers"],
        "latency": latency_summary(res["times"]),
        "slow_cpu": slow_cpu(cpu),
        "burners": burners,
        "loadavg": f"{before} -> {load_average()}",
    }


def rows(results: list[dict[str, Any]]) -> list[dict[str, object]]:
    """The bench rows of ``run_load`` results."""
    out: list[dict[str, object]] = []
    for r in results:
        lat = r["latency"]
        tag = f"{ROW_PREFIX} ({r['load']}): {r['level']} vs RLCard rule"
        note = (
            f"{r['deals']} deals x 2 roles, {r['binding']}, {r['burners']} CPU burner(s) on {cores()} core(s); "
            f"load average (1 / 5 min) {r['loadavg']}"
        )
        out.append(
            {
                "name": f"{tag}: WP (mean of roles)",
                "value": f"{r['wp'][0]:.3f} ± {r['wp'][1]:.3f}",
                "unit": "",
                "note": f"95% CI; {note}",
            }
        )
        out.append(
            {
                "name": f"{tag}: decision wall time p50 / p95 / max",
                "value": f"{lat['p50']:.0f} / {lat['p95']:.0f} / {lat['max']:.0f}",
                "unit": "ms",
                "target": "max <= 300 ms",
                "note": f"{lat['slow']} of {lat['n']} decisions over {SLOW_MS:.0f} ms{r.get('slow_cpu', '')}",
            }
        )
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--deals", type=int, default=100)
    ap.add_argument("--load", default="quiet,busy", help="comma-separated: quiet, busy")
    ap.add_argument("--level", default="hard")
    ap.add_argument("--binding", choices=("inproc", "process"), default="inproc")
    ap.add_argument("--per-core", type=int, default=1, help="CPU burners per core when busy (default 1)")
    args = ap.parse_args(argv)
    loads = [x.strip() for x in args.load.split(",") if x.strip()]
    unknown = [x for x in loads if x not in LOADS]
    if unknown:
        ap.error(f"unknown load(s) {unknown} (known: {', '.join(LOADS)})")
    results = [run_load(x, args.deals, args.level, args.binding, args.per_core) for x in loads]
    for row in rows(results):
        print(f"{row['name']}: {row['value']} {row['unit']}  ({row.get('note', '')})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
