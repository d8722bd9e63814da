"""The replay viewer (issue 13 item 1): a recorded hand stepped forward and back on the real table."""

from __future__ import annotations

import contextlib
from collections import Counter
from typing import Any

import pytest

from gunapp.core.record import GameRecord, parse_record
from gunapp.games.doudizhu.engine.rules import Variant
from gunapp.games.doudizhu.ui.table import DdzTable
from gunapp.games.gunzi.ui.table import GunziTable
from gunapp.ui.replay.bar import open_viewer

from .helpers import ddz_record, gunzi_record


def _hands(engine: Any) -> list[list[Any]]:
    return engine.hands if hasattr(engine, "hands") else engine.deal.hands


def _check(viewer: Any, qtbot: Any) -> None:
    """The table shows what the engine at this position holds: seat 0's cards face up, the others' counts."""
    qtbot.waitUntil(viewer.table.canvas.animator.is_idle, timeout=20000)
    expected = viewer.timeline.state_at(viewer.hand, viewer.k)
    hands = _hands(expected)
    assert [Counter(h) for h in _hands(viewer.engine())] == [Counter(h) for h in hands], (
        viewer.hand,
        viewer.k,
    )
    canvas = viewer.table.canvas

    def shown() -> tuple[Counter[Any], list[int]]:
        return Counter(canvas.hand.cards()), [stack.count for _s, stack in sorted(canvas.opponents.items())]

    wanted = (Counter(hands[0]), [len(h) for h in hands[1:]])
    # the Dou Dizhu deal lands its last cards from the deal's own timers: give them a moment to land
    with contextlib.suppress(Exception):
        qtbot.waitUntil(lambda: shown() == wanted, timeout=3000)
    assert shown() == wanted, (viewer.hand, viewer.k)


def _table(kind: str, qtbot: Any) -> Any:
    table = GunziTable(None, speed=0) if kind == "gunzi" else DdzTable(None, Variant(kind), speed=0)
    qtbot.addWidget(table)
    table.resize(1280, 800)
    table.show()
    return table


def _record(kind: str) -> GameRecord:
    return gunzi_record() if kind == "gunzi" else ddz_record(Variant(kind))


@pytest.mark.parametrize("kind", ["gunzi", "ddz3", "ddz4"])
def test_replay_steps_a_whole_hand_forward_and_back(kind: str, qtbot: Any) -> None:
    """Every action forward, then back to the start; the table matches the engine at every step."""
    record = _record(kind)
    viewer, _bar = open_viewer(_table(kind, qtbot), record)
    n = viewer.actions_in_hand(0)
    assert n > 20
    # the deal is many steps in Gunzi (one per card): check every decision and every 13th card
    checked = 0
    while viewer.k < n:
        assert viewer.step()
        dealt = type(viewer.timeline.hand(0).actions[viewer.k - 1]).__name__ == "DealNext"
        if kind != "gunzi" or viewer.k % 13 == 0 or not dealt:
            _check(viewer, qtbot)
            checked += 1
    assert checked > 10
    while viewer.k > 0:
        viewer.back()
        if viewer.k % 7 == 0 or viewer.k < 3:
            _check(viewer, qtbot)
    assert viewer.hand == 0 and viewer.k == 0


@pytest.mark.parametrize("kind", ["gunzi", "ddz3"])
def test_trick_steps_stop_where_a_trick_ends(kind: str, qtbot: Any) -> None:
    viewer, _bar = open_viewer(_table(kind, qtbot), _record(kind))
    seen = []
    while viewer.k < viewer.actions_in_hand(0):
        viewer.next_trick()
        seen.append(viewer.k)
        _check(viewer, qtbot)
    assert seen == sorted(seen) and len(seen) > 3
    viewer.prev_trick()
    assert viewer.k == seen[-2]


