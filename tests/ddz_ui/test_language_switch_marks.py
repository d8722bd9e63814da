"""Issue 26: a live language switch (Italiano -> English -> 中文 in Dou Dizhu 4) left the role badges
("Padrone" / "Contadino") and the "Pass" tags on the felt in the old language."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication

from gunapp.games.doudizhu.engine.rules import Variant
from gunapp.games.doudizhu.ui.table import DdzTable


def _words() -> tuple[str, str, str]:
    tr = QCoreApplication.translate
    return tr("DdzText", "Landlord"), tr("DdzText", "Peasant"), tr("DdzText", "Pass")


@pytest.mark.parametrize("variant", [Variant.DDZ4, Variant.DDZ3])
def test_role_badges_and_pass_tags_follow_a_live_switch(qtbot: Any, qapp: Any, variant: Variant) -> None:
    from PySide6.QtCore import QLocale

    from gunapp.i18n import LanguageManager

    languages = LanguageManager()
    try:
        languages.set_language("it")
        table = DdzTable(None, variant, speed=0, seed=21)
        qtbot.addWidget(table)
        table.resize(1280, 800)
        table.show()
        model = table.start_demo(hands=0)
        anims = table.anims
        assert anims is not None

        def marked() -> bool:
            return bool(anims.tags) and any(p.role for p in table.canvas.plates.values())

        qtbot.waitUntil(marked, timeout=60000)
        model.stop()  # the table stays as it is: a round in play with someone's "Pass" in front of them
        qtbot.waitUntil(table.canvas.animator.is_idle, timeout=10000)
        assert marked()
        seen: set[tuple[str, str, str]] = set()
        for lang in ("it", "en", "zh_CN"):
            languages.set_language(lang)
            qapp.processEvents()
            landlord, peasant, passed = words = _words()
            seen.add(words)
            roles = [p.role for p in table.canvas.plates.values() if p.isVisible()]
            assert sorted(roles) == sorted([landlord] + [peasant] * (variant.players - 1)), (lang, roles)
            assert anims.tags and all(tag.text() == passed for tag in anims.tags.values()), lang
        assert len(seen) == 3  # three languages, three sets of words: the check can tell them apart
    finally:
        languages.remove_all()
        QLocale.setDefault(QLocale("en"))
