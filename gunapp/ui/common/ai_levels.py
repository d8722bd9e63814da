"""The AI levels a player chooses from, with how strong each one is in words, from the measured figures.

The figures come from ``resources/ai_strength.json`` (written by ``tools/ai_strength.py`` from the committed
benchmark results), so a new measurement updates these lines without touching the code. A figure that was
never measured leaves the line without a number.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any, Protocol

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QComboBox

from gunapp.paths import resources_dir
from gunapp.safe_json import JsonError, loads

#: every level, weakest first
AI_LEVELS: tuple[str, ...] = ("easy", "normal", "hard")


@lru_cache(maxsize=1)
def strength_figures() -> dict[str, Any]:
    """The measured figures by game and level (empty when the file is missing or unreadable)."""
    try:
        data = loads((resources_dir() / "ai_strength.json").read_bytes())
    except (OSError, JsonError):
        return {}
    return data if isinstance(data, dict) else {}


def figure(game: str, level: str, name: str) -> float | None:
    value = strength_figures().get(game, {}).get(level, {}).get(name)
    return float(value) if isinstance(value, int | float) and not isinstance(value, bool) else None


def pct(x: float) -> int:
    return round(100 * x)


class LevelLines(Protocol):
    """A game's words for its levels (``RulesSpec.levels``): ``line`` says how strong a level is in a
    sentence, ``figure`` gives the Settings menu's short figure (empty without a measurement)."""

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
        """``Hard — Gunzi: +25 points a hand over Normal · Dou Dizhu: wins 88 % against a rule-based bot``."""
        parts = [p for p in (lines.figure(level) for lines in level_lines()) if p]
        if not parts:
            return self.name(level)
        return self.tr("{level} — {figures}").format(level=self.name(level), figures=" · ".join(parts))

    def tooltip(self, level: str) -> str:
        """Every game's sentence for the level, one a line."""
        return "\n".join(lines.line(level) for lines in level_lines())


def fill_level_combo(combo: QComboBox, default_level: str) -> None:
    """One item per level (text set by ``name_level_combo``), the default selected (normal if unknown)."""
    for level in AI_LEVELS:
        combo.addItem("", level)
    combo.setCurrentIndex(AI_LEVELS.index(default_level) if default_level in AI_LEVELS else 1)


def name_level_combo(combo: QComboBox, names: dict[str, str]) -> None:
    for i in range(combo.count()):
        combo.setItemText(i, names.get(combo.itemData(i), str(combo.itemData(i))))
