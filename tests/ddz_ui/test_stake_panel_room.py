"""The stake panel (top left) covers no seat plate (bug: in Italian at 900 x 600 the call-and-grab ladder,
"Rubate ×4 · Scoperta ×4 · Raddoppi ×4" on one line, ran the panel over the top seat's avatar in Dou Dizhu 4;
D11.5, D11.11, D11.7)."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QRect

from gunapp.games.doudizhu.engine.presets import HAPPY
from gunapp.games.doudizhu.engine.rules import Variant
from gunapp.games.doudizhu.engine.stake import Stake
from gunapp.games.doudizhu.ui.table import DdzTable
from gunapp.i18n import LanguageManager
from tests.fonts import require_font


@pytest.mark.parametrize("lang", ["it", "en", "zh_CN"])
@pytest.mark.parametrize("variant", [Variant.DDZ4, Variant.DDZ3])
def test_stake_ladder_keeps_the_panel_off_the_plates_d11_12(
    lang: str, variant: Variant, languages: LanguageManager, qtbot: Any
) -> None:
    require_font(lang)
    languages.set_language(lang)
    table = DdzTable(None, variant, speed=0)
    qtbot.addWidget(table)
    table.resize(900, 600)
    table.show()
    qtbot.waitExposed(table)
    canvas = table.canvas
    qtbot.waitUntil(lambda: canvas.table_layout.width == canvas.view.viewport().width(), timeout=3000)
    doubles = (4,) + (1,) * (variant.players - 1)
    table.stake.set_rules(HAPPY.options())
    table.stake.set_stake(Stake(1, 2, 4, 1, doubles, 1), 0, 256)
    table.stake.show()
    table._place_overlays()
    panel = table.stake.geometry()
    assert len(table.stake.ladder.text().split(" · ")) >= 4 - 1  # every factor is there
    view = canvas.view
    lay = canvas.table_layout
    for seat in canvas.plates:
        plate = lay.plate_rect(seat)
        # the plate with its role badge and marks, which stand half above its top edge
        r = view.mapFromScene(plate.adjusted(0, -plate.height() * 0.16, 0, 0)).boundingRect()
        on_canvas = QRect(view.viewport().mapTo(canvas, r.topLeft()), r.size())
        assert not panel.intersects(on_canvas), (lang, seat, panel, on_canvas)
    table.close_game()
