"""A 托管 answer that arrives after the player left the session (the GUI monkey's ``card 6C is not in the
hand``): the AI worker answers on its own time, and the table may have been torn down meanwhile (New game,
the start page). The stopped session must not change, and nothing may be played onto the next table."""

from __future__ import annotations

import logging

import pytest

from gunapp.games.doudizhu.engine.actions import Bid, Play
from gunapp.games.doudizhu.engine.rules import Variant
from gunapp.games.doudizhu.ui.table import DdzTable


def _wait_for_a_play_turn(qtbot, table: DdzTable) -> None:
    """Bid the highest legal bid (D4.1) and pass until the player may play cards (D5.1, D5.2)."""

    def step() -> bool:
        turn = table.turn
        if turn.seat != 0:
            return False
        if turn.mode == "bid":
            table._on_bar(f"bid{max(a.value for a in turn.legal if isinstance(a, Bid))}")
            return False
        if turn.mode == "play" and not any(isinstance(a, Play) for a in turn.legal):
            table._on_bar("pass")
            return False
        return turn.mode == "play"

    qtbot.waitUntil(step, timeout=60000)


@pytest.mark.parametrize("leave", ["new_game", "close_game"])
def test_late_autoplay_answer_after_teardown_changes_nothing_d5(qtbot, qapp, caplog, leave: str) -> None:
    """D5.1: the play 托管 chose for a session the player has left is not applied to it, and no card is
    taken from the next table's hand (it raised ``ValueError: card … is not in the hand`` in an animation
    callback before)."""
    table = DdzTable(None, Variant.DDZ3, speed=0, seed=3)
    qtbot.addWidget(table)
    table.resize(1280, 800)
    table.show()
    m = table.new_session()
    _wait_for_a_play_turn(qtbot, table)
    auto = table.comforts.auto
    auto.enabled = True  # 托管 switched on: its worker is computing this turn's play
    play = next(a for a in m.legal(0) if isinstance(a, Play))
    before = list(m.session.deal.hands[0])
    getattr(table, leave)()  # the player leaves before the answer arrives
    caplog.set_level(logging.ERROR)
    auto._on_decided(0, play)  # the worker's answer, queued before the old table's objects were deleted
    qapp.processEvents()
    assert list(m.session.deal.hands[0]) == before
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR], [
        r.getMessage() for r in caplog.records
    ]
    assert table.canvas.hand.cards() == []
