"""Issue 26: at 900x600 the Dou Dizhu prompt covered a card the left seat had played; the bar narrows (its
prompt wrapped) to the free span between the other seats' plays."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QRectF

from gunapp.games.doudizhu.engine.rules import Variant
from gunapp.games.doudizhu.ui.table import DdzTable
from gunapp.ui.common.bar_room import played_rects


@pytest.mark.parametrize("variant", [Variant.DDZ4, Variant.DDZ3])
def test_the_bar_never_covers_another_seats_play_at_900x600(qtbot: Any, qapp: Any, variant: Variant) -> None:
    from PySide6.QtCore import QLocale

    from gunapp.i18n import LanguageManager

    languages = LanguageManager()
    languages.set_language("it")  # the longest prompts
    try:
        table = DdzTable(None, variant, speed=0, seed=5)
        qtbot.addWidget(table)
        table.resize(900, 600)
        table.show()
        table.new_session([None] + ["easy"] * (variant.players - 1))
        checked = 0
        for _ in range(4000):
            if table.settlement.isVisible():
                break
            if table.turn.is_open and table.turn.legal:
                if table.turn.mode == "play" and table.bar.isVisible():
                    qtbot.waitUntil(table.canvas.animator.is_idle, timeout=5000)
                    bar = QRectF(table.bar.geometry())
                    covered = [r for r in played_rects(table.canvas, 0) if r.intersects(bar)]
                    assert not covered, (bar, covered, table.bar.prompt.text())
                    checked += 1
                table._submit(table.turn.legal[-1])
            qtbot.wait(1)
        assert checked >= 3
    finally:
        languages.remove_all()
        QLocale.setDefault(QLocale("en"))
