"""How strong each AI level is at Gunzi, in words, from the measured figures (``ui.common.ai_levels``);
named by the rules spec, so the menus and panels never pick wording by game."""

from __future__ import annotations

from PySide6.QtCore import QObject

from gunapp.ui.common.ai_levels import LevelText, figure

GAME = "gunzi"
#: the figure each level is measured by: points a hand over the level below it
FIGURE = {"normal": "points_vs_easy", "hard": "points_vs_normal"}


class GunziLevelLines(QObject):
    def _points(self, level: str) -> float | None:
        key = FIGURE.get(level)
        points = figure(GAME, level, key) if key else None
        return points if points is not None and points > 0 else None

    def line(self, level: str) -> str:
        """How strong the level is, in one sentence (setup panel, menu tooltip)."""
        points = self._points(level)
        if level == "hard":
            if points is not None:
                return self.tr(
                    "Plans ahead and remembers who is void: scores {points} more points a hand than Normal "
                    "when attacking."
                ).format(points=round(points))
            return self.tr("Plans ahead and remembers who is void.")
        if level == "normal":
            if points is not None:
                return self.tr(
                    "Plays like a regular: scores {points} more points a hand than Easy when attacking."
                ).format(points=round(points))
            return self.tr("Plays like a regular.")
        return self.tr("For learning the game.")

    def figure(self, level: str) -> str:
        """The Settings menu's figure (empty without one)."""
        points = self._points(level)
        if points is None:
            return ""
        below = LevelText().name("easy" if level == "normal" else "normal")
        return self.tr("Gunzi: +{points} points a hand over {level}").format(
            points=round(points), level=below
        )
