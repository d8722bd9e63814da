"""The jokers in the 大王/小王 style: the big joker red and gold, the small one black, the vertical word JOKER
in the corners, a star in a ring and a caption in the current language."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFontMetricsF, QLinearGradient, QPainter, QPen, QRadialGradient

from gunapp.core.cards import Card
from gunapp.ui.table import suit_shapes
from gunapp.ui.table.card_style import BLACK, CJK_FAMILIES, FONT_FAMILIES, GOLD, RED, font


def paint_joker(p: QPainter, w: float, h: float, card: Card, label: str) -> None:
    """A joker in the 大王/小王 style (big: red and gold, small: black), the vertical word JOKER in the
    corners and ``label`` (the caption in the current language) under the star."""
    big = card.is_big_joker
    color = RED if big else BLACK
    for flip in (False, True):
        p.save()
        if flip:
            p.translate(w, h)
            p.rotate(180)
        _joker_corner(p, w, color)
        p.restore()
    c = QPointF(w / 2, h * 0.44)
    radius = w * 0.27
    if big:
        glow = QRadialGradient(c, radius * 1.2)
        glow.setColorAt(0, QColor("#ffe9a8"))
        glow.setColorAt(0.7, QColor("#f6c453"))
        glow.setColorAt(1, QColor(246, 196, 83, 0))
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QBrush(glow))
        p.drawEllipse(c, radius * 1.2, radius * 1.2)
    p.setPen(QPen(color, max(1.0, w / 50)))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawEllipse(c, radius, radius)
    star = suit_shapes.fit(
        suit_shapes.star_path(), QRectF(c.x() - radius, c.y() - radius, radius * 2, radius * 2)
    )
    if big:
        grad = QLinearGradient(c.x(), c.y() - radius, c.x(), c.y() + radius)
        grad.setColorAt(0, QColor("#e8344a"))
        grad.setColorAt(1, RED.darker(130))
        p.setBrush(QBrush(grad))
        p.setPen(QPen(GOLD.darker(120), max(1.0, w / 70)))
    else:
        p.setBrush(QColor("#2b2b30"))
        p.setPen(QPen(QColor("#f3efe6"), max(1.0, w / 70)))
    p.drawPath(star)
    # caption: 大王 / 小王 in the current language, shrunk to fit the width between the corner columns
    f = font(CJK_FAMILIES + FONT_FAMILIES, w * 0.16)
    fm = QFontMetricsF(f)
    avail = w * 0.56
    tw = fm.horizontalAdvance(label)
    p.save()
    p.setFont(f)
    p.setPen(color)
    p.translate(w / 2, h * 0.77)
    if tw > avail:
        p.scale(avail / tw, avail / tw)
    p.drawText(QPointF(-tw / 2, fm.ascent() / 2 - fm.descent() / 2), label)
    p.restore()


def _joker_corner(p: QPainter, w: float, color: QColor) -> None:
    f = font(FONT_FAMILIES, w * 0.135)
    fm = QFontMetricsF(f)
    p.setFont(f)
    p.setPen(color)
    cx = w * 0.035 + w * 0.1
    y = w * 0.06
    for ch in "JOKER":
        y += fm.ascent() * 0.98
        p.drawText(QPointF(cx - fm.horizontalAdvance(ch) / 2, y), ch)
    s = w * 0.12
    star = suit_shapes.fit(suit_shapes.star_path(), QRectF(cx - s / 2, y + w * 0.04, s, s))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(color)
    p.drawPath(star)
