"""The records of the last finished matches, kept for the replay viewer (Statistics → Recent matches).

A match's save is removed when the match ends; its ``gunapp-record/1`` text is written here first, one file
per match (``<UTC time>-<game>.json`` in ``<user data dir>/finished``), atomically like a save. Only the
newest ``KEEP`` files stay: the oldest are deleted after each write, so the folder never grows.
"""

from __future__ import annotations

import calendar
import logging
import time
from dataclasses import dataclass
from pathlib import Path

from gunapp import fileio
from gunapp.core.record import GameRecord, load_record
from gunapp.storage.saves import GAMES, default_data_dir

log = logging.getLogger(__name__)

#: how many finished matches are kept
KEEP = 20


@dataclass(frozen=True)
class FinishedMatch:
    path: Path
    game: str
    when: float  # seconds since the epoch (UTC), from the file name
    seq: int = 1  # the n-th match that ended in that second


class FinishedStore:
    def __init__(self, folder: Path | None = None, keep: int = KEEP) -> None:
        self.folder = Path(folder) if folder is not None else default_data_dir() / "finished"
        self.keep = max(1, keep)

    def add(self, record: GameRecord) -> Path | None:
        """Write ``record`` as the newest finished match; False-y (None) if the disk refused."""
        stamp = time.strftime("%Y%m%dT%H%M%S", time.gmtime())
        # matches ended in the same second are numbered after the last one kept (never reusing a pruned name)
        same = [m.seq for m in self.matches() if time.strftime("%Y%m%dT%H%M%S", time.gmtime(m.when)) == stamp]
        n = max(same, default=0) + 1
        path = self.folder / (f"{stamp}-{record.game}.json" if n == 1 else f"{stamp}.{n}-{record.game}.json")
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            fileio.atomic_write_text(path, record.to_json() + "\n")
        except OSError as exc:
            log.warning("cannot keep the finished match %s: %r", path, exc)
            return None
        self.prune()
        return path

    def matches(self) -> list[FinishedMatch]:
        """The kept matches, newest first (files that do not look like ours are ignored)."""
        found: list[FinishedMatch] = []
        if not self.folder.is_dir():
            return found
        for p in self.folder.glob("*.json"):
            stamp, _, game = p.stem.partition("-")
            if game not in GAMES:
                continue
            day, _, seq = stamp.partition(".")
            try:
                when = float(calendar.timegm(time.strptime(day, "%Y%m%dT%H%M%S")))
                n = int(seq) if seq else 1
            except ValueError:
                continue
            found.append(FinishedMatch(p, game, when, n))
        found.sort(key=lambda m: (m.when, m.seq), reverse=True)
        return found

    def prune(self) -> None:
        for old in self.matches()[self.keep :]:
            try:
                old.path.unlink()
            except OSError as exc:
                log.warning("cannot remove the old finished match %s: %r", old.path, exc)

    @staticmethod
    def load(match: FinishedMatch) -> GameRecord:
        """Read a kept match (raises ``RecordError`` or ``OSError`` like any record file)."""
        return load_record(match.path)
