"""Autosaved matches: one ``gunapp-record/1`` file per game (``saves/<game>.json``) under the user data folder.

The record is the whole save: replaying it rebuilds the match (the engines' ``record_io.resume_point``). A
write is atomic and keeps the previous file as ``<game>.json.bak``, so a crash at any moment leaves a good
file behind. Writes run on one background thread, coalesced per game (only the newest text of a game is
written), so the GUI never waits for the disk. A file that cannot be read is moved aside
(``<game>.json.corrupt-<time>``); if its ``.bak`` is readable that copy is used instead, and the caller is
told either way (``SaveProblem``). No Qt here.
"""

from __future__ import annotations

import contextlib
import logging
import os
import re
import stat
import threading
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from gunapp import fileio, safe_json
from gunapp.core import registry
from gunapp.core.match_codec import SaveSummary
from gunapp.core.record import WRONG_GAME, GameRecord, RecordError, parse_record
from gunapp.storage.save_paths import DATA_DIR_ENV, GAMES, default_data_dir

__all__ = ["DATA_DIR_ENV", "GAMES", "default_data_dir"]  # their home is save_paths; many callers import here

log = logging.getLogger(__name__)


#: what reading a save may raise: the file system, a damaged file, and (defence in depth, should the record
#: reader let one through) the errors Python's parsers raise on hostile input. Each is reported, never silent.
READ_ERRORS: tuple[type[BaseException], ...] = (
    OSError,
    RecordError,
    ValueError,
    TypeError,
    KeyError,
    IndexError,
    RecursionError,
    OverflowError,
)
#: our own temp files (``fileio.atomic_write_bytes``: ``.<name>.<8 random>.tmp``) left by an interrupted save
TEMP_RE = re.compile(rf"^\.({'|'.join(map(re.escape, GAMES))})\.json(\.bak)?\.[a-z0-9_]{{8}}\.tmp$")
#: a temp file younger than this may belong to a save running now (another instance of the app)
TEMP_MIN_AGE_S = 60.0


def describe_error(exc: BaseException) -> str:
    """One line for the log and the notice's details (``str`` of some errors is empty)."""
    text = str(exc) or type(exc).__name__
    return text if isinstance(exc, (OSError, RecordError)) else f"{type(exc).__name__}: {text}"


@dataclass(frozen=True)
class SaveProblem:
    """A save that could not be read: where it was moved, why, and whether an older copy replaced it."""

    game: str
    moved_to: Path | None
    error: str
    recovered: bool = False


def human_seat(record: GameRecord) -> int:
    return next((i for i, s in enumerate(record.seats) if s.kind == "human"), 0)


def summarize(record: GameRecord) -> SaveSummary:
    """What the start page shows about ``record`` (its game's codec words the figures); raises RecordError
    (naming the field) for a field of the wrong type or out of range, or a game this version does not play,
    so start-up sets the save aside instead of stopping."""
    codec = _codec(record.game)
    seat = human_seat(record)
    played: list[tuple[int, dict[str, object]]] = []
    for i, h in enumerate(record.hands):
        if not isinstance(h.result, dict):
            raise RecordError(f"hands[{i}].result: expected an object")
        if not h.result.get("redeal"):
            played.append((i, h.result))
    summary: SaveSummary = codec.summary(record, seat, max(1, len(played)), played)
    return summary


def load_summary(store: SaveStore, game: str) -> tuple[SaveSummary | None, list[SaveProblem]]:
    """What the start page offers for ``game``: the summary of its readable save (None without one) and the
    problems met (a save set aside, a backup restored). No Qt: the start page runs it off the GUI thread, a
    long evening's save taking a while to read and summarise."""
    record, problem = store.load(game)
    problems = [problem] if problem is not None else []
    if record is None:
        return None, problems
    try:
        return summarize(record), problems
    except READ_ERRORS as exc:  # a damaged field: set aside like any unreadable save
        problems.append(store.set_aside(game, describe_error(exc)))
        return None, problems


