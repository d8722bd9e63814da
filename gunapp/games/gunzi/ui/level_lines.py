"""How strong each AI level is at Gunzi, in words, from the measured figures (``ui.common.ai_levels``);
named by the rules spec, so the menus and panels never pick wording by game.

Each level is described against the level next to it, as measured head to head on the same deals: the points
its side scores a hand when attacking, more or fewer than the other level's."""

from __future__ import annotations

from PySide6.QtCore import QObject

from gunapp.ui.common.ai_levels import figure

GAME = "gunzi"


class GunziLevelLines(QObject):
    def game(self) -> str:
        return self.tr("Gunzi")

    def _points(self, level: str, key: str) -> int | None:
        points = figure(GAME, level, key)
        return round(points) if points is not None and points > 0 else None

    def _gaps(self) -> tuple[int | None, int | None]:
        """Points a hand Normal scores over Easy, and Hard over Normal, when attacking."""
        return self._points("normal", "points_vs_easy"), self._points("hard", "points_vs_normal")

    def line(self, level: str) -> str:
        """How the level plays against the others, in one sentence (setup panel, menu tooltip)."""
        over_easy, over_normal = self._gaps()
        if level == "hard":
            if over_normal is not None:
                return self.tr(
                    "Plans ahead and remembers who is void: scores {points} points a hand more than Normal "
                    "when attacking."
                ).format(points=over_normal)
            return self.tr("Plans ahead and remembers who is void.")
        if level == "normal":
            if over_easy is not None and over_normal is not None:
                return self.tr(
                    "Plays like a regular: scores {more} points a hand more than Easy when attacking, "
                    "{fewer} fewer than Hard."
                ).format(more=over_easy, fewer=over_normal)
            if over_easy is not None:
                return self.tr(
                    "Plays like a regular: scores {points} points a hand more than Easy when attacking."
                ).format(points=over_easy)
            return self.tr("Plays like a regular.")
        if over_easy is not None:
            return self.tr(
                "For learning the game: scores {points} points a hand fewer than Normal when attacking."
            ).format(points=over_easy)
        return self.tr("For learning the game.")

    def figure(self, level: str) -> str:
        """The Settings menu's figure, against another level (empty without one)."""
        over_easy, over_normal = self._gaps()
        if level == "hard" and over_normal is not None:
            return self.tr("Gunzi: {points} points a hand more than Normal").format(points=over_normal)
        if level == "normal" and over_easy is not None:
            return self.tr("Gunzi: {points} points a hand more than Easy").format(points=over_easy)
        if level == "easy" and over_easy is not None:
            return self.tr("Gunzi: {points} points a hand fewer than Normal").format(points=over_easy)
        return ""
