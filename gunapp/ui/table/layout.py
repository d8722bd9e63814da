"""Where things go on a table of 3 or 4 seats, for a given window size (pure geometry, no items).

Seats are numbered counter-clockwise from the human (gunzi R1.2, Dou Dizhu D1): seat 0 bottom, 1 right,
then 2 top and 3 left with four players, or 2 left with three. Every position is a card *centre* (see
``CardItem``). A new ``TableLayout`` is made for each window size; it is cheap and immutable.

Regions at 1280 x 800 (4 seats): the human's hand fills the bottom band; the human's plate sits above its
left end; the top partner's backs are centred at the top with the plate to their left; the side
opponents' plates hug the left and right edges with their backs under them; each seat has a trick slot
between its plate and the centre; the kitty (bottom) sits in the top-right corner (top centre with three).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from PySide6.QtCore import QPointF, QRectF

from gunapp.ui.table.card_item import SELECT_LIFT
from gunapp.ui.table.card_style import card_height

Side = Literal["bottom", "right", "top", "left"]
SIDES: dict[int, tuple[Side, ...]] = {3: ("bottom", "right", "left"), 4: ("bottom", "right", "top", "left")}

#: visible part of an overlapped hand card, as a fraction of its width: never hide the corner index
MIN_STEP = 0.29
MAX_STEP = 0.6
MIN_HAND_WIDTH = 44
#: at most this many backs drawn for an opponent's hand; the count badge says the rest
MAX_BACKS = 6
#: card widths are multiples of this: every new width draws each face shown anew (about a millisecond a face),
#: and the table's height moves by a few px whenever the bar below it changes, a long hand's width with every
#: card played; in steps, most of those changes keep the width and its drawn faces
WIDTH_STEP = 4


def _stepped(width: float) -> int:
    w = int(width)
    return w - w % WIDTH_STEP


@dataclass(frozen=True)
class TableLayout:
    width: float
    height: float
    seats: int = 4
    #: the seat drawn at the bottom (the one whose hand is the fan): 0 at play, any seat in a replay's view
    south: int = 0

    def __post_init__(self) -> None:
        if self.seats not in SIDES:
            raise ValueError(f"seats must be 3 or 4, not {self.seats}")

    # -- sizes ------------------------------------------------------------------------------------------
    @property
    def margin(self) -> float:
        return max(10.0, min(self.width, self.height) * 0.02)

    @property
    def card_width(self) -> int:
        """The human's hand card width when the hand is short (it shrinks for long hands)."""
        return _stepped(max(56, min(130, round(min(self.height * 0.15, self.width * 0.095)))))

    @property
    def back_width(self) -> int:
        """Opponents' backs and the kitty."""
        return max(34, _stepped(round(self.card_width * 0.55)))

    @property
    def trick_width(self) -> int:
        return max(44, _stepped(round(self.card_width * 0.8)))

    @property
    def plate_size(self) -> tuple[float, float]:
        pw = min(250.0, max(180.0, self.width * 0.165))
        return pw, round(pw * 0.33)

    def side(self, seat: int) -> Side:
        return SIDES[self.seats][(seat - self.south) % self.seats]

    # -- the human's hand -------------------------------------------------------------------------------
    def hand_card_width(self, n: int) -> int:
        avail = self.width - 2 * self.margin
        fit = avail / (1 + MIN_STEP * max(0, n - 1))
        return _stepped(max(MIN_HAND_WIDTH, min(self.card_width, fit)))

    def hand_positions(self, n: int) -> list[QPointF]:
        """Centres of ``n`` hand cards, left to right, overlapping as little as the width allows."""
        if n <= 0:
            return []
        cw = self.hand_card_width(n)
        ch = card_height(cw)
        avail = self.width - 2 * self.margin
        step = 0.0 if n == 1 else min(MAX_STEP * cw, (avail - cw) / (n - 1))
        total = cw + step * (n - 1)
        x0 = (self.width - total) / 2 + cw / 2
        y = self.height - self.margin * 0.9 - ch / 2
        return [QPointF(round(x0 + i * step), round(y)) for i in range(n)]

    def hand_top(self) -> float:
        """The top of the hand area including room for a selected (raised) card."""
        ch = card_height(self.card_width)
        return self.height - self.margin * 0.9 - ch - ch * SELECT_LIFT

    # -- seats ------------------------------------------------------------------------------------------
    def plate_rect(self, seat: int) -> QRectF:
        pw, ph = self.plate_size
        m = self.margin
        side = self.side(seat)
        if side == "bottom":
            return QRectF(m, self.hand_top() - ph - m * 0.6, pw, ph)
        if side == "top":
            stack_w = self._top_stack_width()
            return QRectF(self.width / 2 - stack_w / 2 - m * 1.5 - pw, m, pw, ph)
        y = self.height * (0.24 if self.seats == 4 else 0.18)
        x = m if side == "left" else self.width - m - pw
        return QRectF(x, y, pw, ph)

    def _top_stack_width(self) -> float:
        return self.back_width * (1 + 0.22 * (MAX_BACKS - 1))

    def opponent_positions(self, seat: int, n: int) -> list[QPointF]:
        """Centres of the ``n`` backs drawn for an opponent (at most ``MAX_BACKS``; pass min(count, MAX))."""
        n = max(0, min(n, MAX_BACKS))
        bw = self.back_width
        bh = card_height(bw)
        side = self.side(seat)
        if side == "top":
            step = bw * 0.22
            x0 = self.width / 2 - step * (n - 1) / 2
            y = self.margin + bh / 2
            return [QPointF(round(x0 + i * step), round(y)) for i in range(n)]
        plate = self.plate_rect(seat)
        step = bh * 0.07
        cx = (
            plate.left() + bw / 2 + self.margin * 0.2
            if side == "left"
            else plate.right() - bw / 2 - self.margin * 0.2
        )
        y0 = plate.bottom() + self.margin + bh / 2
        return [QPointF(round(cx), round(y0 + i * step)) for i in range(n)]

    def opponent_anchor(self, seat: int) -> QPointF:
        """Where an opponent's cards come from and go to (the middle of its backs), or the human's hand."""
        if self.side(seat) == "bottom":
            return QPointF(self.width / 2, self.height - self.margin - card_height(self.card_width) / 2)
        pts = self.opponent_positions(seat, MAX_BACKS)
        return QPointF((pts[0].x() + pts[-1].x()) / 2, (pts[0].y() + pts[-1].y()) / 2)

    def count_badge_pos(self, seat: int) -> QPointF:
        """Centre of the card-count badge of an opponent."""
        pts = self.opponent_positions(seat, MAX_BACKS)
        bw = self.back_width
        if self.side(seat) == "top":
            return QPointF(pts[-1].x() + bw / 2 + self.margin * 1.2, pts[-1].y())
        last = pts[-1]
        return QPointF(last.x(), last.y())

    # -- centre -----------------------------------------------------------------------------------------
    def trick_slot(self, seat: int) -> QPointF:
        """The anchor of a seat's played cards: a centre for top/bottom, the row's inner end for sides."""
        tw = self.trick_width
        th = card_height(tw)
        side = self.side(seat)
        pw, _ = self.plate_size
        if side == "bottom":
            return QPointF(self.width / 2, self.hand_top() - self.margin * 0.5 - th / 2)
        if side == "top":
            return QPointF(self.width / 2, self.margin * 2 + card_height(self.back_width) + th / 2)
        y = self.plate_rect(seat).center().y() + th * (0.55 if self.seats == 4 else 0.75)
        if side == "left":
            return QPointF(self.margin + pw + self.margin * 2 + tw / 2, y)
        return QPointF(self.width - self.margin - pw - self.margin * 2 - tw / 2, y)

    def trick_positions(self, seat: int, n: int) -> list[QPointF]:
        """Centres of ``n`` cards played by ``seat``; side seats' rows grow towards the middle."""
        if n <= 0:
            return []
        tw = self.trick_width
        side = self.side(seat)
        max_w = self.width * (0.42 if side in ("top", "bottom") else 0.24)
        step = 0.0 if n == 1 else min(tw * 0.42, (max_w - tw) / (n - 1))
        slot = self.trick_slot(seat)
        total = step * (n - 1)
        if side == "left":
            x0 = slot.x()
        elif side == "right":
            x0 = slot.x() - total
        else:
            x0 = slot.x() - total / 2
        return [QPointF(round(x0 + i * step), round(slot.y())) for i in range(n)]

    def kitty_positions(self, n: int) -> list[QPointF]:
        """Centres of the kitty (bottom) cards."""
        if n <= 0:
            return []
        bw = self.back_width
        bh = card_height(bw)
        step = bw * (1.08 if n <= 4 else 0.4)
        total = step * (n - 1)
        x0 = self.width / 2 - total / 2 if self.seats == 3 else self.width - self.margin - bw / 2 - total
        y = self.margin + bh / 2
        return [QPointF(round(x0 + i * step), round(y)) for i in range(n)]

    def deck_point(self) -> QPointF:
        """Where the deck sits while dealing."""
        return QPointF(self.width / 2, self.height * 0.45)
