"""Small card pictures for the rules page, drawn by the app's card painter and named ``card:<codes>``."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QImage, QPainter

from gunapp.core.cards import Card, parse_cards
from gunapp.ui.table.card_painter import shared_painter
from gunapp.ui.table.card_style import card_height

WIDTH = 34


def strip_image(cards: list[Card], width: int = WIDTH) -> QImage:
    step = width * 0.6
    w = int(width + step * (len(cards) - 1)) + 8
    h = int(card_height(width)) + 8
    img = QImage(w, h, QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(Qt.GlobalColor.transparent)
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter = shared_painter()
    for i, c in enumerate(cards):
        p.drawPixmap(QPointF(2 + i * step, 2), painter.pixmap(c, width, 1.0))
    p.end()
    return img


class Pictures:
    """Collects the card strips a page names; ``images`` maps each resource name to its image."""

    def __init__(self) -> None:
        self.images: dict[str, QImage] = {}

    def img(self, codes: str) -> str:
        name = "card:" + codes.replace(" ", "_")
        if name not in self.images:
            self.images[name] = strip_image(parse_cards(codes.split()))
        return f'<img src="{name}" style="vertical-align: middle">'
