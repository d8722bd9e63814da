"""Reviews kept with the match (issue 27 items 1, 7): the optional ``review`` field of a hand round-trips
through the record file, an older reader ignores it, and a cancelled review leaves nothing behind."""

from __future__ import annotations

import json
import multiprocessing
import time
from pathlib import Path

from gunapp.core.prepare import prepare
from gunapp.core.record import GameRecord, load_record, parse_record, save_record
from gunapp.review.contract import Effort
from gunapp.review.model import HandReview
from gunapp.review.runner import ReviewRun
from gunapp.review.store import stored_review, stored_reviews, with_review
from tests.review.conftest import QUICK


def _review(record: GameRecord, seat: int) -> HandReview:
    review = ReviewRun(record, 0, seat, seed=1, effort=QUICK, workers=1).run()
    assert review is not None
    return review


def test_a_review_round_trips_through_the_record_file(ddz3_record: GameRecord, tmp_path: Path) -> None:
    review = _review(ddz3_record, 0)
    assert review.decisions
    kept = with_review(ddz3_record, review)
    assert stored_review(ddz3_record, 0, 0) is None  # the original is not changed
    path = tmp_path / "reviewed.json"
    save_record(kept, path)
    back = load_record(path)
    assert stored_review(back, 0, 0) == review
    prepare(back)  # the replay (every event and result checked) is not disturbed by the field


def test_an_older_reader_ignores_the_field(ddz3_record: GameRecord) -> None:
    """gunapp-record/1 stays readable: the review is an extra field of the hand, and the record without it is
    what an older reader sees (the events, result and header unchanged)."""
    kept = with_review(ddz3_record, _review(ddz3_record, 0))
    data = json.loads(kept.to_json())
    assert "review" in data["hands"][0]
    del data["hands"][0]["review"]
    assert parse_record(json.dumps(data)) == ddz3_record


def test_a_second_seat_is_kept_beside_the_first_and_a_new_review_replaces_the_old(
    ddz3_record: GameRecord,
) -> None:
    first = _review(ddz3_record, 0)
    kept = with_review(with_review(ddz3_record, first), _review(ddz3_record, 1))
    assert [r.seat for r in stored_reviews(kept, 0)] == [0, 1]
    again = first.model_copy(update={"seed": 99})
    kept = with_review(kept, again)
    assert [(r.seat, r.seed) for r in stored_reviews(kept, 0)] == [(1, 1), (0, 99)]


def test_a_damaged_stored_review_is_ignored_not_an_error(ddz3_record: GameRecord) -> None:
    data = json.loads(ddz3_record.to_json())
    data["hands"][0]["review"] = [{"format": "gunapp-review/1", "seat": "zero"}, 7, "x"]
    record = parse_record(json.dumps(data))
    assert stored_reviews(record, 0) == []
    assert stored_review(record, 5, 0) is None


def test_cancel_leaves_nothing_half_written(ddz3_record: GameRecord) -> None:
    """Cancelled after two decisions: no HandReview, so nothing can be stored; the record is unchanged."""
    before = ddz3_record.to_json()
    seen: list[int] = []
    run = ReviewRun(ddz3_record, 0, 0, seed=1, effort=QUICK, workers=1)
    assert run.total > 2
    result = run.run(cancel=lambda: len(seen) >= 2, on_result=lambda d: seen.append(d.index))
    assert result is None
    assert len(seen) == 2
    assert ddz3_record.to_json() == before
    assert stored_review(ddz3_record, 0, 0) is None


def test_cancel_stops_the_worker_processes_at_once(ddz3_record: GameRecord) -> None:
    """With worker processes, a cancel during a long decision ends the review within a second or so (the
    workers are terminated, not waited for), and no worker is left running."""
    slow = Effort(worlds=100_000, candidates=5, cpu_cap=600.0)  # each decision would take minutes
    run = ReviewRun(ddz3_record, 0, 0, seed=1, effort=slow, workers=2)
    progress: list[tuple[int, int]] = []
    t0 = time.monotonic()
    result = run.run(
        cancel=lambda: time.monotonic() - t0 > 3.0, progress=lambda d, n: progress.append((d, n))
    )
    assert result is None
    assert progress == [(0, run.total)]
    assert time.monotonic() - t0 < 5.0
    assert multiprocessing.active_children() == []
