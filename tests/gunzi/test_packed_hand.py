"""Finished deals' records packed (issue 10, memory over an evening): they read back exactly, the deal in
progress stays a plain dict, copies share them, and records and replays are unchanged (R24-R26 hands). The
engine never packs by itself (simulators and benchmarks pay nothing); the app's model does, at each new deal."""

from __future__ import annotations

import copy
import json
import random

from gunapp.games.gunzi.ai import RandomAgent, RuleAgent
from gunapp.games.gunzi.ai.runner import step
from gunapp.games.gunzi.engine import record_io
from gunapp.games.gunzi.engine.match_codec import new_match
from gunapp.games.gunzi.engine.packed_hand import PackedHand, pack_finished, unpacked
from gunapp.games.gunzi.engine.phase import Phase
from gunapp.games.gunzi.engine.rules import ENDLESS_CYCLES, GunziOptions
from gunapp.games.gunzi.engine.state import GunziState


def _match(seed: int, deals: int, agents: list[object] | None = None) -> GunziState:
    state = new_match(GunziOptions(cyclesPerMatch=ENDLESS_CYCLES), seed)
    rng = random.Random(seed)
    players = agents or [RuleAgent(), RandomAgent(), RuleAgent(), RandomAgent()]
    while state.deal_no < deals or state.phase is not Phase.PLAY:
        step(state, players, rng)  # type: ignore[arg-type]
    return state


def test_finished_deals_are_packed_and_read_back_exactly() -> None:
    state = _match(11, 8)
    assert not any(isinstance(r, PackedHand) for r in state.records), "the engine itself never packs"
    plain = copy.deepcopy(state.records)
    pack_finished(state.records)
    assert isinstance(state.records[-1], dict), "the deal in progress is written to: it stays a dict"
    assert len(state.records) == len(plain) >= 9
    for i, rec in enumerate(state.records[:-1]):
        assert isinstance(rec, PackedHand)
        assert unpacked(rec) == plain[i] == dict(rec)
        assert rec["events"] == plain[i]["events"] and rec["result"] == plain[i]["result"]
        assert set(rec) == set(plain[i]) and len(rec) == len(plain[i])
    pack_finished(state.records)  # again: nothing changes
    assert [unpacked(r) for r in state.records] == plain


def test_a_packed_deal_is_far_smaller_than_its_dicts() -> None:
    state = _match(5, 3, [RandomAgent() for _ in range(4)])
    pack_finished(state.records)
    packed = state.records[0]
    assert isinstance(packed, PackedHand)
    text = json.dumps(unpacked(packed), separators=(",", ":"))
    # the compressed JSON is a fraction of even the compact text (the dicts cost ~8x the text)
    assert len(packed._blob) * 3 < len(text)


def test_copies_share_packed_deals_and_records_replay_unchanged() -> None:
    state = _match(23, 4, [RuleAgent() for _ in range(4)])
    before = record_io.to_record(state).to_json()
    pack_finished(state.records)
    twin = copy.deepcopy(state)
    assert twin.records[0] is state.records[0]
    assert twin.records[-1] == state.records[-1] and twin.records[-1] is not state.records[-1]
    record = record_io.to_record(state)
    assert record.to_json() == before
    again = record_io.replay(record)
    assert [unpacked(r) for r in again.records] == [unpacked(r) for r in state.records]


def test_the_app_model_packs_each_finished_deal(qapp) -> None:
    """The model a table plays packs the finished deals when a new deal starts."""
    from gunapp.games.gunzi.model import GunziModel
    from gunapp.models.game_model import SeatConfig

    model = GunziModel([SeatConfig("ai", "normal")] * 4, seed=3)
    state = _match(3, 3)
    model.state = state
    model._after_events([_hand_started(state)])
    assert all(isinstance(r, PackedHand) for r in state.records[:-1])
    assert isinstance(state.records[-1], dict)
    model.deleteLater()


def _hand_started(state: GunziState) -> object:
    from gunapp.games.gunzi.engine.events import HandStarted

    return HandStarted(state.deal_no, state.cycle_no, False, state.dealer, 0, 3, (3, 3), 0)