@pytest.mark.parametrize(
    ("kind", "seat"), [("gunzi", 0), ("gunzi", 2), ("gunzi", 3), ("ddz3", 1), ("ddz3", 2), ("ddz4", 3)]
)
def test_play_from_here_continues_a_legal_game_whose_record_replays(kind: str, seat: int, qtbot: Any) -> None:
    """The branch is a new match from the chosen point with the player in ``seat`` (drawn at the bottom, the
    others played by the AI); its record names the origin and the seat and replays (R27 / D4 views)."""
    from gunapp.core.match_record import record_of
    from gunapp.core.prepare import prepare

    table = _table(kind, qtbot)
    viewer, _bar = open_viewer(table, _record(kind), "origin.json")
    viewer.goto(0, viewer.timeline.hand(0).stops[1])
    at = viewer.k
    model: Any = viewer.play_from_here("easy", seat)
    assert model is not None and model.viewer == seat and table.canvas.south == seat
    assert [model.is_human(s) for s in range(len(model.seats))] == [
        s == seat for s in range(len(model.seats))
    ]
    assert not viewer.reveal.items  # nobody else's cards stay face up once playing
    # the player's turn comes (AI seats move on their own); play the first legal action a few times
    for _ in range(3):
        qtbot.waitUntil(lambda: bool(model.legal(seat)) or _over(model), timeout=30000)
        if _over(model):
            break
        qtbot.waitUntil(table.canvas.animator.is_idle, timeout=20000)
        assert Counter(table.canvas.hand.cards()) == Counter(model.view(seat).hand)
        assert model.submit(model.legal(seat)[0])
    record = record_of(model)
    again = parse_record(record.to_json())
    assert again.model_extra is not None and again.model_extra["branch"] == {
        "from": "origin.json",
        "hand": 0,
        "action": at,
        "seat": seat,
    }
    assert [s.kind for s in again.seats] == ["human" if s == seat else "ai" for s in range(len(again.seats))]
    prepare(again)  # replays every action, raises on an illegal one
    model.stop()


def _over(model: Any) -> bool:
    engine = model.state if hasattr(model, "state") else model.session.deal
    return str(getattr(engine.phase, "name", "")) in ("HAND_OVER", "MATCH_OVER", "ENDED")


def test_the_hands_next_to_the_one_shown_are_prepared_off_the_gui_thread(
    qtbot: Any, monkeypatch: Any
) -> None:
    """Preparing a hand replays the match up to it (tens of ms late in a long record): the viewer prepares
    the next hand and then the previous one on the thread pool, so stepping to them holds nothing."""
    import random
    import threading

    from gunapp.games.doudizhu.engine import record_io as ddz_io
    from gunapp.games.doudizhu.engine.session import Session
    from gunapp.games.doudizhu.engine.state import Phase as DdzPhase
    from gunapp.models.replay_model import Timeline

    s = Session(Variant.DDZ3, seed=8)
    rng = random.Random(8)
    for d in range(4):
        if d:
            s.next_deal()
        while s.deal.phase is not DdzPhase.ENDED:
            s.apply(rng.choice(s.legal_actions(s.deal.to_act)))
    record = ddz_io.session_record(s)
    built_on: dict[int, threading.Thread] = {}
    real_build = Timeline._build

    def build(self: Timeline, i: int) -> Any:
        built_on[i] = threading.current_thread()
        return real_build(self, i)

    monkeypatch.setattr(Timeline, "_build", build)
    viewer, _bar = open_viewer(_table("ddz3", qtbot), record, hand=2)
    assert built_on[2] is threading.main_thread()  # the hand asked for: built where it is shown
    qtbot.waitUntil(lambda: viewer.timeline.has_hand(3) and viewer.timeline.has_hand(1), timeout=20000)
    assert built_on[3] is not threading.main_thread() and built_on[1] is not threading.main_thread()
    viewer.next_hand()  # to hand 3: prepared already; then hand 0 is not a neighbour, nothing more to do
    assert viewer.hand == 3 and set(built_on) == {1, 2, 3}
    viewer.goto(1, 0)  # hand 0 now a neighbour: prepared ahead in turn
    qtbot.waitUntil(lambda: viewer.timeline.has_hand(0), timeout=20000)
    assert built_on[0] is not threading.main_thread()
    _check(viewer, qtbot)
