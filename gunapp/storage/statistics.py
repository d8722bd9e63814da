"""Per-game statistics (hands played and won, cycles / sessions won, best Dou Dizhu session score, and the
figures of Dou Dizhu's call-and-grab deals).

Stored as ``statistics.json`` beside the saves (``saves.default_data_dir()``), written atomically. The GUI
queues a snapshot (``write_later``) that one background thread writes, newest only; ``save`` waits for it and
``flush`` waits for every queued one (closing the app). Loading never raises: a file that is not a valid JSON object is moved aside (``statistics.json.corrupt-<time>``) and the
counts start from zero; the caller tells the user (``moved_to``). No Qt here.
"""

from __future__ import annotations

import json
import logging
import re
import threading
from collections.abc import Callable
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from gunapp import fileio, safe_json
from gunapp.core.match_codec import GrabDeal
from gunapp.storage.saves import GAMES, default_data_dir

log = logging.getLogger(__name__)
STATS_FILE = "statistics.json"


class GrabStats(BaseModel):
    """Dou Dizhu deals played under the call-and-grab options (section 11: any of ``bidding=grab``, doubling,
    ``showHand``; the 欢乐 preset), counted apart: their points grow with every grab, double and show, so
    they are not comparable with a 1-2-3 bid deal's. A file written before they were counted has none: every
    figure starts at zero.

    ``grabs``: 抢地主 the player made; ``doubled``: deals the player doubled (加倍 or 超级加倍), ``doubled_won``
    of them won and ``doubled_points`` their net points; ``shown``: deals the player's hand was shown (明牌开始
    or the landlord's 明牌), ``shown_won`` of them won; ``best_multiplier``: the largest multiplier the player
    played a deal for (the points of the deal over its base: a landlord's is the sum of the peasants');
    ``stake_points``: the points won or lost, all counted as positive (the average stake is it over
    ``deals``); ``best_score``: the highest session total reached under these rules."""

    model_config = ConfigDict(extra="ignore", validate_assignment=True)

    deals: int = Field(default=0, ge=0)
    deals_won: int = Field(default=0, ge=0)
    landlord_won: int = Field(default=0, ge=0)
    landlord_lost: int = Field(default=0, ge=0)
    grabs: int = Field(default=0, ge=0)
    doubled: int = Field(default=0, ge=0)
    doubled_won: int = Field(default=0, ge=0)
    doubled_points: int = 0
    shown: int = Field(default=0, ge=0)
    shown_won: int = Field(default=0, ge=0)
    best_multiplier: int = Field(default=0, ge=0)
    stake_points: int = Field(default=0, ge=0)
    best_score: int | None = None

    def record(self, deal: GrabDeal) -> None:
        won = deal.score > 0
        self.deals += 1
        self.deals_won += int(won)
        if deal.landlord:
            self.landlord_won += int(won)
            self.landlord_lost += int(not won)
        self.grabs += deal.grabs
        if deal.double > 1:
            self.doubled += 1
            self.doubled_won += int(won)
            self.doubled_points += deal.score
        if deal.shown:
            self.shown += 1
            self.shown_won += int(won)
        self.best_multiplier = max(self.best_multiplier, deal.multiplier)
        self.stake_points += abs(deal.score)
        if self.best_score is None or deal.total > self.best_score:
            self.best_score = deal.total

    @property
    def average_stake(self) -> float | None:
        return self.stake_points / self.deals if self.deals else None


class GameStats(BaseModel):
    """One game's counts. For Gunzi a hand is won when the human's team wins it (holds as dealers, C1/C2,
    or takes over, C3/C4; a special ending goes to the team that wins the cycle) and ``matches_won`` counts
    cycles won (R26); for Dou Dizhu a deal is won when the human's score for it is positive,
    ``matches_won`` counts sessions ended in the lead (D8.3), ``best_score`` is the highest session
    total the human reached under the section-8 rules, and ``grab`` counts the deals under the call-and-grab
    options apart (their sessions' totals too: ``GrabStats``); deals played, won and sessions won count
    every deal."""

    model_config = ConfigDict(extra="ignore", validate_assignment=True)

    hands_played: int = Field(default=0, ge=0)
    hands_won: int = Field(default=0, ge=0)
    matches_won: int = Field(default=0, ge=0)
    best_score: int | None = None
    grab: GrabStats = Field(default_factory=GrabStats)

    def record_hand(self, won: bool) -> None:
        self.hands_played += 1
        self.hands_won += int(won)

    def record_score(self, total: int) -> None:
        if self.best_score is None or total > self.best_score:
            self.best_score = total

    def record_grab_deal(self, deal: GrabDeal) -> None:
        self.grab.record(deal)


class Statistics(BaseModel):
    model_config = ConfigDict(extra="ignore")

    games: dict[str, GameStats] = Field(default_factory=dict)

    def game(self, key: str) -> GameStats:
        if key not in GAMES:
            raise ValueError(f"unknown game {key!r}")
        return self.games.setdefault(key, GameStats())


#: our own temp files left by an interrupted save (see ``fileio.atomic_write_bytes``)
TEMP_RE = re.compile(r"^\.statistics\.json\.[a-z0-9_]{8}\.tmp$")


