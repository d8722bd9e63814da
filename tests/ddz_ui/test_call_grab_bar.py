"""The call-and-grab decisions (D11) at the table, played like a player: each decision opens the bar with its
own buttons (明牌开始 / 不明牌 D11.9, 叫地主 / 不叫 D11.1, 抢地主 / 不抢 D11.3-D11.4, the landlord's 明牌 D11.10,
不加倍 / 加倍 / 超级加倍 D11.7), each button submits its action through the model, the keys press them, and the
stake panel follows each ×2 / ×4 (D11.5, D11.8, D11.11)."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt

from gunapp.games.doudizhu.engine.actions import Call, Double, Grab, Show
from gunapp.games.doudizhu.engine.presets import HAPPY
from gunapp.games.doudizhu.engine.rules import Variant
from gunapp.games.doudizhu.engine.view import CALL, DOUBLE, GRAB, LANDLORD_SHOW, START_SHOW, Decision
from gunapp.games.doudizhu.ui.stake_ladder import own_multiplier
from gunapp.games.doudizhu.ui.table import DdzTable
from tests.ddz_ui.call_grab_host import HappyHost

#: the bar's buttons per decision, in order ("pass" is the no, the key P presses it)
BUTTONS = {
    START_SHOW: ["pass", "yes"],
    CALL: ["pass", "yes"],
    GRAB: ["pass", "yes"],
    LANDLORD_SHOW: ["pass", "yes"],
    DOUBLE: ["pass", "double2", "double4"],
}


def make_table(qtbot: Any, variant: Variant, seed: int, rules: dict[str, Any] | None = None) -> DdzTable:
    table = DdzTable(HappyHost(rules), variant, speed=0, seed=seed)
    qtbot.addWidget(table)
    table.resize(1280, 800)
    table.show()
    qtbot.waitExposed(table)
    return table


def kind_now(table: DdzTable) -> str:
    """The D11 decision the model asks now, from the engine's phase (not from the bar)."""
    assert table.model is not None
    view = table.model.view()
    legal = table.turn.legal
    if isinstance(legal[0], Show):
        return START_SHOW if view.phase == "start_show" else LANDLORD_SHOW
    return {Call: CALL, Grab: GRAB, Double: DOUBLE}.get(type(legal[0]), "other")


def answer(kind: str, keys: list[str]) -> tuple[str, int]:
    """What the script presses, and the decision's value it expects in the public log."""
    if kind == START_SHOW:
        return "pass", 0  # declined before the deal: the landlord's show comes later
    if kind == DOUBLE:
        return keys[-1], int(keys[-1][6:])
    return "yes", 1


def wait_turn(qtbot: Any, table: DdzTable) -> None:
    qtbot.waitUntil(lambda: table.turn.is_open or table.settlement.isVisible(), timeout=20000)


def drive_talk(qtbot: Any, table: DdzTable, seen: dict[str, int]) -> None:
    """Answer every D11 decision of the player's seat through the bar until the card play or the end."""
    model = table.model
    assert model is not None
    while True:
        qtbot.waitUntil(lambda: table.turn.is_open or table.settlement.isVisible(), timeout=20000)
        if table.settlement.isVisible():
            return
        kind = kind_now(table)
        if kind == "other":
            return
        bar = table.bar
        keys = list(bar.buttons)
        allowed = [k for k in BUTTONS[kind] if k != "double4" or model.session.options.doubling == "super"]
        assert keys == allowed, (kind, keys)
        # the stake panel: the player's own multiplier, from the engine's stake (D11.12's factors so far)
        view = model.view()
        mine = own_multiplier(view.stake, 0, model.session.options.doubling_cap)
        assert table.stake.mult_value.text() == f"×{mine}"
        key, value = answer(kind, keys)
        before = len(model.view().talk)
        qtbot.mouseClick(bar.buttons[key], Qt.MouseButton.LeftButton)
        talk = model.view().talk
        assert len(talk) > before and talk[before] == Decision(kind, 0, value)
        seen[kind] = seen.get(kind, 0) + 1


@pytest.mark.parametrize("variant", [Variant.DDZ3, Variant.DDZ4])
def test_every_decision_opens_its_buttons_and_submits_its_action_d11(qtbot: Any, variant: Variant) -> None:
    seen: dict[str, int] = {}
    for seed in range(1, 40):
        table = make_table(qtbot, variant, seed)
        table.new_session([None] + ["easy"] * (variant.players - 1))
        drive_talk(qtbot, table, seen)
        table.close_game()
        table.deleteLater()
        if len(seen) == len(BUTTONS):
            break
    assert set(seen) == set(BUTTONS), seen


def test_doubling_on_offers_no_super_double_d11_7(qtbot: Any) -> None:
    rules = {**HAPPY.values, "doubling": "on"}
    seen: dict[str, int] = {}
    for seed in range(1, 30):
        table = make_table(qtbot, Variant.DDZ3, seed, rules)
        table.new_session([None, "easy", "easy"])
        drive_talk(qtbot, table, seen)  # asserts the buttons: no "double4"
        table.close_game()
        if DOUBLE in seen:
            break
    assert DOUBLE in seen


def test_keys_answer_the_decisions_d11_1(qtbot: Any) -> None:
    """1 says yes (calls), 0 says no, as the digits bid under 叫分."""
    for seed in range(1, 30):
        table = make_table(qtbot, Variant.DDZ3, seed)
        model = table.new_session([None, "easy", "easy"])
        keyboard = table.comforts.keyboard
        wait_turn(qtbot, table)
        assert kind_now(table) == START_SHOW
        keyboard.press_number(0)
        assert model.view().talk[-1] == Decision(START_SHOW, 0, 0)
        wait_turn(qtbot, table)
        if table.turn.is_open and kind_now(table) == CALL:
            keyboard.press_number(1)
            assert model.view().talk[-1] == Decision(CALL, 0, 1)
            return
        table.close_game()
    pytest.fail("no seed gave the player the first call")


def test_stake_pops_for_each_double_and_grab_d11_5(qtbot: Any) -> None:
    """The animations ask the stake panel to pop exactly when a factor grows: a grab, a show, a double."""
    for seed in range(3, 30):
        table = make_table(qtbot, Variant.DDZ3, seed)
        model = table.new_session([None, "easy", "easy"])
        assert table.anims is not None
        pops: list[tuple[Any, bool]] = []
        redeals: list[object] = []
        table.anims.stake_changed.connect(lambda stake, pop, p=pops: p.append((stake, pop)))
        model.redealt.connect(redeals.append)
        drive_talk(qtbot, table, {})
        talk = model.view().talk
        grew = [d for d in talk if (d.kind in (GRAB, LANDLORD_SHOW, START_SHOW) and d.value) or d.value > 1]
        table.close_game()
        if redeals or not grew or model.view().phase != "playing":
            continue  # a redeal starts the talk afresh (D11.2): take a deal played from its first talk
        assert sum(1 for _s, pop in pops if pop) == len(grew), (seed, talk, pops)
        # the last stake the panel was given is the engine's
        assert pops[-1][0] == model.view().stake
        return
    pytest.fail("no seed gave a deal with a grab, a show or a double and no redeal")
