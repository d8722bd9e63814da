"""The replay timeline: the hand's actions from left to right, the trick ends as ticks, where the viewer
stands as a gold marker, and each reviewed decision as a dot sized and coloured by what it cost. A click on a
dot jumps to that decision, a click elsewhere to that step; a dot's tooltip is its sentence.

A long lead-in (Gunzi's card-by-card deal: 156 of a hand's some 290 actions) is drawn compressed, in at most
``LEAD_IN_SHARE`` of the width, so the play, where nearly every decision is, gets the room."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QHelpEvent, QMouseEvent, QPainter, QPaintEvent, QPen, QPolygonF
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from gunapp.review.model import DecisionReview
from gunapp.ui.review.severity import mark

#: the largest dot's diameter (px)
DOT = 14
#: the most of the width a lead-in (``set_hand``) takes
LEAD_IN_SHARE = 0.12


def _round_pen(colour: str) -> QPen:
    pen = QPen(QColor(colour), 3)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    return pen


class ReviewTimeline(QWidget):
    jump = Signal(object)  # a DecisionReview clicked
    seek = Signal(int)  # a step clicked (actions applied)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("reviewTimeline")
        self.setMinimumWidth(120)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setMouseTracking(True)
        self.steps = 0
        self.k = 0
        #: the steps at the start drawn compressed (the deal), and each one's width in play steps
        self.lead_in = 0
        self._lead_weight = 1.0
        self.stops: list[int] = []
        self.decisions: list[DecisionReview] = []
        self.total: int | None = None
        self.scale = ""
        self.tip: Callable[[DecisionReview], str] = lambda d: ""

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(400, DOT + 10)

    def set_hand(self, steps: int, stops: Sequence[int], k: int, lead_in: int = 0) -> None:
        """``lead_in``: the first steps that are only dealing (drawn compressed)."""
        self.steps, self.stops, self.k = steps, list(stops), k
        self.lead_in = max(0, min(lead_in, steps))
        rest = steps - self.lead_in
        natural = self.lead_in / max(1, steps)
        if self.lead_in and rest and natural > LEAD_IN_SHARE:
            self._lead_weight = LEAD_IN_SHARE * rest / ((1 - LEAD_IN_SHARE) * self.lead_in)
        else:
            self._lead_weight = 1.0
        self.update()

    def set_review(self, decisions: Sequence[DecisionReview], scale: str, total: int | None) -> None:
        self.decisions, self.scale, self.total = list(decisions), scale, total
        self.update()

    # -- geometry ---------------------------------------------------------------------------------------
    def _units(self, step: float) -> float:
        """Where ``step`` is along the line, in play steps (a lead-in step counts ``_lead_weight``)."""
        lead = min(step, self.lead_in)
        return lead * self._lead_weight + max(0.0, step - self.lead_in)

    def _step_of(self, units: float) -> float:
        lead = self.lead_in * self._lead_weight
        if units <= lead:
            return units / self._lead_weight
        return self.lead_in + units - lead

    def _x(self, step: float) -> float:
        pad = DOT / 2 + 2
        return pad + (self.width() - 2 * pad) * (self._units(step) / max(1.0, self._units(self.steps)))

    def _dot_at(self, x: float) -> DecisionReview | None:
        best, gap = None, DOT * 0.8
        for d in self.decisions:
            g = abs(self._x(d.index + 0.5) - x)
            if g <= gap:
                best, gap = d, g
        return best

    # -- painting ---------------------------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        mid = self.height() / 2
        p.setPen(_round_pen("#3d6a4f"))
        p.drawLine(QPointF(self._x(0), mid), QPointF(self._x(self.steps), mid))
        if self.steps:
            p.setPen(_round_pen("#f2c14e"))
            p.drawLine(QPointF(self._x(0), mid), QPointF(self._x(self.k), mid))
            p.setPen(QPen(QColor("#5f8d70"), 1))
            for s in self.stops[:-1]:
                x = self._x(s)
                p.drawLine(QPointF(x, mid - 4), QPointF(x, mid + 4))
        for d in sorted(self.decisions, key=lambda d: d.cost):  # the costliest drawn last, on top
            m = mark(d.cost, self.scale, d.significant)
            r = DOT * (0.45 + 0.55 * m.size) / 2
            p.setPen(QPen(QColor("#0d2a1b"), 1.2))
            p.setBrush(QColor(m.colour))
            p.drawEllipse(QPointF(self._x(d.index + 0.5), mid), r, r)
        x = self._x(self.k)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor("#fff6d8"))
        p.drawPolygon(QPolygonF([QPointF(x - 5, 0), QPointF(x + 5, 0), QPointF(x, 6)]))

    # -- mouse ------------------------------------------------------------------------------------------
    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        if event.button() != Qt.MouseButton.LeftButton or not self.steps:
            return
        x = event.position().x()
        d = self._dot_at(x)
        if d is not None:
            self.jump.emit(d)
            return
        pad = DOT / 2 + 2
        share = (x - pad) / max(1.0, self.width() - 2 * pad)
        step = self._step_of(share * self._units(self.steps))
        self.seek.emit(max(0, min(self.steps, round(step))))

    def event(self, e: QEvent) -> bool:
        if isinstance(e, QHelpEvent):
            d = self._dot_at(e.pos().x())
            if d is not None:
                QToolTip.showText(e.globalPos(), self.tip(d), self)
            else:
                QToolTip.hideText()
            return True
        return super().event(e)

    def dot_rect(self, d: DecisionReview) -> QRectF:
        """Where ``d``'s dot is drawn (tests click it)."""
        mid = self.height() / 2
        x = self._x(d.index + 0.5)
        return QRectF(x - DOT / 2, mid - DOT / 2, DOT, DOT)
