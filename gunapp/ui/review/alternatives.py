"""The alternatives on the table: when the replay stands at a reviewed decision, a panel over the felt, just
above the seat's hand, shows the move made and the best alternatives, each with its cards and its value
(the best framed in gold), so the player sees the choice as it was, the cards in play still visible above."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QPoint, QRect, QRectF, Qt
from PySide6.QtWidgets import QFrame, QGridLayout, QHBoxLayout, QLabel, QToolButton, QVBoxLayout, QWidget

from gunapp.core.cards import Card, CardCodeError
from gunapp.review.model import DecisionReview, MoveValue
from gunapp.ui.common.card_strip import CardStrip
from gunapp.ui.common.style import PANEL_QSS
from gunapp.ui.review.severity import mark
from gunapp.ui.review.words import words


def cards_of(codes: list[str]) -> list[Card]:
    out = []
    for code in codes:
        try:
            out.append(Card.parse(code))
        except CardCodeError:
            continue
    return out


class AlternativesPanel(QFrame):
    CARD = 30

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("overlayPanel")
        self.setStyleSheet(
            PANEL_QSS
            + "QFrame#overlayPanel { background: rgba(6, 22, 14, 228); }"
            + "QToolButton { color: #f1f5ef; border: none; font-size: 15px; }"
        )
        self.decision: DecisionReview | None = None
        self._cells: list[tuple[QLabel, QWidget, QLabel]] = []
        box = QVBoxLayout(self)
        box.setContentsMargins(14, 8, 10, 10)
        box.setSpacing(6)
        top = QHBoxLayout()
        self.title = QLabel(self)
        self.title.setProperty("role", "title")
        top.addWidget(self.title, 1)
        self.close_button = QToolButton(self)
        self.close_button.setText("×")
        self.close_button.clicked.connect(lambda _=False: self.hide())
        top.addWidget(self.close_button)
        box.addLayout(top)
        self.grid = QGridLayout()
        self.grid.setHorizontalSpacing(16)
        self.grid.setVerticalSpacing(3)
        box.addLayout(self.grid)

    def show_decision(self, d: DecisionReview, scale: str) -> None:
        self.decision = d
        w = words()
        self.close_button.setToolTip(QCoreApplication.translate("Review", "Close"))
        self.title.setText(f"{w.where(d, scale)} · {w.cost(d, scale)}")
        while self.grid.count():
            item = self.grid.takeAt(0)
            old = item.widget() if item is not None else None
            if old is not None:
                old.hide()
                old.deleteLater()
        best = max([d.made, *d.alternatives], key=lambda m: m.value)
        moves: list[tuple[str, MoveValue]] = [(QCoreApplication.translate("Review", "Played"), d.made)]
        moves += [
            (
                QCoreApplication.translate("Review", "Best")
                if m is best
                else QCoreApplication.translate("Review", "Other"),
                m,
            )
            for m in d.alternatives
        ]
        m = mark(d.cost, scale, d.significant)
        self._cells = []
        for name, move in moves:
            word = w.move_word(move) if move.cards else ""
            label = QLabel(f"{name} · {word}" if word else name, self)
            label.setProperty("role", "muted")
            cards = cards_of(move.cards)
            shown: QWidget
            if cards:
                strip = CardStrip(cards, self.CARD, self)
                strip.set_highlight(move is best)
                shown = strip
            else:
                shown = QLabel(w.move(move, w.kind(d)), self)
                if move is best:
                    shown.setStyleSheet("color: #f2c14e; font-weight: bold;")
            value = QLabel(w.figure(move, scale), self)
            if move is d.made and d.cost > 0:
                value.setStyleSheet(f"color: {m.colour}; font-weight: bold;")
            if move.spread:
                value.setToolTip(
                    QCoreApplication.translate(
                        "Review", "±{spread}: 95% sure the true average lies within"
                    ).format(spread=round(move.spread, 1))
                )
            self._cells.append((label, shown, value))
        self._arrange(len(self._cells))
        # rows added while the panel is visible are shown by Qt only on the next event-loop turn and take
        # no room meanwhile: shown now, so the size below counts them (``SettlementFrame.finish``)
        for i in range(self.grid.count()):
            item = self.grid.itemAt(i)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.show()
        box = self.layout()
        if box is not None:
            box.activate()
        self.adjustSize()
        self.show()
        self.raise_()

    def _arrange(self, columns: int) -> None:
        """The moves side by side, ``columns`` to a row (each move: its name, its cards, its value)."""
        centre = Qt.AlignmentFlag.AlignHCenter
        for cell in self._cells:
            for widget in cell:
                self.grid.removeWidget(widget)
        for i, (label, shown, value) in enumerate(self._cells):
            row, col = 3 * (i // columns), i % columns
            label.setContentsMargins(0, 8 if row else 0, 0, 0)  # a second row of moves stands apart
            self.grid.addWidget(label, row, col, centre)
            self.grid.addWidget(shown, row + 1, col, centre | Qt.AlignmentFlag.AlignVCenter)
            self.grid.addWidget(value, row + 2, col, centre)
        box = self.layout()
        if box is not None:
            box.invalidate()
            box.activate()
        self.adjustSize()

    def place(self, canvas: Any) -> None:
        """Where it hides least of the table: above the seat's hand right or left of the middle, over the
        middle, or at the top; the first of those that covers the fewest plates and cards. Wider than the
        felt (a small window, long Italian figures), the moves go two to a row: never cut by the window's
        edge or hidden under the history pane."""
        width, height = canvas.width(), canvas.height()
        self._arrange(len(self._cells))
        if self.width() > width - 8 and len(self._cells) > 2:
            self._arrange(2)
        lay = canvas.table_layout
        w, h = self.width(), self.height()
        foot = int(lay.hand_top()) - h - 6
        gap = int(lay.trick_width * 0.9)
        spots = [
            QPoint(width // 2 + gap, foot),
            QPoint(width // 2 - gap - w, foot),
            QPoint((width - w) // 2, (height - h) // 2),
            QPoint((width - w) // 2, 6),
        ]
        scene = canvas.scene

        def covered(at: QPoint) -> float:
            area = QRectF(canvas.view.mapToScene(QRect(at, self.size())).boundingRect())
            hidden = 0.0
            for item in scene.items(area):
                if not item.isVisible() or item.zValue() < 0:
                    continue
                hit = item.sceneBoundingRect().intersected(area)
                if hit.width() * hit.height() < area.width() * area.height():  # the felt itself counts not
                    hidden += hit.width() * hit.height()
            return hidden

        fits = [p for p in spots if p.x() >= 0 and p.x() + w <= width and p.y() >= 0 and p.y() + h <= height]
        best = min(fits or spots[:1], key=covered)
        self.move(QPoint(max(4, min(best.x(), width - w - 4)), max(4, best.y())))
