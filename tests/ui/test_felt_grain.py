"""Issue 15, start-up: the felt's grain is blended in a byte buffer rather than drawn speck by speck with
QPainter (~20 ms of the first frame); the pixels must be exactly those QPainter drew (same seed, same specks)."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage, QPainter

from gunapp.ui.table import felt


def _painted_grain() -> QImage:
    """The grain as it was drawn before: 1,400 specks with QPainter.drawPoint."""
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
    return img


def test_issue15_grain_has_the_pixels_qpainter_draws(qapp):
    grain = felt._grain().toImage().convertToFormat(QImage.Format.Format_ARGB32_Premultiplied)
    reference = _painted_grain()
    assert grain.size() == reference.size()
    assert grain == reference
    assert reference != QImage(96, 96, QImage.Format.Format_ARGB32_Premultiplied)  # the grain is not empty


def test_views_a_few_px_apart_share_one_background_centred_on_them(qapp) -> None:
    """The table's view changes height whenever the bar below it does: the felt is drawn for the size rounded
    up to a step, centred, so those changes redraw nothing (it cost a whole felt each time)."""
    from PySide6.QtCore import QSize

    from gunapp.ui.table.felt import STEP, felt_for

    a, at_a = felt_for(QSize(1280, 731))
    b, at_b = felt_for(QSize(1280, 749))
    assert a.cacheKey() == b.cacheKey()
    assert (a.width(), a.height()) == (-(-1280 // STEP) * STEP, -(-749 // STEP) * STEP)
    for pm, at, h in ((a, at_a, 731), (b, at_b, 749)):
        assert at.x() == -(pm.width() - 1280) / 2 and at.y() == -(pm.height() - h) / 2
        assert pm.width() >= 1280 and pm.height() >= h
    c, _ = felt_for(QSize(1280, 1000))
    assert c.cacheKey() != a.cacheKey()
