"""Issue 27 item 1: a review kept with the match reaches the match's copy in Recent matches (``finished/``)
even when it finishes after the match ended and was kept there: the file is written again atomically, as the
saves are, with every other hand and review left as it was."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from gunapp.core.record import load_record
from gunapp.games.doudizhu.engine.rules import Variant
from gunapp.games.doudizhu.ui.table import DdzTable
from gunapp.review.model import HandReview
from gunapp.review.store import stored_review, with_review
from gunapp.storage.finished import ARCHIVED_PROPERTY, FinishedStore
from gunapp.storage.saves import SaveStore
from gunapp.storage.statistics import StatsStore
from gunapp.ui.resume import MatchKeeper, restore
from gunapp.ui.review.stores import match_book
from tests.replay.helpers import ddz_record

from .fakes import FakeRun, fake_runs


def _review(seat: int) -> HandReview:
    run = FakeRun(ddz_record(Variant.DDZ3), 0, seat, delay=0)
    return run.hand_review(list(run.results()))


def test_keep_reviews_rewrites_the_kept_file(tmp_path: Path) -> None:
    store = FinishedStore(tmp_path / "finished")
    record = ddz_record(Variant.DDZ3)
    path = store.add(with_review(record, _review(1)))
    assert path is not None
    assert store.keep_reviews(path, [_review(0)])
    kept = load_record(path)
    assert stored_review(kept, 0, 0) == _review(0)
    assert stored_review(kept, 0, 1) == _review(1)  # the review kept with the match stays
    assert kept.hands[0].events == record.hands[0].events
    assert not path.read_text(encoding="utf-8").startswith(
        "{\n"
    )  # the app's compact layout, as first written
    assert [p.name for p in path.parent.iterdir()] == [path.name]  # no temp file left


def test_keep_reviews_leaves_a_file_alone_when_it_cannot(tmp_path: Path) -> None:
    store = FinishedStore(tmp_path / "finished")
    path = store.add(ddz_record(Variant.DDZ3))
    assert path is not None
    before = path.read_bytes()
    other = _review(0).model_copy(update={"game": "gunzi"})
    assert not store.keep_reviews(path, [other])  # another match's review
    assert path.read_bytes() == before
    path.unlink()
    assert not store.keep_reviews(path, [_review(0)])  # pruned since
    assert not path.exists()


def test_a_review_that_ends_after_the_match_was_kept_reaches_its_file(qtbot: Any, tmp_path: Path) -> None:
    table = DdzTable(None, Variant.DDZ3, speed=0)
    qtbot.addWidget(table)
    model = restore(table, ddz_record(Variant.DDZ3))
    keeper = MatchKeeper(model, SaveStore(tmp_path / "saves"), StatsStore(tmp_path / "stats.json"))
    keeper.archive = FinishedStore(tmp_path / "finished")
    keeper._keep_finished()  # the match ended: kept for Recent matches, no review yet
    path = Path(model.property(ARCHIVED_PROPERTY))
    assert stored_review(load_record(path), 0, 0) is None
    book = match_book(model)
    book.make_run = fake_runs(0.0)
    assert book.analyse(0, 0)
    qtbot.waitUntil(lambda: not book.running, timeout=20000)
    assert book.wait()
    qtbot.waitUntil(lambda: stored_review(load_record(path), 0, 0) is not None, timeout=10000)
    assert stored_review(load_record(path), 0, 0) == model.reviews[0]
