"""Start-up against a bare PySide6 window, side by side in one run (issue 15: at most 2x the bare window).

Both processes are spawned alternately, so a load spike on the shared machine hits both series alike:

- bare: ``QApplication``, a ``QMainWindow`` with a ``QLabel``, shown, one frame painted with ``grab()`` (as
  ``--smoke`` does), a line printed;
- gunapp: ``python -m gunapp --smoke`` up to its "first frame" line (the start page, painted once).

Each time is wall time from spawning the process to reading its line; p50 of each series and the ratio.

Both run with compiled bytecode, as an installed app does (pip and PyInstaller compile it): the children write
and read their ``.pyc`` files under a temporary ``PYTHONPYCACHEPREFIX`` (filled by the warm-up runs), even when
the caller's environment sets ``PYTHONDONTWRITEBYTECODE`` (the helpers' sessions do), which would otherwise make
every app start compile its ~40 modules from source while PySide6's bytecode comes from site-packages.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

BARE_WINDOW = """
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow

app = QApplication(sys.argv)
window = QMainWindow()
window.setCentralWidget(QLabel("gunapp"))
window.resize(1280, 800)
window.show()

def first_frame():
    window.grab()
    print("bare: first frame", flush=True)
    app.exit(0)

QTimer.singleShot(0, first_frame)
sys.exit(app.exec())
"""


def _time_to_line(cmd: list[str], env: dict[str, str], marker: str) -> float:
    """Seconds from spawning ``cmd`` to reading a stdout line containing ``marker``."""
    t = time.perf_counter()
    proc = subprocess.Popen(
        cmd, cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True
    )
    assert proc.stdout is not None
    seen = None
    for line in proc.stdout:
        if marker in line:
            seen = time.perf_counter() - t
            break
    proc.wait(timeout=60)
    if seen is None:
        raise RuntimeError(f"{cmd!r} exited {proc.returncode} without printing {marker!r}")
    return seen


def measure(runs: int) -> tuple[list[float], list[float]]:
    """``runs`` alternating pairs (bare, gunapp) after one unmeasured warm-up of each (file caches)."""
    env = dict(os.environ, QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"))
    bare: list[float] = []
    app: list[float] = []
    with tempfile.TemporaryDirectory() as folder:
        env["GUNAPP_CONFIG_DIR"] = folder  # default settings, no saves: the plain first start page
        env["GUNAPP_DATA_DIR"] = folder
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        env["PYTHONPYCACHEPREFIX"] = str(Path(folder) / "pycache")
        script = Path(folder) / "bare_window.py"
        script.write_text(BARE_WINDOW, encoding="utf-8")
        bare_cmd = [sys.executable, str(script)]
        app_cmd = [sys.executable, "-m", "gunapp", "--smoke"]
        _time_to_line(bare_cmd, env, "first frame")  # also writes the bytecode of both
        _time_to_line(app_cmd, env, "first frame")
        for _ in range(runs):
            bare.append(_time_to_line(bare_cmd, env, "first frame"))
            app.append(_time_to_line(app_cmd, env, "first frame"))
    return bare, app


def run(quick: bool) -> list[dict[str, object]]:
    runs = 5 if quick else 15
    bare, app = measure(runs)
    b, a = statistics.median(bare), statistics.median(app)
    return [
        {
            "name": f"bare PySide6 window, spawn to first frame (p50 of {runs})",
            "value": round(b, 3),
            "unit": "s",
            "note": f"min {min(bare):.3f} s, max {max(bare):.3f} s, offscreen, bytecode compiled",
        },
        {
            "name": f"python -m gunapp --smoke, spawn to first frame (p50 of {runs})",
            "value": round(a, 3),
            "unit": "s",
            "note": f"min {min(app):.3f} s, max {max(app):.3f} s, alternating with the bare window",
        },
        {
            "name": "start-up ratio, gunapp / bare window (p50s)",
            "value": round(a / b, 2),
            "unit": "x",
            "target": "<= 2x",
        },
    ]


if __name__ == "__main__":
    for row in run("--quick" in sys.argv):
        print(row)
