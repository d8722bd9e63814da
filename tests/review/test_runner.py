"""The review's contract (issue 27): decisions in the order made, progress, the seed decides everything
(workers or not), values in range, and decision kinds an evaluator does not know are skipped with a reason."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

import pytest

from gunapp.core.prepare import prepare
from gunapp.core.record import GameRecord
from gunapp.games.doudizhu.engine.session import Session
from gunapp.games.doudizhu.review import REVIEWER as DDZ
from gunapp.review.model import BID, BURY, DECLARE, PLAY, TRIBUTE_RETURN, HandReview
from gunapp.review.runner import ReviewRun
from tests.review.conftest import QUICK


def _run(record: GameRecord, seat: int, seed: int, workers: int) -> HandReview:
    review = ReviewRun(record, 0, seat, seed=seed, effort=QUICK, workers=workers).run()
    assert review is not None
    return review


def test_in_order_with_progress_and_only_the_seat(ddz3_record: GameRecord) -> None:
    progress: list[tuple[int, int]] = []
    run = ReviewRun(ddz3_record, 0, 2, seed=0, effort=QUICK, workers=1)
    out = list(run.results(progress=lambda d, n: progress.append((d, n))))
    assert [d.number for d in out] == list(range(run.total))
    assert [d.index for d in out] == sorted(d.index for d in out)
    assert progress == [(k, run.total) for k in range(run.total + 1)]
    assert {d.seat for d in out} == {2}
    landlord = ddz3_record.hands[0].result["landlord"]
    sides = {d.side for d in out if d.kind == PLAY}
    assert sides == {"landlord" if landlord == 2 else "peasants"}
    assert {d.side for d in out if d.kind == BID} <= {None}
    assert {d.kind for d in out} <= {BID, PLAY} and run.skipped == []
    for d in out:
        assert d.cost >= 0 and d.cost_low <= d.cost <= d.cost_high
        assert d.best >= d.made.value - 1e-6
        assert len(d.alternatives) <= 3
        assert all(a.value <= d.best + 1e-6 for a in d.alternatives)
        assert d.worlds == QUICK.worlds


def test_the_seed_decides_the_review_not_the_workers(ddz3_record: GameRecord) -> None:
    one = _run(ddz3_record, 0, seed=11, workers=1)
    assert _run(ddz3_record, 0, seed=11, workers=1) == one
    assert _run(ddz3_record, 0, seed=11, workers=2) == one
    assert _run(ddz3_record, 0, seed=12, workers=1) != one


@dataclass(frozen=True)
class Grab:
    """A decision kind the Dou Dizhu reviewer does not know (as the call-and-grab steps to come)."""

    seat: int


def test_an_unknown_ddz_decision_kind_is_skipped_with_a_reason(
    ddz3_record: GameRecord, monkeypatch: pytest.MonkeyPatch
) -> None:
    prepared = prepare(ddz3_record)
    first = prepared.actions[0]
    apply = Session.apply

    def tolerant(self: Session, action: object) -> list[object]:
        return [] if isinstance(action, Grab) else apply(self, action)  # type: ignore[arg-type]

    monkeypatch.setattr(Session, "apply", tolerant)
    actions = [Grab(first.seat), *prepared.actions]
    positions, skipped = DDZ.positions(prepared.start, actions, 0, first.seat)
    assert [(s.index, s.kind, s.reason) for s in skipped] == [(0, "grab", "unknown_kind")]
    plain, _ = DDZ.positions(prepared.start, prepared.actions, 0, first.seat)
    assert [p.index - 1 for p in positions] == [p.index for p in plain]


def test_gunzi_reviews_plays_and_says_what_it_skips(gunzi_record: GameRecord) -> None:
    """The dealer's six (R14), tribute return (R12.4) and the reveal that made him dealer (R9.2) are reviewed
    with the plays; nothing made during the deal is skipped for being made during the deal."""
    dealer = gunzi_record.hands[0].dealer
    assert dealer is not None
    run = ReviewRun(gunzi_record, 0, dealer, seed=0, effort=QUICK, workers=1)
    kinds = {p.kind for p in run.positions}
    assert PLAY in kinds and BURY in kinds and DECLARE in kinds
    assert kinds <= {PLAY, BURY, TRIBUTE_RETURN, "bury_jokers", DECLARE}
    assert all(s.reason in ("no_choice", "bottom_hidden") for s in run.skipped)
    review = run.run()
    assert review is not None and review.scale == "gunzi-points"
    bury = next(d for d in review.decisions if d.kind == BURY)
    assert len(bury.made.cards) == 6 and bury.alternatives
    plays = [d for d in review.decisions if d.kind == PLAY]
    # the dealer's side defends (R21); before the reveal no side is known (R9.2)
    assert {d.side for d in review.decisions if d.kind != DECLARE} == {"defenders"}
    assert all(d.made.points is not None for d in plays if not d.exact)
    assert all(d.trick is not None and d.trick >= 1 for d in plays)
    assert [d.trick for d in plays] == sorted(d.trick or 0 for d in plays)


def test_costliest_puts_significant_costs_first() -> None:
    from gunapp.review.model import DecisionReview, MoveValue

    def decision(index: int, cost: float, significant: bool) -> DecisionReview:
        made = MoveValue(value=-cost)
        return DecisionReview(
            hand=0,
            seat=0,
            index=index,
            number=index,
            kind=PLAY,
            made=made,
            best=0.0,
            cost=cost,
            cost_low=cost / 2 if significant else -1.0,
            cost_high=cost * 2,
            significant=significant,
        )

    review = HandReview(
        game="ddz3",
        hand=0,
        seat=0,
        seed=0,
        scale="ddz-stake",
        decisions=[
            decision(0, 5.0, False),
            decision(1, 2.0, True),
            decision(2, 0.0, False),
            decision(3, 3.0, True),
        ],
    )
    assert [d.index for d in review.costliest()] == [3, 1, 0]
    assert [d.index for d in review.costliest(1)] == [3]


def test_the_entry_points_make_a_spawned_worker_of_a_frozen_build(monkeypatch: pytest.MonkeyPatch) -> None:
    """A spawned worker of a PyInstaller build re-runs the app's executable: both entry points call
    ``multiprocessing.freeze_support()`` before anything else, so the review keeps its two workers there
    (packaging/smoke.py runs one in the real bundle); GUNAPP_REVIEW_START forces a start method for it."""
    import ast
    import sys

    from gunapp.review.runner import default_workers, start_method

    root = Path(__file__).resolve().parents[2]
    for entry in (root / "packaging" / "launcher.py", root / "gunapp" / "__main__.py"):
        guard = next(
            node
            for node in ast.parse(entry.read_text(encoding="utf-8")).body
            if isinstance(node, ast.If) and "__main__" in ast.unparse(node.test)
        )
        first = guard.body[0]
        # the bundle's launcher asks first whether multiprocessing started it (issue 29: a player's start
        # does not import multiprocessing)
        body = (
            first.body
            if isinstance(first, ast.If) and "--multiprocessing-fork" in ast.unparse(first)
            else guard.body
        )
        calls = [ast.unparse(n.value) for n in body if isinstance(n, ast.Expr)]
        assert calls[:1] == ["multiprocessing.freeze_support()"], entry
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    assert default_workers() == min(2, os.cpu_count() or 1)
    monkeypatch.setenv("GUNAPP_REVIEW_START", "spawn")
    assert start_method() == "spawn"


def test_gunapp_review_runs_the_command_line_without_a_window(tmp_path: Path) -> None:
    """``gunapp --review FILE`` (what an installed bundle offers) is ``python -m gunapp.review FILE``."""
    from gunapp.__main__ import main

    bad = tmp_path / "broken.gunrec"
    bad.write_text("{", encoding="utf-8")
    assert main(["--review", str(bad)]) == 2


def test_workers_are_spawned_while_other_threads_run() -> None:
    """Forking a process whose other threads may hold a lock (the app's) could hang the child: spawn then."""
    import threading

    from gunapp.review.runner import start_method

    done = threading.Event()
    other = threading.Thread(target=done.wait)
    other.start()
    try:
        assert start_method() == "spawn"
    finally:
        done.set()
        other.join()


@pytest.mark.parametrize("game", ["ddz3", "gunzi"])
def test_spawned_workers_give_the_in_process_review(
    game: str, ddz3_record: GameRecord, gunzi_record: GameRecord
) -> None:
    """The app's path: with another thread running the workers are spawned (fresh interpreters, the
    positions pickled to them); the review is the one made in process."""
    import threading

    from gunapp.review.runner import start_method

    record = ddz3_record if game == "ddz3" else gunzi_record
    seat = 1
    one = _run(record, seat, seed=5, workers=1)
    done = threading.Event()
    other = threading.Thread(target=done.wait)
    other.start()
    try:
        assert start_method() == "spawn"
        assert _run(record, seat, seed=5, workers=2) == one
    finally:
        done.set()
        other.join()
