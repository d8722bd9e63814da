"""Pace a ``GameModel`` by a table's ``Animator``: the next step (an AI turn, the next dealt card) starts only
when every queued animation has played, never after a sleep."""

from __future__ import annotations

from typing import Any

from gunapp.ui.table.animator import Animator


def bind_model(model: Any, animator: Animator) -> None:
    """Call ``model.ready()`` whenever ``animator`` drains. Queue a step for every event you show."""
    animator.drained.connect(model.ready)
