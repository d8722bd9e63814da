"""The game record envelope ``gunapp-record/1`` (shared/DESIGN.md): validate, load, save.

Each game's engine fills ``hands`` (events and results per its own event types) and replays them; this module
owns only what every game shares: the envelope, card codes, deck composition, and safe reading and writing.
A reader never half-loads: any problem raises ``RecordError`` with a message naming the field.

Fields the models do not name are kept and written back (``extra="allow"``), which is how the format grows
without a new version: a hand's optional ``review`` (``gunapp.review.store``: the hand reviews made of it) and
``deal_number``, the header's ``branch``. An older reader ignores them.
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Any, Literal, Protocol, TypeVar

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from gunapp import safe_json
from gunapp.core import registry
from gunapp.core.cards import Card, CardCodeError
from gunapp.fileio import RECORD_LIMIT, FileTooLarge, NotARegularFile, atomic_write_text, read_capped

FORMAT = "gunapp-record/1"


class RecordError(ValueError):
    """A record that cannot be read or does not agree with its replay.

    ``str(error)`` is an English sentence for logs. ``code`` (one of the constants below) and ``params`` let
    the UI say it in the player's language (``gunapp.ui.record_errors``); ``hand`` is the 0-based index of the
    hand concerned (``None`` for the envelope) and ``field`` the recorded field, e.g. ``"result.points"``.
    A bare ``RecordError("...")`` is a ``MALFORMED`` error with that message."""

    def __init__(
        self,
        message: str,
        code: str = "malformed",
        *,
        params: dict[str, Any] | None = None,
        hand: int | None = None,
        field: str = "",
    ) -> None:
        self.code = code
        self.params: dict[str, Any] = dict(params or {})
        self.hand = hand
        self.field = field
        super().__init__(f"hands[{hand}]: {message}" if hand is not None else message)


# RecordError codes (stable: the UI maps each to a sentence)
NOT_JSON = "not_json"  # params: detail
UNREADABLE = "unreadable"  # params: detail
UNKNOWN_FORMAT = "unknown_format"  # params: format
MALFORMED = "malformed"  # field missing or of the wrong type; params: detail
BAD_CARD = "bad_card"  # params: card
IMPOSSIBLE_DECK = "impossible_deck"  # params: count, copies
SEAT_COUNT = "seat_count"  # params: expected, count
NO_SEAT = "no_seat"  # params: seat
NO_HANDS = "no_hands"
WRONG_GAME = "wrong_game"  # params: game
BAD_OPTION = "bad_option"  # params: detail
UNKNOWN_EVENT = "unknown_event"  # params: type
ILLEGAL = "illegal"  # an event the rules forbid; params: type, event, illegal_code, illegal_params, rule
MISMATCH = "mismatch"  # params: recorded, replayed, seat (bool: both values are seats)
RESULT_MISSING = "result_missing"  # a played-out hand without its result
NOT_FINISHED = "not_finished"  # a result (or a next hand) after events that do not finish the hand
MATCH_OVER = "match_over"  # a hand after the end of the match


def same(a: Any, b: Any) -> bool:
    """JSON equality that also compares types: ``True`` is not ``1``, ``1.0`` is not ``1``."""
    if type(a) is not type(b):
        return False
    if isinstance(a, dict):
        return a.keys() == b.keys() and all(same(a[k], b[k]) for k in a)
    if isinstance(a, list):
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b, strict=True))
    return bool(a == b)


_ABSENT = object()


def first_difference(recorded: Any, replayed: Any, path: str = "") -> tuple[str, Any, Any] | None:
    """The first place where ``recorded`` differs from ``replayed``: (dotted path, recorded, replayed)."""
    if isinstance(recorded, dict) and isinstance(replayed, dict):
        for key in [*replayed, *(k for k in recorded if k not in replayed)]:
            sub = f"{path}.{key}" if path else str(key)
            a, b = recorded.get(key, _ABSENT), replayed.get(key, _ABSENT)
            if a is _ABSENT or b is _ABSENT:
                return sub, (None if a is _ABSENT else a), (None if b is _ABSENT else b)
            found = first_difference(a, b, sub)
            if found is not None:
                return found
        return None
    containers = (dict, list)
    if (
        isinstance(recorded, list)
        and isinstance(replayed, list)
        and len(recorded) == len(replayed)
        and any(isinstance(x, containers) for x in replayed)  # a list of scalars (levels, cards) is one value
    ):
        for i, (a, b) in enumerate(zip(recorded, replayed, strict=True)):
            found = first_difference(a, b, f"{path}[{i}]")
            if found is not None:
                return found
        return None
    return None if same(recorded, replayed) else (path, recorded, replayed)


def mismatch(
    hand: int | None, field: str, recorded: Any, replayed: Any, *, seat: bool = False
) -> RecordError:
    """The error for a recorded value that the replay contradicts."""
    return RecordError(
        f"{field}: recorded {recorded!r}, the replay gives {replayed!r}",
        MISMATCH,
        params={"recorded": recorded, "replayed": replayed, "seat": seat},
        hand=hand,
        field=field,
    )


def check_agrees(
    hand: int | None, recorded: Any, replayed: Any, field: str, seat_fields: tuple[str, ...] = ()
) -> None:
    """Raise ``mismatch`` at the first difference between a recorded value and what the replay derives."""
    found = first_difference(recorded, replayed, field)
    if found is not None:
        where, a, b = found
        leaf = where.rsplit(".", 1)[-1]
        raise mismatch(hand, where, a, b, seat=leaf in seat_fields and isinstance(b, int))


class SeatInfo(BaseModel):
    model_config = ConfigDict(extra="allow", strict=True)
    kind: Literal["human", "ai"]
    level: str | None = None


class HandRecord(BaseModel):
    model_config = ConfigDict(extra="allow", strict=True)
    deck: list[str]
    # a seat of the game: ``validate`` checks it against the game's seat count
    starter: int = Field(ge=0)
    dealer: int | None = None
    events: list[dict[str, Any]] = Field(default_factory=list)
    result: dict[str, Any] = Field(default_factory=dict)


class GameRecord(BaseModel):
    # strict: a "1" or a true where a number belongs is an error, not a silent conversion the replay would
    # then contradict
    model_config = ConfigDict(extra="allow", strict=True)
    format: str = FORMAT
    game: str
    options: dict[str, Any] = Field(default_factory=dict)
    seed: int
    seats: list[SeatInfo]
    hands: list[HandRecord] = Field(default_factory=list)

    def to_json(self, *, compact: bool = False) -> str:
        """The record as text: indented for a file a person may open (Save record as…), ``compact`` (no
        white space) for what the app keeps for itself, saves and finished matches, where the indentation
        was half the bytes (a ddz3 save: 4.9 -> 2.6 KB a deal) and every autosave writes it all again."""
        data = self.model_dump(mode="json", exclude_none=False)
        if compact:
            return json.dumps(data, ensure_ascii=False, separators=(",", ":"))
        return json.dumps(data, ensure_ascii=False, indent=1)


def _check_cards(codes: Any, where: str, hand: int | None) -> None:
    if not isinstance(codes, list):
        raise RecordError(f"{where}: expected a list of card codes", MALFORMED, hand=hand, field=where)
    for code in codes:
        try:
            Card.parse(code)
        except CardCodeError:
            raise RecordError(
                f"{where}: bad card code {code!r}",
                BAD_CARD,
                params={"card": str(code)[:20]},
                hand=hand,
                field=where,
            ) from None


def seat_count(game: str) -> int:
    return registry.game(game).players


def known_game(game: object) -> str:
    """``game`` if this version plays it, else RecordError ``WRONG_GAME`` (never a default game)."""
    try:
        return registry.game(game).key
    except registry.UnknownGame:
        raise RecordError(
            f"game: {game!r} is not a game this version plays",
            WRONG_GAME,
            params={"game": str(game)[:40]},
            field="game",
        ) from None


def validate(record: GameRecord) -> None:
    """Check what the envelope promises: card codes everywhere, and each deck a full set of the game's decks."""
    if record.format != FORMAT:
        raise RecordError(
            f"unknown record format {record.format!r} (expected {FORMAT!r})",
            UNKNOWN_FORMAT,
            params={"format": str(record.format)[:40]},
            field="format",
        )
    known_game(record.game)
    expected_seats = seat_count(record.game)
    if len(record.seats) != expected_seats:
        raise RecordError(
            f"seats: {record.game} has {expected_seats} seats, the record lists {len(record.seats)}",
            SEAT_COUNT,
            params={"expected": expected_seats, "count": len(record.seats)},
            field="seats",
        )
    spec = registry.game(record.game)
    copies = spec.decks
    faces = spec.deck_faces()
    full = Counter({code: copies for code in faces})
    for i, hand in enumerate(record.hands):
        _check_cards(hand.deck, "deck", i)
        if Counter(hand.deck) != full:
            raise RecordError(
                f"deck: impossible deck ({len(hand.deck)} cards; {record.game} needs each of the "
                f"{len(faces)} faces exactly {copies} times)",
                IMPOSSIBLE_DECK,
                params={"count": len(hand.deck), "copies": copies},
                hand=i,
                field="deck",
            )
        if hand.starter >= expected_seats:
            raise RecordError(
                f"starter: no seat {hand.starter}",
                NO_SEAT,
                params={"seat": hand.starter},
                hand=i,
                field="starter",
            )
        if hand.dealer is not None and not 0 <= hand.dealer < expected_seats:
            raise RecordError(
                f"dealer: no seat {hand.dealer}",
                NO_SEAT,
                params={"seat": hand.dealer},
                hand=i,
                field="dealer",
            )
        for j, event in enumerate(hand.events):
            seat = event.get("seat")
            if seat is not None and (type(seat) is not int or not 0 <= seat < expected_seats):
                raise RecordError(
                    f"events[{j}].seat: no seat {seat!r}",
                    NO_SEAT,
                    params={"seat": str(seat)[:20]},
                    hand=i,
                    field=f"events[{j}].seat",
                )
            for key in ("cards", "jokers", "picked"):
                if key in event:
                    _check_cards(event[key], f"events[{j}].{key}", i)
            if "card" in event and event["card"] is not None:
                _check_cards([event["card"]], f"events[{j}].card", i)


