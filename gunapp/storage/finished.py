"""The records of the last finished matches, kept for the replay viewer (Statistics → Recent matches).

A match's save is removed when the match ends; its ``gunapp-record/1`` text is written here first, one file
per match (``<UTC time>-<game>.json`` in ``<user data dir>/finished``), atomically like a save. Only the
newest ``KEEP`` files stay: the oldest are deleted after each write, so the folder never grows.

Pruning goes by write order, never by the clock alone: a name stamped later than now was written while the
clock was wrong (ahead), so before the match just written, and it goes first; the match just written is never
pruned. A hand review finished after the match was kept is added to its file (``keep_reviews``). When a match
cannot be kept (``finished`` is a file, a symlink loop, the disk is full) ``on_error``
is called once a run, so the player hears of it; temp files left by an interrupted write are cleaned.
"""

from __future__ import annotations

import calendar
import logging
import re
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from gunapp import fileio
from gunapp.core.record import GameRecord, RecordError, load_record
from gunapp.storage.saves import GAMES, default_data_dir

if TYPE_CHECKING:  # the review loads when a review is kept, not with the app (start-up, issue 29)
    from gunapp.review.model import HandReview

log = logging.getLogger(__name__)

#: how many finished matches are kept
KEEP = 20
#: the Qt property a match's model carries once its record is kept here (the file's path), so a hand review
#: that finishes later reaches that file too (``keep_reviews``)
ARCHIVED_PROPERTY = "finishedRecordPath"
#: ``fileio.atomic_write_bytes``'s temp names for our files (``.<stamp>[.n]-<game>.json.<8>.tmp``)
TEMP_RE = re.compile(r"^\.\d{8}T\d{6}(\.\d+)?-[a-z0-9]+\.json\.[a-z0-9_]{8}\.tmp$")
#: one rewrite of a kept file at a time (``keep_reviews``)
_REWRITE = threading.Lock()


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
        #: called once a run, with the error, the first time a finished match cannot be kept
        self.on_error: Callable[[str], None] | None = None
        self.last_error: str | None = None
        self._told = False
        fileio.clean_temp_files(self.folder, TEMP_RE, 60.0)

    def add(self, record: GameRecord) -> Path | None:
        """Write ``record`` as the newest finished match; None if the disk refused (``on_error`` told)."""
        stamp = time.strftime("%Y%m%dT%H%M%S", time.gmtime())
        # matches ended in the same second are numbered after the last one kept (never reusing a pruned name)
        same = [m.seq for m in self.matches() if time.strftime("%Y%m%dT%H%M%S", time.gmtime(m.when)) == stamp]
        n = max(same, default=0) + 1
        path = self.folder / (f"{stamp}-{record.game}.json" if n == 1 else f"{stamp}.{n}-{record.game}.json")
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            fileio.atomic_write_text(path, record.to_json(compact=True) + "\n")
        except OSError as exc:
            log.warning("cannot keep the finished match %s: %r", path, exc)
            self.last_error = str(exc) or type(exc).__name__
            if not self._told and self.on_error is not None:
                self._told = True
                self.on_error(self.last_error)
            return None
        self.prune(keep_path=path)
        return path

    def matches(self) -> list[FinishedMatch]:
        """The kept matches, newest first (files that do not look like ours are ignored)."""
        found: list[FinishedMatch] = []
        try:
            paths = list(self.folder.glob("*.json")) if self.folder.is_dir() else []
        except OSError:
            return found
        for p in paths:
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

    def prune(self, keep_path: Path | None = None) -> None:
        """Delete all but the ``keep`` last written (``keep_path``, the one just written, always stays)."""
        now = time.time()
        # written while the clock was ahead (named after now): older than anything named up to now
        order = sorted(self.matches(), key=lambda m: (m.when <= now + 60, m.when, m.seq), reverse=True)
        kept = 1 if keep_path is not None else 0
        for m in order:
            if m.path == keep_path:
                continue
            if kept < self.keep:
                kept += 1
                continue
            try:
                m.path.unlink()
            except OSError as exc:
                log.warning("cannot remove the old finished match %s: %r", m.path, exc)

    @staticmethod
    def keep_reviews(path: Path, reviews: Sequence[HandReview]) -> bool:
        """Add hand reviews that finished after their match was kept here (issue 27) to the kept file, written
        again atomically like the first time; the other hands and reviews stay. False when the file is gone
        (pruned since) or does not read, or a review is not of this match: nothing is written then. One write
        at a time: two reviews ending together must not each write the file without the other's."""
        from gunapp.review.store import with_review

        with _REWRITE:
            try:
                record = load_record(path)
            except (OSError, RecordError) as exc:
                log.warning("cannot add the review to the finished match %s: %r", path, exc)
                return False
            try:
                for review in reviews:
                    record = with_review(record, review)
            except ValueError as exc:  # another match's review: never written into this one
                log.warning("the review does not fit the finished match %s: %s", path, exc)
                return False
            fileio.atomic_write_text(path, record.to_json(compact=True) + "\n")
        return True

    @staticmethod
    def load(match: FinishedMatch) -> GameRecord:
        """Read a kept match (raises ``RecordError`` or ``OSError`` like any record file)."""
        return load_record(match.path)
