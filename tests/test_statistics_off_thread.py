"""The statistics file was written with fsync on the GUI thread after every deal (up to ~0.5 s under a disk
load; the project rule: the GUI thread never blocks). ``StatsStore.write_later`` takes the snapshot on the
caller's thread and one background thread writes it: in order, only the newest of those waiting, a failure
told once, ``flush`` / ``save`` wait for the disk."""

from __future__ import annotations

import errno
import json
import threading
from collections.abc import Callable
from pathlib import Path

import pytest

from gunapp import fileio
from gunapp.storage.statistics import StatsStore


class Disk:
    """Stands in for ``fileio.atomic_write_text``: records each write's thread and text; ``gate`` holds a
    write until it is set (a slow disk)."""

    def __init__(self, real: Callable[[Path, str], None]) -> None:
        self.real = real
        self.threads: list[threading.Thread] = []
        self.texts: list[str] = []
        self.gate = threading.Event()
        self.gate.set()
        self.started = threading.Event()
        self.full = False

    def __call__(self, path: Path, text: str) -> None:
        if path.name != "statistics.json":  # the same function writes the settings
            return self.real(path, text)
        self.threads.append(threading.current_thread())
        self.started.set()
        assert self.gate.wait(5.0)
        if self.full:
            raise OSError(errno.ENOSPC, "No space left on device")
        self.texts.append(text)
        self.real(path, text)

    @classmethod
    def install(cls, monkeypatch: pytest.MonkeyPatch) -> Disk:
        d = cls(fileio.atomic_write_text)
        monkeypatch.setattr(fileio, "atomic_write_text", d)
        return d


@pytest.fixture
def disk(monkeypatch: pytest.MonkeyPatch) -> Disk:
    return Disk.install(monkeypatch)


def _played(text: str) -> int:
    return int(json.loads(text)["games"]["gunzi"]["hands_played"])


def _held_write(tmp_path: Path, disk: Disk) -> StatsStore:
    """A store whose first write (one hand played) hangs on the disk until ``disk.gate`` is set."""
    store = StatsStore(tmp_path / "statistics.json")
    store.load()
    disk.gate.clear()
    store.stats.game("gunzi").record_hand(True)
    store.write_later()
    assert disk.started.wait(5.0)
    return store


def test_the_write_runs_off_the_calling_thread(tmp_path: Path, disk: Disk) -> None:
    store = StatsStore(tmp_path / "statistics.json")
    store.load()
    store.stats.game("gunzi").record_hand(True)
    assert store.write_later()
    assert store.flush(5.0)
    assert disk.threads and threading.main_thread() not in disk.threads
    assert _played(store.path.read_text()) == 1


def test_a_slow_disk_does_not_hold_the_caller_and_only_the_newest_waiting_snapshot_is_written(
    tmp_path: Path, disk: Disk
) -> None:
    store = _held_write(tmp_path, disk)
    for _ in range(4):  # counted while the first write hangs: these snapshots wait, the newest wins
        store.stats.game("gunzi").record_hand(False)
        store.write_later()
    assert not store.flush(0.05)  # still on its way: the caller was not held
    disk.gate.set()
    assert store.flush(5.0)
    assert [_played(t) for t in disk.texts] == [1, 5]  # in order, never an older one over a newer one
    assert _played(store.path.read_text()) == 5


def test_the_snapshot_is_taken_when_queued_not_when_written(tmp_path: Path, disk: Disk) -> None:
    store = _held_write(tmp_path, disk)
    store.stats.game("gunzi").record_hand(True)  # counted after the snapshot: not in the first write
    disk.gate.set()
    assert store.flush(5.0)
    assert [_played(t) for t in disk.texts] == [1]


def test_a_failing_disk_is_told_once_and_the_next_write_that_works_has_every_count(
    tmp_path: Path, disk: Disk
) -> None:
    store = StatsStore(tmp_path / "statistics.json")
    store.load()
    store.stats.game("gunzi").record_hand(True)
    assert store.save()
    before = store.path.read_bytes()
    told: list[tuple[str, threading.Thread]] = []
    store.on_error = lambda error: told.append((error, threading.current_thread()))
    disk.full = True
    for _ in range(3):
        store.stats.game("gunzi").record_hand(False)
        store.write_later()
        assert store.flush(5.0)
    assert len(told) == 1 and "No space left" in told[0][0]
    assert told[0][1] is not threading.main_thread()  # the UI relays it to the GUI thread (saves_ui)
    assert store.path.read_bytes() == before  # the last good file, whole
    disk.full = False
    assert store.save()  # save waits for its own write
    assert _played(store.path.read_text()) == 4


def test_load_waits_for_a_write_still_queued(tmp_path: Path, disk: Disk) -> None:
    store = _held_write(tmp_path, disk)
    threading.Timer(0.05, disk.gate.set).start()
    assert store.load().game("gunzi").hands_played == 1
