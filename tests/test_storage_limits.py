"""Issue 24 items 3, 4, 5 and 8 (storage and records): readers refuse what is not a regular file and cap what
they read; a damaged ``ai_strength.json`` leaves the level texts without figures; finished matches are pruned
by write order and a failure to keep one is told once; a record's ``deal_number`` must deal its cards."""

from __future__ import annotations

import json
import logging
import os
import threading
import time
from pathlib import Path
from typing import Any

import pytest

from gunapp import fileio
from gunapp.core import record as rec
from gunapp.core.prepare import prepare
from gunapp.core.record import RecordError, load_record, parse_record
from gunapp.games.doudizhu.engine.rules import Variant
from gunapp.storage.finished import FinishedStore
from gunapp.storage.saves import SaveStore
from gunapp.storage.settings import SettingsStore
from gunapp.storage.statistics import StatsStore
from gunapp.ui.common import ai_levels
from tests.replay.helpers import ddz_record, gunzi_record

READERS = {
    "record": lambda p: load_record(p),
    "save": lambda p: SaveStore(p.parent).load("ddz3"),
    "settings": lambda p: SettingsStore(p).load(),
    "statistics": lambda p: StatsStore(p).load(),
}


def _returns(call: Any, path: Path, fifo: bool) -> tuple[bool, object]:
    """Run ``call(path)`` in a thread: (returned within 5 s, what it returned or raised). A reader blocked on
    a pipe is released by opening its other end, so a failing test does not hang."""
    out: list[object] = []

    def run() -> None:
        try:
            out.append(call(path))
        except BaseException as exc:  # noqa: BLE001 - what the reader raised is the result looked at
            out.append(exc)

    t = threading.Thread(target=run, daemon=True)
    t.start()
    t.join(5.0)
    done = not t.is_alive()
    if not done and fifo:
        fd = os.open(path, os.O_WRONLY | os.O_NONBLOCK)
        os.close(fd)
        t.join(5.0)
    return done, out[0] if out else None


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes")
@pytest.mark.parametrize("reader", sorted(READERS))
def test_issue24_3_a_named_pipe_is_refused_without_blocking(tmp_path: Path, reader: str) -> None:
    path = tmp_path / ("ddz3.json" if reader == "save" else "f.json")
    os.mkfifo(path)
    done, result = _returns(READERS[reader], path, fifo=True)
    assert done, f"the {reader} reader blocked on a named pipe"
    if reader == "record":
        assert isinstance(result, RecordError) and result.params["refused"] == "not_regular"


def test_issue24_3_dev_zero_and_huge_files_are_refused_not_read(tmp_path: Path) -> None:
    with pytest.raises(RecordError) as info:
        load_record("/dev/zero")  # before: read until MemoryError
    assert info.value.code == rec.UNREADABLE and info.value.params["refused"] == "not_regular"
    huge = tmp_path / "huge.json"
    with huge.open("wb") as f:
        f.truncate(fileio.RECORD_LIMIT + 1)  # sparse: no disk used
    with pytest.raises(RecordError) as info:
        load_record(huge)
    assert info.value.params["refused"] == "too_large"
    big_settings = tmp_path / "settings.json"
    big_settings.write_bytes(b" " * (fileio.SMALL_LIMIT + 1))
    store = SettingsStore(big_settings)
    store.load()
    assert store.last_report.error is not None and big_settings.exists()  # left as it is, reported
    with pytest.raises(fileio.FileTooLarge):
        fileio.read_capped(big_settings, fileio.SMALL_LIMIT)
    assert fileio.read_capped(big_settings, fileio.SMALL_LIMIT + 1) == b" " * (fileio.SMALL_LIMIT + 1)


def test_issue24_3_a_huge_save_is_set_aside_and_reported(tmp_path: Path) -> None:
    saves = SaveStore(tmp_path)
    with saves.path("ddz3").open("wb") as f:
        f.truncate(fileio.RECORD_LIMIT + 1)
    record, problem = saves.load("ddz3")
    assert record is None and problem is not None and problem.moved_to is not None
    assert "larger than" in problem.error


DAMAGED_FIGURES = [
    b'{"doudizhu": [1, 2]}',
    b'{"doudizhu": {"hard": [0.8]}}',
    b'{"doudizhu": {"hard": {"wp_vs_rule": 1e308}}}',
    b'{"gunzi": {"hard": {"points_vs_normal": "23"}}}',
    b'{"gunzi": {"hard": {"points_vs_normal": true}}}',
    b"[1, 2]",
    b"{not json",
]


