"""SettlementFrame: the end-of-hand panel every game fills (a headline, rows of label/value, card strips,
buttons). It is an overlay on the table, not a modal dialog: the table stays visible around it and tests
press its buttons like a player."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtWidgets import QFrame, QGridLayout, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from gunapp.core.cards import Card
from gunapp.ui.common.card_strip import CardStrip
from gunapp.ui.common.style import PANEL_QSS


class SettlementFrame(QFrame):
    clicked = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("overlayPanel")
        # opaque: a card left on the table under the panel read as part of the totals (issue 26)
        self.setStyleSheet(PANEL_QSS + "QFrame#overlayPanel { background: rgb(6, 22, 14); }")
        self._box = QVBoxLayout(self)
        self._box.setContentsMargins(22, 16, 22, 16)
        self._box.setSpacing(8)
        self.title = QLabel(self)
        self.title.setProperty("role", "title")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        f = self.title.font()
        f.setPointSizeF(f.pointSizeF() * 1.5)
        self.title.setFont(f)
        self.headline = QLabel(self)
        self.headline.setWordWrap(True)
        self.headline.setAlignment(Qt.AlignmentFlag.AlignCenter)
        hf = self.headline.font()
        hf.setPointSizeF(hf.pointSizeF() * 1.15)
        hf.setBold(True)
        self.headline.setFont(hf)
        self.grid = QGridLayout()
        self.grid.setHorizontalSpacing(18)
        self.grid.setVerticalSpacing(5)
        self.buttons_row = QHBoxLayout()
        self._box.addWidget(self.title)
        self._box.addWidget(self.headline)
        self._box.addLayout(self.grid)
        self._box.addLayout(self.buttons_row)
        self.buttons: dict[str, QPushButton] = {}
        self._rows = 0

    def sizeHint(self) -> QSize:
        # Qt sizes a child widget by its layout's plain size hint, where a word-wrapped label counts at its
        # own preferred width; the grid then gives it another width and it needs more lines than it got: a
        # long outcome lost its third line under the next row. Take the height the layout needs at this width.
        hint = super().sizeHint()
        box = self.layout()
        if box is not None and box.hasHeightForWidth():
            hint.setHeight(max(hint.height(), box.totalHeightForWidth(hint.width())))
        return hint

    def reset(self, title: str, headline: str) -> None:
        self.title.setText(title)
        self.headline.setText(headline)
        for layout in (self.grid, self.buttons_row):
            while layout.count():
                item = layout.takeAt(0)
                w = item.widget() if item is not None else None
                if w is not None:
                    w.hide()  # at once: deleteLater leaves it painted over the new rows until then
                    w.deleteLater()
        self.buttons = {}
        self._rows = 0

    def add_row(self, label: str, value: str, cards: Sequence[Card] = (), *, strong: bool = False) -> QLabel:
        name = QLabel(label, self)
        name.setProperty("role", "muted")
        val = QLabel(value, self)
        val.setWordWrap(True)
        if strong:
            val.setProperty("role", "title")
        # beside a card strip the label is centred on the cards; beside wrapped text it stays on the first line
        valign = Qt.AlignmentFlag.AlignVCenter if cards else Qt.AlignmentFlag.AlignTop
        self.grid.addWidget(name, self._rows, 0, Qt.AlignmentFlag.AlignRight | valign)
        if cards:
            holder = QWidget(self)
            h = QHBoxLayout(holder)
            h.setContentsMargins(0, 0, 0, 0)
            h.addWidget(CardStrip(cards, 26, holder))
            h.addWidget(val, 1)
            self.grid.addWidget(holder, self._rows, 1)
        else:
            self.grid.addWidget(val, self._rows, 1)
        self._rows += 1
        return val

    def add_button(self, key: str, text: str, *, accent: bool = False) -> QPushButton:
        if not self.buttons:
            self.buttons_row.addStretch(1)
        btn = QPushButton(text, self)
        btn.setProperty("accent", "true" if accent else "false")
        btn.clicked.connect(lambda _=False, k=key: self.clicked.emit(k))
        self.buttons_row.addWidget(btn)
        self.buttons[key] = btn
        return btn

    def finish(self) -> None:
        self.buttons_row.addStretch(1)
        # rows added while the frame is visible are shown by Qt only on the next event-loop turn, and hidden
        # widgets take no room: refilled in place (a deal's result -> the session's end), it came out tiny
        for layout in (self.grid, self.buttons_row):
            for i in range(layout.count()):
                at = layout.itemAt(i)
                w = at.widget() if at is not None else None
                if w is not None:
                    w.show()
        self.adjustSize()
