"""View gaps found while building the AI (reported to the engine owner), now closed: each test pins the fix.

A gap still open would be marked xfail(strict=True), so that it starts failing the day the engine closes it.
"""

from __future__ import annotations

import random

from gunapp.games.gunzi.ai.levels import make_agent
from gunapp.games.gunzi.ai.runner import step
from gunapp.games.gunzi.engine import match as match_phase
from gunapp.games.gunzi.engine.events import TributeReturned
from gunapp.games.gunzi.engine.phase import Phase
from gunapp.games.gunzi.engine.rules import GunziOptions
from gunapp.games.gunzi.engine.state import GunziState


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
        values = list(view)  # every field of the named tuple
        assert returned in values, f"seat {seat} cannot see the cards returned"
        assert view.returned == returned
    for seat in (1, 2):  # R27: nobody else learns them
        assert state.view(seat).returned is None
    assert state.view(-1).returned is None
