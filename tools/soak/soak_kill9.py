"""Kill -9 soak (issue 10, item 2): a demo match autosaving like a real one is killed at a random moment,
the app restarted and the match continued through the start page's Continue code path, again and again.

Each restart runs ``python -m gunapp --continue GAME --autosave --trace`` (a fresh ``--demo GAME`` when no
save is left, e.g. after a match ended) with its own GUNAPP_CONFIG_DIR/GUNAPP_DATA_DIR. ``--trace`` prints
``progress N`` after every action the app applies (N = decisions in its record) and ``resumed <record>``
once Continue has put the match back. Per kill the soak checks:

- the restart resumes (``resumed`` line; no traceback on stderr);
- the resumed match equals the engine's own replay of the save file as it was on disk after the kill
  (``record_io.resume_point`` + the hand's actions, rebuilt as a record), decision for decision;
- what the kill lost: the actions the app had applied (``progress`` lines) beyond the save on disk. Target:
  at most the action in flight (1).
"""

from __future__ import annotations

import contextlib
import json
import os
import random
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
SHORT_KILLS = {"gunzi": 2, "ddz3": 2, "ddz4": 1}
LONG_KILLS = {"gunzi": 100, "ddz3": 50, "ddz4": 50}
LONG_SECONDS = 3600.0
SPEED = 2.0  # twice the normal animation speed: a few actions a second, as a brisk player sees them
#: issue 24 item 6: the bound holds at every speed; 0 (no animation) is where saves used to be coalesced
#: (up to 15 actions lost a kill); each speed gets its kills (the short version: one a game at speed 0)
SPEEDS = (0.0, 1.0)
START_TIMEOUT_S = 120.0  # a loaded machine (2 cores shared by many jobs) starts the app slowly


def engine_replay(save: bytes) -> dict[str, Any]:
    """The match the save holds, replayed by the engine alone (no Qt), as a record (JSON data)."""
    return replayed(save)[0]


def replayed(save: bytes) -> tuple[dict[str, Any], dict[str, Any]]:
    """The match the save holds, replayed by the engine alone (no Qt): as a record (JSON data), and the table
    the player sees at that point (``table_of``)."""
    from gunapp.core.record import parse_record
    from gunapp.games.doudizhu.engine import record_io as ddz_io
    from gunapp.games.gunzi.engine import record_io as gunzi_io

    record = parse_record(save)
    if record.game == "gunzi":
        state, actions = gunzi_io.resume_point(record)
        for a in actions:
            state.apply(a)
        rebuilt = gunzi_io.to_record(state, record.seats)
        table = {"phase": state.hand_phase()}
    else:
        session, ddz_actions = ddz_io.resume_point(record)
        for a in ddz_actions:
            session.apply(a)
        rebuilt = ddz_io.session_record(session, record.seats)
        table = table_of(session)
    return json.loads(rebuilt.to_json()), table


def table_of(session: Any) -> dict[str, Any]:
    """A Dou Dizhu table as the player sees it: the phase, who acts, the stake's factors (D11.12) and the
    shown hands (明牌, D11.9-D11.11)."""
    view = session.view(0)
    return {
        "phase": view.phase,
        "turn": view.turn,
        "stake": repr(view.stake),
        "multiplier": view.multiplier,
        "shown": [None if h is None else sorted(map(str, h)) for h in view.shown],
    }


def decisions(data: dict[str, Any]) -> int:
    return sum(len(h.get("events", ())) for h in data.get("hands", ()))


def exit_text(rc: int) -> str:
    """ "exited with 1", or the signal that ended the run ("killed by SIGSEGV")."""
    if rc < 0:
        with contextlib.suppress(ValueError):
            return f"killed by {signal.Signals(-rc).name}"
    return f"exited with {rc}"


def last_frame(fault: str) -> str:
    """The innermost Python frame of a faulthandler stack, for the one-line note."""
    frames = [ln.strip() for ln in fault.splitlines() if ln.strip().startswith("File ")]
    return f" crashed in {frames[0]}" if frames else ""


