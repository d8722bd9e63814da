"""Gunzi overlay panels: the new-match setup, the last-trick review, the settlement screen."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QGridLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from gunapp.games.gunzi.engine.rules import GunziOptions
from gunapp.games.gunzi.engine.settle import Settlement
from gunapp.games.gunzi.ui.house_options import gunzi_options
from gunapp.games.gunzi.ui.level_lines import GunziLevelLines
from gunapp.games.gunzi.ui.texts import T
from gunapp.models.item_models import TrickRecord
from gunapp.ui.common.ai_levels import AI_LEVELS, LevelText, fill_level_combo, name_level_combo
from gunapp.ui.common.card_strip import CardStrip
from gunapp.ui.common.settlement_frame import SettlementFrame
from gunapp.ui.common.setup_rules import HouseRulesSetup
from gunapp.ui.common.style import PANEL_QSS
from gunapp.ui.rules import RulesText
from gunapp.ui.rules.house import differences

CYCLE_END = ("E1", "E2", "E3", "E4", "cycle_won")


class SetupPanel(HouseRulesSetup, QFrame):
    """AI level per seat (easy or normal) and the follow mode; ``start`` carries (levels, follow_mode)."""

    rules_game = "gunzi"
    start = Signal(object, str)

    def __init__(self, default_level: str = "normal", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("overlayPanel")
        self.setStyleSheet(PANEL_QSS)
        box = QVBoxLayout(self)
        box.setContentsMargins(22, 16, 22, 16)
        self.title = QLabel(self)
        self.title.setProperty("role", "title")
        box.addWidget(self.title)
        grid = QGridLayout()
        self.names: list[QLabel] = []
        self.levels: list[QComboBox] = []
        for row, seat in enumerate((1, 2, 3)):
            name = QLabel(self)
            combo = QComboBox(self)
            fill_level_combo(combo, default_level)
            combo.setObjectName(f"level{seat}")
            grid.addWidget(name, row, 0)
            grid.addWidget(combo, row, 1)
            self.names.append(name)
            self.levels.append(combo)
        self.follow_label = QLabel(self)
        self.follow = QComboBox(self)
        self.follow.addItem("", "LIVE")
        self.follow.addItem("", "DEAD")
        grid.addWidget(self.follow_label, 3, 0)
        grid.addWidget(self.follow, 3, 1)
        box.addLayout(grid)
        # how strong each level is, from the measured figures (resources/ai_strength.json)
        self.strength = QLabel(self)
        self.strength.setProperty("role", "muted")
        self.strength.setWordWrap(True)
        self.strength.setMaximumWidth(420)
        box.addWidget(self.strength)
        # the other house rules: what is in force, and the dialog to change them (saved in the settings)
        self.go = self._add_rules_row(box)
        self.go.clicked.connect(self._start)
        self.retranslate()

    def _start(self) -> None:
        levels = {seat: c.currentData() for seat, c in zip((1, 2, 3), self.levels, strict=True)}
        follow = self.follow.currentData()
        host = self._host()
        rules = dict(host.settings.house_rules or {})
        if host.can_change_rules and gunzi_options(host.settings).followMode != follow:
            # the follow mode chosen here is the house rule from now on (the dialog shows it too)
            rules["gunzi"] = differences("gunzi", {**rules.get("gunzi", {}), "followMode": follow})
            host.apply_settings(house_rules=rules)
        self.start.emit(levels, follow)

    def _rules_options(self, settings: Any) -> GunziOptions:
        options = gunzi_options(settings)
        # the follow-mode row shows the remembered rule too (it is chosen here as well as in the dialog)
        self.follow.setCurrentIndex(max(0, self.follow.findData(options.followMode.value)))
        return options

    def _rules_summary(self, text: RulesText, options: Any) -> str:
        return text.summary(options, skip=("followMode",))  # the follow mode has its own row here

    def retranslate(self) -> None:
        self.title.setText(self.tr("New Gunzi match"))
        for seat, name, combo in zip((1, 2, 3), self.names, self.levels, strict=True):
            name.setText(self.tr("{seat}: AI level").format(seat=T().seat(seat)))
            name_level_combo(combo, {lv: LevelText().name(lv) for lv in AI_LEVELS})
        levels, lines = LevelText(), GunziLevelLines()
        self.strength.setText(
            "\n".join(
                self.tr("{level}: {strength}").format(level=levels.name(lv), strength=lines.line(lv))
                for lv in AI_LEVELS
            )
        )
        self.follow_label.setText(self.tr("Following"))
        self.follow.setItemText(0, self.tr("Live (活棒): any cards of the led suit"))
        self.follow.setItemText(1, self.tr("Dead (死棒): pairs and triples must be matched"))
        self.go.setText(self.tr("Deal"))
        self.rules_button.setText(self.tr("House rules…"))
        self.refresh_rules()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


class PeekFrame(QFrame):
    """A peek over the table (the last trick, the bottom): the overlay panel's look, a title on top."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("overlayPanel")
        self.setStyleSheet(PANEL_QSS)
        self.box = QVBoxLayout(self)
        self.box.setContentsMargins(16, 10, 16, 12)
        self.title = QLabel(self)
        self.title.setProperty("role", "title")
        self.box.addWidget(self.title)


