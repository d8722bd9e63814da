"""Start-up as the player waits for it: spawn to the main window's first Paint event, against a bare window.

Issue 29: ``--smoke`` stops at a ``grab()`` of its own, queued on a zero timer, which hides whatever the real
start runs before the window system asks for the first picture. Here both programs are measured the same way:

- bare: ``QApplication``, a ``QMainWindow`` with a ``QLabel`` at 1280 x 800, shown;
- gunapp: the real start (``gunapp.app.run``), with nothing changed but an event filter on the main window;

each prints a line from an event filter at the window's first ``Paint`` event (the main window's own paint, the
first of the frame), then one more when that frame is done (a high-priority event posted from the filter: the
children painted and the frame flushed to the window system, before any work the app queued for after it), and
exits. The time is the wall time from spawning the process to reading each line. The two are spawned
alternately (pairs), so a load spike on the shared machine hits both series alike; min and median of each and
the ratio of the medians, and each process's own CPU time to the same points (less bent by the other programs).

The display is an Xvfb server the bench starts (as a player's X11 desktop: the window is mapped, exposed,
then painted); without Xvfb it falls back to ``offscreen`` and says so in every row. The driver imports only
``gunapp.app`` before the start (``bench.app_driver``), as the installed ``gunapp`` script does.

The frozen bundle (``dist/gunapp/gunapp``, ``make package``), when it exists, runs no script of ours: its real
start prints the end of its first frame itself when ``GUNAPP_REPORT_FIRST_FRAME`` is set (``gunapp.app``, at the
zero timer after the main window's first paint), measured under the same display against the same bare window;
and its ``--smoke`` grab, offscreen, against the bare window's ``grab()``. Both go in alternating rounds with the
same bare window frozen by the bundle's own spec (``bench.frozen_bare``, built once into ``build/bench-bare/``):
the bundle against the venv's bare window is the issue's yardstick, against the frozen one what gunapp's own
start adds to any frozen PySide6 program. CPU times the programs do not print are read from ``/proc``.

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

from bench import frozen_bare
from bench.app_driver import FIRST_PAINT, HOOK_MAIN_WINDOW, RUN_APP, display

ROOT = Path(__file__).resolve().parents[1]
BUNDLE = ROOT / "dist" / "gunapp" / "gunapp"
MARKER = "first paint"
FRAME = "first frame"

#: both programs: the window's first Paint prints the marker (and the process's CPU seconds); a high-priority
#: event posted then arrives once the frame is painted and flushed (ahead of anything queued for after it):
#: it prints the second marker and ends the run
PRINT_AND_EXIT = """
import os, time


def on_first_paint(window):
    print(f"first paint {time.process_time()}", flush=True)
    from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt

    class FrameDone(QObject):
        def event(self, event):
            if event.type() == QEvent.Type.User:
                print(f"first frame {time.process_time()}", flush=True)
                os._exit(0)
            return super().event(event)

    global _frame_done
    _frame_done = FrameDone()
    QCoreApplication.postEvent(_frame_done, QEvent(QEvent.Type.User), Qt.EventPriority.HighEventPriority.value)
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

APP_WINDOW = PRINT_AND_EXIT + HOOK_MAIN_WINDOW + RUN_APP


def _proc_cpu(pid: int) -> float:
    """CPU seconds the process ``pid`` has run so far, all its threads (Linux ``schedstat``); NaN elsewhere."""
    total = 0
    for stat in Path(f"/proc/{pid}/task").glob("*/schedstat"):
        try:
            total += int(stat.read_text().split()[0])
        except (OSError, ValueError, IndexError):
            return float("nan")
    return total / 1e9 if total else float("nan")


def _times_to_lines(
    cmd: list[str], env: dict[str, str], markers: tuple[str, ...]
) -> dict[str, tuple[float, float]]:
    """For each of ``markers``: wall seconds from spawning ``cmd`` to reading a stdout line containing it, and
    the CPU seconds the process reports on that line (after the marker; else read from ``/proc``)."""
    t = time.perf_counter()
    proc = subprocess.Popen(
        cmd, cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True
    )
    assert proc.stdout is not None
    seen: dict[str, tuple[float, float]] = {}
    for line in proc.stdout:
        for marker in markers:
            if marker in line and marker not in seen:
                rest = line.split(marker, 1)[1].split()
                cpu = (
                    float(rest[0]) if rest and rest[0].replace(".", "", 1).isdigit() else _proc_cpu(proc.pid)
                )
                seen[marker] = (time.perf_counter() - t, cpu)
        if len(seen) == len(markers):
            break
    if len(seen) == len(markers):
        proc.kill()  # the frozen bundle's real start runs on (the bare windows and drivers have exited)
    try:
        proc.wait(timeout=60)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()
    missing = [m for m in markers if m not in seen]
    if missing:
        raise RuntimeError(f"{cmd!r} exited {proc.returncode} without printing {missing!r}")
    return seen


