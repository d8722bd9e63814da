"""Settings → Hand order (issue 26 item 3): big cards on the left (the default, as the apps players know)
or on the right, in both games, applied live to the hand on the table and remembered."""

from __future__ import annotations

import json

import pytest

from gunapp.core.cards import Suit
from gunapp.games.doudizhu.engine.rules import Variant, rank_of
from gunapp.games.doudizhu.engine.state import sort_cards
from gunapp.games.gunzi.engine.trumps import TrumpContext
from gunapp.games.gunzi.ui.table import GunziTable
from gunapp.storage.settings import Settings, SettingsStore
from tests.doudizhu.helpers import make_deal

from .helpers import SettingsHost, table_at_turn


@pytest.fixture
def host(tmp_path) -> SettingsHost:
    store = SettingsStore(tmp_path / "settings.json")
    store.load()
    return SettingsHost(store)


def left_to_right(qtbot, table) -> list:  # type: ignore[no-untyped-def]
    """The hand's cards as the fan shows them, once its cards have glided to their places."""
    hand = table.canvas.hand

    def laid_out() -> bool:
        xs = [it.pos().x() for it in hand.items]
        return xs == sorted(xs) and len(set(xs)) == len(xs)

    qtbot.waitUntil(laid_out, timeout=3000)
    return [it.card for it in hand.items]


def test_dou_dizhu_big_cards_left_by_default_then_right_live_and_remembered(qtbot, host) -> None:
    deal = make_deal(Variant.DDZ3, {0: "3456789TJQKA2SB 33"}, marker_index=2)
    table = table_at_turn(qtbot, deal, host=host)
    shown = left_to_right(qtbot, table)
    ranks = [rank_of(c) for c in shown]
    assert ranks == sorted(ranks, reverse=True)  # 大王 first, the 3s last (D2.3 order, mirrored)
    assert ranks[0] == rank_of(max(deal.hands[0], key=rank_of))
    host.apply_settings(hand_order="big_right")
    ranks = [rank_of(c) for c in left_to_right(qtbot, table)]
    assert ranks == sorted(ranks)  # at once, on the table
    # the game's own re-sorts (the kitty picked up, a new deal) keep the chosen side
    table.canvas.hand.reorder(sort_cards(deal.hands[0]))
    table.canvas.animator.place(table.canvas.hand.layout_step(0))
    assert [rank_of(c) for c in left_to_right(qtbot, table)] == sorted(ranks)
    again = SettingsStore(host.store.path)
    assert again.load().hand_order == "big_right"
    host.apply_settings(hand_order="big_left")
    assert [rank_of(c) for c in left_to_right(qtbot, table)] == sorted(ranks, reverse=True)


def test_gunzi_trumps_strongest_left_by_default_and_mirrored_on_the_right(qtbot, host) -> None:
    table = GunziTable(host, speed=0)
    qtbot.addWidget(table)
    table.resize(1280, 800)
    table.show()
    qtbot.waitExposed(table)
    ctx = TrumpContext(5, Suit.HEARTS)
    from gunapp.core.cards import FACES

    cards = list(FACES[::3])  # 18 faces of every kind: jokers, level cards, 2s, trump suit, plain suits
    c = table.canvas
    c.hand.put([c.new_card(card, c.table_layout.deck_point()) for card in cards])

    def sort() -> None:  # as the table's moves sort the hand (``card_moves._resort_step``)
        c.hand.reorder(sorted(c.hand.cards(), key=ctx.sort_key))
        c.animator.place(c.hand.layout_step(0))

    sort()
    power = [ctx.sort_key(card) for card in left_to_right(qtbot, table)]
    assert power == sorted(power)  # the order of power: jokers, level cards, 2s, the trump suit, the rest
    assert ctx.is_trump(left_to_right(qtbot, table)[0])
    host.apply_settings(hand_order="big_right")
    assert [ctx.sort_key(card) for card in left_to_right(qtbot, table)] == sorted(power, reverse=True)
    sort()
    assert [ctx.sort_key(card) for card in left_to_right(qtbot, table)] == sorted(power, reverse=True)
    table.close_game()


def test_hand_order_setting_is_saved_and_a_bad_value_resets_alone(tmp_path) -> None:
    path = tmp_path / "settings.json"
    store = SettingsStore(path)
    store.load()
    assert store.settings.hand_order == "big_left"
    store.update(hand_order="big_right", sound=False)
    assert json.loads(path.read_text())["hand_order"] == "big_right"
    path.write_text(json.dumps({"hand_order": "sideways", "sound": False}))
    loaded = SettingsStore(path).load()
    assert loaded.hand_order == "big_left" and loaded.sound is False
    with pytest.raises(ValueError):
        Settings(hand_order="up")
