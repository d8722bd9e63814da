"""The Gunzi status panel never covers a seat plate (bug: when it was wider than the band beside the
partner's stack, e.g. with "· dry pot" (R13.3) in Italian, it went to the top-left corner over the partner's
plate)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect

from gunapp.games.gunzi.ui.table import GunziTable
from gunapp.models.game_model import SeatConfig
from tests.fonts import require_font

TITLES = (
    "Trump ♠  ·  level 4",
    "Trump not yet declared  ·  level 10  ·  dry pot",
    "Briscola da dichiarare  ·  livello 10  ·  pentola secca",
    "Dichiarata ♦  ·  livello 10  ·  pentola secca  ·  regole della casa",
)


def _plates(table: GunziTable) -> dict[int, QRect]:
    view = table.canvas.view
    out = {}
    for seat, plate in table.canvas.plates.items():
        poly = view.mapFromScene(plate.sceneBoundingRect())
        r = poly.boundingRect()
        out[seat] = QRect(view.mapTo(table.canvas, r.topLeft()), r.size())
    return out


@pytest.mark.parametrize("size", [(1024, 700), (1280, 800), (1920, 1080)])
def test_status_panel_covers_no_plate_r13_3(qtbot, qapp, size: tuple[int, int]) -> None:
    require_font("en")
    require_font("it")
    table = GunziTable(None, seats=[SeatConfig("ai", "easy")] * 4, seed=1, speed=0, autostart=False)
    qtbot.addWidget(table)
    table.resize(*size)
    table.show()
    qtbot.waitExposed(table)
    table.canvas.relayout()
    qapp.processEvents()
    assert table.canvas.table_layout.width == table.canvas.width()
    for title in TITLES:
        table.status.trump.setText(title)
        table._place()
        qapp.processEvents()
        panel = table.status.geometry()
        assert table.canvas.rect().contains(panel), (title, panel)
        for seat, plate in _plates(table).items():
            assert not panel.intersects(plate), (size, title, seat, panel, plate)
        # the title is shown whole: wrapped if need be, never cut
        label = table.status.trump
        assert label.heightForWidth(label.width()) <= label.height() or not label.wordWrap(), title
        assert label.sizeHint().width() <= label.width() or label.wordWrap(), title
    table.close_game()
