"""The settlement panel leaves the status panel and its points bar readable (issue 26: "the Gunzi settlement
panel overlaps the points bar", seen at 900x600 in English and at 1280x800 in Chinese)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QLocale

from gunapp.games.gunzi.ui.table import GunziTable
from gunapp.i18n import LanguageManager
from gunapp.models.game_model import SeatConfig
from tests.fonts import require_font


@pytest.mark.parametrize("lang", ["en", "zh_CN", "it"])
def test_settlement_does_not_cover_the_points_bar(qtbot, qapp, lang: str) -> None:
    require_font(lang)
    manager = LanguageManager()
    manager.set_language(lang)
    try:
        table = GunziTable(None, seats=[SeatConfig("ai", "easy")] * 4, seed=3, speed=0, autostart=True)
        qtbot.addWidget(table)
        table.resize(1280, 800)
        table.show()
        qtbot.waitUntil(lambda: table.settlement.isVisible(), timeout=60000)
        for size in ((900, 600), (1280, 800), (1600, 1000), (1920, 1200)):
            table.resize(*size)
            qapp.processEvents()
            table._place()
            status, panel = table.status.geometry(), table.settlement.geometry()
            assert table.status.parentWidget() is table.settlement.parentWidget()
            # where the table has no room for both (seed 3 is a dry pot: at 900 x 600 in English the status
            # itself finds no spot along the top), the status waits hidden under the settlement
            assert table.status.isVisible() or size == (900, 600), size
            if table.status.isVisible():
                assert not panel.intersects(status), (size, panel.getRect(), status.getRect())
            canvas = table.canvas
            assert panel.top() >= 0 and panel.bottom() <= canvas.height(), (size, panel.getRect())
            assert panel.left() >= 0 and panel.right() <= canvas.width(), (size, panel.getRect())
        table.resize(900, 600)
        qapp.processEvents()
        table._place()
        table._on_settlement("continue")  # the next hand: the status is back whatever the window
        qtbot.waitUntil(lambda: table.status.isVisible(), timeout=5000)
        table.close_game()
    finally:
        manager.remove_all()
        QLocale.setDefault(QLocale("en"))
        qapp.processEvents()
