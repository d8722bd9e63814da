"""Engine soak (issue 10 item 5): Gunzi hands over the matrix of the 15 options of table 2.A and Dou Dizhu
deals for 3 and 4 players, random and rule agents, with the invariants checked throughout.

Gunzi (R28): after every step the 162 cards are all somewhere (hands, bottom, the trick, tricks taken); at the
end of a hand every hand is empty, the played cards and the bottom are the hand's deck (3 copies of each
face), the points captured plus the bottom's points are 300, and the settlement's points follow R21.1.
Dou Dizhu: 54 / 108 cards conserved after every step (hands, kitty, plays), the stakes of a deal add up to
zero (D8), and every move an agent makes is one of ``legal_actions`` that the engine then accepts.
Any exception from the engine counts as a break. Targets: 0 breaks and the issue's 100,000 of each (or
``--count N``), played by ``--workers`` processes (2 by default) on chunks with their own seeds, the chunks of
the three games interleaved; a time budget that ends first leaves the rows saying how many were played.

Every chunk a long run plays is logged as it ends (``PROGRESS``, one JSON line each, with the commit it ran
on), and ``--resume`` goes on from there: the chunks already played to the end are not played again and count
in the totals, so the 100,000 of each can be gathered over several sittings of a shared machine
(``--resume --seconds 0`` only writes the rows of what the log holds). A fresh
(non-resumed) long run starts a new log.
"""

from __future__ import annotations

import json
import multiprocessing
import random
import subprocess
import time
from collections import Counter
from pathlib import Path
from typing import Any

from gunapp.core.cards import make_deck

HANDS = 100_000
SHORT_HANDS = {"gunzi": 6, "ddz3": 20, "ddz4": 12}
CHUNK = {"gunzi": 200, "ddz3": 500, "ddz4": 400}
GAMES = ("gunzi", "ddz3", "ddz4")
ROOT = Path(__file__).resolve().parents[2]
PROGRESS = ROOT / "bench" / "results" / "soak" / "soak_engines.progress.jsonl"

#: one chunk's outcome: game, hands or deals played, breaks by kind, notes, CPU seconds
ChunkResult = tuple[str, int, Counter[str], list[str], float]


def gunzi_options(rng: random.Random) -> Any:
    """One point of the option matrix: every one of the 15 options of table 2.A drawn from its domain."""
    from gunapp.games.gunzi.engine.rules import GunziOptions

    values: dict[str, Any] = {}
    for name, field in GunziOptions.model_fields.items():
        ann = field.annotation
        if name == "mustPlayLevels":
            values[name] = sorted(rng.sample(range(3, 11), rng.randrange(0, 4)))
        elif name == "minDeclareCards":
            values[name] = rng.choice([1, 2])
        elif name == "cyclesPerMatch":
            values[name] = rng.choice([1, 2, 3])
        else:
            values[name] = rng.choice([m.value for m in ann])  # type: ignore[union-attr]
    return GunziOptions.model_validate(values)


def _gunzi_chunk(seed: int, hands: int, deadline: float) -> tuple[int, Counter[str], list[str]]:
    from gunapp.games.gunzi.ai import RandomAgent, RuleAgent
    from gunapp.games.gunzi.ai.runner import step
    from gunapp.games.gunzi.engine.phase import Phase
    from gunapp.games.gunzi.engine.state import GunziState
    from gunapp.games.gunzi.engine.trick import trick_points

    rng = random.Random(seed)
    full = Counter(c.code for c in make_deck(3))
    breaks: Counter[str] = Counter()
    notes: list[str] = []
    done = 0

    def broken(kind: str, detail: str) -> None:
        breaks[kind] += 1
        if len(notes) < 3:
            notes.append(f"seed {seed}: {kind}: {detail}"[:200])

    while done < hands and time.monotonic() < deadline:
        options = gunzi_options(rng)
        state = GunziState.new(options, rng.randrange(10**9))
        agents = [rng.choice([RandomAgent, RuleAgent])() for _ in range(4)]
        while done < hands and state.phase is not Phase.MATCH_OVER and time.monotonic() < deadline:
            try:
                while True:
                    step(state, agents, rng)
                    held = sum(map(len, state.hands)) + len(state.bottom)
                    played = sum(len(c) for t in state.tricks for _, c in t) + sum(
                        len(c) for _, c in state.trick
                    )
                    undealt = len(state.deck) - state.dealt if state.phase is Phase.DEAL else 0
                    if state.phase is not Phase.DEAL and held + played + undealt != 162:
                        broken("cards not conserved", f"{held}+{played}+{undealt} in {state.phase}")
                    if state.phase in (Phase.HAND_OVER, Phase.MATCH_OVER):
                        break
            except Exception as exc:  # an engine error is a break, the soak goes on with a new match
                broken("exception", f"{type(exc).__name__}: {exc}")
                break
            done += 1
            result = state.settlement
            if result is None:
                broken("no settlement", str(state.phase))
                continue
            cards = Counter(c.code for t in state.tricks for _, cs in t for c in cs)
            cards.update(c.code for c in state.bottom)
            if cards != full or any(state.hands):
                broken("cards not conserved", "at the end of the hand")
            if sum(state.captured) + trick_points(state.bottom) != 300:
                broken(
                    "points do not add up to 300", f"{state.captured} + bottom {trick_points(state.bottom)}"
                )
            attackers = 1 - (state.dealer or 0) % 2
            bottom = 2 * trick_points(state.bottom) if result.dig else 0
            if (
                result.trick_points != state.captured[attackers]
                or result.score != result.trick_points + bottom
            ):
                broken("points S (R21.1)", f"S={result.score} tricks={result.trick_points}")
            if not all(3 <= lv <= 10 for lv in result.levels_after):
                broken("levels out of 3..10", str(result.levels_after))
    return done, breaks, notes


