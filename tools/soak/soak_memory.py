"""Memory over an evening (issue 10 item 6).

The real app in demo mode (``python -m gunapp --demo GAME --speed 0``, offscreen, in a subprocess that
   reports its own resident memory after every hand: ``memory_child``) for Gunzi, Dou Dizhu 3 and 4, the three
   at the same time: RSS every 50 hands; target: after the first 50 hands it grows by at most 20 MB. The
   time budget may end a run early: the rows then say how far it got, and the growth is measured over the
   hands played after the 50th.
``--games ddz3 ddz4`` runs some of them; the rows of the others are carried over from the last run's
   section file, each noted as such.
The simulator's long records: ``soak_sim_memory``.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
CHECKPOINTS = tuple(range(50, 501, 50))
GAMES = ("gunzi", "ddz3", "ddz4")
SECTION = ROOT / "bench" / "results" / "soak" / "soak_memory.json"
GROWTH_MB = 20.0

OLD_SIM = """
import random, resource, sys
from gunapp.games.gunzi.ai import RandomAgent
from gunapp.games.gunzi.ai.runner import play_hand
from gunapp.games.gunzi.engine.record_io import save
from gunapp.games.gunzi.engine.rules import GunziOptions
from gunapp.games.gunzi.engine.state import GunziState
n, path = int(sys.argv[1]), sys.argv[2]
state = GunziState.new(GunziOptions(cyclesPerMatch=n), 0)
rng = random.Random(0)
for _ in range(n):
    play_hand(state, [RandomAgent()] * 4, rng)
save(state, path)
print(next(int(line.split()[1]) for line in open("/proc/self/status") if line.startswith("VmHWM:")))
"""

NEW_SIM = """
import contextlib, io, resource, sys
from gunapp.sim.__main__ import main
with contextlib.redirect_stdout(io.StringIO()):
    main(["gunzi", "--hands", sys.argv[1], "--agents", "random", "--record", sys.argv[2], "--quiet"])
print(next(int(line.split()[1]) for line in open("/proc/self/status") if line.startswith("VmHWM:")))
"""


OLD_DDZ_SIM = """
import random, sys
from gunapp.games.doudizhu.ai.levels import make_agent
from gunapp.games.doudizhu.engine.record_io import write_record
from gunapp.games.doudizhu.engine.rules import Options, Variant
from gunapp.games.doudizhu.engine.session import Session
game, n, path = sys.argv[3], int(sys.argv[1]), sys.argv[2]
session = Session(Variant(game), Options(), seed=0)
agents = [make_agent("random", s) for s in range(session.variant.players)]
rng = random.Random(0)
for deal_no in range(n):
    if deal_no:
        session.next_deal()
    while (seat := session.to_act) is not None:
        session.apply(agents[seat].choose(session.view(seat), session.legal_actions(seat), rng=rng))
write_record(session, path)
print(next(int(line.split()[1]) for line in open("/proc/self/status") if line.startswith("VmHWM:")))
"""

NEW_DDZ_SIM = """
import contextlib, io, sys
from gunapp.sim.__main__ import main
with contextlib.redirect_stdout(io.StringIO()):
    main([sys.argv[3], "--hands", sys.argv[1], "--agents", "random", "--record", sys.argv[2]])
print(next(int(line.split()[1]) for line in open("/proc/self/status") if line.startswith("VmHWM:")))
"""


def _env(home: str) -> dict[str, str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=home, XDG_CONFIG_HOME=f"{home}/.config")
    env["XDG_DATA_HOME"] = f"{home}/.local/share"
    env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
    return env


def demo_curve(game: str, hands: int, seconds: float) -> tuple[dict[int, int], int, bool]:
    """{hands: RSS kB} from the demo child, the hands reached, and whether it finished in time."""
    samples: dict[int, int] = {}
    with tempfile.TemporaryDirectory() as home:
        proc = subprocess.Popen(
            [sys.executable, "-m", "tools.soak.memory_child", game, str(hands)],
            cwd=ROOT,
            env=_env(home),
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
        )
        assert proc.stdout is not None
        stdout = proc.stdout

        def read() -> None:  # a thread: the budget is kept however the child writes
            for line in stdout:
                parts = line.split()
                if len(parts) == 3 and parts[0] == "rss":
                    samples[int(parts[1])] = int(parts[2])

        reader = threading.Thread(target=read, daemon=True)
        reader.start()
        try:
            finished = proc.wait(timeout=seconds) == 0
        except subprocess.TimeoutExpired:
            finished = False
        if proc.poll() is None:
            proc.kill()
        proc.wait()
        reader.join(timeout=5)
    return samples, max(samples, default=0), finished


def sim_peak(script: str, hands: int, game: str = "gunzi") -> tuple[float, bool]:
    """Peak RSS (MB) of a simulator child writing a ``hands``-hand record, and whether the record reads.

    The child reports its own VmHWM: ``ru_maxrss`` survives exec on Linux, so a child forked from a large
    process (pytest) would report its parent's peak."""
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "sim.json"
        out = subprocess.run(
            [sys.executable, "-c", script, str(hands), str(path), game],
            cwd=ROOT,
            env=_env(tmp),
            capture_output=True,
            text=True,
            check=True,
        )
        return int(out.stdout.split()[-1]) / 1024, _reads(path, hands, game)


