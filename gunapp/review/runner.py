"""Run a review: one hand of a record, one seat, decision after decision (``ReviewRun``).

The record is replayed by the app's checked reading (``core.prepare``: every action and recorded field
checked; a bad record raises ``RecordError``); the game's ``GameReviewer`` (``GameSpec.review``) turns the hand
into positions, each holding the seat's view only, and values them. Decisions are valued in the order they were
made and handed out in that order as each is ready, so a viewer shows the first ones while the rest compute.
With ``workers`` > 1 they are valued in that many worker processes (``start_method``: spawned from a program
with threads, such as the app, forked otherwise); each decision's random numbers come from the seed and the
decision's index alone, so the result does not depend on the number of workers or on which one took a
decision.
"""

from __future__ import annotations

import multiprocessing
import os
import threading
from collections.abc import Callable, Iterator
from multiprocessing.pool import Pool
from typing import Any

from gunapp.core import registry
from gunapp.core.prepare import prepare
from gunapp.core.record import GameRecord, RecordError, known_game
from gunapp.review.contract import Effort, GameReviewer, Position
from gunapp.review.model import DecisionReview, HandReview, Skipped

Cancel = Callable[[], bool]
#: ``(done, total)`` after each decision (and ``(0, total)`` at the start)
Progress = Callable[[int, int], None]

#: how often (seconds) a wait for a worker process looks at the cancel check
POLL_S = 0.05


class Cancelled(Exception):
    """The cancel check said stop: the review ended with nothing kept."""


class ReviewError(ValueError):
    """A hand or seat the record does not have (``str`` is an English sentence; ``code`` one of
    ``"no_hand"``, ``"no_seat"``, ``"no_reviewer"``)."""

    def __init__(self, message: str, code: str) -> None:
        super().__init__(message)
        self.code = code


def reviewer_for(game: str) -> GameReviewer:
    """The game's ``GameReviewer``; ``ReviewError("no_reviewer")`` for a game that offers none."""
    spec = registry.game(game)
    reviewer = spec.load_review()
    if reviewer is None:
        raise ReviewError(f"{game} has no review", "no_reviewer")
    result: GameReviewer = reviewer
    return result


def decision_seed(seed: int, index: int) -> int:
    """The seed one decision is valued with: the review's seed and the decision's place, nothing else."""
    return (seed * 1_000_003 + index * 7_919 + 17) & 0x7FFF_FFFF


def _evaluate(task: tuple[str, Position, Effort, int]) -> DecisionReview:
    game, position, effort, seed = task
    return reviewer_for(game).evaluate(position, effort, seed)


