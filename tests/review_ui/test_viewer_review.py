"""Issue 27 items 1 and 3: Analyse in the replay viewer. The review runs off the GUI thread with progress and
Cancel, its marks show on the history pane and the timeline as decisions come in, the key moments jump the
viewer to the decision with the alternatives on the table, and a finished review is kept in the record's
file, shown at once when the record is opened again; a cancelled one leaves the file as it was."""

from __future__ import annotations

import threading
import time
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt, QTimer

from gunapp.core.record import GameRecord, load_record, save_record
from gunapp.games.doudizhu.engine.rules import Variant
from gunapp.review.store import stored_review
from gunapp.ui.replay.bar import open_viewer
from gunapp.ui.review.history_marks import MarkDot
from gunapp.ui.review.severity import grade
from gunapp.ui.review.stores import record_book
from gunapp.ui.review.viewer_review import ViewerReview, attach_review
from tests.replay.helpers import ddz_record, gunzi_record
from tests.replay.test_viewer import _table

from .fakes import fake_runs


def _open(kind: str, qtbot: Any, path: Path, delay: float = 0.02) -> tuple[Any, ViewerReview]:
    record = load_record(path)
    viewer, bar = open_viewer(_table(kind, qtbot), record, path)
    review = attach_review(viewer, bar, record_book(record, path, viewer))
    review.book.make_run = fake_runs(delay)
    return viewer, review


def _saved(tmp_path: Path, record: GameRecord) -> Path:
    path = tmp_path / "match.json"
    save_record(record, path)
    return path


def _done(review: ViewerReview, qtbot: Any, timeout: int = 20000) -> None:
    qtbot.waitUntil(lambda: not review.book.running, timeout=timeout)
    assert review.book.wait()


def test_analyse_runs_off_the_gui_thread_and_progress_advances(qtbot: Any, tmp_path: Path) -> None:
    """The evaluator runs on another thread; meanwhile the GUI thread keeps turning (a timer ticks, the
    viewer steps) and the progress bar and the marks grow before the review ends."""
    path = _saved(tmp_path, gunzi_record())
    viewer, review = _open("gunzi", qtbot, path, delay=0.05)
    threads: list[threading.Thread] = []
    real = review.book.make_run

    def spy(record: GameRecord, hand: int, seat: int) -> Any:
        threads.append(threading.current_thread())
        return real(record, hand, seat)

    review.book.make_run = spy
    ticks: list[float] = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(time.monotonic()))
    timer.start(10)
    review.strip.analyse.click()
    assert review.book.running and review.strip.analyse.text() == "Cancel analysis"
    moments = review.panel.moments
    qtbot.waitUntil(lambda: moments.bar.value() >= 3, timeout=10000)
    seen = moments.bar.value()
    assert review.book.running  # first results while the rest are computed
    assert 0 < len(review.strip.timeline.decisions) < review.panel.progress().total  # type: ignore[union-attr]
    viewer.step()  # the table stays usable
    assert viewer.k == 1
    qtbot.waitUntil(lambda: moments.bar.value() > seen, timeout=10000)
    _done(review, qtbot)
    timer.stop()
    assert threads and threads[0] is not threading.main_thread()
    assert len(ticks) > 20 and max(b - a for a, b in zip(ticks, ticks[1:], strict=False)) < 0.5
    assert review.strip.analyse.text() == "Analyse"


def test_cancel_leaves_the_record_untouched(qtbot: Any, tmp_path: Path) -> None:
    path = _saved(tmp_path, gunzi_record())
    before = path.read_bytes()
    viewer, review = _open("gunzi", qtbot, path, delay=0.05)
    review.analyse(0)
    qtbot.waitUntil(lambda: len(review.strip.timeline.decisions) >= 2, timeout=10000)
    review.panel.moments.stop.click()  # Cancel
    assert not review.book.running
    assert review.book.wait()
    qtbot.wait(100)  # whatever the thread still sent is stale
    assert path.read_bytes() == before
    assert review.book.progress(0, 0) is None  # nothing kept, not even in memory
    assert review.panel.progress() is None and not review.strip.timeline.decisions
    assert not review.panel.moments.isVisible()


