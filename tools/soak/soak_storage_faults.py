"""Storage fault soak (issue 10, item 3): the app meets a hostile data folder and must start, tell the player
what happened once, in their language, keep playing, and never delete the last good file.

Each case prepares a config and data folder, runs the real app in a subprocess (``--lang zh_CN --autosave
--trace``: a demo, or Continue of a good save), waits until it has played a few actions, and checks:
notices (``notice`` lines) -- the expected number, each in Chinese; actions played after start-up; no
traceback; the files that were there are still there with their bytes.

How the faults are made (measured on this machine, root in a container):
- full disk: a 64 KiB tmpfs mounted over the data folder when ``mount`` works (root here), else the
  child's RLIMIT_FSIZE set below the save's size (writes fail with EFBIG; Python ignores SIGXFSZ);
- read-only folder and mode 000: root reads and writes through permissions, so the child runs under
  ``setpriv --bounding-set -dac_override,-dac_read_search,-fowner`` (root without the capabilities that
  bypass file permissions; checked: ``cat`` of a mode 000 file then fails with EACCES). An unprivileged uid
  cannot run the app here: the interpreter lives under /root;
- a save truncated at every byte offset: in-process through the start-up code (``SaveStore.load`` and
  ``summarize``, what ``refresh_start_page`` runs), with and without a good ``.bak``; plus app runs at a
  few random offsets.
"""

from __future__ import annotations

import json
import logging
import os
import random
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from tools.soak.samples import save_text

ROOT = Path(__file__).resolve().parents[2]
GAME = "ddz3"
PLAY_ACTIONS = 4  # actions the app must play after start-up to count as "keeps playing"
RUN_TIMEOUT_S = 120.0
DROP_CAPS = ["setpriv", "--bounding-set", "-dac_override,-dac_read_search,-fowner"]


def _cjk(text: str) -> bool:
    return any("\u4e00" <= ch <= "\u9fff" for ch in text)


class Case:
    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.config = folder / "config"
        self.data = folder / "data"
        self.saves = self.data / "saves"
        self.config.mkdir(parents=True)
        self.saves.mkdir(parents=True)
        (self.config / "settings.json").write_text(json.dumps({"animation_speed": 4.0}))

    def good_save(self) -> bytes:
        raw = save_text(GAME, seed=11, human=False).encode()  # an autosaved demo: it plays on by itself
        (self.saves / f"{GAME}.json").write_bytes(raw)
        return raw


def run_app(
    case: Case, args: list[str], *, prefix: list[str] | None = None, fsize: int | None = None
) -> dict[str, Any]:
    env = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        GUNAPP_CONFIG_DIR=str(case.config),
        GUNAPP_DATA_DIR=str(case.data),
    )
    out, err = case.folder / "out.txt", case.folder / "err.txt"

    def limit() -> None:
        if fsize is not None:
            resource.setrlimit(resource.RLIMIT_FSIZE, (fsize, fsize))

    cmd = [*(prefix or []), sys.executable, "-m", "gunapp", "--lang", "zh_CN", "--autosave", "--trace", *args]
    with out.open("wb") as o, err.open("wb") as e:
        proc = subprocess.Popen(cmd, cwd=ROOT, env=env, stdout=o, stderr=e, preexec_fn=limit)
    end = time.monotonic() + RUN_TIMEOUT_S
    lines: list[str] = []
    while time.monotonic() < end and proc.poll() is None:
        lines = out.read_text("utf-8", errors="replace").splitlines()
        if sum(1 for ln in lines if ln.startswith("progress ")) >= PLAY_ACTIONS:
            time.sleep(0.5)  # a failing autosave is reported from the writer thread a moment later
            break
        time.sleep(0.1)
    proc.kill()
    proc.wait()
    lines = out.read_text("utf-8", errors="replace").splitlines()
    notices = [json.loads(ln[len("notice ") :]) for ln in lines if ln.startswith("notice ")]
    return {
        "notices": notices,
        "played": sum(1 for ln in lines if ln.startswith("progress ")),
        "tracebacks": err.read_text("utf-8", errors="replace").count("Traceback"),
        "stderr": err.read_text("utf-8", errors="replace")[-300:],
    }


