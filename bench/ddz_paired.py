"""Paired A/B of the hard Dou Dizhu AI against RLCard's rule agent, at a fixed, load-independent effort.

A strength run under the product's wall-clock cap measures the machine's load as much as the AI: with other
work on the cores the 0.25 s cap binds and the search shrinks. Here each arm's ``HardPolicy`` gets a CPU-time
budget (``--budget``, default the product's 0.15 s of the thread's CPU) and a wall cap far away (``--wall-cap``),
so a decision searches about as much as on a quiet machine whatever the load; ``--budget 0`` drops the clocks
altogether (only the ``--worlds`` cap, fully deterministic). Caveat: the product runs with its wall cap, so on a
busy machine it searches less than this.

Both arms play the same seeded RLCard deals (``ddz_host.play_game``), each deal twice with the roles swapped,
the policy reseeded from the deal's seed; the arms alternate which goes first deal by deal. An arm is a list of
``module.NAME=value`` overrides of constants (``gunapp.games.doudizhu.ai.hard`` modules, relative names:
``policy.SEARCH_SOLVE_CARDS={...}``; ``policy.Solver=import:module:Solver`` for an object), set for that arm's games and restored after, so old and new behaviour run
side by side in one process. Prints WP per arm, the paired difference (95 % CI over deals) and the deals the
arms disagree on; ``--out`` keeps one JSON line per deal (seed, outcomes, worlds searched per decision).

Run: PYTHONHASHSEED=0 nice -n 5 .venv/bin/python -m bench.ddz_paired --deals 200 --b 'policy.X=1' [--a ...]
"""

from __future__ import annotations

import argparse
import ast
import contextlib
import importlib
import json
import math
import statistics
import time
from collections.abc import Iterator, Sequence
from typing import Any

from bench.bench_ddz_ai import SEED
from bench.ddz_host import play_game

_PACKAGE = "gunapp.games.doudizhu.ai.hard"


def parse_overrides(specs: Sequence[str]) -> list[tuple[Any, str, Any]]:
    """``module.NAME=value`` -> (module object, NAME, value)."""
    out: list[tuple[Any, str, Any]] = []
    for spec in specs:
        target, _, value = spec.partition("=")
        mod_name, _, attr = target.strip().rpartition(".")
        module = importlib.import_module(
            mod_name if mod_name.startswith("gunapp") else f"{_PACKAGE}.{mod_name}"
        )
        if not hasattr(module, attr):
            raise SystemExit(f"{module.__name__} has no {attr}")
        value = value.strip()
        if value.startswith("import:"):  # another implementation: ``import:package.module:NAME``
            where, _, name = value[len("import:") :].partition(":")
            out.append((module, attr, getattr(importlib.import_module(where), name)))
        else:
            out.append((module, attr, ast.literal_eval(value)))
    return out


@contextlib.contextmanager
def overridden(overrides: list[tuple[Any, str, Any]]) -> Iterator[None]:
    saved = [(m, a, getattr(m, a)) for m, a, _ in overrides]
    try:
        for m, a, v in overrides:
            setattr(m, a, v)
        yield
    finally:
        for m, a, v in saved:
            setattr(m, a, v)


def _arm_games(seed: int, args: argparse.Namespace) -> dict[str, Any]:
    from gunapp.games.doudizhu.ai.hard.policy import HardPolicy
    from gunapp.games.doudizhu.ai.protocol import ProtocolAgent

    agent = ProtocolAgent("hard", seed)
    policy = agent.policy
    assert isinstance(policy, HardPolicy)
    policy.worlds = args.worlds
    if args.budget > 0:
        policy.budget, policy.wall_cap = args.budget, args.wall_cap
    else:
        # no clocks at all: the worlds cap alone (a clock that never moves)
        policy.budget, policy.wall_cap = 1.0, 1.0
        policy.clock = policy.work_clock = lambda: 0.0
    worlds: list[int] = []
    cpu: list[float] = []

    def choose(obs: dict[str, Any]) -> list[int]:
        c0 = time.thread_time()
        # without clocks the agent's deadline (read from the wall clock) must not apply either
        move = agent.choose(obs) if args.budget > 0 else agent._choose(obs, "3p")
        cpu.append(time.thread_time() - c0)
        worlds.append(policy.last_worlds)
        return move

    policy.reseed(seed)
    lord = play_game(seed, choose, [0]).landlord_won
    policy.reseed(seed + 1)
    peas = play_game(seed, choose, [1, 2]).landlord_won
    return {"lord": lord, "peas": not peas, "worlds": worlds, "cpu": sum(cpu), "n": len(cpu)}


