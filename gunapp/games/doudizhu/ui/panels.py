"""Overlay panels of the Dou Dizhu table: the stake panel (base × multiplier, D8.2), the new-session panel (AI
level per seat) and the settlement / session scoreboard filled into the shared ``SettlementFrame``."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QEasingCurve, QPropertyAnimation, Qt, QVariantAnimation, Signal
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QGraphicsColorizeEffect,
    QGridLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from gunapp.core.cards import Card
from gunapp.games.doudizhu.engine.events import DealEnded
from gunapp.games.doudizhu.engine.rules import Options as DdzOptions
from gunapp.games.doudizhu.engine.stake import Stake
from gunapp.games.doudizhu.model import DealSummary
from gunapp.games.doudizhu.ui.call_words import T as CallT
from gunapp.games.doudizhu.ui.house_options import ddz_options
from gunapp.games.doudizhu.ui.level_lines import DdzLevelLines
from gunapp.games.doudizhu.ui.settle_breakdown import breakdown_html
from gunapp.games.doudizhu.ui.stake_ladder import ladder
from gunapp.games.doudizhu.ui.texts import T
from gunapp.ui.common.ai_levels import AI_LEVELS, LevelText, fill_level_combo, name_level_combo
from gunapp.ui.common.settlement_frame import SettlementFrame
from gunapp.ui.common.setup_rules import HouseRulesSetup
from gunapp.ui.common.style import PANEL_QSS
from gunapp.ui.rules import RulesText
from gunapp.ui.rules.house import chosen, differences
from gunapp.ui.rules.preset_box import PresetBox


class StakePanel(QFrame):
    """Top-left: deal number, base (叫分), multiplier (倍数) and the stake; the multiplier flashes on a double."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("overlayPanel")
        self.setStyleSheet(PANEL_QSS)
        grid = QGridLayout(self)
        grid.setContentsMargins(12, 8, 12, 8)
        grid.setHorizontalSpacing(10)
        grid.setVerticalSpacing(2)
        self.deal_label = QLabel(self)
        self.deal_label.setProperty("role", "title")
        self.base_name, self.base_value = QLabel(self), QLabel(self)
        self.mult_name, self.mult_value = QLabel(self), QLabel(self)
        for w in (self.base_name, self.mult_name):
            w.setProperty("role", "muted")
        f = self.mult_value.font()
        f.setBold(True)
        f.setPointSizeF(f.pointSizeF() * 1.25)
        self.mult_value.setFont(f)
        self.base_value.setFont(f)
        grid.addWidget(self.deal_label, 0, 0, 1, 2)
        grid.addWidget(self.base_name, 1, 0)
        grid.addWidget(self.base_value, 1, 1)
        grid.addWidget(self.mult_name, 2, 0)
        grid.addWidget(self.mult_value, 2, 1)
        # the house rules in force when they are not the standard ones (D8.4); the full list as tooltip
        self.rules = QLabel(self)
        self.rules.setProperty("role", "muted")
        rf = self.rules.font()
        rf.setPointSizeF(rf.pointSizeF() * 0.85)
        self.rules.setFont(rf)
        self.rules.hide()
        # call and grab (D11): the factors of the multiplier, one "name ×n" each, as they come
        self.ladder = QLabel(self)
        self.ladder.setProperty("role", "muted")
        self.ladder.setFont(rf)
        self.ladder.hide()
        grid.addWidget(self.ladder, 3, 0, 1, 2)
        grid.addWidget(self.rules, 4, 0, 1, 2)
        self.stake: Stake | None = None
        self.seat = 0
        self._size = f.pointSizeF()
        self._pop = QVariantAnimation(self)
        self._pop.valueChanged.connect(self._set_pop)
        self.options: DdzOptions | None = None
        self._fx = QGraphicsColorizeEffect(self.mult_value)
        self._fx.setColor(Qt.GlobalColor.red)
        self._fx.setStrength(0.0)
        self.mult_value.setGraphicsEffect(self._fx)
        self._pulse = QPropertyAnimation(self._fx, b"strength", self)
        self.deal_no = 1
        self.base = 0
        self.multiplier = 1
        self._room: int | None = None
        self._room_h: int | None = None
        self.retranslate()

    def set_room(self, width: int, height: int) -> None:
        """The panel may be ``width`` x ``height``: the ladder takes more lines rather than run over what lies
        to its right (in Italian at 900 x 600 it ran over the top seat's plate in Dou Dizhu 4), and the house
        rules' line (also in the tooltip) gives way when the panel would reach the side seat's plate below."""
        if (width, height) != (self._room, self._room_h):
            self._room, self._room_h = width, height
            self.retranslate()

    def _lines(self, steps: list[str]) -> list[str]:
        fm = QFontMetrics(self.ladder.font())
        box = self.layout()
        pad = box.contentsMargins().left() + box.contentsMargins().right() if box is not None else 0
        avail = self._room - pad if self._room else None
        lines: list[str] = []
        for step in steps:
            longer = f"{lines[-1]} · {step}" if lines else step
            if lines and (avail is None or fm.horizontalAdvance(longer) <= avail):
                lines[-1] = longer
            else:
                lines.append(step)
        return lines

    def set_rules(self, options: DdzOptions) -> None:
        self.options = options
        self.retranslate()

    def set_state(self, deal_no: int, base: int, multiplier: int) -> None:
        self.deal_no, self.base, self.multiplier = deal_no, base, multiplier
        self.retranslate()

    def set_stake(self, stake: Stake, seat: int, multiplier: int) -> None:
        """Call and grab (D11): ``seat`` plays for ``multiplier`` now, made of ``stake``'s factors."""
        self.stake, self.seat, self.multiplier = stake, seat, multiplier
        self.base = stake.base
        self.retranslate()

    def pop(self, speed: float) -> None:
        """A ×2 or ×4 just happened: the multiplier swells and settles, and flashes red."""
        if speed <= 0:
            return
        self._pop.stop()
        self._pop.setDuration(int(420 / speed))
        self._pop.setStartValue(1.8)
        self._pop.setEndValue(1.0)
        self._pop.setEasingCurve(QEasingCurve.Type.OutBack)
        self._pop.start()
        self.bump(self.multiplier, speed)

    def _set_pop(self, scale: object) -> None:
        f = self.mult_value.font()
        f.setPointSizeF(self._size * float(scale))  # type: ignore[arg-type]
        self.mult_value.setFont(f)

    def bump(self, multiplier: int, speed: float) -> None:
        """The multiplier doubled: show it and flash it red."""
        self.multiplier = multiplier
        self.retranslate()
        if speed <= 0:
            return
        self._pulse.stop()
        self._pulse.setDuration(int(900 / speed))
        self._pulse.setKeyValueAt(0.0, 1.0)
        self._pulse.setKeyValueAt(0.6, 0.8)
        self._pulse.setKeyValueAt(1.0, 0.0)
        self._pulse.setEasingCurve(QEasingCurve.Type.OutQuad)
        self._pulse.start()

    def retranslate(self) -> None:
        self.deal_label.setText(QCoreApplication.translate("DdzText", "Deal {n}").format(n=self.deal_no))
        self.base_name.setText(QCoreApplication.translate("DdzText", "Bid"))
        self.base_value.setText(str(self.base) if self.base else "—")
        self.mult_name.setText(QCoreApplication.translate("DdzText", "Multiplier"))
        self.mult_value.setText(f"×{self.multiplier}")
        grab = self.options is not None and self.options.grab
        for w in (self.base_name, self.base_value):  # under call and grab the base is always 1 (D11.5)
            w.setVisible(not grab)
        steps = ladder(self.stake, self.seat) if self.stake is not None else []
        self.ladder.setText("\n".join(self._lines(steps)))
        self.ladder.setVisible(bool(steps))
        stake = self.stake
        if stake is not None:  # what "×n" means differs by role under D11.12
            landlord = stake.landlord >= 0 and stake.landlord == self.seat
            self.mult_value.setToolTip(CallT().multiplier_tip(landlord))
        text = RulesText()
        summary = text.summary(self.options) if self.options is not None else ""
        self.rules.setText(self.tr("House rules: {rules}").format(rules=summary))
        self.rules.setVisible(bool(summary))
        self.setToolTip(text.details(self.options) if summary and self.options is not None else "")
        if summary and self._room_h is not None and self.sizeHint().height() > self._room_h:
            self.rules.hide()
        self.adjustSize()


