"""Preparing a hand of a recorded match for the viewer off the GUI thread.

A hand's timeline replays the whole record up to it (``Timeline.hand``: every earlier hand checked again,
then a snapshot at every trick): some 25 ms after 30 Dou Dizhu deals, over 100 ms after 100, which froze the
table for that long when "Replay this hand" was clicked late in an evening. The timeline is engine only
(no Qt), so the thread pool builds it; the dialog opens when it is ready.
"""

from __future__ import annotations

import contextlib
import logging
from typing import Any

from PySide6.QtCore import QObject, QThreadPool, Signal

from gunapp.models.replay_model import Timeline

log = logging.getLogger(__name__)


class _Relay(QObject):
    """Lives in the GUI thread; the job emits through it, so delivery is queued to the GUI thread."""

    done = Signal(int, object, object)  # token, timeline, error (None on success)


class _Job:
    """Run by the pool as a plain callable (a ``QRunnable`` subclass that emits is never freed by PySide:
    see ``models.ai_worker._Job``)."""

    def __init__(self, relay: _Relay, token: int, timeline: Timeline, hand: int) -> None:
        self._relay: _Relay | None = relay
        self._token = token
        self._timeline: Timeline | None = timeline
        self._hand = hand

    def __call__(self) -> None:
        timeline, self._timeline = self._timeline, None
        assert timeline is not None  # a job runs once
        error: Exception | None = None
        try:
            timeline.hand(self._hand)
        except Exception as exc:  # a bug must not kill the pool: the button comes back, nothing opens
            log.exception("preparing hand %d for the replay failed", self._hand)
            error = exc
        relay, self._relay = self._relay, None
        # RuntimeError: the table (and this relay) went away while the hand was being prepared
        with contextlib.suppress(RuntimeError):
            assert relay is not None
            relay.done.emit(self._token, None if error else timeline, error)


class HandPrep(QObject):
    """``request(timeline, hand)`` builds ``timeline.hand(hand)`` on the thread pool; ``ready(timeline,
    hand)`` or ``failed(hand, error)`` on the GUI thread. A newer request makes an older result stale."""

    ready = Signal(object, int)
    failed = Signal(int, object)

    def __init__(self, parent: QObject | None = None, pool: QThreadPool | None = None) -> None:
        super().__init__(parent)
        self._pool = pool or QThreadPool.globalInstance()
        self._relay = _Relay(self)
        self._relay.done.connect(self._on_done)
        self._token = 0
        self._hand = -1
        self.busy = False

    def request(self, timeline: Timeline, hand: int) -> None:
        self._token += 1
        self._hand = hand
        self.busy = True
        self._pool.start(_Job(self._relay, self._token, timeline, hand))

    def _on_done(self, token: int, timeline: Any, error: Any) -> None:
        if token != self._token:
            return
        self.busy = False
        if error is not None:
            self.failed.emit(self._hand, error)
        else:
            self.ready.emit(timeline, self._hand)
