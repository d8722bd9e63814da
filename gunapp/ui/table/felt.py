"""The green felt: a radial gradient, a fine woven grain and a vignette, cached per (size, pixel ratio)."""

from __future__ import annotations

import random
import sys
import time
from collections import OrderedDict
from functools import cache

from PySide6.QtCore import QPointF, QRectF, QSize
from PySide6.QtGui import QBrush, QColor, QImage, QPainter, QPixmap, QRadialGradient

CENTRE = QColor("#2f8a55")
EDGE = QColor("#0f4a2b")
GRAIN = 96  # px, the tile of the woven grain

#: the last few backgrounds by (width, height, ratio), each with when it was last drawn: the table, the start
#: page and a replay dialog each paint their own size, and a single kept size made them redraw each other's
#: (6 ms and more a paint)
_kept: OrderedDict[tuple[int, int, float], tuple[QPixmap, float]] = OrderedDict()
_KEEP = 4
#: seconds a kept background may go undrawn before it is let go: the start page's, 4 MB at 1280 x 800, while a
#: table plays (issue 29); what is shown is drawn every frame that repaints, so it stays
IDLE = 5.0


@cache
def _grain() -> QPixmap:
    # fixed seed: the same grain every run, so screenshots are reproducible. The 1,400 specks are blended into
    # a byte buffer (premultiplied ARGB, source-over as QPainter.drawPoint does: the same pixels) and the
    # random draws inlined (``randrange(96)``, ``randint(6, 18)`` read ``getrandbits`` exactly so): drawing
    # them one by one with QPainter cost ~20 ms of the first frame on a loaded machine
    rng = random.Random(7)
    bits, uniform = rng.getrandbits, rng.random
    buf = bytearray(GRAIN * GRAIN * 4)
    alpha = 3 if sys.byteorder == "little" else 0  # where A sits in a native-endian 0xAARRGGBB pixel
    for _ in range(1400):
        x = bits(7)
        while x >= GRAIN:
            x = bits(7)
        y = bits(7)
        while y >= GRAIN:
            y = bits(7)
        light = uniform() < 0.5
        a = bits(4)
        while a >= 13:
            a = bits(4)
        a += 6 if light else 10  # randint(6, 18); the dark specks 4 stronger
        grey = a if light else 0
        i = (y * GRAIN + x) * 4
        keep = 255 - a
        for k in range(i, i + 4):
            buf[k] = (a if k - i == alpha else grey) + (buf[k] * keep + 127) // 255
    img = QImage(bytes(buf), GRAIN, GRAIN, GRAIN * 4, QImage.Format.Format_ARGB32_Premultiplied)
    return QPixmap.fromImage(img.copy())  # copy: the image must not outlive ``buf``'s bytes


#: backgrounds are drawn for sizes rounded up to this step and centred on the view: the table's view changes
#: height by a few px whenever the bar below it grows or shrinks, and each new size cost a whole felt (7 ms
#: and more on the GUI thread); the edges a step hides are the vignette's darkest, alike either way
STEP = 48


def felt_for(size: QSize, dpr: float = 1.0) -> tuple[QPixmap, QPointF]:
    """The background for a view of ``size`` logical px and where to draw its top-left corner (centred)."""
    w, h = max(1, size.width()), max(1, size.height())
    bw, bh = -(-w // STEP) * STEP, -(-h // STEP) * STEP
    return felt_pixmap(QSize(bw, bh), dpr), QPointF(-(bw - w) / 2, -(bh - h) / 2)


def felt_pixmap(size: QSize, dpr: float = 1.0) -> QPixmap:
    """The table background for exactly ``size`` logical px (the last few sizes are kept)."""
    key = (size.width(), size.height(), round(dpr, 2))
    now = time.monotonic()
    for old in [k for k, (_, used) in _kept.items() if now - used > IDLE and k != key]:
        del _kept[old]
    kept = _kept.get(key)
    if kept is not None:
        _kept[key] = (kept[0], now)
        _kept.move_to_end(key)
        return kept[0]
    w, h = max(1, size.width()), max(1, size.height())
    pm = QPixmap(round(w * dpr), round(h * dpr))
    pm.setDevicePixelRatio(dpr)
    p = QPainter(pm)
    paint_felt(p, QRectF(0, 0, w, h))
    p.end()
    _kept[key] = (pm, now)
    if len(_kept) > _KEEP:
        _kept.popitem(last=False)
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