def _codec(game: str) -> Any:
    try:
        return registry.game(game).load_codec()
    except registry.UnknownGame:
        raise RecordError(
            f"game: {game!r} is not a game this version plays",
            WRONG_GAME,
            params={"game": game},
            field="game",
        ) from None


class SaveStore:
    """The saves folder (default ``<user data dir>/saves``). ``write`` queues; ``flush`` waits for the disk."""

    def __init__(self, folder: Path | None = None) -> None:
        self.folder = Path(folder) if folder is not None else default_data_dir() / "saves"
        self._cond = threading.Condition()
        self._pending: dict[str, str | Callable[[], str] | None] = {}  # game -> newest text; None = delete
        self._busy = False
        # the write the thread is doing now (game, is a write not a delete): between leaving the queue and
        # reaching the disk a save is in neither place, and exists() must still see it
        self._current: tuple[str, bool] | None = None
        self._thread: threading.Thread | None = None
        self.last_error: str | None = None
        #: called on the writer thread when a write fails after the last one succeeded (game, error): the
        #: UI tells the player once instead of every autosave failing silently
        self.on_write_error: Callable[[str, str], None] | None = None
        #: called on the writer thread after each write of a game ends, on disk or failed (game): the match
        #: waits for its last action's save (``MatchKeeper``)
        self.on_written: Callable[[str], None] | None = None

    def folder_problem(self) -> tuple[str, str] | None:
        """Why the saves folder cannot hold saves, or None: ``("not_a_folder" | "no_access" | "error",
        detail)``. A folder that does not exist yet is fine: the first save creates it."""
        try:
            st = self.folder.stat()
        except FileNotFoundError:
            return None
        except OSError as exc:
            return "error", describe_error(exc)
        if not stat.S_ISDIR(st.st_mode):
            return "not_a_folder", f"{self.folder} is not a folder"
        if not os.access(self.folder, os.R_OK | os.W_OK | os.X_OK):
            return "no_access", f"{self.folder}: no permission to read and write there"
        return None

    def clean_temp_files(self) -> list[Path]:
        """Remove temp files left by saves that were interrupted (a crash, a kill) at least a minute ago;
        only our own names are touched. Returns what was removed."""
        return fileio.clean_temp_files(self.folder, TEMP_RE, TEMP_MIN_AGE_S)

    def path(self, game: str) -> Path:
        if game not in GAMES:
            raise ValueError(f"unknown game {game!r}")
        return self.folder / f"{game}.json"

    def backup_path(self, game: str) -> Path:
        p = self.path(game)
        return p.with_name(p.name + ".bak")

    # -- writing ----------------------------------------------------------------------------------------
    def write(self, game: str, text: str | Callable[[], str]) -> None:
        """Queue ``text`` (a record's JSON) as the save of ``game``; a later write of the same game wins.

        ``text`` may be a function that makes the JSON: it runs on the writer thread (a long Gunzi match is
        ~0.5 MB of JSON, tens of milliseconds to serialise), so it must only read a snapshot."""
        self.path(game)
        self._queue(game, text)

    def write_record(self, record: GameRecord) -> None:
        self.write(record.game, record.to_json(compact=True) + "\n")

    def discard(self, game: str) -> None:
        """Forget the saved match of ``game`` (finished or abandoned): the file and its backup go."""
        self.path(game)
        self._queue(game, None)

    def flush(self, timeout: float = 10.0) -> bool:
        """Wait until every queued write is on disk; False if that took longer than ``timeout`` seconds."""
        with self._cond:
            return self._cond.wait_for(lambda: not self._pending and not self._busy, timeout)

    def write_now(self, game: str, text: str) -> None:
        """Write at once on this thread (raises OSError); the background queue uses the same code."""
        fileio.atomic_write_text(self.path(game), text, keep_backup=True)

    def _queue(self, game: str, text: str | Callable[[], str] | None) -> None:
        with self._cond:
            self._pending[game] = text
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._run, name="gunapp-saves", daemon=True)
                self._thread.start()
            self._cond.notify_all()

    def _run(self) -> None:
        while True:
            with self._cond:
                if not self._pending:
                    self._busy = False
                    self._cond.notify_all()
                    if not self._cond.wait(timeout=5.0) and not self._pending:
                        self._thread = None
                        return
                    continue
                game, text = next(iter(self._pending.items()))
                del self._pending[game]
                self._busy = True
                self._current = (game, text is not None)
            try:
                if text is None:
                    self._delete(game)
                else:
                    self.write_now(game, text if isinstance(text, str) else text())
                self.last_error = None
            except (
                OSError,
                ValueError,
            ) as exc:  # a full disk, a bad snapshot: keep playing and the last save
                first = self.last_error is None
                self.last_error = describe_error(exc)
                log.warning("cannot write the %s save: %s", game, exc)
                listener = self.on_write_error
                if first and listener is not None:
                    listener(game, self.last_error)
            finally:
                with self._cond:
                    self._current = None
                written = self.on_written
                if written is not None:
                    with contextlib.suppress(RuntimeError):  # its receiver went away (the app closing)
                        written(game)

    def _delete(self, game: str) -> None:
        for p in (self.path(game), self.backup_path(game)):
            with contextlib.suppress(FileNotFoundError):
                p.unlink()

    # -- reading ----------------------------------------------------------------------------------------
    def exists(self, game: str) -> bool:
        with self._cond:
            if game in self._pending:
                return self._pending[game] is not None
            if self._current is not None and self._current[0] == game:
                return self._current[1]
        return self.path(game).exists()

    def busy_with(self, game: str) -> bool:
        """A write (or removal) of ``game`` is queued or running."""
        with self._cond:
            return game in self._pending or (self._current is not None and self._current[0] == game)

    def load(self, game: str) -> tuple[GameRecord | None, SaveProblem | None]:
        """The saved record of ``game`` (None if there is none). Never raises: an unreadable file is moved
        aside and reported; its ``.bak``, when readable, takes its place (``recovered``)."""
        self.flush()
        path = self.path(game)
        try:
            return self._read(game, path), None
        except FileNotFoundError:
            return None, None
        except READ_ERRORS as exc:
            return self._recover(game, describe_error(exc))

    def set_aside(self, game: str, error: str) -> SaveProblem:
        """A save that parsed but could not be replayed: move it (and its backup) aside."""
        self.flush()
        moved = self._move(self.path(game))
        self._move(self.backup_path(game))
        log.warning("the %s save cannot be resumed (%s); moved to %s", game, error, moved)
        return SaveProblem(game, moved, error, False)

    def _read(self, game: str, path: Path) -> GameRecord:
        raw = fileio.read_capped(path, fileio.RECORD_LIMIT)  # a pipe, a folder, a huge file: refused
        try:
            safe_json.loads(raw)  # depth, huge numbers, bad UTF-8: refused before the record reader sees them
        except safe_json.JsonError as exc:
            raise RecordError(f"not a readable JSON file: {exc}") from exc
        record = parse_record(raw)
        if record.game != game:
            raise RecordError(f"game: the {game} save holds a {record.game!r} record")
        if not record.hands:
            raise RecordError("hands: the save holds no hand")
        return record

    def _recover(self, game: str, error: str) -> tuple[GameRecord | None, SaveProblem]:
        moved = self._move(self.path(game))
        log.warning("corrupt %s save (%s); moved to %s", game, error, moved)
        bak = self.backup_path(game)
        try:
            record = self._read(game, bak)
        except READ_ERRORS:
            self._move(bak)
            return None, SaveProblem(game, moved, error, False)
        with contextlib.suppress(OSError):
            fileio.atomic_write_bytes(self.path(game), bak.read_bytes())
        return record, SaveProblem(game, moved, error, True)

    @staticmethod
    def _move(path: Path) -> Path | None:
        if not os.path.lexists(path):  # a symlink loop "does not exist" for Path.exists, yet is there
            return None
        try:
            return fileio.move_aside(path)
        except OSError as exc:
            log.warning("cannot move aside %s: %s", path, exc)
            return None
