"""Issue 27 item 1: a review kept with the match survives the autosave: a saved match resumed from its record
gives the model its reviews back, and every record built from the model (autosave, finished matches, Replay
this hand) carries them again, in the hand's optional ``review`` field."""

from __future__ import annotations

from typing import Any

from gunapp.core.match_record import record_later, record_of
from gunapp.games.doudizhu.engine.rules import Variant
from gunapp.games.doudizhu.ui.table import DdzTable
from gunapp.review.store import stored_review, with_review
from gunapp.ui.resume import restore
from tests.replay.helpers import ddz_record

from .fakes import FakeRun


def test_a_resumed_match_keeps_its_reviews_in_every_record_built_from_it(qtbot: Any) -> None:
    record = ddz_record(Variant.DDZ3)
    run = FakeRun(record, 0, 0, delay=0)
    review = run.hand_review(list(run.results()))
    assert review.decisions
    table = DdzTable(None, Variant.DDZ3, speed=0)
    qtbot.addWidget(table)
    model = restore(table, with_review(record, review))
    assert model.reviews == (review,)
    assert stored_review(record_of(model), 0, 0) == review
    assert stored_review(record_later(model)(), 0, 0) == review


def test_a_match_without_reviews_writes_no_review_field(qtbot: Any) -> None:
    """Older readers see the record they always saw."""
    table = DdzTable(None, Variant.DDZ3, speed=0)
    qtbot.addWidget(table)
    model = restore(table, ddz_record(Variant.DDZ3))
    assert model.reviews == ()
    assert all("review" not in (h.model_extra or {}) for h in record_of(model).hands)
