"""ShownHands: the hands shown under D11.9-D11.11 (明牌), face up at their seats for everyone.

An opponent's shown hand is drawn as the face-up replay draws every hand (``ui.replay.reveal``: small, sorted,
overlapped so each corner index reads, in the seat's own corner) in place of its backs; the count badge stays.
``show(seat, cards)`` (sorted small to big) redraws one seat when its cards changed (dealt, the kitty taken, a
play), in the player's hand order (Settings → Hand order, as the bottom fan, at once when it changes);
``clear()`` puts the backs back. The player's own hand is at the bottom already: it is never drawn twice.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import shiboken6
from PySide6.QtCore import QRectF

from gunapp.core.cards import Card
from gunapp.ui.replay.reveal import face_up_row
from gunapp.ui.table.canvas import TableCanvas
from gunapp.ui.table.card_item import CardItem
from gunapp.ui.table.layout import TableLayout


class ShownHands:
    def __init__(self, canvas: TableCanvas, avoid: Callable[[], Sequence[QRectF]] = lambda: ()) -> None:
        self.canvas = canvas
        self.avoid = avoid
        self.by_seat: dict[int, list[CardItem]] = {}
        self.shown: dict[int, list[Card]] = {}
        self._layout: TableLayout | None = None
        canvas.hand.order_changed.connect(self.refresh)  # Settings → Hand order: as the fan

    def cards(self, seat: int) -> list[Card]:
        """The face-up cards drawn at ``seat`` now (tests)."""
        return list(self.shown.get(seat, []))

    def show(self, seat: int, cards: Sequence[Card]) -> None:
        c = self.canvas
        if not shiboken6.isValid(c) or seat == c.south:
            return
        if c.table_layout is not self._layout:  # a new size or a turned table: every seat moves
            self._relayout()
        if self.shown.get(seat) == list(cards):
            self._backs(seat, visible=False)  # a stack laid out again shows its backs: hide them
            return
        self.drop(seat)
        self.by_seat[seat] = face_up_row(c, seat, cards, list(self.avoid()))
        self.shown[seat] = list(cards)
        self._backs(seat, visible=False)

    def _relayout(self) -> None:
        shown = dict(self.shown)
        for seat in list(self.by_seat):
            self.drop(seat)
        self._layout = self.canvas.table_layout
        for seat, cards in shown.items():
            self.show(seat, cards)

    def refresh(self) -> None:
        """Lay the same cards out again (a new window size, panels moved)."""
        self._layout = None
        self._relayout()

    def drop(self, seat: int) -> None:
        """``seat``'s hand is no longer shown here: its face-up cards go, its backs come back."""
        for it in self.by_seat.pop(seat, []):
            self.canvas.discard(it)
        self.shown.pop(seat, None)
        self._backs(seat, visible=True)

    def clear(self) -> None:
        if not shiboken6.isValid(self.canvas):
            return
        for seat in list(self.by_seat):
            self.drop(seat)
        self.shown = {}

    def _backs(self, seat: int, visible: bool) -> None:
        stack = self.canvas.opponents.get(seat)
        if stack is None:
            return
        for it in stack.items:
            if shiboken6.isValid(it):
                it.setVisible(visible)
