"""Index cards: the history's mini cards, drawn as a card's corner alone (rank over suit) as large as the
card allows. A whole face scaled down to 26-34 px left a rank some 7 px high, barely legible; a row of
index cards overlapped to their index reads at a glance, like the history of the card apps players know."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen

from gunapp.core.cards import Card
from gunapp.ui.table import suit_shapes
from gunapp.ui.table.card_painter import CardPainter
from gunapp.ui.table.card_style import BLACK, CJK_FAMILIES, FONT_FAMILIES, RED, font

#: an index card's height over its width (shorter than a card: only the index is shown)
INDEX_RATIO = 1.3
#: how much of a card the next one leaves visible: the whole index
INDEX_STEP = 0.62


def index_height(width: float) -> float:
    return width * INDEX_RATIO


def joker_index(card: Card) -> str:
    """The joker's index: 大 / 小 in Chinese, BJ / SJ in English (``IndexCard`` context)."""
    if card.is_big_joker:
        return QCoreApplication.translate("IndexCard", "BJ")
    return QCoreApplication.translate("IndexCard", "SJ")


def paint_index_card(
    p: QPainter, x: float, y: float, w: float, card: Card | None, painter: CardPainter
) -> None:
    """One index card with its top-left corner at (``x``, ``y``), ``w`` wide; None: a back."""
    h = index_height(w)
    rect = QRectF(x + 0.5, y + 0.5, w - 1, h - 1)
    radius = w * 0.14
    p.save()
    if card is None:
        p.setPen(QPen(QColor("#f3efe6"), 1))
        p.setBrush(QColor("#b3262e"))
        p.drawRoundedRect(rect, radius, radius)
        p.restore()
        return
    p.setPen(QPen(QColor(0, 0, 0, 110), 1))
    p.setBrush(QColor("#fbfaf5"))
    p.drawRoundedRect(rect, radius, radius)
    if card.is_joker:
        colour = RED if card.is_big_joker else BLACK
        label = joker_index(card)
        families = CJK_FAMILIES + FONT_FAMILIES
    else:
        assert card.suit is not None
        colour = painter.suit_color(card.suit)
        label = card.rank_label
        families = FONT_FAMILIES
    col = w * INDEX_STEP - w * 0.06  # the visible column of an overlapped card
    f = font(families, w * 0.56, QFont.Weight.Bold)
    fm = QFontMetricsF(f)
    text_w = fm.horizontalAdvance(label)
    sx = min(1.0, col / text_w) if text_w > 0 else 1.0  # "10", "BJ": a little narrower, never smaller
    cx = x + w * 0.05 + col / 2
    base = y + w * 0.06 + fm.ascent() * 0.9
    p.save()
    p.setFont(f)
    p.setPen(colour)
    p.translate(cx, base)
    p.scale(sx, 1.0)
    p.drawText(QPointF(-text_w / 2, 0), label)
    p.restore()
    pip = w * 0.36
    top = base + w * 0.07
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(colour)
    shape = suit_shapes.star_path() if card.is_joker else suit_shapes.suit_path(card.suit)  # type: ignore[arg-type]
    p.drawPath(suit_shapes.fit(shape, QRectF(cx - pip / 2, top, pip, pip)))
    p.restore()