def _check(
    name: str, res: dict[str, Any], want_notices: int, kept: list[bool], note: str = ""
) -> dict[str, Any]:
    texts = [n["text"] for n in res["notices"]]
    ok_notices = len(texts) == want_notices and all(_cjk(t) for t in texts)
    ok = ok_notices and res["played"] >= PLAY_ACTIONS and res["tracebacks"] == 0 and all(kept)
    detail = (
        f"notices {len(texts)}/{want_notices} (zh_CN: {all(_cjk(t) for t in texts)}), actions played "
        f"{res['played']}, tracebacks {res['tracebacks']}, files kept {sum(kept)}/{len(kept)}"
    )
    if not ok:
        detail += f"; stderr: {res['stderr'][-150:]!r}; notices: {[t[:60] for t in texts]}"
    return {
        "name": name,
        "value": "ok" if ok else "FAILED",
        "unit": "",
        "target": "ok",
        "ok": ok,
        "note": (note + "; " if note else "") + detail,
    }


def _mount_tmpfs(path: Path, size: str) -> bool:
    try:
        r = subprocess.run(
            ["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", str(path)],
            capture_output=True,
            timeout=10,
        )
    except (OSError, subprocess.SubprocessError):
        return False
    return r.returncode == 0


def _umount(path: Path) -> None:
    subprocess.run(["umount", str(path)], capture_output=True, timeout=10)


def case_full_disk(case: Case) -> dict[str, Any]:
    good = case.good_save()
    if _mount_tmpfs(case.saves, "64k"):
        try:
            (case.saves / f"{GAME}.json").write_bytes(good)
            fd = os.open(case.saves / "filler", os.O_WRONLY | os.O_CREAT)
            try:  # fill the tmpfs to the last block
                while os.write(fd, b"\0" * 512):
                    pass
            except OSError:
                pass
            finally:
                os.close(fd)
            res = run_app(case, ["--continue", GAME])
            kept = [(case.saves / f"{GAME}.json").read_bytes() == good]
        finally:
            _umount(case.saves)
        how = "64 KiB tmpfs, filled"
    else:
        res = run_app(case, ["--continue", GAME], fsize=len(good) - 1)
        kept = [(case.saves / f"{GAME}.json").read_bytes() == good]
        how = "RLIMIT_FSIZE below the save's size (tmpfs mount refused)"
    return _check("full disk: autosaves fail (ENOSPC)", res, 1, kept, how)


def case_read_only(case: Case) -> dict[str, Any]:
    good = case.good_save()
    case.saves.chmod(0o555)
    case.data.chmod(0o555)
    try:
        res = run_app(case, ["--continue", GAME], prefix=DROP_CAPS)
    finally:
        case.data.chmod(0o755)
        case.saves.chmod(0o755)
    kept = [(case.saves / f"{GAME}.json").read_bytes() == good]
    return _check("read-only data folder", res, 1, kept, "root without DAC capabilities (setpriv)")


def case_folders(case: Case) -> dict[str, Any]:
    for p in (case.config / "settings.json", case.data / "statistics.json", case.saves / f"{GAME}.json"):
        p.unlink(missing_ok=True)
        p.mkdir()
        (p / "inside.txt").write_text("keep me")
    res = run_app(case, ["--demo", GAME, "--seed", "5"])
    kept = [
        (case.config / "settings.json" / "inside.txt").exists(),
        (case.data / "statistics.json" / "inside.txt").exists(),
        any((p / "inside.txt").exists() for p in case.saves.glob(f"{GAME}.json.corrupt-*")),
    ]
    return _check("a folder where settings, statistics and a save should be", res, 3, kept)


