"""A fake clock for the AI's time budgets and deadlines: every reading advances it by ``step`` seconds, so a
test decides how much "time" each step of a search costs, on any machine, at any load."""

from __future__ import annotations


class FakeClock:
    def __init__(self, step: float) -> None:
        self.now = 0.0
        self.step = step

    def __call__(self) -> float:
        self.now += self.step
        return self.now
