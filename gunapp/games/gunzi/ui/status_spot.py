"""Where the Gunzi status panel goes: the free band between the partner's stack and the bottom cards, or,
when the panel is wider than that band (long texts, a dry pot named), the highest free spot that covers no
seat plate, card stack, the bottom cards or the trick rows (bug: the old fallback, the top-left corner, sat
over the partner's plate). Where the felt has no such spot (1024 x 700 with the history pane open, bug: the
panel sat over the partner's and the right opponent's played cards), the panel heads the history pane, or
goes compact (no points bar, no rules line) to fit a smaller spot; only when neither is possible does it
cover trick rows, never a plate or a stack."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPoint, QRect, QRectF
from PySide6.QtWidgets import QWidget

from gunapp.ui.table.card_style import card_height
from gunapp.ui.table.layout import MAX_BACKS, TableLayout


def _around(points: list, w: float, h: float) -> QRectF:  # type: ignore[type-arg]
    r = QRectF()
    for p in points:
        r = r.united(QRectF(p.x() - w / 2, p.y() - h / 2, w, h))
    return r


def obstacles(lay: TableLayout, *, tricks: bool = True) -> list[QRectF]:
    """What the status panel must not cover: plates, the opponents' backs, the bottom, the trick rows."""
    bw, bh = lay.back_width, card_height(lay.back_width)
    tw, th = lay.trick_width, card_height(lay.trick_width)
    found = [lay.plate_rect(s) for s in range(lay.seats)]
    found += [
        _around(lay.opponent_positions(s, MAX_BACKS), bw, bh) for s in range(lay.seats) if s != lay.south
    ]
    found.append(_around(lay.kitty_positions(6), bw, bh))
    if tricks:
        found += [_around(lay.trick_positions(s, 3), tw, th) for s in range(lay.seats)]
    return [r for r in found if not r.isEmpty()]


def free_spot(lay: TableLayout, w: int, h: int, prefer_x: float, *, tricks: bool = True) -> QPoint | None:
    """The top-left of the highest ``w`` x ``h`` rectangle in the upper half that meets no obstacle (a margin
    kept around each), nearest ``prefer_x`` among equals; None if there is none."""
    m = lay.margin
    blocks = [r.adjusted(-m / 2, -m / 2, m / 2, m / 2) for r in obstacles(lay, tricks=tricks)]
    # the highest free rows start at the margin or just under an obstacle
    tops = sorted({m, *(r.bottom() + 1 for r in blocks)})
    for y in tops:
        if y + h > lay.height / 2 + h / 2:
            break
        spans = sorted((r.left(), r.right()) for r in blocks if r.top() < y + h and r.bottom() > y)
        gaps, x = [], m
        for left, right in spans:
            if left - x >= w:
                gaps.append((x, left))
            x = max(x, right + 1)
        if lay.width - m - x >= w:
            gaps.append((x, lay.width - m))
        if gaps:
            best = min(
                (max(a, min(prefer_x - w / 2, b - w)) for a, b in gaps),
                key=lambda gx: abs(gx + w / 2 - prefer_x),
            )
            return QPoint(int(best), int(y))
    return None


def is_free(lay: TableLayout, rect: QRect, *, tricks: bool = False) -> bool:
    """``rect`` keeps half a margin from every plate, stack and the bottom cards (and the trick rows with
    ``tricks``)."""
    m = lay.margin
    r = QRectF(rect)
    return not any(
        r.intersects(o.adjusted(-m / 2, -m / 2, m / 2, m / 2)) for o in obstacles(lay, tricks=tricks)
    )


def fit_status(status: QWidget, band: int) -> None:
    """Size the panel to its content; if that is wider than ``band``, let its title wrap (the dry pot goes to
    a second line) and take the height the layout needs at the narrower width."""
    title = status.trump  # type: ignore[attr-defined]
    title.setWordWrap(False)
    status.setMaximumWidth(16777215)
    status.adjustSize()
    if status.width() <= band:
        return
    title.setWordWrap(True)
    box = status.layout()
    # the layout's minimum can be a few pixels under what the value labels need (it clipped "Them 3")
    narrow = max(
        band, box.minimumSize().width() if box is not None else band, status.minimumSizeHint().width()
    )
    if narrow >= status.width():
        title.setWordWrap(False)
        return
    h = box.totalHeightForWidth(narrow) if box is not None and box.hasHeightForWidth() else status.height()
    status.resize(narrow, max(h, status.minimumSizeHint().height()))


def _on_felt(lay: TableLayout, status: Any, *, tricks: bool, top_only: bool = False) -> QPoint | None:
    """Where the panel (sized here) covers none of ``obstacles(lay, tricks=tricks)``: the band between the
    partner's stack and the bottom cards if it fits there, else the highest free spot (with ``top_only``,
    only one along the top edge); None if none."""
    m = int(lay.margin)
    top = (lay.south + 2) % lay.seats  # the seat drawn opposite the bottom one (the player's partner)
    x0 = int(lay.count_badge_pos(top).x() + lay.back_width * 0.5 + m)
    x1 = int(lay.kitty_positions(6)[0].x() - lay.back_width * 0.5 - m) if lay.kitty_positions(6) else 0
    fit_status(status, x1 - x0)
    band = QRect(x0 + (x1 - x0 - status.width()) // 2, m, status.width(), status.height())
    if x1 - x0 >= status.width() and is_free(lay, band, tricks=tricks):
        return band.topLeft()
    for wrap in (x1 - x0, lay.width):  # narrower (title wrapped) first: it fits more spots
        fit_status(status, wrap)  # type: ignore[arg-type]  # lay.width: a whole number of pixels
        spot = free_spot(lay, status.width(), status.height(), (x0 + x1) / 2, tricks=tricks)
        if spot is not None and (spot.y() <= m or not top_only):
            return spot
    return None


def place_status(lay: TableLayout, status: Any, felt: QWidget, side: Any = None) -> None:
    """Put the status panel where it covers no played card, the first of: on ``felt`` (the canvas ``lay``
    describes) along the top edge in full; at the top of ``side`` (the open history pane, a ``HistoryPane``);
    along the top edge compact; anywhere in the upper half in full, then compact (the middle of the table is
    where the deck, the trick sweeps and the big callouts go); as a last resort over the trick rows, clear
    of plates and stacks."""
    for compact, top_only in ((False, True), (True, True), (False, False), (True, False)):
        if (compact, top_only) == (True, True) and side is not None:
            box = side.layout()
            margins = box.contentsMargins()
            status.set_compact(False)
            fit_status(status, side.contentsRect().width() - margins.left() - margins.right())
            side.hold_on_top(status)
            status.updateGeometry()  # the pane's layout, not fit_status, gives it its place and width
            box.activate()
            return
        status.set_compact(compact)
        spot = _on_felt(lay, status, tricks=True, top_only=top_only)
        if spot is not None:
            _to_felt(status, felt)
            status.move(spot)
            return
    status.set_compact(False)
    spot = _on_felt(lay, status, tricks=False)
    _to_felt(status, felt)
    m = int(lay.margin)
    status.move(spot if spot is not None else QPoint(m, m))


def _to_felt(status: QWidget, felt: QWidget) -> None:
    holder = status.parentWidget()
    if holder is felt:
        return
    if holder is not None and hasattr(holder, "hold_on_top"):  # the history pane (open or just closed)
        holder.hold_on_top(None)
    status.setParent(felt)
    status.show()
