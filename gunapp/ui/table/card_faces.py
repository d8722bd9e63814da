"""The faces of the suited cards: corner indices large enough to read at 60 px card width (the part left
visible in a crowded fan), pips for 2..10, a large pip for the ace and double-headed court panels for J/Q/K,
with suit symbols of our own (``suit_shapes``).
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QLinearGradient, QPainter, QPen

from gunapp.core.cards import Card, Suit
from gunapp.ui.table import suit_shapes
from gunapp.ui.table.card_style import FONT_FAMILIES, GOLD, SERIF_FAMILIES, font

# Pip positions for 2..10 as (column, row): column 0/0.5/1 = left/centre/right, row 0..1 top to bottom.
_PIPS: dict[int, list[tuple[float, float]]] = {
    2: [(0.5, 0), (0.5, 1)],
    3: [(0.5, 0), (0.5, 0.5), (0.5, 1)],
    4: [(0, 0), (1, 0), (0, 1), (1, 1)],
    5: [(0, 0), (1, 0), (0.5, 0.5), (0, 1), (1, 1)],
    6: [(0, 0), (1, 0), (0, 0.5), (1, 0.5), (0, 1), (1, 1)],
    7: [(0, 0), (1, 0), (0.5, 0.25), (0, 0.5), (1, 0.5), (0, 1), (1, 1)],
    8: [(0, 0), (1, 0), (0.5, 0.25), (0, 0.5), (1, 0.5), (0.5, 0.75), (0, 1), (1, 1)],
    9: [(0, 0), (1, 0), (0, 1 / 3), (1, 1 / 3), (0.5, 0.5), (0, 2 / 3), (1, 2 / 3), (0, 1), (1, 1)],
    10: [
        (0, 0),
        (1, 0),
        (0.5, 1 / 6),
        (0, 1 / 3),
        (1, 1 / 3),
        (0, 2 / 3),
        (1, 2 / 3),
        (0.5, 5 / 6),
        (0, 1),
        (1, 1),
    ],
}


def paint_suited(p: QPainter, w: float, h: float, card: Card, color: QColor) -> None:
    """A suited card's face in ``color``: both corners, then pips (2..10), the ace's large pip or a court
    panel (J, Q, K)."""
    assert card.suit is not None
    _corner(p, w, h, card, color)
    p.save()
    p.translate(w, h)
    p.rotate(180)
    _corner(p, w, h, card, color)
    p.restore()
    if card.rank <= 10:
        _pips(p, w, h, card.suit, card.rank, color)
    elif card.rank == 14:
        _ace(p, w, h, card.suit, color)
    else:
        _court(p, w, h, card, color)


def _corner(p: QPainter, w: float, h: float, card: Card, color: QColor) -> None:
    assert card.suit is not None
    label = card.rank_label
    col_w = w * 0.23
    f = font(FONT_FAMILIES, w * 0.275)
    if label == "10":
        f.setLetterSpacing(QFont.SpacingType.PercentageSpacing, 88)
    fm = QFontMetricsF(f)
    text_w = fm.horizontalAdvance(label)
    top = w * 0.045
    p.save()
    p.setFont(f)
    p.setPen(color)
    cx = w * 0.035 + col_w / 2
    sx = min(1.0, col_w / text_w) if text_w > 0 else 1.0
    p.translate(cx, top + fm.ascent() * 0.93)
    p.scale(sx, 1.0)
    p.drawText(QPointF(-text_w / 2, 0), label)
    p.restore()
    pip = w * 0.155
    pip_top = top + fm.ascent() * 0.93 + w * 0.035
    paint_pip(p, QRectF(cx - pip / 2, pip_top, pip, pip), card.suit, color)


def paint_pip(p: QPainter, rect: QRectF, suit: Suit, color: QColor, flip: bool = False) -> None:
    path = suit_shapes.fit(suit_shapes.suit_path(suit), rect)
    p.save()
    if flip:
        c = rect.center()
        p.translate(c)
        p.rotate(180)
        p.translate(-c)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(color)
    p.drawPath(path)
    p.restore()


def _pips(p: QPainter, w: float, h: float, suit: Suit, rank: int, color: QColor) -> None:
    size = w * (0.185 if rank < 9 else 0.165)
    left, right = w * 0.375, w * 0.625
    top, bottom = h * 0.2, h * 0.8
    for col, row in _PIPS[rank]:
        x = left + (right - left) * col
        y = top + (bottom - top) * row
        paint_pip(p, QRectF(x - size / 2, y - size / 2, size, size), suit, color, flip=row > 0.5)


def _ace(p: QPainter, w: float, h: float, suit: Suit, color: QColor) -> None:
    c = QPointF(w / 2, h / 2)
    ring = w * 0.3
    p.setPen(QPen(QColor(color.red(), color.green(), color.blue(), 70), max(1.0, w / 70)))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawEllipse(c, ring, ring)
    p.drawEllipse(c, ring * 0.9, ring * 0.9)
    size = w * 0.42
    paint_pip(p, QRectF(c.x() - size / 2, c.y() - size / 2, size, size), suit, color)


def _court(p: QPainter, w: float, h: float, card: Card, color: QColor) -> None:
    assert card.suit is not None
    frame = QRectF(w * 0.28, h * 0.085, w * 0.44, h * 0.83)
    tint = QColor(color)
    tint.setAlpha(26)
    p.setPen(QPen(color, max(1.0, w / 60)))
    p.setBrush(tint)
    p.drawRoundedRect(frame, w * 0.03, w * 0.03)
    inner = frame.adjusted(w * 0.025, w * 0.025, -w * 0.025, -w * 0.025)
    p.setPen(QPen(QColor(GOLD.red(), GOLD.green(), GOLD.blue(), 200), max(0.8, w / 110)))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRoundedRect(inner, w * 0.02, w * 0.02)
    letter = card.rank_label
    for flip in (False, True):
        p.save()
        if flip:
            p.translate(w, h)
            p.rotate(180)
        _court_half(p, w, h, inner, letter, card.suit, color)
        p.restore()
    # the dividing line between the two heads
    p.setPen(QPen(QColor(color.red(), color.green(), color.blue(), 110), max(0.8, w / 120)))
    p.drawLine(QPointF(inner.left() + w * 0.04, h / 2), QPointF(inner.right() - w * 0.04, h / 2))


def _court_half(
    p: QPainter, w: float, h: float, inner: QRectF, letter: str, suit: Suit, color: QColor
) -> None:
    cx = inner.center().x()
    crown_w = inner.width() * 0.8
    crown = QRectF(cx - crown_w / 2, inner.top() + w * 0.03, crown_w, crown_w * 0.72)
    path = suit_shapes.fit(suit_shapes.crown_path(letter), crown)
    grad = QLinearGradient(crown.topLeft(), crown.bottomLeft())
    grad.setColorAt(0, QColor("#f6d36b"))
    grad.setColorAt(1, GOLD.darker(115))
    p.setBrush(QBrush(grad))
    p.setPen(QPen(color, max(0.8, w / 110)))
    p.drawPath(path)
    f = font(SERIF_FAMILIES, w * 0.27)
    fm = QFontMetricsF(f)
    p.setFont(f)
    p.setPen(color)
    base = crown.bottom() + fm.ascent() * 0.85
    p.drawText(QPointF(cx - fm.horizontalAdvance(letter) / 2, base), letter)
    pip = w * 0.11
    mid = h / 2 - w * 0.02
    paint_pip(p, QRectF(cx - pip / 2, min(base + w * 0.02, mid - pip), pip, pip), suit, color)
