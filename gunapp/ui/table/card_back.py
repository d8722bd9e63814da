"""The back of every card: a red panel with a lattice of fine gold lines and a medallion of the four suits."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPainterPath, QPen

from gunapp.core.cards import Suit
from gunapp.ui.table.card_faces import paint_pip
from gunapp.ui.table.card_style import card_radius


def paint_back(p: QPainter, w: float, h: float) -> None:
    """The back: a red panel with a lattice of fine gold lines and the four suits around a medallion."""
    r = card_radius(w)
    outer = QRectF(0, 0, w, h)
    p.setPen(QPen(QColor("#9d978b"), max(1.0, w / 80)))
    p.setBrush(QColor("#fbf8f1"))
    p.drawRoundedRect(outer.adjusted(0.5, 0.5, -0.5, -0.5), r, r)
    inner = outer.adjusted(w * 0.06, w * 0.06, -w * 0.06, -w * 0.06)
    grad = QLinearGradient(inner.topLeft(), inner.bottomRight())
    grad.setColorAt(0, QColor("#b3263a"))
    grad.setColorAt(1, QColor("#7c1122"))
    clip = QPainterPath()
    clip.addRoundedRect(inner, r * 0.6, r * 0.6)
    p.save()
    p.setClipPath(clip)
    p.fillRect(inner, QBrush(grad))
    # a lattice of fine gold lines
    step = w * 0.09
    p.setPen(QPen(QColor(240, 200, 120, 70), max(0.7, w / 140)))
    n = int((inner.width() + inner.height()) / step) + 2
    for i in range(n):
        d = i * step
        p.drawLine(
            QPointF(inner.left() + d, inner.top()),
            QPointF(inner.left() + d - inner.height(), inner.bottom()),
        )
        p.drawLine(
            QPointF(inner.left() + d - inner.height(), inner.top()),
            QPointF(inner.left() + d, inner.bottom()),
        )
    p.restore()
    p.setPen(QPen(QColor(240, 200, 120, 200), max(0.8, w / 100)))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRoundedRect(inner.adjusted(w * 0.03, w * 0.03, -w * 0.03, -w * 0.03), r * 0.5, r * 0.5)
    # centre medallion: the four suits around a ring
    c = inner.center()
    rad = w * 0.24
    p.setBrush(QColor("#8e1526"))
    p.setPen(QPen(QColor("#f0c878"), max(1.0, w / 60)))
    p.drawEllipse(c, rad, rad)
    s = rad * 0.62
    offs = rad * 0.45
    for suit, (dx, dy) in zip(
        (Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS),
        ((0, -1), (1, 0), (0, 1), (-1, 0)),
        strict=True,
    ):
        box = QRectF(c.x() + dx * offs - s / 2, c.y() + dy * offs - s / 2, s, s)
        paint_pip(p, box, suit, QColor("#f0c878"))
