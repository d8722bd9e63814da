"""A kill -9 loses at most the action in flight (issue 24 item 6): every action waits until the one before it is
on disk, whoever makes it. The kill -9 soak found two ways past that wait at speed 0: a settlement's Continue
(the demo's own after a pause scaled to 0 ms, or 托管's) dealt the next deal before the deal's end was saved,
and an action that came while a save was on its way (the player's, or an AI answer asked before it) was
applied at once. These run in milliseconds; the kill -9 soak (``make soak``) is the long version."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, cast

import pytest
from PySide6.QtCore import QObject, Qt, QTimer, Signal

from gunapp.core.match_record import record_of
from gunapp.games.doudizhu.engine.actions import Bid
from gunapp.games.doudizhu.engine.rules import Variant
from gunapp.games.doudizhu.model import DdzModel
from gunapp.models.game_model import SeatConfig
from gunapp.storage.saves import SaveStore
from gunapp.storage.statistics import StatsStore
from gunapp.ui.resume import MatchKeeper
from gunapp.ui.saves_ui import count_decisions


class _Written(QObject):
    """The writer thread's word reaches the keeper on the GUI thread, as ``SavedGames`` passes it."""

    written = Signal(str)


def _kept(tmp_path: Path, model: DdzModel, on_disk: list[int]) -> tuple[MatchKeeper, SaveStore]:
    saves = SaveStore(tmp_path / "saves")
    real = saves.write_now

    def write_now(game: str, text: str) -> None:
        real(game, text)
        on_disk[0] = count_decisions_of(text)

    saves.write_now = write_now  # type: ignore[method-assign]
    keeper = MatchKeeper(model, saves, StatsStore(tmp_path / "statistics.json"))
    keeper.active = True  # every seat is a player here, as a match of the player's is kept
    relay = _Written(keeper)
    relay.written.connect(keeper.written, Qt.ConnectionType.QueuedConnection)
    saves.on_written = relay.written.emit
    return keeper, saves


def count_decisions_of(text: str) -> int:
    return sum(len(h.get("events", ())) for h in json.loads(text)["hands"])


