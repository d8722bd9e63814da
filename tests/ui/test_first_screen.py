"""The first screen of each table, before the first deal (issue 13, "seen at the first screen"): the seat
plates name every seat with its level (bug: four empty boxes on the Gunzi table), and the Gunzi points bar's
numbers 80/120/150 never run together (bug: "8012050" at 1280x800), in every language and window size.
Measured with the real fonts (tests/fonts.py)."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFontMetricsF

from gunapp.games.doudizhu.engine.rules import Variant
from gunapp.games.doudizhu.ui.table import DdzTable
from gunapp.games.gunzi.ui.status_panel import MARKS
from gunapp.games.gunzi.ui.table import GunziTable
from tests.fonts import require_font

SIZES = [(1024, 700), (1280, 800), (1920, 1080)]
LANGS = ["zh_CN", "en", "it"]
# R9.1: a match starts at level 3; an AI seat's plate, longer ("IA normale · Liv. 3"), abbreviates it in Italian
LEVEL_3 = {"zh_CN": ("打3",), "en": ("Level3",), "it": ("Livello3", "Liv.3")}


def _drawn_number_rects(bar) -> list[QRectF]:  # type: ignore[no-untyped-def]
    """The rectangles the numbers' glyphs cover, as ``paintEvent`` draws them."""
    fm = QFontMetricsF(bar.label_font())
    return [
        fm.boundingRect(rect, int(Qt.AlignmentFlag.AlignCenter), str(m))
        for m, rect in zip(MARKS, bar.label_rects(), strict=True)
    ]


@pytest.mark.parametrize(("lang", "size"), list(itertools.product(LANGS, SIZES)))
def test_gunzi_first_screen_names_the_seats_and_keeps_the_marks_apart(qtbot, qapp, languages, lang, size):
    """R9.1: before the first deal every plate shows its seat and level 3; the points bar's 80/120/150
    (R21, R25) are drawn in rectangles that do not overlap, inside the bar."""
    require_font(lang)
    assert languages.set_language(lang)
    table = GunziTable(None, speed=0)
    qtbot.addWidget(table)
    table.resize(*size)
    table.show()
    qtbot.waitExposed(table)
    qapp.processEvents()
    assert table.setup.isVisible() and table.model is None
    for seat, plate in table.canvas.plates.items():
        assert plate.name, f"seat {seat} plate has no name"
        assert any(form in plate.info.replace(" ", "") for form in LEVEL_3[lang]), (seat, plate.info)
    assert table.status.labels["levels"][1].text(), "the status panel states both teams' levels"
    bar = table.status.bar
    rects = _drawn_number_rects(bar)
    for a, b in itertools.pairwise(rects):
        assert a.right() < b.left(), f"{lang} {size}: numbers overlap: {a} / {b}"
    for r in rects:
        assert r.left() >= 0 and r.right() <= bar.width(), f"{lang} {size}: a number leaves the bar"
    # the setup panel leaves the status panel readable
    assert not table.setup.geometry().intersects(table.status.geometry()), (lang, size)
    table.close_game()


def test_points_bar_numbers_stay_apart_when_squeezed(qtbot, qapp) -> None:
    """Even narrower than its size hint (a fallback layout), the numbers are pushed apart, not overlapped."""
    table = GunziTable(None, speed=0)
    qtbot.addWidget(table)
    bar = table.status.bar
    bar.setMinimumWidth(0)
    bar.resize(bar.minimumSizeHint().width() // 2, 30)
    rects = _drawn_number_rects(bar)
    for a, b in itertools.pairwise(rects):
        assert a.right() < b.left()


@pytest.mark.parametrize("variant", [Variant.DDZ3, Variant.DDZ4])
@pytest.mark.parametrize("lang", LANGS)
def test_ddz_first_screen_names_each_seat_and_its_player(qtbot, qapp, languages, variant, lang) -> None:
    """D8.3: before the first deal each plate names its seat, who plays it (the human or the AI level chosen
    on the setup panel) and the session's starting 0 points; a level changed on the panel shows at once."""
    require_font(lang)
    assert languages.set_language(lang)
    table = DdzTable(None, variant, speed=0)
    qtbot.addWidget(table)
    table.resize(1280, 800)
    table.show()
    qapp.processEvents()
    infos = {s: p.info for s, p in table.canvas.plates.items()}
    assert all(p.name for p in table.canvas.plates.values())
    assert all(infos.values()), infos
    assert len({infos[s] for s in range(1, variant.players)} | {infos[0]}) == 2  # the human differs
    combo = table.setup.levels[1]
    combo.setCurrentIndex((combo.currentIndex() + 1) % combo.count())
    assert table.canvas.plates[1].info != infos[1]
    table.close_game()


def test_a_narrow_status_band_never_clips_the_values(qtbot, qapp) -> None:
    """R4.3/R21 values of the status panel keep their full width when the band is too narrow for the panel
    (bug: beside the history pane at 1024x700 "Us 3 · Them 3" lost its last pixels)."""
    from gunapp.games.gunzi.engine.state import GunziState
    from gunapp.games.gunzi.ui.status_spot import fit_status

    table = GunziTable(None, speed=0)
    qtbot.addWidget(table)
    table.show()
    status = table.status
    status.update_from(GunziState.new(None, 3).view(0), 70, 28)
    fit_status(status, 60)
    status.layout().activate()
    for key, (_name, value) in status.labels.items():
        assert value.width() >= value.sizeHint().width(), key
