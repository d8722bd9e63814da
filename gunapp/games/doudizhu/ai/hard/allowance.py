"""How long one hard decision may search: a budget of work within a wall-clock cap and the caller's deadline.

The budget is counted in CPU time of the searching thread, so the search is as strong on a busy machine (other
programs, the GUI thread) as on an idle one; the wall-clock cap (and the caller's deadline, when sooner) keeps
the answer quick however busy the machine is: there the search shrinks instead. With one clock for both
(tests pass a fake one) the budget is simply wall time. A step (a playout) is started only if one as long as
the last should end within both limits, so a decision overruns them by little; a long step reads the clocks
now and then (``over``), and once it has seen a limit pass, no further step is started (``room``): on a busy
machine the time between two readings is what a decision can overrun by, so every step of the search reads the
clocks at least every millisecond or so of its own CPU time.
"""

from __future__ import annotations

from collections.abc import Callable

Clock = Callable[[], float]


class Allowance:
    __slots__ = (
        "wall",
        "work",
        "end_wall",
        "end_work",
        "now_wall",
        "now_work",
        "cost_wall",
        "cost_work",
        "spent",
    )

    def __init__(self, wall: Clock, work: Clock, budget: float, cap: float, deadline: float | None) -> None:
        self.wall = wall
        self.work = work
        self.now_wall = wall()
        self.now_work = self.now_wall if work is wall else work()
        # a budget asked beyond the cap (a test, an analysis) is a request to think that long
        self.end_wall = self.now_wall + max(cap, budget)
        if deadline is not None:
            self.end_wall = min(self.end_wall, deadline)
        self.end_work = self.now_work + budget
        self.cost_wall = self.cost_work = 0.0
        #: a reading mid-step (``over``) found a limit passed: the decision must end now
        self.spent = False

    def room(self) -> bool:
        """Is there time for one more step (as long as the last one)?"""
        return (
            not self.spent
            and self.now_wall + self.cost_wall < self.end_wall
            and self.now_work + self.cost_work < self.end_work
        )

    def tick(self) -> None:
        """A step ended: read the clocks, remember what it cost (decaying, so one slow step does not stop the
        search for good)."""
        wall = self.wall()
        work = wall if self.work is self.wall else self.work()
        self.cost_wall = max(self.cost_wall * 0.5, wall - self.now_wall)
        self.cost_work = max(self.cost_work * 0.5, work - self.now_work)
        self.now_wall, self.now_work = wall, work

    def steps_left(self) -> float:
        """How many more steps as long as the last one fit within both limits."""
        wall = (self.end_wall - self.now_wall) / self.cost_wall if self.cost_wall > 0 else float("inf")
        work = (self.end_work - self.now_work) / self.cost_work if self.cost_work > 0 else float("inf")
        return max(0.0, min(wall, work))

    def over(self) -> bool:
        """Read the clocks mid-step: has either limit passed? (A long step checks this now and then.) Once it
        has, it stays passed, and ``room`` says so too."""
        if self.spent:
            return True
        if self.wall() >= self.end_wall or (self.work is not self.wall and self.work() >= self.end_work):
            self.spent = True
        return self.spent