def case_mode_000(case: Case) -> dict[str, Any]:
    good = case.good_save()
    settings_raw = b'{"language": "it", "animation_speed": 4.0}'
    stats_raw = b'{"games": {"ddz3": {"hands_played": 9, "hands_won": 4}}}'
    (case.config / "settings.json").write_bytes(settings_raw)
    (case.data / "statistics.json").write_bytes(stats_raw)
    files = [case.config / "settings.json", case.data / "statistics.json", case.saves / f"{GAME}.json"]
    for p in files:
        p.chmod(0)
    res = run_app(case, ["--demo", GAME, "--seed", "6"], prefix=DROP_CAPS)
    moved = list(case.saves.glob(f"{GAME}.json.corrupt-*"))
    kept = [
        files[0].read_bytes() == settings_raw,  # root reads it back: not written over
        files[1].read_bytes() == stats_raw,
        bool(moved) and moved[0].read_bytes() == good,
    ]
    return _check(
        "permissions 000 on settings, statistics and a save",
        res,
        3,
        kept,
        "root without DAC capabilities (setpriv)",
    )


def case_symlink_loops(case: Case) -> dict[str, Any]:
    files = [case.config / "settings.json", case.data / "statistics.json", case.saves / f"{GAME}.json"]
    for p in files:
        p.unlink(missing_ok=True)
        p.symlink_to(p.name)
    res = run_app(case, ["--demo", GAME, "--seed", "7"])
    kept = [
        files[0].is_symlink(),
        files[1].is_symlink(),
        bool(list(case.saves.glob(f"{GAME}.json.corrupt-*"))),
    ]
    return _check("symlink loops for settings, statistics and a save", res, 3, kept)


def case_pipes(case: Case) -> dict[str, Any]:
    """Issue 24 item 3: named pipes where settings, statistics and a save should be: before, the first read
    blocked before any window. Refused, told (3 notices), the app plays, the pipes are left in place."""
    files = [case.config / "settings.json", case.data / "statistics.json", case.saves / f"{GAME}.json"]
    for p in files:
        p.unlink(missing_ok=True)
        os.mkfifo(p)
    res = run_app(case, ["--demo", GAME, "--seed", "9"])
    kept = [
        files[0].is_fifo(),
        files[1].is_fifo(),
        any(p.is_fifo() for p in case.saves.glob(f"{GAME}.json.corrupt-*")),
    ]
    return _check("named pipes for settings, statistics and a save", res, 3, kept)


def case_huge(case: Case) -> dict[str, Any]:
    """Issue 24 item 3: a save and a statistics file past the readers' caps (sparse files: no disk used)
    are refused with a notice each, not read into memory; the save is set aside, the statistics left."""
    from gunapp.fileio import RECORD_LIMIT, SMALL_LIMIT

    save, stats = case.saves / f"{GAME}.json", case.data / "statistics.json"
    for path, size in ((save, RECORD_LIMIT + 1), (stats, SMALL_LIMIT + 1)):
        with path.open("wb") as f:
            f.truncate(size)
    res = run_app(case, ["--demo", GAME, "--seed", "10"])
    moved = list(case.saves.glob(f"{GAME}.json.corrupt-*"))
    kept = [
        bool(moved) and moved[0].stat().st_size == RECORD_LIMIT + 1,
        stats.stat().st_size == SMALL_LIMIT + 1,
    ]
    return _check("a save and statistics past the size caps", res, 2, kept)


def replay_refusals() -> list[dict[str, Any]]:
    """Issue 24 items 2 and 3: ``--replay`` of a pipe, a device, a folder and a record whose later hand the
    replay contradicts ends at once (``--smoke``: exit 2), one line on stderr, no traceback; before, a pipe
    hung, ``/dev/zero`` read until MemoryError and the contradicted record crashed in the viewer."""
    from tools.soak.record_mutants import base_records

    failures: list[str] = []
    with tempfile.TemporaryDirectory(prefix="gunapp-replay-") as tmp:
        folder = Path(tmp)
        os.mkfifo(folder / "pipe.json")
        (folder / "dir.json").mkdir()
        data = json.loads(base_records("gunzi", 7)[0])
        data["hands"][-1]["result"]["trump"] = "X"  # the last hand's trump contradicts its replay
        (folder / "later.json").write_text(json.dumps(data), "utf-8")
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", GUNAPP_CONFIG_DIR=str(folder / "cfg"))
        env["GUNAPP_DATA_DIR"] = str(folder / "data")
        targets = [folder / "pipe.json", Path("/dev/zero"), folder / "dir.json", folder / "later.json"]
        for target in targets:
            try:
                done = subprocess.run(
                    [sys.executable, "-m", "gunapp", "--replay", str(target), "--smoke"],
                    cwd=ROOT,
                    env=env,
                    capture_output=True,
                    text=True,
                    timeout=60,
                )
            except subprocess.TimeoutExpired:
                failures.append(f"{target.name}: hung")
                continue
            if done.returncode != 2 or str(target) not in done.stderr or "Traceback" in done.stderr:
                failures.append(f"{target.name}: exit {done.returncode}, {done.stderr[-120:]!r}")
    return [
        {
            "name": "--replay of a pipe, /dev/zero, a folder, a contradicted later hand",
            "value": len(failures),
            "unit": "failures",
            "target": "0",
            "ok": not failures,
            "note": "; ".join(failures[:4]),
        }
    ]


