"""Keyboard play (issue 13 item 5): a whole hand of each game with key events only (qtbot.keyClick on the
table): arrows and Space choose cards, Enter plays or confirms, P passes, digits bid or declare."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from gunapp.games.doudizhu.engine.actions import Bid, Pass
from gunapp.games.doudizhu.engine.actions import Play as DdzPlay
from gunapp.games.doudizhu.engine.rules import Variant
from gunapp.games.doudizhu.ui.table import DdzTable
from gunapp.games.gunzi.engine.actions import Bury, Play, ReturnTribute
from gunapp.games.gunzi.engine.phase import Phase
from gunapp.games.gunzi.ui.table import GunziTable
from gunapp.models.game_model import SeatConfig


class KeyPlayer:
    def __init__(self, qtbot, table) -> None:  # type: ignore[no-untyped-def]
        self.qtbot = qtbot
        self.table = table
        self.keys = 0

    def key(self, k: Qt.Key) -> None:
        self.qtbot.keyClick(self.table, k)
        self.keys += 1

    def select(self, cards) -> None:  # type: ignore[no-untyped-def]
        """Esc clears; for each card: Home, Right to its place, Space."""
        hand = self.table.canvas.hand
        self.key(Qt.Key.Key_Escape)
        for c in cards:
            items = hand.items
            i = next(n for n, it in enumerate(items) if it.card == c and not it.selected)
            self.key(Qt.Key.Key_Home)
            for _ in range(i):
                self.key(Qt.Key.Key_Right)
            assert self.table.comforts.keyboard.ring.isVisible()
            self.key(Qt.Key.Key_Space)
        assert sorted(hand.selected_cards(), key=str) == sorted(cards, key=str)


def test_a_whole_gunzi_hand_by_keyboard(qtbot, qapp) -> None:
    seats = [SeatConfig("human", None)] + [SeatConfig("ai", "normal")] * 3
    table = GunziTable(None, seats=seats, seed=21, speed=0, autostart=True)
    qtbot.addWidget(table)
    table.resize(1280, 800)
    table.show()
    qtbot.waitExposed(table)
    p = KeyPlayer(qtbot, table)
    m = table.model
    plays = 0

    def step() -> bool:
        nonlocal plays
        if table.settlement.isVisible():
            return True
        mode = table.turn.mode
        if mode == "deal" and any(k.startswith("decl:") for k in table.bar.buttons):
            p.key(Qt.Key.Key_1)  # the first declaration of the bar (R10.2)
        elif mode in ("window", "bury_jokers"):
            p.key(Qt.Key.Key_P)
        elif mode == "tribute":
            p.key(Qt.Key.Key_Return)  # the highest cards are already selected (R12.3)
        elif mode == "return":
            p.select(next(a for a in m.legal() if isinstance(a, ReturnTribute)).cards)
            p.key(Qt.Key.Key_Return)
        elif mode == "exchange":
            p.select(next(a for a in m.legal() if isinstance(a, Bury)).cards)
            p.key(Qt.Key.Key_Return)
        elif mode == "play":
            legal = [a for a in m.legal() if isinstance(a, Play)]
            p.select(legal[0].cards)
            p.key(Qt.Key.Key_Return)
            plays += 1
        return False

    qtbot.waitUntil(step, timeout=120000)
    assert m.state.phase in (Phase.HAND_OVER, Phase.MATCH_OVER)
    assert plays == len(m.state.tricks) and m.state.hands[0] == []
    p.key(Qt.Key.Key_Return)  # Continue on the settlement
    qtbot.waitUntil(lambda: m.state.phase is not Phase.HAND_OVER, timeout=10000)
    table.close_game()


@pytest.mark.parametrize("variant", [Variant.DDZ3, Variant.DDZ4])
def test_a_whole_ddz_deal_by_keyboard(qtbot, qapp, variant: Variant) -> None:
    table = DdzTable(None, variant, speed=0, seed=4)
    qtbot.addWidget(table)
    table.resize(1280, 800)
    table.show()
    qtbot.waitExposed(table)
    p = KeyPlayer(qtbot, table)
    m = table.new_session()
    done: list[object] = []

    def step() -> bool:
        if table.settlement.isVisible():
            return True
        if not table.turn.is_open or not table.bar.isVisible():
            return False
        legal = table.turn.legal
        bids = [a.value for a in legal if isinstance(a, Bid)]
        if bids:
            p.key(Qt.Key.Key_0 + max(bids))  # D4.1: the highest bid allowed, by its digit
            done.append(max(bids))
        elif table._choosing is not None:
            p.key(Qt.Key.Key_Return)  # D6.4: the first reading
        else:
            plays = [a for a in legal if isinstance(a, DdzPlay)]
            if any(isinstance(a, Pass) for a in legal) and (len(done) % 2 or not plays):
                p.key(Qt.Key.Key_P)
                done.append("pass")
            else:
                p.select(plays[0].cards)
                p.key(Qt.Key.Key_Return)
                done.append("play")
        return False

    qtbot.waitUntil(step, timeout=120000)
    assert m.view().phase == "ended"
    mine = [r for r in m.view().history if r.seat == 0]
    assert mine and len(mine) <= len(done)
    assert "play" in done
    p.key(Qt.Key.Key_Return)  # Next deal
    qtbot.waitUntil(lambda: not table.settlement.isVisible(), timeout=10000)
    table.close_game()


def test_focus_ring_update_after_the_scene_is_gone_is_ignored(qtbot) -> None:
    """Regression (full-suite CI run): the animator's ``drained`` reached ``_place_ring`` after the table's scene
    had been deleted and ``ring.hide()`` raised "Internal C++ object already deleted" in the event loop."""
    import shiboken6

    table = DdzTable(None, Variant("ddz3"), speed=0, seed=7)
    qtbot.addWidget(table)
    keyboard = table.comforts.keyboard
    keyboard.canvas.scene.removeItem(keyboard.ring)
    shiboken6.delete(keyboard.ring)  # as when the scene goes first
    keyboard._place_ring()  # must not raise