def test_results_show_on_the_history_pane_and_the_timeline(qtbot: Any, tmp_path: Path) -> None:
    path = _saved(tmp_path, gunzi_record())
    viewer, review = _open("gunzi", qtbot, path, delay=0.0)
    viewer.goto(0, viewer.actions_in_hand())  # the whole hand in the history
    review.analyse(0)
    _done(review, qtbot)
    progress = review.panel.progress()
    assert progress is not None and progress.done
    plays = [d for d in progress.decisions if d.kind == "play"]
    assert review.strip.timeline.decisions == progress.decisions
    pane = viewer.table.comforts.history
    assert pane.isVisible()
    qtbot.waitUntil(lambda: len(pane.findChildren(MarkDot)) == len(plays), timeout=5000)
    costly = [d for d in progress.costliest(3) if grade(d.cost, progress.scale, d.significant)]
    assert costly and [r.decision for r in review.panel.moments.rows] == costly
    assert all(r.text.text().startswith("Trick ") for r in review.panel.moments.rows)


def test_a_key_moment_and_a_timeline_mark_jump_to_the_decision(qtbot: Any, tmp_path: Path) -> None:
    path = _saved(tmp_path, gunzi_record())
    viewer, review = _open("gunzi", qtbot, path, delay=0.0)
    review.analyse(0)
    _done(review, qtbot)
    row = review.panel.moments.rows[0]
    qtbot.mouseClick(row, Qt.MouseButton.LeftButton)
    d = row.decision
    assert (viewer.hand, viewer.k) == (d.hand, d.index)
    callout = review.callout
    assert callout.isVisible() and callout.decision == d
    assert callout.title.text().startswith(f"Trick {d.trick}")
    best = max([d.made, *d.alternatives], key=lambda m: m.value)
    hand = viewer.table.canvas.hand
    # the best move's cards raised among the seat's cards
    assert sorted(c.code for c in hand.selected_cards()) == sorted(best.cards)
    viewer.goto(0, 0)
    assert not callout.isVisible() and not hand.selected_cards()
    other = review.panel.moments.rows[-1].decision
    timeline = review.strip.timeline
    centre = timeline.dot_rect(other).center()
    qtbot.mouseClick(timeline, Qt.MouseButton.LeftButton, pos=QPoint(round(centre.x()), round(centre.y())))
    assert viewer.k == other.index and callout.decision == other


def test_a_finished_review_is_kept_in_the_file_and_shown_on_reopening(qtbot: Any, tmp_path: Path) -> None:
    path = _saved(tmp_path, gunzi_record())
    viewer, review = _open("gunzi", qtbot, path, delay=0.0)
    review.analyse(0)
    _done(review, qtbot)
    qtbot.waitUntil(lambda: stored_review(load_record(path), 0, 0) is not None, timeout=5000)
    kept = stored_review(load_record(path), 0, 0)
    assert kept is not None and kept.decisions == review.panel.progress().decisions  # type: ignore[union-attr]
    # opened again: the review is there at once, nothing is run
    again, review2 = _open("gunzi", qtbot, path)
    review2.book.make_run = lambda *_a: pytest.fail("a kept review must not be run again")  # type: ignore[assignment,misc,return-value]
    progress = review2.panel.progress()
    assert progress is not None and progress.done and progress.decisions == kept.decisions
    assert review2.panel.moments.isVisibleTo(again.table) and review2.panel.moments.rows
    assert review2.strip.timeline.decisions == kept.decisions


