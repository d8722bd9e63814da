"""Issue 26: every face-up hand follows Settings → Hand order as the player's own fan does: a hand shown under
明牌 (D11.9-D11.11), the hands at the settlement (D8) and the other seats' hands in the replay's face-up view.
The engine sorts a Dou Dizhu hand small to big (D2.3); "big cards left" shows it mirrored."""

from __future__ import annotations

from typing import Any

import pytest

from gunapp.core.cards import Card
from gunapp.games.doudizhu.engine.rules import Variant
from gunapp.games.doudizhu.engine.state import sort_cards
from gunapp.ui.common.card_strip import CardStrip
from gunapp.ui.replay.bar import open_viewer
from gunapp.ui.replay.reveal import sorted_hand
from gunapp.ui.table.card_item import CardItem
from gunapp.ui.table.hand_order import BIG_LEFT, BIG_RIGHT
from tests.ddz_ui.test_call_grab_bar import drive_talk, make_table
from tests.ddz_ui.test_call_grab_table import seat_one_shows  # noqa: F401  (a fixture)
from tests.replay.helpers import ddz_record, gunzi_record
from tests.replay.test_viewer import _table


def left_to_right(items: list[CardItem]) -> list[Card]:
    """The cards as a player reads them on the felt: by row (top first), then left to right."""
    ordered = sorted(items, key=lambda it: (round(it.pos().y()), it.pos().x()))
    return [it.card for it in ordered if it.card is not None]


def expected(cards: list[Card], setting: str) -> list[Card]:
    small_to_big = sort_cards(list(cards))
    return small_to_big[::-1] if setting == BIG_LEFT else small_to_big


@pytest.mark.parametrize("setting", [BIG_LEFT, BIG_RIGHT])
def test_a_shown_hand_follows_the_hand_order_d11_11(qtbot, seat_one_shows, setting: str) -> None:  # noqa: F811
    table = make_table(qtbot, Variant.DDZ3, 5)
    table.host.apply_settings(hand_order=setting)
    model = table.new_session([None, "easy", "easy"])
    drive_talk(qtbot, table, {})
    anims = table.anims
    assert anims is not None
    shown = model.view().shown_hand(1)
    assert shown is not None and len(shown) >= 17
    assert left_to_right(anims.shown_hands.by_seat[1]) == expected(list(shown), setting)
    # the player's own fan reads the same way
    assert table.canvas.hand.cards()[0] == expected(list(table.canvas.hand.cards()), setting)[0]
    # a change of the setting lays the shown hand out again at once
    other = BIG_RIGHT if setting == BIG_LEFT else BIG_LEFT
    table.host.apply_settings(hand_order=other)
    assert left_to_right(anims.shown_hands.by_seat[1]) == expected(list(shown), other)
    table.close_game()


@pytest.mark.parametrize("setting", [BIG_LEFT, BIG_RIGHT])
def test_the_settlement_hands_follow_the_hand_order_d8(qtbot, setting: str) -> None:
    table = make_table(qtbot, Variant.DDZ3, 3)
    table.host.apply_settings(hand_order=setting)
    table.comforts.auto_button.click()
    model = table.new_session([None, "easy", "easy"])
    table.comforts.continue_settlements = False
    qtbot.waitUntil(table.settlement.isVisible, timeout=120000)
    hands = model.session.deal.hands
    strips = [s._cards for s in table.settlement.findChildren(CardStrip)]
    rows = [cards for cards in strips if cards != list(model.session.deal.kitty)]
    left = [h for s, h in enumerate(hands) if h and s != 0]
    assert left, "somebody has cards left at the end"
    assert sorted(map(tuple, rows)) == sorted(tuple(expected(h, setting)) for h in left)
    table.close_game()


@pytest.mark.parametrize(("kind", "setting"), [("ddz3", BIG_LEFT), ("ddz4", BIG_RIGHT), ("gunzi", BIG_RIGHT)])
def test_the_replays_face_up_hands_follow_the_hand_order(qtbot: Any, kind: str, setting: str) -> None:
    """The other seats' face-up hands read as the bottom fan does (Gunzi sorts strongest first, R-order of
    the table's own: "big cards right" mirrors it)."""
    from gunapp.ui.table.hand_order import apply_hand_order

    table = _table(kind, qtbot)
    viewer, _bar = open_viewer(table, gunzi_record() if kind == "gunzi" else ddz_record(Variant(kind)))
    apply_hand_order(table.canvas, _Settings(setting), strong_first=kind == "gunzi")
    viewer.goto(0, viewer.actions_in_hand() // 2)
    qtbot.waitUntil(table.canvas.animator.is_idle, timeout=20000)
    assert table.canvas.hand.cards(), "the bottom seat holds cards"
    flip = (setting == BIG_LEFT) != (kind == "gunzi")  # Gunzi's own order puts the strongest first
    assert table.canvas.hand.mirrored == flip  # the fan itself
    assert viewer.reveal.by_seat
    for seat, items in viewer.reveal.by_seat.items():
        game_order = sorted_hand(viewer.model, viewer.engine().hand_cards()[seat])
        assert left_to_right(items) == (game_order[::-1] if flip else game_order), seat
    # the other order while the hands lie face up: they turn at once, with the fan
    other = BIG_RIGHT if setting == BIG_LEFT else BIG_LEFT
    apply_hand_order(table.canvas, _Settings(other), strong_first=kind == "gunzi")
    assert table.canvas.hand.mirrored != flip
    for seat, items in viewer.reveal.by_seat.items():
        game_order = sorted_hand(viewer.model, viewer.engine().hand_cards()[seat])
        assert left_to_right(items) == (game_order if flip else game_order[::-1]), seat


class _Settings:
    def __init__(self, hand_order: str) -> None:
        self.hand_order = hand_order
