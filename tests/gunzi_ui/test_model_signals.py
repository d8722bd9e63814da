"""GunziModel: every engine event comes out as the generic ``event`` signal and as its own documented signal,
in order; illegal human actions are reported and change nothing."""

from __future__ import annotations

import pytest

from gunapp.core.errors import IllegalAction
from gunapp.games.gunzi.engine import events as ev
from gunapp.games.gunzi.engine.actions import Play
from gunapp.games.gunzi.model import GunziModel
from gunapp.models.game_model import SeatConfig


@pytest.fixture
def model(qapp):
    m = GunziModel([SeatConfig("ai", "normal")] * 4, seed=11, auto_ready=True)
    yield m
    m.stop()
    m.worker.wait_idle()


def test_each_event_has_its_documented_signal_in_order(qtbot, model) -> None:
    generic: list[object] = []
    specific: list[tuple[str, object]] = []
    model.event.connect(generic.append)
    for name in GunziModel.EVENT_SIGNALS.values():
        getattr(model, name).connect(lambda e, n=name: specific.append((n, e)))
    results: list[object] = []
    failures: list[str] = []
    model.hand_result.connect(results.append)
    model.worker.failed.connect(lambda _t, msg: failures.append(msg))
    model.start()
    qtbot.waitUntil(lambda: bool(results), timeout=30000)
    assert failures == [], "the agents ran on the worker without errors"
    assert [e for _, e in specific] == generic
    for name, e in specific:
        assert GunziModel.EVENT_SIGNALS[type(e)] == name
    kinds = [type(e) for e in generic]
    assert kinds.count(ev.HandStarted) >= 1
    assert kinds.count(ev.CardDealt) >= 156
    assert ev.TrumpFixed in kinds and ev.BottomTaken in kinds and ev.BottomBuried in kinds
    assert kinds.count(ev.TrickWon) == len(model.state.tricks) > 0
    assert kinds.count(ev.HandSettled) == 1
    # other seats' dealt cards are hidden from the viewer (R27)
    for e in generic:
        if isinstance(e, ev.CardDealt):
            assert (e.card is None) == (e.seat != model.viewer)
    assert results[0] is model.state.settlement


def test_tricks_fill_history_and_scores(qtbot, model) -> None:
    results: list[object] = []
    model.hand_result.connect(results.append)
    model.start()
    qtbot.waitUntil(lambda: bool(results), timeout=30000)
    tricks = model.history_model.tricks()
    assert len(tricks) == len(model.state.tricks) > 0
    assert sum(t.points for t in tricks) == sum(model.state.captured)
    assert model.score_model.value(0, "level") == model.state.levels[0]


def test_illegal_submit_is_reported_and_changes_nothing(qtbot, qapp) -> None:
    m = GunziModel([SeatConfig("human", None)] + [SeatConfig("ai", "easy")] * 3, seed=3, auto_ready=True)
    errors: list[IllegalAction] = []
    m.illegal.connect(errors.append)
    before = m.state.dealt
    assert m.submit(Play(0, ())) is False
    assert errors and errors[0].code == "wrong_phase"
    assert m.state.dealt == before
    m.stop()


def test_human_turn_is_announced_once_with_legal_actions(qtbot, qapp) -> None:
    m = GunziModel([SeatConfig("human", None)] + [SeatConfig("ai", "normal")] * 3, seed=5, auto_ready=True)
    turns: list[tuple[int, list[object]]] = []
    m.human_turn.connect(lambda s, legal: turns.append((s, legal)))
    m.start()
    qtbot.waitUntil(lambda: bool(turns), timeout=30000)
    qtbot.wait(50)
    assert len(turns) == 1
    seat, legal = turns[0]
    assert seat == 0 and legal == m.legal(0)
    m.stop()
    m.worker.wait_idle()
