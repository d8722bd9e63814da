"""Ways into the replay viewer (issue 13 item 1): "Replay this hand" on a settlement opens that very hand;
finished matches are kept (the last few, bounded) and Statistics → Recent matches opens one in the viewer."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from gunapp.core.match_record import record_of
from gunapp.games.doudizhu.engine.rules import Variant
from gunapp.games.gunzi.engine.phase import Phase
from gunapp.models.game_model import SeatConfig
from gunapp.storage.finished import FinishedStore
from gunapp.storage.settings import SettingsStore
from gunapp.ui import games
from gunapp.ui.main_window import MainWindow
from tests.replay.helpers import ddz_record


@pytest.fixture
def make_window(qtbot, store, languages, monkeypatch, tmp_path):
    monkeypatch.setenv("GUNAPP_DATA_DIR", str(tmp_path / "elsewhere"))
    languages.set_language("en")
    games.load_game_modules()
    made: list[MainWindow] = []

    def make() -> MainWindow:
        s = SettingsStore(store.path)
        s.load()
        w = MainWindow(s, languages)
        w.apply_settings(animation_speed=0.0)
        qtbot.addWidget(w)
        w.resize(1280, 800)
        w.show()
        made.append(w)
        return w

    yield make
    for w in made:
        w.saved.saves.flush()


def pump(qtbot: Any, until: Callable[[], bool], answer: Callable[[], None], limit: int = 6000) -> None:
    for _ in range(limit):
        if until():
            return
        answer()
        qtbot.wait(1)
    raise AssertionError("the game did not get there")


def ddz3_settled(make_window: Any, qtbot: Any) -> Any:
    """A ddz3 table (the player and two easy AIs) whose first deal is played and settled: its table."""
    w = make_window()
    w.open_game("ddz3")
    t = w.game_widget
    t.new_session([None, "easy", "easy"])

    def answer() -> None:
        if t.turn.is_open and t.turn.legal:
            t.turn.submit(t.turn.legal[0])

    pump(qtbot, lambda: t.settlement.isVisible() and "replay" in t.settlement.buttons, answer)
    return t


def test_finished_store_keeps_only_the_newest(tmp_path: Any) -> None:
    store = FinishedStore(tmp_path / "finished", keep=3)
    paths = [store.add(ddz_record(Variant.DDZ3, seed=s)) for s in range(5)]
    assert all(p is not None for p in paths)
    kept = store.matches()
    assert [m.path for m in kept] == list(reversed(paths))[:3]  # newest first, two oldest gone
    assert sorted(p.name for p in (tmp_path / "finished").iterdir()) == sorted(m.path.name for m in kept)
    assert store.load(kept[0]).game == "ddz3"


def test_replay_this_hand_opens_the_deal_just_settled(make_window: Any, qtbot: Any) -> None:
    t = ddz3_settled(make_window, qtbot)
    played = record_of(t.model)
    t.settlement.buttons["replay"].click()
    qtbot.waitUntil(lambda: getattr(t, "hand_replay", None) is not None and t.hand_replay.isVisible())
    dialog = t.hand_replay
    v = dialog.viewer
    assert dialog.isVisible() and v.hand == len(played.hands) - 1 and v.k == 0
    assert v.record.hands[v.hand] == played.hands[-1] and played.hands[-1].result
    assert dialog.bar.branch.isVisible()  # Play from here, as from Open record… (issue 26)
    # no 托管 where nobody plays: its badge covered the landlord's plate (issue 26)
    comforts = dialog.table.comforts
    assert comforts.auto_button.isHidden() and not t.comforts.auto_button.isHidden()
    comforts.keyboard.actions["auto"]()  # the T key
    assert not comforts.auto.enabled and not comforts.badge.isVisible()
    v.goto(v.hand, v.actions_in_hand())
    assert v.engine().deal.hands == t.model.session.deal.hands  # the same deal, played to its end
    dialog.reject()
    assert t.settlement.isVisible() and t.model is not None  # the match waits where it was


def test_play_from_here_in_the_hand_replay_plays_on_on_the_main_table(
    make_window: Any, qtbot: Any, monkeypatch: Any
) -> None:
    """Issue 26: "Replay this hand" offers Play from here; the match in progress is given up only if the
    player agrees, then the window closes and the main table plays on from the position shown."""
    t = ddz3_settled(make_window, qtbot)
    w = t.window()
    old_model = t.model
    t.settlement.buttons["replay"].click()
    qtbot.waitUntil(lambda: getattr(t, "hand_replay", None) is not None and t.hand_replay.isVisible())
    dialog = t.hand_replay
    v = dialog.viewer
    v.goto(v.hand, v.timeline.hand(v.hand).stops[1])
    hand, k = v.hand, v.k
    answers: list[bool] = [False]
    monkeypatch.setattr(w.saved, "ask", lambda _title, _text: answers.pop(0))
    dialog.bar.branch.click()  # the player keeps the match: nothing changes
    assert dialog.isVisible() and t.model is old_model and t.settlement.isVisible()
    answers.append(True)
    dialog.bar.seat_menu.actions()[1].trigger()  # play on as seat 2
    assert not dialog.isVisible()
    model = t.model
    assert model is not old_model and model.is_human(1) and not model.is_human(0)
    assert model.branch is not None and (model.branch["hand"], model.branch["action"]) == (hand, k)
    assert model.branch["seat"] == 1 and t.canvas.south == 1 and not t.settlement.isVisible()
    assert not t.comforts.auto_button.isHidden()  # the player holds a seat again: 托管 is offered
    qtbot.waitUntil(lambda: bool(model.legal(1)) or model.session.deal.phase.name == "ENDED", timeout=30000)
    model.stop()


def test_replay_this_hand_prepares_the_hand_off_the_gui_thread(
    make_window: Any, qtbot: Any, monkeypatch: Any
) -> None:
    """The hand's timeline replays the whole match (over 100 ms late in an evening): it is built on the thread
    pool while the button waits disabled, and a second click meanwhile opens nothing more."""
    import threading

    from gunapp.models.replay_model import Timeline
    from gunapp.ui.replay.hand_dialog import open_hand_replay

    t = ddz3_settled(make_window, qtbot)
    built_on: list[threading.Thread] = []
    release = threading.Event()
    real_build = Timeline._build

    def slow_build(self: Timeline, i: int) -> Any:
        built_on.append(threading.current_thread())
        release.wait(5)
        return real_build(self, i)

    monkeypatch.setattr(Timeline, "_build", slow_build)
    button = t.settlement.buttons["replay"]
    button.click()
    qtbot.waitUntil(lambda: bool(built_on))
    assert built_on[0] is not threading.main_thread()
    assert not button.isEnabled() and getattr(t, "hand_replay", None) is None
    assert open_hand_replay(t) is False  # busy: no second preparation
    release.set()
    qtbot.waitUntil(lambda: getattr(t, "hand_replay", None) is not None and t.hand_replay.isVisible())
    assert button.isEnabled()
    viewer = t.hand_replay.viewer
    # the viewer prepares the hand before this one ahead, on the pool too (this session has one deal only:
    # nothing else to prepare)
    qtbot.waitUntil(lambda: not viewer._ahead.busy)
    assert all(th is not threading.main_thread() for th in built_on)
    t.hand_replay.reject()


def test_replay_this_hand_in_gunzi(make_window: Any, qtbot: Any) -> None:
    w = make_window()
    w.open_game("gunzi")
    t = w.game_widget
    t.start_match([SeatConfig("human", None)] + [SeatConfig("ai", "easy")] * 3, seed=11)
    m = t.model

    def answer() -> None:
        if m.state.to_act == (0,) and m.state.phase is not Phase.DEAL and t.turn.legal:
            legal = m.legal(0)
            if legal:
                m.submit(legal[0])

    pump(qtbot, lambda: t.settlement.isVisible() and "replay" in t.settlement.buttons, answer, 20000)
    played = record_of(m)
    t.settlement.buttons["replay"].click()
    qtbot.waitUntil(lambda: getattr(t, "hand_replay", None) is not None)
    v = t.hand_replay.viewer
    assert v.hand == len(played.hands) - 1 and v.record.hands[v.hand] == played.hands[-1]
    v.goto(v.hand, v.actions_in_hand())
    assert v.engine().hands == m.state.hands
    t.hand_replay.reject()


def test_a_finished_session_is_kept_and_opens_from_statistics(make_window: Any, qtbot: Any) -> None:
    w = make_window()
    w.open_game("ddz3")
    t = w.game_widget
    t.new_session([None, "easy", "easy"])

    def answer() -> None:
        if t.turn.is_open and t.turn.legal:
            t.turn.submit(t.turn.legal[0])

    pump(qtbot, lambda: t.settlement.isVisible() and bool(t.model.deals), answer)
    ended = record_of(t.model)
    t.end_session()
    kept = w.saved.finished.matches()
    assert len(kept) == 1 and kept[0].game == "ddz3"
    assert w.saved.finished.load(kept[0]).hands == ended.hands
    dialog = w.saved.show_statistics()
    recent = dialog.recent
    assert recent is not None and recent.list.count() == 1 and recent.button.isEnabled()
    recent.button.click()
    qtbot.waitUntil(lambda: getattr(w.game_widget, "replay_viewer", None) is not None, timeout=10000)
    v = w.game_widget.replay_viewer
    assert v.record.hands == ended.hands and (v.hand, v.k) == (0, 0)
