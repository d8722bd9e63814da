"""A whole hand driven through the table like a player: cards are clicked with the mouse, Play/Bury/Pass
are pressed, every prompt answered, from the deal to the settlement screen and on to the next hand."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from gunapp.games.gunzi.engine.actions import Bury, BuryJokers, Declare, PayTribute, Play, ReturnTribute
from gunapp.games.gunzi.engine.phase import Phase
from gunapp.games.gunzi.ui.table import GunziTable
from gunapp.models.game_model import SeatConfig


class ScriptedPlayer:
    """Looks at the table like a person: reads the bar, clicks cards and buttons."""

    def __init__(self, table: GunziTable) -> None:
        self.table = table
        self.declared = False
        self.explained: list[str] = []
        self.plays = 0

    def click_card(self, item) -> None:  # type: ignore[no-untyped-def]
        view = self.table.canvas.view
        r = item.mapRectToScene(item.card_rect())
        pt = view.mapFromScene(r.left() + 4, r.center().y())
        # Shift: this card alone (a plain click on a pair's card, when following a pair, takes the pair)
        QTest.mouseClick(
            view.viewport(),
            Qt.MouseButton.LeftButton,
            Qt.KeyboardModifier.ShiftModifier,
            QPoint(pt.x(), pt.y()),
        )

    def select(self, cards) -> None:  # type: ignore[no-untyped-def]
        hand = self.table.canvas.hand
        for it in hand.selected_items():
            self.click_card(it)
        pool = list(hand.items)
        for c in cards:
            it = next(i for i in pool if i.card == c)
            pool.remove(it)
            self.click_card(it)
        assert sorted(hand.selected_cards(), key=str) == sorted(cards, key=str)

    def press(self, key: str) -> None:
        btn = self.table.bar.buttons[key]
        assert btn.isEnabled(), (key, self.table.bar.explanation.text())
        QTest.mouseClick(btn, Qt.MouseButton.LeftButton)

    def step(self) -> None:
        t = self.table
        m = t.model
        assert m is not None
        if t.settlement.isVisible():
            return
        mode = t.turn.mode
        if mode == "deal" and not self.declared:
            keys = [k for k in t.bar.buttons if k.startswith("decl:")]
            if keys:
                self.declared = True
                self.press(keys[0])
        elif mode == "window":
            self.press("pass")
        elif mode == "tribute":
            pay = next(a for a in m.legal() if isinstance(a, PayTribute))
            self.select(pay.cards)
            self.press("pay")
        elif mode == "return":
            ret = next(a for a in m.legal() if isinstance(a, ReturnTribute))
            self.select(ret.cards)
            self.press("return")
        elif mode == "exchange":
            bury = next(a for a in m.legal() if isinstance(a, Bury))
            self.select(bury.cards)
            self.press("bury")
        elif mode == "bury_jokers":
            assert any(isinstance(a, BuryJokers) for a in t.turn.legal)
            self.press("pass")
        elif mode == "play":
            legal = [a for a in m.legal() if isinstance(a, Play)]
            hand_cards = t.canvas.hand.cards()
            wrong = [c for c in hand_cards if not any(c in p.cards for p in legal)]
            if wrong and self.plays % 3 == 0:
                # try an illegal card first: Play stays disabled and the rule is explained
                size = len(legal[0].cards)
                self.select(wrong[:1] + [c for c in hand_cards if c != wrong[0]][: size - 1])
                assert not t.bar.buttons["play"].isEnabled()
                self.explained.append(t.bar.explanation.text())
            self.select(legal[-1].cards)
            self.press("play")
            self.plays += 1


def test_a_whole_hand_through_the_ui(qtbot, qapp) -> None:
    seats = [SeatConfig("human", None)] + [SeatConfig("ai", "normal")] * 3
    table = GunziTable(None, seats=seats, seed=21, speed=0, autostart=True)
    qtbot.addWidget(table)
    table.resize(1280, 800)
    table.show()
    qtbot.waitExposed(table)
    table.canvas.relayout()
    player = ScriptedPlayer(table)
    m = table.model
    assert m is not None
    decls: list[object] = []
    m.declarations_changed.connect(lambda d: decls.append(d))

    def settled() -> bool:
        player.step()
        return table.settlement.isVisible()

    qtbot.waitUntil(settled, timeout=90000)
    assert m.state.phase in (Phase.HAND_OVER, Phase.MATCH_OVER)
    assert player.plays > 0, "the human played tricks"
    assert all(text for text in player.explained), "every refused selection was explained"
    assert len(m.history_model.tricks()) == len(m.state.tricks)
    assert table.canvas.hand.items == [] and len(table.canvas.kitty.items) == 6
    assert table.settlement.buttons["continue"].isEnabled()
    if any(any(isinstance(a, Declare) for a in d) for d in decls):  # type: ignore[union-attr]
        assert player.declared
    QTest.mouseClick(table.settlement.buttons["continue"], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: m.state.phase is not Phase.HAND_OVER, timeout=5000)
    assert m.state.deal_no == 1
    table.close_game()
