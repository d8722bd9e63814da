"""A trick's "+20" covers no played card, no seat plate and no panel (bug: it stood beside the winner's plate,
on the table side, where the winner's own cards lie: it hid the winning card's corner index, R19).

A full trick from a recorded hand is put on the table; each seat in turn is made its winner with the real
``on_trick_won`` and the bubble it puts up is measured against the table as it was, at three window sizes.
The bubble comes up while the whole trick is still in place, before the sweep.
"""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QRectF

from gunapp.games.gunzi.engine import events as ev
from gunapp.games.gunzi.ui.table import GunziTable
from gunapp.ui.common.clear_spot import occupied
from gunapp.ui.replay.bar import open_viewer
from tests.replay.helpers import gunzi_record

#: the step the first test found: every test replays the same record, and the search (a replay to each step in
#: turn) took 4 of each test's 6 s
_FOUND: list[int] = []


def _full_trick(table: GunziTable, viewer: Any) -> None:
    """The viewer at three seats' cards down in a trick of several cards, and the fourth seat's cards laid
    beside them as they would be (a replay sweeps a trick as soon as its fourth play lands)."""
    c = table.canvas
    for step in list(_FOUND) or range(1, 400):
        viewer.goto(0, step)
        rows = {s: list(items) for s, items in c.trick.slots.items() if items}
        if len(rows) == 3 and min(len(items) for items in rows.values()) >= 2:
            _FOUND[:] = [step]
            (last,) = set(range(4)) - set(rows)
            model = next(iter(rows.values()))
            lay = c.table_layout
            items = [c.new_card(it.card, lay.deck_point(), width=lay.trick_width) for it in model]
            c.animator.place(c.trick.put(last, items, duration=0))
            return
    raise AssertionError("no trick of several cards in the record")


@pytest.mark.parametrize("size", [(900, 600), (1280, 800), (1600, 1000)])
@pytest.mark.parametrize("winner", range(4))
def test_points_bubble_covers_no_card_plate_or_panel_r19(
    size: tuple[int, int], winner: int, qtbot: Any
) -> None:
    table = GunziTable(None, speed=0)
    qtbot.addWidget(table)
    table.resize(*size)
    table.show()
    qtbot.waitExposed(table)
    viewer, _bar = open_viewer(table, gunzi_record())
    viewer.set_view(0)  # the player's own table: one hand face up, the others as backs
    _full_trick(table, viewer)
    table._place()
    anims = table.anims
    assert anims is not None
    taken = occupied(table.canvas)
    assert len(taken) >= 4 + 4  # the four seats' cards (at least one each) and the four plates
    table.canvas.animator.set_speed(2.0)  # animated, for the bubble to stay up; quicker to it than at 1.0
    anims.on_trick_won(ev.TrickWon(winner=winner, points=20, trick_no=1, last=False))
    qtbot.waitUntil(lambda: any(b.text().startswith("+") for b in anims.bubbles()), timeout=5000)
    bubble = next(b for b in anims.bubbles() if b.text().startswith("+"))
    # the points come up beside the whole trick, before it is swept (they came with the sweep: every picture
    # of a trick's points caught its cards fading)
    swept = {s: [it.opacity() for it in items] for s, items in table.canvas.trick.slots.items()}
    assert sorted(swept) == [0, 1, 2, 3] and all(o == 1.0 for ops in swept.values() for o in ops), swept
    r = bubble.sceneBoundingRect().adjusted(2, 2, -2, -2)  # the painted bubble, without the pen's margin
    lay = table.canvas.table_layout
    assert QRectF(0, 0, lay.width, lay.height).contains(r), (size, winner, r)
    hits = [o for o in taken if r.intersects(o)]
    assert not hits, (size, winner, r, hits)
    viewer.close()
    table.close_game()
