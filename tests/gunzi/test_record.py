"""Game records (gunapp-record/1): write, read, replay to an identical state; clear errors; the simulator."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from gunapp.core.record import RecordError, parse_record
from gunapp.games.gunzi.ai import RandomAgent, RuleAgent
from gunapp.games.gunzi.ai.runner import play_hand
from gunapp.games.gunzi.engine.record_io import load, replay, save, to_record
from gunapp.games.gunzi.engine.rules import GunziOptions
from gunapp.games.gunzi.engine.state import GunziState
from gunapp.games.gunzi.sim import main as sim_main

REQUIRED_RESULT = ("points", "dig", "outcome", "levels", "next_dealer", "blood")


def played(seed: int = 5, hands: int = 4, options: GunziOptions | None = None) -> GunziState:
    state = GunziState.new(options or GunziOptions(cyclesPerMatch=20, riot="ON"), seed)  # type: ignore[arg-type]
    rng = random.Random(seed)
    agents = [RuleAgent(), RandomAgent(), RuleAgent(), RandomAgent()]
    for _ in range(hands):
        play_hand(state, agents, rng)
    return state


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_round_trip_replays_to_an_identical_state(seed: int) -> None:
    state = played(seed)
    text = to_record(state).to_json()
    again = replay(parse_record(text))
    assert again == state
    assert to_record(again).to_json() == text


def test_every_listed_field_is_filled() -> None:
    """DESIGN.md: deck, starter, events (with at on declarations), result fields per hand; options by key."""
    state = played(7)
    data = json.loads(to_record(state).to_json())
    assert data["format"] == "gunapp-record/1" and data["game"] == "gunzi"
    assert set(data["options"]) == set(GunziOptions.model_fields)
    for hand in data["hands"]:
        assert len(hand["deck"]) == 162 and 0 <= hand["starter"] <= 3
        if hand["result"].get("redeal"):
            continue
        assert all(k in hand["result"] for k in REQUIRED_RESULT)
        assert hand["dealer"] in (0, 1, 2, 3)
        for e in hand["events"]:
            assert e["type"] in ("declare", "pass", "flip", "draw", "tribute", "return", "riot", "bury",
                                 "bury_jokers", "pass_bury", "play")  # fmt: skip
            if e["type"] == "declare":
                assert isinstance(e["at"], int) and e["cards"]


def test_save_and_load_file(tmp_path: Path) -> None:
    state = played(11, hands=2)
    path = tmp_path / "m.json"
    save(state, path)
    assert load(path) == state


def _tampered(mutate: object) -> str:
    data = json.loads(to_record(played(3, hands=2)).to_json())
    mutate(data)  # type: ignore[operator]
    return json.dumps(data)


def _first_play(data: dict) -> dict:  # type: ignore[type-arg]
    return next(e for e in data["hands"][0]["events"] if e["type"] == "play")


@pytest.mark.parametrize(
    ("mutate", "message"),
    [
        (lambda d: d.update(format="gunapp-record/9"), "unknown record format"),
        (lambda d: d["hands"][0]["deck"].__setitem__(0, "XX"), "bad card code"),
        (lambda d: d["hands"][0]["deck"].__setitem__(0, d["hands"][0]["deck"][1]), "impossible deck"),
        (lambda d: _first_play(d).update(cards=["BJ", "SJ"]), "illegal play"),
        (lambda d: d["hands"][0]["result"].update(points=999), "result.points"),
        (lambda d: d["hands"][0]["events"].append({"seat": 0, "type": "dance"}), "unknown gunzi event"),
        (lambda d: d["options"].update(followMode="SIDEWAYS"), "options"),
        (lambda d: d["hands"][1].update(starter=(d["hands"][1]["starter"] + 1) % 4), "starter"),
    ],
)
def test_bad_records_are_clear_errors(mutate: object, message: str) -> None:
    with pytest.raises(RecordError, match=message):
        replay(parse_record(_tampered(mutate)))


def test_simulator_prints_outcomes_and_writes_one_record(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "sim.json"
    code = sim_main(["--hands", "3", "--seed", "4", "--agents", "rule", "--record", str(path),
                     "--option", "followMode=DEAD"])  # fmt: skip
    out = capsys.readouterr().out
    assert code == 0
    assert out.count("hand ") >= 3 and "outcomes:" in out and "mean attacker points" in out
    assert "cycles won" in out
    state = load(path)
    assert state.options.followMode.value == "DEAD" and state.hands_played == 3


def test_simulator_rejects_bad_options(capsys: pytest.CaptureFixture[str]) -> None:
    assert sim_main(["--hands", "1", "--option", "followMode=UP"]) == 2
    assert sim_main(["--hands", "1", "--option", "nonsense=1"]) == 2
    assert sim_main(["--hands", "1", "--agents", "genius"]) == 2
    assert "error" in capsys.readouterr().err


def test_a_hand_saved_in_play_with_no_event_after_the_reveal_resumes_in_play_r9_2_r13_3() -> None:
    """Bug (found when the AI seats began to reveal later, issue 26): a first hand revealed at card 70, a dry
    pot (R13.3: no exchange) and nothing played yet leaves the reveal as the hand's only event; the record
    then said nothing of the other 86 cards and a resumed match stood at card 70, in the deal."""
    from gunapp.core.cards import BIG_JOKER
    from gunapp.games.gunzi.engine.actions import DealNext, Declare
    from gunapp.games.gunzi.engine.numbered import gunzi_match
    from gunapp.games.gunzi.engine.phase import Phase

    state = gunzi_match(11, GunziOptions(cyclesPerMatch=99))
    while state.dealt < 70:
        state.apply(DealNext())
    state.apply(Declare(3, (BIG_JOKER,)))
    while state.phase is Phase.DEAL:
        state.apply(DealNext())
    assert state.phase is Phase.PLAY and state.dry_pot
    assert [e["type"] for e in state.records[-1]["events"]] == ["declare"]
    again = replay(parse_record(to_record(state).to_json()))
    assert again.phase is Phase.PLAY and again.dealt == 156
    assert again == state
