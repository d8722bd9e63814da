"""Select hand cards by dragging across them: the first card's click sets the state, every card the pointer
crosses while the button is held takes that same state. Install on the table view's viewport."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QGraphicsView

from gunapp.ui.table.card_item import CardItem


class DragSelect(QObject):
    def __init__(self, view: QGraphicsView, hand_items: Callable[[], list[CardItem]]) -> None:
        super().__init__(view)
        self._view = view
        self._items = hand_items
        self._origin: CardItem | None = None
        self._seen: set[int] = set()
        view.viewport().installEventFilter(self)

    def _card_at(self, event: QMouseEvent) -> CardItem | None:
        hand = self._items()
        for it in self._view.items(event.position().toPoint()):
            if isinstance(it, CardItem) and it in hand and it.interactive:
                return it
        return None

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802
        t = event.type()
        if t == QEvent.Type.MouseButtonPress and isinstance(event, QMouseEvent):
            if event.button() == Qt.MouseButton.LeftButton:
                self._origin = self._card_at(event)
                self._seen = {id(self._origin)} if self._origin is not None else set()
        elif t == QEvent.Type.MouseMove and isinstance(event, QMouseEvent) and self._origin is not None:
            if event.buttons() & Qt.MouseButton.LeftButton:
                it = self._card_at(event)
                if it is not None and id(it) not in self._seen:
                    self._seen.add(id(it))
                    it.set_selected(self._origin.selected)
        elif t == QEvent.Type.MouseButtonRelease:
            self._origin = None
            self._seen = set()
        return False
