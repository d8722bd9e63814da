"""Faults while a finished review is written back into its record file (issue 27's ``review`` field; the viewer's
``record_book``): a full disk, a read-only file, a symlink, two reviews kept at once, kill -9 in the middle of
the write. Whatever happens, the file holds the last good record, whole, or the new one; never half of one,
never an older one over a newer."""

from __future__ import annotations

import errno
import os
import random
import signal
import stat
import subprocess
import sys
import textwrap
import time
from pathlib import Path
from typing import Any

import pytest

from gunapp.core.record import GameRecord, parse_record
from gunapp.review.model import HandReview
from gunapp.review.store import stored_reviews
from gunapp.ui.review import stores
from gunapp.ui.review.stores import RecordHolder, write_back
from tools.soak.samples import ddz_save

ROOT = Path(__file__).resolve().parents[2]


def _record() -> GameRecord:
    return parse_record(ddz_save("ddz3", seed=4, deals=2, extra=0))


def _review(seat: int, seed: int = 1) -> HandReview:
    return HandReview(game="ddz3", hand=0, seat=seat, seed=seed, scale="ddz-stake")


def _file(tmp_path: Path, record: GameRecord, mode: int = 0o644) -> Path:
    path = tmp_path / "match.gunrec"
    path.write_text(record.to_json() + "\n", encoding="utf-8")
    path.chmod(mode)
    return path


def _temps(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name.endswith(".tmp"))


def test_a_full_disk_leaves_the_last_good_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    record = _record()
    path = _file(tmp_path, record)
    before = path.read_bytes()

    def full(_fd: int) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr("gunapp.fileio.os.fsync", full)
    holder = RecordHolder(record, path)
    with pytest.raises(OSError):
        write_back(stores.with_review(record, _review(0)), path)
    assert path.read_bytes() == before and _temps(tmp_path) == []
    holder.deleteLater()


def test_a_read_only_record_is_left_as_it_is(tmp_path: Path) -> None:
    """A file the player made read-only is not replaced behind their back (a rename would): the review stays
    in the viewer, the file and its mode as they were."""
    record = _record()
    path = _file(tmp_path, record, 0o444)
    before = path.read_bytes()
    with pytest.raises(PermissionError):
        write_back(stores.with_review(record, _review(0)), path)
    assert path.read_bytes() == before
    assert stat.S_IMODE(path.stat().st_mode) == 0o444
    assert _temps(tmp_path) == []


def test_the_file_keeps_its_permissions(tmp_path: Path) -> None:
    """A record shared with others (0644) is not made private (0600, the temp file's mode) by a review."""
    record = _record()
    path = _file(tmp_path, record, 0o644)
    write_back(stores.with_review(record, _review(0)), path)
    assert stat.S_IMODE(path.stat().st_mode) == 0o644
    assert [r.seat for r in stored_reviews(parse_record(path.read_bytes()), 0)] == [0]


def test_a_symlinked_record_is_written_through_its_link(tmp_path: Path) -> None:
    record = _record()
    (tmp_path / "records").mkdir()
    target = _file(tmp_path / "records", record)
    link = tmp_path / "link.gunrec"
    link.symlink_to(target)
    write_back(stores.with_review(record, _review(0)), link)
    assert link.is_symlink() and link.resolve() == target.resolve()
    assert [r.seat for r in stored_reviews(parse_record(target.read_bytes()), 0)] == [0]


