"""The normal Gunzi AI: a heuristic player that sees only its view (spec R27).

It tracks played cards and voids (``memory``), declares with a long suit (``declaring``), buries and returns
cheap cards of short suits (``bottom_choices``), leads winners and trumps (``leading``) and follows with
partner awareness (``following``). It is deterministic: the same view and legal actions give the same action,
so a hint shown to the human is exactly what the AI would have played.
"""

from __future__ import annotations

import logging
import random
from collections.abc import Sequence

from gunapp.games.gunzi.ai.bottom_choices import (
    choose_bury,
    choose_joker_burial,
    choose_return,
    choose_tribute,
)
from gunapp.games.gunzi.ai.declaring import choose_declaration
from gunapp.games.gunzi.ai.following import choose_follow
from gunapp.games.gunzi.ai.leading import choose_lead
from gunapp.games.gunzi.ai.memory import Memory
from gunapp.games.gunzi.engine.actions import Action
from gunapp.games.gunzi.engine.phase import Phase
from gunapp.games.gunzi.engine.trumps import TrumpContext
from gunapp.games.gunzi.engine.view import GunziView

log = logging.getLogger(__name__)


class NormalAgent:
    """``choose(view, legal_actions, rng)`` as every Gunzi agent (``runner.Agent``); ``rng`` is not used."""

    name = "normal"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed
        #: decisions where a heuristic failed and the first legal action was played instead (should stay 0)
        self.fallbacks = 0

    def choose(
        self,
        view: GunziView,
        legal_actions: Sequence[Action],
        *,
        rng: random.Random,
        deadline: float | None = None,
    ) -> Action:
        if len(legal_actions) == 1 and view.selection is None:
            return legal_actions[0]
        try:
            return self._choose(view, legal_actions)
        except Exception:  # a heuristic bug must never stall a game: play something legal, and say so
            log.exception("normal Gunzi AI failed in phase %s; playing the first legal action", view.phase)
            self.fallbacks += 1
            return legal_actions[0]

    def _choose(self, view: GunziView, legal: Sequence[Action]) -> Action:
        phase = view.phase
        if phase in (Phase.DEAL, Phase.WINDOW):
            return choose_declaration(view, legal)
        assert view.trump is not None
        ctx = TrumpContext(view.level, view.trump)
        if phase is Phase.TRIBUTE:
            return choose_tribute(view, ctx, legal)
        if phase is Phase.RETURN:
            return choose_return(view, ctx)
        if phase is Phase.EXCHANGE:
            return choose_bury(view, ctx)
        if phase is Phase.BURY_JOKERS:
            return choose_joker_burial(view, ctx, legal)
        if phase is Phase.PLAY:
            mem = Memory.from_view(view)
            if not view.trick:
                return choose_lead(view, mem, legal)
            return choose_follow(view, mem, legal)
        return legal[0]


__all__ = ["NormalAgent"]