def _reads(path: Path, hands: int, game: str) -> bool:
    """The record loads; a Gunzi one up to 300 hands and any Dou Dizhu one also replays to the end."""
    from gunapp.core.record import load_record

    if game != "gunzi":
        from gunapp.games.doudizhu.engine.record_io import read_record

        return len([d for d in read_record(path).deals if d.result is not None]) == hands
    from gunapp.games.gunzi.engine.record_io import replay

    return replay(load_record(path)).hands_played == hands if hands <= 300 else load_record(path) is not None


def _at(samples: dict[int, int], n: int) -> int | None:
    """RSS at the first sample at or after ``n`` hands."""
    later = [k for k in samples if k >= n]
    return samples[min(later)] if later else None


def carried_rows(games: tuple[str, ...]) -> list[dict[str, object]]:
    """The last full run's rows of the games not run now, so that a partial run keeps their figures."""
    try:
        data = json.loads(SECTION.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return []
    if data.get("meta", {}).get("short"):
        return []
    date = data.get("meta", {}).get("date", "?")
    rows = []
    for row in data.get("rows", []):
        game = str(row.get("name", "")).split(" ", 1)[0]
        if game in GAMES and game not in games:
            note = str(row.get("note") or "")
            carried = note if "(from the run of" in note else f"{note}; (from the run of {date})".lstrip("; ")
            rows.append({**row, "note": carried})
    return rows


def run(short: bool, seconds: float | None, games: list[str] | None = None) -> list[dict[str, object]]:
    budget = seconds if seconds is not None else (60.0 if short else 2400.0)
    hands = 2 if short else 500
    chosen = tuple(g for g in GAMES if not games or g in games)
    rows: list[dict[str, object]] = [] if short or chosen == GAMES else carried_rows(chosen)
    curves: dict[str, tuple[dict[int, int], int, bool, float]] = {}

    def one(game: str) -> None:
        start = time.monotonic()
        samples, reached, finished = demo_curve(game, hands, budget)
        curves[game] = samples, reached, finished, time.monotonic() - start

    # all at once: each child is one GUI thread, and the soak measures memory, not speed
    threads = [threading.Thread(target=one, args=(game,)) for game in chosen]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    for game in chosen:
        samples, reached, finished, wall = curves[game]
        for n in CHECKPOINTS if not short else (0, hands):
            rss = _at(samples, n)
            if rss is not None and n <= reached:
                row: dict[str, object] = {
                    "name": f"{game} demo: RSS at {n} hands",
                    "value": round(rss / 1024, 1),
                    "unit": "MB",
                }
                if n == 50 and not short:
                    row["note"] = (
                        f"{samples[0] / 1024:.1f} MB when the first hand began" if 0 in samples else ""
                    )
                rows.append(row)
        if short:
            rows.append(
                {
                    "name": f"{game} demo: hands played at speed 0",
                    "value": reached,
                    "unit": "hands",
                    "target": f"{hands}",
                    "ok": finished and reached >= hands,
                }
            )
            continue
        base = _at(samples, 50)
        last = samples.get(reached)
        note = (
            f"{reached} hands in {wall:.0f} s wall" if finished else f"time budget ended at {reached} hands"
        )
        if base is not None and last is not None and reached > 50:
            growth = (last - base) / 1024
            rows.append(
                {
                    "name": f"{game} demo: RSS growth from 50 to {reached} hands",
                    "value": round(growth, 1),
                    "unit": "MB",
                    "target": f"<= {GROWTH_MB:.0f} over {hands} hands",
                    # a run the time budget cut short has not shown the evening's growth
                    "ok": growth <= GROWTH_MB and reached >= hands,
                    "note": note,
                }
            )
        else:
            first = min(samples, default=0)
            growth = ((samples.get(reached, 0) - samples.get(first, 0)) / 1024) if samples else 0.0
            rows.append(
                {
                    "name": f"{game} demo: RSS growth from hand {first} to {reached}",
                    "value": round(growth, 1),
                    "unit": "MB",
                    "note": f"{note}: fewer than 50 hands, no target measured" if note else "",
                }
            )
    return rows
