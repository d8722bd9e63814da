"""UI figures: frame time of a 162-card table, start to first frame of ``--smoke``, peak memory.

- render: the table scene with 162 face-up cards (three decks: the Gunzi count) at 1280 x 800, rendered into
  a QImage; median over at least 50 frames after a warm-up (card pixmaps are cached by then, as in play).
- start: wall time from spawning ``python -m gunapp --smoke`` to its "first frame" line; median of 5 runs.
- memory: peak RSS of a ``--smoke`` run with the card gallery open, and of this process after rendering.
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


def _render_times(frames: int) -> tuple[float, float]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QPointF
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtWidgets import QApplication

    from gunapp.core.cards import make_deck
    from gunapp.ui.table.canvas import TableCanvas

    app = QApplication.instance() or QApplication([])
    canvas = TableCanvas(4, speed=0)
    canvas.resize(1280, 800)
    canvas.show()
    app.processEvents()
    canvas.relayout()
    lay = canvas.table_layout
    deck = make_deck(3)
    # a busy table: a 39-card hand, every card of the rest face up across the felt
    hand = [canvas.new_card(c, lay.deck_point()) for c in deck[:39]]
    canvas.hand.put(hand)
    canvas.animator.enqueue(canvas.hand.layout_step())
    w = lay.trick_width
    for i, c in enumerate(deck[39:]):
        item = canvas.new_card(c, QPointF(60 + (i % 24) * 48, 40 + (i // 24) * 95), width=w)
        item.setZValue(300 + i)
    img = QImage(1280, 800, QImage.Format.Format_ARGB32_Premultiplied)
    times: list[float] = []
    for i in range(frames + 5):
        t = time.perf_counter()
        p = QPainter(img)
        canvas.scene.render(p)
        p.end()
        if i >= 5:
            times.append((time.perf_counter() - t) * 1000)
    canvas.close()
    return statistics.median(times), min(times)


def _smoke_start(runs: int) -> tuple[float, float]:
    """Median wall time to the first frame and the largest child peak RSS (MB)."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    times: list[float] = []
    with tempfile.TemporaryDirectory() as cfg:
        env["GUNAPP_CONFIG_DIR"] = cfg
        for _ in range(runs):
            t = time.perf_counter()
            proc = subprocess.Popen(
                [sys.executable, "-m", "gunapp", "--smoke"],
                cwd=ROOT,
                env=env,
                stdout=subprocess.PIPE,
                stderr=subprocess.DEVNULL,
                text=True,
            )
            assert proc.stdout is not None
            for line in proc.stdout:
                if "first frame" in line:
                    times.append(time.perf_counter() - t)
                    break
            proc.wait(timeout=60)
        peak = _peak_rss_mb([sys.executable, "-m", "gunapp", "--smoke", "--page", "gallery"], env)
    return statistics.median(times), peak


def _peak_rss_mb(cmd: list[str], env: dict[str, str]) -> float:
    """Peak RSS of one run of ``cmd``, read in a fresh wrapper process.

    RUSAGE_CHILDREN of this process would report the largest child of the whole bench run (the Dou Dizhu agent
    process, say), not the app's own peak.
    """
    probe = (
        "import resource, subprocess, sys; subprocess.run(sys.argv[1:], check=True, capture_output=True, timeout=60);"
        " print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)"
    )
    out = subprocess.run(
        [sys.executable, "-c", probe, *cmd],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=90,
        check=True,
    )
    return int(out.stdout.strip().splitlines()[-1]) / 1024


def run(quick: bool) -> list[dict[str, object]]:
    frames = 50 if quick else 120
    median_ms, best_ms = _render_times(frames)
    start_s, child_mb = _smoke_start(5)
    return [
        {
            "name": f"table render, 162 face-up cards, 1280x800 (median of {frames})",
            "value": round(median_ms, 2),
            "unit": "ms",
            "target": "<= 5 ms",
            "note": f"best {best_ms:.2f} ms",
        },
        {
            "name": "start to first frame, --smoke (median of 5)",
            "value": round(start_s, 3),
            "unit": "s",
            "target": "<= 0.6 s",
            "note": "wall time from spawn, offscreen",
        },
        {
            "name": "peak RSS, --smoke with the card gallery",
            "value": round(child_mb, 1),
            "unit": "MB",
            "target": "<= 150 MB",
        },
    ]


if __name__ == "__main__":
    for row in run("--quick" in sys.argv):
        print(row)
