"""CalloutBubble paints with its own brush: the table view does not save painter state between items
(DontSavePainterState), so the brush an item painted before it left on the painter (a seat plate's avatar
colour) must not fill the bubble."""

from __future__ import annotations

from PySide6.QtGui import QColor, QImage, QPainter

from gunapp.ui.common.callout import CalloutBubble


def test_bubble_ignores_brush_left_by_previous_item(qapp) -> None:
    bubble = CalloutBubble("M", size=20)
    box = bubble.boundingRect()
    img = QImage(int(box.width()) + 20, int(box.height()) + 20, QImage.Format.Format_ARGB32)
    img.fill(QColor("#0b5d34"))
    p = QPainter(img)
    p.translate(img.width() / 2, img.height() / 2)
    p.setBrush(QColor("#d0201a"))  # what the previous item (an avatar) left behind
    bubble.paint(p, None, None)
    brush_after = p.brush().color().name()
    p.end()
    # inside the bubble, left of the centred text: the cream fill, not the leaked red
    c = QColor(img.pixel(int(img.width() / 2 + box.left() + 10), img.height() // 2))
    assert c.red() > 200 and c.green() > 200 and c.blue() > 190, c.name()
    assert brush_after == "#d0201a"  # painter state restored for whoever paints next
