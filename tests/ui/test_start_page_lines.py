"""Issue 26: the start page broke "对门" across two lines (Qt's word wrap breaks Chinese between any two
characters); a tile's subtitle breaks after a punctuation mark or a space only."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFontMetricsF

from gunapp.ui.start_page import UI_FAMILIES, phrase_lines
from gunapp.ui.table.card_style import font

GUNZI_ZH = "大连的对家搭档玩法：四人、三副牌，对门是队友"


@pytest.mark.parametrize("size", [12.0, 14.0, 17.0])
def test_chinese_breaks_only_after_punctuation(qapp, size: float) -> None:
    fm = QFontMetricsF(font(UI_FAMILIES, size))
    for width in range(int(fm.horizontalAdvance("大连的对家搭档玩法：")) + 2, 420, 7):
        lines = phrase_lines(GUNZI_ZH, fm, width)
        assert "".join(lines) == GUNZI_ZH
        assert all(fm.horizontalAdvance(line) <= width for line in lines), (width, lines)
        assert all(line[-1] in "，、：" for line in lines[:-1]), (width, lines)  # never "对 / 门"


def test_latin_breaks_at_spaces_and_a_long_phrase_still_fits(qapp) -> None:
    fm = QFontMetricsF(font(UI_FAMILIES, 13.0))
    text = "Dalian partnership game: four players, three decks, partners sit across"
    lines = phrase_lines(text, fm, 180)
    assert " ".join(lines) == text and len(lines) > 1
    assert all(fm.horizontalAdvance(line) <= 180 for line in lines)
    narrow = phrase_lines(GUNZI_ZH, fm, fm.horizontalAdvance("大连的对家") + 1)  # narrower than a phrase
    assert "".join(narrow) == GUNZI_ZH and all(
        fm.horizontalAdvance(x) <= fm.horizontalAdvance("大连的对家") + 1 for x in narrow
    )


def test_the_gunzi_tile_keeps_dui_men_together(qtbot, languages) -> None:
    from gunapp.ui.start_page import StartPage

    languages.set_language("zh_CN")
    page = StartPage()
    qtbot.addWidget(page)
    for w, h in ((900, 600), (1280, 800), (1700, 1000)):
        page.resize(w, h)
        page.show()
        qtbot.wait(10)
        for tile in page.tiles.values():
            f = font(UI_FAMILIES, max(12.0, tile.width() * 0.048))
            lines = tile.subtitle_lines(tile.width() - 32, QFontMetricsF(f))
            assert not any(line.endswith(("对", "三副")) for line in lines), (w, lines)
