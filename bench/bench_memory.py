"""Resident memory the player's machine gives the app: the start page, each table, what each part costs, and
growth over an evening (issue 29: at most 150 MB while playing any table, at most 5 MB from deal 50 to 500).

One fresh process per table runs the real app (``gunapp.app.run``, default settings: sound on) and steps,
reading its own resident set (``VmRSS``, after a ``gc.collect()``) after each:

1. the start page, first painted, with the saves and statistics summary built (what a real start does next);
2. the sound service preloaded (QtMultimedia, its media plugin, the ``QSoundEffect``s), as a table's opening does;
3. the game's AI levels module imported (with the engine it plays), then its table module (UI, model, comforts);
4. the demo's path with every seat AI at speed 0 (``--demo``): after the first deal, then at the checkpoints.

The parts are increments in this order, so each says what that step added on top of the ones before (a module
two steps share counts in the first). Without an audio device (a headless machine) QtMultimedia loads but no
sound effect is created; the row says how many effects were made.

The display is the bench's own Xvfb server (as ``bench_startup``), ``offscreen`` without Xvfb.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from bench.app_driver import HOOK_MAIN_WINDOW, RUN_APP, display

ROOT = Path(__file__).resolve().parents[1]
TARGET_MB = 150.0
GAMES = ("gunzi", "ddz3", "ddz4")

DRIVER = (
    """
import gc, importlib, os, sys
from PySide6.QtCore import QTimer

from gunapp.core import registry

GAME = sys.argv[1]
CHECKPOINTS = [int(n) for n in sys.argv[2].split(",")]


