"""Where the Gunzi table's overlay panels go as the window resizes (status, action bar, popups)."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QRect
from PySide6.QtWidgets import QWidget

from gunapp.games.gunzi.ui.status_panel import StatusPanel
from gunapp.games.gunzi.ui.status_spot import place_status
from gunapp.ui.common.action_bar import ActionBar
from gunapp.ui.common.trick_history import HistoryPane
from gunapp.ui.table.layout import TableLayout


def place_overlays(
    lay: TableLayout,
    status: StatusPanel,
    bar: ActionBar,
    panels: Iterable[QWidget],
    setup: QWidget | None = None,
    side: HistoryPane | None = None,
) -> None:
    """Place the status panel where it covers no card (``place_status``), the bar above the hand, ``panels``
    centred (``setup``, the setup panel, moves under the status panel when they would meet). ``side``: the
    history pane when it is open beside the table."""
    m = int(lay.margin)
    felt = bar.parentWidget()  # the canvas: the bar never leaves it
    assert felt is not None
    place_status(lay, status, felt, side)
    on_felt = status.parentWidget() is felt  # else it heads the history pane
    if on_felt:
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
            and on_felt
            and QRect(x, y, panel.width(), panel.height()).intersects(status.geometry())
            and below + panel.height() <= lay.height - m
        ):
            y = below
        panel.move(x, y)
        panel.raise_()
