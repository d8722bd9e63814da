"""Preparing a hand of a recorded match for the viewer off the GUI thread.

Building the match's record and the hand's timeline (``Timeline.hand`` replays the whole record up to the
hand, every earlier hand checked again, then takes a snapshot at every trick) took some 25 ms after 30 Dou
Dizhu deals and over 100 ms after 100, a freeze of the table when "Replay this hand" was clicked late in an
evening. Both are engine only (no Qt) once the game's changing part is copied (``record_later``), so the
thread pool does them; the dialog opens when they are ready.
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QThreadPool, Signal

from gunapp.core.record import GameRecord
from gunapp.models.replay_model import Timeline

log = logging.getLogger(__name__)


class _Relay(QObject):
    """Lives in the GUI thread; the job emits through it, so delivery is queued to the GUI thread."""

    done = Signal(int, object, object)  # token, timeline (None on failure), the hand or the error


class _Job:
    """Run by the pool as a plain callable (a ``QRunnable`` subclass that emits is never freed by PySide:
    see ``models.ai_worker._Job``)."""

    def __init__(self, relay: _Relay, token: int, build: Callable[[], GameRecord], hand: int | None) -> None:
        self._relay: _Relay | None = relay
        self._token = token
        self._build: Callable[[], GameRecord] | None = build
        self._hand = hand

    def __call__(self) -> None:
        build, self._build = self._build, None
        assert build is not None  # a job runs once
        timeline: Timeline | None = None
        error: Exception | None = None
        try:
            record = build()
            if not record.hands:
                raise ValueError("the match has no hand yet")
            last = len(record.hands) - 1
            hand = last if self._hand is None else max(0, min(self._hand, last))
            timeline = Timeline(record)
            timeline.hand(hand)
        except Exception as exc:  # a bug must not kill the pool: the button comes back, nothing opens
            log.exception("preparing a hand for the replay failed")
            error, timeline, hand = exc, None, -1
        relay, self._relay = self._relay, None
        # RuntimeError: the table (and this relay) went away while the hand was being prepared
        with contextlib.suppress(RuntimeError):
            assert relay is not None
            relay.done.emit(self._token, timeline, error if error is not None else hand)


class HandPrep(QObject):
    """``request(build, hand)`` builds the record (``build``, from ``record_later``) and its hand ``hand``
    (None: the last) on the thread pool; ``ready(timeline, hand)`` or ``failed(error)`` on the GUI thread. A
    newer request makes an older result stale."""

    ready = Signal(object, int)
    failed = Signal(object)

    def __init__(self, parent: QObject | None = None, pool: QThreadPool | None = None) -> None:
        super().__init__(parent)
        self._pool = pool or QThreadPool.globalInstance()
        self._relay = _Relay(self)
        self._relay.done.connect(self._on_done)
        self._token = 0
        self.busy = False

    def request(self, build: Callable[[], GameRecord], hand: int | None = None) -> None:
        self._token += 1
        self.busy = True
        self._pool.start(_Job(self._relay, self._token, build, hand))

    def _on_done(self, token: int, timeline: Any, outcome: Any) -> None:
        if token != self._token:
            return
        self.busy = False
        if timeline is None:
            self.failed.emit(outcome)
        else:
            self.ready.emit(timeline, outcome)
