"""The action bar over the Dou Dizhu table: the bid prompt fits on one line at 1280x800 in every language
(it wrapped to two lines in English and Italian with room to spare: a word-wrapped label asks for a narrow
width of its own)."""

from __future__ import annotations

import pytest

from gunapp.games.doudizhu.engine.actions import Bid
from gunapp.games.doudizhu.engine.rules import Variant
from gunapp.games.doudizhu.ui.table import DdzTable
from tests.fonts import require_font


@pytest.mark.parametrize("lang", ["en", "it", "zh_CN"])
def test_bid_prompt_on_one_line_at_1280x800(qtbot, lang: str) -> None:
    from gunapp.i18n import LanguageManager

    require_font(lang)
    languages = LanguageManager()
    try:
        languages.set_language(lang)
        table = DdzTable(None, Variant("ddz3"), speed=0, seed=7)
        qtbot.addWidget(table)
        table.resize(1280, 800)
        table.show()
        qtbot.waitExposed(table)
        table.new_session([None, "normal", "normal"])
        qtbot.waitUntil(lambda: table.turn.is_open, timeout=20000)
        assert isinstance(table.turn.legal[0], Bid)
        prompt = table.bar.prompt
        assert prompt.text()
        line = prompt.fontMetrics().lineSpacing()
        assert prompt.height() < 1.8 * line, (prompt.width(), prompt.height(), line)
        assert table.bar.geometry().right() <= table.width()
        table.close_game()
    finally:
        languages.remove_all()
