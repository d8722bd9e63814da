"""Hand review (issue 27): speed, calibration, and what it flags.

- speed: a whole ddz3 deal (one seat's bids and plays, about 15 decisions) and a Gunzi hand (about 40
  decisions of one seat) reviewed at the games' default effort with two worker processes and in one process,
  alternating; wall time to the last and to the first result, and the CPU seconds of the work. Targets: ddz3
  <= 10 s, Gunzi <= 30 s on two cores. The machine is shared: ``uptime`` load is recorded beside the times.
- calibration: for every reviewed decision where the review names a better move, the move made and that move
  are priced again over many fresh deals sampled from the same view (another seed, ``REPRICE`` deals each):
  the "true" cost as far as the seat could know it. Rows: per bin of the review's cost, its mean against the
  repriced mean (a ratio near 1 = calibrated; above 1 = the review overstates costs, the winner's curse of
  picking the best of several noisy candidates).
- flags: the share of decisions the review flags (``significant``: the 95 % interval of the cost above 0) and
  the mean cost per decision, for deals played by the normal AI and by the hard AI, and for one of the
  normal AI's known weak plays in Dou Dizhu: leading a single while the hand holds a straight of five or more.

``python -m bench --only review`` runs the short version (a few minutes); ``python -m bench.bench_review
--long`` more deals (it writes the same section file).
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

from gunapp.core.record import GameRecord, load_record
from gunapp.review.contract import Effort, Position
from gunapp.review.model import DecisionReview, HandReview
from gunapp.review.runner import ReviewRun

Row = dict[str, object]

#: fresh deals each repriced decision is played in (both moves)
REPRICE = 400


def load() -> str:
    """The 1-minute load average and the core count, as ``uptime`` says it."""
    try:
        one, five, _ = os.getloadavg()
    except OSError:
        return "load unknown"
    return f"load {one:.2f}/{five:.2f} (1/5 min) on {os.cpu_count()} cores"


def simulate(game: str, tmp: Path, seed: int, agents: str, hands: int = 1) -> GameRecord:
    from gunapp.core import registry
    from gunapp.core.game_spec import load as load_path

    path = tmp / f"{game}-{agents}-{seed}.json"
    sim = load_path(registry.game(game).sim)
    argv = ["--hands", str(hands), "--seed", str(seed), "--agents", agents, "--record", str(path)]
    if game == "gunzi":
        argv.append("--quiet")
    devnull = open(os.devnull, "w")  # noqa: SIM115 (the simulators print a summary)
    old, sys.stdout = sys.stdout, devnull
    try:
        assert sim(game, argv) == 0
    finally:
        sys.stdout = old
        devnull.close()
    return load_record(path)


class _OtherThread:
    """A thread waiting while a review runs: the runner then spawns its workers, as it does in the app."""

    def __enter__(self) -> None:
        self.done = threading.Event()
        self.thread = threading.Thread(target=self.done.wait)
        self.thread.start()

    def __exit__(self, *exc: object) -> None:
        self.done.set()
        self.thread.join()


def _timed(record: GameRecord, seat: int, mode: str) -> tuple[float, float, float, HandReview]:
    """(wall seconds to the last result, to the first, CPU seconds of this process and its workers)."""
    run = ReviewRun(record, 0, seat, seed=0, workers=1 if mode == "one" else 2)
    t0 = time.perf_counter()
    c0 = time.process_time()
    children0 = os.times().children_user + os.times().children_system
    first = 0.0
    out: list[DecisionReview] = []
    with _OtherThread() if mode == "spawn" else contextlib.nullcontext():
        for d in run.results():
            if not out:
                first = time.perf_counter() - t0
            out.append(d)
    wall = time.perf_counter() - t0
    cpu = time.process_time() - c0 + os.times().children_user + os.times().children_system - children0
    return wall, first, cpu, run.hand_review(out)


MODES = {
    "spawn": "2 worker processes spawned (as in the app)",
    "fork": "2 worker processes forked (command line)",
    "one": "in one process",
}


def speed_rows(tmp: Path, rounds: int) -> list[Row]:
    rows: list[Row] = []
    cases = [
        ("ddz3", simulate("ddz3", tmp, 21, "normal"), "<= 10 s"),
        ("gunzi", simulate("gunzi", tmp, 21, "normal"), "<= 30 s"),
    ]
    for game, record, target in cases:
        seat = record.hands[0].result.get("landlord", record.hands[0].dealer or 0)
        assert isinstance(seat, int)
        if game == "gunzi":
            seat = (seat + 1) % 4  # an attacker: no six to lay, every trick a decision
        times: dict[str, list[tuple[float, float, float, float]]] = {m: [] for m in MODES}
        decisions = 0
        for _ in range(rounds):
            for mode in MODES:  # alternating, so every mode sees the same load
                before = os.getloadavg()[0]
                wall, first, cpu, review = _timed(record, seat, mode)
                times[mode].append((wall, first, cpu, before))
                decisions = len(review.decisions)
        for mode, label in MODES.items():
            t = times[mode]
            rows.append(
                {
                    "name": f"{game}: one seat's hand reviewed, {label}",
                    "value": round(statistics.median(x[0] for x in t), 2),
                    "unit": "s",
                    "target": target if mode == "spawn" else "",
                    "note": f"{decisions} decisions; first result after "
                    f"{statistics.median(x[1] for x in t):.2f} s; CPU {statistics.median(x[2] for x in t):.1f} s "
                    f"(workers included); 1-min load before each run "
                    f"{', '.join(f'{x[3]:.1f}' for x in t)} on {os.cpu_count()} cores",
                }
            )
    return rows


def _reprice_ddz(position: Position, alt_cards: list[str], seed: int) -> list[float]:
    from gunapp.core.cards import Card
    from gunapp.games.doudizhu.engine.rules import rank_of
    from gunapp.games.doudizhu.review_play import value_play

    effort = Effort(worlds=REPRICE, candidates=2, cpu_cap=120.0)
    rng = random.Random(seed)
    ranks = tuple(sorted(rank_of(Card.parse(c)) for c in alt_cards))
    alt = next(
        (
            m
            for m in position.legal
            if (m is None and not ranks) or (m is not None and tuple(sorted(m[3])) == ranks)
        ),
        None,
    )
    values, _, _, _ = value_play(position.view, [position.made, alt], effort, rng)
    return [row[1] - row[0] for row in values]


def _reprice_ddz_bid(position: Position, label: str, seed: int) -> list[float]:
    from gunapp.games.doudizhu.review_play import value_bid

    alt = 0 if label == "pass" else int(label.split(":")[1])
    values, _, _ = value_bid(
        position.view, [position.made, alt], Effort(REPRICE, 2, 120.0), random.Random(seed)
    )
    return [row[1] - row[0] for row in values]


def _reprice_gunzi(position: Position, alt_cards: list[str], seed: int) -> list[float]:
    from gunapp.core.cards import Card
    from gunapp.games.gunzi.engine.trumps import face_id
    from gunapp.games.gunzi.review_eval import value_play

    made = tuple(face_id(c) for c in position.made.cards)
    alt = tuple(face_id(Card.parse(c)) for c in alt_cards)
    effort = Effort(worlds=REPRICE // 2, candidates=2, cpu_cap=120.0)
    cands, _, _ = value_play(
        position.view, position.legal, position.made, effort, random.Random(seed), [made, alt]
    )
    return [b - a for a, b in zip(cands[0].values, cands[1].values, strict=True)]


def _reprice(game: str, position: Position, review: DecisionReview, seed: int) -> float | None:
    alt = max(review.alternatives, key=lambda a: a.value)
    if game == "gunzi":
        if review.kind != "play":
            return None  # the six and the return: whole-hand look-ahead, left out of the calibration
        diffs = _reprice_gunzi(position, alt.cards, seed)
    elif review.kind == "bid":
        diffs = _reprice_ddz_bid(position, alt.label, seed)
    else:
        diffs = _reprice_ddz(position, alt.cards, seed)
    return statistics.fmean(diffs)


BINS = {"ddz3": (0.0, 0.5, 1.0, 2.0, 4.0, 1e9), "gunzi": (0.0, 5.0, 15.0, 30.0, 1e9)}


def calibration_rows(tmp: Path, game: str, deals: int, agents: str) -> list[Row]:
    pairs: list[tuple[float, float]] = []
    for k in range(deals):
        record = simulate(game, tmp, 300 + k, agents)
        seats = range(3) if game == "ddz3" else (k % 4,)
        for seat in seats:
            run = ReviewRun(record, 0, seat, seed=k, workers=2)
            by_index = {p.index: p for p in run.positions}
            review = run.run()
            assert review is not None
            for d in review.decisions:
                if d.cost <= 0 or not d.alternatives:
                    continue
                repriced = _reprice(game, by_index[d.index], d, seed=10_000 + k)
                if repriced is not None:
                    pairs.append((d.cost, repriced))
    rows: list[Row] = []
    edges = BINS[game]
    unit = "stake" if game == "ddz3" else "points"
    for lo, hi in zip(edges, edges[1:], strict=False):
        inside = [(a, b) for a, b in pairs if lo < a <= hi]
        if not inside:
            continue
        said = statistics.fmean(a for a, _ in inside)
        found = statistics.fmean(b for _, b in inside)
        span = f"({lo:g}, {hi:g}]" if hi < 1e8 else f"> {lo:g}"
        rows.append(
            {
                "name": f"{game} calibration: review cost in {span} {unit}",
                "value": f"{said:.2f} -> {found:.2f}",
                "unit": unit,
                "note": f"{len(inside)} decisions: the review's mean cost -> the mean cost repriced over "
                f"{REPRICE if game == 'ddz3' else REPRICE // 2} fresh deals from the same view",
            }
        )
    if pairs:
        said = sum(a for a, _ in pairs)
        found = sum(b for _, b in pairs)
        rows.append(
            {
                "name": f"{game} calibration: repriced / review cost, all flagged costs",
                "value": round(found / said, 2) if said else "n/a",
                "unit": "ratio",
                "target": "about 1",
                "note": f"{len(pairs)} decisions from {deals} {agents} deals",
            }
        )
    return rows


def _weak_single_lead(position: Position) -> bool:
    """The normal AI's known weak lead: a single while the hand holds a straight of five or more."""
    from gunapp.games.doudizhu.engine.combos import Kind

    if position.kind != "play" or not position.leading or position.made is None:
        return False
    made = position.made
    return made[0] is Kind.SINGLE and any(
        m is not None and m[0] is Kind.STRAIGHT and m[2] >= 5 for m in position.legal
    )


