"""A reader that accepts a record must agree with it (issue 10; issue 14 items 2, 3 and 8).

Each recorded field the replay derives is tampered with in a real record: the reader refuses it with a
``RecordError`` whose code, hand and field say what is wrong, and the UI says so in the player's language.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import Any

import pytest

from gunapp.core import record as rec
from gunapp.core.prepare import prepare
from gunapp.core.record import RecordError, parse_record
from gunapp.games.doudizhu.engine import record_io as ddz_io
from gunapp.games.doudizhu.engine.actions import Bid
from gunapp.games.doudizhu.engine.rules import Options, Variant
from gunapp.games.doudizhu.engine.session import Session
from gunapp.games.doudizhu.engine.state import Phase as DdzPhase
from gunapp.games.gunzi.ai import RandomAgent, RuleAgent
from gunapp.games.gunzi.ai.runner import play_hand, step
from gunapp.games.gunzi.engine import record_io as gunzi_io
from gunapp.games.gunzi.engine.phase import Phase
from gunapp.games.gunzi.engine.rules import GunziOptions
from gunapp.games.gunzi.engine.state import GunziState

Data = dict[str, Any]


def gunzi_data(hands: int = 3, seed: int = 3) -> Data:
    state = GunziState.new(GunziOptions(cyclesPerMatch=20, riot="ON"), seed)  # type: ignore[arg-type]
    rng = random.Random(seed)
    agents = [RuleAgent(), RandomAgent(), RuleAgent(), RandomAgent()]
    for _ in range(hands):
        play_hand(state, agents, rng)
    return json.loads(gunzi_io.to_record(state).to_json())  # type: ignore[no-any-return]


def ddz_data(
    variant: Variant = Variant.DDZ3, deals: int = 3, seed: int = 5, redeal_first: bool = True
) -> Data:
    s = Session(variant, Options(spring=True), seed=seed)
    rng = random.Random(seed)
    if redeal_first:  # D4.4: everyone passes, the same dealer deals again
        for _ in range(variant.players):
            s.apply(Bid(s.deal.bidding.turn, 0))
    for d in range(deals):
        if d:
            s.next_deal()
        while s.deal.phase is not DdzPhase.ENDED:
            deal = s.deal
            seat = deal.to_act
            s.apply(rng.choice(s.legal_actions(seat)))
    return json.loads(ddz_io.session_record(s).to_json())  # type: ignore[no-any-return]


def read(data: Data | str) -> Any:
    """parse_record + the resume preparation, as Continue and Open record… do."""
    return prepare(parse_record(data if isinstance(data, str) else json.dumps(data)))


def refused(data: Data | str) -> RecordError:
    with pytest.raises(RecordError) as info:
        read(data)
    return info.value


def first_play(hand: Data) -> Data:
    return next(e for e in hand["events"] if e["type"] == "play")


# -- the records the app writes still read ----------------------------------------------------------------
@pytest.mark.parametrize("make", [gunzi_data, ddz_data, lambda: ddz_data(Variant.DDZ4)])
def test_written_records_read(make: Callable[[], Data]) -> None:
    read(make())


def test_autosave_mid_hand_reads_without_result() -> None:
    """A hand still in progress (an autosave) lacks its result: valid (R8 deal, DESIGN.md)."""
    state = GunziState.new(GunziOptions(), 9)
    rng = random.Random(9)
    agents = [RuleAgent()] * 4
    for _ in range(200):
        step(state, agents, rng)
    assert state.phase is not Phase.HAND_OVER
    prepared = read(gunzi_io.to_record(state).to_json())
    assert prepared.actions


# -- Dou Dizhu: dealer (D3.1), starter (D3.3), marker (D3.2), kind, result ---------------------------------
def test_ddz_dealer_outside_the_seats_is_refused_not_taken_modulo_d3_1() -> None:
    data = ddz_data()
    data["hands"][1]["dealer"] += 3  # the same seat modulo 3
    data["hands"][1]["starter"] = (data["hands"][1]["dealer"] + 1) % 3
    err = refused(data)
    assert (err.code, err.hand, err.field) == (rec.NO_SEAT, 1, "dealer")


def test_ddz_dealer_must_rotate_d3_1() -> None:
    data = ddz_data()
    hand = data["hands"][2]  # after a played-out deal: one seat on
    hand["dealer"] = (hand["dealer"] + 1) % 3
    hand["starter"] = (hand["dealer"] + 1) % 3
    err = refused(data)
    assert (err.code, err.hand, err.field) == (rec.MISMATCH, 2, "dealer")
    assert err.params["seat"] is True


def test_ddz_redeal_keeps_the_dealer_d4_4() -> None:
    data = ddz_data()
    assert data["hands"][0]["result"] == {"redeal": True}
    assert data["hands"][1]["dealer"] == data["hands"][0]["dealer"]
    data["hands"][1]["dealer"] = (data["hands"][0]["dealer"] + 1) % 3
    data["hands"][1]["starter"] = (data["hands"][1]["dealer"] + 1) % 3
    err = refused(data)
    assert (err.code, err.hand, err.field) == (rec.MISMATCH, 1, "dealer")


def test_ddz_marker_seat_and_play_kind_are_checked_d3_2() -> None:
    data = ddz_data()
    data["hands"][1]["events"][0]["seat"] = (data["hands"][1]["events"][0]["seat"] + 1) % 3
    err = refused(data)
    assert (err.code, err.hand, err.field) == (rec.MISMATCH, 1, "events[0].seat")
    data = ddz_data()
    first_play(data["hands"][1])["kind"] = "rocket"
    err = refused(data)
    assert err.code == rec.MISMATCH and err.field.endswith(".kind")
    data = ddz_data()
    del first_play(data["hands"][1])["kind"]
    assert refused(data).field.endswith(".kind")


@pytest.mark.parametrize("key", ["landlord", "base", "multiplier", "winner", "scores", "spring", "doublings"])
def test_ddz_every_result_field_is_checked_d8(key: str) -> None:
    data = ddz_data()
    result = data["hands"][1]["result"]
    result[key] = {"landlord": 7, "winner": "nobody", "spring": not result["spring"]}.get(key, [9]) if key in (
        "landlord", "winner", "spring", "scores") else result[key] + 1  # fmt: skip
    err = refused(data)
    assert (err.code, err.hand, err.field) == (rec.MISMATCH, 1, f"result.{key}")


def test_ddz_played_out_deal_without_result_is_refused() -> None:
    data = ddz_data()
    data["hands"][-1]["result"] = {}
    err = refused(data)
    assert (err.code, err.hand) == (rec.RESULT_MISSING, len(data["hands"]) - 1)
    del data["hands"][-1]["result"]
    assert refused(data).code == rec.RESULT_MISSING


def test_ddz_true_is_not_seat_1() -> None:
    """JSON ``true`` equals 1 in Python: the reader must not take it for seat 1."""
    data = ddz_data()
    event = next(e for e in data["hands"][1]["events"][1:] if e["seat"] == 1)
    event["seat"] = True
    assert refused(data).code == rec.NO_SEAT


# -- Gunzi: dealer, starter, every result field, events ---------------------------------------------------
GUNZI_RESULT = ["points", "dig", "outcome", "levels", "next_dealer", "blood", "bottom", "trump", "dry_pot",
                "cycle_winner", "level", "bottom_points", "trick_points"]  # fmt: skip


def _other(value: Any) -> Any:
    if isinstance(value, bool):
        return not value
    if isinstance(value, int):
        return value + 1
    if isinstance(value, list):
        return [*value[1:], value[0]] if len(set(map(str, value))) > 1 else [*value, value[0]]
    if value is None:
        return 1
    return "S" if value != "S" else "H"


@pytest.mark.parametrize("key", GUNZI_RESULT)
def test_gunzi_every_result_field_is_checked_r21_r26(key: str) -> None:
    data = gunzi_data()
    i = next(i for i, h in enumerate(data["hands"]) if "points" in h["result"])
    data["hands"][i]["result"][key] = _other(data["hands"][i]["result"][key])
    err = refused(data)
    assert (err.code, err.hand, err.field) == (rec.MISMATCH, i, f"result.{key}")


@pytest.mark.parametrize("key", GUNZI_RESULT)
def test_gunzi_a_result_field_deleted_is_refused(key: str) -> None:
    data = gunzi_data()
    i = next(i for i, h in enumerate(data["hands"]) if "points" in h["result"])
    del data["hands"][i]["result"][key]
    err = refused(data)
    assert (err.code, err.hand, err.field) == (rec.MISMATCH, i, f"result.{key}")


def test_gunzi_dealer_is_checked_r24() -> None:
    data = gunzi_data()
    i = next(i for i, h in enumerate(data["hands"]) if h["dealer"] is not None)
    data["hands"][i]["dealer"] = (data["hands"][i]["dealer"] + 1) % 4
    err = refused(data)
    assert (err.code, err.hand, err.field) == (rec.MISMATCH, i, "dealer")
    data["hands"][i]["dealer"] = 4
    assert (refused(data).code, refused(data).field) == (rec.NO_SEAT, "dealer")


def test_gunzi_played_out_hand_without_result_is_refused() -> None:
    data = gunzi_data(hands=2)
    data["hands"][-1]["result"] = {}
    err = refused(data)
    assert (err.code, err.hand) == (rec.RESULT_MISSING, len(data["hands"]) - 1)


def test_gunzi_a_dropped_or_duplicated_event_is_refused() -> None:
    data = gunzi_data(hands=1)
    events = data["hands"][-1]["events"]
    events.append(dict(events[-1]))
    assert refused(data).hand == len(data["hands"]) - 1


def test_options_are_read_as_recorded() -> None:
    data = gunzi_data(hands=1)
    data["options"]["cyclesPerMatch"] = 20.0
    err = refused(data)
    assert (err.code, err.hand, err.field) == (rec.MISMATCH, None, "options.cyclesPerMatch")


# -- the envelope: no hands, deep nesting, huge numbers, strict types ---------------------------------------
def test_record_without_hands_is_refused() -> None:
    data = ddz_data()
    del data["hands"]
    assert refused(data).code == rec.NO_HANDS
    data["hands"] = []
    assert refused(data).code == rec.NO_HANDS


def test_deep_nesting_and_huge_numbers_are_the_readers_error() -> None:
    """Issue 14 items 2 and 3: RecursionError and the int-digits ValueError never escape parse_record."""
    assert refused("[" * 5000 + "]" * 5000).code == rec.NOT_JSON
    text = json.dumps(ddz_data()).replace('"seed": 5', '"seed": ' + "9" * 5001, 1)
    assert refused(text).code == rec.NOT_JSON


def test_a_number_in_a_string_is_not_a_seat() -> None:
    data = ddz_data()
    data["hands"][1]["starter"] = str(data["hands"][1]["starter"])
    err = refused(data)
    assert (err.code, err.hand, err.field) == (rec.MALFORMED, 1, "starter")


# -- said in the player's language ---------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("language", "expected"),
    [
        ("en", "Hand 3: the recorded dealer is seat "),
        ("zh_CN", "第 3 局：记录的庄家是 "),
        ("it", "Mano 3: mazziere: nel file è il posto "),
    ],
)
def test_errors_are_translated(languages: Any, language: str, expected: str) -> None:
    from gunapp.ui.record_errors import RecordErrorText

    languages.set_language(language)
    data = ddz_data()
    hand = data["hands"][2]
    hand["dealer"] = (hand["dealer"] + 1) % 3
    hand["starter"] = (hand["dealer"] + 1) % 3
    text = RecordErrorText().explain(refused(data))
    assert text.startswith(expected), text
    assert "{" not in text


def test_every_code_has_a_sentence(languages: Any) -> None:
    from gunapp.ui.record_errors import RecordErrorText

    languages.set_language("it")
    codes = [v for k, v in vars(rec).items() if k.isupper() and isinstance(v, str) and k not in ("FORMAT",)]
    general = RecordErrorText().explain(RecordError("x", "no_such_code"))
    for code in codes:
        text = RecordErrorText().explain(RecordError("x", code, params={"seat": 1}, hand=0, field="dealer"))
        assert text and "{" not in text and text != general, code