def _series(
    commands: dict[str, list[str]], env: dict[str, str], runs: int, markers: tuple[str, ...]
) -> dict[str, list[float]]:
    """``runs`` rounds of every command in turn, after one unmeasured warm-up of each (bytecode, caches): the
    wall seconds to each marker under ``"name, marker"``, the process's CPU seconds under ``"name, marker cpu"``
    (NaN where not reported)."""
    for cmd in commands.values():
        _times_to_lines(cmd, env, markers)
    times: dict[str, list[float]] = {}
    for _ in range(runs):
        for name, cmd in commands.items():
            for marker, (wall, cpu) in _times_to_lines(cmd, env, markers).items():
                times.setdefault(f"{name}, {marker}", []).append(wall)
                times.setdefault(f"{name}, {marker} cpu", []).append(cpu)
    return times


def measure(
    runs: int, baseline: Path | None = None
) -> tuple[dict[str, list[float]], str, dict[str, list[float]] | None]:
    """First-paint and first-frame series (bare, gunapp, and gunapp from the ``baseline`` checkout if given,
    all alternating), the display used, and the frozen bundle's smoke series (bare grab from the venv, the
    frozen bare window's grab if it could be built, bundle) if the bundle is built."""
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
        commands = {"bare": [sys.executable, str(bare)], "gunapp": [sys.executable, str(app)]}
        if baseline is not None:
            # another checkout's gunapp, found first on the path (the installed one is an editable finder,
            # consulted after the path): before/after in the same alternating rounds
            launcher = Path(folder) / "baseline.py"
            launcher.write_text(
                f"import sys\nsys.path.insert(0, {str(baseline)!r})\nexec(open({str(app)!r}).read())\n",
                encoding="utf-8",
            )
            commands["baseline"] = [sys.executable, str(launcher)]
        paint = _series(commands, env, runs, (MARKER, FRAME))
        frozen = None
        if BUNDLE.exists():
            frozen_exe = frozen_bare.build(BARE_WINDOW)
            # the real start, as the venv's above: to the end of the main window's first frame on the display
            real = {"bare": [sys.executable, str(bare)], "bundle": [str(BUNDLE)]}
            smoke = {
                "bare grab": [sys.executable, str(bare), "--grab"],
                "bundle smoke": [str(BUNDLE), "--smoke"],
            }
            if frozen_exe is not None:
                real["frozen bare"] = [str(frozen_exe)]
                smoke["frozen bare grab"] = [str(frozen_exe), "--grab"]
            frozen = _series(real, dict(env, GUNAPP_REPORT_FIRST_FRAME="1"), runs, (FRAME,))
            env["QT_QPA_PLATFORM"] = "offscreen"
            env.pop("DISPLAY", None)
            frozen |= _series(smoke, env, runs, (FRAME,))
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


def _cpu_ratio(name: str, a: list[float], b: list[float], target: str) -> dict[str, object]:
    row = _ratio(name, a, b, target)
    row["note"] = (
        f"process CPU time {statistics.median(a):.3f} s / {statistics.median(b):.3f} s; {row['note']}"
    )
    return row


