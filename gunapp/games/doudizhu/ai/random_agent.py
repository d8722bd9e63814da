"""Uniform random choice among the legal actions: a baseline and a fuzzer for the engine."""

from __future__ import annotations

import random
from collections.abc import Sequence

from gunapp.games.doudizhu.engine.actions import Action
from gunapp.games.doudizhu.engine.view import DealView


class RandomAgent:
    name = "random"

    def choose(
        self,
        view: DealView,
        legal_actions: Sequence[Action],
        *,
        rng: random.Random,
        deadline: float | None = None,
    ) -> Action:
        return rng.choice(list(legal_actions))