def _ddz_chunk(game: str, seed: int, deals: int, deadline: float) -> tuple[int, Counter[str], list[str]]:
    from gunapp.games.doudizhu.ai.levels import make_agent
    from gunapp.games.doudizhu.engine.rules import Options, Variant
    from gunapp.games.doudizhu.engine.session import Session
    from gunapp.games.doudizhu.engine.state import Phase

    rng = random.Random(seed)
    variant = Variant(game)
    total = 54 * variant.decks
    breaks: Counter[str] = Counter()
    notes: list[str] = []
    done = 0

    def broken(kind: str, detail: str) -> None:
        breaks[kind] += 1
        if len(notes) < 3:
            notes.append(f"{game} seed {seed}: {kind}: {detail}"[:200])

    while done < deals and time.monotonic() < deadline:
        options = Options(spring=rng.random() < 0.5, doublingCap=rng.choice([None, 4, 8, 16]))  # type: ignore[arg-type]
        session = Session(variant, options, seed=rng.randrange(10**9))
        agents = [make_agent(rng.choice(["random", "rule"]), 0) for _ in range(variant.players)]
        for _ in range(50):  # a session of up to 50 deals
            if done >= deals or time.monotonic() >= deadline:
                break
            try:
                while session.deal.phase is not Phase.ENDED:
                    deal = session.deal
                    seat = deal.to_act
                    legal = session.legal_actions(seat)
                    action = agents[seat].choose(session.view(seat), legal, rng=rng)
                    if action not in legal:
                        broken("move not in legal_actions", repr(action))
                    session.apply(action)
                    d = session.deal
                    held = sum(len(h) for h in d.hands) + (len(d.kitty) if d.landlord < 0 else 0)
                    played = sum(len(p.cards) for p in d.history)
                    if held + played != total:
                        broken("cards not conserved", f"{held}+{played} != {total}")
                result = session.deal.result
                if result is None or sum(result.scores) != 0:
                    broken("stakes do not add up to zero", str(result))
                done += 1
                session.next_deal()
            except Exception as exc:
                broken("exception", f"{type(exc).__name__}: {exc}")
                break
    return done, breaks, notes


def _chunk(job: tuple[str, int, int, float]) -> ChunkResult:
    game, seed, count, deadline = job
    t0 = time.process_time()
    if game == "gunzi":
        done, breaks, notes = _gunzi_chunk(seed, count, deadline)
    else:
        done, breaks, notes = _ddz_chunk(game, seed, count, deadline)
    return game, done, breaks, notes, time.process_time() - t0


