"""Records in gunapp-record/1: round trip, replay equal to the game, clear errors, never half-loaded."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from gunapp.core.record import RecordError, load_record, parse_record
from gunapp.games.doudizhu.engine.actions import Bid
from gunapp.games.doudizhu.engine.record_io import read_record, replay, session_record, write_record
from gunapp.games.doudizhu.engine.rules import Options, Variant
from gunapp.games.doudizhu.engine.session import Session
from gunapp.games.doudizhu.engine.state import Phase


def played(variant: Variant, seed: int, deals: int, options: Options | None = None) -> Session:
    s = Session(variant, options, seed=seed)
    rng = random.Random(seed)
    # force one redeal first (D4.4) so records hold a {"redeal": true} hand
    for _ in range(variant.players):
        s.apply(Bid(s.deal.bidding.turn, 0))
    for d in range(deals):
        if d:
            s.next_deal()
        while s.deal.phase is not Phase.ENDED:
            deal = s.deal
            seat = deal.to_act
            s.apply(rng.choice(s.legal_actions(seat)))
    return s


@pytest.mark.parametrize("variant", [Variant.DDZ3, Variant.DDZ4])
def test_round_trip_and_replay(tmp_path: Path, variant: Variant) -> None:
    s = played(variant, 11, 3, Options(spring=True, doublingCap=8))
    path = tmp_path / "game.json"
    write_record(s, path)
    record = load_record(path)
    assert record.hands[0].result == {"redeal": True}
    assert record.options == {"kittyVisible": True, "spring": True, "doublingCap": 8}
    again = read_record(path)
    assert again.totals == s.totals
    assert [d.deck for d in again.deals] == [d.deck for d in s.deals]
    assert [d.history for d in again.deals] == [d.history for d in s.deals]
    assert [d.result for d in again.deals] == [d.result for d in s.deals]
    assert session_record(s).to_json() == record.to_json()


def test_unfinished_deal_round_trip() -> None:
    s = Session(Variant.DDZ3, seed=3)
    s.apply(Bid(s.deal.bidding.turn, 3))
    r = replay(parse_record(session_record(s).to_json()))
    assert r.deals[-1].phase is Phase.PLAYING and r.deals[-1].landlord == s.deal.landlord


def mutate(tmp_path: Path, change: object) -> str:
    s = played(Variant.DDZ3, 5, 1)
    data = json.loads(session_record(s).to_json())
    change(data)  # type: ignore[operator]
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(data))
    with pytest.raises(RecordError) as exc:
        read_record(path)
    return str(exc.value)


def test_errors_name_the_field(tmp_path: Path) -> None:
    def illegal_play(d: dict) -> None:  # type: ignore[type-arg]
        events = d["hands"][1]["events"]
        first_play = next(e for e in events if e["type"] == "play")
        first_play["type"] = "pass"

    assert "illegal pass: must_lead" in mutate(tmp_path, illegal_play)

    def bad_card(d: dict) -> None:  # type: ignore[type-arg]
        d["hands"][1]["deck"][0] = "ZZ"

    assert "bad card code" in mutate(tmp_path, bad_card)

    def wrong_score(d: dict) -> None:  # type: ignore[type-arg]
        d["hands"][1]["result"]["scores"][0] += 1

    assert "result.scores" in mutate(tmp_path, wrong_score)

    def wrong_marker(d: dict) -> None:  # type: ignore[type-arg]
        d["hands"][1]["events"][0]["index"] = 60

    assert "marker index" in mutate(tmp_path, wrong_marker)

    def unknown_event(d: dict) -> None:  # type: ignore[type-arg]
        d["hands"][1]["events"][2]["type"] = "declare"

    assert "unknown event type" in mutate(tmp_path, unknown_event)

    def bad_option(d: dict) -> None:  # type: ignore[type-arg]
        d["options"]["doublingCap"] = 3

    assert "options" in mutate(tmp_path, bad_option)

    def wrong_game(d: dict) -> None:  # type: ignore[type-arg]
        d["game"] = "gunzi"
        d["seats"].append({"kind": "ai"})

    assert "impossible deck" in mutate(tmp_path, wrong_game)
