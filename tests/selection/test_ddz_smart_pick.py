"""Smart selection at the Dou Dizhu table (issue 26 item 2), through real mouse events on the fan: a click
selects the whole combination that beats the table (D7.1: same kind, same length, higher key), a double
click on a lead the longest chain holding the card, a drag the cards crossed (reduced to the play inside
them), Shift+click one card, a right click or the felt clears."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt

from gunapp.games.doudizhu.engine.actions import Bid, Play
from gunapp.games.doudizhu.engine.rules import Variant
from gunapp.games.doudizhu.engine.state import Deal
from gunapp.games.doudizhu.ui.smart_pick import follow_pick
from tests.doudizhu.helpers import cards_of, make_deal

from .helpers import click, drag, item_of, point_of, selected_ranks, table_at_turn

V3 = Variant.DDZ3


def follow_deal(mine: str, lead: str) -> Deal:
    """Seat 0 (the player, a peasant, holding exactly ``mine``) must answer the landlord's ``lead``."""
    assert len(mine.replace(" ", "")) == 17
    deal = make_deal(V3, {0: mine, 2: lead}, marker_index=2)
    assert deal.turn == 2  # the marker's holder bids first (D3.2)
    deal.apply(Bid(2, 3))
    deal.apply(Play(2, cards_of(deal, 2, lead)))
    assert deal.turn == 0 and not deal.leading  # seat 0 answers after seat 2 (2 -> 0)
    return deal


def lead_deal(mine: str) -> Deal:
    """Seat 0 the landlord, holding exactly ``mine`` (kitty included), leads."""
    text = mine.replace(" ", "")
    assert len(text) == 20
    deal = make_deal(V3, {0: text[:17]}, kitty=text[17:], marker_index=0)
    deal.apply(Bid(0, 3))
    assert deal.turn == 0 and deal.leading
    return deal


def test_click_selects_the_straight_that_beats_the_table_d7_1(qtbot) -> None:
    deal = follow_deal("789TJ 33 KK QQ AA 22 44", "34567")
    table = table_at_turn(qtbot, deal)
    click(qtbot, table, item_of(table, "9"))
    assert selected_ranks(table) == "789TJ"
    assert table.canvas.hand.selected_items()  # and nothing else: the pair and the K stay
    assert len(table.canvas.hand.selected_cards()) == 5


def test_click_picks_the_smallest_beating_straight_holding_the_card(qtbot) -> None:
    deal = follow_deal("56789TJ KK AA 22 QQ 33", "34567")
    table = table_at_turn(qtbot, deal)
    click(qtbot, table, item_of(table, "J"))  # only 789TJ holds the J
    assert selected_ranks(table) == "789TJ"


def test_click_selects_the_pair_straight_without_breaking_a_bomb(qtbot) -> None:
    deal = follow_deal("556677 8888 99 AA 2 KK", "334455")
    table = table_at_turn(qtbot, deal)
    click(qtbot, table, item_of(table, "7"))
    assert selected_ranks(table) == "556677"  # 667788 and 778899 break the bomb of 8s


def test_second_click_unselects_one_card_and_shift_click_takes_one_card(qtbot) -> None:
    deal = follow_deal("789TJ 33 KK QQ AA 22 44", "34567")
    table = table_at_turn(qtbot, deal)
    click(qtbot, table, item_of(table, "9"))
    click(qtbot, table, item_of(table, "J"))
    assert selected_ranks(table) == "789T"
    table.canvas.hand.clear_selection()
    click(qtbot, table, item_of(table, "9"), Qt.KeyboardModifier.ShiftModifier)
    assert selected_ranks(table) == "9"


def test_a_card_of_no_beating_combination_is_selected_alone(qtbot) -> None:
    deal = follow_deal("789TJ 33 KK QQ AA 22 44", "34567")
    table = table_at_turn(qtbot, deal)
    click(qtbot, table, item_of(table, "3"))
    assert selected_ranks(table) == "3"


