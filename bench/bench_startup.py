"""Start-up as the player waits for it: spawn to the main window's first Paint event, against a bare window.

Issue 29: ``--smoke`` stops at a ``grab()`` of its own, queued on a zero timer, which hides whatever the real
start runs before the window system asks for the first picture. Here both programs are measured the same way:

- bare: ``QApplication``, a ``QMainWindow`` with a ``QLabel`` at 1280 x 800, shown;
- gunapp: the real start (``gunapp.app.run``), with nothing changed but an event filter on the main window;

each prints a line from an event filter at the window's first ``Paint`` event and exits there. The time is the
wall time from spawning the process to reading that line. The two are spawned alternately (pairs), so a load
spike on the shared machine hits both series alike; min and median of each and the ratio of the medians.

The display is an Xvfb server the bench starts (as a player's X11 desktop: the window is mapped, exposed,
then painted); without Xvfb it falls back to ``offscreen`` and says so in every row. A third series runs
gunapp with the saves and statistics summary (``window.saved``) skipped until the first paint: the
counterfactual for moving that work off the first paint (issue 24). The frozen bundle
(``dist/gunapp/gunapp``, ``make bundle``), when it exists, is measured with its ``--smoke`` first frame
against the bare window's ``grab()`` frame, offscreen (the bundle runs no script of ours).

Both run with compiled bytecode, as an installed app does (pip and PyInstaller compile it): the children write
and read their ``.pyc`` files under a temporary ``PYTHONPYCACHEPREFIX`` (filled by the warm-up runs), even when
the caller's environment sets ``PYTHONDONTWRITEBYTECODE``.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from bench.app_driver import FIRST_PAINT, HOOK_MAIN_WINDOW, RUN_APP, display

ROOT = Path(__file__).resolve().parents[1]
BUNDLE = ROOT / "dist" / "gunapp" / "gunapp"
MARKER = "first paint"

#: both programs: the window's first Paint prints the marker (and the process's CPU seconds) and ends the run
PRINT_AND_EXIT = """
import os, time


def on_first_paint(window):
    print(f"first paint {time.process_time()}", flush=True)
    os._exit(0)
"""

BARE_WINDOW = (
    PRINT_AND_EXIT
    + FIRST_PAINT
    + """
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow

app = QApplication(sys.argv)
window = QMainWindow()
window.setCentralWidget(QLabel("gunapp"))
window.resize(1280, 800)
first_paint = FirstPaint(window)
window.installEventFilter(first_paint)
if "--grab" in sys.argv:  # what --smoke does: one frame into a pixmap, offscreen
    def frame():
        window.grab()
        print("bare: first frame", flush=True)
        app.exit(0)
    window.removeEventFilter(first_paint)
    QTimer.singleShot(0, frame)
window.show()
sys.exit(app.exec())
"""
)

APP_WINDOW = (
    PRINT_AND_EXIT
    + HOOK_MAIN_WINDOW
    + """
if "--skip-saved" in sys.argv:
    # the counterfactual: the saves and statistics summary does not run before the first paint
    class _NoSaves:
        def __getattr__(self, name):
            return lambda *a, **k: None

    main_window.MainWindow.saved = property(lambda self: _NoSaves())
"""
    + RUN_APP
)


def _time_to_line(cmd: list[str], env: dict[str, str], marker: str) -> float:
    """Seconds from spawning ``cmd`` to reading a stdout line containing ``marker``."""
    return _times_to_line(cmd, env, marker)[0]


def _times_to_line(cmd: list[str], env: dict[str, str], marker: str) -> tuple[float, float]:
    """Wall seconds from spawning ``cmd`` to reading a stdout line containing ``marker``, and the CPU seconds
    the process reports on that line (after the marker; NaN if it reports none)."""
    t = time.perf_counter()
    proc = subprocess.Popen(
        cmd, cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True
    )
    assert proc.stdout is not None
    seen = None
    cpu = float("nan")
    for line in proc.stdout:
        if marker in line:
            seen = time.perf_counter() - t
            rest = line.split(marker, 1)[1].split()
            cpu = float(rest[0]) if rest and rest[0].replace(".", "", 1).isdigit() else cpu
            break
    try:
        proc.wait(timeout=60)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()
    if seen is None:
        raise RuntimeError(f"{cmd!r} exited {proc.returncode} without printing {marker!r}")
    return seen, cpu


def _series(
    commands: dict[str, list[str]], env: dict[str, str], runs: int, marker: str = MARKER
) -> dict[str, list[float]]:
    """``runs`` rounds of every command in turn, after one unmeasured warm-up of each (bytecode, caches): wall
    seconds under each name, the process's CPU seconds under ``name + " cpu"`` (NaN where not reported)."""
    for cmd in commands.values():
        _time_to_line(cmd, env, marker)
    times: dict[str, list[float]] = {}
    for _ in range(runs):
        for name, cmd in commands.items():
            wall, cpu = _times_to_line(cmd, env, marker)
            times.setdefault(name, []).append(wall)
            times.setdefault(f"{name} cpu", []).append(cpu)
    return times


