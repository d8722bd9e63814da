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
  The call-and-grab decisions are calibrated the same way on deals under the Happy preset.
- flags: the share of decisions the review flags (``significant``: the 95 % interval of the cost above 0) and
  the mean cost per decision, for deals played by the normal AI and by the hard AI.
- weak plays: the normal AI's known weak plays in Dou Dizhu, against the same patterns in the hard AI's play,
  over more deals (only the matching decisions are reviewed): leading a single while a legal lead is a
  straight of five or more; passing while a bomb (or the rocket) would win the lead and a straight of five or
  more waits apart from the bomb's ranks (``_bomb_held``).

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


def simulate(
    game: str, tmp: Path, seed: int, agents: str, hands: int = 1, preset: str | None = None
) -> GameRecord:
    from gunapp.core import registry
    from gunapp.core.game_spec import load as load_path

    path = tmp / f"{game}-{agents}-{seed}-{preset or 'default'}.json"
    sim = load_path(registry.game(game).sim)
    argv = ["--hands", str(hands), "--seed", str(seed), "--agents", agents, "--record", str(path)]
    if preset:
        argv += ["--preset", preset]
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


def _reprice_ddz_talk(position: Position, label: str, seed: int) -> list[float]:
    from gunapp.games.doudizhu.review_talk import value_talk

    alt = int(label.split(":")[1])
    values, _, _ = value_talk(
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
    elif review.kind in TALK:
        diffs = _reprice_ddz_talk(position, alt.label, seed)
    else:
        diffs = _reprice_ddz(position, alt.cards, seed)
    return statistics.fmean(diffs)


BINS = {"ddz3": (0.0, 0.5, 1.0, 2.0, 4.0, 1e9), "gunzi": (0.0, 5.0, 15.0, 30.0, 1e9)}
#: Dou Dizhu's section-11 decision kinds (``gunapp.review.model``)
TALK = ("call", "grab", "double", "show")


def calibration_rows(
    tmp: Path, game: str, deals: int, agents: str, preset: str | None = None, kinds: tuple[str, ...] = ()
) -> list[Row]:
    """``preset``: the house rules of the simulated deals; ``kinds``: only these decision kinds (all: ())."""
    pairs: list[tuple[float, float]] = []
    for k in range(deals):
        record = simulate(game, tmp, 300 + k, agents, preset=preset)
        if not record.hands[0].result:
            continue  # dealt again (everyone declined): nothing was played
        seats = range(3) if game == "ddz3" else (k % 4,)
        for seat in seats:
            run = ReviewRun(record, 0, seat, seed=k, workers=2)
            by_index = {p.index: p for p in run.positions}
            review = run.run()
            assert review is not None
            for d in review.decisions:
                if d.cost <= 0 or not d.alternatives or (kinds and d.kind not in kinds):
                    continue
                repriced = _reprice(game, by_index[d.index], d, seed=10_000 + k)
                if repriced is not None:
                    pairs.append((d.cost, repriced))
    rows: list[Row] = []
    edges = BINS[game]
    unit = "stake" if game == "ddz3" else "points"
    label = game + (f" {preset}" if preset else "") + (f" ({'/'.join(kinds)})" if kinds else "")
    for lo, hi in zip(edges, edges[1:], strict=False):
        inside = [(a, b) for a, b in pairs if lo < a <= hi]
        if not inside:
            continue
        said = statistics.fmean(a for a, _ in inside)
        found = statistics.fmean(b for _, b in inside)
        span = f"({lo:g}, {hi:g}]" if hi < 1e8 else f"> {lo:g}"
        rows.append(
            {
                "name": f"{label} calibration: review cost in {span} {unit}",
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
                "name": f"{label} calibration: repriced / review cost, all flagged costs",
                "value": round(found / said, 2) if said else "n/a",
                "unit": "ratio",
                "target": "about 1",
                "note": f"{len(pairs)} decisions from {deals} {agents} deals",
            }
        )
    return rows


def _weak_single_lead(position: Position) -> bool:
    """The normal AI's known weak lead: leading a single while one of the seat's legal leads is a straight of
    five cards or more (D6: a straight is 5+ consecutive ranks from 3 to A)."""
    from gunapp.games.doudizhu.engine.combos import Kind

    if position.kind != "play" or not position.leading or position.made is None:
        return False
    made = position.made
    return made[0] is Kind.SINGLE and any(
        m is not None and m[0] is Kind.STRAIGHT and m[2] >= 5 for m in position.legal
    )


def _straight_apart(hand: tuple[int, ...], avoid: tuple[int, ...], length: int = 5) -> bool:
    """The hand holds a straight of ``length``+ cards using none of the ranks in ``avoid`` (ranks 0-11, 3 to A:
    a 2 or a joker is never in a straight, D6)."""
    run = 0
    for r in range(12):
        run = run + 1 if hand[r] > 0 and r not in avoid else 0
        if run >= length:
            return True
    return False


def _bomb_held(position: Position) -> bool:
    """Holding a bomb through passes while a long straight waits: the seat passes (not leading) although a
    bomb or the rocket among its legal answers would beat the play and win the lead, and its hand holds a
    straight of five or more cards apart from that bomb's ranks, which the won lead would let it play."""
    from gunapp.games.doudizhu.engine.combos import Kind

    if position.kind != "play" or position.leading or position.made is not None:
        return False
    sit = position.view.sit
    bombs = [m for m in position.legal if m is not None and m[0] in (Kind.BOMB, Kind.ROCKET)]
    return any(_straight_apart(sit.hand, tuple(m[3])) for m in bombs)


def _passes_in_a_row(position: Position) -> int:
    """The seat's passes in a row up to this one (1: this is its first)."""
    sit = position.view.sit
    n = 1
    for seat, move in reversed(sit.history):
        if seat != sit.me:
            continue
        if move is not None:
            break
        n += 1
    return n


#: the known weak plays looked for, each with how it is told from the position
WEAK = {
    "single led from a hand holding a straight of 5+": _weak_single_lead,
    "pass holding a bomb while a straight of 5+ waits": _bomb_held,
}


def weak_rows(tmp: Path, deals: int) -> list[Row]:
    """How often the review flags the normal AI's known weak plays, against the same patterns in the hard
    AI's own play: every position of every seat in ``deals`` deals per level that matches a pattern is
    reviewed at the game's default effort (one process; only the matching positions, so many deals fit)."""
    from gunapp.games.doudizhu.review import EFFORT, REVIEWER

    rows: list[Row] = []
    for agents in ("normal", "hard"):
        found: dict[str, list[DecisionReview]] = {name: [] for name in WEAK}
        in_a_row: dict[str, int] = dict.fromkeys(WEAK, 0)
        cpu = time.process_time()
        record = simulate("ddz3", tmp, 700, agents, hands=deals)
        sim_cpu = time.process_time() - cpu
        for hand in range(len(record.hands)):
            for seat in range(3):
                positions = ReviewRun(record, hand, seat, seed=hand, workers=1).positions
                for p in positions:
                    for name, test in WEAK.items():
                        if test(p):
                            review = REVIEWER.evaluate(p, EFFORT, seed=1000 * hand + p.index)
                            found[name].append(review)
                            in_a_row[name] += _passes_in_a_row(p) >= 2 and p.made is None
        cpu = time.process_time() - cpu
        for name, reviews in found.items():
            flagged = sum(d.significant for d in reviews)
            mean = statistics.fmean(d.cost for d in reviews) if reviews else 0.0
            note = (
                f"{len(reviews)} found in {len(record.hands)} deals (every seat): {flagged} flagged (cost's 95 % "
                f"interval above 0), mean cost {mean:.2f} stake"
            )
            if "bomb" in name:
                note += f"; {in_a_row[name]} of them the seat's 2nd pass in a row or later"
            rows.append(
                {
                    "name": f"ddz3 weak plays, {agents} AI: {name}, flagged",
                    "value": f"{flagged}/{len(reviews)}"
                    + (f" ({100 * flagged / len(reviews):.0f} %)" if reviews else ""),
                    "unit": "",
                    "note": note,
                }
            )
        rows.append(
            {
                "name": f"ddz3 weak plays, {agents} AI: CPU",
                "value": round(cpu, 1),
                "unit": "s",
                "note": f"simulating the deals {sim_cpu:.1f} s, the rest reviewing the matching decisions",
            }
        )
    return rows


def flag_rows(tmp: Path, deals: int) -> list[Row]:
    rows: list[Row] = []
    for agents in ("normal", "hard"):
        flagged = total = 0
        costs: list[float] = []
        for k in range(deals):
            record = simulate("ddz3", tmp, 500 + k, agents)
            for seat in range(3):
                review = ReviewRun(record, 0, seat, seed=k, workers=2).run()
                assert review is not None
                for d in review.decisions:
                    total += 1
                    flagged += d.significant
                    costs.append(d.cost)
        rows.append(
            {
                "name": f"ddz3 flags: {agents} AI's decisions flagged",
                "value": round(100 * flagged / max(1, total), 1),
                "unit": "%",
                "note": f"{flagged}/{total} decisions of {deals} deals (every seat); mean cost "
                f"{statistics.fmean(costs) if costs else 0:.2f} stake a decision",
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
        # the call-and-grab decisions (Happy preset): call, grab, show, double
        rows += calibration_rows(tmp, "ddz3", 2 if quick else 8 if long else 3, "normal", "happy", TALK)
        rows += flag_rows(tmp, 2 if quick else 10 if long else 3)
        rows += weak_rows(tmp, 10 if quick else 100 if long else 30)
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
