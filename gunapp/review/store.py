"""Reviews kept with the match: an optional ``review`` field of a hand in ``gunapp-record/1``.

``hands[i].review`` is a list of ``HandReview`` objects (JSON), one per reviewed seat. The record's models allow
fields they do not know (``core.record``: ``extra="allow"``) and the replay compares only events, result, dealer
and starter, so an older reader loads such a record and ignores the field. A stored review that does not read
(another format, damaged) is ignored here too: it never makes the record unreadable, and the next review of
that seat replaces it. Only a finished ``HandReview`` can be stored, so a record never holds half a review.
"""

from __future__ import annotations

from typing import Any

from pydantic import ValidationError

from gunapp.core.record import GameRecord, HandRecord
from gunapp.review.model import REVIEW_FORMAT, HandReview

FIELD = "review"


def _raw(hand: HandRecord) -> list[Any]:
    raw = (hand.model_extra or {}).get(FIELD)
    return raw if isinstance(raw, list) else []


def stored_reviews(record: GameRecord, hand: int) -> list[HandReview]:
    """The readable reviews kept with hand ``hand`` (none for a hand the record does not have)."""
    if not 0 <= hand < len(record.hands):
        return []
    out: list[HandReview] = []
    for item in _raw(record.hands[hand]):
        if not isinstance(item, dict) or item.get("format") != REVIEW_FORMAT:
            continue
        try:
            review = HandReview.model_validate(item)
        except ValidationError:
            continue
        if review.hand == hand and review.game == record.game:
            out.append(review)
    return out


def reviews_in(record: GameRecord) -> tuple[HandReview, ...]:
    """Every readable review kept in ``record``, for a match resumed from it."""
    return tuple(r for i in range(len(record.hands)) for r in stored_reviews(record, i))


def stored_review(record: GameRecord, hand: int, seat: int) -> HandReview | None:
    """The review of ``seat`` kept with hand ``hand``, if any."""
    return next((r for r in stored_reviews(record, hand) if r.seat == seat), None)


def with_review(record: GameRecord, review: HandReview) -> GameRecord:
    """A copy of ``record`` keeping ``review`` with its hand (replacing an earlier review of that seat; other
    seats' reviews and anything unreadable of other formats stay). ``record`` itself is not changed."""
    if review.game != record.game or not 0 <= review.hand < len(record.hands):
        raise ValueError(f"review of {review.game} hand {review.hand} does not fit this record")
    hands = list(record.hands)
    hand = hands[review.hand].model_copy(deep=True)
    kept = [
        item
        for item in _raw(hand)
        if not (
            isinstance(item, dict) and item.get("format") == REVIEW_FORMAT and item.get("seat") == review.seat
        )
    ]
    kept.append(review.model_dump(mode="json"))
    setattr(hand, FIELD, kept)  # noqa: B010 (an extra field of the pydantic model)
    hands[review.hand] = hand
    return record.model_copy(update={"hands": hands})
