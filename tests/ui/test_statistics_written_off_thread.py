"""The window's side of the statistics written off the GUI thread (``StatsStore.write_later``): a counted
deal and a session's end queue a snapshot instead of writing with fsync on the GUI thread, the failure
notice still comes once and on the GUI thread, and closing the window waits for the last write."""

from __future__ import annotations

import json
import threading
from pathlib import Path
from typing import Any

import pytest

from gunapp.games.doudizhu.engine.rules import Variant
from gunapp.games.doudizhu.model import DdzModel
from gunapp.models.game_model import SeatConfig
from gunapp.storage.saves import SaveStore
from gunapp.storage.settings import SettingsStore
from gunapp.storage.statistics import StatsStore
from gunapp.ui import games
from gunapp.ui.main_window import MainWindow
from gunapp.ui.resume import MatchKeeper
from tests.test_statistics_off_thread import Disk

SEATS = [SeatConfig("human", None), SeatConfig("ai", "easy"), SeatConfig("ai", "easy")]


@pytest.fixture
def disk(monkeypatch: pytest.MonkeyPatch) -> Disk:
    return Disk.install(monkeypatch)


class _Counted:
    """A codec whose every event is a counted deal."""

    def count(self, stats: Any, event: object, viewer: int, model: Any) -> str:
        stats.record_hand(True)
        return "counted"


def test_a_counted_deal_and_a_sessions_end_are_written_off_the_gui_thread(
    qtbot: Any, tmp_path: Path, disk: Disk
) -> None:
    model = DdzModel(Variant.DDZ3, SEATS, seed=4, auto_ready=True)
    stats = StatsStore(tmp_path / "statistics.json")
    keeper = MatchKeeper(model, SaveStore(tmp_path / "saves"), stats)
    keeper.active = True
    keeper.codec = _Counted()  # type: ignore[assignment]
    disk.gate.clear()  # a disk that hangs must not hold the deal's end
    keeper._on_event(object())
    model.hands_played = lambda: 1  # type: ignore[method-assign]
    keeper._on_session_over([0])
    disk.gate.set()
    assert stats.flush(5.0)
    assert disk.threads and threading.main_thread() not in disk.threads
    on_disk = json.loads(stats.path.read_text())["games"]["ddz3"]
    assert on_disk["hands_played"] == 1 and on_disk["matches_won"] == 1


@pytest.fixture
def window(qtbot: Any, store: SettingsStore, languages: Any, monkeypatch: pytest.MonkeyPatch, tmp_path: Path):
    monkeypatch.setenv("GUNAPP_DATA_DIR", str(tmp_path / "elsewhere"))
    games.load_game_modules()
    languages.set_language("en")
    w = MainWindow(store, languages)
    qtbot.addWidget(w)
    w.show()
    return w


def test_a_failing_write_is_told_once_on_the_gui_thread(qtbot: Any, window: MainWindow, disk: Disk) -> None:
    shown: list[threading.Thread] = []
    real = window.saved._notice
    window.saved._notice = lambda *a, **kw: (shown.append(threading.current_thread()), real(*a, **kw))[1]  # type: ignore[method-assign]
    disk.full = True
    for _ in range(3):
        window.saved.stats.write_later()
        assert window.saved.stats.flush(5.0)
    qtbot.waitUntil(lambda: bool(shown), timeout=2000)
    qtbot.wait(20)
    assert shown == [threading.main_thread()]
    assert [b for b in window.saved.notices if b.isVisible()]


def test_closing_the_window_waits_for_the_last_statistics_write(
    qtbot: Any, window: MainWindow, disk: Disk
) -> None:
    stats = window.saved.stats
    disk.gate.clear()
    stats.stats.game("gunzi").record_hand(True)
    stats.write_later()
    threading.Timer(0.15, disk.gate.set).start()  # the disk answers while the window closes
    window.close()
    assert json.loads(stats.path.read_text())["games"]["gunzi"]["hands_played"] == 1