def truncation_sweep(stride: int) -> list[dict[str, Any]]:
    """Every ``stride``-th byte offset of a real save, through the start-up code, with and without .bak."""
    from gunapp.storage.saves import READ_ERRORS, SaveStore, summarize

    logging.getLogger("gunapp.storage").setLevel(logging.ERROR)  # thousands of "moved aside" warnings
    good = save_text(GAME, seed=12).encode()
    older = save_text(GAME, seed=13).encode()
    offsets = range(0, len(good), stride)
    failures: list[str] = []
    recovered = set_aside = readable = 0
    with tempfile.TemporaryDirectory(prefix="gunapp-trunc-") as tmp:
        for k in offsets:
            for with_bak in (True, False):
                folder = Path(tmp) / f"{k}-{int(with_bak)}"
                store = SaveStore(folder)
                folder.mkdir()
                store.path(GAME).write_bytes(good[:k])
                if with_bak:
                    store.backup_path(GAME).write_bytes(older)
                try:
                    record, problem = store.load(GAME)
                    if record is not None:
                        summarize(record)
                except READ_ERRORS as exc:
                    failures.append(f"{k}: {type(exc).__name__}")
                    continue
                kept = [p.read_bytes() for p in folder.iterdir()]
                if good[:k] not in kept or (with_bak and older not in kept):
                    failures.append(f"{k}: a file was lost")
                if problem is None:
                    readable += 1  # a prefix that is itself a whole record (only the full length)
                elif problem.recovered:
                    recovered += 1
                else:
                    set_aside += 1
                shutil.rmtree(folder)
    return [
        {
            "name": f"save truncated at every {'' if stride == 1 else f'{stride}th '}byte offset "
            f"({len(offsets)} offsets x with/without .bak)",
            "value": len(failures),
            "unit": "failures",
            "target": "0",
            "ok": not failures,
            "note": f"{recovered} restored from .bak, {set_aside} set aside and told, {readable} whole; "
            + "; ".join(failures[:3]),
        }
    ]


def case_truncated_app(case: Case, rng: random.Random) -> dict[str, Any]:
    good = save_text(GAME, seed=12).encode()
    k = rng.randrange(1, len(good) - 1)
    (case.saves / f"{GAME}.json").write_bytes(good[:k])
    res = run_app(case, ["--demo", GAME, "--seed", "8"])
    kept = [any(p.read_bytes() == good[:k] for p in case.saves.glob(f"{GAME}.json.corrupt-*"))]
    return _check(f"app start with the save truncated at byte {k} of {len(good)}", res, 1, kept)


CASES: list[Callable[[Case], dict[str, Any]]] = [
    case_full_disk,
    case_read_only,
    case_folders,
    case_mode_000,
    case_symlink_loops,
    case_pipes,
    case_huge,
]


def run(short: bool, seconds: float | None) -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = []
    rng = random.Random(2026)
    for make in CASES:
        with tempfile.TemporaryDirectory(prefix="gunapp-fault-") as tmp:
            rows.append(make(Case(Path(tmp))))
    for _ in range(1 if short else 4):
        with tempfile.TemporaryDirectory(prefix="gunapp-fault-") as tmp:
            rows.append(case_truncated_app(Case(Path(tmp)), rng))
    rows += truncation_sweep(stride=53 if short else 1)
    rows += replay_refusals()
    return rows
