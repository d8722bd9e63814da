"""The keyboard focus ring: a frame around the visible part of one card of the hand.

The frame is worked out from the card's live geometry each time the ring paints, so it follows its card
through every move, lift and relayout (a resize, the history pane opening, a card played) without being
placed again. Drawing it needs no position of its own: the ring spans the scene, and any move of its card
repaints the card's old and new bounds, which hold the whole frame (it lies inside the card's shadow
margin). It frames only the strip the next card to its right leaves visible (the whole card at the fan's
right end), so it never frames two overlapped cards, and draws nothing when its card has left the fan or
the hand is not for play (a replay's, or between turns).

It is not a child of the card: a card played or dealt again is deleted with its children, and a ring that
outlives its cards is simpler than one reborn with each.
"""

from __future__ import annotations

from collections.abc import Callable

import shiboken6
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from gunapp.ui.table.card_item import CardItem

RING = QColor("#4fe0ff")
PEN = 3.0


class FocusRing(QGraphicsItem):
    def __init__(self, fan: Callable[[], list[CardItem]]) -> None:
        super().__init__()
        self._fan = fan
        self._card: CardItem | None = None
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(10_000)

    def card(self) -> CardItem | None:
        card = self._card
        return card if card is not None and shiboken6.isValid(card) else None

    def mark(self, card: CardItem | None) -> None:
        """Frame ``card`` (None: nothing)."""
        self._card = card
        self.setVisible(card is not None)
        self.update()

    def frame(self) -> QRectF:
        """The frame in its card's coordinates (empty when it draws nothing)."""
        card = self.card()
        if card is None or card.scene() is None:
            return QRectF()
        fan = self._fan()
        if card not in fan or not card.interactive:
            return QRectF()
        r = card.card_rect()
        full_right = r.right()
        i = fan.index(card)
        if i + 1 < len(fan):
            nxt = fan[i + 1]
            if nxt.zValue() > card.zValue():  # the next card lies over this one's right part
                right = card.mapFromItem(nxt, nxt.card_rect().topLeft()).x()
                if r.left() < right < r.right():
                    r.setRight(right)
        h = PEN / 2
        # inside the visible strip on a covered side, so the next card hides none of it
        return r.adjusted(-h, -h, -h if r.right() < full_right else h, h)

    def scene_frame(self) -> QRectF:
        """The frame in scene coordinates (what a player sees)."""
        card = self.card()
        f = self.frame()
        return card.mapRectToScene(f) if card is not None and not f.isEmpty() else QRectF()

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt override)
        scene = self.scene()
        return scene.sceneRect() if scene is not None else QRectF()

    def shape(self) -> QPainterPath:
        return QPainterPath()  # never under the pointer: clicks, hovers and hit tests reach the cards

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        f = self.scene_frame()
        if f.isEmpty():
            return
        painter.setPen(QPen(RING, PEN))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(f, 4, 4)
