"""The AI worker lets go of each decision's view and legal actions once it has answered (issue 10 item 6:
memory over an evening). PySide keeps some finished ``QRunnable`` wrappers alive; the jobs held every view
and legal list they were given, a Dou Dizhu demo's resident memory grew about 5 MB every 100 deals."""

from __future__ import annotations

import gc
import random
import weakref
from typing import Any

from PySide6.QtCore import QCoreApplication, QThreadPool

from gunapp.models.ai_worker import AiWorker


class _View:
    """A stand-in for a deal view (weak-referenceable, to see when it is freed)."""


class _Seat:
    def __init__(self) -> None:
        self.rng = random.Random(0)
        self.agent = self

    def choose(self, view: Any, legal: list[Any], *, rng: random.Random, deadline: float | None) -> Any:
        return legal[0]


def test_answered_requests_free_their_views_and_legal_lists(qtbot, qapp) -> None:
    pool = QThreadPool()
    worker = AiWorker(pool=pool)
    got: list[object] = []
    worker.decided.connect(lambda _t, action: got.append(action))
    seat = _Seat()
    views: list[weakref.ref[_View]] = []
    for i in range(40):
        view = _View()
        views.append(weakref.ref(view))
        worker.request(seat, view, [f"play{i}"], 800)  # type: ignore[arg-type]
        del view
        qtbot.waitUntil(lambda n=i: len(got) == n + 1, timeout=10000)
    assert pool.waitForDone(10_000)
    QCoreApplication.processEvents()
    gc.collect()
    alive = [r for r in views if r() is not None]
    assert not alive, f"{len(alive)} of {len(views)} views still held after their answers"


def test_answered_jobs_are_freed_themselves(qtbot, qapp) -> None:
    """PySide 6.11 never frees a ``QRunnable`` subclass whose ``run`` emits a signal: 40 decisions left 40
    jobs alive (~12 KB a decision in a Gunzi demo); the jobs are plain callables now."""
    from gunapp.models import ai_worker

    pool = QThreadPool()
    worker = AiWorker(pool=pool)
    got: list[object] = []
    worker.decided.connect(lambda _t, action: got.append(action))
    seat = _Seat()
    for i in range(40):
        worker.request(seat, _View(), [i], 800)  # type: ignore[arg-type]
        qtbot.waitUntil(lambda n=i: len(got) == n + 1, timeout=10000)
    assert pool.waitForDone(10_000)
    QCoreApplication.processEvents()
    gc.collect()
    assert sum(1 for o in gc.get_objects() if type(o) is ai_worker._Job) == 0
    assert got == list(range(40))