def flag_rows(tmp: Path, deals: int) -> list[Row]:
    rows: list[Row] = []
    for agents in ("normal", "hard"):
        flagged = total = 0
        costs: list[float] = []
        weak = weak_flagged = 0
        for k in range(deals):
            record = simulate("ddz3", tmp, 500 + k, agents)
            for seat in range(3):
                run = ReviewRun(record, 0, seat, seed=k, workers=2)
                by_index = {p.index: p for p in run.positions}
                review = run.run()
                assert review is not None
                for d in review.decisions:
                    total += 1
                    flagged += d.significant
                    costs.append(d.cost)
                    if _weak_single_lead(by_index[d.index]):
                        weak += 1
                        weak_flagged += d.significant
        rows.append(
            {
                "name": f"ddz3 flags: {agents} AI's decisions flagged",
                "value": round(100 * flagged / max(1, total), 1),
                "unit": "%",
                "note": f"{flagged}/{total} decisions of {deals} deals (every seat); mean cost "
                f"{statistics.fmean(costs) if costs else 0:.2f} stake a decision",
            }
        )
        rows.append(
            {
                "name": f"ddz3 flags: {agents} AI's single leads beside a straight of 5+, flagged",
                "value": f"{weak_flagged}/{weak}",
                "unit": "leads",
            }
        )
    return rows