class StatsStore:
    """Loads and saves :class:`Statistics` at ``path`` (default ``<data dir>/statistics.json``).

    After ``load``: ``moved_to`` (the file was damaged and set aside, counts from zero), ``reset_games``
    (single games whose entry was damaged and restarted at zero, the others kept), ``read_error`` (the file
    is there but could not be read: a folder, a symlink loop, no permission; it is never written over)."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = Path(path) if path is not None else default_data_dir() / STATS_FILE
        self.stats = Statistics()
        self.moved_to: Path | None = None
        self.reset_games: list[str] = []
        self.read_error: str | None = None
        self.kept_games: dict[str, object] = {}
        #: called once a run when a write fails (the error), on the writer thread: the player hears of it
        #: instead of this run's counts going silently at exit; they stay in memory and the next write that
        #: works has them all
        self.on_error: Callable[[str], None] | None = None
        self._told = False
        # snapshots are numbered in the order they are taken; the writer takes only the newest pending one,
        # so an older snapshot never lands over a newer one
        self._cond = threading.Condition()
        self._pending: tuple[int, str] | None = None
        self._taken = 0  # the number of the newest snapshot taken
        self._done = 0  # the newest snapshot whose write has ended (on disk or failed) ...
        self._done_ok = True  # ... and whether it reached the disk
        self._thread: threading.Thread | None = None

    def load(self) -> Statistics:
        self.flush()  # a write still queued must not land after the file is read
        self.moved_to, self.reset_games, self.read_error = None, [], None
        self.kept_games = {}
        fileio.clean_temp_files(self.path.parent, TEMP_RE, 60.0)
        try:
            raw = fileio.read_capped(self.path, fileio.SMALL_LIMIT)
        except FileNotFoundError:
            self.stats = Statistics()
            return self.stats
        except OSError as exc:
            log.warning("cannot read %s: %s; it is left as it is and not written over", self.path, exc)
            self.read_error = str(exc) or type(exc).__name__
            self.stats = Statistics()
            return self.stats
        stats = Statistics()
        try:
            data = safe_json.loads(raw)
            if not isinstance(data, dict):
                raise ValueError("statistics must be a JSON object")
            if data and "games" not in data:  # not our statistics (a damaged key): keep it whole, aside
                raise ValueError("no 'games' object")
            games = data.get("games", {})
            if not isinstance(games, dict):
                raise ValueError("games must be a JSON object")
        except ValueError as exc:  # JsonError included
            try:
                self.moved_to = fileio.move_aside(self.path)
            except OSError as move_exc:
                log.warning("cannot move aside %s: %s", self.path, move_exc)
            log.warning("corrupt statistics %s (%s); moved to %s", self.path, exc, self.moved_to)
            self.stats = stats
            return stats
        for key, value in games.items():
            if key not in GAMES:  # a game this version does not know (or a damaged name): written back as is
                self.kept_games[key] = value
                continue
            try:
                stats.games[key] = GameStats.model_validate(value)
            except ValidationError as exc:  # one damaged game restarts alone; the others keep their counts
                log.warning("statistics of %s reset: %s", key, exc.errors()[:1])
                self.reset_games.append(key)
        self.stats = stats
        return stats

    def write_later(self) -> bool:
        """Take a snapshot of the counts now and write it on the writer thread (the GUI thread never waits
        for the disk); False if nothing is written because the file could not be read at start-up."""
        return self._queue() is not None

    def save(self) -> bool:
        """Write the counts as they are now and wait for it; False (previous file kept) if the disk refuses,
        or if the file could not be read at start-up (what it holds must not be replaced by this run's
        counts)."""
        number = self._queue()
        if number is None:
            return False
        with self._cond:
            self._cond.wait_for(lambda: self._done >= number)
            return self._done_ok  # a newer snapshot written in its place holds every count of this one

    def flush(self, timeout: float | None = None) -> bool:
        """Wait until every snapshot taken is written (or failed); False if ``timeout`` seconds ran out."""
        with self._cond:
            return self._cond.wait_for(lambda: self._done >= self._taken, timeout)

    def reset(self) -> bool:
        self.stats = Statistics()
        return self.save()

    def reset_later(self) -> None:
        self.stats = Statistics()
        self.write_later()

    def _snapshot(self) -> str:
        data = self.stats.model_dump(mode="json")
        data["games"] = {**self.kept_games, **data["games"]}
        return json.dumps(data, indent=2) + "\n"

    def _queue(self) -> int | None:
        if self.read_error is not None:
            return None
        text = self._snapshot()  # on the caller's thread: the counts go on changing there
        with self._cond:
            self._taken += 1
            self._pending = (self._taken, text)
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="gunapp-statistics", daemon=True)
                self._thread.start()
            return self._taken

    def _run(self) -> None:
        while True:
            with self._cond:
                if self._pending is None:
                    self._thread = None  # the next snapshot starts a new writer
                    return
                (number, text), self._pending = self._pending, None
            ok = False
            try:
                ok = self._write(text)
            except Exception:  # a bug must not leave save() and flush() waiting for ever
                log.exception("writing the statistics failed")
            finally:
                with self._cond:
                    self._done, self._done_ok = number, ok
                    self._cond.notify_all()

    def _write(self, text: str) -> bool:
        try:
            fileio.atomic_write_text(self.path, text)
        except OSError as exc:
            log.warning("cannot save statistics to %s: %s", self.path, exc)
            if not self._told and self.on_error is not None:
                self._told = True
                self.on_error(str(exc) or type(exc).__name__)
            return False
        return True
