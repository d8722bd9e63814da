"""托管 (issue 13 item 4): the normal AI plays the player's seat through the worker and the model's submit,
shown on the table; and forced moves (a single legal action) are played at once when the setting is on."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from gunapp.games.doudizhu.counter import count_ddz
from gunapp.games.doudizhu.engine.rules import Variant
from gunapp.games.doudizhu.ui.table import DdzTable
from gunapp.games.gunzi.engine.phase import Phase
from gunapp.games.gunzi.ui.table import GunziTable
from gunapp.models.game_model import SeatConfig


def test_autoplay_plays_a_whole_gunzi_hand(qtbot, qapp) -> None:
    """R16-R20: with 托管 on, every decision of seat 0 from the window on is the AI's, up to the settlement."""
    seats = [SeatConfig("human", None)] + [SeatConfig("ai", "normal")] * 3
    table = GunziTable(None, seats=seats, seed=8, speed=0, autostart=False)
    qtbot.addWidget(table)
    table.resize(1280, 800)
    table.show()
    table.comforts.auto_button.click()
    assert table.comforts.auto.enabled and table.comforts.badge.isVisible()
    m = table.start_match(seats, seed=8)
    at_end: list[
        tuple[object, int, int, int]
    ] = []  # 托管 goes on past the settlement: look at the hand's end
    m.hand_settled.connect(
        lambda _e: at_end.append(
            (m.state.phase, len(m.state.tricks), len(m.state.hands[0]), table.comforts.auto.played)
        )
    )
    qtbot.waitUntil(lambda: bool(at_end), timeout=120000)
    phase, tricks, left, played = at_end[0]
    assert phase in (Phase.HAND_OVER, Phase.MATCH_OVER)
    # seat 0 plays in every trick: each of those plays (and any earlier choice) was 托管's
    assert played >= tricks > 0
    assert left == 0
    assert not table.bar.isVisible() or table.bar.buttons.get("play") is None
    table.comforts.auto_button.click()  # taken back
    assert not table.comforts.auto.enabled and not table.comforts.badge.isVisible()
    table.close_game()


@pytest.mark.parametrize("variant", [Variant.DDZ3, Variant.DDZ4])
def test_autoplay_plays_a_whole_ddz_deal_and_the_counter_follows(qtbot, qapp, variant: Variant) -> None:
    """D4-D5: 托管 bids and plays every turn of seat 0 until the deal ends; the 记牌器 strip shows the
    counts of the player's own view (D2.1, D2.2)."""
    table = DdzTable(None, variant, speed=0, seed=3)
    qtbot.addWidget(table)
    table.resize(1280, 800)
    table.show()
    table.comforts.set_counter(True)
    table.comforts.auto_button.click()
    m = table.new_session()
    table.comforts.continue_settlements = False  # stay at this deal's settlement to read the counter
    qtbot.waitUntil(table.settlement.isVisible, timeout=120000)
    assert m.view().phase == "ended"
    assert table.comforts.auto.played >= 2
    own = [p for p in m.view().history if p.seat == 0]
    assert own, "the player's seat played or passed"
    table.comforts.refresh()
    expected = dict(count_ddz(m.view()).row())
    assert table.comforts.counter.values == expected
    table.close_game()


def test_forced_moves_are_played_at_once(qtbot, qapp) -> None:
    """A single legal action (a pass when nothing beats the table, D5.2) goes in without the player."""
    host = SimpleNamespace(
        settings=SimpleNamespace(auto_forced=True, card_counter=False, animation_speed=0.0)
    )
    table = DdzTable(host, Variant.DDZ3, speed=0, seed=5)
    qtbot.addWidget(table)
    table.show()
    assert table.comforts.auto.forced
    m = table.new_session()
    forced: list[object] = []
    m.human_turn.connect(lambda _s, legal: forced.append(legal[0]) if len(legal) == 1 else None)

    def step() -> bool:
        # the player answers every open choice with its first legal action, as a click would
        turn = table.turn
        if turn.is_open and len(turn.legal) > 1:
            table._submit(turn.legal[0])
        return table.settlement.isVisible()

    qtbot.waitUntil(step, timeout=120000)
    assert forced, "the deal had a forced pass (seed chosen for it)"
    passes = [p for p in m.view().history if p.seat == 0 and not p.cards]
    assert len(passes) >= len(forced)
    assert table.comforts.auto.played == len(forced)
    table.close_game()
