"""Replay viewer: the time of one step back in the middle of a hand, on the real table (offscreen).

- table step back: ``ReplayViewer.back()`` at 3/4 of a long Gunzi hand (deal, exchange, tricks: ~300
  actions) and of a Dou Dizhu deal (3 players), until the table shows the new position (events processed).
  The table is rebuilt from the hand's start at animation speed 0 (the table draws only from events), two
  ways, alternating step by step: every event drawn as a forward step draws it (``fast_rebuild`` off, the
  old path), and the rebuild that leaves out passing moves and lays hands and stacks out once at the end.
- engine position: the engine state one action back, from the nearest snapshot (``Timeline.state_at``:
  one every 24 actions and at every trick end), beside a replay of the hand from its start.
Medians of a few steps; compare within one run only (the machine is shared).
"""

from __future__ import annotations

import copy
import os
import statistics
import time
from typing import Any


def _median_ms(samples: list[float]) -> float:
    return round(statistics.median(samples) * 1000, 2)


def _table_rows(kind: str, steps: int) -> list[dict[str, object]]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from gunapp.games.doudizhu.engine.rules import Variant
    from gunapp.games.doudizhu.ui.table import DdzTable
    from gunapp.games.gunzi.ui.table import GunziTable
    from gunapp.ui.replay.bar import open_viewer
    from tests.replay.helpers import ddz_record, gunzi_record

    app = QApplication.instance() or QApplication([])
    table: Any = GunziTable(None, speed=1) if kind == "gunzi" else DdzTable(None, Variant(kind), speed=1)
    table.resize(1280, 800)
    table.show()
    record = gunzi_record() if kind == "gunzi" else ddz_record(Variant(kind))
    viewer, _bar = open_viewer(table, record)
    n = viewer.actions_in_hand(0)
    mid = n * 3 // 4
    viewer.goto(0, mid)
    app.processEvents()
    back: dict[bool, list[float]] = {False: [], True: []}
    for i in range(steps * 2):
        fast = i % 2 == 1  # alternate, so both see the same load on the shared machine
        viewer.fast_rebuild = fast
        viewer.goto(0, mid)
        app.processEvents()
        t0 = time.perf_counter()
        viewer.back()
        app.processEvents()
        back[fast].append(time.perf_counter() - t0)
    line = viewer.timeline.hand(0)
    snap: list[float] = []
    full: list[float] = []
    for i in range(steps * 4):
        k = mid - 1 - i % steps
        t0 = time.perf_counter()
        viewer.timeline.state_at(0, k)
        snap.append(time.perf_counter() - t0)
        t0 = time.perf_counter()
        state = copy.deepcopy(line.start)
        for action in line.actions[:k]:
            state.apply(action)
        full.append(time.perf_counter() - t0)
    table.close_game()
    table.deleteLater()
    app.processEvents()
    name = "Gunzi hand" if kind == "gunzi" else "Dou Dizhu deal (3p)"
    where = f"action {mid - 1} of {n}"
    old, new = _median_ms(back[False]), _median_ms(back[True])
    return [
        {
            "name": f"{name}: table step back, every event drawn (old rebuild)",
            "value": old,
            "unit": "ms",
            "note": where,
        },
        {
            "name": f"{name}: table step back, passing moves left out (rebuild)",
            "value": new,
            "unit": "ms",
            "target": "<= 100 ms",
            "note": where,
        },
        {
            "name": f"{name}: step back, old / new",
            "value": round(old / new, 1) if new else 0.0,
            "unit": "x",
            "note": "same run, alternating",
        },
        {
            "name": f"{name}: engine position from the hand's start",
            "value": _median_ms(full),
            "unit": "ms",
            "note": where,
        },
        {
            "name": f"{name}: engine position from the nearest snapshot",
            "value": _median_ms(snap),
            "unit": "ms",
            "note": where,
        },
    ]


def run(quick: bool) -> list[dict[str, object]]:
    steps = 3 if quick else 7
    return _table_rows("gunzi", steps) + _table_rows("ddz3", steps)
