"""Issue 29 §2, §5: the table view keeps no background cache of its own (the felt is one cached pixmap already;
the view's copy was 4 MB more at 1280 x 800), and a repaint draws only the exposed part of the felt, with the
felt's own pixels there."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QGraphicsView

from gunapp.ui.table.felt import felt_for
from gunapp.ui.table.scene import TableScene, TableView


def test_view_keeps_no_second_copy_of_the_felt(qapp):
    view = TableView(TableScene())
    assert view.cacheMode() == QGraphicsView.CacheModeFlag.CacheNone


def test_background_draws_the_exposed_rect_with_the_felts_pixels(qapp):
    scene = TableScene()
    scene.setSceneRect(0, 0, 400, 300)
    img = QImage(400, 300, QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(Qt.GlobalColor.transparent)
    p = QPainter(img)
    scene.drawBackground(p, QRectF(50, 60, 100, 80))
    p.end()
    felt, at = felt_for(QSize(400, 300))
    whole = felt.toImage()
    for x, y in ((50, 60), (149, 139), (100, 100), (60, 130)):
        assert img.pixel(x, y) == whole.pixel(round(x - at.x()), round(y - at.y()))
    for x, y in ((49, 60), (150, 100), (100, 59), (100, 140), (0, 0), (399, 299)):
        assert img.pixelColor(x, y).alpha() == 0  # outside the exposed rect: untouched
