"""The table fits narrow windows while the cards are dealt (bugs found by looking at screenshots)."""

from __future__ import annotations

import time

from PySide6.QtWidgets import QApplication

from gunapp.games.gunzi.engine.phase import Phase
from gunapp.games.gunzi.ui.table import GunziTable
from gunapp.models.game_model import SeatConfig


def test_plates_reach_their_place_at_1024_during_the_deal(qtbot, qapp) -> None:
    """Bug: at 1024 px the right plate stopped half-way (clipped by the window edge): its glide shared one
    animation with the opponents' backs, and a back dropped by the deal stopped the whole group."""
    seats = [SeatConfig("human", None)] + [SeatConfig("ai", "easy")] * 3
    table = GunziTable(None, seats=seats, seed=3, speed=1.0)
    qtbot.addWidget(table)
    table.resize(1024, 700)
    table.show()
    table.start_match(seats, seed=3)
    qtbot.waitExposed(table)
    end = time.monotonic() + 2.5
    while time.monotonic() < end:
        QApplication.processEvents()
        time.sleep(0.005)
    assert table.model is not None and table.model.state.phase is Phase.DEAL
    lay = table.canvas.table_layout
    assert lay.width == table.canvas.view.viewport().width()
    for seat, plate in table.canvas.plates.items():
        want = lay.plate_rect(seat)
        assert abs(plate.pos().x() - want.x()) < 1 and abs(plate.pos().y() - want.y()) < 1, seat
        assert plate.pos().x() + want.width() <= lay.width
    table.close_game()
