"""托管 plays whole matches hands-free (issue 13 item 4): it declares during the Gunzi deal as the normal AI
would (R9, R10), and after each hand's settlement, left on screen for a moment, it presses Continue / Next
deal itself. Two whole hands in a row of each game, without a click."""

from __future__ import annotations

import pytest

from gunapp.games.doudizhu.engine.rules import Variant
from gunapp.games.doudizhu.ui.table import DdzTable
from gunapp.games.gunzi.ui.table import GunziTable
from gunapp.models.game_model import SeatConfig
from gunapp.ui.common.comforts import CONTINUE_KEYS

SEATS = [SeatConfig("human", None)] + [SeatConfig("ai", "normal")] * 3
GUNZI_SEED = 3  # seat 0 is dealt a declaration the normal AI makes in the first hand


def test_autoplay_declares_and_plays_two_gunzi_hands_without_a_click(qtbot, qapp) -> None:
    """R9.2/R10: 托管 declares trump for the player when the normal AI would; R16-R21: it plays both hands,
    and the settlement between them is passed by 托管, not by the player."""
    table = GunziTable(None, seats=SEATS, seed=GUNZI_SEED, speed=0, autostart=False)
    qtbot.addWidget(table)
    table.resize(1280, 800)
    table.show()
    table.comforts.auto_button.click()
    m = table.start_match(SEATS, seed=GUNZI_SEED)
    declared_by: list[int] = []
    m.trump_declared.connect(lambda e: declared_by.append(e.seat))
    settled: list[object] = []
    m.hand_settled.connect(settled.append)
    qtbot.waitUntil(lambda: table.comforts.auto_continued >= 2, timeout=300000)
    assert len(settled) >= 2 and m.state.deal_no >= 2  # a third hand is under way
    assert table.comforts.auto.declared >= 1 and 0 in declared_by, "托管 declared for the player (R9.2)"
    table.comforts.auto_button.click()  # taken back: the next settlement waits for the player
    table.close_game()


def test_without_autoplay_nothing_is_declared_for_the_player(qtbot, qapp) -> None:
    """R9: with 托管 off, nothing is declared for the player (the declaration bar is the player's own)."""
    table = GunziTable(None, seats=SEATS, seed=GUNZI_SEED, speed=0, autostart=False)
    qtbot.addWidget(table)
    table.show()
    m = table.start_match(SEATS, seed=GUNZI_SEED)
    declared_by: list[int] = []
    m.trump_declared.connect(lambda e: declared_by.append(e.seat))
    qtbot.waitUntil(lambda: m.state.phase.value != "deal", timeout=120000)
    assert 0 not in declared_by and table.comforts.auto.declared == 0
    table.close_game()


@pytest.mark.parametrize("variant", [Variant.DDZ3, Variant.DDZ4])
def test_autoplay_plays_two_ddz_deals_without_a_click(qtbot, qapp, variant: Variant) -> None:
    """D4-D8: 托管 bids and plays two deals in a row and presses Next deal after each settlement."""
    table = DdzTable(None, variant, speed=0, seed=11)
    qtbot.addWidget(table)
    table.resize(1280, 800)
    table.show()
    table.comforts.auto_button.click()
    m = table.new_session()
    qtbot.waitUntil(lambda: table.comforts.auto_continued >= 2, timeout=300000)
    assert len(m.deals) >= 2
    for deal in m.session.deals[:2]:
        assert deal.phase.value == "ended"
    table.close_game()


def test_taking_control_back_leaves_the_settlement_to_the_player(qtbot, qapp) -> None:
    """At a normal speed the settlement stays up a moment; 托管 taken back in that moment presses nothing."""
    table = DdzTable(None, Variant.DDZ3, speed=1.0, seed=11)
    qtbot.addWidget(table)
    table.resize(1280, 800)
    table.show()
    table.settlement.reset("t", "h")
    table.settlement.add_button(CONTINUE_KEYS[1], "Next deal", accent=True)
    pressed: list[str] = []
    table.settlement.clicked.connect(pressed.append)
    table.comforts.auto.set_enabled(True)
    table.settlement.show()
    qtbot.waitUntil(table.comforts.settle_timer.isActive, timeout=5000)
    table.comforts.auto.set_enabled(False)
    assert not table.comforts.settle_timer.isActive()
    table.comforts.auto.set_enabled(True)
    qtbot.waitUntil(lambda: pressed == ["next"], timeout=20000)
    assert table.comforts.auto_continued == 1
