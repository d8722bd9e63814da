"""The replay bar names the seats as the table does (issue: the view chooser said "Seat 2").

The view chooser and the Play from here menu name each seat as the plates and the history pane do (你 / 下家 /
对家 / 上家), relative to the recorded player, and follow a live language switch.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent

from gunapp.core.record import SeatInfo
from gunapp.games.doudizhu.engine.rules import Variant
from gunapp.i18n import LanguageManager
from gunapp.ui.replay.bar import open_viewer

from .helpers import ddz_record
from .test_viewer import _table


def _names(bar: Any) -> tuple[list[str], list[str]]:
    views = [bar.view.itemText(i) for i in range(1, bar.view.count())]
    plays = [a.text() for a in bar.seat_menu.actions()]
    return views, plays


def test_view_chooser_names_seats_as_the_table_does(qtbot: Any) -> None:
    record = ddz_record(Variant("ddz4"))
    record.seats = [SeatInfo(kind="ai", level="normal") for _ in range(4)]
    record.seats[1] = SeatInfo(kind="human")  # the player sat in seat 1: seat 2 is his 下家
    table = _table("ddz4", qtbot)
    _viewer, bar = open_viewer(table, record)
    views, plays = _names(bar)
    assert views == ["View of Left", "View of You", "View of Right", "View of Across"]
    assert plays == [
        "Play on in seat: Left",
        "Play on in seat: You",
        "Play on in seat: Right",
        "Play on in seat: Across",
    ]
    assert [table.comforts.seat_name(s) for s in range(4)] == ["Left", "You", "Right", "Across"]

    manager = LanguageManager()
    try:
        assert manager.set_language("zh_CN"), "gunapp_zh_CN.qm missing: run make translations"
        bar.changeEvent(QEvent(QEvent.Type.LanguageChange))
        views, plays = _names(bar)
        assert views == ["上家的视角", "你的视角", "下家的视角", "对家的视角"]
        assert plays[2] == "坐下家的位置接着打"
    finally:
        manager.remove_all()