def test_the_real_engine_reviews_a_short_deal(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The real review (``gunapp.review``, Dou Dizhu) on one deal, from the viewer, kept in the file."""
    from gunapp.games.doudizhu.review import DdzReviewer
    from tests.review.conftest import QUICK

    # the tests' small effort (the run passes it to its workers): the app's own took 14 s of the suite
    monkeypatch.setattr(DdzReviewer, "effort", QUICK)
    path = _saved(tmp_path, ddz_record(Variant.DDZ3))
    record = load_record(path)
    viewer, bar = open_viewer(_table("ddz3", qtbot), record, path)
    review = attach_review(viewer, bar, record_book(record, path, viewer))
    review.analyse(0)
    _done(review, qtbot, timeout=120000)
    progress = review.panel.progress()
    assert progress is not None and progress.done and progress.scale == "ddz-stake"
    assert progress.decisions and {d.kind for d in progress.decisions} <= {"bid", "play"}
    qtbot.waitUntil(lambda: stored_review(load_record(path), 0, 0) is not None, timeout=5000)
    for r in review.panel.moments.rows:
        assert r.text.text().startswith(("Round ", "Bidding"))


def test_the_arrow_reviews_another_seat(qtbot: Any, tmp_path: Path) -> None:
    """Any seat's decisions: the menu's seat is reviewed and shown (the player's own by default)."""
    path = _saved(tmp_path, gunzi_record())
    viewer, review = _open("gunzi", qtbot, path, delay=0.0)
    assert review.panel.seat == 0  # the player's seat of the record (or seat 0)
    actions = review.strip.seats.actions()
    assert len(actions) == 4
    actions[2].trigger()  # "Analyse: Partner"
    _done(review, qtbot)
    progress = review.panel.progress()
    assert progress is not None and progress.seat == 2 and progress.done
    assert {d.seat for d in progress.decisions} == {2}
    assert review.panel.moments.title.text() == "Key moments: Partner"
    assert stored_review(review.book.parent().record, 0, 2) is not None  # type: ignore[attr-defined]


def test_a_record_that_does_not_read_back_is_said_and_nothing_is_kept(qtbot: Any, tmp_path: Path) -> None:
    from gunapp.core.record import RecordError

    path = _saved(tmp_path, gunzi_record())
    before = path.read_bytes()
    viewer, review = _open("gunzi", qtbot, path)

    def bad(*_args: Any) -> Any:
        raise RecordError("hands[0]: events[3]: not what the replay gives", "mismatch", hand=0)

    review.book.make_run = bad
    review.analyse(0)
    _done(review, qtbot)
    note = review.panel.moments.note
    assert review.panel.moments.isVisible() and note.isVisible()
    assert note.text().startswith("The hand could not be analysed")
    assert "events[3]" not in note.text()  # no raw detail for the player
    assert path.read_bytes() == before and review.strip.analyse.text() == "Analyse"


def test_the_gunzi_deal_is_compressed_on_the_timeline(qtbot: Any, tmp_path: Path) -> None:
    """R5: the card-by-card deal (more than half a Gunzi hand's actions) takes at most LEAD_IN_SHARE of the
    timeline, the play the rest; a click still seeks to the step under it, in the deal and in the play."""
    from gunapp.ui.review.timeline import LEAD_IN_SHARE

    path = _saved(tmp_path, gunzi_record())
    viewer, review = _open("gunzi", qtbot, path, delay=0.0)
    line = viewer.timeline.hand(0)
    timeline = review.strip.timeline
    deal = line.stops[0]
    assert timeline.lead_in == deal and deal > len(line.actions) / 2  # dealing is most of the actions
    left, right = timeline._x(0), timeline._x(timeline.steps)
    assert (timeline._x(deal) - left) / (right - left) == pytest.approx(LEAD_IN_SHARE)
    for step in (deal // 2, deal + 20, timeline.steps - 3):
        with qtbot.waitSignal(timeline.seek) as sought:
            qtbot.mouseClick(timeline, Qt.MouseButton.LeftButton, pos=QPoint(round(timeline._x(step)), 2))
        assert abs(sought.args[0] - step) <= (2 if step < deal else 1)


def test_a_dou_dizhu_timeline_has_no_lead_in(qtbot: Any, tmp_path: Path) -> None:
    path = _saved(tmp_path, ddz_record(Variant.DDZ3))
    _viewer, review = _open("ddz3", qtbot, path, delay=0.0)
    assert review.strip.timeline.lead_in == 0


def test_a_declaration_dot_in_the_compressed_deal_jumps_there(qtbot: Any, tmp_path: Path) -> None:
    """R8.4, R10: a declaration reviewed during the deal has its dot in the compressed lead-in; a click on it
    stands the replay just before the decision, the alternatives naming each declaration beside its cards."""
    from gunapp.review.model import HandReview, MoveValue
    from gunapp.review.store import with_review

    from .fakes import declaration

    record = gunzi_record()
    k = 41  # a card of the deal
    d = declaration(
        k,
        MoveValue(label="pass", value=150.0, points=130.0),
        MoveValue(cards=["3S"], label="declare", value=160.0, points=120.0),
    )
    kept = HandReview(game="gunzi", hand=0, seat=0, seed=0, scale="gunzi-points", decisions=[d])
    path = _saved(tmp_path, with_review(record, kept))
    viewer, review = _open("gunzi", qtbot, path)
    timeline = review.strip.timeline
    assert timeline.decisions == [d]
    centre = timeline.dot_rect(d).center()
    assert centre.x() < timeline._x(timeline.lead_in)  # drawn inside the compressed deal
    qtbot.mouseClick(timeline, Qt.MouseButton.LeftButton, pos=QPoint(round(centre.x()), round(centre.y())))
    assert (viewer.hand, viewer.k) == (0, k)
    callout = review.callout
    assert callout.isVisible() and callout.decision == d
    assert callout.title.text().startswith("Declaring trumps")
    from PySide6.QtWidgets import QLabel

    names = [label.text() for label, _shown, _value in callout._cells]
    passing = callout._cells[0][1]
    assert names == ["Played", "Best · declare"]
    assert isinstance(passing, QLabel) and passing.text() == "not declaring"
