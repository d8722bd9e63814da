"""Where a callout can stand beside a group of cards without hiding anything a player reads.

A trick's "+20" was put beside the winner's seat plate, on the table side: that is where the winner's own
played cards lie, so the bubble hid the winning card's corner index (and, from the partner's seat, the top of
its row). ``spot_beside`` tries the places around the cards in turn and takes the first that covers no card,
no seat plate and no panel on the felt.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtWidgets import QWidget

from gunapp.ui.table.canvas import TableCanvas
from gunapp.ui.table.card_item import CardItem

#: the order of the places tried around a seat's played cards, by the seat's side: the table's open middle
#: first (below a side or top row, above the player's own), then along the row, and the outer side last
_ORDER: dict[str, tuple[str, ...]] = {
    "left": ("below", "after", "above", "before"),
    "right": ("below", "before", "above", "after"),
    "top": ("below", "after", "before", "above"),
    "bottom": ("above", "after", "before", "below"),
}


def occupied(surface: TableCanvas, skip: Iterable[object] = ()) -> list[QRectF]:
    """The scene rectangles a callout must not cover: every card shown, every seat plate, and the panels
    laid over the felt (the status panel, the action bar)."""
    left_out = set(map(id, skip))
    rects: list[QRectF] = []
    for it in surface.scene.items():
        if id(it) in left_out or not it.isVisible() or it.opacity() <= 0.05:
            continue
        if isinstance(it, CardItem):
            rects.append(it.mapToScene(it.card_rect()).boundingRect())
    rects += [p.sceneBoundingRect() for p in surface.plates.values() if p.isVisible()]
    view = surface.view
    for w in surface.findChildren(QWidget, options=Qt.FindChildOption.FindDirectChildrenOnly):
        if w is view or not w.isVisible():
            continue
        top_left = view.mapToScene(view.mapFrom(surface, w.mapTo(surface, QPoint(0, 0))))
        bottom_right = view.mapToScene(view.mapFrom(surface, w.mapTo(surface, QPoint(w.width(), w.height()))))
        rects.append(QRectF(top_left, bottom_right))
    return rects


def spot_beside(
    cards: QRectF, side: str, w: float, h: float, gap: float, obstacles: Sequence[QRectF], bounds: QRectF
) -> QPointF:
    """The centre for a ``w`` x ``h`` callout next to ``cards`` (a seat's played cards, on ``side``) that
    stays inside ``bounds`` and covers none of ``obstacles``; when every place covers something, the one
    covering least."""
    c = cards.center()
    places = {
        "below": QPointF(c.x(), cards.bottom() + gap + h / 2),
        "above": QPointF(c.x(), cards.top() - gap - h / 2),
        "after": QPointF(cards.right() + gap + w / 2, c.y()),
        "before": QPointF(cards.left() - gap - w / 2, c.y()),
    }
    best, best_cost = places[_ORDER.get(side, _ORDER["bottom"])[0]], float("inf")
    for name in _ORDER.get(side, _ORDER["bottom"]):
        pt = places[name]
        r = QRectF(pt.x() - w / 2, pt.y() - h / 2, w, h)
        cost = 0.0
        if not bounds.contains(r):
            out = r.width() * r.height() - _area(r.intersected(bounds))
            cost += out * 4  # off the felt is worse than over a card: it would not be seen at all
        cost += sum(_area(r.intersected(o)) for o in obstacles)
        if cost == 0:
            return pt
        if cost < best_cost:
            best, best_cost = pt, cost
    return best


def _area(r: QRectF) -> float:
    return max(0.0, r.width()) * max(0.0, r.height()) if r.isValid() else 0.0
