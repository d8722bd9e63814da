"""What every card drawing shares: the card's proportions and shadow, its colours and the font families
(``CardPainter`` draws with them; plates, callouts and strips size and letter themselves by them).
"""

from __future__ import annotations

from PySide6.QtGui import QColor, QFont

#: card height / width (poker size 63 x 88 mm)
ASPECT = 1.4
RED = QColor("#c8102e")
BLACK = QColor("#1b1b1f")
GREEN = QColor("#17803a")
BLUE = QColor("#1a58c0")
GOLD = QColor("#d9a521")
FONT_FAMILIES = ["Arial", "Helvetica Neue", "Helvetica", "DejaVu Sans", "Noto Sans", "Liberation Sans"]
SERIF_FAMILIES = ["Georgia", "Times New Roman", "DejaVu Serif", "Noto Serif", "Liberation Serif"]
CJK_FAMILIES = [
    "Microsoft YaHei",
    "PingFang SC",
    "Noto Sans CJK SC",
    "Source Han Sans SC",
    "WenQuanYi Micro Hei",
]


def card_height(width: float) -> float:
    return round(width * ASPECT)


def shadow_margin(width: float) -> int:
    """Pixels of shadow around a card pixmap of ``width`` (logical px)."""
    return max(3, round(width * 0.07))


def font(families: list[str], pixel_size: float, weight: QFont.Weight = QFont.Weight.Bold) -> QFont:
    f = QFont()
    f.setFamilies(families)
    f.setPixelSize(max(1, round(pixel_size)))
    f.setWeight(weight)
    f.setStyleStrategy(QFont.StyleStrategy.PreferAntialias)
    return f


def card_radius(width: float) -> float:
    """The corner radius of a card ``width`` wide."""
    return width * 0.075
