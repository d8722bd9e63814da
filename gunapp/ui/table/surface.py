"""CardSurface: the felt a table's card pieces lie on (view, scene, layout, animator, card items).

The pieces (``pieces.py``: hand fan, opponents' stacks, trick area, kitty) need only this much of the table:
where things go (``table_layout``), the scene to add items to, and how to make and retire a card item.
``TableCanvas`` builds the pieces on top of it, so the pieces never import the canvas that holds them.
"""

from __future__ import annotations

from typing import Any

import shiboken6
from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QVBoxLayout, QWidget

from gunapp.core.cards import Card
from gunapp.ui.table.animator import Animator
from gunapp.ui.table.card_item import CardItem
from gunapp.ui.table.card_painter import CardPainter, shared_painter
from gunapp.ui.table.layout import TableLayout
from gunapp.ui.table.scene import TableScene, TableView


class CardSurface(QWidget):
    def __init__(
        self,
        seats: int,
        parent: QWidget | None = None,
        *,
        speed: float = 1.0,
        painter: CardPainter | None = None,
    ) -> None:
        super().__init__(parent)
        self.seats = seats
        #: a replay is rebuilding a position at speed 0 (see ``ReplayViewer.goto``): moves whose only effect
        #: is what the player sees in passing (a card's flight, a per-card relayout) may be left out, as long
        #: as the table ends exactly where the event-by-event path would put it
        self.rebuilding = False
        self._unsettled: list[Any] = []  # pieces whose layout a rebuild left for ``settle``
        self.painter = painter or shared_painter()
        self.scene = TableScene(self)
        self.view = TableView(self.scene, self)
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.addWidget(self.view)
        self.animator = Animator(self, speed=speed)
        self.table_layout = TableLayout(1280, 800, seats)

    def defer_layout(self, piece: Any) -> bool:
        """While rebuilding, a hand's or a stack's layout is left for ``settle``: only its last one shows,
        and laying out a whole fan after every card played or dealt was most of a replay's step back."""
        if not self.rebuilding:
            return False
        if piece not in self._unsettled:
            self._unsettled.append(piece)
        return True

    def settle(self) -> None:
        """End of a rebuild: lay out, once, what ``defer_layout`` held back (``rebuilding`` is off)."""
        pieces, self._unsettled = self._unsettled, []
        for piece in pieces:
            if shiboken6.isValid(piece):
                self.animator.place(piece.layout_step(0))

    def new_card(
        self, card: Card | None, at: QPointF, *, width: int | None = None, face_up: bool = True
    ) -> CardItem:
        """A new card item in the scene at ``at`` (centre)."""
        item = CardItem(card, width or self.table_layout.card_width, face_up=face_up, painter=self.painter)
        item.setPos(at)
        self.scene.addItem(item)
        return item

    def discard(self, item: CardItem) -> None:
        """Remove an item from the table for good (deleted once no animation refers to it)."""
        if not shiboken6.isValid(item):
            return  # already gone with the table (a callback that outlived its teardown)
        if item.scene() is self.scene:
            self.scene.removeItem(item)
        self.animator.retire(item)
