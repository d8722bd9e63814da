"""R15: a player with nothing to bury is not asked (found by playing: "Keep my jokers" with no joker in hand)."""

from __future__ import annotations

from gunapp.games.gunzi.engine.actions import Pass
from gunapp.games.gunzi.engine.phase import Phase
from gunapp.games.gunzi.ui.table import GunziTable
from gunapp.models.game_model import SeatConfig

from .shoot_scenarios import auto


def test_r15_no_burial_question_without_jokers_to_bury(qtbot, qapp) -> None:
    seats = [SeatConfig("human", None)] + [SeatConfig("ai", "normal")] * 3
    table = GunziTable(None, seats=seats, seed=7, speed=0, autostart=True)
    qtbot.addWidget(table)
    table.resize(1280, 800)
    table.show()
    m = table.model
    assert m is not None
    only_pass: list[bool] = []
    m.human_turn.connect(
        lambda _s, legal: (
            only_pass.append(all(isinstance(a, Pass) for a in legal))
            if m.state.phase is Phase.BURY_JOKERS
            else None
        )
    )
    bad: list[str] = []

    def step() -> bool:
        if table.turn.mode == "bury_jokers" and all(isinstance(a, Pass) for a in table.turn.legal):
            bad.append(table.bar.prompt.text())
        if table.settlement.isVisible():
            table._on_settlement("continue")
        else:
            auto(table, set())
        return m.state.deal_no >= 1 and m.state.phase is Phase.PLAY

    qtbot.waitUntil(step, timeout=60000)
    assert True in only_pass, "seed 7 asks the human with nothing to bury in its second hand"
    assert bad == []
    table.close_game()
