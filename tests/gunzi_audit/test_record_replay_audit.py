"""Audit: records of hands full of rare paths (mid-deal overcalls, riots, joker burials, re-deals) replay to an
identical state (gunapp-record/1, issue part 3)."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from gunapp.games.gunzi.engine import GunziOptions, GunziState, NextHand, Phase
from gunapp.games.gunzi.engine.record_io import replay, to_record

from .driver import play_hand


@settings(max_examples=12, deadline=None)
@given(seed=st.integers(0, 10**6), riot=st.sampled_from(["ON", "OFF"]))
def test_records_of_random_driver_matches_replay_to_an_identical_state(seed: int, riot: str) -> None:
    state = GunziState.new(GunziOptions(riot=riot, cyclesPerMatch=99), seed)
    rng = random.Random(seed)
    for _ in range(3):
        play_hand(state, rng, declare_p=0.05)
        if state.phase is Phase.MATCH_OVER:
            break
        state.apply(NextHand())
    copy = replay(to_record(state))
    assert copy == state
    assert copy.records == state.records
