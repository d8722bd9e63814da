"""Suit symbols as vector paths of our own, so every platform draws the same shapes (no font glyphs).

Each path fits the unit box centred on the origin (-0.5..0.5 both ways); scale it to the size wanted.
"""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainterPath

from gunapp.core.cards import Suit


def _heart() -> QPainterPath:
    p = QPainterPath()
    p.moveTo(0.0, 0.46)
    p.cubicTo(-0.08, 0.33, -0.5, 0.12, -0.5, -0.16)
    p.cubicTo(-0.5, -0.42, -0.14, -0.52, 0.0, -0.24)
    p.cubicTo(0.14, -0.52, 0.5, -0.42, 0.5, -0.16)
    p.cubicTo(0.5, 0.12, 0.08, 0.33, 0.0, 0.46)
    p.closeSubpath()
    return p


def _diamond() -> QPainterPath:
    p = QPainterPath()
    p.moveTo(0.0, -0.5)
    p.quadTo(0.16, -0.18, 0.4, 0.0)
    p.quadTo(0.16, 0.18, 0.0, 0.5)
    p.quadTo(-0.16, 0.18, -0.4, 0.0)
    p.quadTo(-0.16, -0.18, 0.0, -0.5)
    p.closeSubpath()
    return p


def _stem() -> QPainterPath:
    p = QPainterPath()
    p.moveTo(-0.035, 0.12)
    p.quadTo(-0.04, 0.38, -0.2, 0.5)
    p.lineTo(0.2, 0.5)
    p.quadTo(0.04, 0.38, 0.035, 0.12)
    p.closeSubpath()
    return p


def _spade() -> QPainterPath:
    p = QPainterPath()
    p.moveTo(0.0, -0.5)
    p.cubicTo(0.1, -0.34, 0.48, -0.16, 0.48, 0.1)
    p.cubicTo(0.48, 0.34, 0.16, 0.42, 0.0, 0.2)
    p.cubicTo(-0.16, 0.42, -0.48, 0.34, -0.48, 0.1)
    p.cubicTo(-0.48, -0.16, -0.1, -0.34, 0.0, -0.5)
    p.closeSubpath()
    return p.united(_stem())


def _club() -> QPainterPath:
    p = QPainterPath()
    p.setFillRule(Qt.FillRule.WindingFill)
    r = 0.205
    for cx, cy in ((0.0, -0.26), (-0.25, 0.07), (0.25, 0.07)):
        p.addEllipse(QPointF(cx, cy), r, r)
    p.addEllipse(QPointF(0.0, -0.02), 0.12, 0.12)
    p = p.simplified()
    return p.united(_stem())


_BUILDERS = {Suit.HEARTS: _heart, Suit.DIAMONDS: _diamond, Suit.SPADES: _spade, Suit.CLUBS: _club}


@cache
def suit_path(suit: Suit) -> QPainterPath:
    """The unit-box path of ``suit`` (cached; callers must not modify it)."""
    return _BUILDERS[suit]()


def star_path(points: int = 5, inner: float = 0.42) -> QPainterPath:
    """A star in the unit box, point up; ``inner`` is the inner radius relative to the outer one."""
    import math

    p = QPainterPath()
    for i in range(points * 2):
        radius = 0.5 if i % 2 == 0 else 0.5 * inner
        angle = -math.pi / 2 + i * math.pi / points
        pt = QPointF(radius * math.cos(angle), radius * math.sin(angle))
        if i == 0:
            p.moveTo(pt)
        else:
            p.lineTo(pt)
    p.closeSubpath()
    return p


def crown_path(kind: str) -> QPainterPath:
    """A headdress in the unit box: ``"K"`` crown, ``"Q"`` tiara, ``"J"`` feathered cap."""
    p = QPainterPath()
    if kind == "K":
        p.moveTo(-0.45, 0.3)
        p.lineTo(-0.5, -0.3)
        p.lineTo(-0.25, -0.02)
        p.lineTo(0.0, -0.45)
        p.lineTo(0.25, -0.02)
        p.lineTo(0.5, -0.3)
        p.lineTo(0.45, 0.3)
        p.closeSubpath()
        for x, y in ((-0.5, -0.3), (0.0, -0.45), (0.5, -0.3)):
            p.addEllipse(QPointF(x, y), 0.07, 0.07)
    elif kind == "Q":
        p.moveTo(-0.45, 0.3)
        p.quadTo(-0.5, -0.05, -0.3, -0.12)
        p.quadTo(-0.15, 0.05, 0.0, -0.35)
        p.quadTo(0.15, 0.05, 0.3, -0.12)
        p.quadTo(0.5, -0.05, 0.45, 0.3)
        p.closeSubpath()
        p.addEllipse(QPointF(0.0, -0.38), 0.08, 0.08)
    else:
        p.moveTo(-0.45, 0.3)
        p.quadTo(-0.45, -0.15, 0.0, -0.2)
        p.quadTo(0.45, -0.15, 0.45, 0.3)
        p.closeSubpath()
        feather = QPainterPath()
        feather.moveTo(0.05, -0.15)
        feather.cubicTo(0.2, -0.55, 0.45, -0.5, 0.5, -0.45)
        feather.cubicTo(0.35, -0.35, 0.25, -0.2, 0.18, -0.1)
        feather.closeSubpath()
        p = p.united(feather)
    return p


def fit(path: QPainterPath, rect: QRectF) -> QPainterPath:
    """``path`` (unit box) scaled and moved into ``rect``, keeping its proportions."""
    from PySide6.QtGui import QTransform

    side = min(rect.width(), rect.height())
    t = QTransform()
    t.translate(rect.center().x(), rect.center().y())
    t.scale(side, side)
    return t.map(path)
