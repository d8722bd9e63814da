"""The settlement's breakdown (D11.12) names each factor on one line in Chinese (bug: in the panel's width Qt
broke 抢地主 into 抢地 / 主, 底分 into 底 / 分, every name of the header in two); English and Italian names
take at most two lines, split between words."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtGui import QTextDocument, QTextTable
from PySide6.QtWidgets import QLabel

from gunapp.games.doudizhu.engine.events import DealEnded
from gunapp.games.doudizhu.engine.presets import HAPPY
from gunapp.games.doudizhu.engine.settle import settle
from gunapp.games.doudizhu.ui.panels import fill_settlement
from gunapp.i18n import LanguageManager
from gunapp.ui.common.settlement_frame import SettlementFrame
from tests.fonts import require_font


def _head_lines(label: QLabel) -> list[tuple[str, int]]:
    """Each header cell's text and the lines it takes, laid out as the label lays it out (its width, font)."""
    doc = QTextDocument()
    doc.setDefaultFont(label.font())
    doc.setHtml(label.text())
    doc.setTextWidth(label.contentsRect().width())
    doc.size()  # lays the document out
    table = next(f for f in doc.rootFrame().childFrames() if isinstance(f, QTextTable))
    out = []
    for col in range(1, table.columns() - 1):
        block = table.cellAt(0, col).firstCursorPosition().block()
        out.append((block.text().strip(), block.layout().lineCount()))
    for row in range(1, table.rows() - 1):  # the peasants' names (上家 came out as 上 / 家)
        block = table.cellAt(row, 0).firstCursorPosition().block()
        out.append((block.text().strip(), block.layout().lineCount()))
    return out


@pytest.mark.parametrize("lang", ["zh_CN", "en", "it"])
def test_breakdown_names_break_between_words_only_d11_12(
    lang: str, languages: LanguageManager, qtbot: Any
) -> None:
    require_font(lang)
    languages.set_language(lang)
    options = HAPPY.options()
    result = settle(3, 1, 1, 1, True, 5, 3, options, grabs=1, show=1, doubles=(1, 4, 2))
    frame = SettlementFrame()
    qtbot.addWidget(frame)
    fill_settlement(frame, DealEnded(1, result, result.scores), [], 3, 0, options=options)
    frame.show()
    qtbot.waitExposed(frame)
    label = next(w for w in frame.findChildren(QLabel) if "<table" in w.text())
    heads = _head_lines(label)
    assert len(heads) == 7 + 2
    for text, lines in heads:
        assert lines <= min(2, len(text.split())), (lang, text, lines)
