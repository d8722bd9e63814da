"""The key moments: at the foot of the history pane, the review's progress (a bar and Cancel) while it
runs, then the three costliest decisions in words; a click on one jumps there.

The three are re-ranked as decisions come in, so the first ones show while the rest are computed.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QMouseEvent, QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from gunapp.review.model import DecisionReview
from gunapp.ui.review.severity import mark

QSS = """
QFrame#keyMoments { background: #10331f; border-top: 1px solid #2f5a40; }
QFrame#keyMoments QLabel { color: #f1f5ef; background: transparent; }
QFrame#keyMoments QLabel[role="title"] { color: #f2c14e; font-weight: bold; }
QFrame#keyMoments QLabel[role="muted"] { color: #b8cdbf; }
QFrame#keyMoment { border-radius: 6px; }
QFrame#keyMoment:hover { background: rgba(255, 255, 255, 28); }
QFrame#keyMoments QPushButton {
    color: #10251a; background: #e9e3cf; border: 1px solid #b8ad86; border-radius: 5px; padding: 2px 10px;
}
QFrame#keyMoments QProgressBar {
    border: 1px solid #2f5a40; border-radius: 4px; background: #0b2216; color: #f1f5ef; text-align: center;
    max-height: 14px; font-size: 10px;
}
QFrame#keyMoments QProgressBar::chunk { background: #f2c14e; border-radius: 3px; }
"""


class _Sentences(QScrollArea):
    """The moments' scroll area, asking for the height its sentences need (``want``), not Qt's default."""

    want = 0

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(super().sizeHint().width(), self.want)


class MomentRow(QFrame):
    """One key moment: a coloured dot and its sentence; the whole row is the link."""

    clicked = Signal(object)

    def __init__(self, decision: DecisionReview, text: str, scale: str, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("keyMoment")
        self.decision = decision
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        row = QHBoxLayout(self)
        row.setContentsMargins(4, 3, 4, 3)
        row.setSpacing(6)
        m = mark(decision.cost, scale, decision.significant)
        dot = QLabel(f'<span style="color:{m.colour}; font-size:{12 + 3 * m.grade}px">●</span>', self)
        dot.setAlignment(Qt.AlignmentFlag.AlignTop)
        row.addWidget(dot)
        self.text = QLabel(text, self)
        self.text.setWordWrap(True)
        row.addWidget(self.text, 1)

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        if event.button() == Qt.MouseButton.LeftButton:
            self.clicked.emit(self.decision)


class KeyMoments(QFrame):
    jump = Signal(object)  # the DecisionReview clicked
    cancel = Signal()

    #: the most of the pane's height the sentences take
    CAP = 0.42
    #: the least height the sentences keep: about one of them (px), or this share of the pane if more
    ROW_MIN = 64
    FLOOR = 0.28

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("keyMoments")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground)
        self.setStyleSheet(QSS)
        box = QVBoxLayout(self)
        box.setContentsMargins(8, 6, 6, 8)
        box.setSpacing(4)
        self.title = QLabel(self)
        self.title.setProperty("role", "title")
        self.title.setWordWrap(True)
        box.addWidget(self.title)
        running = QHBoxLayout()
        self.bar = QProgressBar(self)
        self.bar.setTextVisible(True)
        running.addWidget(self.bar, 1)
        self.stop = QPushButton(self)
        self.stop.clicked.connect(lambda _=False: self.cancel.emit())
        running.addWidget(self.stop)
        box.addLayout(running)
        self.note = QLabel(self)
        self.note.setProperty("role", "muted")
        self.note.setWordWrap(True)
        box.addWidget(self.note)
        self.rows: list[MomentRow] = []
        self.list_area = _Sentences(self)
        self.list_area.setWidgetResizable(True)
        self.list_area.setFrameShape(QFrame.Shape.NoFrame)
        self.list_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list_area.setStyleSheet(
            "QScrollArea, QScrollArea > QWidget > QWidget { background: transparent; }"
        )
        body = QWidget()
        self._list = QVBoxLayout(body)
        self._list.setContentsMargins(0, 0, 0, 0)
        self._list.setSpacing(2)
        self._list.addStretch(1)  # the moments packed at the top, whatever height the pane gives
        self.list_area.setWidget(body)
        self.body = body
        box.addWidget(self.list_area)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        if event.oldSize().width() != event.size().width():
            self.fit()

    def fit(self) -> None:
        """The sentences' height at this width, at most ``CAP`` of the pane (the history keeps the rest;
        the moments scroll beyond it)."""
        body = self.list_area.widget()
        box = body.layout() if body is not None else None
        width = self.list_area.viewport().width() or self.width()
        need = box.totalHeightForWidth(width) if box is not None and box.hasHeightForWidth() else 0
        pane = self.parentWidget()
        cap = int((pane.height() if pane is not None else 600) * self.CAP)
        most = max(0, min(need, cap)) if self.rows else 0
        # at least one moment's worth, the rest if the pane has room (a small window keeps its size)
        self.list_area.want = most
        floor = max(self.ROW_MIN, int((pane.height() if pane is not None else 600) * self.FLOOR))
        self.list_area.setMinimumHeight(min(most, floor))
        self.list_area.setMaximumHeight(most)
        self.list_area.updateGeometry()

    def show_state(
        self,
        title: str,
        *,
        running: bool,
        done: int,
        total: int | None,
        note: str,
        moments: Sequence[tuple[DecisionReview, str]],
        scale: str,
        cancel_text: str,
    ) -> None:
        self.title.setText(title)
        self.bar.setVisible(running)
        self.stop.setVisible(running)
        self.stop.setText(cancel_text)
        if total:
            self.bar.setRange(0, total)
            self.bar.setValue(done)
            self.bar.setFormat(f"{done} / {total}")
        else:
            self.bar.setRange(0, 0)  # still replaying the record: a busy bar
        self.note.setText(note)
        self.note.setVisible(bool(note))
        shown = [(r.decision, r.text.text()) for r in self.rows]
        if shown == list(moments):
            return
        for r in self.rows:
            self._list.removeWidget(r)
            r.hide()
            r.deleteLater()
        self.rows = []
        for d, text in moments:
            r = MomentRow(d, text, scale, self.body)
            r.clicked.connect(self.jump.emit)
            self._list.insertWidget(self._list.count() - 1, r)
            self.rows.append(r)
            r.show()
        self.fit()
