"""Issue 26 tour: the follow prompt said "Beat Left's Single" / "(Singola)": a combination's name takes a small
letter mid-sentence (it keeps its capital where it stands alone, on buttons and in the history)."""

from __future__ import annotations

import re
from typing import Any

import pytest
from PySide6.QtCore import QLocale

from gunapp.games.doudizhu.engine.rules import Variant
from gunapp.games.doudizhu.ui.table import DdzTable
from gunapp.i18n import LanguageManager


@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_follow_prompt_names_the_kind_in_small_letters(qtbot: Any, qapp: Any, lang: str) -> None:
    languages = LanguageManager()
    languages.set_language(lang)
    try:
        table = DdzTable(None, Variant.DDZ3, speed=0, seed=5)
        qtbot.addWidget(table)
        table.resize(1280, 800)
        table.show()
        table.new_session([None, "easy", "easy"])
        prompts: list[str] = []
        for _ in range(4000):
            if table.settlement.isVisible() or len(prompts) >= 3:
                break
            if table.turn.is_open and table.turn.legal:
                view = table.model.view(0)
                if table.turn.mode == "play" and not view.leading:
                    prompts.append(table.bar.prompt.text())
                table._submit(table.turn.legal[-1])
            qtbot.wait(1)
        assert prompts, "the player never followed a play"
        for text in prompts:
            # en "Beat Left's single, or pass." / it "... (singola) ..." - the word after the seat is small
            words = re.findall(r"[A-Za-zÀ-ÿ]+", text)
            assert words and not any(w in ("Single", "Pair", "Singola", "Coppia") for w in words), text
    finally:
        languages.remove_all()
        QLocale.setDefault(QLocale("en"))