def test_two_reviews_kept_at_once_both_reach_the_file(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Two reviews finish close together: the first write is slow (a busy disk). Both writes run on the thread
    pool; the older record (one review) must not land over the newer one (two)."""
    record = _record()
    path = _file(tmp_path, record)
    real = stores.write_back

    def slow_first(rec: GameRecord, p: Path) -> None:
        if len(stored_reviews(rec, 0)) == 1:
            time.sleep(0.4)
        real(rec, p)

    monkeypatch.setattr(stores, "write_back", slow_first)
    holder = RecordHolder(record, path)
    holder.keep(_review(0))
    time.sleep(0.05)  # the first write is under way
    holder.keep(_review(1))
    qtbot.waitUntil(lambda: not holder.writer.busy, timeout=10000)
    time.sleep(0.6)  # the slow, older write is done too
    on_disk = parse_record(path.read_bytes())
    assert sorted(r.seat for r in stored_reviews(on_disk, 0)) == [0, 1]


CHILD = textwrap.dedent(
    """
    import sys
    from pathlib import Path
    from gunapp.core.record import parse_record
    from gunapp.review.model import HandReview
    from gunapp.review.store import with_review
    from gunapp.ui.review.stores import write_back

    path = Path(sys.argv[1])
    n = 0
    print("ready", flush=True)
    while True:  # reviews of seats 0, 1, 2 in turn, each written back over the last
        n += 1
        record = parse_record(path.read_bytes())
        review = HandReview(game="ddz3", hand=0, seat=n % 3, seed=n, scale="ddz-stake")
        write_back(with_review(record, review), path)
    """
)


def test_kill9_while_writing_back_leaves_a_whole_record(tmp_path: Path) -> None:
    """kill -9 at random moments of a loop of write-backs: the file always reads, as the record with its
    reviews (an older or a newer set), and the temp file a kill leaves is cleaned by a later write-back."""
    record = _record()
    path = _file(tmp_path, record)
    rng = random.Random(5)
    for kill in range(12):  # four kills, and on until one has cut a write short
        if kill >= 4 and _temps(tmp_path):
            break
        proc = subprocess.Popen(
            [sys.executable, "-c", CHILD, str(path)], cwd=ROOT, stdout=subprocess.PIPE, env=dict(os.environ)
        )
        assert proc.stdout is not None and proc.stdout.readline().strip() == b"ready"
        time.sleep(rng.uniform(0.05, 0.4))
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait()
        proc.stdout.close()
        back = parse_record(path.read_bytes())  # whole: it parses, and it is the same match
        assert [h.events for h in back.hands] == [h.events for h in record.hands]
        assert all(n.startswith(".match.gunrec.") for n in _temps(tmp_path))  # only cut-short write-backs
    assert _temps(tmp_path), "no kill landed in a write: the test did not test"
    # a leftover of a killed write, a minute old: the next write-back of that file removes it
    for name in _temps(tmp_path):
        old = time.time() - 120
        os.utime(tmp_path / name, (old, old))
    write_back(parse_record(path.read_bytes()), path)
    assert _temps(tmp_path) == []


def _kept_match(qtbot: Any, tmp_path: Path) -> tuple[Any, Any, Path]:
    """A resumed Dou Dizhu match on a table, autosaved by its keeper into ``tmp_path``, the save on disk."""
    from gunapp.games.doudizhu.engine.rules import Variant
    from gunapp.games.doudizhu.ui.table import DdzTable
    from gunapp.storage.saves import SaveStore
    from gunapp.storage.statistics import StatsStore
    from gunapp.ui.resume import MatchKeeper, restore

    table = DdzTable(None, Variant.DDZ3, speed=0)
    qtbot.addWidget(table)
    model = restore(table, _record())
    saves = SaveStore(tmp_path / "saves")
    keeper = MatchKeeper(model, saves, StatsStore(tmp_path / "statistics.json"))
    keeper.active = True
    keeper.save()
    assert saves.flush(5.0)
    return model, saves, saves.path("ddz3")


def test_a_review_of_the_match_is_on_disk_at_once(qtbot: Any, tmp_path: Path) -> None:
    """The settlement's review of a hand is kept with the match: the autosave writes it when it is kept, as
    it writes an action, so a kill -9 before the next action does not lose it."""
    from gunapp.ui.review.stores import match_book

    model, saves, path = _kept_match(qtbot, tmp_path)
    match_book(model)._keep(_review(0))  # what the book does with a finished review
    assert saves.flush(5.0)
    assert [r.seat for r in stored_reviews(parse_record(path.read_bytes()), 0)] == [0]
    model.stop()


def test_a_full_disk_keeps_the_last_good_autosave(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The autosave with a new review fails (ENOSPC): the last good save stays whole, no temp file is left,
    the player is told (the save store's error hook) and the review stays with the live match."""
    from gunapp.ui.review.stores import match_book

    model, saves, path = _kept_match(qtbot, tmp_path)
    before = path.read_bytes()
    told: list[tuple[str, str]] = []
    saves.on_write_error = lambda game, text: told.append((game, text))

    def full(_fd: int) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr("gunapp.fileio.os.fsync", full)
    match_book(model)._keep(_review(0))  # what the book does with a finished review
    assert saves.flush(5.0)
    assert path.read_bytes() == before and _temps(path.parent) == []
    assert told and told[0][0] == "ddz3"
    assert [r.seat for r in model.reviews] == [0]
    model.stop()
