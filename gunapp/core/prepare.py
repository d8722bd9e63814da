"""A saved match made ready for a table, by the engine only (safe on a worker thread): the game's match at
the start of the last hand and that hand's actions so far (its codec's ``resume_point``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from gunapp.core import registry
from gunapp.core.record import NO_HANDS, GameRecord, RecordError, known_game


@dataclass
class Prepared:
    """``start``: the game's engine match (a Gunzi state, a Dou Dizhu session) at the start of the last
    hand; ``actions``: that hand's recorded actions, to re-apply."""

    record: GameRecord
    start: Any
    actions: list[Any]


def prepare(record: GameRecord) -> Prepared:
    """Replay ``record`` in the engine (checking every action and every recorded field the replay derives);
    raises RecordError like ``resume_point`` (``WRONG_GAME`` for a game this version does not play), never
    anything else for a bad record."""
    if not record.hands:
        raise RecordError("hands: the record holds no hand", NO_HANDS, field="hands")
    codec = registry.game(known_game(record.game)).load_codec()
    start, actions = codec.resume_point(record)
    return Prepared(record, start, list(actions))
