"""Finished deals' records are packed (issue 10, memory over an evening): they read back exactly, the deal in
progress stays a plain dict, copies share them, and records and replays are unchanged (R24-R26 hands)."""

from __future__ import annotations

import copy
import json
import random

from gunapp.games.gunzi.ai import RandomAgent, RuleAgent
from gunapp.games.gunzi.ai.runner import step
from gunapp.games.gunzi.engine import record_io
from gunapp.games.gunzi.engine.match_codec import new_match
from gunapp.games.gunzi.engine.packed_hand import PackedHand, unpacked
from gunapp.games.gunzi.engine.phase import Phase
from gunapp.games.gunzi.engine.rules import ENDLESS_CYCLES, GunziOptions


def test_finished_deals_are_packed_and_read_back_exactly() -> None:
    state = new_match(GunziOptions(cyclesPerMatch=ENDLESS_CYCLES), 11)
    rng = random.Random(11)
    agents = [RuleAgent(), RandomAgent(), RuleAgent(), RandomAgent()]
    plain: list[dict[str, object]] = []  # each deal's record, deep-copied while it was still a dict
    while state.deal_no < 8:
        if state.records and isinstance(state.records[-1], dict):
            last = copy.deepcopy(state.records[-1])
        step(state, agents, rng)
        if len(state.records) > len(plain) + 1:
            plain.append(last)
    assert len(plain) == len(state.records) - 1 >= 8
    assert isinstance(state.records[-1], dict), "the deal in progress is written to: it stays a dict"
    for i, rec in enumerate(state.records[:-1]):
        assert isinstance(rec, PackedHand)
        assert unpacked(rec) == plain[i]
        assert rec["events"] == plain[i]["events"] and rec["result"] == plain[i]["result"]
        assert set(rec) == set(plain[i]) and len(rec) == len(plain[i])
        assert dict(rec) == plain[i]


def test_a_packed_deal_is_far_smaller_than_its_dicts() -> None:
    state = new_match(GunziOptions(cyclesPerMatch=ENDLESS_CYCLES), 5)
    rng = random.Random(5)
    agents = [RandomAgent() for _ in range(4)]
    while state.deal_no < 3:
        step(state, agents, rng)
    packed = state.records[0]
    assert isinstance(packed, PackedHand)
    text = json.dumps(unpacked(packed), separators=(",", ":"))
    # the compressed JSON is a fraction of even the compact text (the dicts cost ~8x the text)
    assert len(packed._blob) * 3 < len(text)


def test_copies_share_packed_deals_and_records_replay_unchanged() -> None:
    state = new_match(GunziOptions(cyclesPerMatch=ENDLESS_CYCLES), 23)
    rng = random.Random(23)
    agents = [RuleAgent() for _ in range(4)]
    while state.deal_no < 4 or state.phase is not Phase.PLAY:
        step(state, agents, rng)
    twin = copy.deepcopy(state)
    assert twin.records[0] is state.records[0]
    assert twin.records[-1] == state.records[-1] and twin.records[-1] is not state.records[-1]
    record = record_io.to_record(state)
    again = record_io.replay(record)
    assert [unpacked(r) for r in again.records] == [unpacked(r) for r in state.records]
    assert record_io.to_record(again).to_json() == record.to_json()
