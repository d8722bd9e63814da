"""A full deal of each variant driven through the table like a player (bid in the bar, select by click and
hint, play, pass), at animation speed 0; the settlement, the scoreboard and the session's end."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt

from gunapp.games.doudizhu.engine.actions import Bid, Pass, Play
from gunapp.games.doudizhu.engine.combos import Kind
from gunapp.games.doudizhu.engine.rules import Variant
from gunapp.games.doudizhu.ui.table import DdzTable
from gunapp.ui.table.card_item import CardItem


def make_table(qtbot, variant: Variant, seed: int) -> DdzTable:
    table = DdzTable(None, variant, speed=0, seed=seed)
    qtbot.addWidget(table)
    table.resize(1280, 800)
    table.show()
    qtbot.waitExposed(table)
    return table


def click_card(qtbot, table: DdzTable, item: CardItem) -> None:
    view = table.canvas.view
    r = item.sceneBoundingRect()
    # the left strip of a fanned card is never covered by its right neighbour
    pt = view.mapFromScene(item.pos().x() - item.width / 2 + 6, item.pos().y())
    assert r.width() > 0
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(pt.x(), pt.y()))


def wait_turn_or_end(qtbot, table: DdzTable) -> None:
    qtbot.waitUntil(lambda: table.turn.is_open or table.settlement.isVisible(), timeout=20000)


def play_deal(qtbot, table: DdzTable) -> dict[str, int]:
    stats = {"bids": 0, "plays": 0, "passes": 0, "hints": 0, "clicks": 0, "explained": 0}
    while True:
        wait_turn_or_end(qtbot, table)
        if table.settlement.isVisible():
            return stats
        seat, legal = table.turn.seat, table.turn.legal
        bar = table.bar
        assert bar.isVisible()
        if isinstance(legal[0], Bid):
            values = {a.value for a in legal}
            for v in range(4):  # D4.1: only legal bids are enabled
                assert bar.buttons[f"bid{v}"].isEnabled() == (v in values)
            qtbot.mouseClick(bar.buttons[f"bid{max(values)}"], Qt.MouseButton.LeftButton)
            stats["bids"] += 1
            continue
        assert not bar.buttons["play"].isEnabled()  # nothing selected yet
        view = table.model.view(seat)
        hand_items = table.canvas.hand.items
        if stats["clicks"] == 0 and view.leading and len(hand_items) > 2:
            # select by click: the lowest single is a legal lead; two odd cards are explained
            click_card(qtbot, table, hand_items[0])
            assert table.canvas.hand.selected_cards() == [hand_items[0].card]
            assert bar.buttons["play"].isEnabled()
            stats["clicks"] += 1
            qtbot.mouseClick(bar.buttons["play"], Qt.MouseButton.LeftButton)
            stats["plays"] += 1
            continue
        if stats["explained"] == 0 and not view.leading:
            lowest = hand_items[0]
            table.select([lowest.card])
            if not bar.buttons["play"].isEnabled():
                assert bar.explanation.isVisible() and bar.explanation.text()
                stats["explained"] += 1
            table.canvas.hand.clear_selection()
        can_pass = any(isinstance(a, Pass) for a in legal)
        if can_pass and stats["plays"] % 3 == 2:
            qtbot.mouseClick(bar.buttons["pass"], Qt.MouseButton.LeftButton)
            stats["passes"] += 1
            continue
        qtbot.mouseClick(bar.buttons["hint"], Qt.MouseButton.LeftButton)
        stats["hints"] += 1
        selected = table.canvas.hand.selected_cards()
        if not selected:
            assert can_pass and bar.explanation.text()
            qtbot.mouseClick(bar.buttons["pass"], Qt.MouseButton.LeftButton)
            stats["passes"] += 1
            continue
        if len(table._hints) > 1:  # Hint cycles: the second press shows the next larger play
            qtbot.mouseClick(bar.buttons["hint"], Qt.MouseButton.LeftButton)
            assert sorted(table.canvas.hand.selected_cards(), key=str) == sorted(
                table._hints[1].cards, key=str
            )
            qtbot.mouseClick(bar.buttons["hint"], Qt.MouseButton.LeftButton)
            if len(table._hints) == 2:
                assert sorted(table.canvas.hand.selected_cards(), key=str) == sorted(
                    table._hints[0].cards, key=str
                )
            else:
                table.select(table._hints[0].cards)
        assert bar.buttons["play"].isEnabled()
        qtbot.mouseClick(bar.buttons["play"], Qt.MouseButton.LeftButton)
        stats["plays"] += 1


@pytest.mark.parametrize(("variant", "seed"), [(Variant.DDZ3, 21), (Variant.DDZ4, 23)])
def test_full_deal_through_the_ui(qtbot, variant: Variant, seed: int) -> None:
    table = make_table(qtbot, variant, seed)
    assert table.setup.isVisible()
    qtbot.mouseClick(table.setup.start, Qt.MouseButton.LeftButton)
    assert not table.setup.isVisible()
    model = table.model
    assert model is not None and model.is_human(0)
    stats = play_deal(qtbot, table)
    assert stats["bids"] >= 1
    assert stats["plays"] >= 2
    assert stats["hints"] >= 1
    assert stats["clicks"] == 1
    assert len(model.deals) == 1
    # the settlement: winner, base, multiplier, each seat's change, the scoreboard
    texts = [w.text() for w in table.settlement.findChildren(type(table.settlement.title))]
    result = model.deals[0].result
    assert any(f"×{result.multiplier}" in t for t in texts)
    assert table.settlement.headline.text()
    plays = [p for p in model.session.deal.history if p.combo is not None]
    assert sum(1 for p in plays if p.seat == 0) >= 1
    assert len(table.canvas.hand.items) == len(model.view().hand)
    # next deal, then end the session: the leader is shown
    qtbot.mouseClick(table.settlement.buttons["next"], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not table.settlement.isVisible() and len(model.session.deals) >= 2)
    play_deal(qtbot, table)
    assert len(model.deals) == 2
    with qtbot.waitSignal(table.session_finished) as blocker:
        qtbot.mouseClick(table.settlement.buttons["end"], Qt.MouseButton.LeftButton)
    leaders = blocker.args[0]
    totals = model.totals()
    assert all(totals[s] == max(totals) for s in leaders)
    assert "again" in table.settlement.buttons
    table.close_game()


def test_bomb_burst_and_multiplier_d8_2(qtbot) -> None:
    """A bomb played by the AI bursts on the table and the stake panel shows the doubled multiplier."""
    table = make_table(qtbot, Variant.DDZ3, 5)
    seen: list[tuple[int, bool]] = []
    table.start_demo(0)
    shown: list[int] = []
    table.anims.multiplier_changed.connect(
        lambda m, d: (seen.append((m, d)), shown.append(table.stake.multiplier))
    )
    bombs: list[object] = []
    table.model.cards_played.connect(lambda e: bombs.append(e) if e.combo.is_bomb_like else None)
    for _ in range(12):
        qtbot.waitUntil(lambda: table.settlement.isVisible(), timeout=20000)
        if bombs:
            break
        table._continue()
    if not bombs:
        pytest.skip("no bomb in these deals")
    e = bombs[-1]  # the effect and the stake panel show the latest bomb
    assert len(seen) == len(bombs)
    assert seen[-1] == (e.multiplier, e.doubled)
    assert shown[-1] == e.multiplier  # the stake panel updated live
    assert table.anims.last_effect in ("bomb", "rocket")
    assert (table.anims.last_effect == "rocket") == (e.combo.kind is Kind.ROCKET)
    table.close_game()


def test_reading_chooser_d6_4(qtbot, monkeypatch) -> None:
    """When a selection fits several readings the player names one (D6.4)."""
    table = make_table(qtbot, Variant.DDZ3, 21)
    qtbot.mouseClick(table.setup.start, Qt.MouseButton.LeftButton)
    model = table.model
    while True:
        wait_turn_or_end(qtbot, table)
        legal = table.turn.legal
        if isinstance(legal[0], Bid):
            qtbot.mouseClick(
                table.bar.buttons["bid3" if table.bar.buttons["bid3"].isEnabled() else "bid0"],
                Qt.MouseButton.LeftButton,
            )
            continue
        break
    real = model.readings
    submitted: list[Play] = []
    monkeypatch.setattr(model, "readings", lambda cards, s=None: real(cards, s) * 2)
    orig_submit = model.submit
    monkeypatch.setattr(model, "submit", lambda a: (submitted.append(a), orig_submit(a))[1])
    qtbot.mouseClick(table.bar.buttons["hint"], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(table.bar.buttons["play"], Qt.MouseButton.LeftButton)
    assert (
        "reading0" in table.bar.buttons and "reading1" in table.bar.buttons and "cancel" in table.bar.buttons
    )
    qtbot.mouseClick(table.bar.buttons["reading1"], Qt.MouseButton.LeftButton)
    assert submitted and isinstance(submitted[0], Play) and submitted[0].reading is not None
    table.close_game()


def test_bid_bar_waits_for_the_deal_animation(qtbot) -> None:
    """The model is paced per batch (bind_model): the first bid is asked only when the deal has been shown."""
    table = DdzTable(None, Variant.DDZ3, speed=4, seed=11)
    qtbot.addWidget(table)
    table.resize(1280, 800)
    table.show()
    qtbot.waitExposed(table)
    idle_at_turn: list[bool] = []
    model = table.new_session(["normal", "normal", "normal"])
    model.human_turn.connect(lambda _s, _l: idle_at_turn.append(table.canvas.animator.is_idle()))
    model.thinking.connect(lambda _s: idle_at_turn.append(table.canvas.animator.is_idle()))
    qtbot.waitUntil(lambda: len(idle_at_turn) >= 2, timeout=20000)
    assert all(idle_at_turn), idle_at_turn
    items = table.canvas.hand.items
    assert len(items) == 17
    # after the animated deal and sort every card lies straight, face up, at one width (they were squeezed
    # by half-done flips and tilted by stopped straightening)
    assert {it.rotation() for it in items} == {0.0}
    assert {it.flip for it in items} == {1.0}
    assert len({it.width for it in items}) == 1


def test_joker_captions_follow_the_language_without_main_window(qtbot, qapp) -> None:
    """Bug: without the main window (demo, screenshots) the jokers said "Big Joker" in Chinese."""
    from PySide6.QtCore import QLocale

    from gunapp.i18n import LanguageManager

    table = make_table(qtbot, Variant.DDZ3, 5)
    languages = LanguageManager()
    try:
        languages.set_language("zh_CN")
        qtbot.waitUntil(lambda: table.canvas.painter.joker_labels == ("大王", "小王"), timeout=3000)
        languages.set_language("it")
        qtbot.waitUntil(lambda: table.canvas.painter.joker_labels[0] != "大王", timeout=3000)
        assert table.canvas.painter.joker_labels[0] not in ("Big Joker", "大王")
    finally:
        languages.remove_all()
        QLocale.setDefault(QLocale("en"))
        qapp.processEvents()
    qtbot.waitUntil(lambda: table.canvas.painter.joker_labels == ("Big Joker", "Small Joker"), timeout=3000)