def test_on_a_lead_a_click_is_one_card_and_a_double_click_the_longest_chain(qtbot) -> None:
    deal = lead_deal("3456789 99 QQQ KK AA 22 S B")
    table = table_at_turn(qtbot, deal)
    six = item_of(table, "6")
    click(qtbot, table, six)
    assert selected_ranks(table) == "6"  # a single is a lead too
    table.canvas.hand.clear_selection()
    qtbot.mouseDClick(table.canvas.view.viewport(), Qt.MouseButton.LeftButton, pos=point_of(table, six))
    assert selected_ranks(table) == "3456789"


def test_lead_double_click_prefers_a_chain_that_keeps_the_bomb(qtbot) -> None:
    deal = lead_deal("34567 8888 9TJ QQ KK AA 22")
    table = table_at_turn(qtbot, deal)
    five = item_of(table, "5")
    qtbot.mouseDClick(table.canvas.view.viewport(), Qt.MouseButton.LeftButton, pos=point_of(table, five))
    assert selected_ranks(table) == "34567"  # 3456789TJ would spend one 8 of the bomb


def test_drag_selects_the_cards_crossed_and_keeps_the_straight_in_them(qtbot) -> None:
    deal = lead_deal("3456 77 89 KK QQ AA 22 S B JJ")
    table = table_at_turn(qtbot, deal)
    drag(qtbot, table, item_of(table, "3"), item_of(table, "9"))
    # 3 4 5 6 7 7 8 9 crossed: no play as a whole, the straight 3..9 inside it is kept
    assert selected_ranks(table) == "3456789"


def test_drag_back_over_selected_cards_unselects_them(qtbot) -> None:
    deal = lead_deal("3456789 KK QQ AA 22 S B TT J")
    table = table_at_turn(qtbot, deal)
    table.select(cards_of(deal, 0, "3456789"))
    drag(qtbot, table, item_of(table, "3"), item_of(table, "5"))
    assert selected_ranks(table) == "6789"


def test_right_click_and_the_felt_undo_the_selection(qtbot) -> None:
    deal = follow_deal("789TJ 33 KK QQ AA 22 44", "34567")
    table = table_at_turn(qtbot, deal)
    vp = table.canvas.view.viewport()
    click(qtbot, table, item_of(table, "9"))
    assert selected_ranks(table) == "789TJ"
    qtbot.mouseClick(vp, Qt.MouseButton.RightButton, pos=QPoint(vp.width() // 2, 40))
    assert selected_ranks(table) == ""
    click(qtbot, table, item_of(table, "9"))
    assert selected_ranks(table) == "789TJ"
    felt = QPoint(vp.width() // 2, vp.height() // 2 - 60)
    assert not table.canvas.view.items(felt)
    qtbot.mouseClick(vp, Qt.MouseButton.LeftButton, pos=felt)
    assert selected_ranks(table) == ""


def test_follow_pick_is_the_engine_play_that_beats_the_table() -> None:
    """The pick is one of ``legal_actions`` (no combination the engine does not list)."""
    deal = follow_deal("789TJQ 33 KK AA 22 44 5", "34567")
    legal = deal.legal_actions(0)
    plays = [a for a in legal if isinstance(a, Play)]
    assert deal.view(0).last is not None
    pick = follow_pick(cards_of(deal, 0, "Q")[0], list(deal.hands[0]), plays, deal.view(0).last, False)
    assert pick in plays and pick is not None and pick.reading is not None
    assert sorted(pick.reading.ranks) == [5, 6, 7, 8, 9]  # 8 9 T J Q


def test_a_click_never_splits_a_bomb_but_a_double_click_may(qtbot) -> None:
    """Following a trio (D6 kind 3), a card of a bomb of 9s is one card on a click: the player may mean the
    bomb; the double click offers the trio anyway."""
    deal = follow_deal("9999 33 KK QQ AA 2 45 78", "888")
    table = table_at_turn(qtbot, deal)
    nine = item_of(table, "9")
    click(qtbot, table, nine)
    assert selected_ranks(table) == "9"
    table.canvas.hand.clear_selection()
    qtbot.mouseDClick(table.canvas.view.viewport(), Qt.MouseButton.LeftButton, pos=point_of(table, nine))
    assert selected_ranks(table) == "999"
