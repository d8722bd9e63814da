"""The settlement's wrapped rows take the height they need (bug: the English outcome "The dealer's side
held: ... goes up and deals again." wrapped to three lines and the third was cut off by the next row)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QLabel

from gunapp.core.cards import Card
from gunapp.games.gunzi.engine.settle import Settlement
from gunapp.games.gunzi.ui.table import GunziTable
from gunapp.i18n import LanguageManager
from gunapp.models.game_model import SeatConfig
from tests.fonts import require_font

HELD = Settlement(
    score=95,
    trick_points=95,
    dig=False,
    bottom_points=0,
    outcome="C1",
    levels_before=(0, 1),
    levels_after=(0, 2),
    next_dealer=1,
    blood=0,
    score_blood=0,
    joker_blood=0,
    joker_levels=0,
    cycle_winner=None,
)
BOTTOM = tuple(Card.parse(c) for c in ("3S", "4H", "5D", "BJ", "7S", "8S"))


@pytest.mark.parametrize("lang", ["en", "zh_CN", "it"])
@pytest.mark.parametrize("size", [(1024, 700), (1280, 800)])
def test_wrapped_rows_fit_their_text_r21_4(qtbot, qapp, lang: str, size: tuple[int, int]) -> None:
    require_font(lang)
    manager = LanguageManager()
    manager.set_language(lang)
    try:
        table = GunziTable(None, seats=[SeatConfig("ai", "easy")] * 4, seed=1, speed=0, autostart=False)
        qtbot.addWidget(table)
        table.resize(*size)
        table.show()
        qtbot.waitExposed(table)
        panel = table.settlement
        panel.show_result(HELD, BOTTOM, dealer=1, viewer=0)
        panel.show()
        table._place()
        qapp.processEvents()
        wrapped = [w for w in panel.findChildren(QLabel) if w.wordWrap() and w.isVisible() and w.text()]
        assert any(w.heightForWidth(w.width()) > w.fontMetrics().lineSpacing() * 2 for w in wrapped)
        for w in wrapped:
            assert w.heightForWidth(w.width()) <= w.height(), (w.text(), w.width(), w.height())
        # rows do not overlap: each visible label ends above the next one in the grid
        grid = panel.grid
        bottoms: dict[int, int] = {}
        tops: dict[int, int] = {}
        for i in range(grid.count()):
            r, _c, _rs, _cs = grid.getItemPosition(i)
            g = grid.itemAt(i).geometry()
            bottoms[r] = max(bottoms.get(r, 0), g.bottom())
            tops[r] = min(tops.get(r, 10**6), g.top())
        for r in sorted(bottoms)[:-1]:
            assert bottoms[r] < tops[r + 1], (r, bottoms[r], tops[r + 1])
        assert panel.geometry().bottom() <= table.canvas.height()
        table.close_game()
    finally:
        manager.remove_all()
        QLocale.setDefault(QLocale("en"))
        qapp.processEvents()