def parse_record(text: str | bytes) -> GameRecord:
    """Parse and validate a record; raises ``RecordError`` (never returns a half-read record).

    The envelope only: each game's ``record_io.replay`` then checks the hands against the rules."""
    try:
        data = safe_json.loads(text)
    except safe_json.JsonError as exc:
        raise RecordError(f"not a JSON record: {exc}", NOT_JSON, params={"detail": str(exc)[:200]}) from None
    if not isinstance(data, dict):
        raise RecordError(
            "not a JSON record: the top level must be an object", NOT_JSON, params={"detail": ""}
        )
    if data.get("format") != FORMAT:
        raise RecordError(
            f"unknown record format {data.get('format')!r} (expected {FORMAT!r})",
            UNKNOWN_FORMAT,
            params={"format": str(data.get("format"))[:40]},
            field="format",
        )
    if not data.get("hands"):  # missing, null or empty: nothing to replay is not a record of a match
        raise RecordError("hands: the record holds no hand", NO_HANDS, field="hands")
    if "game" in data and isinstance(data["game"], str):
        known_game(
            data["game"]
        )  # a string naming no game: say so (a missing or non-string game is malformed)
    try:
        record = GameRecord.model_validate(data)
    except ValidationError as exc:
        raise _field_error(exc) from None
    validate(record)
    return record


