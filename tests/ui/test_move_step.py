"""move_step ends a card exactly at its target face and width, whatever other steps were doing: a card caught
half-way through a flip stayed squeezed (the Dou Dizhu hand showed cards of different widths after the
deal), and a width change queued behind another was dropped."""

from __future__ import annotations

from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QGraphicsScene

from gunapp.core.cards import Card
from gunapp.ui.table.animator import Animator, Pause
from gunapp.ui.table.card_item import CardItem
from gunapp.ui.table.pieces import move_step


def test_half_flipped_card_ends_face_up(qtbot) -> None:
    scene = QGraphicsScene()
    item = CardItem(Card.parse("7S"), 60)
    scene.addItem(item)
    item.set_flip(0.7)  # already "face up" by the boolean, still squeezed
    anim = Animator(speed=4.0)
    with qtbot.waitSignal(anim.drained, timeout=3000):
        anim.enqueue(move_step(item, QPointF(50, 0), face_up=True))
    assert item.flip == 1.0


def test_width_change_queued_behind_another_is_kept(qtbot) -> None:
    scene = QGraphicsScene()
    item = CardItem(Card.parse("7S"), 50)
    scene.addItem(item)
    anim = Animator(speed=4.0)
    with qtbot.waitSignal(anim.drained, timeout=3000):
        anim.enqueue(Pause(80))  # the queue is busy: nothing below has started yet
        anim.enqueue(move_step(item, QPointF(10, 0), width=70))
        anim.enqueue(move_step(item, QPointF(20, 0), width=50))  # built while the width is still 50
    assert item.width == 50 and item.pos() == QPointF(20, 0)
