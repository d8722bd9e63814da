"""Issue 24: no way into a new match drops a saved one (item 1), Play from here is saved as it starts (item
7), deal numbers out of range are refused, not clamped (item 8), and ``--replay`` takes Open record…'s checked
path (item 2): a record whose later hand the replay contradicts is refused whole, with a translated notice."""

from __future__ import annotations

import json
from typing import Any

from gunapp import app
from gunapp.core.record import GameRecord
from gunapp.games.gunzi.engine.phase import Phase
from gunapp.ui.main_window import MainWindow
from gunapp.ui.replay.entry import play_deal_number
from tests.ui.test_resume import gunzi_answer, make_window, pump, start_gunzi

__all__ = ["make_window"]  # the fixture, shared with test_resume


def saved_events(w: MainWindow, game: str) -> int:
    w.saved.saves.flush()
    data = json.loads(w.saved.saves.path(game).read_text("utf-8"))
    return sum(len(h["events"]) for h in data["hands"])


def gunzi_in_progress(w: MainWindow, qtbot: Any) -> int:
    """A Gunzi match played into its first tricks and saved: the number of recorded events."""
    start_gunzi(w)
    m = w.game_widget.model
    pump(qtbot, lambda: len(m.state.tricks) >= 2, gunzi_answer(w))
    w.saved.save_now()
    return saved_events(w, "gunzi")


def asked(w: MainWindow, answer: bool) -> list[str]:
    questions: list[str] = []

    def ask(_title: str, text: str) -> bool:
        questions.append(text)
        return answer

    w.saved.ask = ask
    return questions


def test_play_deal_number_over_a_saved_match_asks_and_no_keeps_it(make_window: Any, qtbot: Any) -> None:
    w = make_window()
    before = gunzi_in_progress(w, qtbot)
    assert before > 1
    w.show_start_page()
    questions = asked(w, False)
    assert play_deal_number(w, "gunzi", 5) is None
    assert len(questions) == 1 and "Gunzi" in questions[0]
    assert w.current_page() == "start" and saved_events(w, "gunzi") == before  # nothing overwritten
    questions = asked(w, True)
    assert play_deal_number(w, "gunzi", 5) is not None and questions  # yes: the player gave it up
    assert w.game_widget.model.state.seed == 5


def test_command_line_deal_asks_before_replacing_the_save(make_window: Any, qtbot: Any) -> None:
    w = make_window()
    before = gunzi_in_progress(w, qtbot)
    w.show_start_page()
    questions = asked(w, False)
    app._start_deal(w, "gunzi", 5)
    qtbot.waitUntil(lambda: bool(questions), timeout=3000)
    assert saved_events(w, "gunzi") == before and w.current_page() == "start"


def test_play_from_here_asks_first_and_is_saved_when_it_starts(
    make_window: Any, qtbot: Any, tmp_path: Any
) -> None:
    w = make_window()
    before = gunzi_in_progress(w, qtbot)
    out = tmp_path / "match.json"
    assert w.saved.save_record_as(str(out))
    assert w.saved.open_record(str(out))
    viewer = w.game_widget.replay_viewer
    viewer.goto(0, 3)  # early in the first hand: the dealing, the player's own move still to come
    questions = asked(w, False)
    assert viewer.play_from_here("easy", 0) is None and questions
    assert saved_events(w, "gunzi") == before
    asked(w, True)
    model = viewer.play_from_here("easy", 0)
    assert model is not None
    w.saved.saves.flush()
    data = json.loads(w.saved.saves.path("gunzi").read_text("utf-8"))  # saved before any move of its own
    assert data["branch"]["action"] == 3 and data["seats"][1]["level"] == "easy"  # the new match, not the old
    assert sum(len(h["events"]) for h in data["hands"]) < before


def test_deal_numbers_out_of_range_are_refused_with_a_notice(make_window: Any, qtbot: Any) -> None:
    w = make_window()
    for bad in (-1, 1 << 30, 10**30):
        assert play_deal_number(w, "ddz3", bad) is None
        assert w.current_page() == "start"
        text = w.saved.notices[-1].text()
        assert str(bad)[:10] in text and "0 to 1073741823" in text


def later_hand_contradicted(tmp_path: Any, w: MainWindow, qtbot: Any) -> Any:
    """A two-hand Gunzi record whose second hand's recorded trump the replay contradicts."""
    start_gunzi(w)
    m = w.game_widget.model
    pump(qtbot, lambda: m.state.deal_no >= 1 and m.state.phase is Phase.PLAY, gunzi_answer(w), limit=20000)
    out = tmp_path / "two.json"
    assert w.saved.save_record_as(str(out))
    data = json.loads(out.read_text("utf-8"))
    first = data["hands"][0]["result"]
    first["trump"] = "S" if first.get("trump") != "S" else "H"
    out.write_text(json.dumps(data), "utf-8")
    GameRecord.model_validate(data)
    return out


def test_replay_option_refuses_a_record_whose_later_hand_is_wrong(
    make_window: Any, qtbot: Any, tmp_path: Any, capsys: Any
) -> None:
    w = make_window()
    bad = later_hand_contradicted(tmp_path, w, qtbot)
    w.show_start_page()
    assert not app.open_record_file(w, str(bad))  # before: the viewer opened, then RecordError escaped
    assert w.current_page() == "start"
    assert "not a game record gunapp can play" in w.saved.notices[-1].text()
    assert str(bad) in capsys.readouterr().err  # the line for scripts stays


def test_replay_option_without_a_display_exits_2_with_a_line(
    tmp_path: Any, monkeypatch: Any, capsys: Any
) -> None:
    monkeypatch.delenv("QT_QPA_PLATFORM", raising=False)
    monkeypatch.delenv("DISPLAY", raising=False)
    monkeypatch.delenv("WAYLAND_DISPLAY", raising=False)
    monkeypatch.setattr(app.sys, "platform", "linux")
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "gunapp-record/1", "game": "gunzi", "seed": 1, "seats": []}')
    assert app.run(["--replay", str(bad)]) == 2
    assert app.run(["--deal", "-1"]) == 2
    err = capsys.readouterr().err
    assert str(bad) in err and "--deal -1" in err


def test_a_match_waits_for_its_last_actions_save_at_speed_0(make_window: Any, qtbot: Any) -> None:
    """Item 6: at speed 0 the saves were coalesced, so a kill -9 lost up to 15 actions; now the next step
    waits until the last action is on disk: whenever an action is made, the save holds every earlier one."""
    import time as _time

    from gunapp.core.match_record import record_of
    from tools.soak.soak_kill9 import decisions

    w = make_window()
    saves = w.saved.saves
    on_disk = [0]
    real = saves.write_now

    def slow_write(game: str, text: str) -> None:
        _time.sleep(0.03)  # a slow disk: several AI moves would come meanwhile
        real(game, text)
        on_disk[0] = decisions(json.loads(text))

    saves.write_now = slow_write  # type: ignore[method-assign]
    start_gunzi(w)
    m = w.game_widget.model
    behind: list[int] = []
    m.batch_ended.connect(lambda: behind.append(decisions(json.loads(record_of(m).to_json())) - on_disk[0]))
    answer = gunzi_answer(w)  # the player acts once offered a turn, which waits for the save like the AI
    pump(qtbot, lambda: len(m.state.tricks) >= 3, lambda: None if getattr(m, "saving", False) else answer())
    assert len(behind) > 20 and max(behind) <= 1, max(behind)
