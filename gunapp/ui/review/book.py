"""``ReviewBook``: the reviews of one match or record, finished and in progress, for the widgets that show
them; the review itself runs on a thread of its own (``gunapp.review``: its worker processes do the sums).

A book knows where its match is (``record``: a function giving a builder of the record, safe to call on the
worker thread) and where a finished review is kept (``keep``): the live match's model for a settlement (so
the autosave and the finished matches keep it), the record and its file for the replay viewer. A review
counts once it is finished: a cancelled one is dropped whole, so nothing half-done is ever kept.

One review at a time per book (the machine's two cores are the review's): ``analyse`` while one runs says
no. The thread is a plain Python thread, not the Qt pool's: a review takes seconds, and the pool's threads
prepare replays and saves that must not wait for it.
"""

from __future__ import annotations

import contextlib
import logging
import threading
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QObject, Signal

from gunapp.core.record import GameRecord, RecordError
from gunapp.review.model import DecisionReview, HandReview

log = logging.getLogger(__name__)

#: the seed of every review the app makes: the command line's default, so ``python -m gunapp.review`` gives
#: the figures the player saw
SEED = 0


class Run(Protocol):
    """What the book needs of ``gunapp.review.ReviewRun`` (tests give a small fake)."""

    @property
    def total(self) -> int: ...

    def results(
        self, cancel: Callable[[], bool] | None = None, progress: Callable[[int, int], None] | None = None
    ) -> Iterator[DecisionReview]: ...

    def hand_review(self, decisions: list[DecisionReview]) -> HandReview: ...


RunFactory = Callable[[GameRecord, int, int], Run]


def real_run(record: GameRecord, hand: int, seat: int) -> Run:
    from gunapp.review.runner import ReviewRun

    return ReviewRun(record, hand, seat, seed=SEED)


@dataclass
class Progress:
    """One seat's review of one hand as the widgets see it: the decisions valued so far (in order), how many
    there will be, the scale, and whether it is finished (``done``) or still running."""

    hand: int
    seat: int
    scale: str = ""
    total: int | None = None  # None until the record is replayed and the decisions counted
    decisions: list[DecisionReview] = field(default_factory=list)
    done: bool = False

    @staticmethod
    def of(review: HandReview) -> Progress:
        return Progress(
            review.hand, review.seat, review.scale, len(review.decisions), list(review.decisions), True
        )

    def costliest(self, n: int = 3) -> list[DecisionReview]:
        """As ``HandReview.costliest``, over what is valued so far."""
        costly = [d for d in self.decisions if d.cost > 0]
        costly.sort(key=lambda d: (not d.significant, -d.cost, d.index))
        return costly[:n]


class _Relay(QObject):
    """Lives in the GUI thread; the worker thread emits through it, so every delivery is queued there."""

    began = Signal(int, int, int, str)  # token, hand, total, scale
    decided = Signal(int, object)  # token, DecisionReview
    ended = Signal(int, object)  # token, HandReview, or None when cancelled
    failed = Signal(int, object)  # token, the exception


