"""Records of call-and-grab games (section 11) in gunapp-record/1: round trip, replay and resume; damaged
decisions refused clearly; at the default options a record is byte for byte the one the app wrote before
section 11 (``tests/fixtures/ddz_records``, written by the code at f675270 with ``python -m gunapp.sim``)."""

from __future__ import annotations

import copy
import json
import random
from pathlib import Path

import pytest

from gunapp.core.record import RecordError, load_record, parse_record
from gunapp.games.doudizhu import sim
from gunapp.games.doudizhu.engine.actions import Call, Show
from gunapp.games.doudizhu.engine.presets import HAPPY
from gunapp.games.doudizhu.engine.record_io import (
    read_record,
    replay,
    resume_point,
    session_record,
    write_record,
)
from gunapp.games.doudizhu.engine.rules import Options, Variant
from gunapp.games.doudizhu.engine.session import Session
from gunapp.games.doudizhu.engine.state import Phase

FIXTURES = Path(__file__).parent.parent / "fixtures" / "ddz_records"
#: each fixture's sim command line (the agents are deterministic at the default options)
SIM_ARGS = {
    "ddz3": ["--hands", "4", "--seed", "7", "--agents", "normal,easy,rule", "--spring"],
    "ddz4": ["--hands", "4", "--seed", "7", "--agents", "normal,easy,rule,normal"],
}


def played(variant: Variant, seed: int, deals: int, options: Options) -> Session:
    """Random legal play, after one forced redeal (D11.2) with a shown hand that must not carry over."""
    s = Session(variant, options, seed=seed)
    rng = random.Random(seed)
    n = variant.players
    if options.show_hand:
        for k in range(n):
            s.apply(Show(s.deal.talk.start_turn, k == 0))
    for _ in range(n):
        s.apply(Call(s.deal.auction.turn if s.deal.auction else 0, False))
    for d in range(deals):
        if d:
            s.next_deal()
        while s.deal.phase is not Phase.ENDED:
            seat = s.deal.to_act
            assert seat is not None
            s.apply(rng.choice(s.legal_actions(seat)))
    return s


@pytest.mark.parametrize("variant", [Variant.DDZ3, Variant.DDZ4])
def test_a_happy_session_round_trips_and_replays(tmp_path: Path, variant: Variant) -> None:
    options = HAPPY.options().model_copy(update={"doubling_cap": 64})
    s = played(variant, 13, 3, options)
    path = tmp_path / "happy.json"
    write_record(s, path)
    record = load_record(path)
    assert record.options["bidding"] == "grab" and record.options["showHand"] is True
    assert record.hands[0].result == {"redeal": True}
    types = {e["type"] for h in record.hands for e in h.events}
    assert {"show", "call", "grab", "double"} <= types
    played_out = [h.result for h in record.hands if "scores" in h.result]
    assert len(played_out) == 3 and all({"grabs", "show", "doubles"} <= set(r) for r in played_out)
    again = read_record(path)
    assert again.totals == s.totals
    assert [d.result for d in again.deals] == [d.result for d in s.deals]
    assert [d.decisions for d in again.deals] == [list(d.decisions) for d in s.deals]
    assert session_record(s).to_json() == record.to_json()


def test_resume_mid_doubling_gives_the_same_deal() -> None:
    """Play from here / Continue: the resume point of a record stopped in the doubling round replays to the
    same state, and goes on as the original."""
    s = Session(Variant.DDZ3, HAPPY.options(), seed=21)
    rng = random.Random(1)
    while s.deal.phase is not Phase.DOUBLING or s.deal.talk.double_queue[0] == s.deal.landlord:
        seat = s.to_act
        assert seat is not None
        s.apply(rng.choice(s.legal_actions(seat)))
        if s.deal.phase is Phase.PLAYING:  # this seed doubled past it: start a fresh session
            pytest.fail("the seed no longer stops in the doubling round")
    again, actions = resume_point(parse_record(session_record(s).to_json()))
    for a in actions:
        again.apply(a)
    assert again.deal.phase is Phase.DOUBLING and again.to_act == s.to_act
    assert again.view(0) == s.view(0)
    twin = copy.deepcopy(s)
    for _ in range(3):
        seat = s.to_act
        assert seat is not None
        action = rng.choice(s.legal_actions(seat))
        assert again.apply(action) == twin.apply(action) == s.apply(action)


