"""The Gunzi status panel covers no played card (bug: at 1024 x 700 with the history pane open it sat over
the partner's and the right opponent's trick cards; in Chinese, taller, it reached the right opponent's row
even with the pane closed).

Checked against the cards actually on the table at a mid-hand trick and against the worst case the layout
allows (three cards in every seat's row: a lead is one card, a pair or a triple, R17), in the three
languages, at three window sizes, the history pane open and closed. With no room on the felt the panel heads
the history pane, or goes compact; it never covers a seat plate either.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QLocale, QPoint, QRectF
from PySide6.QtGui import QPolygonF

from gunapp.games.gunzi.ui.table import GunziTable
from gunapp.i18n import LanguageManager
from gunapp.ui.replay.bar import open_viewer
from gunapp.ui.table.card_style import card_height
from tests.fonts import require_font
from tests.replay.helpers import gunzi_record


@pytest.fixture
def languages(qapp: Any) -> Iterator[LanguageManager]:
    manager = LanguageManager()
    yield manager
    manager.remove_all()  # the session's QApplication outlives this test: no translator left installed
    QLocale.setDefault(QLocale("en"))
    qapp.processEvents()


def _scene_rect(table: GunziTable) -> QRectF | None:
    """The status panel's rectangle in scene coordinates; None when it is off the felt (in the history)."""
    c, st = table.canvas, table.status
    if not c.isAncestorOf(st) or not st.isVisible():
        return None
    top_left = c.view.mapToScene(c.view.mapFrom(c, st.mapTo(c, QPoint(0, 0))))
    bottom_right = c.view.mapToScene(c.view.mapFrom(c, st.mapTo(c, QPoint(st.width(), st.height()))))
    return QRectF(top_left, bottom_right)


def _covered(table: GunziTable, panel: QRectF) -> list[str]:
    c = table.canvas
    lay = c.table_layout
    hits = []
    for seat, items in c.trick.slots.items():
        for it in items:
            if QPolygonF(panel).intersects(it.mapToScene(it.card_rect())):
                hits.append(f"seat {seat} card {it.card}")
    tw, th = lay.trick_width, card_height(lay.trick_width)
    for seat in range(4):
        for p in lay.trick_positions(seat, 3):
            if panel.intersects(QRectF(p.x() - tw / 2, p.y() - th / 2, tw, th)):
                hits.append(f"seat {seat} row")
    hits += [f"plate {s}" for s, plate in c.plates.items() if panel.intersects(plate.sceneBoundingRect())]
    return hits


@pytest.mark.parametrize("lang", ["en", "zh_CN", "it"])
@pytest.mark.parametrize("size", [(1024, 700), (1280, 800), (1920, 1080)])
def test_status_panel_covers_no_played_card_r17(
    lang: str, size: tuple[int, int], languages: LanguageManager, qtbot: Any
) -> None:
    require_font(lang)
    languages.set_language(lang)
    table = GunziTable(None, speed=0)
    qtbot.addWidget(table)
    table.resize(*size)
    table.show()
    qtbot.waitExposed(table)
    viewer, _bar = open_viewer(table, gunzi_record())
    stops = viewer.timeline.hand(0).stops
    viewer.goto(0, stops[len(stops) // 2] - 1)  # three cards of a trick down, the fourth to come
    assert sum(len(items) for items in table.canvas.trick.slots.values()) >= 3
    for history in (True, False, True):
        before = table.canvas.width()
        table.comforts.show_history(history)
        qtbot.waitUntil(lambda b=before: table.canvas.width() != b, timeout=3000)
        qtbot.waitUntil(lambda: table.canvas.table_layout.width == table.canvas.view.viewport().width())
        table._place()
        panel = _scene_rect(table)
        if panel is None:  # heads the history pane: only there, and only while it is open
            assert history and table.comforts.history.isAncestorOf(table.status), (lang, size)
            assert table.status.isVisible()
            continue
        assert table.canvas.rect().contains(table.status.geometry()), (lang, size, history)
        assert not _covered(table, panel), (lang, size, history, panel, _covered(table, panel))
    viewer.close()
    table.close_game()
