"""The other seats' hands drawn face up, for the replay viewer's "every hand face up" view.

The table draws every seat but the bottom one as a few backs and a count badge (``OpponentStack``). In this
view those backs are hidden and the seat's real cards are laid out in their place instead: small, sorted,
in overlapped rows that keep every card's corner index readable, in the player's hand order
(Settings → Hand order, as the bottom fan), inside the seat's own corner of the table
(under a side plate, or along the top), so the cards in play in the middle stay clear. The count badge
stays. Nothing here touches the game: it reads the engine the viewer already holds.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

import shiboken6
from PySide6.QtCore import QPointF, QRectF

from gunapp.core import registry
from gunapp.core.cards import Card
from gunapp.models.game_model import GameModel
from gunapp.ui.table.canvas import TableCanvas
from gunapp.ui.table.card_item import CardItem
from gunapp.ui.table.card_style import card_height
from gunapp.ui.table.hand_order import as_the_fan
from gunapp.ui.table.layout import TableLayout

#: visible part of an overlapped card: its corner index (rank over suit) stays readable
STEP_X = 0.32
STEP_Y = 0.36


def badge_rect(lay: TableLayout, seat: int) -> QRectF:
    """Where ``seat``'s card-count badge is drawn (``OpponentStack``: its centre and diameter)."""
    c = lay.count_badge_pos(seat)
    r = max(22.0, lay.back_width * 0.5) / 2 + 2
    return QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r)


def reveal_positions(
    lay: TableLayout, seat: int, n: int, avoid: Sequence[QRectF] = ()
) -> tuple[int, list[QPointF]]:
    """Card width and centres for ``n`` face-up cards of ``seat`` (not the bottom seat), in rows; the top
    seat's rows keep clear of the rectangles in ``avoid`` (panels over the table, such as the status)."""
    if n <= 0:
        return lay.back_width, []
    side = lay.side(seat)
    m = lay.margin
    badge = badge_rect(lay, seat)
    if side == "top":
        width = max(30, round(lay.back_width * 0.8))
        band = QRectF(0, m, lay.width, card_height(width) * 2)
        left = lay.plate_rect(seat).right() + m
        # clear of the kitty in the top-right corner (four seats) and of the panels there
        right = lay.kitty_positions(8)[0].x() - lay.back_width if lay.seats == 4 else lay.width - left
        for panel in avoid:
            if panel.intersects(band):
                if panel.center().x() > lay.width / 2:
                    right = min(right, panel.left() - m)
                else:
                    left = max(left, panel.right() + m)
        # the count badge stays: the rows take the wider side of it, never the indices under it (issue 26:
        # Dou Dizhu 4's 25 cards were squeezed under it)
        if left < badge.center().x() < right:
            before, after = badge.left() - m * 0.4 - left, right - badge.right() - m * 0.4
            if after >= before:
                left = badge.right() + m * 0.4
            else:
                right = badge.left() - m * 0.4
        room = max(width * 2.0, right - left)
        x_center = (left + right) / 2
        top = m
    else:
        width = max(30, round(lay.back_width * 0.85))
        plate = lay.plate_rect(seat)
        left, right = plate.left(), plate.right()
        top = plate.bottom() + m * 0.6
        # the rows beside the badge when it sits where they go (under the plate, at its outer end)
        if left < badge.center().x() < right and badge.bottom() > top:
            if badge.center().x() > plate.center().x():
                right = badge.left() - m * 0.3
            else:
                left = badge.right() + m * 0.3
        room = max(width * 2.0, right - left)
        x_center = (left + right) / 2
    height = card_height(width)
    per_row = max(1, int((room - width) // (width * STEP_X)) + 1)
    rows = math.ceil(n / per_row)
    per_row = math.ceil(n / rows)  # even rows
    pts: list[QPointF] = []
    for i in range(n):
        r, c = divmod(i, per_row)
        in_row = min(per_row, n - r * per_row)
        x0 = x_center - width * STEP_X * (in_row - 1) / 2
        pts.append(QPointF(round(x0 + c * width * STEP_X), round(top + height / 2 + r * height * STEP_Y)))
    return width, pts


def face_up_row(c: TableCanvas, seat: int, cards: Sequence[Card], avoid: Sequence[QRectF]) -> list[CardItem]:
    """``cards`` of ``seat`` laid face up on the felt in the player's hand order (a replay's open hands, a
    shown hand under 明牌): out of play, above the table's other cards."""
    width, pts = reveal_positions(c.table_layout, seat, len(cards), avoid)
    items: list[CardItem] = []
    for i, (card, pt) in enumerate(zip(as_the_fan(c, cards), pts, strict=True)):
        item = c.new_card(card, pt, width=width, face_up=True)
        item.setZValue(60 + i)
        item.set_interactive(False)
        items.append(item)
    return items


class RevealLayer:
    """Face-up cards over the opponents' corners; ``show({seat: cards})`` replaces them, ``clear()``.

    Only the seats whose cards changed are redrawn (a step changes one seat's hand)."""

    def __init__(self, canvas: TableCanvas) -> None:
        self.canvas = canvas
        self.by_seat: dict[int, list[CardItem]] = {}
        self.shown: dict[int, list[Card]] = {}
        self._layout: TableLayout | None = None
        self._avoid: list[QRectF] = []
        self._mirrored = False
        canvas.hand.order_changed.connect(self._reorder)

    def _reorder(self) -> None:
        """The player turned the hand order while the hands lie face up: they turn with the fan."""
        if self.shown:
            self.show(dict(self.shown), list(self._avoid))

    @property
    def items(self) -> list[CardItem]:
        return [it for items in self.by_seat.values() for it in items]

    def show(self, hands: dict[int, Sequence[Card]], avoid: Sequence[QRectF] = ()) -> None:
        c = self.canvas
        if not shiboken6.isValid(c):
            return
        lay = c.table_layout
        # a new size, a turned table, the other hand order (Settings → Hand order): all move
        if lay is not self._layout or list(avoid) != self._avoid or c.hand.mirrored != self._mirrored:
            self.clear()
            self._layout, self._avoid, self._mirrored = lay, list(avoid), c.hand.mirrored
        for seat in [s for s in self.shown if s not in hands or s == c.south]:
            self._drop(seat)
        for seat, cards in hands.items():
            if seat == c.south or self.shown.get(seat) == list(cards):
                continue
            self._drop(seat)
            self.by_seat[seat] = face_up_row(c, seat, cards, self._avoid)
            self.shown[seat] = list(cards)
        self._backs(visible=False)

    def _drop(self, seat: int) -> None:
        for it in self.by_seat.pop(seat, []):
            self.canvas.discard(it)
        self.shown.pop(seat, None)

    def clear(self) -> None:
        if shiboken6.isValid(self.canvas):
            for seat in list(self.by_seat):
                self._drop(seat)
            self._backs(visible=True)
        self.by_seat.clear()
        self.shown = {}
        self._layout = None
        self._avoid = []

    def _backs(self, visible: bool) -> None:
        for stack in self.canvas.opponents.values():
            for it in stack.items:
                if shiboken6.isValid(it):
                    it.setVisible(visible)


def sorted_hand(model: GameModel[Any], cards: Sequence[Card]) -> list[Card]:
    """A seat's cards in the order the table sorts a hand now (its game's ``GameSpec.hand_order``)."""
    order = registry.game(model.game_key).load_hand_order()(model.engine)
    return sorted(cards, key=order)
