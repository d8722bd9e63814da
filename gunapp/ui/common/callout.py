"""CalloutBubble: a speech bubble near a seat ("Pass", a declaration with the shown cards, "+25").

It lives in the scene, fades in, and fades out after ``hold_ms`` (0 keeps it until ``dismiss``). Cards are
drawn as mini faces from the shared card painter, so a declaration shows exactly what was put on the table.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEasingCurve, QPointF, QPropertyAnimation, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QWidget

from gunapp.core.cards import Card
from gunapp.ui.common.alive import alive
from gunapp.ui.table.card_painter import shared_painter
from gunapp.ui.table.card_style import card_height, font, shadow_margin
from gunapp.ui.table.seat_plate import UI_FAMILIES


class CalloutBubble(QGraphicsObject):
    """``pos`` is the bubble's centre. ``accent`` colours the border (gold for declarations)."""

    def __init__(
        self,
        text: str,
        cards: Sequence[Card] = (),
        *,
        size: float = 16,
        accent: str = "#f2c14e",
        parent: QGraphicsItem | None = None,
    ) -> None:
        super().__init__(parent)
        self._text = text
        self._cards = list(cards)
        self._size = size
        self._accent = QColor(accent)
        self._cw = int(size * 2.1)
        self.setZValue(900)
        self.setOpacity(0.0)
        self._anim: QPropertyAnimation | None = None
        self._w, self._h = self._measure()

    def text(self) -> str:
        return self._text

    def _measure(self) -> tuple[float, float]:
        fm = QFontMetricsF(font(UI_FAMILIES, self._size))
        tw = fm.horizontalAdvance(self._text)
        pad = self._size * 0.8
        cards_w = (self._cw + self._cw * 0.5 * (len(self._cards) - 1)) if self._cards else 0.0
        w = max(tw, cards_w) + 2 * pad
        h = fm.height() + 2 * pad * 0.7 + (card_height(self._cw) + pad * 0.4 if self._cards else 0)
        return w, h

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(-self._w / 2 - 2, -self._h / 2 - 2, self._w + 4, self._h + 4)

    def paint(self, p: QPainter, option: object, widget: QWidget | None = None) -> None:
        # The table views skip saving painter state between items (DontSavePainterState): whatever brush
        # the item painted before left (a plate's avatar colour) would fill the outline, so keep our own.
        p.save()
        try:
            self._paint(p)
        finally:
            p.restore()

    def _paint(self, p: QPainter) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(-self._w / 2, -self._h / 2, self._w, self._h)
        path = QPainterPath()
        path.addRoundedRect(r, self._size * 0.7, self._size * 0.7)
        p.fillPath(path, QColor(250, 247, 236, 240))
        p.setPen(QPen(self._accent, 2))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawPath(path)
        pad = self._size * 0.8
        y = r.top() + pad * 0.7
        if self._cards:
            dpr = p.device().devicePixelRatioF() if p.device() is not None else 1.0
            step = self._cw * 0.5
            total = self._cw + step * (len(self._cards) - 1)
            x = -total / 2
            m = shadow_margin(self._cw)
            for i, c in enumerate(self._cards):
                p.drawPixmap(QPointF(x + i * step - m, y - m), shared_painter().pixmap(c, self._cw, dpr))
            y += card_height(self._cw) + pad * 0.4
        f = font(UI_FAMILIES, self._size)
        p.setFont(f)
        p.setPen(QColor("#1b2a20"))
        fm = QFontMetricsF(f)
        p.drawText(QPointF(-fm.horizontalAdvance(self._text) / 2, y + fm.ascent()), self._text)

    def show_for(self, hold_ms: int, speed: float = 1.0) -> None:
        """Fade in; fade out and delete after ``hold_ms`` / ``speed`` (0 = stay)."""
        self._fade(1.0, 140)
        if hold_ms > 0:
            QTimer.singleShot(int(hold_ms / max(speed, 0.25)), self.dismiss)

    def dismiss(self) -> None:
        if not alive(self):
            return
        self._fade(0.0, 220, then_delete=True)

    def _fade(self, to: float, ms: int, then_delete: bool = False) -> None:
        if self._anim is not None:
            self._anim.stop()
        self._anim = QPropertyAnimation(self, b"opacity", self)
        self._anim.setDuration(ms)
        self._anim.setEndValue(to)
        self._anim.setEasingCurve(QEasingCurve.Type.OutQuad)
        if then_delete:
            self._anim.finished.connect(self._remove)
        self._anim.start()

    def _remove(self) -> None:
        sc = self.scene()
        if sc is not None:
            sc.removeItem(self)
        self.deleteLater()


def bubble_anchor(plate_rect: QRectF, side: str, w: float, h: float, gap: float = 12.0) -> QPointF:
    """Where a bubble of size ``w`` x ``h`` sits next to a seat plate, on the table side."""
    c = plate_rect.center()
    if side == "bottom":
        return QPointF(plate_rect.right() + gap + w / 2, c.y())
    if side == "top":
        return QPointF(c.x(), plate_rect.bottom() + gap + h / 2)
    if side == "left":
        return QPointF(
            plate_rect.right() + gap + w / 2, plate_rect.top() - gap * 0.5 - h / 2 + plate_rect.height()
        )
    return QPointF(
        plate_rect.left() - gap - w / 2, plate_rect.top() - gap * 0.5 - h / 2 + plate_rect.height()
    )
