"""The one check a record file passes before the replay viewer shows it (Open record…, ``--replay``, a bare
``gunapp FILE``, Recent matches → Watch)."""

from __future__ import annotations

from pathlib import Path

from gunapp.core.record import NO_HANDS, WRONG_GAME, GameRecord, RecordError, load_record
from gunapp.ui.games import table_factory


def checked_record(path: str | Path) -> GameRecord:
    """The record in ``path`` if the replay viewer can show every hand of it: read (a regular file, capped),
    of a game this version plays, with a hand, and replayed whole in the engine (every action and recorded
    field, a few ms), so no hand fails once the viewer is open. Raises one of ``READ_ERRORS`` or
    IllegalAction. Open record…, ``--replay`` and Recent matches → Watch all come through here."""
    record = load_record(path)
    if table_factory(record.game) is None:
        raise RecordError(
            f"game: {record.game!r} is not available in this version",
            WRONG_GAME,
            params={"game": record.game},
            field="game",
        )
    if not record.hands:
        raise RecordError("hands: the record holds no hand", NO_HANDS, field="hands")
    from gunapp.core.prepare import prepare

    prepare(record)  # checked only: the viewer builds each hand itself when it is visited
    return record
