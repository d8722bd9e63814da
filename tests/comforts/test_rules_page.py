"""In-app rules (issue 13 item 7): the page states the house rules in force (R18 活棒/死棒, D8.4 spring,
kittyVisible) and follows a change at once; card pictures come from the app's painter; it reads in the
current language."""

from __future__ import annotations

from PySide6.QtCore import QObject, QUrl, Signal
from PySide6.QtGui import QTextDocument

from gunapp.i18n import LanguageManager
from gunapp.storage.settings import Settings
from gunapp.ui.rules_page import RulesPageDialog


class Host(QObject):
    settings_changed = Signal(object)

    def __init__(self) -> None:
        super().__init__()
        self.settings = Settings()

    def apply(self, **house: dict) -> None:  # type: ignore[type-arg]
        self.settings = Settings(house_rules=house)
        self.settings_changed.emit(self.settings)


def test_gunzi_rules_page_follows_the_follow_mode(qtbot, qapp) -> None:
    """R18: live sticks by default; choosing DEAD in the house rules rewrites the page."""
    host = Host()
    dlg = RulesPageDialog("gunzi", host)
    qtbot.addWidget(dlg)
    text = dlg.html()
    assert "Live sticks (活棒)" in text and "Dead sticks" not in text
    host.apply(gunzi={"followMode": "DEAD"})
    text = dlg.html()
    assert "Dead sticks (死棒)" in text and "Live sticks" not in text
    doc = dlg.browser.document()
    img = doc.resource(QTextDocument.ResourceType.ImageResource, QUrl("card:BJ_SJ_7H_7S_2H_2C_AH_KH"))
    assert img is not None and not img.isNull()


def test_ddz_rules_page_follows_spring_and_kitty(qtbot, qapp) -> None:
    """D8.4: spring off by default, on when chosen; the kitty shown or kept hidden."""
    host = Host()
    dlg = RulesPageDialog("doudizhu", host)
    qtbot.addWidget(dlg)
    assert "is not played" in dlg.html() and "shown to everyone" in dlg.html()
    host.apply(doudizhu={"spring": True, "kittyVisible": False, "doublingCap": 8})
    text = dlg.html()
    assert "Spring (春天) is played" in text and "without showing it" in text and "×8" in text
    assert "4 to 8 cards" in text  # the 4-player bombs (D7.3)


def test_rules_page_speaks_the_current_language(qtbot, qapp) -> None:
    lm = LanguageManager()
    host = Host()
    try:
        lm.set_language("zh_CN")
        dlg = RulesPageDialog("gunzi", host)
        qtbot.addWidget(dlg)
        assert "主牌" in dlg.html() and "扣底" in dlg.html() and "Trumps are" not in dlg.html()
        assert "打 99 轮" not in dlg.html()  # the app's endless match is said in words
        lm.set_language("it")
        qapp.processEvents()
        assert "briscol" in dlg.html().lower()
    finally:
        lm.set_language("en")
