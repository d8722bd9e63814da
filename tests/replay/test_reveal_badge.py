"""Issue 26: in the Dou Dizhu 4 face-up replay the top seat's 25 cards were squeezed under its count badge;
no face-up card's index (rank and suit in its top-left corner) lies under a badge, and the cards stay on the
table."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QRectF

from gunapp.games.doudizhu.engine.rules import Variant
from gunapp.games.doudizhu.ui.table import DdzTable
from gunapp.games.gunzi.ui.table import GunziTable
from gunapp.ui.replay.bar import open_viewer
from gunapp.ui.table.card_style import card_height

from .helpers import ddz_record, gunzi_record


@pytest.mark.parametrize("size", [(900, 600), (1280, 800), (1700, 1000)])
@pytest.mark.parametrize("kind", ["ddz4", "ddz3", "gunzi"])
def test_face_up_hands_keep_clear_of_the_count_badges(kind: str, size: tuple[int, int], qtbot: Any) -> None:
    table = GunziTable(None, speed=0) if kind == "gunzi" else DdzTable(None, Variant(kind), speed=0)
    qtbot.addWidget(table)
    table.resize(*size)
    table.show()
    record = gunzi_record() if kind == "gunzi" else ddz_record(Variant(kind))
    viewer, _bar = open_viewer(table, record)
    viewer.goto(0, viewer.timeline.hand(0).stops[1])  # dealt and bid: every hand full
    qtbot.waitUntil(lambda: bool(viewer.reveal.items), timeout=5000)
    # the bar docked under the canvas: the table is laid out once more, the face-up cards with it
    qtbot.waitUntil(lambda: table.canvas.table_layout.width == table.canvas.width(), timeout=5000)
    qtbot.wait(50)
    canvas = table.canvas
    scene = canvas.scene.sceneRect()
    for seat, items in viewer.reveal.by_seat.items():
        badge = canvas.opponents[seat].badge
        assert badge.isVisible()
        disc = badge.sceneBoundingRect()
        for it in items:
            r = it.sceneBoundingRect()
            w = it.boundingRect().width()
            index = QRectF(r.left(), r.top(), w * 0.3, card_height(w) * 0.42)
            assert not index.intersects(disc), (kind, size, seat, it.card)
            assert scene.contains(r.center()), (kind, size, seat)
