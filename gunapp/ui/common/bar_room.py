"""Room for the action bar between the cards the other seats have played: at 900 x 600 the Dou Dizhu prompt
covered the left seat's last play (issue 26). The bar keeps its bottom where the table put it (above the
player's own play) and narrows, its prompt wrapped, to the free span between the other seats' plays."""

from __future__ import annotations

from PySide6.QtCore import QRect, QRectF

from gunapp.ui.common.action_bar import ActionBar
from gunapp.ui.table.canvas import TableCanvas
from gunapp.ui.table.card_style import card_height


def played_rects(canvas: TableCanvas, own: int) -> list[QRectF]:
    """Where the other seats' played cards lie (their resting places, wherever an animation has them now)."""
    lay = canvas.table_layout
    tw = lay.trick_width
    th = card_height(tw)
    rects = []
    for seat, items in canvas.trick.slots.items():
        if seat == own or not items:
            continue
        for pt in lay.trick_positions(seat, len(items)):
            rects.append(QRectF(pt.x() - tw / 2, pt.y() - th / 2, tw, th))
    return rects


def fit_between_plays(bar: ActionBar, canvas: TableCanvas, own: int) -> None:
    """Narrow and move ``bar`` (placed by its table) so that it covers none of the other seats' played
    cards, if a span wide enough for its buttons is free; otherwise leave it where it is."""
    cards = played_rects(canvas, own)
    placed = QRectF(bar.geometry())
    if not any(c.intersects(placed) for c in cards):
        return
    m = canvas.table_layout.margin
    least = bar.minimumSizeHint().width()
    rect = placed
    for _ in range(2):  # a taller bar reaches higher: check its new band once more
        band = [c for c in cards if c.bottom() > rect.top() and c.top() < rect.bottom()]
        mid = rect.center().x()
        left = max([c.right() + m / 2 for c in band if c.center().x() <= mid], default=m)
        right = min([c.left() - m / 2 for c in band if c.center().x() > mid], default=canvas.width() - m)
        if right - left < least:
            return  # no span wide enough: as the table placed it
        width = int(min(placed.width(), right - left))
        height = max(bar.needed_height(width), bar.minimumSizeHint().height())
        rect = QRectF(left + (right - left - width) / 2, placed.bottom() - height, width, height)
        if not any(c.intersects(rect) for c in cards):
            bar.setGeometry(QRect(int(rect.x()), int(rect.y()), width, int(height)))
            return
