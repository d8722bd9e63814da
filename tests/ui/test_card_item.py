"""CardItem (issue 2, part 3): flip, lift on hover, click selection, and the canvas pieces that move cards."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QImage, QPainter

from gunapp.core.cards import Card, parse_cards
from gunapp.ui.table.canvas import TableCanvas
from gunapp.ui.table.card_item import SELECT_LIFT, CardItem


def _render(canvas: TableCanvas) -> QImage:
    img = QImage(canvas.view.viewport().size(), QImage.Format.Format_ARGB32_Premultiplied)
    p = QPainter(img)
    canvas.scene.render(p)
    p.end()
    return img


def test_flip_swaps_face_half_way():
    item = CardItem(Card.parse("AS"), 60, face_up=False)
    assert not item.face_up
    item.setProperty("flip", 0.4)
    assert not item.face_up
    item.setProperty("flip", 0.6)
    assert item.face_up


def test_centre_origin_and_lift_in_shape():
    item = CardItem(Card.parse("AS"), 60)
    assert item.card_rect().center() == QPointF(0, 0)
    item.set_selected(True, animate=False)
    assert item.lift == item.height * SELECT_LIFT
    assert item.shape().boundingRect().top() < -item.height / 2
    assert item.boundingRect().contains(item.card_rect())


def test_click_selects_only_interactive_cards(qtbot):
    canvas = TableCanvas(4, speed=0)
    qtbot.addWidget(canvas)
    canvas.resize(1280, 800)
    canvas.show()
    qtbot.waitExposed(canvas)
    canvas.relayout()
    cards = parse_cards(["3S", "4S", "5S", "6S", "7S"] * 4)
    canvas.hand.put([canvas.new_card(c, canvas.table_layout.deck_point()) for c in cards])
    canvas.animator.enqueue(canvas.hand.layout_step())
    target = canvas.hand.items[-1]
    hits: list[object] = []
    canvas.hand.selection_changed.connect(lambda: hits.append(1))
    vp = canvas.view.mapFromScene(target.pos())
    qtbot.mouseClick(canvas.view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(vp.x(), vp.y()))
    assert target.selected and canvas.hand.selected_cards() == [Card.parse("7S")] and hits
    canvas.hand.set_interactive(False)
    qtbot.mouseClick(canvas.view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(vp.x(), vp.y()))
    assert target.selected  # unchanged: not the human's turn


def test_play_from_hand_to_trick_and_clear(qtbot):
    canvas = TableCanvas(3, speed=0)
    qtbot.addWidget(canvas)
    canvas.resize(1024, 700)
    canvas.show()
    qtbot.waitExposed(canvas)
    canvas.relayout()
    hand = parse_cards(["3S", "3H", "9D", "QC", "BJ"])
    canvas.hand.put([canvas.new_card(c, QPointF(0, 0), face_up=False) for c in hand])
    canvas.animator.enqueue(canvas.hand.layout_step())
    assert all(i.face_up for i in canvas.hand.items)
    played = canvas.hand.take(parse_cards(["3H", "3S"]))
    canvas.animator.enqueue(canvas.trick.put(0, played))
    slot = canvas.table_layout.trick_positions(0, 2)
    assert [i.pos() for i in played] == slot
    assert canvas.hand.cards() == parse_cards(["9D", "QC", "BJ"])
    canvas.animator.enqueue(canvas.opponents[1].set_count(17))
    assert canvas.opponents[1].badge.count == 17 and len(canvas.opponents[1].items) == 6
    canvas.animator.enqueue(canvas.trick.clear_step(QPointF(500, 0)))
    assert canvas.trick.slots == {}
    assert sum(isinstance(i, CardItem) for i in canvas.scene.items()) == 3 + 6


def test_resize_relayouts_into_the_new_window(qtbot):
    canvas = TableCanvas(4, speed=0)
    qtbot.addWidget(canvas)
    canvas.resize(1600, 900)
    canvas.show()
    qtbot.waitExposed(canvas)
    canvas.relayout()
    canvas.hand.put([canvas.new_card(c, QPointF(0, 0)) for c in parse_cards(["AS"] * 39)])
    canvas.animator.enqueue(canvas.hand.layout_step())
    canvas.resize(900, 620)
    qtbot.waitUntil(lambda: canvas.table_layout.width == canvas.view.viewport().width(), timeout=2000)
    window = QRectF(0, 0, canvas.view.viewport().width(), canvas.view.viewport().height())
    for it in canvas.hand.items:
        assert window.contains(it.mapRectToScene(it.card_rect()))
    img = _render(canvas)
    assert not img.isNull()
