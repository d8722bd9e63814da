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
