"""The gunapp-record/1 envelope (DESIGN.md): bad records are refused whole, with a clear message."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from gunapp.core.cards import card_codes, make_deck
from gunapp.core.record import (
    GameRecord,
    HandRecord,
    RecordError,
    SeatInfo,
    load_record,
    parse_record,
    save_record,
)


def _record(game: str = "ddz3", copies: int = 1, seats: int = 3) -> GameRecord:
    deck = card_codes(make_deck(copies))
    random.Random(1).shuffle(deck)
    return GameRecord(
        game=game,  # type: ignore[arg-type]
        seed=7,
        seats=[SeatInfo(kind="ai", level="easy") for _ in range(seats)],
        hands=[HandRecord(deck=deck, starter=0, events=[{"seat": 0, "type": "bid", "value": 1}])],
    )


def test_round_trip(tmp_path: Path) -> None:
    rec = _record("gunzi", 3, 4)
    path = tmp_path / "r.json"
    save_record(rec, path)
    assert load_record(path) == rec


def test_unknown_format_is_refused() -> None:
    data = json.loads(_record().to_json())
    data["format"] = "gunapp-record/9"
    with pytest.raises(RecordError, match="unknown record format"):
        parse_record(json.dumps(data))


def test_bad_card_code_is_named() -> None:
    data = json.loads(_record().to_json())
    data["hands"][0]["deck"][5] = "1Z"
    with pytest.raises(RecordError, match="1Z"):
        parse_record(json.dumps(data))


def test_impossible_deck_is_refused() -> None:
    data = json.loads(_record().to_json())
    data["hands"][0]["deck"][0] = data["hands"][0]["deck"][1]
    with pytest.raises(RecordError, match="impossible deck"):
        parse_record(json.dumps(data))


@pytest.mark.parametrize("text", [b"\xff\xfe{", b"{not json", b"[1, 2]", b'{"format": "gunapp-record/1"}'])
def test_garbage_is_a_record_error(text: bytes) -> None:
    with pytest.raises(RecordError):
        parse_record(text)
