"""Issue 26: ten quick ▶ clicks put the replay's step label at 10 while the table and the card counts were
still near 6; the label, the table and the counts must agree as soon as the last step has moved."""

from __future__ import annotations

import time
from collections import Counter
from typing import Any

import pytest

from gunapp.games.doudizhu.engine.rules import Variant
from gunapp.games.doudizhu.ui.table import DdzTable
from gunapp.games.gunzi.ui.table import GunziTable
from gunapp.ui.replay.bar import open_viewer

from .helpers import ddz_record, gunzi_record


def _hands(engine: Any) -> list[list[Any]]:
    return engine.hands if hasattr(engine, "hands") else engine.deal.hands


@pytest.mark.parametrize("kind", ["ddz3", "gunzi"])
def test_quick_clicks_leave_label_table_and_counts_agreeing(kind: str, qtbot: Any) -> None:
    table = GunziTable(None, speed=1.0) if kind == "gunzi" else DdzTable(None, Variant(kind), speed=1.0)
    qtbot.addWidget(table)
    table.resize(1280, 800)
    table.show()
    record = gunzi_record() if kind == "gunzi" else ddz_record(Variant(kind))
    viewer, bar = open_viewer(table, record)
    viewer.goto(0, viewer.timeline.hand(0).stops[1])  # past the deal and the bidding: plays follow
    start = viewer.k
    for _ in range(10):
        bar.next.click()
        qtbot.wait(30)
    assert viewer.k == start + 10
    assert bar.where.text() == f"Step {viewer.k} of {viewer.actions_in_hand()}"
    # one step's moves at speed 1 take well under two seconds; ten queued ones took several
    began = time.monotonic()
    qtbot.waitUntil(table.canvas.animator.is_idle, timeout=2500)
    assert time.monotonic() - began < 2.5
    hands = _hands(viewer.timeline.state_at(viewer.hand, viewer.k))
    canvas = table.canvas
    assert Counter(canvas.hand.cards()) == Counter(hands[0])
    assert [stack.count for _s, stack in sorted(canvas.opponents.items())] == [len(h) for h in hands[1:]]
