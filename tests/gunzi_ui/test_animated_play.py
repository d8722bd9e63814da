"""Tricks played at an animated table (not at speed 0, where no animation ever runs)."""

from __future__ import annotations

from gunapp.games.gunzi.ui.table import GunziTable
from gunapp.models.game_model import SeatConfig


def test_tricks_keep_flowing_when_animated(qtbot, qapp) -> None:
    """Bug: a played card was flipped twice in one animation group; Qt stopped the whole group (one property,
    one running animation) without a finished signal, and the table waited for ever at the first trick."""
    seats = [SeatConfig("ai", "easy")] * 4
    table = GunziTable(None, seats=seats, seed=7, speed=25, autostart=True)
    qtbot.addWidget(table)
    table.resize(1280, 800)
    table.show()
    m = table.model
    assert m is not None
    qtbot.waitUntil(lambda: m.state.trick_no >= 3, timeout=60000)
    table.close_game()
