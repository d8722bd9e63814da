"""The hard Gunzi AI: determinized search (perfect-information Monte Carlo) over a seat's view (spec R27)."""

from gunapp.games.gunzi.ai.hard.agent import HardAgent

__all__ = ["HardAgent"]
