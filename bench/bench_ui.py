"""Frames at the tables: what each repaint of the table view costs on the GUI thread, while a game plays.

One fresh process per table (Gunzi, Dou Dizhu 3, Dou Dizhu 4) runs the real app on the bench's Xvfb display
(``offscreen`` without it), opens the table through the demo's path (every seat AI, normal AI level) at the
default animation speed (1), and times every paint of the table view's viewport for a few seconds of play from
the first deal: the scene drawn into the window's backing store (felt, cards, plates), the work a frame costs
the GUI thread. Per table: median and p95 in ms of wall time and of the GUI thread's CPU time (the frame's own
cost, which the other programs on a busy machine inflate less), frames per second painted, and the share of the
view each frame repainted (the area of the paint event's region) (the Dou Dizhu 4 deal sends a card to each of four seats in turn: the most repaints).

Also the synthetic ``render`` figure kept from earlier runs (162 face-up cards rendered into an image) to
compare with the README's history. Timings are for ratios within one run on a shared machine: the row notes the
load (``os.getloadavg``) when the table was measured.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from bench.app_driver import HOOK_MAIN_WINDOW, RUN_APP, display

ROOT = Path(__file__).resolve().parents[1]
GAMES = ("gunzi", "ddz3", "ddz4")

DRIVER = (
    """
import os, sys, time
from PySide6.QtCore import QEvent, QObject, QTimer

GAME, SECONDS = sys.argv[1], float(sys.argv[2])


class FrameTimer(QObject):
    \"\"\"Times each Paint of the view's viewport by delivering it here (the view's own handler) and returning
    True, so it runs once, inside the measurement.\"\"\"

    def __init__(self, view):
        super().__init__(view)
        self.view = view
        self.frames = []

    def eventFilter(self, watched, event):
        if event.type() != QEvent.Type.Paint:
            return False
        size = watched.size()
        area = sum(r.width() * r.height() for r in event.region())
        share = area / max(1, size.width() * size.height())
        t, cpu = time.perf_counter(), time.thread_time()
        self.view.viewportEvent(event)
        self.frames.append(((time.perf_counter() - t) * 1000, (time.thread_time() - cpu) * 1000, share))
        return True


def start(window):
    from gunapp.demo import start_demo

    table = start_demo(window, GAME, ["--speed", "1", "--agents", "normal"])
    view = table.canvas.view
    timer = FrameTimer(view)
    view.viewport().installEventFilter(timer)

    def done():
        for ms, cpu, share in timer.frames:
            print(f"frame\\t{ms:.3f}\\t{cpu:.3f}\\t{share:.3f}")
        print(f"load\\t{os.getloadavg()[0]:.2f}", flush=True)
        os._exit(0)

    QTimer.singleShot(int(SECONDS * 1000), done)


def on_first_paint(window):
    QTimer.singleShot(0, lambda: start(window))
"""
    + HOOK_MAIN_WINDOW
    + RUN_APP
)


Frame = tuple[float, float, float]


def table_frames(game: str, seconds: float, env: dict[str, str]) -> tuple[list[Frame], float]:
    """(wall ms, GUI thread CPU ms, share of the view repainted) per frame of ``seconds`` of play at ``game``,
    and the load then."""
    with tempfile.TemporaryDirectory() as folder:
        script = Path(folder) / "frames_driver.py"
        script.write_text(DRIVER, encoding="utf-8")
        env = dict(env, GUNAPP_CONFIG_DIR=folder, GUNAPP_DATA_DIR=folder)
        out = subprocess.run(
            [sys.executable, str(script), game, str(seconds)],
            cwd=ROOT,
            env=env,
            capture_output=True,
            text=True,
            timeout=seconds + 120,
        )
    frames: list[Frame] = []
    load = float("nan")
    for line in out.stdout.splitlines():
        kind, *values = line.split("\t")
        if kind == "frame":
            frames.append((float(values[0]), float(values[1]), float(values[2])))
        elif kind == "load":
            load = float(values[0])
    if not frames:
        raise RuntimeError(f"no frames painted at {game} (exit {out.returncode}): {out.stderr[-2000:]}")
    return frames, load


def _p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


def _render_times(frames: int) -> tuple[float, float]:
    """The synthetic figure: a 162-card table rendered into a QImage (median, best ms)."""
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


def run(quick: bool) -> list[dict[str, object]]:
    seconds = 4.0 if quick else 12.0
    rows: list[dict[str, object]] = []
    with display() as shown:
        note = shown.pop("_DISPLAY_NOTE")
        env = dict(os.environ, **shown)
        for game in GAMES:
            frames, load = table_frames(game, seconds, env)
            ms = [f[0] for f in frames]
            cpu = [f[1] for f in frames]
            share = [f[2] for f in frames]
            rows.append(
                {
                    "name": f"{game}: table view frame, median of {len(ms)} in {seconds:.0f} s of play",
                    "value": round(statistics.median(ms), 2),
                    "unit": "ms",
                    "target": "<= 5 ms (quiet machine)",
                    "note": f"p95 {_p95(ms):.2f} ms, max {max(ms):.1f} ms (wall); GUI thread CPU median "
                    f"{statistics.median(cpu):.2f} ms, p95 {_p95(cpu):.2f} ms; {len(ms) / seconds:.0f} frames/s, "
                    f"median {statistics.median(share) * 100:.0f} % of the view repainted; {note}, load {load:.2f}",
                }
            )
    frames_n = 50 if quick else 120
    median_ms, best_ms = _render_times(frames_n)
    rows.append(
        {
            "name": f"table render, 162 face-up cards, 1280x800 (median of {frames_n})",
            "value": round(median_ms, 2),
            "unit": "ms",
            "target": "<= 5 ms",
            "note": f"best {best_ms:.2f} ms, offscreen, load {os.getloadavg()[0]:.2f}",
        }
    )
    return rows


if __name__ == "__main__":
    for row in run("--quick" in sys.argv):
        print(row)
