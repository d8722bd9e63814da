"""The review of the tribute payment (issue 27; R12.3, R12.5, R27): reviewed when the payer had a choice (tied
cards of different suits), valued from the payer's view only, and skipped as ``no_choice`` otherwise."""

from __future__ import annotations

import pytest

from gunapp.core.prepare import prepare
from gunapp.core.record import GameRecord
from gunapp.games.gunzi.engine.actions import PayTribute
from gunapp.games.gunzi.review import REVIEWER
from gunapp.review.contract import Effort
from gunapp.review.model import TRIBUTE
from gunapp.review.runner import ReviewRun
from tests.review.conftest import simulate
from tests.review.test_gunzi_declare import _hidden_changed

TINY = Effort(worlds=6, candidates=4, cpu_cap=5.0)


@pytest.fixture(scope="module")
def tribute_record(tmp_path_factory: pytest.TempPathFactory) -> GameRecord:
    """Seed 36: in the second hand the payer gives one of two equal level cards of different suits."""
    return simulate("gunzi", tmp_path_factory.mktemp("gunzi-tribute"), 36, hands=2)


def _payment(record: GameRecord) -> tuple[int, int]:
    prepared = prepare(record)
    k, action = next((k, a) for k, a in enumerate(prepared.actions) if isinstance(a, PayTribute))
    return action.seat, k


def test_a_tribute_with_a_choice_is_reviewed(tribute_record: GameRecord) -> None:
    """R12.3: tied last places are the payer's choice: a decision, its candidates the ways to pay."""
    seat, k = _payment(tribute_record)
    run = ReviewRun(tribute_record, 1, seat, seed=0, effort=TINY, workers=1)
    position = next(p for p in run.positions if p.index == k)
    assert position.kind == TRIBUTE and len(position.legal) > 1
    assert all(s.kind != TRIBUTE for s in run.skipped)
    d = REVIEWER.evaluate(position, TINY, 4)
    assert d.made.label == "tribute" and d.alternatives and d.side == "attackers"
    assert sorted(d.made.cards) == sorted(c.code for c in position.made.cards)
    others = {tuple(sorted(a.cards)) for a in d.alternatives}
    assert tuple(sorted(d.made.cards)) not in others and len(others) == len(d.alternatives)
    assert REVIEWER.evaluate(position, TINY, 4) == d  # seeded


def test_a_tribute_review_never_reads_hidden_cards(tribute_record: GameRecord) -> None:
    """R27: the same review of the payment when the other seats' hands (and the unseen bottom's order) differ."""
    seat, k = _payment(tribute_record)
    cut, changed = _hidden_changed(tribute_record, seat, k)
    assert cut.hands[-1].deck != changed.hands[-1].deck
    out = []
    for rec in (cut, changed):
        review = ReviewRun(rec, 1, seat, seed=2, effort=TINY, workers=1).run()
        assert review is not None
        out.append([d.model_dump() for d in review.decisions if d.kind == TRIBUTE])
    assert out[0] and out[0] == out[1]


def test_a_tribute_without_a_choice_is_skipped(tmp_path_factory: pytest.TempPathFactory) -> None:
    """R12.3: one way to pay (no tie) is no decision: skipped with ``no_choice``."""
    record = simulate("gunzi", tmp_path_factory.mktemp("gunzi-forced"), 3, hands=2)  # one big joker owed
    seat, k = _payment(record)
    run = ReviewRun(record, 1, seat, seed=0, effort=TINY, workers=1)
    assert [(s.index, s.reason) for s in run.skipped if s.kind == TRIBUTE] == [(k, "no_choice")]
    assert all(p.index != k for p in run.positions)