class ReviewRun:
    """A review being made: ``ReviewRun(record, hand, seat, seed=...)`` replays the record (``RecordError``
    for a bad record, ``ReviewError`` for a hand or seat it does not have) and lists the decisions
    (``positions``, ``skipped``); ``results()`` values them one at a time; ``run()`` gives the ``HandReview``
    or None when cancelled."""

    def __init__(
        self,
        record: GameRecord,
        hand: int,
        seat: int,
        *,
        seed: int = 0,
        effort: Effort | None = None,
        workers: int | None = None,
    ) -> None:
        self.game = known_game(record.game)
        self.reviewer = reviewer_for(self.game)
        if not 0 <= hand < len(record.hands):
            raise ReviewError(f"the record has no hand {hand} (it has {len(record.hands)})", "no_hand")
        players = registry.game(self.game).players
        if not 0 <= seat < players:
            raise ReviewError(f"{self.game} has no seat {seat} (seats 0..{players - 1})", "no_seat")
        self.hand, self.seat, self.seed = hand, seat, seed
        self.effort = effort or self.reviewer.effort
        self.workers = default_workers() if workers is None else max(1, workers)
        cut = record.model_copy(update={"hands": record.hands[: hand + 1]})
        prepared = prepare(cut)  # RecordError for anything the replay contradicts
        self.positions, self.skipped = self.reviewer.positions(prepared.start, prepared.actions, hand, seat)

    @property
    def total(self) -> int:
        """How many decisions ``results`` yields (when not cancelled)."""
        return len(self.positions)

    def results(
        self, cancel: Cancel | None = None, progress: Progress | None = None
    ) -> Iterator[DecisionReview]:
        """The valued decisions in the order they were made, each as soon as it (and those before it) is
        ready; ``Cancelled`` when ``cancel()`` turns true (checked between decisions and, with worker
        processes, every ``POLL_S``: the workers are then stopped at once)."""
        stop = cancel or (lambda: False)
        total = self.total
        if progress is not None:
            progress(0, total)
        tasks = [(self.game, p, self.effort, decision_seed(self.seed, p.index)) for p in self.positions]
        source = (
            self._in_process(tasks, stop) if self.workers <= 1 or total <= 1 else self._pooled(tasks, stop)
        )
        for number, result in enumerate(source):
            if stop():
                raise Cancelled
            if progress is not None:
                progress(number + 1, total)
            yield result.model_copy(update={"number": number})

    def run(
        self,
        cancel: Cancel | None = None,
        progress: Progress | None = None,
        on_result: Callable[[DecisionReview], None] | None = None,
    ) -> HandReview | None:
        """The whole review (``on_result`` sees each decision as it comes), or None if cancelled."""
        out: list[DecisionReview] = []
        try:
            for result in self.results(cancel, progress):
                out.append(result)
                if on_result is not None:
                    on_result(result)
        except Cancelled:
            return None
        return self.hand_review(out)

    def hand_review(self, decisions: list[DecisionReview]) -> HandReview:
        return HandReview(
            game=self.game,
            hand=self.hand,
            seat=self.seat,
            seed=self.seed,
            scale=self.reviewer.scale,
            effort=self.effort.as_dict(),
            decisions=decisions,
            skipped=list(self.skipped),
        )

    def _in_process(
        self, tasks: list[tuple[str, Position, Effort, int]], stop: Cancel
    ) -> Iterator[DecisionReview]:
        for task in tasks:
            if stop():
                raise Cancelled
            yield _evaluate(task)

    def _pooled(
        self, tasks: list[tuple[str, Position, Effort, int]], stop: Cancel
    ) -> Iterator[DecisionReview]:
        pool: Pool = multiprocessing.get_context(start_method()).Pool(min(self.workers, len(tasks)))
        try:
            pending: Any = pool.imap(_evaluate, tasks, chunksize=1)
            for _ in tasks:
                while True:
                    if stop():
                        raise Cancelled
                    try:
                        result: DecisionReview = pending.next(timeout=POLL_S)
                        break
                    except multiprocessing.TimeoutError:
                        continue
                yield result
        finally:
            pool.terminate()  # a cancelled or abandoned review stops its workers now
            pool.join()


def start_method() -> str:
    """How worker processes start: forked (at once, every module already imported) from a process with one
    thread (the command line, the bench) where the platform forks; else spawned (a fresh interpreter, some
    tenths of a second of imports each): forking a process with other threads running (the app: Qt's, the
    AI worker's) could copy a lock one of them holds, and the child would wait on it for ever."""
    forced = os.environ.get("GUNAPP_REVIEW_START", "")
    if forced in multiprocessing.get_all_start_methods():
        return forced  # packaging/smoke.py checks the app's spawned workers in the frozen bundle
    if threading.active_count() == 1 and "fork" in multiprocessing.get_all_start_methods():
        return "fork"
    return "spawn"


def default_workers() -> int:
    """Worker processes for a review: two cores' worth at most. A frozen build (PyInstaller) too: a spawned
    worker re-runs the bundle's executable, whose entry (packaging/launcher.py) calls
    ``multiprocessing.freeze_support()`` first; packaging/smoke.py reviews a hand that way."""
    return max(1, min(2, os.cpu_count() or 1))


def review(
    record: GameRecord,
    hand: int,
    seat: int,
    *,
    seed: int = 0,
    effort: Effort | None = None,
    workers: int | None = None,
    cancel: Cancel | None = None,
    progress: Progress | None = None,
) -> HandReview | None:
    """The whole review of ``seat`` in ``hand``, or None if cancelled."""
    return ReviewRun(record, hand, seat, seed=seed, effort=effort, workers=workers).run(cancel, progress)


__all__ = [
    "Cancelled",
    "RecordError",
    "ReviewError",
    "ReviewRun",
    "Skipped",
    "decision_seed",
    "default_workers",
    "review",
    "reviewer_for",
]
