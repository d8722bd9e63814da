"""What each seat said in the call-and-grab rounds (D11), kept on the table as a regular of 欢乐斗地主 sees it:

- ``SeatWords``: one callout per seat ("Grab the landlord!", "Don't call", "Double") that stays until the round
  it belongs to is over (the auction, the doubling), the next word of the same seat replacing it;
- ``SeatMarks``: small pills at the bottom corner of a seat plate ("Double ×2", "Super ×4", "Shown") that stay
  for the whole deal.

Both keep a function giving each text, so a live language switch redraws them in the new language
(``retranslate``), and both follow a new window size (``place``).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QWidget

from gunapp.ui.common.alive import alive
from gunapp.ui.common.callout import CalloutBubble, bubble_anchor
from gunapp.ui.table.canvas import TableCanvas
from gunapp.ui.table.card_style import font
from gunapp.ui.table.seat_plate import UI_FAMILIES

Words = Callable[[], str]


class SeatWords:
    """One lasting callout per seat; ``say`` puts one up now (replacing the seat's last), ``clear`` takes
    them all down."""

    def __init__(self, canvas: TableCanvas, speed: Callable[[], float]) -> None:
        self.canvas = canvas
        self._speed = speed
        self.said: dict[int, tuple[Words, str, CalloutBubble]] = {}

    def say(self, seat: int, words: Words, accent: str) -> CalloutBubble:
        self._drop(seat)
        bubble = self._put(seat, words(), accent)
        self.said[seat] = (words, accent, bubble)
        return bubble

    def _put(self, seat: int, text: str, accent: str, fade: bool = True) -> CalloutBubble:
        lay = self.canvas.table_layout
        b = CalloutBubble(text, size=max(13.0, lay.card_width * 0.15), accent=accent)
        self.canvas.scene.addItem(b)
        r = b.boundingRect()
        b.setPos(bubble_anchor(lay.plate_rect(seat), lay.side(seat), r.width(), r.height()))
        speed = self._speed()
        if fade and speed > 0:
            b.show_for(0, speed)
        else:
            b.setOpacity(1.0)
        return b

    def texts(self) -> dict[int, str]:
        """The words up now, by seat (tests)."""
        return {s: b.text() for s, (_w, _a, b) in self.said.items() if alive(b)}

    def _drop(self, seat: int) -> None:
        old = self.said.pop(seat, None)
        if old is not None and alive(old[2]):
            if self._speed() > 0:
                old[2].dismiss()
            else:  # instant play: gone at once, not left fading under the next word
                old[2].setVisible(False)
                old[2].dismiss()

    def clear(self) -> None:
        for seat in list(self.said):
            self._drop(seat)

    def retranslate(self) -> None:
        """The same words in the language now chosen, at once (no fade: nothing new was said)."""
        for seat, (words, accent, bubble) in list(self.said.items()):
            if alive(bubble):
                bubble.setVisible(False)  # replaced at once by the same words, translated
                bubble.dismiss()
            self.said[seat] = (words, accent, self._put(seat, words(), accent, fade=False))

    def place(self) -> None:
        self.retranslate()  # the bubbles are sized by the table's card width: build them again


class Mark(QGraphicsObject):
    """A small coloured pill with a word."""

    def __init__(self, text: str, colour: str, height: float) -> None:
        super().__init__()
        self._text = text
        self._colour = QColor(colour)
        self._h = height
        self._w = QFontMetricsF(font(UI_FAMILIES, height * 0.6)).horizontalAdvance(text) + height * 0.9
        self.setZValue(205)

    def text(self) -> str:
        return self._text

    def width(self) -> float:
        return self._w

    def height(self) -> float:
        return self._h

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(-self._w / 2 - 1, -self._h / 2 - 1, self._w + 2, self._h + 2)

    def paint(self, p: QPainter, option: object, widget: QWidget | None = None) -> None:
        p.save()
        try:
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            r = QRectF(-self._w / 2, -self._h / 2, self._w, self._h)
            p.setPen(QPen(QColor(255, 255, 255, 210), 1))
            p.setBrush(self._colour)
            p.drawRoundedRect(r, self._h / 2, self._h / 2)
            p.setFont(font(UI_FAMILIES, self._h * 0.6))
            p.setPen(QColor("white"))
            p.drawText(r, Qt.AlignmentFlag.AlignCenter, self._text)
        finally:
            p.restore()


def _remove(item: QGraphicsObject) -> None:
    if alive(item):
        scene = item.scene()
        if scene is not None:
            scene.removeItem(item)
        item.deleteLater()


#: the room between two pills, and between a pill and the role badge
MARK_GAP = 4.0


def _row_y(plate: QRectF, side: str, row: int, height: float) -> float:
    """The centre height of the ``row``-th row of pills: the first along the plate's top edge; further rows
    above it, or for the top seat (no room above, at the felt's edge) along the plate's bottom edge."""
    if row == 0:
        return plate.top()
    if side == "top":
        return plate.bottom() + (row - 1) * (height + MARK_GAP)
    return plate.top() - row * (height + MARK_GAP)


#: a mark's colour by kind
MARK_COLOURS = {"double": "#d9822b", "super": "#c0392b", "shown": "#2f7fb8"}


class SeatMarks:
    """Pills along the top edge of each seat plate, right to left from its role badge (地主 / 农民), clear of
    a shown hand under the plate, within the plate's width (a second row when one has no room: ``place``);
    ``set(seat, kind, words)`` adds or replaces the seat's mark of that kind."""

    def __init__(self, canvas: TableCanvas) -> None:
        self.canvas = canvas
        self.marks: dict[int, dict[str, tuple[Words, Mark]]] = {}

    def set(self, seat: int, kind: str, words: Words) -> None:
        per_seat = self.marks.setdefault(seat, {})
        old = per_seat.pop(kind, None)
        if old is not None:
            _remove(old[1])
        if kind == "super":  # a seat doubles once: super replaces nothing but is never beside a double
            self._remove(seat, "double")
        elif kind == "double":
            self._remove(seat, "super")
        per_seat[kind] = (words, self._make(kind, words()))
        self.place()

    def _remove(self, seat: int, kind: str) -> None:
        old = self.marks.get(seat, {}).pop(kind, None)
        if old is not None:
            _remove(old[1])

    def _make(self, kind: str, text: str) -> Mark:
        lay = self.canvas.table_layout
        _w, h = lay.plate_size
        mark = Mark(text, MARK_COLOURS[kind], max(16.0, h * 0.3))
        self.canvas.scene.addItem(mark)
        return mark

    def texts(self, seat: int) -> list[str]:
        return [m.text() for _w, m in self.marks.get(seat, {}).values() if alive(m)]

    def clear(self) -> None:
        for per_seat in self.marks.values():
            for _w, mark in per_seat.values():
                _remove(mark)
        self.marks = {}

    def retranslate(self) -> None:
        for per_seat in self.marks.values():
            for kind, (words, mark) in list(per_seat.items()):
                _remove(mark)
                per_seat[kind] = (words, self._make(kind, words()))
        self.place()

    def place(self) -> None:
        """Each seat's pills within its plate's width: right to left from the role badge, then, when the
        words are long (Italian "Super ×4" + "Scoperta" beside "Contadino"), a second row. A pill past the
        plate's end sat over the felt beside it, or over the cards in play."""
        lay = self.canvas.table_layout
        for seat, per_seat in self.marks.items():
            rect = lay.plate_rect(seat)
            h = rect.height()
            inset = h * 0.12  # clear of the plate's rounded corners
            left, right = rect.left() + inset, rect.right() - inset
            first = right
            plate = self.canvas.plates.get(seat)
            role = plate.role if plate is not None else ""
            if role:  # the badge as the plate draws it (``SeatPlate.paint``): its width, then a gap
                first -= (
                    QFontMetricsF(font(UI_FAMILIES, h * 0.2)).horizontalAdvance(role) + h * 0.3 + MARK_GAP
                )
            pills = [mark for _kind, (_words, mark) in sorted(per_seat.items()) if alive(mark)]
            row, x = 0, first
            for mark in pills:
                w = mark.width()
                if x - w < left and x < right:  # no room left in this row: the next one, from the plate's end
                    row, x = row + 1, right
                mark.setPos(max(left + w / 2, x - w / 2), _row_y(rect, lay.side(seat), row, mark.height()))
                x -= w + MARK_GAP
