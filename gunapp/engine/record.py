"""The game record envelope ``gunapp-record/1`` (shared/DESIGN.md): validate, load, save.

Each game's engine fills ``hands`` (events and results per its own event types) and replays them; this module
owns only what every game shares: the envelope, card codes, deck composition, and safe reading and writing.
A reader never half-loads: any problem raises ``RecordError`` with a message naming the field.
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from gunapp.cards import FACES, Card, CardCodeError
from gunapp.fileio import atomic_write_text

FORMAT = "gunapp-record/1"
GameId = Literal["gunzi", "ddz3", "ddz4"]
#: full decks per game, and so the expected multiset of every hand's ``deck``
DECKS_PER_GAME: dict[str, int] = {"gunzi": 3, "ddz3": 1, "ddz4": 2}


class RecordError(ValueError):
    """A record that cannot be read: unknown format, bad card code, impossible deck, malformed field."""


class SeatInfo(BaseModel):
    model_config = ConfigDict(extra="allow")
    kind: Literal["human", "ai"]
    level: str | None = None


class HandRecord(BaseModel):
    model_config = ConfigDict(extra="allow")
    deck: list[str]
    starter: int = Field(ge=0, le=3)
    dealer: int | None = None
    events: list[dict[str, Any]] = Field(default_factory=list)
    result: dict[str, Any] = Field(default_factory=dict)


class GameRecord(BaseModel):
    model_config = ConfigDict(extra="allow")
    format: str = FORMAT
    game: GameId
    options: dict[str, Any] = Field(default_factory=dict)
    seed: int
    seats: list[SeatInfo]
    hands: list[HandRecord] = Field(default_factory=list)

    def to_json(self) -> str:
        return json.dumps(self.model_dump(mode="json", exclude_none=False), ensure_ascii=False, indent=1)


def _check_cards(codes: Any, where: str) -> None:
    if not isinstance(codes, list):
        raise RecordError(f"{where}: expected a list of card codes")
    for code in codes:
        try:
            Card.parse(code)
        except CardCodeError:
            raise RecordError(f"{where}: bad card code {code!r}") from None


def validate(record: GameRecord) -> None:
    """Check what the envelope promises: card codes everywhere, and each deck a full set of the game's decks."""
    if record.format != FORMAT:
        raise RecordError(f"unknown record format {record.format!r} (expected {FORMAT!r})")
    expected_seats = 4 if record.game in ("gunzi", "ddz4") else 3
    if len(record.seats) != expected_seats:
        raise RecordError(
            f"seats: {record.game} has {expected_seats} seats, the record lists {len(record.seats)}"
        )
    copies = DECKS_PER_GAME[record.game]
    full = Counter({face.code: copies for face in FACES})
    for i, hand in enumerate(record.hands):
        _check_cards(hand.deck, f"hands[{i}].deck")
        if Counter(hand.deck) != full:
            raise RecordError(
                f"hands[{i}].deck: impossible deck ({len(hand.deck)} cards; {record.game} needs each of the "
                f"54 faces exactly {copies} times)"
            )
        if hand.starter >= expected_seats:
            raise RecordError(f"hands[{i}].starter: no seat {hand.starter}")
        for j, event in enumerate(hand.events):
            seat = event.get("seat")
            if seat is not None and (not isinstance(seat, int) or not 0 <= seat < expected_seats):
                raise RecordError(f"hands[{i}].events[{j}].seat: no seat {seat!r}")
            for key in ("cards", "jokers", "picked"):
                if key in event:
                    _check_cards(event[key], f"hands[{i}].events[{j}].{key}")
            if "card" in event and event["card"] is not None:
                _check_cards([event["card"]], f"hands[{i}].events[{j}].card")


def parse_record(text: str | bytes) -> GameRecord:
    """Parse and validate a record; raises ``RecordError`` (never returns a half-read record)."""
    try:
        data = json.loads(text)
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise RecordError(f"not a JSON record: {exc}") from None
    if not isinstance(data, dict):
        raise RecordError("not a JSON record: the top level must be an object")
    if data.get("format") != FORMAT:
        raise RecordError(f"unknown record format {data.get('format')!r} (expected {FORMAT!r})")
    try:
        record = GameRecord.model_validate(data)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"])
        raise RecordError(f"{where}: {first['msg']}") from None
    validate(record)
    return record


def load_record(path: str | Path) -> GameRecord:
    try:
        raw = Path(path).read_bytes()
    except OSError as exc:
        raise RecordError(f"cannot read {path}: {exc.strerror}") from None
    return parse_record(raw)


def save_record(record: GameRecord, path: str | Path) -> None:
    validate(record)
    atomic_write_text(Path(path), record.to_json() + "\n", keep_backup=False)
