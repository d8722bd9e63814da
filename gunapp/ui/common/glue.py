"""Pace a ``GameModel`` by a table's ``Animator``: the next step (an AI turn, the next dealt card) starts only
when every queued animation has played, never after a sleep."""

from __future__ import annotations

from typing import Any

from gunapp.models.game_model import GameModel
from gunapp.ui.table.animator import Animator


def bind_model(model: GameModel[Any], animator: Animator) -> None:
    """Call ``model.ready()`` whenever ``animator`` drains. Queue a step for every event you show.

    The events of one action are one batch: the animator holds ``drained`` from the model's
    ``batch_started`` to its ``batch_ended``, so a first step that finishes at once (a Call, speed 0) does
    not let the model run ahead of the steps the same batch queues after it. Undo with
    ``animator.drained.disconnect(model.ready)``; the batch connections go with the model.
    """
    model.batch_started.connect(animator.hold)
    model.batch_ended.connect(animator.release)
    animator.drained.connect(model.ready)
