"""The parts of a table that hold cards: the human's hand fan, opponents' backs, the trick area, the kitty.

Each piece owns a list of ``CardItem``s and knows where they belong in the current ``TableLayout``. Methods
named ``*_step`` return an animation ``Step`` for the caller to ``enqueue`` (one per game event), so the
order of events is kept; ``layout_step()`` moves everything to where the current layout wants it (used on
resize). Items move between pieces by ``take``/``put``: a played card is taken from the hand and put in the
trick area, and one tween carries it there.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from PySide6.QtCore import QEasingCurve, QObject, QPointF, Signal

from gunapp.core.cards import Card
from gunapp.ui.table.animator import Call, Parallel, Sequential, Step, Tween
from gunapp.ui.table.card_item import CardItem
from gunapp.ui.table.durations import (
    CARD_FLIP,
    CARD_MOVE,
    KITTY_FLIP_STAGGER,
    STACK_BACK_FADE_IN,
    TRICK_CLEAR,
)
from gunapp.ui.table.layout import MAX_BACKS
from gunapp.ui.table.seat_plate import CountBadge
from gunapp.ui.table.surface import CardSurface


def move_step(
    item: CardItem,
    pos: QPointF,
    z: float | None = None,
    *,
    face_up: bool | None = None,
    width: int | None = None,
    duration: int = CARD_MOVE,
    delay: int = 0,
) -> Step:
    """One card gliding to ``pos`` (and flipping / resizing on the way if asked)."""
    steps: list[Step] = [Tween(item, b"pos", pos, duration, QEasingCurve.Type.OutCubic, delay)]
    if z is not None:
        # z changes at once so a card flying in is drawn above the ones it lands on
        steps.append(Call(lambda: item.setZValue(z)))
    # compared with the exact flip, not ``face_up``: a card caught half-way (0.5 <= flip < 1) by a newer step
    # would otherwise stay squeezed once Qt stops the older flip animation of the same property
    if face_up is not None and item.flip != (1.0 if face_up else 0.0):  # type: ignore[comparison-overlap]
        steps.append(
            Tween(item, b"flip", 1.0 if face_up else 0.0, CARD_FLIP, QEasingCurve.Type.InOutSine, delay)
        )
    if width is not None:
        # set when the step runs (a no-op if equal): an earlier queued step may still change the width
        steps.append(Call(lambda: item.set_width(width)))
    return Parallel(steps)


class HandFan(QObject):
    """The human's hand, fanned along the bottom; cards lift on hover and toggle selection on click."""

    selection_changed = Signal()
    #: Settings → Hand order turned the fan (the face-up hands drawn elsewhere follow it)
    order_changed = Signal()

    def __init__(self, canvas: CardSurface) -> None:
        super().__init__(canvas)
        self._canvas = canvas
        self.items: list[CardItem] = []
        self._interactive = True
        #: the fan shows the game's order mirrored (Settings → Hand order; ``ui.table.hand_order``)
        self.mirrored = False

    def cards(self) -> list[Card]:
        return [i.card for i in self.items if i.card is not None]

    def selected_items(self) -> list[CardItem]:
        return [i for i in self.items if i.selected]

    def selected_cards(self) -> list[Card]:
        return [i.card for i in self.selected_items() if i.card is not None]

    def clear_selection(self) -> None:
        for i in self.items:
            i.set_selected(False)

    def items_for(self, cards: Sequence[Card]) -> tuple[list[CardItem], list[CardItem], list[Card]]:
        """The items holding ``cards`` in their order (copies are interchangeable: leftmost first), the items
        left over in fan order, and the cards no item was left for."""
        pool = list(self.items)
        found: list[CardItem] = []
        missing: list[Card] = []
        for c in cards:
            for it in pool:
                if it.card == c:
                    found.append(it)
                    pool.remove(it)
                    break
            else:
                missing.append(c)
        return found, pool, missing

    def select_cards(self, cards: Sequence[Card]) -> None:
        """Select exactly these cards (a hint, a suggested tribute); cards not in the hand are ignored."""
        chosen = set(self.items_for(cards)[0])
        for it in self.items:
            it.set_selected(it in chosen)

    def set_interactive(self, on: bool) -> None:
        """Allow or refuse hover and clicks (off while it is not the human's turn)."""
        self._interactive = on
        for i in self.items:
            i.set_interactive(on)

    def put(self, items: Iterable[CardItem]) -> None:
        """Adopt items (dealt or returned cards); call ``layout_step`` to move them into the fan."""
        for item in items:
            item.set_interactive(self._interactive)
            item.selected_changed.connect(self._on_selected)
            self.items.append(item)

    def take(self, cards: Sequence[Card] | None = None) -> list[CardItem]:
        """Remove and return the items for ``cards`` (default: the selected ones), leftmost copies first."""
        if cards is None:
            chosen = self.selected_items()
        else:
            chosen, _rest, missing = self.items_for(cards)
            if missing:
                raise ValueError(f"card {missing[0]} is not in the hand")
        for it in chosen:
            self.items.remove(it)
            it.selected_changed.disconnect(self._on_selected)
            it.set_selected(False, animate=False)
            it.set_interactive(False)
        return chosen

    def reorder(self, cards: Sequence[Card]) -> None:
        """Put the items in the order of ``cards`` (the game's sort); then run ``layout_step``."""
        ordered, rest, _missing = self.items_for(cards)
        self.items = ordered + rest
        if self.mirrored:
            self.items.reverse()

    def set_mirrored(self, on: bool) -> bool:
        """Show the game's order mirrored from now on; True if the fan's order changed (lay it out)."""
        if on == self.mirrored:
            return False
        self.mirrored = on
        self.items.reverse()
        self.order_changed.emit()
        return True

    def layout_step(self, duration: int = CARD_MOVE) -> Step:
        if self._canvas.defer_layout(self):
            return Parallel([])
        lay = self._canvas.table_layout
        pts = lay.hand_positions(len(self.items))
        width = lay.hand_card_width(len(self.items))
        return Parallel(
            [
                move_step(it, pt, 100 + i, face_up=True, width=width, duration=duration)
                for i, (it, pt) in enumerate(zip(self.items, pts, strict=True))
            ]
        )

    def _on_selected(self, item: object, on: bool) -> None:
        self.selection_changed.emit()


