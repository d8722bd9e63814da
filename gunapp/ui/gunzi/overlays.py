"""Where the Gunzi table's overlay panels go as the window resizes (status, action bar, popups)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .table import GunziTable


def place_overlays(table: GunziTable) -> None:
    lay = table.canvas.table_layout
    m = int(lay.margin)
    status = table.status
    status.adjustSize()
    # the free band between the partner's stack and the kitty; the top-left corner on narrow windows
    x0 = int(lay.count_badge_pos(2).x() + lay.back_width * 0.5 + m)
    x1 = int(lay.kitty_positions(6)[0].x() - lay.back_width * 0.5 - m) if lay.kitty_positions(6) else 0
    if x1 - x0 >= status.width():
        status.move(x0 + (x1 - x0 - status.width()) // 2, m)
    else:
        status.move(m, m)
    status.raise_()
    bar = table.bar
    box = bar.layout()
    if box is not None:
        box.activate()
    hint = bar.sizeHint().expandedTo(bar.minimumSizeHint())
    bw = max(300, min(hint.width() + 40, int(lay.width * 0.6)))
    bar.resize(bw, bar.needed_height(bw))
    top = int(lay.hand_top())
    bar.move(int(lay.width - m - bar.width()), max(m, top - bar.height() - m))
    bar.raise_()
    for panel in (table.settlement, table.setup, table.last_trick, table.chooser):
        panel.adjustSize()
        panel.move(
            int((lay.width - panel.width()) / 2), int(max(m, (lay.height * 0.45 - panel.height() / 2)))
        )
        panel.raise_()