def _frozen_rows(frozen: dict[str, list[float]], runs: int, shown: str, load: str) -> list[dict[str, object]]:
    """The bundle's rows: its real start under the display and its ``--smoke`` grab offscreen, each against
    the venv's bare window (the issue's yardstick) and the frozen bare window measured in the same rounds."""
    rows: list[dict[str, object]] = []
    for bundle, bare, frozen_bare_name, how, where in (
        ("bundle", "bare", "frozen bare", "real start, first frame on the display", shown),
        ("bundle smoke", "bare grab", "frozen bare grab", "--smoke grab, offscreen", "offscreen"),
    ):
        times = frozen[f"{bundle}, {FRAME}"]
        rows += [
            _row(f"frozen bundle, {how}, spawn to first frame (p50 of {runs})", times, f"{where}, {load}"),
            _ratio(
                f"frozen bundle / bare window from the venv, {how} (p50s)",
                times,
                frozen[f"{bare}, {FRAME}"],
                "<= 1.5x",
            ),
            _cpu_ratio(
                f"frozen bundle / bare window from the venv, {how}, process CPU (p50s)",
                frozen[f"{bundle}, {FRAME} cpu"],
                frozen[f"{bare}, {FRAME} cpu"],
                "<= 1.5x",
            ),
        ]
        if f"{frozen_bare_name}, {FRAME}" not in frozen:
            rows.append(
                {"name": "frozen bare window", "value": "not built", "unit": "", "note": "no PyInstaller"}
            )
            continue
        same = frozen[f"{frozen_bare_name}, {FRAME}"]
        rows += [
            _row(
                f"frozen bare window (same spec), {how}, spawn to first frame (p50 of {runs})",
                same,
                "same rounds",
            ),
            _ratio(f"frozen bundle / frozen bare window, {how} (p50s)", times, same, ""),
            _cpu_ratio(
                f"frozen bundle / frozen bare window, {how}, process CPU (p50s)",
                frozen[f"{bundle}, {FRAME} cpu"],
                frozen[f"{frozen_bare_name}, {FRAME} cpu"],
                "",
            ),
            _ratio(
                f"frozen bare window / bare window from the venv, {how} (p50s)",
                same,
                frozen[f"{bare}, {FRAME}"],
                "",
            ),
        ]
    return rows


def _baseline_label() -> str:
    """What the baseline checkout is called in the rows: ``GUNAPP_BENCH_BASELINE_LABEL`` (a branch, a commit)."""
    return os.environ.get("GUNAPP_BENCH_BASELINE_LABEL") or f"at {os.environ.get('GUNAPP_BENCH_BASELINE')}"


def run(quick: bool) -> list[dict[str, object]]:
    runs = 5 if quick else 15
    # a checkout to compare with, in the same rounds (``GUNAPP_BENCH_BASELINE_LABEL`` names it in the rows)
    base = os.environ.get("GUNAPP_BENCH_BASELINE")
    paint, shown, frozen = measure(runs, Path(base) if base else None)
    load = f"load {os.getloadavg()[0]:.2f}"
    names = ["gunapp"] + (["baseline"] if base else [])
    rows = [
        _row(
            f"bare PySide6 window, spawn to first paint (p50 of {runs})",
            paint["bare, first paint"],
            f"{shown}, {load}",
        ),
    ]
    for name in names:
        label = "gunapp" if name == "gunapp" else f"gunapp {_baseline_label()}"
        app = paint[f"{name}, {MARKER}"]
        rows += [
            _row(
                f"{label} main window, spawn to first paint (p50 of {runs})",
                app,
                "alternating with the bare window",
            ),
            _ratio(
                f"first paint ratio, {label} / bare window (p50s)", app, paint["bare, first paint"], "<= 1.5x"
            ),
            _ratio(
                f"first frame ratio (painted and flushed), {label} / bare window (p50s)",
                paint[f"{name}, {FRAME}"],
                paint[f"bare, {FRAME}"],
                "<= 1.5x",
            ),
            # the processes' own CPU time: what the start costs, less bent by the other programs
            _cpu_ratio(
                f"first paint CPU ratio, {label} / bare window (p50s)",
                paint[f"{name}, {MARKER} cpu"],
                paint[f"bare, {MARKER} cpu"],
                "<= 1.5x",
            ),
            _cpu_ratio(
                f"first frame CPU ratio, {label} / bare window (p50s)",
                paint[f"{name}, {FRAME} cpu"],
                paint[f"bare, {FRAME} cpu"],
                "<= 1.5x",
            ),
        ]
    if frozen is None:
        rows.append({"name": "frozen bundle", "value": "not built", "unit": "", "note": f"no {BUNDLE.name}"})
    else:
        rows += _frozen_rows(frozen, runs, shown, f"load {os.getloadavg()[0]:.2f}")
    return rows


if __name__ == "__main__":
    for row in run("--quick" in sys.argv):
        print(row)
