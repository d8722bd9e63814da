"""What the AI's view lacks (engine issues found while building the AI, reported to the engine owner).

Each test states the spec's requirement and is marked xfail(strict=True): it documents the gap without
breaking the suite, and starts failing (so it gets un-marked) the day the engine closes the gap.
"""

from __future__ import annotations

import dataclasses
import random

import pytest

from gunapp.ai.gunzi.levels import make_agent
from gunapp.ai.gunzi.runner import step
from gunapp.engine.gunzi import match as match_phase
from gunapp.engine.gunzi.events import TributeReturned
from gunapp.engine.gunzi.phase import Phase
from gunapp.engine.gunzi.rules import GunziOptions
from gunapp.engine.gunzi.state import GunziState


@pytest.mark.xfail(strict=True, reason="GunziView has no field for the returned tribute cards (R27)")
def test_r27_dealer_and_payer_views_show_the_returned_tribute_cards() -> None:
    """R12.6/R27: returned cards are known to D and the payer only. The events carry them (redact_event), but a
    view built later (an AI choosing a card, a resumed game) has no trace of them: the dealer cannot remember
    which cards he handed to the payer."""
    state = GunziState(options=GunziOptions(), seed=4)
    state.first_hand = False
    state.dealer = 0
    state.levels = [5, 5]
    state.blood = 2
    match_phase.start_deal(state)
    agents = [make_agent("easy", s) for s in range(4)]
    rng = random.Random(0)
    returned: tuple[object, ...] | None = None
    while state.phase is not Phase.PLAY:
        for event in step(state, agents, rng):
            if isinstance(event, TributeReturned):
                returned = event.cards
    assert returned is not None and len(returned) == 2
    for seat in (0, 3):  # the dealer and the payer prev(D)
        view = state.view(seat)
        values = [getattr(view, f.name) for f in dataclasses.fields(view)]
        assert returned in values, f"seat {seat} cannot see the cards returned"
