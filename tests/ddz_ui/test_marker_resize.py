"""The Dou Dizhu marker card follows a resize (bug: after the window changed size, the face-up marker card in
front of the first bidder, D3.2, stayed where the old layout had put it, as did its callout)."""

from __future__ import annotations

from typing import Any

import pytest

from gunapp.games.doudizhu.engine.rules import Variant
from gunapp.games.doudizhu.ui.table import DdzTable
from gunapp.ui.replay.bar import open_viewer
from tests.replay.helpers import ddz_record


@pytest.mark.parametrize("kind", ["ddz3", "ddz4"])
def test_marker_card_follows_the_layout_on_resize_d3_2(kind: str, qtbot: Any) -> None:
    table = DdzTable(None, Variant(kind), speed=0)
    qtbot.addWidget(table)
    table.resize(1280, 800)
    table.show()
    qtbot.waitExposed(table)
    # the recorded deal at its start: dealt, nobody has bid yet, so the marker lies in front of the first bidder
    open_viewer(table, ddz_record(Variant(kind)))
    anims: Any = table.anims
    qtbot.waitUntil(lambda: len(anims.marker_items) == 1, timeout=5000)
    marker = anims.marker_items[0]
    seat = table.model.session.deal.first_bidder  # type: ignore[union-attr]
    canvas = table.canvas
    for size in ((1024, 700), (1920, 1080), (1100, 760)):
        before = canvas.table_layout.width
        table.resize(*size)
        qtbot.waitUntil(lambda b=before: canvas.table_layout.width != b, timeout=3000)
        lay = canvas.table_layout
        qtbot.waitUntil(lambda lay=lay: marker.pos() == lay.trick_slot(seat), timeout=3000)
        assert marker.width == lay.trick_width
    table.close_game()