class ReviewBook(QObject):
    began = Signal(int, int)  # hand, seat: a review started (its hand is known once the record is read)
    changed = Signal(int, int)  # hand, seat: a decision came in, the review ended, or it was dropped
    running_changed = Signal(bool)
    failed = Signal(str)  # a sentence for the player

    def __init__(
        self,
        record: Callable[[], Callable[[], GameRecord]],
        stored: Callable[[int, int], HandReview | None],
        keep: Callable[[HandReview], None],
        parent: QObject | None = None,
        make_run: RunFactory = real_run,
    ) -> None:
        super().__init__(parent)
        self._record = record
        self._stored = stored
        self._keep = keep
        self.make_run = make_run
        self._relay = _Relay(self)
        self._relay.began.connect(self._on_began)
        self._relay.decided.connect(self._on_decided)
        self._relay.ended.connect(self._on_ended)
        self._relay.failed.connect(self._on_failed)
        self._token = 0
        self._stop: threading.Event | None = None
        self._thread: threading.Thread | None = None
        #: the review running: its seat, its hand once known
        self.current: Progress | None = None
        self._asked: tuple[int | None, int] | None = None

    @property
    def running(self) -> bool:
        return self._asked is not None

    def progress(self, hand: int, seat: int) -> Progress | None:
        """What is known of ``seat``'s review of ``hand``: the one running, else the one kept, else None."""
        cur = self.current
        if cur is not None and (cur.hand, cur.seat) == (hand, seat):
            return cur
        review = self._stored(hand, seat)
        return Progress.of(review) if review is not None else None

    def is_running(self, hand: int | None, seat: int) -> bool:
        asked = self._asked
        if asked is None or asked[1] != seat:
            return False
        return hand is None or asked[0] is None or asked[0] == hand

    def analyse(self, hand: int | None, seat: int) -> bool:
        """Review ``seat``'s decisions in ``hand`` (None: the record's last hand) on the worker thread; False
        if a review is running already."""
        if self.running:
            return False
        self._token += 1
        token = self._token
        build = self._record()  # what the game may still change is copied now, on the GUI thread
        stop = self._stop = threading.Event()
        # a book that goes (its window closed) stops its review: nobody is left to show or keep it
        self.destroyed.connect(lambda _obj=None, stop=stop: stop.set())
        self._asked = (hand, seat)
        self.current = None
        self._thread = threading.Thread(
            target=self._work, args=(token, build, hand, seat, stop), name="hand review", daemon=True
        )
        self._thread.start()
        self.running_changed.emit(True)
        return True

    def cancel(self) -> None:
        """Stop the review running: nothing of it is kept, its marks go."""
        if not self.running:
            return
        if self._stop is not None:
            self._stop.set()
        self._token += 1  # whatever the thread still sends is stale
        self._finish()

    def wait(self, timeout: float = 10.0) -> bool:
        """For tests and closing: wait for the worker thread to be gone."""
        thread = self._thread
        if thread is not None:
            thread.join(timeout)
            return not thread.is_alive()
        return True

    # -- the worker thread ------------------------------------------------------------------------------
    def _work(
        self, token: int, build: Callable[[], GameRecord], hand: int | None, seat: int, stop: threading.Event
    ) -> None:
        # RuntimeError: the book (and its relay) went away while the review ran; nobody waits for it
        with contextlib.suppress(RuntimeError):
            self._review(token, build, hand, seat, stop)

    def _review(
        self, token: int, build: Callable[[], GameRecord], hand: int | None, seat: int, stop: threading.Event
    ) -> None:
        relay = self._relay
        try:
            record = build()
            index = len(record.hands) - 1 if hand is None else hand
            run = self.make_run(record, index, seat)
            relay.began.emit(token, index, run.total, str(run.hand_review([]).scale))
            decisions: list[DecisionReview] = []
            for d in run.results(stop.is_set):
                decisions.append(d)
                relay.decided.emit(token, d)
            relay.ended.emit(token, None if stop.is_set() else run.hand_review(decisions))
        except Exception as exc:  # the review's own errors and any bug: told, the table carries on
            if stop.is_set():
                relay.ended.emit(token, None)
                return
            if not isinstance(exc, RecordError | ValueError):
                log.exception("a hand review failed")
            relay.failed.emit(token, exc)

    # -- back on the GUI thread -------------------------------------------------------------------------
    def _on_began(self, token: int, hand: int, total: int, scale: str) -> None:
        if token != self._token or self._asked is None:
            return
        seat = self._asked[1]
        self._asked = (hand, seat)
        self.current = Progress(hand, seat, scale, total)
        self.began.emit(hand, seat)
        self.changed.emit(hand, seat)

    def _on_decided(self, token: int, d: DecisionReview) -> None:
        cur = self.current
        if token != self._token or cur is None:
            return
        cur.decisions.append(d)
        self.changed.emit(cur.hand, cur.seat)

    def _on_ended(self, token: int, review: HandReview | None) -> None:
        if token != self._token:
            return
        if review is not None:
            self._keep(review)
        self._finish()

    def _on_failed(self, token: int, exc: object) -> None:
        if token != self._token:
            return
        self._finish()
        self.failed.emit(failure_text(exc))

    def _finish(self) -> None:
        cur = self.current
        self.current = None
        self._asked = None
        self._stop = None
        self.running_changed.emit(False)
        if cur is not None:
            self.changed.emit(cur.hand, cur.seat)


def failure_text(exc: object) -> str:
    """What the player is told when a review could not be made."""
    from gunapp.review.runner import ReviewError

    if isinstance(exc, ReviewError) and exc.code == "no_reviewer":
        return QCoreApplication.translate("Review", "This game cannot be analysed yet.")
    if isinstance(exc, RecordError):
        return QCoreApplication.translate(
            "Review", "The hand could not be analysed: its record does not read back as it was played."
        )
    return QCoreApplication.translate("Review", "The hand could not be analysed (an error in the app).")
