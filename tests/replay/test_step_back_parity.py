"""A step back draws exactly what a forward replay shows (issue 13 item 1: "stepping back is instant").

A step back (and any jump) rebuilds the position with ``canvas.rebuilding`` set, which lets the tables leave out
moves the player would only see in passing (the deal's flights, a relayout per dealt card). The table must end
exactly where the event-by-event replay puts it: every card item (its card, face up or down, place, size, angle,
stacking), the stacks' counts and the panels' texts are compared, at every action of a whole hand.
"""

from __future__ import annotations

import contextlib
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication, QLabel

from gunapp.games.doudizhu.engine.rules import Variant
from gunapp.games.doudizhu.ui.table import DdzTable
from gunapp.games.gunzi.ui.table import GunziTable
from gunapp.ui.replay.bar import open_viewer
from gunapp.ui.table.card_item import CardItem

from .helpers import ddz_record, gunzi_record


def _picture(table: Any) -> dict[str, Any]:
    """What the player sees of the position: the cards on the canvas by place, the counts, the texts."""
    canvas = table.canvas
    shown = [
        it for it in canvas.scene.items() if isinstance(it, CardItem) and it.isVisible() and it.opacity() > 0
    ]
    # stacking by rank: the trick's z counter lives on the canvas and keeps counting across rebuilds
    rank = {z: i for i, z in enumerate(sorted({it.zValue() for it in shown}))}
    items = [
        (str(it.card), it.face_up, round(it.pos().x()), round(it.pos().y()), it.width, round(it.rotation()))
        + (rank[it.zValue()],)
        for it in shown
    ]
    labels = sorted(w.text() for w in table.findChildren(QLabel) if w.isVisibleTo(table) and w.text())
    return {
        "cards": sorted(items),
        "hand": [str(c) for c in canvas.hand.cards()],
        "trick": {s: [str(it.card) for it in v] for s, v in canvas.trick.slots.items() if v},
        "kitty": [(str(it.card), it.face_up) for it in canvas.kitty.items],
        "stacks": {s: st.count for s, st in canvas.opponents.items()},
        "labels": labels,
    }


def _settled(table: Any, qtbot: Any) -> dict[str, Any]:
    """The picture once the pieces are laid out for the view's size (a resize is debounced: the replay bar
    appearing shrinks the view, and a picture taken in those 60 ms showed the old size's cards), the animator is
    idle and the Dou Dizhu deal's own timers have landed their cards."""
    canvas = table.canvas
    qtbot.waitUntil(lambda: not canvas.layout_pending() and canvas.animator.is_idle(), timeout=20000)
    last: dict[str, Any] = {}

    def stable() -> bool:
        nonlocal last
        QApplication.processEvents()
        now = _picture(table)
        same = now == last
        last = now
        return same

    with contextlib.suppress(qtbot.TimeoutError):
        qtbot.waitUntil(stable, timeout=3000)
    assert last["labels"], "the table shows its panels"
    return last


def _forward_pictures(kind: str, qtbot: Any) -> tuple[Any, list[dict[str, Any]]]:
    table = GunziTable(None, speed=0) if kind == "gunzi" else DdzTable(None, Variant(kind), speed=0)
    qtbot.addWidget(table)
    table.resize(1280, 800)
    table.show()
    record = gunzi_record() if kind == "gunzi" else ddz_record(Variant(kind))
    viewer, _bar = open_viewer(table, record)
    # the window's size settles first (the bar's height): a piece placed at the start and not relaid on a
    # resize (the Dou Dizhu marker card in the middle) would otherwise differ for a reason unrelated to steps
    _settled(table, qtbot)
    viewer.goto(0, 0)
    pictures = [_settled(table, qtbot)]
    for _ in range(viewer.actions_in_hand(0)):
        assert viewer.step()  # event by event, as a game shows it (speed 0: every move at its end)
        pictures.append(_settled(table, qtbot))
    return viewer, pictures


@pytest.mark.parametrize("kind", ["gunzi", "ddz3", "ddz4"])
def test_step_back_draws_what_the_forward_replay_drew(kind: str, qtbot: Any) -> None:
    """From the hand's end back to its start, one action at a time: each rebuilt position equals the
    forward replay's (Gunzi deal R3, kitty R4, tricks R8; Dou Dizhu deal D2, bottom D3, plays D5)."""
    viewer, pictures = _forward_pictures(kind, qtbot)
    n = len(pictures) - 1
    # Gunzi: every action would take minutes on a loaded machine; every third one plus the deal's end
    # (the kitty and the hand laid out at once) and the first actions after it covers each kind of event
    ks = range(n - 1, -1, -1)
    if kind == "gunzi":
        ks = [k for k in ks if k % 3 == 0 or 150 <= k <= 170 or k >= n - 6]  # type: ignore[assignment]
    for k in ks:
        viewer.goto(0, k)
        assert viewer.k == k
        assert _settled(viewer.table, qtbot) == pictures[k], (kind, k)
