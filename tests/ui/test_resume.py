"""Autosave and resume through the main window: Continue on the start page, the table restored exactly,
corrupt saves moved aside with a translated notice, statistics after a hand and across a restart,
abandoning a match, record files (Game menu) and the statistics dialog."""

from __future__ import annotations

import copy
import json
from collections.abc import Callable

import pytest
from PySide6.QtCore import QCoreApplication

from gunapp.games.doudizhu.engine import record_io as ddz_io
from gunapp.games.gunzi.engine.phase import Phase
from gunapp.models.game_model import SeatConfig
from gunapp.storage.settings import SettingsStore
from gunapp.storage.statistics import StatsStore
from gunapp.ui import games
from gunapp.ui.main_window import MainWindow


@pytest.fixture
def make_window(qtbot, store, languages, monkeypatch, tmp_path):
    monkeypatch.setenv(
        "GUNAPP_DATA_DIR", str(tmp_path / "elsewhere")
    )  # must not be used: data sits by settings
    languages.set_language("en")
    games.load_game_modules()
    made: list[MainWindow] = []

    def make() -> MainWindow:
        s = SettingsStore(store.path)
        s.load()
        w = MainWindow(s, languages)
        w.apply_settings(animation_speed=0.0)
        # a resumed match waits (the AI would play on before the test looks at it); go_on() lets it play
        w.saved.resumed.connect(lambda m: setattr(m, "_running", False))
        qtbot.addWidget(w)
        w.show()
        made.append(w)
        return w

    yield make
    for w in made:
        w.saved.saves.flush()


def pump(qtbot, until: Callable[[], bool], answer: Callable[[], None], limit: int = 4000) -> None:
    for _ in range(limit):
        if until():
            return
        answer()
        qtbot.wait(1)
    raise AssertionError("the game did not get there")


def resumed(qtbot, w: MainWindow) -> None:
    """Continue returns at once: wait for the engine (worker thread) and the table's replay to finish."""
    qtbot.waitUntil(lambda: w.saved.loading is None and w.saved.replay is not None and w.saved.replay.done,
                    timeout=5000)  # fmt: skip


def go_on(model) -> None:
    model._running = True
    model._schedule()


def gunzi_answer(w: MainWindow) -> Callable[[], None]:
    def answer() -> None:
        t = w.game_widget
        m = t.model
        if m is None:
            return
        if m.state.phase is Phase.HAND_OVER:
            m.continue_()
        elif m.state.to_act == (0,) and m.state.phase is not Phase.DEAL and t.turn.legal:
            legal = m.legal(0)
            if legal:
                m.submit(legal[0])

    return answer


def ddz_answer(w: MainWindow) -> Callable[[], None]:
    def answer() -> None:
        t = w.game_widget
        if t is None or t.model is None:
            return
        if t.turn.is_open:
            t._submit(t.turn.legal[0])
        elif t.settlement.isVisible() and t.model.phase.value == "ended":
            t._continue()

    return answer


def start_gunzi(w: MainWindow) -> None:
    w.open_game("gunzi")
    w.game_widget.start_match([SeatConfig("human", None)] + [SeatConfig("ai", "easy")] * 3, seed=11)


def test_continue_appears_only_when_a_save_exists(make_window, qtbot):
    w = make_window()
    assert not w.start_page.continue_bar.isVisible() and not w.start_page.continue_bar.buttons
    start_gunzi(w)
    pump(qtbot, lambda: w.game_widget.model.state.phase is Phase.PLAY, gunzi_answer(w))
    w.show_start_page()
    bar = w.start_page.continue_bar
    assert bar.isVisible() and list(bar.buttons) == ["gunzi"]
    assert bar.buttons["gunzi"].text() == "Continue: Gunzi — hand 1, your team at level 3"
    # giving it up removes the save and the button
    w.saved.ask = lambda _t, _x: True
    start_gunzi(w)
    w.show_start_page()
    assert list(bar.buttons) == ["gunzi"], "the new match is saved in its place"
    w.saved.confirm_abandon("gunzi")
    w.refresh_games()
    assert not bar.buttons and not bar.isVisible()


