"""Statistics that cannot be written (a full disk) were only logged: this run's counts went at exit without a
word. The player is told once a run, in their language, without a modal dialog; the counts stay in memory, the
last good file stays whole, and the next write that works has every count."""

from __future__ import annotations

import errno
import json
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt

from gunapp.storage import statistics
from gunapp.storage.settings import SettingsStore
from gunapp.storage.statistics import StatsStore
from gunapp.ui import games
from gunapp.ui.main_window import MainWindow


def _full(*_args: object, **_kw: object) -> None:
    raise OSError(errno.ENOSPC, "No space left on device")


def test_a_full_disk_keeps_the_last_file_and_the_counts(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "statistics.json"
    store = StatsStore(path)
    store.load()
    store.stats.game("gunzi").record_hand(True)
    assert store.save()
    before = path.read_bytes()
    told: list[str] = []
    store.on_error = told.append
    real = statistics.fileio.atomic_write_text
    monkeypatch.setattr(statistics.fileio, "atomic_write_text", _full)
    for _ in range(3):
        store.stats.game("gunzi").record_hand(False)
        assert not store.save()
    assert len(told) == 1 and "No space left" in told[0]  # once a run
    assert path.read_bytes() == before  # the last good file, whole
    monkeypatch.setattr(statistics.fileio, "atomic_write_text", real)
    assert store.save()  # the disk has room again: every count of the run is written
    assert json.loads(path.read_text())["games"]["gunzi"]["hands_played"] == 4


@pytest.mark.parametrize(
    ("lang", "reason"), [("en", "the disk is full"), ("it", "il disco è pieno"), ("zh_CN", "磁盘已满")]
)
def test_the_player_is_told_once_without_a_modal_dialog(
    qtbot: Any,
    store: Any,
    languages: Any,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    lang: str,
    reason: str,
) -> None:
    monkeypatch.setenv("GUNAPP_DATA_DIR", str(tmp_path / "elsewhere"))
    games.load_game_modules()
    languages.set_language(lang)
    settings = SettingsStore(store.path)
    settings.load()
    w = MainWindow(settings, languages)
    qtbot.addWidget(w)
    w.show()
    monkeypatch.setattr(statistics.fileio, "atomic_write_text", _full)
    for _ in range(3):
        assert not w.saved.stats.save()
    qtbot.wait(20)
    boxes = [b for b in w.saved.notices if b.isVisible()]
    assert len(boxes) == 1 and boxes[0].windowModality() == Qt.WindowModality.NonModal
    assert reason in boxes[0].text() and "{error}" not in boxes[0].text()
    languages.set_language("en")
