"""Scene pieces of the Dou Dizhu table drawn with QPainter: the bomb / rocket burst (flash, shock ring,
sparks), the table shake, the "Pass" tag left in front of a seat, and the big banner for a stake change.

Each effect is a QGraphicsObject driven by one animatable property ``t`` (0 -> 1), so the table's
``Animator`` plays it like any other step and the speed setting scales it.
"""

from __future__ import annotations

import math
import random
from typing import TYPE_CHECKING

from PySide6.QtCore import Property, QObject, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPen, QRadialGradient, QTransform
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QWidget

from gunapp.ui.table.card_style import font
from gunapp.ui.table.seat_plate import UI_FAMILIES

if TYPE_CHECKING:
    from gunapp.ui.table.canvas import TableCanvas
    from gunapp.ui.table.layout import TableLayout


class Burst(QGraphicsObject):
    """A bomb (orange sparks falling outward) or a rocket (white-gold streaks shooting upward)."""

    def __init__(
        self, radius: float, rocket: bool, seed: int = 0, parent: QGraphicsItem | None = None
    ) -> None:
        super().__init__(parent)
        self._r = radius
        self._t = 0.0
        self._rocket = rocket
        rng = random.Random(seed)
        n = 70 if rocket else 56
        self._sparks = [
            (
                rng.uniform(-math.pi, math.pi)
                if not rocket
                else rng.uniform(-math.pi * 0.95, -math.pi * 0.05),
                rng.uniform(0.35, 1.0),
                rng.uniform(2.0, 5.0),
                rng.choice(
                    ("#ffd76e", "#ff8a3d", "#ffffff", "#ff5a3d")
                    if not rocket
                    else ("#ffffff", "#ffe9a8", "#8fd3ff", "#ff6b6b")
                ),
            )
            for _ in range(n)
        ]
        self.setZValue(950)

    def _get_t(self) -> float:
        return self._t

    def _set_t(self, v: float) -> None:
        self._t = v
        self.update()

    t = Property(float, _get_t, _set_t)

    def boundingRect(self) -> QRectF:  # noqa: N802
        r = self._r * 1.6
        return QRectF(-r, -r, 2 * r, 2 * r)

    def paint(self, p: QPainter, option: object, widget: QWidget | None = None) -> None:
        t = self._t
        if t <= 0 or t >= 1:
            return
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self._r
        # the flash: a bright core fading fast
        flash = max(0.0, 1 - t * 3)
        if flash > 0:
            g = QRadialGradient(QPointF(0, 0), r * (0.5 + t))
            g.setColorAt(0, QColor(255, 250, 220, int(230 * flash)))
            g.setColorAt(1, QColor(255, 160, 40, 0))
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(g)
            p.drawEllipse(QPointF(0, 0), r * (0.5 + t), r * (0.5 + t))
        # the shock ring
        ring = r * (0.2 + 1.2 * t)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(QPen(QColor(255, 215, 110, int(200 * (1 - t))), max(1.0, 6 * (1 - t))))
        p.drawEllipse(QPointF(0, 0), ring, ring)
        # sparks: ballistic for a bomb, straight up for a rocket
        for angle, speed, size, colour in self._sparks:
            d = r * 1.3 * speed * (1 - (1 - t) ** 2)
            x = math.cos(angle) * d
            y = math.sin(angle) * d + (r * 0.5 * t * t if not self._rocket else -r * 0.3 * t)
            c = QColor(colour)
            c.setAlpha(int(255 * (1 - t)))
            p.setPen(QPen(c, size * (1 - t * 0.6), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            tail = 0.12 if not self._rocket else 0.25
            p.drawLine(QPointF(x, y), QPointF(x - math.cos(angle) * d * tail, y - math.sin(angle) * d * tail))


class Banner(QGraphicsObject):
    """Big text (炸弹! ×2) that pops in, holds and fades, driven by ``t``."""

    def __init__(
        self, text: str, size: float, colour: str = "#ffd76e", parent: QGraphicsItem | None = None
    ) -> None:
        super().__init__(parent)
        self._text = text
        self._size = size
        self._colour = QColor(colour)
        self._t = 0.0
        fm = QFontMetricsF(font(UI_FAMILIES, size))
        self._w = fm.horizontalAdvance(text) + size
        self._h = fm.height() + size * 0.4
        self.setZValue(960)

    def text(self) -> str:
        return self._text

    def _get_t(self) -> float:
        return self._t

    def _set_t(self, v: float) -> None:
        self._t = v
        # pop: overshoot in the first fifth, then settle
        s = 0.4 + 0.9 * min(1.0, v * 5) if v < 0.2 else 1.0 + 0.05 * math.sin(v * 12) * (1 - v)
        self.setScale(s)
        self.setOpacity(1.0 if v < 0.75 else max(0.0, (1 - v) * 4))
        self.update()

    t = Property(float, _get_t, _set_t)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(-self._w / 2, -self._h / 2, self._w, self._h)

    def paint(self, p: QPainter, option: object, widget: QWidget | None = None) -> None:
        if self._t <= 0 or self._t >= 1:
            return
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        f = font(UI_FAMILIES, self._size)
        fm = QFontMetricsF(f)
        path = QPainterPath()
        path.addText(
            QPointF(-fm.horizontalAdvance(self._text) / 2, fm.ascent() - fm.height() / 2), f, self._text
        )
        p.setPen(QPen(QColor(60, 10, 0, 220), self._size * 0.12))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawPath(path)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(self._colour)
        p.drawPath(path)


class PassTag(QGraphicsObject):
    """The word "Pass" left in front of a seat until the round ends (D5.3)."""

    def __init__(self, text: str, size: float, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._size = size
        self._text = ""
        self.set_text(text)
        self.setZValue(190)

    def text(self) -> str:
        return self._text

    def set_text(self, text: str) -> None:
        """The word in the language now (a live switch)."""
        if text == self._text:
            return
        self.prepareGeometryChange()
        self._text = text
        fm = QFontMetricsF(font(UI_FAMILIES, self._size))
        self._w = fm.horizontalAdvance(text) + self._size * 1.4
        self._h = fm.height() + self._size * 0.5
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(-self._w / 2, -self._h / 2, self._w, self._h)

    def paint(self, p: QPainter, option: object, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.boundingRect()
        p.setPen(QPen(QColor(255, 255, 255, 90), 1))
        p.setBrush(QColor(0, 0, 0, 110))
        p.drawRoundedRect(r, r.height() / 2, r.height() / 2)
        p.setFont(font(UI_FAMILIES, self._size))
        p.setPen(QColor("#e8efe9"))
        p.drawText(r, Qt.AlignmentFlag.AlignCenter, self._text)


def tag_place(lay: TableLayout, seat: int, tag: QGraphicsItem) -> QPointF:
    """Where ``seat``'s tag goes: in front of the seat (its played cards' place), kept whole inside the felt
    now (a long word, a narrow window, the history pane taking the right of the table)."""
    at = lay.trick_slot(seat)
    r = tag.boundingRect()
    m = lay.margin
    x = min(max(at.x(), m - r.left()), lay.width - m - r.right())
    y = min(max(at.y(), m - r.top()), lay.height - m - r.bottom())
    return QPointF(x, y)


class Shaker(QObject):
    """Shakes the table view: ``amount`` (px) decays while a sine moves the view."""

    def __init__(self, canvas: TableCanvas) -> None:
        super().__init__(canvas)
        self._canvas = canvas
        self._t = 0.0

    def _get(self) -> float:
        return self._t

    def _set(self, v: float) -> None:
        self._t = v
        amp = 9.0 * (1 - v) if 0 < v < 1 else 0.0
        self._canvas.view.setTransform(
            QTransform.fromTranslate(amp * math.sin(v * 47), amp * 0.6 * math.cos(v * 39))
        )

    t = Property(float, _get, _set)
