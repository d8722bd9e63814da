"""The AI levels a player chooses from, with how strong each one is in words, from the measured figures.

The figures come from ``resources/ai_strength.json`` (written by ``tools/ai_strength.py`` from the committed
benchmark results), so a new measurement updates these lines without touching the code. A figure that was
never measured leaves the line without a number.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

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


def _pct(x: float) -> int:
    return round(100 * x)


class LevelText(QObject):
    """Level names and strength lines (``tr`` context ``LevelText``)."""

    def name(self, level: str) -> str:
        return {"easy": self.tr("Easy"), "normal": self.tr("Normal"), "hard": self.tr("Hard")}.get(
            level, level
        )

    def doudizhu(self, level: str) -> str:
        """How strong the level is at Dou Dizhu, in one sentence."""
        rule = figure("doudizhu", level, "wp_vs_rule")
        if level == "hard":
            wp3 = figure("doudizhu", level, "wp_vs_normal_ddz3")
            if rule is not None and wp3 is not None:
                return self.tr(
                    "Plans ahead and counts every card: wins {rule} % of deals against a standard rule-based "
                    "bot and {normal} % against Normal."
                ).format(rule=_pct(rule), normal=_pct(wp3))
            if rule is not None:
                return self.tr(
                    "Plans ahead and counts every card: wins {rule} % of deals against a standard rule-based bot."
                ).format(rule=_pct(rule))
            return self.tr("Plans ahead and counts every card.")
        if level == "normal":
            if rule is not None:
                return self.tr(
                    "Plays like a regular: wins {rule} % of deals against a standard rule-based bot."
                ).format(rule=_pct(rule))
            return self.tr("Plays like a regular.")
        if rule is not None:
            return self.tr(
                "For learning the game: wins {rule} % of deals against a standard rule-based bot."
            ).format(rule=_pct(rule))
        return self.tr("For learning the game.")

    def gunzi(self, level: str) -> str:
        """How strong the level is at Gunzi, in one sentence."""
        if level == "hard":
            points = figure("gunzi", level, "points_vs_normal")
            if points is not None and points > 0:
                return self.tr(
                    "Plans ahead and remembers who is void: scores {points} more points a hand than Normal "
                    "when attacking."
                ).format(points=round(points))
            return self.tr("Plans ahead and remembers who is void.")
        if level == "normal":
            points = figure("gunzi", level, "points_vs_easy")
            if points is not None and points > 0:
                return self.tr(
                    "Plays like a regular: scores {points} more points a hand than Easy when attacking."
                ).format(points=round(points))
            return self.tr("Plays like a regular.")
        return self.tr("For learning the game.")

    def short(self, game: str, level: str) -> str:
        """The Settings menu's figure for one game (empty without a figure)."""
        if game == "doudizhu":
            rule = figure(game, level, "wp_vs_rule")
            if rule is None:
                return ""
            return self.tr("Dou Dizhu: wins {rule} % against a rule-based bot").format(rule=_pct(rule))
        key = {"normal": "points_vs_easy", "hard": "points_vs_normal"}.get(level)
        points = figure(game, level, key) if key else None
        if points is None or points <= 0:
            return ""
        than = self.tr("Easy") if level == "normal" else self.tr("Normal")
        return self.tr("Gunzi: +{points} points a hand over {level}").format(points=round(points), level=than)

    def menu_item(self, level: str) -> str:
        """``Hard — Dou Dizhu: wins 88 % against a rule-based bot · Gunzi: +25 points a hand over Normal``."""
        parts = [p for p in (self.short("doudizhu", level), self.short("gunzi", level)) if p]
        if not parts:
            return self.name(level)
        return self.tr("{level} — {figures}").format(level=self.name(level), figures=" · ".join(parts))


def fill_level_combo(combo: QComboBox, default_level: str) -> None:
    """One item per level (text set by ``name_level_combo``), the default selected (normal if unknown)."""
    for level in AI_LEVELS:
        combo.addItem("", level)
    combo.setCurrentIndex(AI_LEVELS.index(default_level) if default_level in AI_LEVELS else 1)


def name_level_combo(combo: QComboBox, names: dict[str, str]) -> None:
    for i in range(combo.count()):
        combo.setItemText(i, names.get(combo.itemData(i), str(combo.itemData(i))))