def measure(runs: int) -> tuple[dict[str, list[float]], str, dict[str, list[float]] | None]:
    """First-paint series (bare, gunapp, gunapp without the saves summary), the display used, and the
    frozen bundle's smoke series (bare grab, bundle) if the bundle is built."""
    env = dict(os.environ)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    with tempfile.TemporaryDirectory() as folder, display() as shown:
        note = shown.pop("_DISPLAY_NOTE")
        env.update(shown)
        env["GUNAPP_CONFIG_DIR"] = folder  # default settings, no saves: the plain first start page
        env["GUNAPP_DATA_DIR"] = folder
        env["PYTHONPYCACHEPREFIX"] = str(Path(folder) / "pycache")
        bare = Path(folder) / "bare_window.py"
        bare.write_text(BARE_WINDOW, encoding="utf-8")
        app = Path(folder) / "app_window.py"
        app.write_text(APP_WINDOW, encoding="utf-8")
        commands = {
            "bare": [sys.executable, str(bare)],
            "gunapp": [sys.executable, str(app)],
            "gunapp, summary skipped": [sys.executable, str(app), "--skip-saved"],
        }
        paint = _series(commands, env, runs)
        frozen = None
        if BUNDLE.exists():
            env["QT_QPA_PLATFORM"] = "offscreen"
            env.pop("DISPLAY", None)
            smoke = {"bare": [sys.executable, str(bare), "--grab"], "bundle": [str(BUNDLE), "--smoke"]}
            frozen = _series(smoke, env, runs, marker="first frame")
    return paint, note, frozen


def _row(name: str, times: list[float], note: str) -> dict[str, object]:
    return {
        "name": name,
        "value": round(statistics.median(times), 3),
        "unit": "s",
        "note": f"min {min(times):.3f} s, max {max(times):.3f} s, {note}",
    }


def _ratio(name: str, a: list[float], b: list[float], target: str) -> dict[str, object]:
    return {
        "name": name,
        "value": round(statistics.median(a) / statistics.median(b), 2),
        "unit": "x",
        "target": target,
        "note": f"mins {min(a) / min(b):.2f}x",
    }


def run(quick: bool) -> list[dict[str, object]]:
    runs = 5 if quick else 15
    paint, shown, frozen = measure(runs)
    load = f"load {os.getloadavg()[0]:.2f}"
    bare, app, skipped = paint["bare"], paint["gunapp"], paint["gunapp, summary skipped"]
    rows = [
        _row(f"bare PySide6 window, spawn to first paint (p50 of {runs})", bare, f"{shown}, {load}"),
        _row(
            f"gunapp main window, spawn to first paint (p50 of {runs})",
            app,
            "alternating with the bare window",
        ),
        _ratio("first paint ratio, gunapp / bare window (p50s)", app, bare, "<= 1.5x"),
        _row(
            f"gunapp, saves summary skipped before the first paint (p50 of {runs})",
            skipped,
            "counterfactual for the summary moved off the first paint (issue 24)",
        ),
        _ratio("first paint ratio without the summary, gunapp / bare (p50s)", skipped, bare, "<= 1.5x"),
    ]
    # the processes' own CPU time to the first paint: what the start costs, less bent by the other programs
    cpu = {name: paint[f"{name} cpu"] for name in ("bare", "gunapp", "gunapp, summary skipped")}
    for name, label in (("gunapp", ""), ("gunapp, summary skipped", " without the summary")):
        row = _ratio(
            f"first paint CPU ratio{label}, gunapp / bare window (p50s)", cpu[name], cpu["bare"], "<= 1.5x"
        )
        row["note"] = (
            f"process CPU time {statistics.median(cpu[name]):.3f} s / {statistics.median(cpu['bare']):.3f} s; "
            + str(row["note"])
        )
        rows.append(row)
    if frozen is None:
        rows.append({"name": "frozen bundle", "value": "not built", "unit": "", "note": f"no {BUNDLE.name}"})
    else:
        rows += [
            _row(
                f"frozen bundle --smoke, spawn to first frame (p50 of {runs})", frozen["bundle"], "offscreen"
            ),
            _ratio("frozen bundle / bare window grab (p50s)", frozen["bundle"], frozen["bare"], "<= 1.5x"),
        ]
    return rows


if __name__ == "__main__":
    for row in run("--quick" in sys.argv):
        print(row)
