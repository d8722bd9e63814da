"""bind_model paces a model by the animator per batch of events: a first step that finishes at once must not
report ``drained`` before the rest of the batch is queued (the model ran ahead of the deal animation)."""

from __future__ import annotations

from PySide6.QtCore import QObject, QPointF, Signal
from PySide6.QtWidgets import QGraphicsScene

from gunapp.core.cards import Card
from gunapp.ui.common.glue import bind_model
from gunapp.ui.table.animator import Animator, Call, Tween
from gunapp.ui.table.card_item import CardItem


class _Model(QObject):
    batch_started = Signal()
    batch_ended = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.readies: list[bool] = []  # whether the animator was idle at each ready()
        self.animator: Animator | None = None

    def ready(self) -> None:
        assert self.animator is not None
        self.readies.append(self.animator.is_idle())


def _publish(model: _Model, anim: Animator, card: CardItem, end: QPointF) -> None:
    """Like GameModel._publish: one batch whose first event shows as an instant Call."""
    model.batch_started.emit()
    anim.enqueue(Call(lambda: None))
    anim.enqueue(Tween(card, b"pos", end, 120))
    model.batch_ended.emit()


def test_drained_waits_for_the_whole_batch(qtbot) -> None:
    scene = QGraphicsScene()
    card = CardItem(Card.parse("AS"), 60)
    scene.addItem(card)
    anim = Animator(speed=1.0)
    model = _Model()
    model.animator = anim
    bind_model(model, anim)
    _publish(model, anim, card, QPointF(100, 0))
    assert model.readies == []  # not after the instant Call
    qtbot.waitUntil(lambda: model.readies != [], timeout=3000)
    assert model.readies == [True]
    assert card.pos() == QPointF(100, 0)


def test_speed_zero_batch_drains_once_at_its_end(qtbot) -> None:
    scene = QGraphicsScene()
    card = CardItem(Card.parse("AS"), 60)
    scene.addItem(card)
    anim = Animator(speed=0)
    model = _Model()
    model.animator = anim
    bind_model(model, anim)
    _publish(model, anim, card, QPointF(7, 8))
    assert model.readies == [True] and card.pos() == QPointF(7, 8)
    anim.drained.disconnect(model.ready)  # the documented way to unbind
    _publish(model, anim, card, QPointF(1, 1))
    assert model.readies == [True]
