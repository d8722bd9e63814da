"""Crash-safe file writing shared by settings, saves and game records (no Qt)."""

from __future__ import annotations

import contextlib
import os
import re
import stat
import tempfile
import time
from pathlib import Path


def atomic_write_bytes(path: Path, data: bytes, *, keep_backup: bool = False) -> None:
    """Write ``data`` so that a crash at any point leaves either the old file or the new one, never a mix.

    A temp file in the same folder is flushed and fsynced, then renamed over the target. With ``keep_backup``
    the previous good file is kept as ``<name>.bak``. Windows antivirus can hold the target briefly, hence the
    retries on PermissionError.
    """
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    tmp = Path(tmp_name)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        if keep_backup and path.exists():
            _replace(path, path.with_name(path.name + ".bak"), copy=True)
        _replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            tmp.unlink()
        raise


def atomic_write_text(path: Path, text: str, *, keep_backup: bool = False) -> None:
    atomic_write_bytes(path, text.encode("utf-8"), keep_backup=keep_backup)


def _replace(src: Path, dst: Path, *, copy: bool = False) -> None:
    for attempt in range(10):
        try:
            if copy:
                data = src.read_bytes()
                atomic_write_bytes(dst, data)
            else:
                os.replace(src, dst)
            return
        except PermissionError:
            if attempt == 9:
                raise
            time.sleep(0.05 * (attempt + 1))


def move_aside(path: Path, tag: str = "corrupt") -> Path:
    """Rename a bad file to ``<name>.<tag>-<UTC time>`` so nothing is lost; returns the new path."""
    stamp = time.strftime("%Y%m%d-%H%M%S", time.gmtime())
    target = path.with_name(f"{path.name}.{tag}-{stamp}")
    n = 1
    while target.exists():
        target = path.with_name(f"{path.name}.{tag}-{stamp}-{n}")
        n += 1
    os.replace(path, target)
    return target


def clean_temp_files(folder: Path, pattern: re.Pattern[str], min_age_s: float) -> list[Path]:
    """Delete the regular files in ``folder`` whose names match ``pattern`` (our own temp files, see
    ``atomic_write_bytes``) and that were last changed over ``min_age_s`` seconds ago: younger ones may be a
    write in progress. Never raises; returns the files removed."""
    removed: list[Path] = []
    try:
        entries = list(Path(folder).iterdir())
    except OSError:
        return removed
    now = time.time()
    for path in entries:
        if not pattern.match(path.name):
            continue
        try:
            st = path.lstat()
            if stat.S_ISREG(st.st_mode) and now - st.st_mtime > min_age_s:
                path.unlink()
                removed.append(path)
        except OSError:
            continue
    return removed