class Child:
    """One run of the app, its output in files (a pipe could fill up and stall it)."""

    def __init__(self, folder: Path, args: list[str], n: int) -> None:
        self.out = folder / f"run{n}.out"
        self.err = folder / f"run{n}.err"
        env = dict(
            os.environ,
            QT_QPA_PLATFORM="offscreen",
            GUNAPP_CONFIG_DIR=str(folder / "config"),
            GUNAPP_DATA_DIR=str(folder / "data"),
            # the crash log and faulthandler's file of this soak, not the user's: a hard crash is told apart
            # from a slow start by its stack (platformdirs puts the log under XDG_STATE_HOME)
            XDG_STATE_HOME=str(folder / "state"),
        )
        self.fault_log = folder / "state" / "gunapp" / "log" / "gunapp-fault.log"
        self._fault_seen = self.fault_log.stat().st_size if self.fault_log.exists() else 0
        with self.out.open("wb") as out, self.err.open("wb") as err:
            self.proc = subprocess.Popen(
                [sys.executable, "-m", "gunapp", "--autosave", "--trace", *args],
                cwd=ROOT,
                env=env,
                stdout=out,
                stderr=err,
            )

    def new_faults(self) -> str:
        """What faulthandler wrote during this run (a segfault's Python stack), or ""."""
        if not self.fault_log.exists():
            return ""
        with self.fault_log.open("rb") as f:
            f.seek(self._fault_seen)
            return f.read().decode("utf-8", errors="replace")

    def lines(self) -> list[str]:
        return self.out.read_text("utf-8", errors="replace").splitlines()

    def wait_for(self, prefix: str, timeout: float) -> str | None:
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            for line in self.lines():
                if line.startswith(prefix):
                    return line
            if self.proc.poll() is not None:
                return None
            time.sleep(0.05)
        return None

    def kill(self) -> None:
        if self.proc.poll() is None:
            os.kill(self.proc.pid, signal.SIGKILL)
        self.proc.wait()


def progress_lines(lines: list[str]) -> list[tuple[int, str]]:
    """The ``progress N PHASE`` lines of a run: (decisions recorded, the hand's phase then)."""
    out = []
    for ln in lines:
        parts = ln.split()
        if parts[:1] == ["progress"] and len(parts) >= 2:
            out.append((int(parts[1]), parts[2] if len(parts) > 2 else ""))
    return out


def wait_for_phase(child: Child, phase: str, timeout: float) -> bool:
    """Wait until the run reports a new action (from now on) after which its hand is in ``phase`` (False: not
    in time)."""
    seen = len(progress_lines(child.lines()))
    end = time.monotonic() + timeout
    while time.monotonic() < end and child.proc.poll() is None:
        if any(p == phase for _n, p in progress_lines(child.lines())[seen:]):
            return True
        time.sleep(0.01)
    return False


