"""Issue 27 item 1: Analyse on the settlement reviews the deal just settled for the player's seat off the GUI
thread, the table staying usable; the key moments show in the history pane and the review is kept with the
match (its record, so the autosave and Replay this hand have it); a click on a moment opens the replay at the
decision."""

from __future__ import annotations

from typing import Any

from gunapp.core.match_record import record_of
from gunapp.review.store import reviews_in, stored_review
from gunapp.ui.review.panel import TableReview
from gunapp.ui.review.stores import match_book
from tests.review_ui.fakes import fake_runs
from tests.ui.test_replay_entries import ddz3_settled, make_window  # noqa: F401, F811 (the fixture)


def test_analyse_on_the_settlement_keeps_the_review_with_the_match(make_window: Any, qtbot: Any) -> None:  # noqa: F811
    t = ddz3_settled(make_window, qtbot)
    button = t.settlement.buttons["analyse"]
    assert button.isVisible() and button.text() == "Analyse"
    match_book(t.model).make_run = fake_runs(0.2)
    settled = len(record_of(t.model).hands) - 1
    button.click()
    review = t.findChild(TableReview, "tableReview")
    assert isinstance(review, TableReview) and review.book.running
    assert not button.isEnabled() and button.text() == "Analysing…"
    assert t.comforts.history.isVisible()  # the key moments' place
    assert t.settlement.buttons["next"].isEnabled()  # the table stays usable
    qtbot.waitUntil(lambda: not review.book.running, timeout=20000)
    review.book.wait()
    assert button.text() == "Analysed"
    progress = review.progress()
    assert progress is not None and progress.done and progress.seat == t.model.names_from()
    assert progress.hand == settled
    record = record_of(t.model)
    kept = stored_review(record, settled, t.model.names_from())
    assert kept is not None and kept.decisions == progress.decisions
    assert reviews_in(record) == (kept,)  # what a resumed save gives back to the model


def test_a_key_moment_opens_the_replay_at_the_decision(make_window: Any, qtbot: Any) -> None:  # noqa: F811
    t = ddz3_settled(make_window, qtbot)
    match_book(t.model).make_run = fake_runs(0.0)
    t.settlement.buttons["analyse"].click()
    review = t.findChild(TableReview, "tableReview")
    qtbot.waitUntil(lambda: not review.book.running, timeout=20000)
    d = review.decisions()[-1]
    review.jump(d)  # what a click on its key moment or its mark does
    qtbot.waitUntil(
        lambda: getattr(t, "hand_replay", None) is not None and t.hand_replay.isVisible(), timeout=10000
    )
    viewer = t.hand_replay.viewer
    qtbot.waitUntil(lambda: (viewer.hand, viewer.k) == (d.hand, d.index), timeout=5000)
    t.hand_replay.reject()


def test_the_hand_reviewed_is_the_records_last_whatever_the_hands_played(
    make_window: Any,  # noqa: F811
    qtbot: Any,
    monkeypatch: Any,
) -> None:
    """A Dou Dizhu deal that everyone passed is a hand of the record but not a hand played (D4.3: dealt
    again), so the count of hands played does not say which hand was settled: the record does."""
    t = ddz3_settled(make_window, qtbot)
    settled = len(record_of(t.model).hands) - 1
    monkeypatch.setattr(t.model, "hands_played", lambda: settled + 3)
    match_book(t.model).make_run = fake_runs(0.0)
    t.settlement.buttons["analyse"].click()
    review = t.findChild(TableReview, "tableReview")
    qtbot.waitUntil(lambda: not review.book.running, timeout=20000)
    progress = review.progress()
    assert progress is not None and progress.done and progress.hand == settled
    assert t.settlement.buttons["analyse"].text() == "Analysed"
