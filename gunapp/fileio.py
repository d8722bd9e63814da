"""Crash-safe file writing shared by settings, saves and game records (no Qt)."""

from __future__ import annotations

import contextlib
import errno
import os
import re
import stat
import tempfile
import time
from pathlib import Path

#: the most any reader takes in: a record or save of a very long evening is a few MB (finished hands compact)
RECORD_LIMIT = 32 << 20
#: settings and statistics are a few KB
SMALL_LIMIT = 1 << 20


class NotARegularFile(OSError):
    """A folder, a pipe, a device: nothing of ours, and reading a pipe or ``/dev/zero`` would hang or fill
    the memory, so it is refused before any read."""

    def __init__(self, path: Path | str) -> None:
        super().__init__(errno.EINVAL, "not a regular file", str(path))


class FileTooLarge(OSError):
    """Larger than the reader's cap (``limit`` bytes): refused rather than read into memory."""

    def __init__(self, path: Path | str, limit: int) -> None:
        super().__init__(errno.EFBIG, f"larger than {limit} bytes", str(path))
        self.limit = limit


def read_capped(path: Path | str, limit: int) -> bytes:
    """The bytes of the regular file ``path``; raises ``NotARegularFile`` (a named pipe is opened without
    blocking, then refused), ``FileTooLarge`` past ``limit`` bytes (checked again while reading, for a file
    that grows), or the OSError of opening it."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    fd = os.open(path, flags)
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode):
            raise NotARegularFile(path)
        if st.st_size > limit:
            raise FileTooLarge(path, limit)
        chunks: list[bytes] = []
        size = 0
        while True:
            chunk = os.read(fd, min(1 << 20, limit + 1 - size))
            if not chunk:
                return b"".join(chunks)
            chunks.append(chunk)
            size += len(chunk)
            if size > limit:
                raise FileTooLarge(path, limit)
    finally:
        os.close(fd)


def atomic_write_bytes(
    path: Path, data: bytes, *, keep_backup: bool = False, mode: int | None = None
) -> None:
    """Write ``data`` so that a crash at any point leaves either the old file or the new one, never a mix.

    A temp file in the same folder is flushed and fsynced, then renamed over the target. With ``keep_backup``
    the previous good file is kept as ``<name>.bak``. ``mode``: the new file's permission bits (the temp file
    is private, 0600, otherwise: right for our own files, not for a player's file written over). Windows
    antivirus can hold the target briefly, hence the retries on PermissionError.
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
        if mode is not None:
            os.chmod(tmp, mode)
        if keep_backup and path.exists():
            _replace(path, path.with_name(path.name + ".bak"), copy=True)
        _replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            tmp.unlink()
        raise


def atomic_write_text(path: Path, text: str, *, keep_backup: bool = False, mode: int | None = None) -> None:
    atomic_write_bytes(path, text.encode("utf-8"), keep_backup=keep_backup, mode=mode)


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
