"""How strong each AI level is at Dou Dizhu, in words, from the measured figures (``ui.common.ai_levels``);
named by the rules spec, so the menus and panels never pick wording by game.

Each level is described against the other levels, as a player compares them: Hard against Normal (measured
head to head, the same deals played both ways), Easy and Normal by how often each wins against the same
opponents (the benchmark's yardstick, which a player never needs to hear about)."""

from __future__ import annotations

from PySide6.QtCore import QObject

from gunapp.ui.common.ai_levels import figure, pct

GAME = "doudizhu"


class DdzLevelLines(QObject):
    def game(self) -> str:
        return self.tr("Dou Dizhu")

    def _wins(self, level: str) -> int | None:
        """The share of deals ``level`` wins against the common opponents, in %."""
        wp = figure(GAME, level, "wp_vs_rule")
        return pct(wp) if wp is not None else None

    def _hard(self) -> tuple[int | None, int | None]:
        """Hard's share of deals won against Normal, three and four players, in %."""
        three, four = figure(GAME, "hard", "wp_vs_normal_ddz3"), figure(GAME, "hard", "wp_vs_normal_ddz4")
        return (pct(three) if three is not None else None, pct(four) if four is not None else None)

    def line(self, level: str) -> str:
        """How the level plays against the others, in one sentence (setup panel, menu tooltip)."""
        easy, normal = self._wins("easy"), self._wins("normal")
        three, four = self._hard()
        if level == "hard":
            if three is not None and four is not None:
                return self.tr(
                    "Plans ahead and counts every card: wins {three} % of its deals against Normal "
                    "({four} % with four players)."
                ).format(three=three, four=four)
            if three is not None:
                return self.tr(
                    "Plans ahead and counts every card: wins {three} % of its deals against Normal."
                ).format(three=three)
            return self.tr("Plans ahead and counts every card.")
        if easy is None or normal is None:
            return (
                self.tr("Plays like a regular.") if level == "normal" else self.tr("For learning the game.")
            )
        if level == "normal":
            if three is not None:
                return self.tr(
                    "Plays like a regular: wins {normal} % of its deals where Easy wins {easy} %; "
                    "Hard wins {three} % against it."
                ).format(normal=normal, easy=easy, three=three)
            return self.tr(
                "Plays like a regular: wins {normal} % of its deals where Easy wins {easy} %."
            ).format(normal=normal, easy=easy)
        return self.tr(
            "For learning the game: wins {easy} % of its deals where Normal wins {normal} %."
        ).format(easy=easy, normal=normal)

    def figure(self, level: str) -> str:
        """The Settings menu's figure, against another level (empty without one)."""
        easy, normal = self._wins("easy"), self._wins("normal")
        three, _four = self._hard()
        if level == "hard":
            if three is None:
                return ""
            return self.tr("Dou Dizhu: wins {three} % of deals against Normal").format(three=three)
        if easy is None or normal is None:
            return ""
        if level == "normal":
            return self.tr("Dou Dizhu: wins {normal} % of deals where Easy wins {easy} %").format(
                normal=normal, easy=easy
            )
        return self.tr("Dou Dizhu: wins {easy} % of deals where Normal wins {normal} %").format(
            easy=easy, normal=normal
        )
