"""The green felt: a radial gradient, a fine woven grain and a vignette, cached per (size, pixel ratio)."""

from __future__ import annotations

import random
from functools import cache

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QBrush, QColor, QImage, QPainter, QPixmap, QRadialGradient

CENTRE = QColor("#2f8a55")
EDGE = QColor("#0f4a2b")

_last: tuple[tuple[int, int, float], QPixmap] | None = None


@cache
def _grain() -> QPixmap:
    # fixed seed: the same grain every run, so screenshots are reproducible
    rng = random.Random(7)
    img = QImage(96, 96, QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(Qt.GlobalColor.transparent)
    p = QPainter(img)
    for _ in range(1400):
        x, y = rng.randrange(96), rng.randrange(96)
        light = rng.random() < 0.5
        a = rng.randint(6, 18)
        p.setPen(QColor(255, 255, 255, a) if light else QColor(0, 0, 0, a + 4))
        p.drawPoint(x, y)
    p.end()
    return QPixmap.fromImage(img)


def felt_pixmap(size: QSize, dpr: float = 1.0) -> QPixmap:
    """The table background for a view of ``size`` logical px (the last size is kept)."""
    global _last
    key = (size.width(), size.height(), round(dpr, 2))
    if _last is not None and _last[0] == key:
        return _last[1]
    w, h = max(1, size.width()), max(1, size.height())
    pm = QPixmap(round(w * dpr), round(h * dpr))
    pm.setDevicePixelRatio(dpr)
    p = QPainter(pm)
    paint_felt(p, QRectF(0, 0, w, h))
    p.end()
    _last = (key, pm)
    return pm


def paint_felt(p: QPainter, rect: QRectF) -> None:
    """Paint the felt into ``rect`` (used directly by widgets that are not a table view)."""
    c = rect.center()
    radius = max(rect.width(), rect.height()) * 0.75
    grad = QRadialGradient(QPointF(c.x(), c.y() - rect.height() * 0.08), radius)
    grad.setColorAt(0.0, CENTRE)
    grad.setColorAt(0.55, QColor("#226e42"))
    grad.setColorAt(1.0, EDGE)
    p.fillRect(rect, QBrush(grad))
    p.fillRect(rect, QBrush(_grain()))
    vignette = QRadialGradient(c, radius * 1.05)
    vignette.setColorAt(0.55, QColor(0, 0, 0, 0))
    vignette.setColorAt(1.0, QColor(0, 0, 0, 120))
    p.fillRect(rect, QBrush(vignette))
