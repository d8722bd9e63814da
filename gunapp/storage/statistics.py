"""Per-game statistics (hands played and won, cycles / sessions won, best Dou Dizhu session score).

Stored as ``statistics.json`` beside the saves (``saves.default_data_dir()``), written atomically. Loading never
raises: a file that is not a valid JSON object is moved aside (``statistics.json.corrupt-<time>``) and the
counts start from zero; the caller tells the user (``moved_to``). No Qt here.
"""

from __future__ import annotations

import json
import logging
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from gunapp import fileio
from gunapp.storage.saves import GAMES, default_data_dir

log = logging.getLogger(__name__)
STATS_FILE = "statistics.json"


class GameStats(BaseModel):
    """One game's counts. For Gunzi a hand is won when the human's team wins it (holds as dealers, C1/C2,
    or takes over, C3/C4; a special ending goes to the team that wins the cycle) and ``matches_won`` counts
    cycles won (R26); for Dou Dizhu a deal is won when the human's score for it is positive,
    ``matches_won`` counts sessions ended in the lead (D8.3), and ``best_score`` is the highest session
    total the human reached."""

    model_config = ConfigDict(extra="ignore", validate_assignment=True)

    hands_played: int = Field(default=0, ge=0)
    hands_won: int = Field(default=0, ge=0)
    matches_won: int = Field(default=0, ge=0)
    best_score: int | None = None

    def record_hand(self, won: bool) -> None:
        self.hands_played += 1
        self.hands_won += int(won)

    def record_score(self, total: int) -> None:
        if self.best_score is None or total > self.best_score:
            self.best_score = total


class Statistics(BaseModel):
    model_config = ConfigDict(extra="ignore")

    games: dict[str, GameStats] = Field(default_factory=dict)

    def game(self, key: str) -> GameStats:
        if key not in GAMES:
            raise ValueError(f"unknown game {key!r}")
        return self.games.setdefault(key, GameStats())


class StatsStore:
    """Loads and saves :class:`Statistics` at ``path`` (default ``<data dir>/statistics.json``)."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = Path(path) if path is not None else default_data_dir() / STATS_FILE
        self.stats = Statistics()
        self.moved_to: Path | None = None

    def load(self) -> Statistics:
        self.moved_to = None
        try:
            raw = self.path.read_bytes()
        except FileNotFoundError:
            self.stats = Statistics()
            return self.stats
        except OSError as exc:
            log.warning("cannot read %s: %s", self.path, exc)
            self.stats = Statistics()
            return self.stats
        try:
            data = json.loads(raw.decode("utf-8"))
            if not isinstance(data, dict):
                raise ValueError("statistics must be a JSON object")
            games = data.get("games", {})
            if not isinstance(games, dict):
                raise ValueError("games must be a JSON object")
            stats = Statistics()
            for key, value in games.items():
                if key in GAMES:
                    stats.games[key] = GameStats.model_validate(value)
        except (UnicodeDecodeError, ValueError, ValidationError) as exc:
            try:
                self.moved_to = fileio.move_aside(self.path)
            except OSError as move_exc:
                log.warning("cannot move aside %s: %s", self.path, move_exc)
            log.warning("corrupt statistics %s (%s); moved to %s", self.path, exc, self.moved_to)
            stats = Statistics()
        self.stats = stats
        return stats

    def save(self) -> bool:
        """Write atomically; False (previous file kept) if the disk refuses."""
        text = json.dumps(self.stats.model_dump(mode="json"), indent=2) + "\n"
        try:
            fileio.atomic_write_text(self.path, text)
        except OSError as exc:
            log.warning("cannot save statistics to %s: %s", self.path, exc)
            return False
        return True

    def reset(self) -> bool:
        self.stats = Statistics()
        return self.save()
