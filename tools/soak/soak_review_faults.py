"""Faults while a finished review is written back into its record file (issue 27's ``review`` field, the replay
viewer's ``record_book``): kill -9 at random moments of a loop of write-backs, a full disk (a small tmpfs when
``mount`` works), a read-only file. Per case: the file always reads as a whole record of the same match, with
the reviews of the last write that finished or of the one the kill cut (never older), and nothing is left
half-written; a kill's temp file goes at a later write-back."""

from __future__ import annotations

import contextlib
import errno
import os
import random
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from gunapp.core.record import GameRecord, RecordError, parse_record
from gunapp.review.model import HandReview
from gunapp.review.store import stored_reviews, with_review
from gunapp.ui.review.stores import write_back
from tools.soak.samples import ddz_save
from tools.soak.soak_storage_faults import _mount_tmpfs, _umount

ROOT = Path(__file__).resolve().parents[2]
SHORT_KILLS, LONG_KILLS = 5, 200


def _record() -> GameRecord:
    return parse_record(ddz_save("ddz3", seed=4, deals=3, extra=0))


def _temps(folder: Path) -> list[Path]:
    return [p for p in folder.iterdir() if p.name.endswith(".tmp")]


def _seeds(path: Path) -> list[int]:
    return sorted(r.seed for r in stored_reviews(parse_record(path.read_bytes()), 0))


def kill_loop(kills: int, deadline: float, seed: int = 9) -> dict[str, Any]:
    rng = random.Random(seed)
    st: dict[str, Any] = {"kills": 0, "whole": 0, "older": 0, "failures": [], "max_tmp": 0, "cleaned": False}
    with tempfile.TemporaryDirectory(prefix="gunapp-review-kill9-") as tmp:
        folder = Path(tmp)
        record = _record()
        path = folder / "match.gunrec"
        path.write_text(record.to_json() + "\n", encoding="utf-8")
        out = folder / "child.out"
        for n in range(kills):
            if time.monotonic() > deadline:
                break
            before = max(_seeds(path), default=0)
            first = (n + 1) * 1_000_000  # the seeds of this run's writes: first, first + 1, ...
            with out.open("wb") as o:
                proc = subprocess.Popen(
                    [sys.executable, "-m", "tools.soak.review_writer_child", str(path), str(first)],
                    cwd=ROOT,
                    stdout=o,
                )
            end = time.monotonic() + 60
            while b"ready" not in out.read_bytes() and proc.poll() is None and time.monotonic() < end:
                time.sleep(0.01)
            time.sleep(rng.uniform(0.0, 0.6))
            os.kill(proc.pid, signal.SIGKILL)
            proc.wait()
            st["kills"] += 1
            wrote = [int(ln.split()[1]) for ln in out.read_text().splitlines() if ln.startswith("wrote ")]
            try:
                back = parse_record(path.read_bytes())
            except RecordError as exc:
                st["failures"].append(f"kill {n}: the file does not read ({exc})")
                continue
            if [h.events for h in back.hands] != [h.events for h in record.hands]:
                st["failures"].append(f"kill {n}: another match in the file")
                continue
            st["whole"] += 1
            newest = max((r.seed for r in stored_reviews(back, 0)), default=0)
            # the newest review on disk: the last write that finished, or the one the kill cut (its rename done)
            last = max(wrote, default=0)
            allowed = (last, last + 1) if wrote else (before, first)
            if newest not in allowed:
                st["older"] += 1
                st["failures"].append(f"kill {n}: review {newest} on disk, expected one of {allowed}")
            st["max_tmp"] = max(st["max_tmp"], len(_temps(folder)))
        for leftover in _temps(folder):  # a minute old: the next write-back cleans it
            old = time.time() - 120
            os.utime(leftover, (old, old))
        write_back(parse_record(path.read_bytes()), path)
        st["cleaned"] = not _temps(folder)
    return st


def _try_write_back(record: GameRecord, path: Path) -> str:
    """Write a review of seat 0 back into ``path``: "" when written, else the error's name (ENOSPC...)."""
    review = HandReview(game=record.game, hand=0, seat=0, seed=1, scale="ddz-stake")
    try:
        write_back(with_review(record, review), path)
    except OSError as exc:
        return errno.errorcode.get(exc.errno or 0, str(exc))
    return ""


def _row(name: str, ok: bool, note: str) -> dict[str, Any]:
    return {
        "name": name,
        "value": "ok" if ok else "FAILED",
        "unit": "",
        "target": "ok",
        "ok": ok,
        "note": note,
    }


def full_disk() -> dict[str, Any]:
    """The record on a small tmpfs filled to the last block: the write-back fails, the file stays whole."""
    with tempfile.TemporaryDirectory(prefix="gunapp-review-full-") as tmp:
        folder = Path(tmp) / "disk"
        folder.mkdir()
        if not _mount_tmpfs(folder, "256k"):
            return {"name": "full disk", "value": "skipped", "unit": "", "note": "tmpfs mount refused"}
        try:
            record = _record()
            path = folder / "match.gunrec"
            path.write_text(record.to_json() + "\n", encoding="utf-8")
            before = path.read_bytes()
            with contextlib.suppress(OSError), (folder / "filler").open("wb") as f:
                while True:
                    f.write(b"\0" * 4096)
                    f.flush()
            error = _try_write_back(record, path)
            ok = bool(error) and path.read_bytes() == before and not _temps(folder)
            return _row(
                "full disk: review written back into a record (tmpfs 256 KiB, filled)",
                ok,
                f"write refused ({error}), file unchanged {path.read_bytes() == before}, "
                f"temp files left {len(_temps(folder))}",
            )
        finally:
            _umount(folder)


def read_only() -> dict[str, Any]:
    with tempfile.TemporaryDirectory(prefix="gunapp-review-ro-") as tmp:
        record = _record()
        path = Path(tmp) / "match.gunrec"
        path.write_text(record.to_json() + "\n", encoding="utf-8")
        path.chmod(0o444)
        before = path.read_bytes()
        error = _try_write_back(record, path)
        ok = error == "EACCES" and path.read_bytes() == before and (path.stat().st_mode & 0o777) == 0o444
        return _row(
            "read-only record file: a review is not written into it",
            ok,
            f"write refused ({error}), file and mode unchanged {ok}",
        )


def run(short: bool, seconds: float | None) -> list[dict[str, Any]]:
    budget = seconds if seconds is not None else (60.0 if short else 600.0)
    st = kill_loop(SHORT_KILLS if short else LONG_KILLS, time.monotonic() + budget)
    return [
        {"name": "review write-back: kill -9 at a random moment", "value": st["kills"], "unit": "kills"},
        {
            "name": "review write-back: the record reads whole after the kill",
            "value": f"{st['whole']}/{st['kills']}",
            "unit": "kills",
            "target": "all",
            "ok": st["whole"] == st["kills"] > 0,
            "note": "; ".join(st["failures"][:3]),
        },
        {
            "name": "review write-back: an older set of reviews on disk than the last finished write",
            "value": st["older"],
            "unit": "kills",
            "target": "0",
            "ok": st["older"] == 0,
        },
        {
            "name": "review write-back: temp files a kill left (most), cleaned by a later write-back",
            "value": st["max_tmp"],
            "unit": "files",
            "target": "cleaned",
            "ok": st["cleaned"],
        },
        full_disk(),
        read_only(),
    ]
