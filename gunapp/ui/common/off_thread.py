"""``OffThread``: engine-only work (no Qt) run on the thread pool, its result delivered on the GUI thread.

For work that would hold the GUI thread long enough to be felt (tens of milliseconds and up): preparing a
recorded hand for the replay viewer, for instance. The work must not touch widgets or a live model: copy
what it needs on the GUI thread first.
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QThreadPool, Signal

log = logging.getLogger(__name__)


class _Relay(QObject):
    """Lives in the GUI thread; the job emits through it, so delivery is queued to the GUI thread."""

    done = Signal(int, bool, object)  # token, success, the result or the error


class _Job:
    """Run by the pool as a plain callable (a ``QRunnable`` subclass that emits is never freed by PySide:
    see ``models.ai_worker._Job``)."""

    def __init__(
        self,
        relay: _Relay,
        token: int,
        work: Callable[[], Any],
        what: str,
        quiet: tuple[type[Exception], ...],
    ) -> None:
        self._relay: _Relay | None = relay
        self._token = token
        self._work: Callable[[], Any] | None = work
        self._what = what
        self._quiet = quiet

    def __call__(self) -> None:
        work, self._work = self._work, None
        assert work is not None  # a job runs once
        try:
            ok, outcome = True, work()
        except self._quiet as exc:  # an outcome the caller expects (a bad file): no traceback in the log
            ok, outcome = False, exc
        except Exception as exc:  # a bug must not kill the pool: reported, the caller carries on
            log.exception("%s failed", self._what)
            ok, outcome = False, exc
        relay, self._relay = self._relay, None
        # RuntimeError: the owner (and this relay) went away while the work ran; nobody waits for it
        with contextlib.suppress(RuntimeError):
            assert relay is not None
            relay.done.emit(self._token, ok, outcome)


class OffThread(QObject):
    """``run(work)`` calls ``work()`` on the thread pool; ``done(result)`` or ``failed(error)`` on the GUI
    thread. A newer ``run`` (or ``cancel``) makes an older result stale: it is dropped. ``busy`` until the
    newest is back. ``quiet``: the exceptions that are an expected outcome of the work, failed without a
    traceback in the log."""

    done = Signal(object)
    failed = Signal(object)

    def __init__(
        self,
        what: str,
        parent: QObject | None = None,
        pool: QThreadPool | None = None,
        quiet: tuple[type[Exception], ...] = (),
    ) -> None:
        super().__init__(parent)
        self.what = what  # for the log, if the work fails
        self.quiet = quiet
        self._pool = pool or QThreadPool.globalInstance()
        self._relay = _Relay(self)
        self._relay.done.connect(self._on_done)
        self._token = 0
        self.busy = False

    def run(self, work: Callable[[], Any]) -> None:
        self._token += 1
        self.busy = True
        self._pool.start(_Job(self._relay, self._token, work, self.what, self.quiet))

    def cancel(self) -> None:
        self._token += 1
        self.busy = False

    def _on_done(self, token: int, ok: bool, outcome: Any) -> None:
        if token != self._token:
            return
        self.busy = False
        (self.done if ok else self.failed).emit(outcome)
