"""A small row of card faces inside ordinary widgets (declaration buttons, dialogs, the last-trick review)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from gunapp.core.cards import Card
from gunapp.ui.common.index_card import INDEX_STEP, index_height, paint_index_card
from gunapp.ui.table.card_painter import CardPainter, shared_painter
from gunapp.ui.table.card_style import card_height, shadow_margin


class CardStrip(QWidget):
    """Overlapping mini cards; ``highlight`` draws a gold frame around the row (the winning play)."""

    def __init__(
        self,
        cards: Sequence[Card | None] = (),
        card_width: int = 34,
        parent: QWidget | None = None,
        painter: CardPainter | None = None,
        max_width: int | None = None,
        index: bool = False,
    ) -> None:
        """``max_width``: a long row overlaps more to stay within it (down to the corner index); ``index``:
        index cards (``index_card``: rank and suit as large as the card allows), for the history."""
        super().__init__(parent)
        self._cards = list(cards)
        self._w = card_width
        self._max_width = max_width
        self._index = index
        self._painter = painter or shared_painter()
        self._highlight = False
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)

    def set_cards(self, cards: Sequence[Card | None]) -> None:
        self._cards = list(cards)
        self.updateGeometry()
        self.update()

    def cards(self) -> list[Card | None]:
        return list(self._cards)

    def set_highlight(self, on: bool) -> None:
        self._highlight = on
        self.update()

    def _margin(self) -> int:
        return 0 if self._index else shadow_margin(self._w)

    def _height(self) -> float:
        return index_height(self._w) if self._index else card_height(self._w)

    def _step(self) -> float:
        step = self._w * (INDEX_STEP if self._index else 0.55)
        n = len(self._cards)
        if self._max_width is not None and n > 1:
            room = self._max_width - 2 * self._margin() - 4 - self._w
            # never below the corner's rank and suit: past that the row is as tight as it gets
            step = max(self._w * (0.5 if self._index else 0.34), min(step, room / (n - 1)))
        return step

    def sizeHint(self) -> QSize:  # noqa: N802
        n = max(1, len(self._cards))
        m = self._margin()
        return QSize(int(self._w + self._step() * (n - 1)) + 2 * m + 4, int(self._height()) + 2 * m + 4)

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        return self.sizeHint()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        dpr = self.devicePixelRatioF()
        m = self._margin()
        for i, card in enumerate(self._cards):
            if self._index:
                paint_index_card(p, 2 + i * self._step(), 2, self._w, card, self._painter)
                continue
            pm = self._painter.pixmap(card, self._w, dpr)
            p.drawPixmap(QPointF(2 + i * self._step(), 2), pm)
        if self._highlight and self._cards:
            p.setPen(QPen(QColor("#f2c14e"), 2.5))
            p.setBrush(Qt.BrushStyle.NoBrush)
            w = self._w + self._step() * (len(self._cards) - 1)
            p.drawRoundedRect(2 + m - 2, 2 + m - 2, int(w) + 4, int(self._height()) + 4, 5, 5)
        p.end()
