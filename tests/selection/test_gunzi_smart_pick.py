"""Smart selection at the Gunzi table (issue 26 item 2): Gunzi has no tractors (R6.5), so the help is the
pair or triple of the card clicked when following a pair or triple lead (R16.2, R17.2; the plays from the
engine's ``legal_follows``), and a lead's double click on a face held two or three times."""

from __future__ import annotations

from PySide6.QtCore import Qt

from gunapp.core.cards import Card, Suit, parse_cards
from gunapp.games.gunzi.engine.actions import Play
from gunapp.games.gunzi.engine.combos import Combo
from gunapp.games.gunzi.engine.follow import LIVE, legal_follows, legal_leads
from gunapp.games.gunzi.engine.trumps import TrumpContext
from gunapp.games.gunzi.ui.table import GunziTable

from .helpers import point_of

CTX = TrumpContext(7, Suit.HEARTS)
HAND = parse_cards(["KS", "KS", "QS", "9S", "9S", "9S", "4S", "AD", "AD", "3C", "BJ"])


def table_with(qtbot, plays: list[list[Card]]) -> GunziTable:  # type: ignore[no-untyped-def]
    table = GunziTable(None, speed=0)
    qtbot.addWidget(table)
    table.resize(1280, 800)
    table.show()
    qtbot.waitExposed(table)
    table.setup.hide()
    c = table.canvas
    c.hand.put([c.new_card(card, c.table_layout.deck_point()) for card in HAND])
    c.hand.reorder(sorted(HAND, key=CTX.sort_key))
    c.animator.place(c.hand.layout_step(0))
    c.hand.set_interactive(True)
    table.turn.model = object()  # a match is on; the picker reads only the turn's legal plays
    table.turn.open(0, [Play(0, tuple(p)) for p in plays], "play")
    return table


def item(table: GunziTable, code: str, nth: int = 0):  # type: ignore[no-untyped-def]
    return [it for it in table.canvas.hand.items if it.card is not None and it.card.code == code][nth]


def click(qtbot, table, it, double: bool = False) -> None:  # type: ignore[no-untyped-def]
    vp = table.canvas.view.viewport()
    if double:
        qtbot.mouseDClick(vp, Qt.MouseButton.LeftButton, pos=point_of(table, it))
    else:
        qtbot.mouseClick(vp, Qt.MouseButton.LeftButton, pos=point_of(table, it))


def codes(table: GunziTable) -> list[str]:
    return sorted(c.code for c in table.canvas.hand.selected_cards())


def test_following_a_pair_lead_one_click_selects_the_pair_r17_2(qtbot) -> None:
    lead = Combo(parse_cards(["5S"])[0], 2)
    table = table_with(qtbot, legal_follows(HAND, lead, CTX, LIVE))
    click(qtbot, table, item(table, "KS", 1))
    assert codes(table) == ["KS", "KS"]
    assert item(table, "KS", 1).selected  # the card clicked is one of them
    table.canvas.hand.clear_selection()
    click(qtbot, table, item(table, "QS"))  # no pair of that face: the one card
    assert codes(table) == ["QS"]
    table.close_game()


def test_following_a_triple_lead_one_click_selects_the_triple(qtbot) -> None:
    lead = Combo(parse_cards(["5S"])[0], 3)
    table = table_with(qtbot, legal_follows(HAND, lead, CTX, LIVE))
    click(qtbot, table, item(table, "9S"))
    assert codes(table) == ["9S", "9S", "9S"]
    table.close_game()


def test_on_a_lead_a_click_is_one_card_and_a_double_click_the_whole_group_r16_2(qtbot) -> None:
    table = table_with(qtbot, legal_leads(HAND, CTX))
    nine = item(table, "9S", 1)
    click(qtbot, table, nine)
    assert codes(table) == ["9S"]
    table.canvas.hand.clear_selection()
    click(qtbot, table, nine, double=True)
    assert codes(table) == ["9S", "9S", "9S"]
    table.close_game()
