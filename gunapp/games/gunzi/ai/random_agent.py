"""A random-legal Gunzi agent: the baseline opponent and the driver of property tests and benchmarks."""

from __future__ import annotations

import random
from collections.abc import Sequence

from gunapp.core.cards import BIG_JOKER, SMALL_JOKER
from gunapp.games.gunzi.engine.actions import Action, Bury, ReturnTribute
from gunapp.games.gunzi.engine.view import GunziView


class RandomAgent:
    """Uniform over ``legal_actions``; for a free card choice (return, exchange) a uniform legal selection."""

    name = "random"

    def choose(
        self,
        view: GunziView,
        legal_actions: Sequence[Action],
        *,
        rng: random.Random,
        deadline: float | None = None,
    ) -> Action:
        sel = view.selection
        if sel is not None and legal_actions:
            while True:
                cards = tuple(rng.sample(list(sel.candidates), sel.count))
                if sel.kind == "return":
                    return ReturnTribute(view.seat, cards)
                rest = list(view.hand)
                for c in cards:
                    rest.remove(c)
                if SMALL_JOKER not in cards or BIG_JOKER not in rest:  # R14.3
                    return Bury(view.seat, cards)
        return legal_actions[rng.randrange(len(legal_actions))]
