"""A new match on the same Gunzi table frees the ended one (issue 10 item 6, memory over an evening): the
table's animations object of the old match (a child of the canvas, holding the old model and with it the
match's whole record, R28's hands) must go with it, not pile up one per match."""

from __future__ import annotations

import gc
import weakref

from PySide6.QtCore import QCoreApplication, QEvent

from gunapp.games.gunzi.ui.animations import GunziAnimations
from gunapp.games.gunzi.ui.table import GunziTable
from gunapp.models.game_model import SeatConfig


def test_new_matches_leave_one_animations_object_and_free_the_old_record(qtbot, qapp) -> None:
    seats = [SeatConfig("ai", "normal")] * 4
    table = GunziTable(None, seats=seats, seed=3, speed=0, autostart=True)
    qtbot.addWidget(table)
    table.resize(1024, 700)
    table.show()
    assert table.model is not None
    qtbot.waitUntil(
        lambda: table.model is not None and len(table.model.state.records[0]["events"]) > 5, timeout=60_000
    )
    old_state = weakref.ref(table.model.state)
    for seed in (4, 5, 6):
        table.start_match(seats, seed=seed)
        qtbot.wait(50)
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    gc.collect()
    assert len(table.canvas.findChildren(GunziAnimations)) == 1
    assert old_state() is None, "the first match's state (its record) is still referenced"
    table.close_game()


def test_a_deleted_model_is_freed_with_its_match(qapp) -> None:
    """The model's ``event`` signal once shadowed ``QObject.event()``: each Qt event delivered to the model
    took a reference to it, so a deleted model (and its match state) was never freed."""
    from gunapp.games.gunzi.model import GunziModel

    model = GunziModel([SeatConfig("ai", "normal")] * 4, seed=1)
    got: list[object] = []
    model.event.connect(got.append)  # the signal still reads as ``model.event``
    model.event.emit("e")
    assert got == ["e"]
    for _ in range(5):  # Qt events delivered to the model
        QCoreApplication.postEvent(model, QEvent(QEvent.Type.User))
    QCoreApplication.processEvents()
    state, alive = weakref.ref(model.state), weakref.ref(model)
    model.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    del model
    gc.collect()
    assert alive() is None and state() is None


class _SlowAgent:
    """Thinks until released (a hard decision on a busy machine)."""

    name = "slow"

    def __init__(self) -> None:
        import threading

        self.started, self.release = threading.Event(), threading.Event()

    def choose(
        self, view: object, legal: list[object], *, rng: object, deadline: float | None = None
    ) -> object:
        self.started.set()
        self.release.wait(10)
        return legal[0]


def test_closing_the_table_does_not_wait_for_a_decision_in_progress(qtbot, qapp, monkeypatch) -> None:
    """Leaving a table while an AI thinks must not block the GUI thread (issue 10 item 1: the GUI monkey's
    stalls after 'Start page' and 'New game'); the stopped model refuses the late answer."""
    from gunapp.models.ai_worker import AiWorker

    waits: list[int] = []
    monkeypatch.setattr(AiWorker, "wait_idle", lambda self, ms=5000: waits.append(ms))
    slow = _SlowAgent()
    table = GunziTable(None, speed=0)
    qtbot.addWidget(table)
    table.start_match([SeatConfig("ai", "normal")] * 4, seed=3, agents={s: slow for s in range(4)})
    qtbot.waitUntil(slow.started.is_set, timeout=30_000)
    assert table.model is not None
    table.close_game()
    assert waits == [] and table.model is None
    slow.release.set()
    qtbot.wait(200)  # the late answer arrives and is dropped
