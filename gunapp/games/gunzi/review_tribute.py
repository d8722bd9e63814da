"""Valuing the tribute payment or the riot (R12.3, R12.5) from the payer's view only (issue 27).

The payer gives his highest eligible cards; he chooses only when the last places tie between equal faces of
different suits (R12.3), and with ``riot=ON`` he may show three identical jokers instead (R12.5). Those are
different hands afterwards (a suit one card shorter, a tribute cancelled), so the choice is played out like a
declaration (``review_declare``): deals of the hidden cards sampled from the view (``sample_others``: the
other hands and the bottom, the bottom cards drawn face up in their places, R11.1), each candidate applied in
the same deal, the return, the bottom, the six and the burial by the normal AI, the tricks by the hard AI's
playout, scored on the ``gunzi-points`` scale from the payer's side.
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence

from gunapp.core.cards import Card, card_codes
from gunapp.games.gunzi.ai.bottom_choices import choose_tribute
from gunapp.games.gunzi.ai.hard.setup_search import sample_others
from gunapp.games.gunzi.engine.actions import Action, PayTribute, Riot
from gunapp.games.gunzi.engine.state import BOTTOM_SIZE
from gunapp.games.gunzi.engine.trumps import TrumpContext
from gunapp.games.gunzi.engine.view import GunziView
from gunapp.games.gunzi.review_declare import cards_from_counts, keep, play_on, world_state
from gunapp.review.contract import Effort
from gunapp.review.stats import Candidate, distinct_first

#: sampled deals per tribute choice (each plays the whole hand once per candidate)
TRIBUTE_WORLDS = 96


def label(action: Action) -> tuple[list[str], str]:
    """The cards given (``tribute``) or shown (``riot``)."""
    cards = card_codes(action.cards) if isinstance(action, PayTribute | Riot) else []
    return cards, "riot" if isinstance(action, Riot) else "tribute"


def _bottom(view: GunziView, sampled: Sequence[Card]) -> list[Card]:
    """Six bottom cards: those drawn face up in their places (R11.1), the sampled ones in the others."""
    shown = dict(view.shown)
    rest = iter(sampled)
    return [shown[pos] if pos in shown else next(rest) for pos in range(BOTTOM_SIZE)]


def value_tribute(
    view: GunziView, legal: Sequence[Action], made: Action, effort: Effort, rng: random.Random
) -> tuple[list[Candidate], bool]:
    """The candidates (the move made first, the normal AI's next) with their per-deal samples, and whether the
    CPU-time cap cut the sampling short."""
    assert view.trump is not None
    normal = choose_tribute(view, TrumpContext(view.level, view.trump), legal)
    actions = distinct_first(made, [normal, *legal], lambda a: a, effort.candidates)
    cands = [Candidate(*label(a)) for a in actions]
    shown = [card for _, card in view.shown]
    stop = time.thread_time() + effort.cpu_cap
    for _ in range(min(effort.worlds, TRIBUTE_WORLDS)):
        if time.thread_time() >= stop:
            return cands, True
        counts, sampled = sample_others(view, shown, rng, BOTTOM_SIZE - len(shown))
        hands = [cards_from_counts(c) for c in counts]
        hands[view.seat] = list(view.hand)
        bottom = _bottom(view, sampled)
        seed = rng.getrandbits(32)
        rows = []
        for a in actions:
            state = world_state(view, [h[:] for h in hands], bottom, 0, seed)
            state.apply(a)
            rows.append(play_on(state, view.seat, (), seed))
        keep(cands, rows)
    return cands, False


__all__ = ["TRIBUTE_WORLDS", "label", "value_tribute"]
