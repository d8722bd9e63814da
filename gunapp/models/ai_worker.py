"""Run AI agents off the GUI thread: ``AiWorker.request(table_agent, view, legal, budget_ms)`` -> ``decided``.

The worker calls the one agent signature of both games, ``agent.choose(view, legal_actions, *, rng,
deadline)``, with the table agent's seeded ``rng`` and a ``deadline`` (``time.monotonic()`` value): the budget,
or the agent's own ``wall_cap`` (seconds) if it has one and it is shorter, counted from the request. On a busy
machine the job may wait for a pool thread, and the thread for the CPU, before the agent starts: that wait is
part of what the player waits for, so it comes out of the agent's time, not on top of it. Views and action
lists are immutable values, so the worker thread never touches the engine state. Each request carries a token; a
result whose token is stale (a new game started, the request was cancelled) is dropped, so a slow agent can never
act in the wrong position.
"""

from __future__ import annotations

import contextlib
import logging
import sys
import time
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QObject, QThreadPool, Signal

from gunapp.models.table_agents import TableAgent

log = logging.getLogger(__name__)

#: the interpreter's thread switch interval while AI threads run beside the GUI thread, in seconds. A thread
#: that wants the GIL held by a busy one waits up to the interval, 5 ms by default, and the GUI thread, which
#: lets it go around many Qt calls, paid that wait over and over while an AI thought: in ddz4 (a hundred cards
#: to paint, three AIs thinking) it stalled 200-300 ms of wall time for 75 ms of its own CPU. At 0.5 ms the GUI
#: monkey's ddz4 gaps over 250 ms went from 7 to 0 in the same 200 s run (tools/soak/soak_gui_monkey.py).
SWITCH_INTERVAL = 0.0005


def deadline_for(agent: TableAgent, budget_ms: int) -> float:
    """When ``agent`` must have answered a request made now (``time.monotonic``, the agents' clock):
    ``budget_ms`` or the agent's own ``wall_cap``, whichever is shorter, from now."""
    budget = budget_ms / 1000
    cap = getattr(agent.agent, "wall_cap", None)
    if isinstance(cap, int | float) and cap > 0:
        budget = min(budget, float(cap))
    return time.monotonic() + budget


class _Relay(QObject):
    """Lives in the GUI thread; the runnable emits through it, so delivery is queued to the GUI thread."""

    done = Signal(int, object, object)  # token, action, error text (None on success)


class _Job:
    """One decision, run by the thread pool as a plain callable: a ``QRunnable`` subclass whose ``run`` emits
    a signal is never freed by PySide 6.11 (its wrapper stays alive; ~12 KB a decision over an evening)."""

    def __init__(
        self, relay: _Relay, token: int, agent: TableAgent, view: Any, legal: list[Any], deadline: float
    ) -> None:
        self._relay: _Relay | None = relay
        self._token = token
        self._agent: TableAgent | None = agent
        self._view = view
        self._legal: list[Any] | None = legal
        self._deadline = deadline

    def __call__(self) -> None:
        try:
            seat, legal = self._agent, self._legal
            assert seat is not None and legal is not None  # a job runs once
            action = seat.agent.choose(self._view, legal, rng=seat.rng, deadline=self._deadline)
        except Exception as exc:  # an agent bug must not kill the thread pool: the model falls back
            log.exception("AI agent failed")
            self._deliver(None, f"{type(exc).__name__}: {exc}")
            return
        finally:
            # a job runs once: let go of the view and legal list at once, whoever still holds the job
            self._agent = self._view = self._legal = None
        self._deliver(action, None)

    def _deliver(self, action: Any, error: str | None) -> None:
        # RuntimeError: the table closed (its model and this relay deleted) while the agent was still
        # thinking, past the wait of closing; nobody waits for this answer any more
        relay, self._relay = self._relay, None
        if relay is None:
            return
        with contextlib.suppress(RuntimeError):
            relay.done.emit(self._token, action, error)


class AiWorker(QObject):
    """One outstanding decision at a time (games are turn based); ``decided(token, action)`` on the GUI thread.

    ``failed(token, message)`` reports an agent exception; the caller usually plays its first legal action.
    """

    decided = Signal(int, object)
    failed = Signal(int, str)

    def __init__(self, parent: QObject | None = None, pool: QThreadPool | None = None) -> None:
        super().__init__(parent)
        if sys.getswitchinterval() > SWITCH_INTERVAL:
            sys.setswitchinterval(SWITCH_INTERVAL)
        self._pool = pool or QThreadPool.globalInstance()
        self._relay = _Relay(self)
        self._relay.done.connect(self._on_done)
        self._token = 0
        self._busy = False

    @property
    def busy(self) -> bool:
        return self._busy

    def request(self, agent: TableAgent, view: Any, legal: Sequence[Any], budget_ms: int = 800) -> int:
        """Ask ``agent`` for a decision; returns the token that ``decided`` will carry."""
        self._token += 1
        self._busy = True
        self._pool.start(
            _Job(
                self._relay,
                self._token,
                agent,
                view,
                list(legal),
                deadline_for(agent, budget_ms),
            )
        )
        return self._token

    def cancel(self) -> None:
        """Forget the outstanding request: its result will be ignored."""
        self._token += 1
        self._busy = False

    def wait_idle(self, ms: int = 5000) -> None:
        """Wait for running jobs to end (closing the table, tests)."""
        self._pool.waitForDone(ms)

    def _on_done(self, token: int, action: object, error: object) -> None:
        if token != self._token:
            return
        self._busy = False
        if error is not None:
            self.failed.emit(token, str(error))
        else:
            self.decided.emit(token, action)
