"""Where the Gunzi table's overlay panels go as the window resizes (status, action bar, popups)."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QWidget

from gunapp.games.gunzi.ui.status_panel import StatusPanel
from gunapp.games.gunzi.ui.status_spot import fit_status, free_spot, is_free
from gunapp.ui.common.action_bar import ActionBar
from gunapp.ui.table.layout import TableLayout


def place_overlays(
    lay: TableLayout,
    status: StatusPanel,
    bar: ActionBar,
    panels: Iterable[QWidget],
    setup: QWidget | None = None,
) -> None:
    """Place the status panel in a free spot at the top, the bar above the hand, ``panels`` centred
    (``setup``, the setup panel, moves under the status panel when they would meet)."""
    m = int(lay.margin)
    # the free band between the partner's stack and the kitty
    x0 = int(lay.count_badge_pos(2).x() + lay.back_width * 0.5 + m)
    x1 = int(lay.kitty_positions(6)[0].x() - lay.back_width * 0.5 - m) if lay.kitty_positions(6) else 0
    fit_status(status, x1 - x0)
    band = QRect(x0 + (x1 - x0 - status.width()) // 2, m, status.width(), status.height())
    if x1 - x0 >= status.width() and is_free(lay, band):
        status.move(band.topLeft())
    else:  # too wide or too tall for the band: the highest spot that covers no plate (nor cards if it can)
        spot = None
        for tricks in (True, False):  # cover no trick row if any spot allows, else only cards in the middle
            for wrap in (x1 - x0, lay.width):  # narrower (title wrapped) first: it fits more spots
                fit_status(status, wrap)
                spot = free_spot(lay, status.width(), status.height(), (x0 + x1) / 2, tricks=tricks)
                if spot is not None:
                    break
            if spot is not None:
                break
        status.move(spot if spot is not None else QPoint(m, m))
    status.raise_()
    box = bar.layout()
    if box is not None:
        box.activate()
    hint = bar.sizeHint().expandedTo(bar.minimumSizeHint())
    bw = max(300, min(hint.width() + 40, int(lay.width * 0.6)))
    bar.resize(bw, bar.needed_height(bw))
    top = int(lay.hand_top())
    bar.move(int(lay.width - m - bar.width()), max(m, top - bar.height() - m))
    bar.raise_()
    for panel in panels:
        panel.adjustSize()
        x, y = int((lay.width - panel.width()) / 2), int(max(m, (lay.height * 0.45 - panel.height() / 2)))
        below = status.geometry().bottom() + m
        # the setup panel on the first screen of a small window: under the status panel, not over it
        if (
            panel is setup
            and QRect(x, y, panel.width(), panel.height()).intersects(status.geometry())
            and below + panel.height() <= lay.height - m
        ):
            y = below
        panel.move(x, y)
        panel.raise_()
