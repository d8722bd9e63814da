"""A seat's marks (超级加倍 / Super ×4, 明牌 / Shown) stay whole on the felt, clear of the role badge, of each
other and of the other seats' plates (bug: at 900 x 600 the player's pills ran right to left past the plate's
edge, "Super ×4" cut by the window's left side; D11.7, D11.10). Every seat, both tables, the three languages,
three window sizes. Each pill stays within its plate's width, a second row taking what one row has no room for
(bug: beside 地主 / Contadino the second pill sat past the plate's end, over the felt beside it)."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QFontMetricsF

from gunapp.games.doudizhu.engine.rules import Variant
from gunapp.games.doudizhu.ui.call_words import T as CallT
from gunapp.games.doudizhu.ui.seat_words import SeatMarks
from gunapp.games.doudizhu.ui.table import DdzTable
from gunapp.games.doudizhu.ui.texts import T
from gunapp.i18n import LanguageManager
from gunapp.ui.table.card_style import font
from gunapp.ui.table.seat_plate import ROLE_COLOURS, UI_FAMILIES
from tests.fonts import require_font


@pytest.mark.parametrize("lang", ["en", "it", "zh_CN"])
@pytest.mark.parametrize("variant", [Variant.DDZ3, Variant.DDZ4])
def test_marks_stay_whole_and_clear_of_badge_and_plates_d11_7(
    lang: str, variant: Variant, languages: LanguageManager, qtbot: Any
) -> None:
    require_font(lang)
    languages.set_language(lang)
    table = DdzTable(None, variant, speed=0)
    qtbot.addWidget(table)
    table.show()
    qtbot.waitExposed(table)
    canvas = table.canvas
    marks = SeatMarks(canvas)
    for seat, plate in canvas.plates.items():
        plate.set_role(T().peasant(), ROLE_COLOURS["peasant"])
        marks.set(seat, "super", lambda: CallT().mark_double(4))
        marks.set(seat, "shown", lambda: CallT().mark_shown())
    for size in ((900, 600), (1280, 800), (1600, 1000)):
        before = canvas.table_layout.width
        table.resize(*size)
        qtbot.waitUntil(lambda b=before: canvas.table_layout.width != b, timeout=3000)
        marks.place()
        lay = canvas.table_layout
        felt = QRectF(0, 0, lay.width, lay.height)
        for seat in canvas.plates:
            rect = lay.plate_rect(seat)
            h = rect.height()
            # the role badge as ``SeatPlate.paint`` draws it, over the plate's top-right corner
            bw = QFontMetricsF(font(UI_FAMILIES, h * 0.2)).horizontalAdvance(T().peasant()) + h * 0.3
            badge = QRectF(rect.right() - bw - h * 0.12, rect.top() - h * 0.32 * 0.45, bw, h * 0.32)
            others = [lay.plate_rect(s) for s in canvas.plates if s != seat]
            pills = [m for _w, m in marks.marks[seat].values()]
            assert len(pills) == 2
            for i, m in enumerate(pills):
                r = m.sceneBoundingRect().adjusted(1, 1, -1, -1)  # the pill without its pen's margin
                assert felt.contains(r), (size, seat, m.text(), r)
                assert rect.left() <= r.left() and r.right() <= rect.right(), (size, seat, m.text(), r, rect)
                assert r.height() >= 12, (size, seat, m.text())  # still legible
                assert not r.intersects(badge), (size, seat, m.text(), r, badge)
                assert not any(r.intersects(o) for o in others), (size, seat, m.text())
                for b in pills[i + 1 :]:
                    assert not r.intersects(b.sceneBoundingRect()), (size, seat)
    table.close_game()