class OpponentStack(QObject):
    """An opponent's hand as a few backs and a count badge (they hold ``count`` cards)."""

    def __init__(self, canvas: CardSurface, seat: int) -> None:
        super().__init__(canvas)
        self._canvas = canvas
        self.seat = seat
        self.items: list[CardItem] = []
        self.count = 0
        self.badge = CountBadge()
        self.badge.set_count(0)
        canvas.scene.addItem(self.badge)

    def set_count(self, n: int) -> Step:
        """Show ``n`` cards; returns the step that adds or removes backs (enqueue it)."""
        self.count = max(0, n)
        want = min(self.count, MAX_BACKS)
        steps: list[Step] = []
        lay = self._canvas.table_layout
        while len(self.items) < want:
            it = self._canvas.new_card(
                None, lay.opponent_anchor(self.seat), width=lay.back_width, face_up=False
            )
            it.setOpacity(0.0)
            self.items.append(it)
            steps.append(Tween(it, b"opacity", 1.0, STACK_BACK_FADE_IN))
        while len(self.items) > want:
            self._canvas.discard(self.items.pop())
        steps.append(Call(lambda: self.badge.set_count(self.count)))
        steps.append(self.layout_step())
        return Parallel(steps)

    def layout_step(self, duration: int = CARD_MOVE) -> Step:
        if self._canvas.defer_layout(self):
            return Parallel([])
        lay = self._canvas.table_layout
        pts = lay.opponent_positions(self.seat, len(self.items))
        badge_pos = lay.count_badge_pos(self.seat)
        self.badge.set_diameter(max(22.0, lay.back_width * 0.5))
        steps: list[Step] = [
            move_step(it, pt, 50 + i, width=lay.back_width, duration=duration)
            for i, (it, pt) in enumerate(zip(self.items, pts, strict=True))
        ]
        steps.append(Tween(self.badge, b"pos", badge_pos, duration))
        return Parallel(steps)


class TrickArea(QObject):
    """The centre of the table: one slot per seat holding the cards that seat played last."""

    def __init__(self, canvas: CardSurface) -> None:
        super().__init__(canvas)
        self._canvas = canvas
        self.slots: dict[int, list[CardItem]] = {}
        self._z = 200

    def put(self, seat: int, items: Sequence[CardItem], *, duration: int = CARD_MOVE) -> Step:
        """Move ``items`` (already in the scene, e.g. taken from a hand) into ``seat``'s slot, face up."""
        self.slots.setdefault(seat, []).extend(items)
        lay = self._canvas.table_layout
        pts = lay.trick_positions(seat, len(self.slots[seat]))
        steps: list[Step] = []
        for it, pt in zip(self.slots[seat], pts, strict=True):
            self._z += 1
            steps.append(move_step(it, pt, self._z, face_up=True, width=lay.trick_width, duration=duration))
        return Parallel(steps)

    def clear_step(self, to: QPointF | None = None, *, duration: int = TRICK_CLEAR) -> Step:
        """Sweep every played card away (towards ``to``, e.g. the trick winner) and delete them."""
        items = [it for cards in self.slots.values() for it in cards]
        self.slots = {}
        steps: list[Step] = []
        for it in items:
            if to is not None:
                steps.append(Tween(it, b"pos", to, duration, QEasingCurve.Type.InCubic))
            steps.append(Tween(it, b"opacity", 0.0, duration, QEasingCurve.Type.InQuad))
        canvas = self._canvas

        def drop() -> None:
            for it in items:
                canvas.discard(it)

        return Sequential([Parallel(steps), Call(drop)])

    def layout_step(self, duration: int = CARD_MOVE) -> Step:
        lay = self._canvas.table_layout
        steps: list[Step] = []
        for seat, items in self.slots.items():
            for it, pt in zip(items, lay.trick_positions(seat, len(items)), strict=True):
                steps.append(move_step(it, pt, width=lay.trick_width, duration=duration))
        return Parallel(steps)


class KittySpot(QObject):
    """The bottom / kitty (底牌): face down until revealed."""

    def __init__(self, canvas: CardSurface) -> None:
        super().__init__(canvas)
        self._canvas = canvas
        self.items: list[CardItem] = []

    def put(self, items: Sequence[CardItem]) -> Step:
        self.items.extend(items)
        return self.layout_step()

    def take(self) -> list[CardItem]:
        items, self.items = self.items, []
        return items

    def reveal_step(self, face_up: bool = True) -> Step:
        return Parallel(
            [
                Tween(
                    it,
                    b"flip",
                    1.0 if face_up else 0.0,
                    CARD_FLIP,
                    QEasingCurve.Type.InOutSine,
                    i * KITTY_FLIP_STAGGER,
                )
                for i, it in enumerate(self.items)
            ]
        )

    def layout_step(self, duration: int = CARD_MOVE) -> Step:
        lay = self._canvas.table_layout
        pts = lay.kitty_positions(len(self.items))
        return Parallel(
            [
                move_step(it, pt, 60 + i, width=lay.back_width, duration=duration)
                for i, (it, pt) in enumerate(zip(self.items, pts, strict=True))
            ]
        )
