"""Statistics that cannot be written (a full disk) were only logged: this run's counts went at exit without a
word. The store tells its listener once a run (the notice: ``tests/ui/test_storage_notices.py``); the counts stay
in memory, the last good file stays whole, and the next write that works has every count."""

from __future__ import annotations

import errno
import json
from pathlib import Path

import pytest

from gunapp.storage import statistics
from gunapp.storage.statistics import StatsStore


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
