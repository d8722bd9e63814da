"""``gunapp --demo gunzi --hands N``: a match that ends before N hands (its cycles won, R26.3) is followed by a
new one with the same seats and house rules, so the demo plays its N hands (the memory soak asks for 500)
instead of stopping at the end of the first match."""

from __future__ import annotations

from typing import Any

import pytest

from gunapp.engine.gunzi import match as match_phase
from gunapp.engine.gunzi.phase import Phase
from gunapp.ui.main_window import MainWindow


def test_gunzi_demo_starts_a_new_match_when_one_ends_r26_3(
    qtbot: Any, store: Any, languages: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    real = match_phase.finish_hand

    def every_hand_ends_the_match(state: Any, result: Any) -> list[Any]:
        events = real(state, result)
        state.phase = Phase.MATCH_OVER
        return events

    monkeypatch.setattr(match_phase, "finish_hand", every_hand_ends_the_match)
    from gunapp.demo import start_demo

    languages.set_language("en")
    window = MainWindow(store, languages)
    qtbot.addWidget(window)
    table = start_demo(window, "gunzi", ["--hands", "2", "--speed", "0", "--seed", "4"])
    first = table.model
    options = first.state.options
    qtbot.waitUntil(lambda: table.model is not first, timeout=60_000)
    second = table.model
    assert second.auto_continue and second.state.options == options
    assert [s.level for s in second.seats] == [s.level for s in first.seats]
    qtbot.waitUntil(lambda: second.state.phase is Phase.MATCH_OVER, timeout=60_000)
    qtbot.wait(300)
    assert table.model is second, "the demo's 2 hands are played: no third match"
    assert not second.auto_continue
    table.close_game()
