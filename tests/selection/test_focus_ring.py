"""The keyboard focus ring (issue 26, cosmetic list): it frames the visible part of the card it marks (never
two overlapped cards) and follows that card when the window is resized or the history pane opens; it shows
nothing on a hand that is not for play (a replay's)."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt

from gunapp.games.doudizhu.engine.actions import Bid
from gunapp.games.doudizhu.engine.rules import Variant
from tests.doudizhu.helpers import make_deal

from .helpers import table_at_turn


def lead_table(qtbot, size=(1280, 800)):  # type: ignore[no-untyped-def]
    deal = make_deal(Variant.DDZ3, {0: "3456789TJQKA2 SB 33"}, kitty="", marker_index=0)
    deal.apply(Bid(0, 3))
    return table_at_turn(qtbot, deal, size)


def visible_part(table, i: int) -> QRectF:  # type: ignore[no-untyped-def]
    """Card ``i`` of the fan as a player sees it: up to where the next card starts."""
    items = table.canvas.hand.items
    it = items[i]
    r = it.mapRectToScene(it.card_rect())
    if i + 1 < len(items):
        nxt = items[i + 1]
        r.setRight(nxt.mapRectToScene(nxt.card_rect()).left())
    return r


def assert_frames(table, i: int) -> None:  # type: ignore[no-untyped-def]
    ring = table.comforts.keyboard.ring
    frame = ring.scene_frame()
    want = visible_part(table, i)
    assert ring.card() is table.canvas.hand.items[i]
    for got, expected in (
        (frame.left(), want.left()),
        (frame.right(), want.right()),
        (frame.top(), want.top()),
        (frame.bottom(), want.bottom()),
    ):
        assert abs(got - expected) <= 3, (frame, want)


def test_ring_frames_the_visible_part_and_follows_the_card_after_a_resize(qtbot) -> None:
    table = lead_table(qtbot)
    for key in (Qt.Key.Key_Home, Qt.Key.Key_Right, Qt.Key.Key_Right, Qt.Key.Key_Right):
        qtbot.keyClick(table, key)
    assert_frames(table, 3)
    items = table.canvas.hand.items
    assert table.comforts.keyboard.ring.scene_frame().width() < items[3].width  # not two cards
    before = items[3].pos()
    table.resize(900, 600)
    qtbot.waitUntil(lambda: items[3].pos() != before and not table.canvas.layout_pending(), timeout=3000)
    assert_frames(table, 3)
    qtbot.keyClick(table, Qt.Key.Key_End)  # the last card is seen whole
    assert_frames(table, len(items) - 1)
    assert abs(table.comforts.keyboard.ring.scene_frame().width() - items[-1].width) <= 4


def test_ring_follows_the_card_when_the_history_opens(qtbot) -> None:
    table = lead_table(qtbot)
    qtbot.keyClick(table, Qt.Key.Key_Home)
    qtbot.keyClick(table, Qt.Key.Key_Right)
    assert_frames(table, 1)
    item = table.canvas.hand.items[1]
    before = item.pos()
    qtbot.keyClick(table, Qt.Key.Key_R)  # the history pane takes room beside the canvas
    assert table.comforts.history.isVisible()
    qtbot.waitUntil(lambda: item.pos() != before and not table.canvas.layout_pending(), timeout=3000)
    assert_frames(table, 1)


def test_ring_lifts_with_a_selected_card_and_hides_on_a_hand_not_for_play(qtbot) -> None:
    table = lead_table(qtbot)
    qtbot.keyClick(table, Qt.Key.Key_Home)
    qtbot.keyClick(table, Qt.Key.Key_Up)  # select: the card rises, the ring with it
    item = table.canvas.hand.items[0]
    qtbot.waitUntil(lambda: item.lift > 0 and abs(item.lift - item.height * 0.2) < 1, timeout=3000)
    assert_frames(table, 0)
    table.canvas.hand.set_interactive(False)  # the turn is over, or a replay shows this hand
    table.comforts.keyboard._place_ring()
    assert table.comforts.keyboard.ring.scene_frame().isEmpty()


def test_focus_stays_on_its_card_when_the_hand_is_sorted_again(qtbot) -> None:
    """Switching the hand order (or a re-sort: the kitty taken, the trump named) keeps the focused card."""
    from types import SimpleNamespace

    from gunapp.ui.table.hand_order import apply_hand_order

    table = lead_table(qtbot)
    qtbot.keyClick(table, Qt.Key.Key_Home)
    qtbot.keyClick(table, Qt.Key.Key_Right)
    qtbot.keyClick(table, Qt.Key.Key_Right)
    items = table.canvas.hand.items
    marked = items[2]
    apply_hand_order(table.canvas, SimpleNamespace(hand_order="big_right"), strong_first=False)
    table.comforts.keyboard._place_ring()
    n = len(table.canvas.hand.items)
    assert table.canvas.hand.items[n - 3] is marked
    assert_frames(table, n - 3)
    qtbot.keyClick(table, Qt.Key.Key_Right)
    assert_frames(table, n - 2)


def test_no_ring_and_no_clicks_on_a_replayed_hand(qtbot) -> None:
    """The replay viewer's hand is not for play: the Dou Dizhu hand stayed clickable there (cards rose under
    the pointer) and the ring was drawn over it."""
    from gunapp.games.doudizhu.ui.table import DdzTable
    from gunapp.ui.replay.bar import open_viewer
    from tests.replay.helpers import ddz_record

    table = DdzTable(None, Variant.DDZ3, speed=0)
    qtbot.addWidget(table)
    table.resize(1280, 800)
    table.show()
    viewer, _bar = open_viewer(table, ddz_record(Variant.DDZ3))
    for _ in range(30):
        viewer.step()
    qtbot.waitUntil(table.canvas.animator.is_idle, timeout=20000)
    items = table.canvas.hand.items
    assert items and not any(it.interactive for it in items)
    table.comforts.keyboard.key(Qt.Key.Key_Right)
    assert table.comforts.keyboard.ring.scene_frame().isEmpty()