def jobs_for(target: int, deadline: float) -> list[tuple[str, int, int, float]]:
    """Every game's target cut in chunks, each with its own seed, interleaved by progress.

    Interleaved so that a time budget ending early leaves every game with the same share of its target,
    rather than one game done and the others unplayed."""
    jobs: list[tuple[float, tuple[str, int, int, float]]] = []
    for g, game in enumerate(GAMES):
        size = CHUNK[game]
        n = -(-target // size)
        for i in range(n):
            count = min(size, target - i * size)
            jobs.append(((i + 1) / n, (game, 1000 * (g + 1) + i, count, deadline)))
    return [job for _, job in sorted(jobs, key=lambda j: j[0])]


def _commit() -> str:
    try:
        out = subprocess.run(
            ["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True, text=True, timeout=10
        )
    except (OSError, subprocess.SubprocessError):
        return "?"
    return out.stdout.strip() or "?"


def load_progress(path: Path) -> dict[tuple[str, int], dict[str, Any]]:
    """The logged chunks by (game, seed); a chunk logged twice (cut short, then played again) keeps its last
    line. A line that does not read (a run killed mid-write) is skipped: its chunk is played again."""
    chunks: dict[tuple[str, int], dict[str, Any]] = {}
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except OSError:
        return chunks
    for line in lines:
        try:
            entry = json.loads(line)
            key = (str(entry["game"]), int(entry["seed"]))
            int(entry["count"]), int(entry["done"]), float(entry["cpu"])
        except (ValueError, KeyError, TypeError):
            continue
        chunks[key] = entry
    return chunks


def log_chunk(path: Path, seed: int, count: int, result: ChunkResult, commit: str) -> None:
    game, done, breaks, notes, cpu = result
    entry = {
        "game": game,
        "seed": seed,
        "count": count,
        "done": done,
        "breaks": dict(breaks),
        "notes": notes,
        "cpu": round(cpu, 3),
        "commit": commit,
        "at": time.strftime("%Y-%m-%d %H:%M:%S", time.gmtime()),
    }
    with path.open("ab") as f:
        # a line torn by a kill has no newline: start afresh so this chunk's line stays readable
        torn = f.tell() > 0 and path.read_bytes()[-1:] != b"\n"
        f.write((("\n" if torn else "") + json.dumps(entry) + "\n").encode("utf-8"))


def _indexed_chunk(job: tuple[int, tuple[str, int, int, float]]) -> tuple[int, ChunkResult]:
    return job[0], _chunk(job[1])


def run(
    short: bool,
    seconds: float | None,
    workers: int = 2,
    count: int | None = None,
    resume: bool = False,
    progress: Path = PROGRESS,
) -> list[dict[str, object]]:
    """``count`` hands of each game (the issue's 100,000 by default; a few when short), played by
    ``workers`` processes until done or the time budget ends; the rows say how many were played.
    ``resume``: the chunks already logged in ``progress`` count and are not played again."""
    budget = seconds if seconds is not None else (30.0 if short else 600.0)
    target = count if count is not None else (0 if short else HANDS)
    start = time.monotonic()
    deadline = start + budget
    totals: dict[str, int] = Counter()
    breaks: dict[str, Counter[str]] = {g: Counter() for g in GAMES}
    notes: dict[str, list[str]] = {g: [] for g in GAMES}
    cpu: dict[str, float] = Counter()
    resumed = 0
    if short and count is None:
        results = [_chunk((game, 1, SHORT_HANDS[game], deadline)) for game in GAMES]
    else:
        jobs = jobs_for(target, deadline)
        logged = load_progress(progress) if resume else {}
        if not resume:
            progress.parent.mkdir(parents=True, exist_ok=True)
            progress.write_text("", encoding="utf-8")
        results = []
        todo = []
        for job in jobs:  # a chunk the log holds played to the end counts as it is; the others are played
            entry = logged.get((job[0], job[1]))
            if entry is None or entry["done"] < job[2]:
                todo.append(job)
                continue
            brk = Counter({str(k): int(v) for k, v in dict(entry.get("breaks") or {}).items()})
            results.append(
                (job[0], int(entry["done"]), brk, list(entry.get("notes") or []), float(entry["cpu"]))
            )
        resumed, jobs = len(results), todo
        if budget <= 0:
            jobs = []  # --resume --seconds 0: the rows of what the log holds, nothing played
        commit = _commit()
        with multiprocessing.get_context("spawn").Pool(workers) as pool:
            for k, (i, result) in enumerate(pool.imap_unordered(_indexed_chunk, enumerate(jobs)), 1):
                results.append(result)
                log_chunk(progress, jobs[i][1], jobs[i][2], result, commit)
                if k % 25 == 0 or k == len(jobs):  # progress for whoever watches a long run's log
                    played = Counter[str]()
                    for game, done, *_ in results:
                        played[game] += done
                    print(
                        f"   soak_engines: {k}/{len(jobs)} chunks (+{resumed} logged before), {dict(played)} "
                        f"after {time.monotonic() - start:.0f} s",
                        flush=True,
                    )
    for game, done, brk, nts, used in results:
        totals[game] += done
        breaks[game].update(brk)
        notes[game] += nts
        cpu[game] += used
    wall = time.monotonic() - start
    rows: list[dict[str, object]] = []
    labels = {
        "gunzi": "Gunzi hands (15-option matrix)",
        "ddz3": "Dou Dizhu 3 deals",
        "ddz4": "Dou Dizhu 4 deals",
    }
    for game in GAMES:
        n = totals[game]
        row: dict[str, object] = {
            "name": f"{labels[game]}: played",
            "value": n,
            "unit": "hands" if game == "gunzi" else "deals",
            "note": f"{cpu[game] / max(n, 1) * 1000:.1f} ms CPU each, "
            f"{cpu[game] / 60:.1f} CPU-minutes over {workers if target else 1} worker process(es)",
        }
        if target:
            row |= {"target": f"{target:,}", "ok": n >= target}
            if n < target:
                row["note"] = f"{row['note']}; the time budget of {budget:.0f} s ended it at {n:,}"
                row["note"] += "; --resume goes on from the progress log" if resume else ""
        if resumed:
            row["note"] = f"{row['note']}; {resumed} chunks of all games from the progress log"
        rows.append(row)
        kinds = ", ".join(f"{k} {v}" for k, v in breaks[game].items())
        rows.append(
            {
                "name": f"{labels[game]}: invariant breaks",
                "value": sum(breaks[game].values()),
                "unit": "",
                "target": "0",
                "ok": not breaks[game] and n > 0,
                "note": "; ".join([kinds, *notes[game][:2]]) if kinds else "",
            }
        )
    rows.append({"name": "wall time", "value": round(wall, 1), "unit": "s"})
    return rows
