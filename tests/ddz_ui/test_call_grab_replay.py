"""A recorded call-and-grab deal in the replay viewer (D11): stepped forward and back, the shown hands are the
engine's in a seat's view (D11.11) and left to the viewer's own layer when every hand is face up, never drawn
twice."""

from __future__ import annotations

import random
from typing import Any

from gunapp.core.record import GameRecord
from gunapp.games.doudizhu.engine import record_io
from gunapp.games.doudizhu.engine.actions import Show
from gunapp.games.doudizhu.engine.presets import HAPPY
from gunapp.games.doudizhu.engine.rules import Variant
from gunapp.games.doudizhu.engine.session import Session
from gunapp.games.doudizhu.engine.state import Phase, sort_cards
from gunapp.games.doudizhu.ui.table import DdzTable
from gunapp.ui.replay.bar import open_viewer


def happy_record(variant: Variant, seed: int) -> GameRecord:
    """One deal of random legal play where seat 1 starts with its hand shown."""
    rng = random.Random(seed)
    s = Session(variant, HAPPY.options(), seed=seed)
    while s.deal.phase is not Phase.ENDED:
        seat = s.deal.to_act
        legal = s.legal_actions(seat)
        shows = [a for a in legal if isinstance(a, Show)]
        s.apply(Show(seat, seat == 1) if shows else rng.choice(legal))
    return record_io.session_record(s)


def test_replay_of_a_shown_hand_forward_and_back(qtbot: Any) -> None:
    table = DdzTable(None, Variant.DDZ3, speed=0)
    qtbot.addWidget(table)
    table.resize(1280, 800)
    table.show()
    viewer, _bar = open_viewer(table, happy_record(Variant.DDZ3, 4))
    n = viewer.actions_in_hand(0)
    viewer.set_view(0)  # the player's own view: the shown hand is the table's to draw
    checked = 0
    while viewer.k < n:
        assert viewer.step()
        qtbot.waitUntil(table.canvas.animator.is_idle, timeout=20000)
        anims = table.anims
        assert anims is not None
        shown = viewer.engine().view(0).shown_hand(1)
        if shown is not None and viewer.engine().deal.phase is not Phase.START_SHOW:
            assert anims.shown_hands.cards(1) == sort_cards(list(shown)), viewer.k
            checked += 1
    assert checked > 5
    # every hand face up: the viewer's layer draws them, ours steps aside
    viewer.set_view(None)
    qtbot.waitUntil(table.canvas.animator.is_idle, timeout=20000)
    viewer.back()
    qtbot.waitUntil(table.canvas.animator.is_idle, timeout=20000)
    assert table.anims is not None and table.anims.shown_hands.by_seat == {}
    assert viewer.reveal.items
    while viewer.k > 0:
        viewer.back()
    assert viewer.k == 0
