"""The AI worker shortens the interpreter's thread switch interval (issue 10, GUI-thread stalls): with the
default 5 ms, the GUI thread waited that long for the GIL after Qt calls while an AI thought, and ddz4's
repaints stalled 200-300 ms."""

from __future__ import annotations

import sys

from gunapp.models.ai_worker import SWITCH_INTERVAL, AiWorker


def test_the_worker_shortens_the_switch_interval(qapp) -> None:  # type: ignore[no-untyped-def]
    before = sys.getswitchinterval()
    try:
        sys.setswitchinterval(0.005)
        worker = AiWorker()
        assert sys.getswitchinterval() <= SWITCH_INTERVAL < 0.005
        worker.deleteLater()
        sys.setswitchinterval(0.0001)
        AiWorker().deleteLater()
        assert abs(sys.getswitchinterval() - 0.0001) < 1e-9, "a shorter interval set elsewhere is kept"
    finally:
        sys.setswitchinterval(before)