def soak_game(
    game: str,
    kills: int,
    seed: int,
    deadline: float,
    speed: float = SPEED,
    rules: dict[str, Any] | None = None,
    targets: tuple[str, ...] = (),
) -> dict[str, Any]:
    """``rules``: the Dou Dizhu house rules the demo plays (Settings, as the player sets them); ``targets``:
    the phases to kill in, one after another (each kill waits for an action after which the hand is in its
    phase, then a random moment up to half a second; none: a random moment of play)."""
    rng = random.Random(seed)
    stats: dict[str, Any] = {
        "kills": 0,
        "restarts": 0,
        "resumed": 0,
        "mismatch": 0,
        "lost": [],
        "tracebacks": 0,
        "new_matches": 0,
        "failures": [],
        "crashes": 0,  # runs that ended in a hard crash (faulthandler wrote a stack)
        "crash_stacks": [],
        "table_mismatch": 0,  # the resumed table (phase, turn, stake, shown hands) is not the save's
        "phases": {},  # kills by the phase of the hand in the save on disk
        "shown": 0,  # kills with a hand shown (明牌) in the save on disk
    }
    with tempfile.TemporaryDirectory(prefix=f"gunapp-kill9-{game}-") as tmp:
        folder = Path(tmp)
        (folder / "config").mkdir()
        settings: dict[str, Any] = {"animation_speed": speed}
        if rules:
            settings["house_rules"] = {"doudizhu": rules}
        (folder / "config" / "settings.json").write_text(json.dumps(settings))
        save = folder / "data" / "saves" / f"{game}.json"
        for n in range(kills + 1):  # the last run only checks that the last kill resumes
            # every run kills once at least: a run whose share of the time is gone still has its figures
            last = n == kills or (n > 0 and time.monotonic() > deadline)
            on_disk = save.read_bytes() if save.exists() else None
            if on_disk is None:
                stats["new_matches"] += 1
                args = ["--demo", game, "--seed", str(rng.randrange(1 << 30))]
            else:
                args = ["--continue", game]
            child = Child(folder, args, n)
            try:
                if on_disk is not None:
                    stats["restarts"] += 1
                    line = child.wait_for("resumed ", START_TIMEOUT_S)
                    if line is None:
                        rc = child.proc.poll()
                        why = (
                            exit_text(rc)
                            if rc is not None
                            else f"still starting after {START_TIMEOUT_S:.0f} s"
                        )
                        fault = child.new_faults()
                        if fault:
                            stats["crashes"] += 1
                            stats["crash_stacks"].append(f"run {n}: {fault}")
                        stats["failures"].append(
                            f"run {n}: no resume ({why}); {child.err.read_text()[-300:]}{last_frame(fault)}"
                        )
                    else:
                        stats["resumed"] += 1
                        restored = json.loads(line[len("resumed ") :])
                        expected, table = replayed(on_disk)
                        if restored["hands"] != expected["hands"] or restored["seed"] != expected["seed"]:
                            stats["mismatch"] += 1
                            stats["failures"].append(f"run {n}: resumed match differs from the save")
                        again = replayed(json.dumps(restored).encode())[1]
                        if again != table:
                            stats["table_mismatch"] += 1
                            stats["failures"].append(
                                f"run {n}: resumed table {again} is not the save's {table}"
                            )
                else:
                    child.wait_for("progress ", START_TIMEOUT_S)
                if last:
                    break
                if targets:
                    # the whole wait may pass in a phase a deal does not reach (a redeal, no doubler)
                    wait_for_phase(child, targets[n % len(targets)], timeout=20.0)
                    # with no animation the next phase comes within milliseconds: kill at once
                    time.sleep(rng.uniform(0.0, 0.5 if speed else 0.005))
                else:
                    time.sleep(rng.uniform(0.2, 3.0))  # a random moment of play
                child.kill()
                stats["kills"] += 1
                applied = [p for p, _phase in progress_lines(child.lines())]
                if save.exists():
                    on_disk_now = save.read_bytes()
                    saved = decisions(json.loads(on_disk_now))
                    stats["lost"].append(sum(1 for p in applied if p > saved))
                    if stats["lost"][-1] > 1:  # what the run had applied beyond the save, for the note
                        tail = [f"{p} {ph}" for p, ph in progress_lines(child.lines()) if p > saved]
                        stats["failures"].append(f"run {n}: save at {saved} decisions, applied since: {tail}")
                    at_kill = replayed(on_disk_now)[1]
                    played = json.loads(on_disk_now).get("options", {})
                    if rules and any(played.get(k) != v for k, v in rules.items()):
                        stats["failures"].append(f"run {n}: the save plays {played}, not the rules {rules}")
                        stats["rules_missed"] = stats.get("rules_missed", 0) + 1
                    stats["phases"][at_kill["phase"]] = stats["phases"].get(at_kill["phase"], 0) + 1
                    stats["shown"] += any(at_kill.get("shown") or ())
                elif applied:
                    stats["lost"].append(0)  # the match ended and its save went, as it should
            finally:
                child.kill()
                text = child.err.read_text("utf-8", errors="replace")
                stats["tracebacks"] += text.count("Traceback")
                leftovers = [p.name for p in save.parent.glob(".*.tmp")] if save.parent.exists() else []
                stats.setdefault("max_tmp_files", 0)
                stats["max_tmp_files"] = max(stats["max_tmp_files"], len(leftovers))
    return stats


