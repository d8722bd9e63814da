"""Who sees what (gunzi spec R27): views and redacted events."""

from __future__ import annotations

import random

from gunapp.games.gunzi.ai import RandomAgent
from gunapp.games.gunzi.ai.runner import step
from gunapp.games.gunzi.engine.actions import TABLE, Bury, DealNext, PayTribute, ReturnTribute
from gunapp.games.gunzi.engine.events import BottomBuried, CardDealt, TributeReturned
from gunapp.games.gunzi.engine.phase import Phase
from gunapp.games.gunzi.engine.rules import GunziOptions
from gunapp.games.gunzi.engine.state import GunziState
from gunapp.games.gunzi.engine.view import redact_event

from .helpers import cs
from .test_bottom import bottom_state
from .test_tribute import tribute_state


def test_r27_hands_are_private() -> None:
    state = GunziState.new(GunziOptions(), 3)
    events = []
    for _ in range(8):
        events += state.apply(DealNext())
    dealt = [e for e in events if isinstance(e, CardDealt)]
    for e in dealt:
        assert redact_event(e, e.seat) == e
        assert redact_event(e, (e.seat + 1) % 4).card is None  # type: ignore[union-attr]
    v = state.view(1)
    assert list(v.hand) == state.hands[1] and v.hand_sizes == (2, 2, 2, 2)
    assert state.view(TABLE).hand == ()
    assert v.bottom is None  # face down during the deal


def test_r27_buried_bottom_without_jokers_known_to_the_dealer_only() -> None:
    state = bottom_state()
    state.apply(Bury(0, tuple(cs("3S 3D KC 4H 2S TD"))))
    assert state.view(0).bottom is not None
    assert state.view(1).bottom is None and state.view(2).bottom is None
    ev = BottomBuried(0, tuple(cs("3S 3D KC 4H 2S TD")), False)
    assert redact_event(ev, 1).cards is None and redact_event(ev, 0) == ev  # type: ignore[union-attr]
    state.apply(state.legal_actions(1)[0])  # seat 1 buries a joker: the bottom is public (R15.4)
    assert state.view(2).bottom is not None


def test_r27_returned_tribute_cards_known_to_dealer_and_payer() -> None:
    state = tribute_state(payer="BJ 2H AH")
    state.apply(PayTribute(3, tuple(cs("BJ 2H"))))
    assert state.view(1).tribute_cards == tuple(cs("2H BJ"))  # tribute cards are public (R12.6)
    events = state.apply(ReturnTribute(0, tuple(state.hands[0][:2])))
    ret = next(e for e in events if isinstance(e, TributeReturned))
    assert redact_event(ret, 0) == ret and redact_event(ret, 3) == ret
    assert redact_event(ret, 1).cards is None  # type: ignore[union-attr]


def test_views_never_show_other_hands_during_a_whole_hand() -> None:
    state = GunziState.new(GunziOptions(), 9)
    rng = random.Random(9)
    agents = [RandomAgent()] * 4
    while state.phase not in (Phase.HAND_OVER, Phase.MATCH_OVER):
        step(state, agents, rng)
        for s in range(4):
            v = state.view(s)
            assert list(v.hand) == state.hands[s]
            if v.bottom is not None and not state.bottom_public:
                assert s == state.dealer
