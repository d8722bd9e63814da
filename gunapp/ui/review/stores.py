"""Where a finished review is kept, so reopening the hand shows it at once (``gunapp.review.store``: the
hand's optional ``review`` field of ``gunapp-record/1``, ignored by older readers).

- The match being played (``match_book``): the model's ``reviews``. Every record built from the model (the
  autosave, the finished matches, Save record as…, Replay this hand) carries them (``core.match_record``),
  and a resumed save gives them back (``gunapp.review.store.reviews_in``). A review that ends after the match was kept for Recent
  matches is added to that file as well (``FinishedStore.keep_reviews``, off the GUI thread). One book per match, a child of its model, so the
  settlement's Analyse and the replay of that hand share it (a review running shows in both).
- A record in the replay viewer (``record_book``): the record itself, and its file when it has one (a
  finished match, a record opened from the disk), written again in its own layout (compact or indented) off
  the GUI thread.
"""

from __future__ import annotations

import errno
import functools
import logging
import re
import stat
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject

from gunapp.core.record import GameRecord
from gunapp.review.model import HandReview
from gunapp.review.store import stored_review, with_review
from gunapp.storage.finished import ARCHIVED_PROPERTY, FinishedStore
from gunapp.ui.common.off_thread import OffThread
from gunapp.ui.review.book import ReviewBook

log = logging.getLogger(__name__)


def _replaced(reviews: tuple[HandReview, ...], review: HandReview) -> tuple[HandReview, ...]:
    return (*(r for r in reviews if (r.hand, r.seat) != (review.hand, review.seat)), review)


def match_book(model: Any) -> ReviewBook:
    """The book of the match ``model`` plays (made on first use, then found again)."""
    found = model.findChild(ReviewBook, "matchReviews")
    if isinstance(found, ReviewBook):
        return found

    def record() -> Callable[[], GameRecord]:
        from gunapp.core.match_record import record_later

        return record_later(model)

    def stored(hand: int, seat: int) -> HandReview | None:
        return next((r for r in model.reviews if (r.hand, r.seat) == (hand, seat)), None)

    archive = OffThread("keeping a review with the finished match", model, quiet=(OSError,))

    def keep(review: HandReview) -> None:
        model.reviews = _replaced(tuple(model.reviews), review)
        # the match was already kept for Recent matches (it ended before the review did): its file too
        path = model.property(ARCHIVED_PROPERTY)
        if isinstance(path, str) and path:
            archive.run(functools.partial(FinishedStore.keep_reviews, Path(path), tuple(model.reviews)))
        # on disk at once, as an action is: a kill -9 before the next action must not lose the review
        from gunapp.ui.resume import MatchKeeper

        keeper = model.findChild(MatchKeeper)
        if isinstance(keeper, MatchKeeper) and not keeper.muted:
            keeper.save()

    book = ReviewBook(record, stored, keep, model)
    book.setObjectName("matchReviews")
    archive.failed.connect(lambda exc: _not_kept(book, exc, "the finished match's file"))
    return book


def _not_kept(book: ReviewBook, exc: object, where: object) -> None:
    """A finished review could not be written into its file: logged, and the player told (the panel's note)
    that it is shown but not kept there, the file untouched."""
    log.warning("cannot keep the review in %s: %r", where, exc)
    book.failed.emit(not_kept_text(exc))


def not_kept_text(exc: object) -> str:
    """What the player is told when a finished review could not be kept with its file."""
    from gunapp.ui.os_words import os_reason

    if isinstance(exc, PermissionError) and exc.strerror == READ_ONLY:
        reason = QCoreApplication.translate("Review", "the file is read-only")
    else:
        reason = os_reason(exc.errno if isinstance(exc, OSError) else None)
    return QCoreApplication.translate(
        "Review",
        "The analysis is shown here, but it could not be kept in the record's file: {reason}. "
        "The file is left as it was.",
    ).format(reason=reason)


class RecordHolder(QObject):
    """A record shown in the viewer, with the reviews added to it since, and its file."""

    def __init__(self, record: GameRecord, path: Path | None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.record = record
        self.path = path
        self.writer = OffThread("keeping a review with its record", self, quiet=(OSError,))
        #: one write of the file at a time, each of the newest record: two reviews kept close together run
        #: two writes on the pool, and the older record must never land over the newer one
        self._writing = threading.Lock()

    def keep(self, review: HandReview) -> None:
        self.record = with_review(self.record, review)
        if self.path is not None:
            self.writer.run(functools.partial(self._write, self.path))

    def _write(self, path: Path) -> None:
        with self._writing:
            write_back(self.record, path)


#: why ``write_back`` refused a file (its PermissionError's strerror): the player made it read-only
READ_ONLY = "read-only file"


#: the temp file of a write-back of ``name`` a kill left behind (``fileio.atomic_write_bytes``'s naming)
def _leftovers(name: str) -> re.Pattern[str]:
    return re.compile(rf"\.{re.escape(name)}\.\w+\.tmp")


def write_back(record: GameRecord, path: Path) -> None:
    """Write ``record`` over its file, in the layout the file had (the app's compact one, or indented), with
    its permissions; through a symlink to the file it names. A file the player made read-only is left as it is
    (PermissionError): a rename would replace it all the same."""
    from gunapp.fileio import atomic_write_text, clean_temp_files

    path = path.resolve()
    st = path.stat()
    if not st.st_mode & stat.S_IWUSR:
        raise PermissionError(errno.EACCES, READ_ONLY, str(path))
    with path.open("rb") as f:
        head = f.read(2)
    compact = not head.startswith(b"{\n")
    # a write-back cut short by a kill left its temp file beside the record (the player's folder, not ours)
    clean_temp_files(path.parent, _leftovers(path.name), min_age_s=60.0)
    atomic_write_text(path, record.to_json(compact=compact) + "\n", mode=stat.S_IMODE(st.st_mode))


def record_book(record: GameRecord, path: str | Path | None, parent: QObject) -> ReviewBook:
    """The book of a record watched in the viewer; ``path``: its file, rewritten when a review is kept."""
    holder = RecordHolder(record, Path(path) if path is not None else None, parent)
    book = ReviewBook(
        lambda: lambda: holder.record,
        lambda hand, seat: stored_review(holder.record, hand, seat),
        holder.keep,
        holder,
    )
    holder.writer.failed.connect(lambda exc: _not_kept(book, exc, holder.path))
    return book
