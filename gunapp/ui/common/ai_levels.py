"""The AI levels a player chooses from, with how strong each one is in words, from the measured figures.

The figures come from ``resources/ai_strength.json`` (written by ``tools/ai_strength.py`` from the committed
benchmark results), so a new measurement updates these lines without touching the code. A figure that was
never measured leaves the line without a number, and so does a file that does not parse or validate (a
damaged install): it is logged once and the level texts go on without figures.
"""

from __future__ import annotations

import logging
import math
from functools import lru_cache
from typing import Any, Protocol

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QComboBox

from gunapp.fileio import read_capped
from gunapp.paths import resources_dir
from gunapp.safe_json import JsonError, loads

log = logging.getLogger(__name__)

#: every level, weakest first
AI_LEVELS: tuple[str, ...] = ("easy", "normal", "hard")


#: no measured figure is this large (win rates are fractions, points per hand tens): anything beyond is damage
MAX_FIGURE = 1e4


def _valid_figures(data: Any) -> bool:
    """``{"source": str, game: {level: {name: finite number}}}``, the shape ``tools/ai_strength.py`` writes."""
    if not isinstance(data, dict):
        return False
    for game, levels in data.items():
        if game == "source":
            continue
        if not isinstance(levels, dict):
            return False
        for figures in levels.values():
            if not isinstance(figures, dict):
                return False
            for value in figures.values():
                if isinstance(value, bool) or not isinstance(value, int | float):
                    return False
                if not math.isfinite(value) or abs(value) > MAX_FIGURE:
                    return False
    return True


@lru_cache(maxsize=1)
def strength_figures() -> dict[str, Any]:
    """The measured figures by game and level (empty when the file is missing, unreadable or invalid; the
    cache makes the warning a once-a-run line)."""
    path = resources_dir() / "ai_strength.json"
    try:
        data = loads(read_capped(path, 1 << 20))
    except FileNotFoundError:
        return {}
    except (OSError, JsonError) as exc:
        log.warning("AI level figures not shown: %s is unreadable (%s)", path, exc)
        return {}
    if not _valid_figures(data):
        log.warning("AI level figures not shown: %s does not hold figures by game and level", path)
        return {}
    result: dict[str, Any] = data
    return result


def figure(game: str, level: str, name: str) -> float | None:
    value = strength_figures().get(game, {}).get(level, {}).get(name)
    return float(value) if isinstance(value, int | float) and not isinstance(value, bool) else None


def pct(x: float) -> int:
    return round(100 * x)


class LevelLines(Protocol):
    """A game's words for its levels (``RulesSpec.levels``): ``game`` names the game, ``line`` says how a
    level plays against the others in a sentence, ``figure`` gives the Settings menu's short figure (empty
    without a measurement)."""

    def game(self) -> str: ...

    def line(self, level: str) -> str: ...

    def figure(self, level: str) -> str: ...


def level_lines() -> list[LevelLines]:
    """Each set of house rules' level words (one per rules family: Dou Dizhu 3 and 4 share theirs), in the
    games' order."""
    from gunapp.core import registry
    from gunapp.core.game_spec import load

    families = dict.fromkeys(registry.game(key).rules for key in registry.game_keys())
    return [load(rules.levels)() for rules in families]


class LevelText(QObject):
    """Level names and the Settings menu's level items (``tr`` context ``LevelText``)."""

    def name(self, level: str) -> str:
        return {"easy": self.tr("Easy"), "normal": self.tr("Normal"), "hard": self.tr("Hard")}.get(
            level, level
        )

    def menu_item(self, level: str) -> str:
        """Each game's figure against another level, game by game: ``Hard — Gunzi: 24 points a hand more than
        Normal · Dou Dizhu: wins 62 % of deals against Normal``."""
        parts = [p for p in (lines.figure(level) for lines in level_lines()) if p]
        if not parts:
            return self.name(level)
        return self.tr("{level} — {figures}").format(level=self.name(level), figures=" · ".join(parts))

    def tooltip(self, level: str) -> str:
        """Every game's sentence for the level, one a line, each named by its game."""
        return "\n".join(
            self.tr("{game}: {line}").format(game=lines.game(), line=lines.line(level))
            for lines in level_lines()
        )


def fill_level_combo(combo: QComboBox, default_level: str) -> None:
    """One item per level (text set by ``name_level_combo``), the default selected (normal if unknown)."""
    for level in AI_LEVELS:
        combo.addItem("", level)
    combo.setCurrentIndex(AI_LEVELS.index(default_level) if default_level in AI_LEVELS else 1)


def name_level_combo(combo: QComboBox, names: dict[str, str]) -> None:
    for i in range(combo.count()):
        combo.setItemText(i, names.get(combo.itemData(i), str(combo.itemData(i))))
