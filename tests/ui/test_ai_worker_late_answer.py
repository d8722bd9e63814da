"""An AI answer that arrives after its table closed (the model and the worker's relay already deleted, the
agent thinking past the wait of closing) is dropped quietly: the GUI monkey (issue 10 item 1) saw
"RuntimeError: Signal source has been deleted" raised twice in a pool thread."""

from __future__ import annotations

import logging
import threading
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QThreadPool

from gunapp.models.ai_worker import AiWorker


class _SlowAgent:
    """A table agent (``agent`` and ``rng``, the worker's one signature) that thinks until released."""

    def __init__(self) -> None:
        self.started, self.release = threading.Event(), threading.Event()
        self.agent, self.rng = self, None

    def choose(self, view: Any, legal: list[Any], *, rng: Any = None, deadline: float | None = None) -> Any:
        self.started.set()
        self.release.wait(10)
        return legal[0]


def test_an_answer_after_the_worker_is_deleted_is_dropped(qapp, capfd, caplog) -> None:
    caplog.set_level(logging.WARNING)
    pool = QThreadPool()
    worker = AiWorker(pool=pool)
    got: list[object] = []
    worker.decided.connect(lambda _t, action: got.append(action))
    agent = _SlowAgent()
    worker.request(agent, None, ["pass"], 800)  # type: ignore[arg-type]
    assert agent.started.wait(10)
    worker.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    agent.release.set()
    assert pool.waitForDone(10_000)
    QCoreApplication.processEvents()
    err = capfd.readouterr().err
    assert "Signal source has been deleted" not in err and "Traceback" not in err, err
    assert not [r for r in caplog.records if r.levelno >= logging.WARNING]
    assert got == []