class LastTrickPanel(PeekFrame):
    """The previous trick: each seat's play, the winner framed in gold, and its points."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.grid = QGridLayout()
        self.box.addLayout(self.grid)
        self.strips: dict[int, CardStrip] = {}
        self._trick: TrickRecord | None = None

    def show_trick(self, trick: TrickRecord | None, viewer: int = 0) -> None:
        self._trick = trick
        while self.grid.count():
            item = self.grid.takeAt(0)
            w = item.widget() if item is not None else None
            if w is not None:
                w.deleteLater()
        self.strips = {}
        if trick is None:
            self.title.setText(self.tr("No trick has been played yet."))
        else:
            text = (
                self.tr("Trick {n}: {seat} won {points} points")
                if trick.points
                else self.tr("Trick {n}: won by {seat}, no points in it")
            )
            self.title.setText(
                text.format(n=trick.number + 1, seat=T().seat(trick.winner, viewer), points=trick.points)
            )
            for row, (seat, cards) in enumerate(trick.plays):
                name = QLabel(T().seat(seat, viewer), self)
                strip = CardStrip(cards, 36, self)
                strip.set_highlight(seat == trick.winner)
                self.grid.addWidget(name, row, 0, Qt.AlignmentFlag.AlignRight)
                self.grid.addWidget(strip, row, 1)
                self.strips[seat] = strip
        self.adjustSize()


class GunziSettlement(SettlementFrame):
    """The hand's result: trick points, the bottom and the dig multiplier, the outcome in words, levels
    gained with joker rewards, the next dealer, blood owed; Continue, or a new cycle after a cycle's end."""

    def show_result(
        self,
        s: Settlement,
        bottom: tuple,  # type: ignore[type-arg]
        dealer: int,
        viewer: int = 0,
        match: tuple[int, int] | None = None,
    ) -> None:
        """``match``: the cycles each team won, when this hand ended the match (house rule cyclesPerMatch)."""
        t = T()
        attackers_team = 1 - dealer % 2
        winners = attackers_team if s.outcome in ("C3", "C4", "E2", "E4") else dealer % 2
        cycle = s.outcome in CYCLE_END
        if cycle:
            head = (
                self.tr("Your side wins the cycle!")
                if winners == viewer % 2
                else self.tr("The opponents win the cycle.")
            )
        else:
            head = (
                self.tr("Your side wins the hand!")
                if winners == viewer % 2
                else self.tr("The opponents win the hand.")
            )
        self.reset(self.tr("Hand settled"), head)
        self.add_row(self.tr("Outcome"), t.outcome(s.outcome, s.score), strong=True)
        self.add_row(self.tr("Dealer"), f"{t.seat(dealer, viewer)} ({t.team(dealer % 2, viewer)})")
        self.add_row(
            self.tr("Trick points"),
            self.tr("{points} points won by the attackers").format(points=s.trick_points),
        )
        if s.dig:
            bottom_text = self.tr("Dug: {points} × 2 = {total}").format(
                points=s.bottom_points, total=s.bottom_points * 2
            )
        else:
            bottom_text = (
                self.tr("Held by the dealer's side: its {points} points do not count").format(
                    points=s.bottom_points
                )
                if s.bottom_points
                else self.tr("Held by the dealer's side (no points in it)")
            )
        self.add_row(self.tr("Bottom"), bottom_text, bottom)
        self.add_row(self.tr("Final score"), self.tr("{score} / 120").format(score=s.score), strong=True)
        before, after = s.levels_before, s.levels_after
        lv = []
        for team in (viewer % 2, 1 - viewer % 2):
            gain = after[team] - before[team]
            if gain:
                lv.append(
                    self.tr("{team}: {before} → {after}").format(
                        team=t.team(team, viewer), before=t.level(before[team]), after=t.level(after[team])
                    )
                )
        if s.joker_levels:
            lv.append(self.tr("jokers in the bottom: +{n}").format(n=s.joker_levels))
        self.add_row(self.tr("Levels"), "; ".join(lv) if lv else self.tr("No level changes"))
        if match is not None:
            mine, theirs = match[viewer % 2], match[1 - viewer % 2]
            if mine > theirs:
                result = self.tr("Your side wins the match {mine}–{theirs}!")
            elif theirs > mine:
                result = self.tr("The opponents win the match {theirs}–{mine}.")
            else:
                result = self.tr("The match is drawn {mine}–{theirs}.")
            self.add_row(self.tr("Match over"), result.format(mine=mine, theirs=theirs), strong=True)
            self.add_button("new_match", self.tr("New match"), accent=True)
        elif cycle:
            self.add_row(
                self.tr("Next"),
                self.tr("A new cycle starts at level 3; the first big joker shown decides the dealer."),
            )
            self.add_button("continue", self.tr("Start a new cycle"), accent=True)
        else:
            nd = t.seat(s.next_dealer, viewer) if s.next_dealer is not None else "—"
            self.add_row(self.tr("Next dealer"), nd)
            if s.blood:
                blood = self.tr("{n} — paid to the dealer before the bottom is revealed").format(
                    n=t.blood(s.blood)
                )
                if s.joker_blood:
                    blood += self.tr(" (jokers: +{n})").format(n=s.joker_blood)
            else:
                blood = self.tr("none")
            self.add_row(self.tr("Tribute owed"), blood)
            self.add_button("continue", self.tr("Continue"), accent=True)
        self.finish()