class SetupPanel(HouseRulesSetup, QFrame):
    """Choose the AI level of each computer seat, then start (``start_requested(levels)``)."""

    rules_game = "doudizhu"

    start_requested = Signal(object)  # list of level per seat (None for the human)

    def __init__(self, players: int, default_level: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("overlayPanel")
        self.setStyleSheet(PANEL_QSS)
        self.players = players
        box = QVBoxLayout(self)
        box.setContentsMargins(24, 18, 24, 18)
        box.setSpacing(10)
        self.title = QLabel(self)
        self.title.setProperty("role", "title")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        tf = self.title.font()
        tf.setPointSizeF(tf.pointSizeF() * 1.4)
        self.title.setFont(tf)
        box.addWidget(self.title)
        self.grid = QGridLayout()
        self.names: list[QLabel] = []
        self.levels: dict[int, QComboBox] = {}
        for seat in range(1, players):
            name = QLabel(self)
            combo = QComboBox(self)
            fill_level_combo(combo, default_level)
            self.grid.addWidget(name, seat, 0)
            self.grid.addWidget(combo, seat, 1)
            self.names.append(name)
            self.levels[seat] = combo
        box.addLayout(self.grid)
        # how strong each level is, from the measured figures (resources/ai_strength.json)
        self.strength = QLabel(self)
        self.strength.setProperty("role", "muted")
        self.strength.setWordWrap(True)
        self.strength.setMaximumWidth(420)
        box.addWidget(self.strength)
        # the rule set by name (欢乐 (Happy), D11): picking one changes the house rules at once
        self.preset = PresetBox(self.rules_game, self)
        self.preset.chosen.connect(self._on_preset)
        box.addWidget(self.preset)
        self.start = self._add_rules_row(box)
        self.start.clicked.connect(lambda: self.start_requested.emit(self.chosen()))
        self.retranslate()

    def _on_preset(self, values: dict[str, Any]) -> None:
        host = self._host()
        rules = dict(host.settings.house_rules)
        diff = differences(self.rules_game, values)
        if diff:
            rules[self.rules_game] = diff
        else:
            rules.pop(self.rules_game, None)
        host.apply_settings(house_rules=rules)
        self.refresh_rules()

    def refresh_rules(self) -> None:
        super().refresh_rules()
        host = self._host()
        self.preset.setVisible(host.can_change_rules)
        self.preset.show_values(chosen(host.settings, self.rules_game))

    def _rules_options(self, settings: Any) -> DdzOptions:
        return ddz_options(settings)

    def chosen(self) -> list[str | None]:
        return [None] + [self.levels[s].currentData() for s in range(1, self.players)]

    def retranslate(self) -> None:
        t = T()
        self.title.setText(QCoreApplication.translate("DdzText", "New session: choose your opponents"))
        for seat, name in zip(range(1, self.players), self.names, strict=True):
            name.setText(t.seat(seat, self.players))
            name_level_combo(self.levels[seat], {lv: t.level(lv) for lv in AI_LEVELS})
        levels, lines = LevelText(), DdzLevelLines()
        self.strength.setText(
            "\n".join(
                QCoreApplication.translate("DdzText", "{level}: {strength}").format(
                    level=levels.name(lv), strength=lines.line(lv)
                )
                for lv in AI_LEVELS
            )
        )
        self.start.setText(QCoreApplication.translate("DdzText", "Deal"))
        self.rules_button.setText(self.tr("House rules…"))
        self.preset.retranslate()
        self.refresh_rules()


def _signed(n: int) -> str:
    return f"+{n}" if n > 0 else str(n)


def fill_settlement(
    frame: SettlementFrame,
    e: DealEnded,
    deals: Sequence[DealSummary],
    players: int,
    viewer: int,
    kitty: Sequence[Card] = (),
    hands: Sequence[Sequence[Card]] = (),
    options: DdzOptions | None = None,
) -> None:
    """The end-of-deal screen: who won, base, multiplier (bombs, rockets, spring), each seat's change, and the
    session scoreboard so far. Under the call-and-grab ``options`` (D11) each peasant's factors instead of one
    multiplier."""
    t = T()
    r = e.result
    landlord_won = r.winner == "landlord"
    me_landlord = viewer == r.landlord
    won = landlord_won == me_landlord
    headline = (
        QCoreApplication.translate("DdzText", "The landlord wins!")
        if landlord_won
        else QCoreApplication.translate("DdzText", "The peasants win!")
    )
    headline += "  " + (
        QCoreApplication.translate("DdzText", "You win.")
        if won
        else QCoreApplication.translate("DdzText", "You lose.")
    )
    frame.reset(QCoreApplication.translate("DdzText", "Deal {n}").format(n=len(deals)), headline)
    frame.setMinimumWidth(0)
    frame.add_row(t.landlord(), t.seat(r.landlord, players, viewer), strong=True)
    if options is None or not options.grab:  # under call and grab the base is 1, in the breakdown
        frame.add_row(QCoreApplication.translate("DdzText", "Bid"), str(r.base))
    if kitty:
        frame.add_row(QCoreApplication.translate("DdzText", "Kitty"), "", kitty)
    if r.payments and options is not None and options.call_and_grab:
        # D11.12: each peasant's own factors (its double, the landlord's), the cap last
        if r.spring:
            frame.add_row(t.spring_name(not landlord_won), t.spring_reason(not landlord_won), strong=True)
        frame.add_row(CallT().breakdown(), breakdown_html(r, players, viewer))
    else:
        mult = f"×{r.multiplier}"
        if r.doublings:
            mult += "  " + t.doublings(r.doublings)
        frame.add_row(QCoreApplication.translate("DdzText", "Multiplier"), mult)
        if r.spring:
            frame.add_row(t.spring_name(not landlord_won), t.spring_reason(not landlord_won), strong=True)
        frame.add_row(
            QCoreApplication.translate("DdzText", "Stake"),
            f"{r.base} × {r.multiplier} = {r.base * r.multiplier}",
        )
    for s in range(players):
        frame.add_row(
            t.seat(s, players, viewer),
            f"{_signed(r.scores[s])}   ({QCoreApplication.translate('DdzText', 'total {n}').format(n=e.totals[s])})",
            hands[s] if s < len(hands) and s != viewer else (),
            strong=s == viewer,
        )
    frame.add_row(QCoreApplication.translate("DdzText", "Session"), scoreboard_html(deals, players, viewer))


def scoreboard_html(deals: Sequence[DealSummary], players: int, viewer: int, last: int = 8) -> str:
    """The scoreboard as a small rich-text table: one row per deal (the last ``last``), then the totals."""
    t = T()
    head = "".join(f"<th>&nbsp;{t.seat(s, players, viewer)}&nbsp;</th>" for s in range(players))
    rows = []
    for d in list(deals)[-last:]:
        cells = "".join(f"<td align='right'>{_signed(v)}</td>" for v in d.result.scores)
        rows.append(f"<tr><td>{d.number}</td>{cells}</tr>")
    totals = deals[-1].totals if deals else tuple(0 for _ in range(players))
    cells = "".join(f"<td align='right'><b>{v}</b></td>" for v in totals)
    rows.append(f"<tr><td><b>{QCoreApplication.translate('DdzText', 'Total')}</b></td>{cells}</tr>")
    return f"<table cellspacing='0' cellpadding='2'><tr><th></th>{head}</tr>{''.join(rows)}</table>"


def fill_session_over(
    frame: SettlementFrame, deals: Sequence[DealSummary], leaders: Sequence[int], players: int, viewer: int
) -> None:
    t = T()
    totals = deals[-1].totals if deals else tuple(0 for _ in range(players))
    names = ", ".join(t.seat(s, players, viewer) for s in leaders)
    if not deals:
        headline = QCoreApplication.translate("DdzText", "No deal was finished.")
    elif viewer in leaders and len(leaders) == 1:
        headline = QCoreApplication.translate("DdzText", "You lead the session with {points} points!").format(
            points=totals[viewer]
        )
    else:
        headline = QCoreApplication.translate("DdzText", "Leader: {names} with {points} points").format(
            names=names, points=totals[leaders[0]]
        )
    frame.reset(QCoreApplication.translate("DdzText", "Session over"), headline)
    # wide enough for the leader's line on one line (the scoreboard alone is narrow)
    frame.setMinimumWidth(frame.fontMetrics().horizontalAdvance(headline) + 120)
    frame.add_row(QCoreApplication.translate("DdzText", "Deals"), str(len(deals)))
    frame.add_row(
        QCoreApplication.translate("DdzText", "Scores"), scoreboard_html(deals, players, viewer, last=12)
    )
