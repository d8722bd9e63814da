"""Issue 26: in Dou Dizhu 4 in Italian "Di fronte" and "Destra" both had the avatar "D"."""

from __future__ import annotations

from typing import Any

import pytest

from gunapp.games.doudizhu.engine.rules import Variant
from gunapp.games.doudizhu.ui.table import DdzTable
from gunapp.games.gunzi.ui.table import GunziTable
from gunapp.ui.table.seat_plate import avatar_initials


def test_initials_give_way_to_a_later_word_then_a_later_letter() -> None:
    assert avatar_initials(["Tu", "Destra", "Di fronte", "Sinistra"]) == ["T", "D", "F", "S"]
    assert avatar_initials(["Seat 1", "Seat 2", "Seat 3"]) == ["S", "2", "3"]
    assert avatar_initials(["Anna", "Andrea"]) == ["A", "N"]
    assert avatar_initials(["你", "下家", "对家", "上家"]) == ["你", "下", "对", "上"]


@pytest.mark.parametrize("lang", ["it", "en", "zh_CN"])
@pytest.mark.parametrize("kind", ["ddz4", "ddz3", "gunzi"])
def test_every_table_has_distinct_avatar_letters(qtbot: Any, languages: Any, lang: str, kind: str) -> None:
    languages.set_language(lang)
    table = GunziTable(None, speed=0) if kind == "gunzi" else DdzTable(None, Variant(kind), speed=0, seed=3)
    qtbot.addWidget(table)
    table.resize(1280, 800)
    table.show()
    qtbot.wait(10)
    plates = [p for p in table.canvas.plates.values() if p.isVisible() and p.name]
    assert len(plates) == (3 if kind == "ddz3" else 4)
    initials = [p.initial for p in plates]
    assert len(set(initials)) == len(initials), [(p.name, p.initial) for p in plates]
    assert all(p.initial and p.initial in p.name.upper() for p in plates)
