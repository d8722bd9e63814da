"""A seat's marks (超级加倍 / Super ×4, 明牌 / Shown) and its role badge stay on its plate (bug: at 900 x 600 the
player's three pills ran right to left past the plate's edge, "Super ×4" cut by the window's left side; D11.7,
D11.10). Every seat, both tables, the three languages, three window sizes."""

from __future__ import annotations

from typing import Any

import pytest

from gunapp.games.doudizhu.engine.rules import Variant
from gunapp.games.doudizhu.ui.call_words import T as CallT
from gunapp.games.doudizhu.ui.seat_words import SeatMarks
from gunapp.games.doudizhu.ui.table import DdzTable
from gunapp.games.doudizhu.ui.texts import T
from gunapp.i18n import LanguageManager
from gunapp.ui.table.seat_plate import ROLE_COLOURS
from tests.fonts import require_font


@pytest.mark.parametrize("lang", ["en", "it", "zh_CN"])
@pytest.mark.parametrize("variant", [Variant.DDZ3, Variant.DDZ4])
def test_marks_and_role_badge_stay_on_the_plate_d11_7(
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
        for seat in canvas.plates:
            rect = lay.plate_rect(seat)
            pills = sorted(
                (m for _w, m in marks.marks[seat].values()), key=lambda m: m.sceneBoundingRect().left()
            )
            assert len(pills) == 2
            for m in pills:
                r = m.sceneBoundingRect()
                assert rect.left() <= r.left() and r.right() <= rect.right(), (size, seat, m.text(), r, rect)
                assert m.height() >= 12  # still legible
            for i, a in enumerate(pills):
                for b in pills[i + 1 :]:
                    assert not a.sceneBoundingRect().adjusted(1, 1, -1, -1).intersects(b.sceneBoundingRect())
    table.close_game()