def run(short: bool, seconds: float | None) -> list[dict[str, Any]]:
    plans = [(speed, SHORT_KILLS if speed else dict.fromkeys(SHORT_KILLS, 1)) for speed in SPEEDS]
    if not short:
        plans = [(speed, LONG_KILLS) for speed in SPEEDS]
    budget = seconds if seconds is not None else (300.0 if short else LONG_SECONDS)
    start = time.monotonic()
    rows: list[dict[str, Any]] = []
    planned_left = sum(sum(plan.values()) for _speed, plan in plans)
    runs = [(speed, game, kills) for speed, plan in plans for game, kills in plan.items()]
    for i, (speed, game, kills) in enumerate(runs):
        # each game its share of the time left, by the kills it plans (Gunzi's 100 had a third: it got 74)
        share = (start + budget - time.monotonic()) * kills / planned_left
        planned_left -= kills
        st = soak_game(game, kills, seed=1000 + i, deadline=time.monotonic() + share, speed=speed)
        rows += rows_for(f"{game} at speed {speed:g}", st)
    return rows


def rows_for(game: str, st: dict[str, Any]) -> list[dict[str, Any]]:
    """The result rows of one ``soak_game`` run, named after ``game`` (the game, its rules and speed)."""
    lost = st["lost"]
    note = "; ".join(st["failures"][:3])
    rows: list[dict[str, Any]] = [
        {"name": f"{game}: kill -9 at a random moment", "value": st["kills"], "unit": "kills"},
        {
            "name": f"{game}: matches started afresh (none saved yet or the match ended)",
            "value": st["new_matches"],
            "unit": "matches",
        },
        {
            "name": f"{game}: restarts that resumed the saved match",
            "value": f"{st['resumed']}/{st['restarts']}",
            "unit": "restarts",
            "target": "all",
            "ok": st["resumed"] == st["restarts"] and st["restarts"] > 0,
            "note": note,
        },
        {
            "name": f"{game}: resumed match differs from the engine's replay of the save",
            "value": st["mismatch"],
            "unit": "restarts",
            "target": "0",
            "ok": st["mismatch"] == 0,
        },
        {
            "name": f"{game}: actions lost by a kill (most)",
            "value": max(lost, default=0),
            "unit": "actions",
            "target": "<= 1 (the action in flight)",
            "ok": max(lost, default=0) <= 1,
            "note": f"mean {sum(lost) / len(lost):.2f} over {len(lost)} kills" if lost else "",
        },
        {
            "name": f"{game}: tracebacks on stderr",
            "value": st["tracebacks"],
            "unit": "",
            "target": "0",
            "ok": st["tracebacks"] == 0,
        },
        {
            "name": f"{game}: hard crashes (a fatal signal, faulthandler's stack)",
            "value": st["crashes"],
            "unit": "runs",
            "target": "0",
            "ok": st["crashes"] == 0,
            "note": "; ".join(last_frame(c).strip() for c in st["crash_stacks"][:2]),
        },
        {
            "name": f"{game}: leftover temp files seen after a kill (most)",
            "value": st["max_tmp_files"],
            "unit": "files",
            "note": "removed at a later start once a minute old",
        },
    ]
    if st.get("rules_missed"):
        rows.append(
            {
                "name": f"{game}: saves not playing the house rules set",
                "value": st["rules_missed"],
                "unit": "kills",
                "target": "0",
                "ok": False,
                "note": "; ".join(st["failures"][:2]),
            }
        )
    if st["phases"]:
        rows.append(
            {
                "name": f"{game}: resumed table (phase, turn, stake, shown hands) differs from the save's",
                "value": st["table_mismatch"],
                "unit": "restarts",
                "target": "0",
                "ok": st["table_mismatch"] == 0,
            }
        )
        phases = ", ".join(f"{k} {v}" for k, v in sorted(st["phases"].items()))
        rows.append(
            {
                "name": f"{game}: kills by the hand's phase in the save",
                "value": phases,
                "unit": "",
                "note": f"{st['shown']} with a hand shown (明牌)",
            }
        )
    return rows
