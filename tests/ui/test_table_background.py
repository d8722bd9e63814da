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


def test_a_background_not_drawn_for_a_while_is_let_go(qapp, monkeypatch):
    """The start page's felt (4 MB at 1280 x 800) goes once a table has been drawing its own for IDLE seconds;
    one drawn within IDLE (a replay dialog over the table) stays, and the same pixmap comes back."""
    from gunapp.ui.table import felt

    clock = [1000.0]
    monkeypatch.setattr(felt.time, "monotonic", lambda: clock[0])
    monkeypatch.setattr(felt, "_kept", type(felt._kept)())
    start_page = felt.felt_pixmap(QSize(300, 200))
    table = felt.felt_pixmap(QSize(300, 160))
    for _ in range(3):
        clock[0] += felt.IDLE / 2
        assert felt.felt_pixmap(QSize(300, 160)).cacheKey() == table.cacheKey()
    assert (300, 200, 1.0) not in felt._kept and (300, 160, 1.0) in felt._kept
    dialog = felt.felt_pixmap(QSize(200, 100))
    clock[0] += felt.IDLE / 2
    felt.felt_pixmap(QSize(300, 160))
    assert felt.felt_pixmap(QSize(200, 100)).cacheKey() == dialog.cacheKey()
    assert felt.felt_pixmap(QSize(300, 200)).cacheKey() != start_page.cacheKey()  # drawn anew