def _ci(values: list[float]) -> tuple[float, float]:
    mean = statistics.fmean(values)
    half = 1.96 * statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else float("nan")
    return mean, half


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--deals", type=int, default=100)
    ap.add_argument("--first", type=int, default=0, help="index of the first deal (seed = SEED + index)")
    ap.add_argument("--a", nargs="*", default=[], help="overrides of arm A (default: the code as it is)")
    ap.add_argument("--b", nargs="*", default=[], help="overrides of arm B")
    ap.add_argument("--worlds", type=int, default=48)
    ap.add_argument("--budget", type=float, default=0.15, help="CPU seconds a decision; 0 = worlds cap only")
    ap.add_argument("--wall-cap", type=float, default=5.0)
    ap.add_argument("--out", default="")
    args = ap.parse_args(argv)
    arms = {"A": parse_overrides(args.a), "B": parse_overrides(args.b)}
    wp: dict[str, list[float]] = {"A": [], "B": []}
    roles: dict[str, list[tuple[bool, bool]]] = {"A": [], "B": []}
    cpu: dict[str, list[float]] = {"A": [], "B": []}
    sink = open(args.out, "a") if args.out else None  # noqa: SIM115 - kept open for the run
    try:
        for i in range(args.first, args.first + args.deals):
            seed = SEED + i
            order = ("A", "B") if i % 2 == 0 else ("B", "A")
            row: dict[str, Any] = {"seed": seed}
            for arm in order:
                with overridden(arms[arm]):
                    res = _arm_games(seed, args)
                wp[arm].append((res["lord"] + res["peas"]) / 2)
                roles[arm].append((res["lord"], res["peas"]))
                cpu[arm].append(res["cpu"] / max(1, res["n"]))
                row[arm] = res
            if sink is not None:
                sink.write(json.dumps(row) + "\n")
                sink.flush()
            done = len(wp["A"])
            if done % 25 == 0:
                diff = [b - a for a, b in zip(wp["A"], wp["B"], strict=True)]
                print(
                    f"{done} deals: A {statistics.fmean(wp['A']):.3f} B {statistics.fmean(wp['B']):.3f} "
                    f"B-A {_ci(diff)[0]:+.3f} ± {_ci(diff)[1]:.3f}",
                    flush=True,
                )
    finally:
        if sink is not None:
            sink.close()
    diff = [b - a for a, b in zip(wp["A"], wp["B"], strict=True)]
    for arm in ("A", "B"):
        m, h = _ci(wp[arm])
        lord = statistics.fmean(x for x, _ in roles[arm])
        peas = statistics.fmean(y for _, y in roles[arm])
        print(
            f"arm {arm} {arms[arm] and [f'{mm.__name__}.{a}' for mm, a, _ in arms[arm]]}: WP {m:.3f} ± {h:.3f} "
            f"(landlord {lord:.3f}, peasants {peas:.3f}), mean CPU a decision {1e3 * statistics.fmean(cpu[arm]):.0f} ms"
        )
    m, h = _ci(diff)
    print(
        f"paired B - A: {m:+.3f} ± {h:.3f} over {len(diff)} deals; deals that differ: {sum(d != 0 for d in diff)}"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