@pytest.mark.parametrize(
    ("change", "field"),
    [
        ({"type": "double", "value": "2"}, "value"),
        ({"type": "grab", "value": 1}, "value"),
        ({"type": "call", "value": None}, "value"),
    ],
)
def test_a_damaged_decision_is_refused_with_its_field(change: dict[str, object], field: str) -> None:
    s = played(Variant.DDZ3, 5, 1, HAPPY.options())
    data = json.loads(session_record(s).to_json())
    events = data["hands"][1]["events"]
    i = next(j for j, e in enumerate(events) if e["type"] == change["type"])
    events[i]["value"] = change["value"]
    with pytest.raises(RecordError) as exc:
        replay(parse_record(json.dumps(data)))
    assert exc.value.field == f"events[{i}].{field}"


def test_a_decision_out_of_turn_is_illegal_in_the_record() -> None:
    s = played(Variant.DDZ3, 5, 1, HAPPY.options())
    data = json.loads(session_record(s).to_json())
    events = data["hands"][1]["events"]
    i = next(j for j, e in enumerate(events) if e["type"] == "double")
    events[i]["seat"] = (events[i]["seat"] + 1) % 3
    with pytest.raises(RecordError) as exc:
        replay(parse_record(json.dumps(data)))
    assert exc.value.code == "illegal"


@pytest.mark.parametrize("game", ["ddz3", "ddz4"])
def test_default_options_write_the_record_of_before_section_11(
    tmp_path: Path, game: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """At the default options the game is sections 1-8 unchanged: the same seed and agents write the very
    bytes the code before section 11 wrote, and that record replays."""
    out = tmp_path / f"{game}.json"
    assert sim.main(game, [*SIM_ARGS[game], "--record", str(out)]) == 0
    fixture = FIXTURES / f"{game}.json"
    assert out.read_bytes() == fixture.read_bytes()
    rep = read_record(fixture)
    assert all(not d.decisions for d in rep.deals)
    assert "bidding" not in load_record(fixture).options


def test_sim_takes_options_and_presets(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "g.json"
    args = ["--hands", "2", "--agents", "normal", "--preset", "happy", "--option", "doubling=on"]
    assert sim.main("ddz3", [*args, "--record", str(out)]) == 0
    options = load_record(out).options
    assert (options["bidding"], options["doubling"], options["showHand"], options["spring"]) == (
        "grab",
        "on",
        True,
        True,
    )
    assert read_record(out).options.doubling == "on"
    with pytest.raises(SystemExit):
        sim.main("ddz3", ["--option", "showHand=perhaps"])
    assert "showHand" in capsys.readouterr().err


def test_the_save_signature_moves_with_each_decision() -> None:
    """An autosave is written when the match moved: a show, a call or a double is a move (section 11)."""
    from types import SimpleNamespace

    from gunapp.games.doudizhu.engine.match_codec import CODEC

    s = Session(Variant.DDZ3, HAPPY.options(), seed=2)
    model = SimpleNamespace(engine=s)
    seen = {CODEC.signature(model)}  # type: ignore[arg-type]
    for _ in range(6):
        seat = s.to_act
        assert seat is not None
        s.apply(s.legal_actions(seat)[1])  # show, call, grab: yes
        signature = CODEC.signature(model)  # type: ignore[arg-type]
        assert signature not in seen
        seen.add(signature)


def test_the_replay_timeline_steps_through_the_section_11_phases() -> None:
    """The replay viewer's timeline (Play from here starts from ``state_at``): every action of a happy deal
    replays, each phase change is a stop, and the state at the end is the session's."""
    from gunapp.models.replay_model import Timeline

    s = played(Variant.DDZ3, 8, 1, HAPPY.options())
    record = parse_record(session_record(s).to_json())
    timeline = Timeline(record)
    last = timeline.hand_count - 1
    line = timeline.hand(last)
    phases = []
    for k in line.stops:
        phases.append(timeline.state_at(last, k).hand_phase())
    assert {"bidding", "doubling", "playing"} <= set(phases)
    end = timeline.state_at(last, len(line.actions))
    assert end.view(0) == s.view(0)
