"""Write a long ``gunapp-record/1`` file hand by hand, so a simulator never holds every hand's events.

``RecordStream(path, game, options, seed, seats)`` opens a temporary file beside ``path`` and writes the
envelope; ``add(hand)`` checks one hand (card codes, the deck, seats, as ``save_record`` would) and appends it;
``close()`` ends the JSON, flushes it to disk and renames it over ``path`` (atomic: a reader sees the old file
or the whole new one, never half of it). ``abort()`` removes the temporary file.
"""

from __future__ import annotations

import json
import os
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import IO, Any

from gunapp.core.record import FORMAT, GameRecord, HandRecord, SeatInfo, validate


class RecordStream:
    def __init__(
        self, path: str | Path, game: str, options: dict[str, Any], seed: int, seats: list[SeatInfo]
    ) -> None:
        self.path = Path(path)
        self._envelope = GameRecord(game=game, options=options, seed=seed, seats=seats)  # type: ignore[arg-type]
        fd, tmp = tempfile.mkstemp(prefix=f".{self.path.name}.", suffix=".tmp", dir=self.path.parent or ".")
        self._tmp = Path(tmp)
        self._file: IO[str] = os.fdopen(fd, "w", encoding="utf-8")
        head = self._envelope.model_dump(mode="json")
        head.pop("hands")
        text = json.dumps({"format": FORMAT, **head}, ensure_ascii=False)
        self._file.write(text[:-1] + ', "hands": [\n')
        self.count = 0

    def add(self, hand: dict[str, Any]) -> None:
        record = HandRecord.model_validate(hand)
        validate(self._envelope.model_copy(update={"hands": [record]}))
        if self.count:
            self._file.write(",\n")
        self._file.write(json.dumps(record.model_dump(mode="json"), ensure_ascii=False))
        self.count += 1

    def close(self) -> None:
        self._file.write("\n]}\n")
        self._file.flush()
        os.fsync(self._file.fileno())
        self._file.close()
        umask = os.umask(0)
        os.umask(umask)
        os.chmod(self._tmp, 0o666 & ~umask)  # mkstemp makes it private; a record is an ordinary file
        os.replace(self._tmp, self.path)

    def abort(self) -> None:
        if not self._file.closed:
            self._file.close()
        self._tmp.unlink(missing_ok=True)


@contextmanager
def written(stream: RecordStream | None) -> Iterator[None]:
    """The block writes to ``stream`` (or to nothing: None); at its end the record is closed into place, and
    if the block or the closing raises, the temporary file goes and the exception goes on."""
    try:
        yield
        if stream is not None:
            stream.close()
    except BaseException:
        if stream is not None:
            stream.abort()
        raise
