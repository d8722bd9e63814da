"""Joker captions follow the language for every table, with or without the main window (bug: tables built
without it, as in tests and the screenshot tools, showed "Big Joker" on Chinese and Italian screenshots)."""

from __future__ import annotations

import hashlib

from PySide6.QtCore import QPointF
from PySide6.QtGui import QImage

from gunapp.core.cards import BIG_JOKER, SMALL_JOKER, Card
from gunapp.ui.table.canvas import TableCanvas
from gunapp.ui.table.card_painter import CardPainter


def _digest(canvas: TableCanvas) -> str:
    img = canvas.grab().toImage().convertToFormat(QImage.Format.Format_ARGB32)
    return hashlib.sha1(bytes(img.constBits())).hexdigest()


def test_painter_captions_are_the_current_languages(qapp, languages) -> None:
    painter = CardPainter()
    assert painter.joker_labels == ("Big Joker", "Small Joker")
    languages.set_language("zh_CN")
    assert painter.joker_labels == ("大王", "小王")
    languages.set_language("it")
    assert painter.joker_labels == ("Jolly grande", "Jolly piccolo")


def test_copying_todays_captions_does_not_pin_them(qapp, languages) -> None:
    """A table that copies the translated captions into the painter (the old Dou Dizhu workaround) must not
    freeze them: the next language shows its own."""
    painter = CardPainter()
    languages.set_language("zh_CN")
    painter.joker_labels = ("大王", "小王")
    languages.set_language("it")
    assert painter.joker_labels == ("Jolly grande", "Jolly piccolo")
    painter.joker_labels = ("X", "Y")  # an explicit choice stays until reset
    languages.set_language("en")
    assert painter.joker_labels == ("X", "Y")
    painter.joker_labels = None
    assert painter.joker_labels == ("Big Joker", "Small Joker")


def test_table_without_main_window_redraws_jokers_on_language_change(qtbot, qapp, languages) -> None:
    canvas = TableCanvas(4, painter=CardPainter())
    qtbot.addWidget(canvas)
    canvas.resize(800, 500)
    canvas.show()
    qtbot.waitExposed(canvas)
    canvas.new_card(BIG_JOKER, QPointF(300, 200), width=120)
    canvas.new_card(SMALL_JOKER, QPointF(450, 200), width=120)
    canvas.new_card(Card.parse("AS"), QPointF(600, 200), width=120)
    qapp.processEvents()
    english = _digest(canvas)
    languages.set_language("zh_CN")
    qtbot.waitUntil(lambda: _digest(canvas) != english, timeout=3000)
    chinese = _digest(canvas)
    languages.set_language("it")
    qtbot.waitUntil(lambda: _digest(canvas) not in (english, chinese), timeout=3000)