@pytest.mark.parametrize("where", ["mid_hand", "between_hands"])
def test_gunzi_resume_restores_the_identical_state_and_table(make_window, qtbot, where):
    w = make_window()
    start_gunzi(w)
    answer = gunzi_answer(w)
    if where == "mid_hand":
        pump(qtbot, lambda: w.game_widget.model.state.trick_no >= 3 if hasattr(w.game_widget.model.state,
             "trick_no") else len(w.game_widget.model.state.tricks) >= 3, answer)  # fmt: skip
    else:
        pump(qtbot, lambda: w.game_widget.model.state.phase is Phase.HAND_OVER, lambda: None
             if w.game_widget.model.state.phase is Phase.HAND_OVER else answer())  # fmt: skip
    before = copy.deepcopy(w.game_widget.model.state)
    w.close()  # the app is closed mid-match
    w2 = make_window()
    assert list(w2.start_page.continue_bar.buttons) == ["gunzi"]
    w2.start_page.continue_bar.buttons["gunzi"].click()
    resumed(qtbot, w2)
    t = w2.game_widget
    m = t.model
    assert m.state == before
    assert [s.kind for s in m.seats] == ["human", "ai", "ai", "ai"] and m.seats[1].level == "easy"
    assert sorted(c.code for c in t.canvas.hand.cards()) == sorted(c.code for c in before.hands[0])
    for seat in t.canvas.opponents:
        assert t.anims.counts[seat] == len(before.hands[seat])
    if where == "between_hands":
        assert t.settlement.isVisible(), "the hand's settlement waits, as when the window closed"
    # play goes on after the restore
    go_on(m)
    pump(qtbot, lambda: m.state.records != before.records, gunzi_answer(w2))


def test_ddz_resume_restores_the_session_mid_deal_and_between_deals(make_window, qtbot):
    w = make_window()
    w.open_game("ddz3")
    t = w.game_widget
    t.new_session([None, "easy", "easy"])
    answer = ddz_answer(w)
    pump(
        qtbot,
        lambda: (
            len(t.model.deals) >= 1
            and t.model.phase.value == "playing"
            and len(t.model.session.deal.history) >= 4
        ),
        answer,
    )
    text = ddz_io.session_record(t.model.session, t.model.seat_info()).to_json()
    totals = list(t.model.session.totals)
    w.close()
    w2 = make_window()
    assert "deal 2" in w2.start_page.continue_bar.buttons["ddz3"].text()
    w2.continue_game("ddz3")
    resumed(qtbot, w2)
    m = w2.game_widget.model
    assert ddz_io.session_record(m.session, m.seat_info()).to_json() == text
    assert m.session.totals == totals and len(m.deals) == 1
    hand = sorted(c.code for c in w2.game_widget.canvas.hand.cards())
    assert hand == sorted(c.code for c in m.session.deal.hands[0])
    # between deals: the settlement is open again after the restore
    t2 = w2.game_widget
    go_on(m)
    pump(qtbot, lambda: t2.model.phase.value == "ended" and t2.settlement.isVisible(),
         lambda: t2._submit(t2.turn.legal[0]) if t2.turn.is_open else None)  # fmt: skip
    ended = ddz_io.session_record(t2.model.session, t2.model.seat_info()).to_json()
    w2.close()
    w3 = make_window()
    w3.continue_game("ddz3")
    resumed(qtbot, w3)
    t3 = w3.game_widget
    assert ddz_io.session_record(t3.model.session, t3.model.seat_info()).to_json() == ended
    assert t3.settlement.isVisible()
    # ending the session removes the save and counts it
    t3.end_session()
    w3.saved.saves.flush()
    assert not w3.saved.saves.exists("ddz3")
    assert w3.saved.stats.stats.game("ddz3").hands_played == 2


