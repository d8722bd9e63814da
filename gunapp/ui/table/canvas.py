"""TableCanvas: the felt table widget every game builds on (view + scene + layout + animator + pieces).

A game table creates ``TableCanvas(seats=3 or 4)`` and drives it from its model's signals::

    canvas = TableCanvas(seats=4, speed=settings.animation_speed)
    items = [canvas.new_card(c, canvas.table_layout.deck_point(), face_up=False) for c in hand]
    canvas.hand.put(items)
    canvas.animator.enqueue(canvas.hand.layout_step())        # the deal glides into the fan
    played = canvas.hand.take()                                  # the selected cards
    canvas.animator.enqueue(canvas.trick.put(0, played))
    canvas.plates[1].set_name("Bob"); canvas.plates[1].set_role("地主", ROLE_COLOURS["landlord"])

On resize the layout is recomputed and every piece glides to its new place (at once if the animator is
busy with game events: then after the queue drains, so the game's order is never disturbed).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import QWidget

from gunapp.ui.table.animator import Parallel, Step, Tween
from gunapp.ui.table.card_item import CardItem
from gunapp.ui.table.card_painter import CardPainter
from gunapp.ui.table.durations import CARD_MOVE
from gunapp.ui.table.layout import TableLayout
from gunapp.ui.table.pieces import HandFan, KittySpot, OpponentStack, TrickArea
from gunapp.ui.table.seat_plate import SeatPlate
from gunapp.ui.table.surface import CardSurface


class TableCanvas(CardSurface):
    layout_changed = Signal(object)  # the new TableLayout

    def __init__(
        self,
        seats: int = 4,
        parent: QWidget | None = None,
        *,
        speed: float = 1.0,
        painter: CardPainter | None = None,
    ) -> None:
        super().__init__(seats, parent, speed=speed, painter=painter)
        self.south = 0
        self.hand = HandFan(self)
        self.opponents = {s: OpponentStack(self, s) for s in range(1, seats)}
        self.trick = TrickArea(self)
        self.kitty = KittySpot(self)
        self.plates: dict[int, SeatPlate] = {}
        for s in range(seats):
            plate = SeatPlate(s)
            self.scene.addItem(plate)
            self.plates[s] = plate
        self._relayout_pending = False
        self.view.resized.connect(lambda _size: self.relayout())
        self._place_plates()

    def shutdown(self) -> None:
        """Stop every animation before the table's items go (leaving the table, closing the window)."""
        if self._relayout_pending:
            # the relayout waiting for the queue to drain would otherwise run inside clear() (which drains
            # it) and start new animations on the items about to be deleted: "animation without target"
            self.animator.drained.disconnect(self._relayout_after_drain)
            self._relayout_pending = False
        self.animator.clear()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            # the jokers' captions are in the language (the painter translates them): redraw those cards
            for it in self.scene.items():
                if isinstance(it, CardItem) and it.card is not None and it.card.is_joker:
                    it.refresh()
        super().changeEvent(event)

    def refresh_cards(self) -> None:
        """Redraw every card (after four-colour or the joker captions changed)."""
        for it in self.scene.items():
            if isinstance(it, CardItem):
                it.refresh()

    # -- layout -----------------------------------------------------------------------------------------
    def layout_step(self, duration: int = CARD_MOVE) -> Step:
        steps: list[Step] = [self.hand.layout_step(duration), self.trick.layout_step(duration)]
        steps += [o.layout_step(duration) for o in self.opponents.values()]
        steps.append(self.kitty.layout_step(duration))
        for seat, plate in self.plates.items():
            r = self.table_layout.plate_rect(seat)
            plate.set_size(r.width(), r.height())
            steps.append(Tween(plate, b"pos", r.topLeft(), duration))
        return Parallel(steps)

    def relayout(self) -> None:
        """Fit everything to the view's current size (animated, or after the queue drains)."""
        size = self.view.viewport().size()
        self.table_layout = TableLayout(size.width(), size.height(), self.seats, self.south)
        self.layout_changed.emit(self.table_layout)
        if self.animator.is_idle():
            # one animation per piece: a piece that drops a card while gliding (a stack recounted during the
            # deal) stops only its own animation, never the plates' (they froze half-way, off the edge)
            step = self.layout_step()
            if not self.isVisible():
                # a table taken off the window (about to be deleted) or not shown yet: place the pieces at
                # once; an animation started now would outlive its items ("animation without target")
                self.animator.place(step)
                return
            for part in step.steps if isinstance(step, Parallel) else [step]:
                self.animator.run_now(part)
        elif not self._relayout_pending:
            self._relayout_pending = True
            self.animator.drained.connect(self._relayout_after_drain)

    def layout_pending(self) -> bool:
        """The view changed size and the pieces are not laid out for it yet (debounced, or waiting for the
        animation queue to drain)."""
        return self.view.resize_pending() or self._relayout_pending

    def _relayout_after_drain(self) -> None:
        self.animator.drained.disconnect(self._relayout_after_drain)
        self._relayout_pending = False
        self.relayout()

    def set_south(self, seat: int) -> None:
        """Draw ``seat`` at the bottom (its hand in the fan, the others' backs around it). Called before a
        model binds to the table (a replay watched from one seat, a game played on from any seat): the
        pieces' cards are dropped, the model's events put them back."""
        seat %= self.seats
        if seat == self.south:
            return
        self.south = seat
        for stack in self.opponents.values():
            for it in stack.items:
                self.discard(it)
            stack.items.clear()
            if stack.badge.scene() is self.scene:
                self.scene.removeItem(stack.badge)
        self.opponents = {s: OpponentStack(self, s) for s in range(self.seats) if s != seat}
        size = self.view.viewport().size()
        self.table_layout = TableLayout(size.width(), size.height(), self.seats, seat)
        self.layout_changed.emit(self.table_layout)
        self.animator.place(self.layout_step(0))

    def _place_plates(self) -> None:
        for seat, plate in self.plates.items():
            r = self.table_layout.plate_rect(seat)
            plate.set_size(r.width(), r.height())
            plate.setPos(r.topLeft())