@pytest.mark.parametrize("raw", DAMAGED_FIGURES)
def test_issue24_4_damaged_ai_strength_file_degrades_to_plain_texts(
    raw: bytes, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture, qapp: Any
) -> None:
    (tmp_path / "ai_strength.json").write_bytes(raw)
    monkeypatch.setattr(ai_levels, "resources_dir", lambda: tmp_path)
    ai_levels.strength_figures.cache_clear()
    try:
        with caplog.at_level(logging.WARNING, logger=ai_levels.__name__):
            assert ai_levels.LevelText().menu_item("hard") == "Hard"  # before: AttributeError / OverflowError
            ai_levels.LevelText().tooltip("normal")
        assert len([r for r in caplog.records if "ai_strength.json" in r.getMessage()]) == 1  # once
    finally:
        ai_levels.strength_figures.cache_clear()


def test_issue24_5_future_dated_matches_never_push_out_the_one_just_written(tmp_path: Path) -> None:
    store = FinishedStore(tmp_path / "finished", keep=20)
    (tmp_path / "finished").mkdir()
    text = ddz_record(Variant.DDZ3).to_json()
    future = time.gmtime(time.time() + 3 * 365 * 86400)
    for n in range(1, 21):  # the clock was once three years ahead
        stamp = time.strftime("%Y%m%dT%H%M%S", future)
        (tmp_path / "finished" / f"{stamp}.{n}-ddz3.json").write_text(text, "utf-8")
    written = [store.add(ddz_record(Variant.DDZ3, seed=s)) for s in range(3)]
    names = {m.path for m in store.matches()}
    assert all(p is not None and p in names for p in written)  # before: each pruned as soon as written
    assert len(names) == 20


@pytest.mark.parametrize("kind", ["file", "loop"])
def test_issue24_5_a_finished_match_that_cannot_be_kept_is_told_once(tmp_path: Path, kind: str) -> None:
    folder = tmp_path / "finished"
    if kind == "file":
        folder.write_text("not a folder")
    else:
        folder.symlink_to(folder)
    store = FinishedStore(folder)
    told: list[str] = []
    store.on_error = told.append
    assert store.add(ddz_record(Variant.DDZ3)) is None
    assert store.add(ddz_record(Variant.DDZ3, seed=2)) is None
    assert len(told) == 1 and told[0].startswith("[Errno")


def test_issue24_5_leftover_temp_files_in_finished_are_cleaned(tmp_path: Path) -> None:
    folder = tmp_path / "finished"
    folder.mkdir()
    old = folder / ".20260101T000000-ddz3.json.abcd1234.tmp"
    young = folder / ".20260101T000001-ddz3.json.abcd1235.tmp"
    mine_not = folder / ".notes.abcd1234.tmp"
    for p in (old, young, mine_not):
        p.write_text("x")
    os.utime(old, (time.time() - 3600, time.time() - 3600))
    os.utime(mine_not, (time.time() - 3600, time.time() - 3600))
    FinishedStore(folder)
    assert not old.exists() and young.exists() and mine_not.exists()


def _with_number(record: Any, number: object) -> Any:
    data = json.loads(record.to_json())
    data["hands"][0]["deal_number"] = number
    return parse_record(json.dumps(data))


@pytest.mark.parametrize("number", [-1, 10**40, 8, True, "5"])
def test_issue24_8_a_ddz_record_deal_number_must_deal_its_cards(number: object) -> None:
    record = ddz_record(Variant.DDZ3, seed=5)  # a session seeded 5 deals deal #5 first
    prepare(_with_number(record, 5))
    with pytest.raises(RecordError) as info:
        prepare(_with_number(record, number))
    assert info.value.code == rec.MISMATCH and info.value.field == "deal_number" and info.value.hand == 0


@pytest.mark.parametrize("number", [-1, 10**40, 4])
def test_issue24_8_a_gunzi_record_deal_number_must_be_its_seed_and_deal(number: int) -> None:
    record = gunzi_record(seed=3)
    prepare(_with_number(record, 3))
    with pytest.raises(RecordError) as info:
        prepare(_with_number(record, number))
    assert info.value.field == "deal_number"