def run(quick: bool, long: bool = False) -> list[Row]:
    with tempfile.TemporaryDirectory() as d:
        tmp = Path(d)
        rows: list[Row] = [{"name": "machine load at the start", "value": load(), "unit": ""}]
        rows += speed_rows(tmp, 1 if quick else 2)
        deals = 2 if quick else 12 if long else 4
        rows += calibration_rows(tmp, "ddz3", deals, "normal")
        rows += calibration_rows(tmp, "gunzi", 1 if quick else 3 if long else 1, "normal")
        rows += flag_rows(tmp, 2 if quick else 10 if long else 3)
        rows.append({"name": "machine load at the end", "value": load(), "unit": ""})
        uptime = subprocess.run(["uptime"], capture_output=True, text=True, check=False).stdout.strip()
        rows.append({"name": "uptime", "value": uptime, "unit": ""})
    return rows


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m bench.bench_review")
    ap.add_argument("--long", action="store_true", help="more deals for the calibration and the flags")
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--speed", action="store_true", help="only the speed rows, printed (no file written)")
    args = ap.parse_args(argv)
    if args.speed:
        with tempfile.TemporaryDirectory() as d:
            for row in speed_rows(Path(d), 1 if args.quick else 2):
                print(
                    f"   {row['name']:<70} {row['value']!s:>8} {row.get('unit', '')}  {row.get('note', '')}"
                )
        return 0
    rows = run(args.quick, long=args.long)
    for row in rows:
        print(f"   {row['name']:<70} {row['value']!s:>14} {row.get('unit', '')}  {row.get('note', '')}")
    from bench.__main__ import HERE, compose

    meta = {
        "date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()),
        "python": sys.version.split()[0],
        "machine": sys.platform,
        "quick": args.quick,
        "long": args.long,
    }
    sections = HERE / "results" / "sections"
    sections.mkdir(parents=True, exist_ok=True)
    (sections / "bench_review.json").write_text(json.dumps({"meta": meta, "rows": rows}, indent=1) + "\n")
    compose(HERE / "results" / "latest")
    return 0


if __name__ == "__main__":
    sys.exit(main())
