"""The dealt hand rests upright (issue 26: "a few Gunzi cards rest tilted by a few degrees after the deal, as if
still moving")."""

from __future__ import annotations

from gunapp.games.gunzi.engine.phase import Phase
from gunapp.games.gunzi.ui.table import GunziTable
from gunapp.models.game_model import SeatConfig


def test_every_dealt_card_rests_upright(qtbot, qapp) -> None:
    """Bug: each card of the player's hand was dealt tilted and turned upright in one animation group with the
    fan's layout; the next card's layout, a beat later, took the same cards' positions, Qt stopped the whole
    older group, and the card kept the angle it had reached. Animated (speed 0 runs no animation)."""
    seats = [SeatConfig("human", None)] + [SeatConfig("ai", "easy")] * 3
    table = GunziTable(None, seats=seats, seed=5, speed=2.0, autostart=True)
    qtbot.addWidget(table)
    table.resize(1280, 800)
    table.show()
    m = table.model
    assert m is not None
    qtbot.waitUntil(lambda: m.state.phase is not Phase.DEAL, timeout=60000)
    qtbot.wait(1000)  # the last flights (150 ms at this speed) have landed
    hand = table.canvas.hand.items
    assert len(hand) >= 39
    tilted = [round(it.rotation(), 2) for it in hand if it.rotation() != 0.0]
    assert tilted == []
    table.close_game()
