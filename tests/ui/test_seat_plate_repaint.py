"""Seat plates repaint only when what they show changes: the tables refresh every plate after every step,
and at demo speed 0 repainting unchanged plates was a third of a Gunzi hand's GUI-thread time (issue 10
item 6). The plate is cached (DeviceCoordinateCache), so a card flying over it does not repaint it either."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QGraphicsItem

from gunapp.ui.table.seat_plate import CountBadge, SeatPlate


def _updates(monkeypatch: pytest.MonkeyPatch, item: QGraphicsItem) -> list[int]:
    calls: list[int] = []
    monkeypatch.setattr(item, "update", lambda *a: calls.append(1))
    return calls


def test_plate_setters_repaint_only_on_a_change(qapp, monkeypatch: pytest.MonkeyPatch) -> None:
    plate = SeatPlate(1)
    assert plate.cacheMode() is QGraphicsItem.CacheMode.DeviceCoordinateCache
    calls = _updates(monkeypatch, plate)
    for _ in range(3):
        plate.set_name("East")
        plate.set_info("Level 5 · Them")
        plate.set_role("Dealer", "#d9a521")
        plate.set_active(True)
    assert len(calls) == 4  # one per setter, the first time only
    plate.set_role("Dealer", "#3f7fbf")  # the colour alone changed
    plate.set_active(False)
    plate.set_info("Level 6 · Them")
    assert len(calls) == 7
    assert (plate.name, plate.info, plate.role) == ("East", "Level 6 · Them", "Dealer")


def test_count_badge_repaints_only_on_a_change(qapp, monkeypatch: pytest.MonkeyPatch) -> None:
    badge = CountBadge()
    calls = _updates(monkeypatch, badge)
    badge.set_count(17)
    badge.set_count(17)
    assert len(calls) == 1 and badge.isVisible()
    badge.set_count(0)
    assert len(calls) == 2 and not badge.isVisible() and badge.count == 0
