"""The easy Gunzi AI: B2's rule agent with a light random streak.

It declares, pays and buries like ``RuleAgent`` (sensible, simple), and in tricks it plays the rule agent's
choice most of the time but now and then a random legal card, as a casual player would. Its randomness comes
from its seed and the decision's place in the match, so replays and hints are reproducible.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from gunapp.games.gunzi.ai.rule_agent import RuleAgent
from gunapp.games.gunzi.engine.actions import Action, Play
from gunapp.games.gunzi.engine.phase import Phase
from gunapp.games.gunzi.engine.view import GunziView

#: share of trick decisions made at random
RANDOM_PLAY_RATE = 0.15


class EasyAgent:
    """``choose(view, legal_actions, rng)`` as every Gunzi agent; ``rng`` is not used (own seeded stream)."""

    name = "easy"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed
        self._rule = RuleAgent()

    def _rng(self, view: GunziView) -> random.Random:
        return random.Random(
            f"easy:{self.seed}:{view.cycle_no}:{view.deal_no}:{view.phase}:{view.seat}:"
            f"{view.dealt}:{view.trick_no}:{len(view.trick)}:{len(view.hand)}"
        )

    def choose(
        self,
        view: GunziView,
        legal_actions: Sequence[Action],
        *,
        rng: random.Random,
        deadline: float | None = None,
    ) -> Action:
        own = self._rng(view)
        if view.phase is Phase.PLAY and own.random() < RANDOM_PLAY_RATE:
            plays = [a for a in legal_actions if isinstance(a, Play)]
            if plays:
                return plays[own.randrange(len(plays))]
        return self._rule.choose(view, legal_actions, rng=own)


__all__ = ["EasyAgent"]
