"""The AI's deadline counts from the model's request (issue 29): on a busy machine a job may wait for a pool
thread or the CPU before the agent starts, and that wait is part of what the player waits for. No timed
asserts: the order of events is fixed (the job cannot start before the one ahead of it is released), and the
deadline the agent receives is compared with clock readings taken around the request."""

from __future__ import annotations

import threading
import time
from typing import Any

from PySide6.QtCore import QCoreApplication, QThreadPool

from gunapp.models.ai_worker import AiWorker, deadline_for
from gunapp.models.table_agents import TableAgent


class _Blocker:
    name = "blocker"

    def __init__(self) -> None:
        self.started, self.release = threading.Event(), threading.Event()

    def choose(self, view: Any, legal: list[Any], *, rng: Any, deadline: float | None = None) -> Any:
        self.started.set()
        self.release.wait(10)
        return legal[0]


class _Recorder:
    name = "recorder"

    def __init__(self, wall_cap: float | None = None) -> None:
        self.deadline: float | None = None
        self.started_at: float | None = None
        if wall_cap is not None:
            self.wall_cap = wall_cap

    def choose(self, view: Any, legal: list[Any], *, rng: Any, deadline: float | None = None) -> Any:
        self.started_at = time.monotonic()
        self.deadline = deadline
        return legal[0]


def _queued_deadline(agent: _Recorder, budget_ms: int) -> tuple[float, float, float]:
    """(before, after) the request and the deadline the agent got, its job having waited in the pool's queue
    behind another seat's until ``QUEUED_S`` after the request."""
    pool = QThreadPool()
    pool.setMaxThreadCount(1)
    ahead, worker = AiWorker(pool=pool), AiWorker(pool=pool)
    blocker = _Blocker()
    ahead.request(TableAgent.seated(blocker, 0), None, ["pass"], 800)
    assert blocker.started.wait(10)
    before = time.monotonic()
    worker.request(TableAgent.seated(agent, 0), None, ["pass"], budget_ms)
    after = time.monotonic()
    while time.monotonic() < after + QUEUED_S:  # the queue holds the job this long, whatever the machine
        time.sleep(QUEUED_S / 4)
    blocker.release.set()
    assert pool.waitForDone(10_000)
    QCoreApplication.processEvents()
    assert agent.deadline is not None and agent.started_at is not None
    assert agent.started_at >= after + QUEUED_S  # it did wait
    return before, after, agent.deadline


QUEUED_S = 0.2


def test_the_wait_in_the_queue_counts_against_the_deadline(qapp) -> None:
    """Regression: the deadline was taken when the job started, so a job queued for 0.2 s got 0.8 s more."""
    before, after, deadline = _queued_deadline(_Recorder(), 800)
    assert before + 0.8 <= deadline <= after + 0.8


def test_an_agents_wall_cap_counts_from_the_request(qapp) -> None:
    """An agent that promises to answer within 0.25 s (the hard levels) gets a deadline 0.25 s after the
    request, not the model's whole budget."""
    before, after, deadline = _queued_deadline(_Recorder(wall_cap=0.25), 800)
    assert before + 0.25 <= deadline <= after + 0.25


def test_the_models_budget_wins_when_shorter_than_the_cap() -> None:
    t0 = time.monotonic()
    deadline = deadline_for(TableAgent.seated(_Recorder(wall_cap=0.25), 0), 100)
    assert t0 + 0.1 <= deadline <= time.monotonic() + 0.1


def test_both_hard_levels_declare_their_cap() -> None:
    """The hard agents of both games promise 0.25 s (README): the worker counts it from the request."""
    from gunapp.games.doudizhu.ai.levels import make_agent as ddz_agent
    from gunapp.games.gunzi.ai.levels import make_agent as gunzi_agent

    for make in (ddz_agent, gunzi_agent):
        t0 = time.monotonic()
        deadline = deadline_for(TableAgent.seated(make("hard", 0), 0), 800)
        assert t0 + 0.25 <= deadline <= time.monotonic() + 0.25