def rss_mb():
    gc.collect()
    with open("/proc/self/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return 0.0


def say(label, extra=""):
    print(f"rss\\t{label}\\t{rss_mb():.1f}\\t{extra}", flush=True)


def steps(window):
    window.saved  # the summary a real start builds right after the first paint
    say("start page")
    window.sound.preload()
    backend = window.sound._backend
    voices = sum(len(v) for v in getattr(backend, "_voices", {}).values())
    say("sound", f"{voices} sound effects")
    spec = registry.game(GAME)
    importlib.import_module(spec.agents.split(":")[0])  # the AI levels (and the engine they play)
    say("ai modules")
    importlib.import_module(spec.table.split(":")[0] + ".table")  # the table widget, its model, comforts
    say("table modules")
    from gunapp.demo import start_demo

    table = start_demo(window, GAME, ["--speed", "0", "--agents", "normal"])
    model = table.model
    signal = getattr(model, "deal_ended", None) or model.hand_settled
    played = [0]

    def on_deal(_event):
        played[0] += 1
        if played[0] in CHECKPOINTS:
            from gunapp.ui.table.card_painter import shared_painter

            import linecache

            kept = sum(sum(map(len, entry[2])) for entry in list(linecache.cache.values()) if len(entry) > 2)
            cards = f"card pixmaps {shared_painter().cached_bytes / 2**20:.1f} MB, source lines kept {kept / 2**20:.1f} MB"
            QTimer.singleShot(0, lambda n=played[0]: say(f"deal {n}", cards))
        if played[0] >= CHECKPOINTS[-1]:
            QTimer.singleShot(0, lambda: os._exit(0))

    signal.connect(on_deal)


def on_first_paint(window):
    QTimer.singleShot(0, lambda: steps(window))
"""
    + HOOK_MAIN_WINDOW
    + RUN_APP
)


def measure(
    game: str, checkpoints: list[int], env: dict[str, str]
) -> tuple[list[tuple[str, float, str]], float]:
    """The driver's (label, MB, note) lines for ``game`` and the wall seconds it took."""
    with tempfile.TemporaryDirectory() as folder:
        script = Path(folder) / "memory_driver.py"
        script.write_text(DRIVER, encoding="utf-8")
        env = dict(env, GUNAPP_CONFIG_DIR=folder, GUNAPP_DATA_DIR=folder)
        t = time.perf_counter()
        out = subprocess.run(
            [sys.executable, str(script), game, ",".join(map(str, checkpoints))],
            cwd=ROOT,
            env=env,
            capture_output=True,
            text=True,
            timeout=3600,
        )
        seconds = time.perf_counter() - t
    rows = []
    for line in out.stdout.splitlines():
        if line.startswith("rss\t"):
            _, label, mb, note = line.split("\t")
            rows.append((label, float(mb), note))
    if not rows or not rows[-1][0].startswith("deal"):
        raise RuntimeError(
            f"memory driver for {game} stopped early (exit {out.returncode}): {out.stderr[-2000:]}"
        )
    return rows, seconds


def _rows(
    game: str, points: list[int], rows: list[tuple[str, float, str]], seconds: float
) -> list[dict[str, object]]:
    out: list[dict[str, object]] = []
    values = {label: mb for label, mb, _ in rows}
    before = None
    for label, mb, extra in rows:
        row: dict[str, object] = {"name": f"{game}: {label}", "value": round(mb, 1), "unit": "MB"}
        notes = [] if before is None else [f"{mb - before:+.1f} MB"]
        row["note"] = ", ".join(notes + ([extra] if extra else []))
        if label.startswith("deal"):
            row["target"] = f"<= {TARGET_MB:.0f} MB"
        out.append(row)
        before = mb
    mid, end = values[f"deal {points[1]}"], values[f"deal {points[-1]}"]
    deals = points[-1] - points[1]
    out.append(
        {
            "name": f"{game}: growth from deal {points[1]} to {points[-1]}",
            "value": round(end - mid, 1),
            "unit": "MB",
            "target": "<= 5 MB" if (points[1], points[-1]) == (50, 500) else "",
            "note": f"{(end - mid) * 1024 / deals:.1f} KB a deal; {seconds:.0f} s wall at speed 0, every seat AI",
        }
    )
    return out


def _compiled(env: dict[str, str], folder: str, trees: list[Path]) -> dict[str, str]:
    """``env`` for children that run from compiled bytecode, as an installed app does (pip and PyInstaller
    compile it): written first under ``folder``, so no child holds the compiler's work in its figures."""
    env = dict(env, PYTHONPYCACHEPREFIX=str(Path(folder) / "pycache"))
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    for tree in trees:
        subprocess.run([sys.executable, "-m", "compileall", "-q", str(tree / "gunapp")], env=env, check=False)
    subprocess.run([sys.executable, "-c", "import PySide6.QtWidgets, pydantic"], env=env, check=False)
    return env


def run(quick: bool) -> list[dict[str, object]]:
    base = os.environ.get("GUNAPP_BENCH_BASELINE")  # a checkout to compare with, each table right after ours
    result: list[dict[str, object]] = []
    with display() as shown, tempfile.TemporaryDirectory() as folder:
        note = shown.pop("_DISPLAY_NOTE")
        env = _compiled(dict(os.environ, **shown), folder, [ROOT] + ([Path(base)] if base else []))
        for game in GAMES:
            # a Gunzi hand is a long deal (four players, three decks, ~0.8 s at speed 0 here): its evening is
            # measured to hand 150
            points = [1, 10, 40] if quick else [1, 50, 150 if game == "gunzi" else 500]
            runs = [(game, env)]
            if base:
                # the other checkout found first on the path (the installed gunapp is an editable finder,
                # consulted after it)
                label = os.environ.get("GUNAPP_BENCH_BASELINE_LABEL") or f"at {base}"
                runs.append((f"{game}, {label}", dict(env, PYTHONPATH=base)))
            for name, run_env in runs:
                load = os.getloadavg()[0]
                rows, seconds = measure(game, points, run_env)
                game_rows = _rows(name, points, rows, seconds)
                game_rows[0]["note"] = f"{note}, load {load:.2f}; default settings (sound on)"
                result += game_rows
    return result


if __name__ == "__main__":
    for row in run("--quick" in sys.argv):
        print(row)
