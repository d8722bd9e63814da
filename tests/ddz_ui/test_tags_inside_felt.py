"""Issue 26: with the history pane open, the right seat's "Pass" tag (D5.2) was cut at the pane's edge: the tag
stayed where the wider table had put it. The tags move with their seats and stay whole inside the felt, and so
do the call-and-grab marks along a plate (D11.7, D11.9: a long Italian "Super ×4" ran off the window's left)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QLocale, QRectF

from gunapp.games.doudizhu.engine.events import Passed
from gunapp.games.doudizhu.engine.rules import Variant
from gunapp.i18n import LanguageManager
from tests.ddz_ui.test_call_grab_bar import make_table


@pytest.fixture
def languages(qapp) -> Iterator[LanguageManager]:
    manager = LanguageManager()
    yield manager
    manager.remove_all()  # the session's QApplication must not keep a translator
    QLocale.setDefault(QLocale("en"))
    qapp.processEvents()


def inside(rect: QRectF, width: float, height: float) -> bool:
    return rect.left() >= 0 and rect.top() >= 0 and rect.right() <= width and rect.bottom() <= height


@pytest.mark.parametrize("variant", [Variant.DDZ3, Variant.DDZ4])
@pytest.mark.parametrize("size", [(900, 600), (1280, 800)])
def test_pass_tags_stay_inside_the_felt_when_the_history_opens_d5_2(
    qtbot, languages: LanguageManager, variant: Variant, size: tuple[int, int]
) -> None:
    languages.set_language("it")
    table = make_table(qtbot, variant, 5, rules={})
    table.resize(*size)
    table.new_session([None] + ["easy"] * (variant.players - 1))
    qtbot.waitUntil(lambda: table.turn.is_open, timeout=20000)
    anims = table.anims
    assert anims is not None
    for seat in range(1, variant.players):
        anims.on_passed(Passed(seat))
    qtbot.waitUntil(lambda: len(anims.tags) == variant.players - 1, timeout=5000)
    before = table.canvas.table_layout.width
    table.comforts.show_history(True)
    qtbot.waitUntil(lambda: table.canvas.table_layout.width < before, timeout=5000)
    lay = table.canvas.table_layout
    for seat, tag in anims.tags.items():
        assert inside(tag.sceneBoundingRect(), lay.width, lay.height), (
            seat,
            tag.sceneBoundingRect(),
            lay.width,
        )
        # still in front of its own seat: nearer its plate than the other side's
        plate = lay.plate_rect(seat).center()
        assert abs(tag.pos().x() - plate.x()) < lay.width / 2 or lay.side(seat) in ("top", "bottom")
    table.close_game()


def test_call_and_grab_marks_stay_inside_the_felt_d11(qtbot, languages: LanguageManager) -> None:
    languages.set_language("it")
    table = make_table(qtbot, Variant.DDZ3, 5)
    table.resize(900, 600)
    table.comforts.show_history(True)
    table.new_session([None, "easy", "easy"])
    qtbot.waitUntil(lambda: table.turn.is_open, timeout=20000)
    anims = table.anims
    assert anims is not None
    for seat in range(3):
        for kind, text in (("shown", "Scoperta"), ("super", "Super raddoppio ×4")):
            anims.marks.set(seat, kind, lambda text=text: text)
    lay = table.canvas.table_layout
    marks = [m for per_seat in anims.marks.marks.values() for _w, m in per_seat.values()]
    assert len(marks) == 6
    for m in marks:
        assert inside(m.sceneBoundingRect(), lay.width, lay.height), m.sceneBoundingRect()
    table.close_game()
