"""Audit of R27 (who sees what) through ``view`` and ``redact_event`` over whole random hands."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from gunapp.games.gunzi.engine import TABLE, GunziOptions, GunziState, Phase, redact_event
from gunapp.games.gunzi.engine.events import (
    BottomBuried,
    BottomTaken,
    CardDealt,
    CardsPlayed,
    TributePaid,
    TributeReturned,
    TrumpDeclared,
)

from .driver import step


@settings(max_examples=12, deadline=None)
@given(seed=st.integers(0, 10**6))
def test_r27_every_view_and_event_shows_only_what_the_seat_may_know(seed: int) -> None:
    state = GunziState.new(GunziOptions(cyclesPerMatch=99), seed)
    rng = random.Random(seed)
    hands_done = 0
    while hands_done < 3:
        events = step(state, rng, declare_p=0.02)
        for seat in (TABLE, 0, 1, 2, 3):
            view = state.view(seat)
            assert view.hand == (tuple(state.hands[seat]) if seat != TABLE else ())
            assert view.hand_sizes == tuple(len(h) for h in state.hands)
            if view.bottom is not None and seat != state.dealer:
                # a non-dealer sees the bottom only when it is public (R13.1, R14.4, R15.4, end of hand)
                assert state.bottom_public
            for event in events:
                seen = redact_event(event, seat)
                if isinstance(event, CardDealt):
                    assert (seen.card is not None) == (event.seat == seat)  # type: ignore[union-attr]
                elif isinstance(event, TributeReturned):
                    assert (seen.cards is not None) == (seat in (event.seat, event.to))  # type: ignore[union-attr]
                elif isinstance(event, BottomBuried):
                    assert (seen.cards is not None) == (event.face_up or seat == event.seat)  # type: ignore[union-attr]
                    assert event.face_up == any(c.is_joker for c in event.cards or ())  # R14.4
                elif isinstance(event, BottomTaken):
                    assert (seen.cards is not None) == (event.public or seat == event.seat)  # type: ignore[union-attr]
                elif isinstance(event, TrumpDeclared | TributePaid | CardsPlayed):
                    assert seen == event  # public (R27)
        if state.phase is Phase.HAND_OVER:
            hands_done += 1
            state.apply(state.legal_actions(TABLE)[0])
        elif state.phase is Phase.MATCH_OVER:
            break