def test_statistics_update_after_a_hand_and_survive_a_restart(make_window, qtbot, store):
    w = make_window()
    start_gunzi(w)
    pump(qtbot, lambda: w.game_widget.model.state.phase is Phase.HAND_OVER,
         lambda: None if w.game_widget.model.state.phase is Phase.HAND_OVER else gunzi_answer(w)())  # fmt: skip
    st = w.saved.stats.stats.game("gunzi")
    assert st.hands_played == 1
    settled = w.game_widget.model.state.settlement
    assert settled is not None
    w.close()
    again = StatsStore(store.path.parent / "statistics.json")
    again.load()
    assert again.stats.game("gunzi").hands_played == 1
    assert again.stats.game("gunzi").hands_won == st.hands_won
    w2 = make_window()
    w2.continue_game("gunzi")
    resumed(qtbot, w2)  # the restore does not count the hand a second time
    assert w2.saved.stats.stats.game("gunzi").hands_played == 1
    dialog = w2.saved.show_statistics()
    assert dialog.values("gunzi")[0] == "1"
    dialog.reset()
    assert dialog.values("gunzi")[0] == "0"
    w2.saved.stats.flush()  # the reset is written off the GUI thread
    again.load()
    assert again.stats.game("gunzi").hands_played == 0


@pytest.mark.parametrize("lang", ["it", "zh_CN"])
def test_a_corrupt_save_is_moved_aside_and_the_user_told_in_their_language(
    make_window, store, qtbot, lang, languages
):
    saves_dir = store.path.parent / "saves"
    saves_dir.mkdir(parents=True, exist_ok=True)
    (saves_dir / "ddz4.json").write_bytes(b'{"format": "gunapp-record/1", "game": "ddz4", "seed": ')
    languages.set_language(lang)
    w = make_window()
    languages.set_language(lang)
    shown = w.saved.refresh_start_page()
    assert not shown, "the first look at start-up already moved it aside"
    qtbot.wait(10)
    boxes = [b for b in w.saved.notices if b.isVisible()]
    assert boxes, "the user is told"
    source = "Your saved {game} match could not be read and cannot be continued.\n\nThe damaged file was kept as:\n{path}"
    translated = QCoreApplication.translate("SavedGames", source)
    assert translated != source
    assert translated.split("{game}")[0] in boxes[-1].text()
    assert not (saves_dir / "ddz4.json").exists()
    assert [p for p in saves_dir.iterdir() if ".corrupt-" in p.name]
    assert not w.start_page.continue_bar.buttons and w.current_page() == "start"


def test_records_save_as_and_open(make_window, qtbot, tmp_path):
    w = make_window()
    start_gunzi(w)
    pump(qtbot, lambda: w.game_widget.model.state.phase is Phase.PLAY, gunzi_answer(w))
    out = tmp_path / "match.json"
    assert w.saved.save_record_as(str(out))
    data = json.loads(out.read_text("utf-8"))
    assert data["format"] == "gunapp-record/1" and data["seats"][0]["kind"] == "human"
    before = copy.deepcopy(w.game_widget.model.state)
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "gunapp-record/1", "game": "gunzi", "seed": 1, "seats": []}')
    assert not w.saved.open_record(str(bad))
    assert "not a game record" in w.saved.notices[-1].text()
    assert w.saved.open_record(str(out))
    # issue 13: the record opens in the replay viewer at its start; "Play from here" at its end continues it
    viewer = w.game_widget.replay_viewer
    assert (viewer.hand, viewer.k) == (0, 0)
    last = viewer.timeline.hand_count - 1
    viewer.goto(last, viewer.actions_in_hand(last))
    w.saved.ask = lambda _t, _x: True  # issue 24: the saved match of this game is asked about first
    model = viewer.play_from_here("easy", 0)
    assert model is w.game_widget.model and model.is_human(0)
    assert model.state == before