@pytest.fixture(autouse=True)
def _no_fsync(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("gunapp.fileio.os.fsync", lambda _fd: None)  # speed; a kill -9 does not need it


def test_continue_after_a_deal_waits_for_the_deals_end_on_disk(qtbot: Any, tmp_path: Path) -> None:
    """The soak's "save at 42 decisions, applied since: 43 ended, 44 bidding": the settlement's Continue came
    before the deal's last play was saved. Two deals played by first-legal players who answer at once, the
    settlement continued at once: whenever an action has been made, the file holds every earlier one."""
    human = SeatConfig("human", None)
    model = DdzModel(Variant.DDZ3, [human] * 3, seed=5, auto_ready=True)
    on_disk = [0]
    keeper, saves = _kept(tmp_path, model, on_disk)
    behind: list[int] = []
    model.batch_ended.connect(lambda: behind.append(count_decisions(record_of(model)) - on_disk[0]))
    # the fastest player: answers the moment a turn is offered
    model.human_turn.connect(lambda _s, legal: QTimer.singleShot(0, lambda: model.submit(legal[-1])))
    # the demo table at speed 0 (and 托管's settlement timer): Continue in the same turn of the event loop;
    # pressed twice (the second finds the deal dealt and must not stop the match)
    for _twice in range(2):
        model.deal_ended.connect(lambda _e: QTimer.singleShot(0, model.continue_))
    model.start()
    qtbot.waitUntil(lambda: len(model.session.deals) >= 3, timeout=20000)
    model.stop()
    saves.flush()
    assert len(behind) > 40
    assert max(behind) <= 1, behind
    assert keeper.model is model


def test_an_action_made_while_a_save_is_on_its_way_waits_for_it(qtbot: Any, tmp_path: Path) -> None:
    """The player's action (Gunzi's declarations come at any moment of the deal) and an AI answer asked
    before it: told at once whether the action is legal, applied once the save is done."""
    human = SeatConfig("human", None)
    model = DdzModel(Variant.DDZ3, [human] * 3, seed=5, auto_ready=True)
    turns: list[list[Any]] = []
    model.human_turn.connect(lambda _s, legal: turns.append(legal))
    model.start()
    qtbot.waitUntil(lambda: bool(turns), timeout=5000)
    before = count_decisions(record_of(model))
    refused: list[object] = []
    model.illegal.connect(refused.append)

    model.saving = True  # what MatchKeeper sets while the last action's save is on its way
    legal = turns[-1]
    assert model.submit(legal[0]) is True
    qtbot.wait(20)
    assert count_decisions(record_of(model)) == before  # not applied yet: the save first
    assert refused == []

    model.saving = False  # the save is on disk (MatchKeeper's release)
    model._schedule()
    qtbot.waitUntil(lambda: count_decisions(record_of(model)) == before + 1, timeout=2000)
    assert refused == []
    model.stop()


def test_an_illegal_action_while_saving_is_refused_at_once_d4_1(qtbot: Any) -> None:
    human = SeatConfig("human", None)
    model = DdzModel(Variant.DDZ3, [human] * 3, seed=5, auto_ready=True)
    turns: list[list[Any]] = []
    model.human_turn.connect(lambda seat, legal: turns.append([seat, legal]))
    model.start()
    qtbot.waitUntil(lambda: bool(turns), timeout=5000)
    refused: list[object] = []
    model.illegal.connect(refused.append)
    seat, _legal = turns[-1]
    action = Bid((seat + 1) % 3, 0)  # the auction's first turn is not that seat's (D4.1)
    model.saving = True
    assert model.submit(action) is False
    assert len(refused) == 1
    model.stop()


def test_an_ai_answer_during_a_save_waits_for_it(qtbot: Any) -> None:
    model = DdzModel(Variant.DDZ3, [SeatConfig("ai", "easy")] * 3, seed=5, auto_ready=True)
    asked: list[int] = []
    model.thinking.connect(asked.append)
    model.worker.decided.disconnect(model._on_decided)  # the test hands the answer over itself
    answers: list[Any] = []
    model.worker.decided.connect(lambda token, action: answers.append((token, action)))
    model.start()
    qtbot.waitUntil(lambda: bool(answers), timeout=5000)
    before = count_decisions(record_of(model))
    model.saving = True  # the player's own action was just made and is being saved
    model._on_decided(*answers[0])
    assert count_decisions(record_of(model)) == before
    model.saving = False
    model._schedule()
    qtbot.waitUntil(lambda: count_decisions(record_of(model)) == before + 1, timeout=2000)
    model.stop()


def test_a_review_kept_with_the_match_is_on_disk_before_the_next_action(qtbot: Any, tmp_path: Path) -> None:
    """The review's own save (``match_book``) is waited for as an action's is: a kill -9 right after the next
    action must not lose the review."""
    from gunapp.review.model import HandReview
    from gunapp.review.store import reviews_in
    from gunapp.storage.saves import SaveStore as _Store
    from gunapp.ui.review.stores import match_book

    human = SeatConfig("human", None)
    model = DdzModel(Variant.DDZ3, [human] * 3, seed=5, auto_ready=True)
    on_disk = [0]
    _keeper, saves = _kept(tmp_path, model, on_disk)
    turns: list[Any] = []
    model.human_turn.connect(lambda _s, legal: turns.append(legal))
    model.start()
    qtbot.waitUntil(lambda: bool(turns) and not model.saving, timeout=5000)
    review = HandReview(game="ddz3", hand=0, seat=0, seed=1, scale="ddz-stake")
    match_book(model)._keep(review)
    assert model.saving  # the next action waits for the review's save
    qtbot.waitUntil(lambda: not model.saving, timeout=5000)
    record, _problem = _Store(saves.folder).load("ddz3")
    assert record is not None and reviews_in(record) == (review,)
    model.stop()


def test_a_finished_match_is_kept_for_recent_matches_before_its_save_goes(qtbot: Any, tmp_path: Path) -> None:
    """The match's last hand ends it (Gunzi's MatchOver): its copy for Recent matches is written before the
    save is removed, so a kill -9 between the two leaves one of them, never neither."""
    from gunapp.storage.finished import FinishedStore

    human = SeatConfig("human", None)
    model = DdzModel(Variant.DDZ3, [human] * 3, seed=5, auto_ready=True)
    keeper, saves = _kept(tmp_path, model, [0])
    order: list[str] = []
    archive = FinishedStore(tmp_path / "finished")
    add, discard = archive.add, saves.discard

    def kept(record: Any) -> Any:
        order.append("kept")
        return add(record)

    def removed(game: str) -> None:
        order.append("save removed")
        discard(game)

    archive.add = kept  # type: ignore[method-assign]
    saves.discard = removed  # type: ignore[method-assign]
    keeper.archive = archive

    class _Over:  # the game's codec says the match is over (Gunzi: MatchOver)
        def count(self, *_args: Any) -> str:
            return "over"

    keeper.codec = cast(Any, _Over())
    keeper._on_event(object())
    assert order == ["kept", "save removed"]
    assert len(archive.matches()) == 1


def test_a_full_disk_does_not_stop_the_match(qtbot: Any, tmp_path: Path) -> None:
    """Every autosave failing (the disk is full): each action still waits for its write to end, and the
    write ending in an error lets the match go on (the player is told once: ``SavedGames``)."""
    import errno

    human = SeatConfig("human", None)
    model = DdzModel(Variant.DDZ3, [human] * 3, seed=5, auto_ready=True)
    _keeper, saves = _kept(tmp_path, model, [0])

    def full(_game: str, _text: str) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    saves.write_now = full  # type: ignore[method-assign]
    model.human_turn.connect(lambda _s, legal: QTimer.singleShot(0, lambda: model.submit(legal[-1])))
    model.deal_ended.connect(lambda _e: QTimer.singleShot(0, model.continue_))
    model.start()
    qtbot.waitUntil(lambda: len(model.session.deals) >= 2, timeout=20000)
    model.stop()
    saves.flush()
    assert saves.last_error is not None and "space" in saves.last_error
    assert not saves.path("ddz3").exists()
