"""How strong each AI level is at Dou Dizhu, in words, from the measured figures (``ui.common.ai_levels``);
named by the rules spec, so the menus and panels never pick wording by game."""

from __future__ import annotations

from PySide6.QtCore import QObject

from gunapp.ui.common.ai_levels import figure, pct

GAME = "doudizhu"


class DdzLevelLines(QObject):
    def line(self, level: str) -> str:
        """How strong the level is, in one sentence (setup panel, menu tooltip)."""
        rule = figure(GAME, level, "wp_vs_rule")
        if level == "hard":
            wp3 = figure(GAME, level, "wp_vs_normal_ddz3")
            if rule is not None and wp3 is not None:
                return self.tr(
                    "Plans ahead and counts every card: wins {rule} % of deals against a standard rule-based "
                    "bot and {normal} % against Normal."
                ).format(rule=pct(rule), normal=pct(wp3))
            if rule is not None:
                return self.tr(
                    "Plans ahead and counts every card: wins {rule} % of deals against a standard rule-based bot."
                ).format(rule=pct(rule))
            return self.tr("Plans ahead and counts every card.")
        if level == "normal":
            if rule is not None:
                return self.tr(
                    "Plays like a regular: wins {rule} % of deals against a standard rule-based bot."
                ).format(rule=pct(rule))
            return self.tr("Plays like a regular.")
        if rule is not None:
            return self.tr(
                "For learning the game: wins {rule} % of deals against a standard rule-based bot."
            ).format(rule=pct(rule))
        return self.tr("For learning the game.")

    def figure(self, level: str) -> str:
        """The Settings menu's figure (empty without one)."""
        rule = figure(GAME, level, "wp_vs_rule")
        if rule is None:
            return ""
        return self.tr("Dou Dizhu: wins {rule} % against a rule-based bot").format(rule=pct(rule))