def test_the_autosave_snapshot_is_taken_when_queued_not_when_written(make_window, qtbot):
    """The record's JSON is made on the writer thread from a snapshot: play that goes on meanwhile is not in it."""
    from gunapp.core.match_record import record_of, snapshot_of

    w = make_window()
    start_gunzi(w)
    m = w.game_widget.model
    pump(qtbot, lambda: len(m.state.tricks) >= 1, gunzi_answer(w))
    expected = record_of(m).to_json(compact=True) + "\n"
    make = snapshot_of(m, {})
    pump(qtbot, lambda: len(m.state.tricks) >= 3, gunzi_answer(w))
    assert make() == expected != record_of(m).to_json(compact=True) + "\n"
    w.open_game("ddz4")
    t = w.game_widget
    t.new_session([None, "easy", "easy", "easy"])
    pump(qtbot, lambda: len(t.model.deals) >= 1 and len(t.model.session.deal.history) >= 2, ddz_answer(w))
    cache: dict = {}
    expected = record_of(t.model).to_json(compact=True) + "\n"
    make = snapshot_of(t.model, cache)
    assert not cache, (
        "finished deals are packed: their records are built with the record, not kept (issue 29)"
    )
    pump(qtbot, lambda: len(t.model.session.deal.history) >= 6, ddz_answer(w))
    assert make() == expected
    assert snapshot_of(t.model, cache)() == record_of(t.model).to_json(compact=True) + "\n"


def test_continue_returns_to_the_event_loop_before_the_match_is_restored(make_window, qtbot):
    """The GUI thread never blocks: Continue only reads the file and starts the engine's replay on a worker;
    meanwhile the button says "Loading…" (translated), every Continue button is disabled and the cursor is
    busy; the table is built once the engine is done, and a second click while loading does nothing."""
    from PySide6.QtGui import QGuiApplication

    w = make_window()
    start_gunzi(w)
    pump(qtbot, lambda: len(w.game_widget.model.state.tricks) >= 2, gunzi_answer(w))
    before = copy.deepcopy(w.game_widget.model.state)
    w.close()
    w2 = make_window()
    button = w2.start_page.continue_bar.buttons["gunzi"]
    label = button.text()
    button.click()
    assert w2.current_page() == "start" and w2.game_widget is None, "nothing is restored before returning"
    assert w2.saved.loading == "gunzi"
    assert button.text() == QCoreApplication.translate("ContinueBar", "Loading…") and not button.isEnabled()
    assert QGuiApplication.overrideCursor() is not None
    assert not w2.saved.continue_game("gunzi"), "a second Continue while loading is ignored"
    resumed(qtbot, w2)
    assert w2.game_widget.model.state == before
    assert QGuiApplication.overrideCursor() is None
    w2.show_start_page()
    again = w2.start_page.continue_bar.buttons["gunzi"]
    assert again.isEnabled() and again.text() == label


def test_a_save_the_engine_rejects_is_set_aside_after_the_worker_reports_it(make_window, qtbot):
    """A save that reads but does not replay (an illegal action) is found on the worker thread; the user is
    told, the save is moved aside and the start page is usable again (no table was opened)."""
    from PySide6.QtGui import QGuiApplication

    w = make_window()
    start_gunzi(w)
    pump(qtbot, lambda: len(w.game_widget.model.state.tricks) >= 2, gunzi_answer(w))
    w.close()
    w.saved.saves.flush()
    path = w.saved.saves.path("gunzi")
    data = json.loads(path.read_text("utf-8"))
    events = data["hands"][-1]["events"]
    events.append(copy.deepcopy(events[-1]))  # the same seat plays the same cards again: not its turn
    path.write_text(json.dumps(data), "utf-8")
    w2 = make_window()
    assert w2.saved.continue_game("gunzi")
    assert w2.saved.loading == "gunzi"
    qtbot.waitUntil(lambda: w2.saved.loading is None, timeout=5000)
    assert w2.game_widget is None and w2.current_page() == "start"
    assert "does not follow the rules" in w2.saved.notices[-1].text()
    assert not path.exists() and not w2.start_page.continue_bar.buttons
    assert QGuiApplication.overrideCursor() is None
