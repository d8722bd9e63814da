"""TableMoves: what both tables' card moves share (Gunzi ``GunziCardMoves``, Dou Dizhu ``DdzDealMoves``).

The queue helper, the opponents' card counts kept in step with the animations, clearing the table for a new
deal and the face-down pile the deal streams out of. The games add their own moves on top.
"""

from __future__ import annotations

import random
from typing import Any

import shiboken6
from PySide6.QtCore import QObject, QPointF, Signal

from gunapp.ui.table.animator import Call, Lazy, Parallel, Step
from gunapp.ui.table.canvas import TableCanvas
from gunapp.ui.table.card_item import CardItem
from gunapp.ui.table.layout import TableLayout

# face-down cards drawn as the deck pile in the middle of the table before the deal
DECK_PILE_CARDS = 8


class TableMoves(QObject):
    """``status_changed`` asks the table to refresh its panels; ``settlement_due`` carries the game's result
    once the deal's last animation has played."""

    status_changed = Signal()
    settlement_due = Signal(object)

    def __init__(self, canvas: TableCanvas, model: Any) -> None:
        super().__init__(canvas)
        self.canvas = canvas
        self.model = model
        self.anim = canvas.animator
        self.viewer: int = model.viewer
        self.rng = random.Random(model.seed)
        # cards each seat holds as the animations have shown them so far
        self.counts = [0] * canvas.seats
        # the face-down pile the deal streams out of
        self.deck: list[CardItem] = []
        # a new window size moves the pile with the rest of the table (the canvas relays only its pieces);
        # a bound method, not a lambda: a lambda held by the canvas would keep this object, and with it the
        # ended match's model and record, alive for as long as the table lives
        canvas.layout_changed.connect(self._on_layout_changed)

    def _on_layout_changed(self, _lay: object) -> None:
        self._place_deck_pile()

    @property
    def lay(self) -> TableLayout:
        return self.canvas.table_layout

    def _q(self, *steps: Step) -> None:
        """Enqueue steps one by one at top level, so every ``Lazy`` is built when reached."""
        for st in steps:
            self.anim.enqueue(st)

    def _count_step(self, seat: int) -> Step:
        """Show ``counts[seat]`` as it is now on the seat's stack, then refresh the panels."""
        if seat == self.viewer or seat not in self.canvas.opponents:
            return Call(self.status_changed.emit)
        n = self.counts[seat]
        return Lazy(
            lambda: Parallel([self.canvas.opponents[seat].set_count(n), Call(self.status_changed.emit)])
        )

    def _clear_trick_now(self) -> None:
        c = self.canvas
        for items in c.trick.slots.values():
            for it in items:
                c.discard(it)
        c.trick.slots = {}

    def _clear_cards(self) -> None:
        """Take every card off the table at once: hand, kitty, trick, deck pile; the stacks count zero."""
        c = self.canvas
        for it in c.hand.take(c.hand.cards()):
            c.discard(it)
        for it in c.kitty.take():
            c.discard(it)
        self._clear_trick_now()
        for it in self.deck:
            c.discard(it)
        self.deck = []
        for _s, stack in c.opponents.items():
            c.animator.run_now(stack.set_count(0))
        self.counts = [0] * c.seats

    def _lay_deck_pile(self) -> None:
        """The face-down pile in the middle, a little skewed so it reads as a stack."""
        c = self.canvas
        for i in range(DECK_PILE_CARDS):
            it = c.new_card(None, QPointF(), width=self.lay.back_width, face_up=False)
            it.setZValue(20 + i)
            self.deck.append(it)
        self._place_deck_pile()

    def _place_deck_pile(self) -> None:
        pt = self.lay.deck_point()
        width = self.lay.back_width
        for i, it in enumerate(self.deck):
            if shiboken6.isValid(it):
                it.setPos(QPointF(pt.x() - i * 0.8, pt.y() - i * 0.8))
                it.set_width(width)
