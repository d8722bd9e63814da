"""The replay viewer's view chooser (issue 13 item 1): every hand face up, or one seat's view.

In one seat's view the table shows exactly what the engine's ``view(seat)`` holds: that seat's cards face up
at the bottom and only the other seats' counts (R27: a seat sees its own hand; D4: Dou Dizhu hands are
private); with every hand face up, each other seat's real cards are laid out face up. The choice is kept
while stepping and can change at any step.
"""

from __future__ import annotations

import contextlib
from collections import Counter
from typing import Any

import pytest

from gunapp.games.doudizhu.engine.rules import Variant
from gunapp.ui.replay.bar import open_viewer

from .helpers import ddz_record, gunzi_record
from .test_viewer import _table


def _seat_view(engine: Any, seat: int) -> tuple[Counter[Any], dict[int, int]]:
    """(the seat's own cards, every other seat's card count) from the engine's view for ``seat``."""
    v = engine.view(seat)
    sizes = v.hand_sizes if hasattr(v, "hand_sizes") else v.hand_counts
    return Counter(v.hand), {s: n for s, n in enumerate(sizes) if s != seat}


def _shown(viewer: Any) -> tuple[Counter[Any], dict[int, int], dict[int, Counter[Any]], int]:
    c = viewer.table.canvas
    faces: dict[int, Counter[Any]] = {s: Counter(cards) for s, cards in viewer.reveal.shown.items()}
    visible_backs = sum(it.isVisible() for st in c.opponents.values() for it in st.items)
    return Counter(c.hand.cards()), {s: st.count for s, st in c.opponents.items()}, faces, visible_backs


def _expected(viewer: Any) -> tuple[Counter[Any], dict[int, int], dict[int, Counter[Any]], bool]:
    engine = viewer.timeline.state_at(viewer.hand, viewer.k)
    seat = viewer.view_seat
    mine, counts = _seat_view(engine, 0 if seat is None else seat)
    hands = engine.hands if hasattr(engine, "hands") else engine.deal.hands
    faces = {} if seat is None else {}
    if seat is None:
        faces = {s: Counter(h) for s, h in enumerate(hands) if s != 0}
    return mine, counts, faces, seat is None


def _check(viewer: Any, qtbot: Any) -> None:
    qtbot.waitUntil(viewer.table.canvas.animator.is_idle, timeout=20000)
    mine, counts, faces, all_up = _expected(viewer)
    assert viewer.table.canvas.south == (0 if viewer.view_seat is None else viewer.view_seat)

    def ok() -> bool:
        hand, shown_counts, shown_faces, backs = _shown(viewer)
        return (
            hand == mine
            and shown_counts == counts
            and {s: f for s, f in shown_faces.items() if f} == {s: f for s, f in faces.items() if f}
            and (backs == 0 if all_up else True)
        )

    with contextlib.suppress(Exception):  # the Dou Dizhu deal lands its last cards from its own timers
        qtbot.waitUntil(ok, timeout=3000)
    hand, shown_counts, shown_faces, backs = _shown(viewer)
    where = (viewer.hand, viewer.k, viewer.view_seat)
    assert hand == mine, where
    assert shown_counts == counts, where
    if all_up:
        assert {s: f for s, f in shown_faces.items() if f} == {s: f for s, f in faces.items() if f}, where
        assert backs == 0, where
    else:
        assert not viewer.reveal.items, where  # no hidden card drawn face up


@pytest.mark.parametrize("kind", ["gunzi", "ddz3", "ddz4"])
def test_view_chooser_hides_exactly_what_the_seat_cannot_see(kind: str, qtbot: Any) -> None:
    """R27 / D4: at every decision of a hand, under a view that changes every few steps and is kept while
    stepping, the table shows the chosen seat's cards and the others' counts, or every hand face up."""
    record = gunzi_record() if kind == "gunzi" else ddz_record(Variant(kind))
    viewer, bar = open_viewer(_table(kind, qtbot), record)
    choices: list[int | None] = [None, *range(viewer.seats)]
    n = viewer.actions_in_hand(0)
    decisions = 0
    while viewer.k < n:
        assert viewer.step()
        if type(viewer.timeline.hand(0).actions[viewer.k - 1]).__name__ == "DealNext" and viewer.k % 40:
            continue  # the Gunzi deal is one step per card: check every 40th
        decisions += 1
        if decisions % 6 == 0:  # change the view now and then, through the bar's chooser
            seat = choices[(decisions // 6) % len(choices)]
            bar.view.setCurrentIndex(0 if seat is None else seat + 1)
            bar.view.activated.emit(bar.view.currentIndex())
            assert viewer.view_seat == seat and viewer.k > 0
        _check(viewer, qtbot)
    assert decisions > 10
    seen = {viewer.view_seat}
    viewer.back()  # the choice is kept stepping back too
    assert viewer.view_seat in seen
    _check(viewer, qtbot)


def test_a_new_game_on_the_table_ends_the_viewer(qtbot: Any) -> None:
    """New game while watching: the face-up cards and the replay bar go, the viewer lets the table be."""
    from gunapp.models.game_model import SeatConfig

    table = _table("gunzi", qtbot)
    viewer, bar = open_viewer(table, gunzi_record())
    viewer.goto(0, viewer.actions_in_hand(0) // 2)
    assert viewer.reveal.items and bar.isVisible()
    table.start_match([SeatConfig("human", None)] + [SeatConfig("ai", "easy")] * 3, seed=2)
    qtbot.waitUntil(lambda: viewer.model is None, timeout=10000)
    assert not viewer.reveal.items and not bar.isVisible() and table.canvas.south == 0
    table.close_game()
