"""The deal's number on the table (issue 13 item 6): shown in the comfort bar of each table, copied with one
click, changed with each new deal, and it deals the same cards again (gunapp.core.deal_numbers)."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QGuiApplication

from gunapp.games.doudizhu.engine.numbered import ddz_deal, number_of
from gunapp.games.doudizhu.engine.rules import Variant
from gunapp.games.doudizhu.ui.table import DdzTable
from gunapp.games.gunzi.engine.numbered import gunzi_match
from gunapp.games.gunzi.ui.table import GunziTable
from gunapp.models.game_model import SeatConfig


@pytest.mark.parametrize("variant", [Variant.DDZ3, Variant.DDZ4])
def test_ddz_table_shows_each_deals_number_and_copies_it(qtbot, qapp, variant: Variant) -> None:
    """D3.1-D3.2: the number shown deals the same hands, marker and dealer again; the next deal shows its own."""
    table = DdzTable(None, variant, speed=0, seed=1234)
    qtbot.addWidget(table)
    table.resize(1280, 800)
    table.show()
    line = table.comforts.deal_number
    assert not line.isVisible()  # before the first deal: no number yet
    m = table.start_demo(hands=0)
    first = m.session.deals[0]
    qtbot.waitUntil(lambda: line.number == number_of(first), timeout=30000)
    assert line.isVisible() and str(line.number) in line.label.text()
    again = ddz_deal(variant, line.number)
    assert again.hands == first.hands and again.dealer == first.dealer and again.marker == first.marker
    line.copy_button.click()
    assert QGuiApplication.clipboard().text() == str(number_of(first))
    qtbot.waitUntil(
        lambda: len(m.session.deals) >= 2 and line.number == number_of(m.session.deals[1]), timeout=120000
    )
    assert line.number != number_of(first)
    table.new_game()
    table.comforts.refresh()
    assert not line.isVisible()
    table.close_game()


def test_gunzi_table_shows_the_match_number_on_its_first_hand(qtbot, qapp) -> None:
    """R8: a match's first hand is deal N (its seed); the later hands follow from the play (R9, R21), so they
    show no number of their own."""
    seats = [SeatConfig("ai", "normal")] * 4
    table = GunziTable(None, seats=seats, seed=777, speed=0, autostart=False)
    qtbot.addWidget(table)
    table.resize(1280, 800)
    table.show()
    line = table.comforts.deal_number
    m = table.start_match(seats, seed=777, auto_continue=True)
    qtbot.waitUntil(lambda: line.number == 777 and line.isVisible(), timeout=30000)
    assert "777" in line.label.text()
    again = gunzi_match(777)
    assert (again.deck, again.starter) == (m.state.deck, m.state.starter)  # the same cards, the same starter
    qtbot.waitUntil(lambda: m.state.deal_no >= 1, timeout=180000)
    qtbot.waitUntil(lambda: not line.isVisible(), timeout=30000)
    table.close_game()


@pytest.mark.parametrize("lang", ["it", "zh_CN", "en"])
def test_a_narrow_window_elides_the_words_never_the_digits(qtbot, qapp, lang: str) -> None:
    """Issue 26: at 900x600 in Italian the bar showed "Smazzata n. 57684" for deal 576842874."""
    from PySide6.QtCore import QLocale

    from gunapp.i18n import LanguageManager

    languages = LanguageManager()
    languages.set_language(lang)
    try:
        _check_narrow(qtbot)
    finally:
        languages.remove_all()
        QLocale.setDefault(QLocale("en"))


def _check_narrow(qtbot) -> None:
    from PySide6.QtGui import QFontMetrics

    table = DdzTable(None, Variant.DDZ4, speed=0, seed=1)
    qtbot.addWidget(table)
    table.resize(900, 600)
    table.show()
    line = table.comforts.deal_number
    line.set_number(576842874)
    for width in (900, 800, 720):
        table.resize(width, 600)
        qtbot.wait(20)
        assert table.width() == width  # the bar asks for no more room than a small window has
        label = line.label
        shown = label.text()
        assert "576842874" in shown, (width, shown)
        # the whole text drawn fits the room the label got: nothing is cut at its edge
        assert QFontMetrics(label.font()).horizontalAdvance(shown) <= label.contentsRect().width(), (
            width,
            shown,
        )
        assert line.geometry().right() <= line.parentWidget().width()
    table.resize(1600, 900)
    qtbot.wait(20)
    assert line.label.text() == line.tr("Deal #{n}").format(n=576842874)  # room enough: the whole line
