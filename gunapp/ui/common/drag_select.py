"""Pointer selection in the hand fan: drag, smart picks and one-click undo. Install on the table view's
viewport (an event filter: it sees a press before the card does).

- **Drag:** the first card's click sets the state, every card the pointer crosses while the button is held
  takes that same state (a rubber band over the fan). A drag that selected cards which make no play ends
  with the game's ``Picker.within`` pick, if it has one.
- **Smart click:** a plain click on an unselected card while nothing is selected asks the game's
  ``Picker.click`` for the whole combination holding it (a straight that beats the table, Gunzi's pair);
  Shift or Ctrl + click always toggles the one card. A click on a selected card unselects just that card.
- **Double click:** ``Picker.double_click``: the longest sensible combination holding the card.
- **Undo:** a right click anywhere on the table, or a click on the bare felt, clears the selection (Esc
  too, see ``keyboard``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QGraphicsView

from gunapp.core.cards import Card
from gunapp.core.game_spec import QT_TRANSLATE_NOOP
from gunapp.ui.table.card_item import CardItem

PLAIN = (
    Qt.KeyboardModifier.ShiftModifier | Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.MetaModifier
)

#: (gesture, what it does) for Help → Keyboard shortcuts; translated in context "Mouse"
MOUSE: tuple[tuple[str, str], ...] = (
    (
        QT_TRANSLATE_NOOP("Mouse", "Click"),
        QT_TRANSLATE_NOOP(
            "Mouse", "Select a card (answering a pair, straight or airplane: the whole play that beats it)"
        ),
    ),
    (
        QT_TRANSLATE_NOOP("Mouse", "Double click"),
        QT_TRANSLATE_NOOP("Mouse", "The longest combination with that card"),
    ),
    (
        QT_TRANSLATE_NOOP("Mouse", "Shift + click"),
        QT_TRANSLATE_NOOP("Mouse", "Select or unselect one card only"),
    ),
    (
        QT_TRANSLATE_NOOP("Mouse", "Drag across cards"),
        QT_TRANSLATE_NOOP("Mouse", "Select (or unselect) every card you pass over"),
    ),
    (
        QT_TRANSLATE_NOOP("Mouse", "Right click, or click the table"),
        QT_TRANSLATE_NOOP("Mouse", "Clear the selection"),
    ),
)


class Picker(Protocol):
    """A game's smart selection; each answer is the cards to select (holding the card given), or None."""

    def click(self, card: Card) -> list[Card] | None: ...

    def double_click(self, card: Card) -> list[Card] | None: ...

    def within(self, cards: Sequence[Card]) -> list[Card] | None: ...


class DragSelect(QObject):
    def __init__(
        self,
        view: QGraphicsView,
        hand_items: Callable[[], list[CardItem]],
        picker: Picker | None = None,
    ) -> None:
        super().__init__(view)
        self._view = view
        self._items = hand_items
        self.picker = picker
        self._origin: CardItem | None = None
        self._seen: set[int] = set()
        view.viewport().installEventFilter(self)

    def _card_at(self, event: QMouseEvent) -> CardItem | None:
        hand = self._items()
        for it in self._view.items(event.position().toPoint()):
            if isinstance(it, CardItem) and it in hand and it.interactive:
                return it
        return None

    def _playable(self) -> list[CardItem]:
        return [it for it in self._items() if it.interactive]

    def clear(self) -> bool:
        """Unselect every card of a playable hand; True if there was something to clear."""
        chosen = [it for it in self._playable() if it.selected]
        for it in chosen:
            it.set_selected(False)
        return bool(chosen)

    def select(self, cards: Sequence[Card], first: CardItem, among: Sequence[CardItem] | None = None) -> None:
        """Select exactly ``cards``: ``first`` for its own card, the others from ``among`` (default the hand),
        copies taken left to right."""
        hand = self._playable()
        pool = [it for it in (among if among is not None else hand) if it is not first]
        chosen = [first]
        need = list(cards)
        if first.card in need:
            need.remove(first.card)
        for c in need:
            it = next((x for x in pool if x.card == c), None)
            if it is None:
                it = next((x for x in hand if x.card == c and x not in chosen), None)
            if it is not None:
                pool = [x for x in pool if x is not it]
                chosen.append(it)
        for it in hand:
            it.set_selected(it in chosen)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802
        t = event.type()
        if t == QEvent.Type.MouseButtonPress and isinstance(event, QMouseEvent):
            return self._press(event)
        if t == QEvent.Type.MouseButtonDblClick and isinstance(event, QMouseEvent):
            return self._double(event)
        if t == QEvent.Type.MouseMove and isinstance(event, QMouseEvent) and self._origin is not None:
            if event.buttons() & Qt.MouseButton.LeftButton:
                it = self._card_at(event)
                if it is not None and id(it) not in self._seen:
                    self._seen.add(id(it))
                    it.set_selected(self._origin.selected)
        elif t == QEvent.Type.MouseButtonRelease:
            self._release()
        return False

    def _press(self, event: QMouseEvent) -> bool:
        if event.button() == Qt.MouseButton.RightButton:
            return self.clear()
        if event.button() != Qt.MouseButton.LeftButton:
            return False
        it = self._card_at(event)
        self._origin = it
        self._seen = {id(it)} if it is not None else set()
        if it is None:
            if not self._view.items(event.position().toPoint()):
                self.clear()  # the bare felt: nothing is taken from the table's other items
            return False
        plain = not event.modifiers() & PLAIN
        fresh = not it.selected and not any(x.selected for x in self._playable())
        if plain and fresh and self.picker is not None and it.card is not None:
            cards = self.picker.click(it.card)
            if cards is not None and len(cards) > 1:
                self.select(cards, it)
                return True  # the card would toggle itself back otherwise
        return False

    def _double(self, event: QMouseEvent) -> bool:
        if event.button() != Qt.MouseButton.LeftButton or self.picker is None:
            return False
        it = self._card_at(event)
        if it is None or it.card is None:
            return False
        cards = self.picker.double_click(it.card)
        if cards is None:
            return False
        self.select(cards, it)
        self._origin = None
        return True

    def _release(self) -> None:
        origin, seen = self._origin, self._seen
        self._origin = None
        self._seen = set()
        if origin is None or len(seen) < 2 or not origin.selected or self.picker is None:
            return
        chosen = [it for it in self._playable() if it.selected]
        cards = [it.card for it in chosen if it.card is not None]
        pick = self.picker.within(cards)
        if pick is not None:
            first = next(it for it in chosen if it.card == pick[0])
            self.select(pick, first, chosen)
