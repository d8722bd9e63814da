"""Animator: queued steps end at their targets, ``drained`` fires, speed 0 is instant (issue 2, part 5)."""

from __future__ import annotations

from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QGraphicsScene

from gunapp.core.cards import Card
from gunapp.ui.table.animator import Animator, Call, Parallel, Pause, Sequential, Tween
from gunapp.ui.table.card_item import CardItem


def _card(scene: QGraphicsScene) -> CardItem:
    item = CardItem(Card.parse("AS"), 60)
    scene.addItem(item)
    return item


def test_queued_animation_ends_at_target_and_drained_fires(qtbot):
    scene = QGraphicsScene()
    a, b = _card(scene), _card(scene)
    anim = Animator(speed=4.0)
    order: list[str] = []
    anim.enqueue(Parallel([Tween(a, b"pos", QPointF(100, 50), 200), Tween(a, b"flip", 0.0, 200)]))
    anim.enqueue(Call(lambda: order.append(f"after-a {a.pos().x():.0f}")))
    anim.enqueue(
        Sequential([Pause(40), Tween(b, b"pos", QPointF(-30, 7), 120), Call(lambda: order.append("b"))])
    )
    assert not anim.is_idle()
    with qtbot.waitSignal(anim.drained, timeout=3000):
        pass
    assert a.pos() == QPointF(100, 50)
    assert not a.face_up
    assert b.pos() == QPointF(-30, 7)
    assert order == ["after-a 100", "b"]
    assert anim.is_idle()


def test_queue_runs_in_order_not_at_once(qtbot):
    scene = QGraphicsScene()
    a = _card(scene)
    anim = Animator(speed=1.0)
    anim.enqueue(Tween(a, b"pos", QPointF(200, 0), 150))
    anim.enqueue(Tween(a, b"pos", QPointF(200, 300), 150))
    qtbot.wait(60)
    assert 0 < a.pos().x() < 200 and a.pos().y() == 0  # the second step has not started yet
    with qtbot.waitSignal(anim.drained, timeout=3000):
        pass
    assert a.pos() == QPointF(200, 300)


def test_speed_zero_completes_at_once():
    scene = QGraphicsScene()
    a = _card(scene)
    anim = Animator(speed=0)
    fired: list[bool] = []
    anim.drained.connect(lambda: fired.append(True))
    anim.enqueue([Tween(a, b"pos", QPointF(5, 6), 5000), Tween(a, b"rotation", 30.0), Pause(9000)])
    assert a.pos() == QPointF(5, 6) and a.rotation() == 30.0
    assert fired == [True]
    assert anim.is_idle()


def test_setting_speed_zero_midway_finishes_everything(qtbot):
    scene = QGraphicsScene()
    a = _card(scene)
    anim = Animator(speed=1.0)
    anim.enqueue(Tween(a, b"pos", QPointF(300, 0), 5000))
    anim.enqueue(Tween(a, b"opacity", 0.25, 5000))
    qtbot.wait(30)
    with qtbot.waitSignal(anim.drained, timeout=1000):
        anim.set_speed(0)
    assert a.pos() == QPointF(300, 0) and abs(a.opacity() - 0.25) < 1e-9


def test_drained_handler_may_enqueue_more(qtbot):
    scene = QGraphicsScene()
    a = _card(scene)
    anim = Animator(speed=0)
    hits: list[int] = []

    def again() -> None:
        hits.append(1)
        if len(hits) < 3:
            anim.enqueue(Tween(a, b"pos", QPointF(len(hits), 0)))

    anim.drained.connect(again)
    anim.enqueue(Tween(a, b"pos", QPointF(0, 0)))
    assert len(hits) == 3 and a.pos() == QPointF(2, 0)


def test_callable_end_is_evaluated_when_the_step_starts(qtbot):
    scene = QGraphicsScene()
    a = _card(scene)
    anim = Animator(speed=4.0)
    target = {"p": QPointF(1, 1)}
    anim.enqueue(Pause(80))
    anim.enqueue(Tween(a, b"pos", lambda: target["p"], 80))
    target["p"] = QPointF(42, 24)  # e.g. the window was resized while the step waited
    with qtbot.waitSignal(anim.drained, timeout=3000):
        pass
    assert a.pos() == QPointF(42, 24)


def test_deleted_target_is_skipped(qtbot):
    scene = QGraphicsScene()
    a = _card(scene)
    anim = Animator(speed=4.0)
    anim.enqueue(Pause(50))
    anim.enqueue(Tween(a, b"pos", QPointF(9, 9)))
    scene.removeItem(a)
    a.deleteLater()
    del a
    with qtbot.waitSignal(anim.drained, timeout=3000):
        pass


def test_step_stopped_by_qt_does_not_stall_the_queue(qtbot):
    """Qt stops a running animation (without 'finished') when another starts on the same property of the
    same object; two flips of one card in a group did that and the animated table froze."""
    scene = QGraphicsScene()
    a = _card(scene)
    anim = Animator(speed=2.0)
    after: list[bool] = []
    anim.enqueue(Parallel([Tween(a, b"flip", 0.0, 200), Tween(a, b"flip", 0.0, 240, delay=40)]))
    anim.enqueue(Call(lambda: after.append(True)))
    with qtbot.waitSignal(anim.drained, timeout=3000):
        pass
    assert after == [True]
    assert anim.is_idle()


def test_lazy_step_is_built_when_the_queue_reaches_it(qtbot):
    """One ``Lazy`` shared by both tables: built once, after the steps queued before it have played."""
    from gunapp.ui.table.animator import Lazy

    scene = QGraphicsScene()
    a = _card(scene)
    anim = Animator(speed=4.0)
    built: list[float] = []

    def build() -> Tween:
        built.append(a.pos().x())
        return Tween(a, b"pos", QPointF(a.pos().x() + 10, 0), 80)

    anim.enqueue(Tween(a, b"pos", QPointF(50, 0), 120))
    lazy = Lazy(build)
    anim.enqueue(lazy)
    assert built == []  # not built when queued
    with qtbot.waitSignal(anim.drained, timeout=3000):
        pass
    assert built == [50.0]
    assert a.pos() == QPointF(60, 0)
    assert len(lazy.steps) == 1 and built == [50.0]  # built once


def test_skip_after_a_free_animation_was_stopped_by_qt(qtbot):
    """Bug found by playing: Fast-forward during the Gunzi deal raised "Internal C++ object already deleted"
    (a ``run_now`` animation that Qt stopped for a newer one on the same property was deleted without
    "finished", and stayed in the list that ``skip`` finishes)."""
    scene = QGraphicsScene()
    a = _card(scene)
    anim = Animator(speed=1.0)
    anim.run_now(Parallel([Tween(a, b"pos", QPointF(100, 0), 2000), Tween(a, b"flip", 0.0, 2000)]))
    anim.run_now(Tween(a, b"pos", QPointF(0, 100), 2000))  # takes "pos": Qt stops the first group
    qtbot.wait(50)  # the stopped group is deleted by the event loop
    anim.run_now(Tween(a, b"rotation", 10.0, 2000))
    anim.set_speed(0)  # skip
    assert a.pos() == QPointF(0, 100)
    assert a.rotation() == 10.0
