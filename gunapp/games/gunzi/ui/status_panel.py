"""The Gunzi status panel: both teams' levels, the dealer, trump suit and level, the attackers' points toward
120 (a bar marked at 80, 120 and 150), cards left, blood owed. Fed by the table from the model's view."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from gunapp.games.gunzi.engine.view import GunziView
from gunapp.games.gunzi.ui.texts import T
from gunapp.games.gunzi.ui.trump_note import TrumpNote
from gunapp.ui.common.style import PANEL_QSS
from gunapp.ui.rules import RulesText

BAR_MAX = 200
MARKS = (80, 120, 150)
FIRST_LEVEL = 3  # R9.1: both teams start a match at level 3


class PointsBar(QWidget):
    """Attackers' points on a 0-200 scale with the thresholds of R21 and R25 marked. The marks' numbers are
    laid out from their measured widths: 120 and 150 lie 30 points apart, so a narrow bar would run them
    together ("8012050")."""

    GAP = 4.0  # pixels between two numbers
    LABEL_PX = 10

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.points = 0
        self.setMinimumHeight(30)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def label_font(self) -> QFont:
        f = QFont(self.font())
        f.setPixelSize(self.LABEL_PX)
        return f

    def _widths(self) -> list[float]:
        fm = QFontMetricsF(self.label_font())
        return [fm.horizontalAdvance(str(m)) + 2 for m in MARKS]

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        """Wide enough for every number to sit centred under its mark without touching its neighbour."""
        widths = self._widths()
        need = 0.0
        for i in range(1, len(MARKS)):
            span = (MARKS[i] - MARKS[i - 1]) / BAR_MAX  # fraction of the bar between two marks
            need = max(need, ((widths[i - 1] + widths[i]) / 2 + self.GAP) / span)
        return QSize(int(need) + 3, 30)

    def sizeHint(self) -> QSize:  # noqa: N802
        return self.minimumSizeHint()

    def label_rects(self) -> list[QRectF]:
        """Where each mark's number is drawn: centred under its mark, pushed apart (and inside the bar) when
        the bar is narrower than its minimum size hint."""
        w = self.width() - 2
        widths = self._widths()
        h = QFontMetricsF(self.label_font()).height()
        left = [1 + w * m / BAR_MAX - widths[i] / 2 for i, m in enumerate(MARKS)]
        for i in range(1, len(left)):  # push right past the previous number
            left[i] = max(left[i], left[i - 1] + widths[i - 1] + self.GAP)
        left[-1] = min(left[-1], self.width() - widths[-1])
        for i in range(len(left) - 2, -1, -1):  # then back left from the bar's end
            left[i] = min(left[i], left[i + 1] - widths[i] - self.GAP)
        left[0] = max(0.0, left[0])
        return [QRectF(x, 17, widths[i], h) for i, x in enumerate(left)]

    def set_points(self, n: int) -> None:
        self.points = n
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        w = self.width() - 2
        bar = QRectF(1, 2, w, 12)
        p.setPen(QPen(QColor(255, 255, 255, 90), 1))
        p.setBrush(QColor(0, 0, 0, 90))
        p.drawRoundedRect(bar, 5, 5)
        frac = max(0.0, min(1.0, self.points / BAR_MAX))
        colour = "#6fbf73" if self.points < 80 else "#f2c14e" if self.points < 120 else "#e0604a"
        if frac > 0:
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(colour))
            p.drawRoundedRect(QRectF(1, 2, max(6.0, w * frac), 12), 5, 5)
        p.setFont(self.label_font())
        for m, rect in zip(MARKS, self.label_rects(), strict=True):
            x = 1 + w * m / BAR_MAX
            p.setPen(QPen(QColor("white") if m == 120 else QColor(255, 255, 255, 170), 2 if m == 120 else 1))
            p.drawLine(int(x), 0, int(x), 17)
            p.drawText(rect, Qt.AlignmentFlag.AlignCenter, str(m))
        p.end()


class StatusPanel(QFrame):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("overlayPanel")
        self.setStyleSheet(PANEL_QSS)
        box = QVBoxLayout(self)
        box.setContentsMargins(12, 8, 12, 8)
        box.setSpacing(4)
        self.trump = QLabel(self)
        self.trump.setProperty("role", "title")
        tf = self.trump.font()
        tf.setPointSizeF(tf.pointSizeF() * 1.25)
        self.trump.setFont(tf)
        # how the trump was named, when the big joker named it (R9.3): "对家亮大王，下一张牌定主：♦为主"
        self.note = QLabel(self)
        self.note.setProperty("role", "muted")
        self.note.setWordWrap(True)
        self.note.hide()
        grid = QGridLayout()
        grid.setHorizontalSpacing(10)
        grid.setVerticalSpacing(2)
        self.labels: dict[str, tuple[QLabel, QLabel]] = {}
        for row, key in enumerate(("levels", "dealer", "points", "cards", "blood")):
            name, value = QLabel(self), QLabel(self)
            name.setProperty("role", "muted")
            grid.addWidget(name, row, 0)
            grid.addWidget(value, row, 1)
            self.labels[key] = (name, value)
        self.bar = PointsBar(self)
        # the house rules in force when they are not the standard ones: a small line, the full list as tooltip
        self.rules = QLabel(self)
        self.rules.setProperty("role", "muted")
        self.rules.setWordWrap(True)
        rf = self.rules.font()
        rf.setPointSizeF(rf.pointSizeF() * 0.85)
        self.rules.setFont(rf)
        self.rules.hide()
        box.addWidget(self.trump)
        box.addWidget(self.note)
        box.addLayout(grid)
        self._grid = grid
        box.addWidget(self.bar)
        box.addWidget(self.rules)
        self._view: GunziView | None = None
        self._points = 0
        self._hand_count: int | None = None
        self._names_from: int | None = None
        self._note: TrumpNote | None = None
        self.compact = False  # ``set_compact``: a small table leaves out the points bar and the rules line
        self.retranslate()

    def update_from(
        self,
        view: GunziView,
        attack_points: int | None = None,
        hand_count: int | None = None,
        names_from: int | None = None,
        note: TrumpNote | None = None,
    ) -> None:
        """``hand_count``: the cards the table shows in the hand now (the engine runs ahead of the animation,
        so its hand size would not match the hand the player sees). ``names_from``: the seat "Us" and the
        dealer's name are told from (the player's, also in a replay shown from another seat's view); the
        view's own seat by default. ``note``: how the big joker named the trump this hand."""
        self._view = view
        self._note = note
        self._hand_count = hand_count
        self._names_from = names_from
        if attack_points is not None:
            self._points = attack_points
        self.retranslate()

    def set_compact(self, on: bool) -> None:
        """Leave out the points bar (the attackers' points stay written), the house-rules line (still the
        tooltip) and how the big joker named the trump, so the panel fits a small table without covering a
        card."""
        if on != self.compact:
            self.compact = on
            self.bar.setVisible(not on)
            self.retranslate()

    def set_points(self, n: int) -> None:
        self._points = n
        self.retranslate()

    def retranslate(self) -> None:
        t = T()
        names = {
            "levels": self.tr("Levels"),
            "dealer": self.tr("Dealer"),
            "points": self.tr("Attackers"),
            "cards": self.tr("Cards left"),
            "blood": self.tr("Tribute owed"),
        }
        for key, (name, _) in self.labels.items():
            name.setText(names[key])
        v = self._view
        if v is None:  # before the first deal: a new match, both teams at level 3 (R9.1), nothing dealt
            self.trump.setText(self.tr("Trump: —"))
            first = t.level(FIRST_LEVEL)
            self.labels["levels"][1].setText(
                self.tr("Us {mine}  ·  Them {theirs}").format(mine=first, theirs=first)
            )
            for key in ("dealer", "cards", "blood"):
                self.labels[key][1].setText("—")
            self.labels["points"][1].setText(self.tr("{points} / 120").format(points=0))
            self.bar.set_points(0)
            self.adjustSize()
            return
        viewer = v.seat if v.seat >= 0 else 0
        ref = viewer if self._names_from is None else self._names_from
        level = t.level(v.level)
        if v.trump is not None:
            self.trump.setText(
                self.tr("Trump {suit}  ·  level {level}").format(suit=v.trump.symbol, level=level)
            )
        elif v.declaration and v.declaration[0].suit is not None:
            self.trump.setText(
                self.tr("Declared {suit}  ·  level {level}").format(
                    suit=v.declaration[0].suit.symbol, level=level
                )
            )
        else:
            self.trump.setText(self.tr("Trump not yet declared  ·  level {level}").format(level=level))
        if (
            self._note is not None and v.trump is not None and not self.compact
        ):  # compact: the callout said it
            self.note.setText(self._note.short(ref))
            # no wider than the figures under it: a long line wraps instead of widening the panel
            self.note.setMaximumWidth(self._grid.sizeHint().width())
            self.note.show()
        else:
            self.note.hide()
        if v.dry_pot:  # R13.3: no exchange, no joker burial in this hand
            self.trump.setText(self.trump.text() + "  ·  " + self.tr("dry pot"))
        mine, theirs = v.levels[ref % 2], v.levels[1 - ref % 2]
        self.labels["levels"][1].setText(
            self.tr("Us {mine}  ·  Them {theirs}").format(mine=t.level(mine), theirs=t.level(theirs))
        )
        self.labels["dealer"][1].setText(t.seat(v.dealer, ref) if v.dealer is not None else "—")
        self.labels["points"][1].setText(self.tr("{points} / 120").format(points=self._points))
        self.bar.set_points(self._points)
        shown = self._hand_count if self._hand_count is not None else v.hand_sizes[viewer]
        self.labels["cards"][1].setText(t.card_count(shown))
        self.labels["blood"][1].setText(t.blood(v.blood) if v.blood else "—")
        text = RulesText()
        summary = text.summary(v.options)
        self.rules.setText(self.tr("House rules: {rules}").format(rules=summary))
        self.rules.setVisible(bool(summary) and not self.compact)
        self.setToolTip(text.details(v.options) if summary else "")
        self.adjustSize()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