def _field_error(exc: ValidationError) -> RecordError:
    first = exc.errors()[0]
    loc = list(first["loc"])
    hand: int | None = None
    if len(loc) >= 2 and loc[0] == "hands" and isinstance(loc[1], int):
        hand, loc = loc[1], loc[2:]
    where = ".".join(str(p) for p in loc) or "hands"
    return RecordError(
        f"{where}: {first['msg']}", MALFORMED, params={"detail": first["msg"]}, hand=hand, field=where
    )


def load_record(path: str | Path) -> GameRecord:
    try:
        raw = read_capped(
            path, RECORD_LIMIT
        )  # a pipe or /dev/zero is refused, not read until memory runs out
    except OSError as exc:
        refused = "too_large" if isinstance(exc, FileTooLarge) else ""
        refused = "not_regular" if isinstance(exc, NotARegularFile) else refused
        raise RecordError(
            f"cannot read {path}: {exc.strerror}",
            UNREADABLE,
            params={"detail": str(exc.strerror), "errno": exc.errno, "refused": refused},
        ) from None
    return parse_record(raw)


def save_record(record: GameRecord, path: str | Path) -> None:
    validate(record)
    atomic_write_text(Path(path), record.to_json() + "\n", keep_backup=False)


class _RecordedOptions(Protocol):
    def to_record(self) -> dict[str, Any]: ...


_Options = TypeVar("_Options", bound=_RecordedOptions)


def read_options(model: type[_Options], recorded: dict[str, Any]) -> _Options:
    """A record's ``options`` read by a game's options model (a pydantic model with ``to_record``): a bad
    value is a ``RecordError`` naming the option, and an option must be written as the game writes it ("3" is
    not 3), so the replay cannot read the match differently from the game that recorded it. An option left
    out takes its default."""
    try:
        options: _Options = model.model_validate(recorded)  # type: ignore[attr-defined]
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"])
        raise RecordError(
            f"options.{where}: {first['msg']}",
            BAD_OPTION,
            params={"detail": first["msg"]},
            field=f"options.{where}",
        ) from None
    except (TypeError, ValueError) as exc:
        raise RecordError(
            f"options: {exc}", BAD_OPTION, params={"detail": str(exc)[:200]}, field="options"
        ) from None
    canonical = options.to_record()
    check_agrees(None, recorded, {k: canonical[k] for k in recorded if k in canonical}, "options")
    return options
