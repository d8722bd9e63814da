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
    side: HistoryPane | None = None,
) -> None:
    """Place the status panel where it covers no card (``place_status``), the bar above the hand, ``panels``
    centred, clear of the status panel (``_clear_of``); where an open panel cannot be (a dry pot's status in
    the middle of a 900 x 600 table), the status waits hidden until it is closed: the panel says the hand's
    figures itself. ``side``: the history pane when it is open beside the table."""
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
    covered = False
    for panel in panels:
        panel.adjustSize()
        x, y = int((lay.width - panel.width()) / 2), int(max(m, (lay.height * 0.45 - panel.height() / 2)))
        if on_felt:
            cx, cy = _clear_of(QRect(x, y, panel.width(), panel.height()), status.geometry(), lay)
            if not QRect(cx, cy, panel.width(), panel.height()).intersects(status.geometry()):
                x, y = cx, cy
            elif panel.isVisible():
                covered = True  # no room for both: the panel stays centred, the status hidden under it
        panel.move(x, y)
        panel.raise_()
    if on_felt and status.isHidden() != covered:
        status.setVisible(not covered)


def _clear_of(rect: QRect, status: QRect, lay: TableLayout) -> tuple[int, int]:
    """Where a centred panel goes so that it does not cover the status panel (its points bar): where it is when
    they do not meet; else under the status panel, else left of it, else as low as the table allows (the
    setup panel on a small window's first screen, the settlement on a small or a Chinese table)."""
    m = int(lay.margin)
    if not rect.intersects(status):
        return rect.x(), rect.y()
    for gap in (m, 4):  # a tighter fit before moving aside: beside the status it would cover the plates
        below = status.bottom() + gap
        if below + rect.height() <= lay.height - gap:
            return rect.x(), below
    left = status.left() - m - rect.width()
    if left >= m:
        return left, rect.y()
    return rect.x(), max(m, int(lay.height - m - rect.height()))
