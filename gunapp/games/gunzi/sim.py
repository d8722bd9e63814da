"""``python -m gunapp.sim gunzi --hands N --seed S [--agents LEVEL[,LEVEL,LEVEL,LEVEL]] [--record FILE] [--option k=v ...]``

``--agents`` names one level for every seat, or four separated by commas (seat 0 first): random, rule, easy,
normal or hard (``gunapp.games.gunzi.ai.levels``), e.g. ``--agents hard,normal,hard,normal``.

Plays N hands as one match (through as many cycles as they take), prints each hand's outcome and a summary
(outcome classes, mean attacker points, cycles won), and writes one record file holding every hand.
Unless ``--option cyclesPerMatch=...`` is given, the match is not cut short by a cycle's end: the simulator
sets cyclesPerMatch high enough for N hands.
"""

from __future__ import annotations

import argparse
import random
import sys
from collections import Counter

from gunapp.core.record import RecordError, SeatInfo
from gunapp.games.gunzi.ai.levels import AGENTS, make_agent
from gunapp.games.gunzi.ai.runner import Agent, play_hand
from gunapp.games.gunzi.engine.packed_hand import unpacked
from gunapp.games.gunzi.engine.phase import Phase
from gunapp.games.gunzi.engine.rules import GunziOptions
from gunapp.games.gunzi.engine.state import GunziState
from gunapp.sim.record_stream import RecordStream, written


def _parser() -> argparse.ArgumentParser:
    ap = argparse.ArgumentParser(prog="python -m gunapp.sim gunzi", description="Simulate a Gunzi match.")
    ap.add_argument("--hands", type=int, default=10, help="hands to play (default 10)")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument(
        "--agents",
        default="rule",
        help=f"one of {', '.join(AGENTS)} for every seat, or four of them separated by commas",
    )
    ap.add_argument("--record", default=None, help="write the match record (gunapp-record/1) here")
    ap.add_argument("--option", action="append", default=[], metavar="KEY=VALUE", help="a rule option (2.A)")
    ap.add_argument("--quiet", action="store_true", help="only the summary")
    return ap


#: every name ``--agents`` accepts
AGENT_NAMES: tuple[str, ...] = AGENTS


def _agents(spec: str, seed: int = 0) -> list[Agent]:
    """One agent per seat from ``spec``; the AI levels get a seed of their own per seat."""
    names = [n.strip() for n in spec.split(",")]
    if len(names) == 1:
        names = names * 4
    if len(names) != 4 or any(n not in AGENT_NAMES for n in names):
        raise ValueError(
            f"--agents: expected one of {', '.join(AGENT_NAMES)}, or four of them separated by commas, "
            f"got {spec!r}"
        )
    return [make_agent(name, seed * 4 + seat) for seat, name in enumerate(names)]


def run(_game: str, argv: list[str]) -> int:
    """The registry's entry (``GameSpec.sim``): ``python -m gunapp.sim gunzi ...``."""
    return main(argv)


def main(argv: list[str]) -> int:
    args = _parser().parse_args(argv)
    if args.hands < 1:
        print("--hands must be at least 1", file=sys.stderr)
        return 2
    try:
        agents = _agents(args.agents, args.seed)
        base = {"cyclesPerMatch": max(1, args.hands)}
        options = GunziOptions.from_pairs(args.option, base=base)
    except ValueError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    state = GunziState.new(options, args.seed)
    stream: RecordStream | None = None
    if args.record:
        # the record goes to disk hand by hand (a 3,000-hand match held whole took near 1 GB)
        seats = [SeatInfo(kind="ai", level=a.name) for a in agents]
        try:
            stream = RecordStream(args.record, "gunzi", options.to_record(), args.seed, seats)
        except OSError as exc:
            print(f"error: cannot write {args.record}: {exc}", file=sys.stderr)
            return 1
    rng = random.Random(args.seed)
    outcomes: Counter[str] = Counter()
    points: list[int] = []
    played = redeals = 0
    try:
        with written(stream):
            while played < args.hands and state.phase is not Phase.MATCH_OVER:
                play_hand(state, agents, rng)
                played += 1
                redeals += sum(1 for r in state.records if r["result"].get("redeal"))
                if stream is not None:
                    for hand in state.records:
                        stream.add(unpacked(hand))
                state.records.clear()  # finished hands: the engine only ever appends to and reads the last one
                result = state.settlement
                assert result is not None and state.dealer is not None
                outcomes[result.outcome] += 1
                points.append(result.score)
                if not args.quiet:
                    print(
                        f"hand {played:3d} cycle {state.cycle_no + 1} dealer {state.dealer} L={result.levels_before} "
                        f"T={state.trump.symbol if state.trump else '?'} S={result.score:3d} "
                        f"{'dig ' if result.dig else 'hold'} {result.outcome:9s} levels {list(result.levels_after)} "
                        f"next {result.next_dealer} blood {result.blood}"
                    )
    except (RecordError, OSError) as exc:
        print(f"error: cannot write {args.record}: {exc}", file=sys.stderr)
        return 1
    mean = sum(points) / len(points) if points else 0.0
    print(f"hands {played} (re-deals {redeals}), agents {args.agents}, seed {args.seed}")
    print("outcomes: " + ", ".join(f"{k} {v}" for k, v in sorted(outcomes.items())))
    print(f"mean attacker points: {mean:.1f}")
    print(f"cycles won: team 0 (seats 0+2) {state.cycles_won[0]}, team 1 (seats 1+3) {state.cycles_won[1]}")
    if args.record:
        print(f"record written to {args.record}")
    return 0
