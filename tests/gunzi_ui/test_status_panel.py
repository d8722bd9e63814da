"""The status panel tells the truth about what the player sees (bugs found by playing)."""

from __future__ import annotations

from gunapp.games.gunzi.engine.phase import Phase
from gunapp.games.gunzi.ui.table import GunziTable
from gunapp.games.gunzi.ui.texts import T
from gunapp.models.game_model import SeatConfig


def test_cards_left_follows_the_hand_during_the_deal(qtbot, qapp) -> None:
    """Bug: "Cards left" showed 10 while the hand held 18 (it was refreshed only on declarations)."""
    seats = [SeatConfig("human", None)] + [SeatConfig("ai", "easy")] * 3
    table = GunziTable(None, seats=seats, seed=5, speed=20, autostart=True)
    qtbot.addWidget(table)
    table.resize(1280, 800)
    table.show()
    m = table.model
    assert m is not None
    checked: list[int] = []

    def check() -> bool:
        n = len(table.canvas.hand.items)
        if m.state.phase is Phase.DEAL and n and n not in checked:
            assert table.status.labels["cards"][1].text() == T().card_count(n)
            checked.append(n)
        return len(checked) >= 12

    qtbot.waitUntil(check, timeout=30000)
    table.close_game()


def test_last_trick_without_points_says_so(qtbot, qapp) -> None:
    """Found by playing: the review said "Left won 0 points"."""
    from gunapp.core.cards import parse_cards
    from gunapp.games.gunzi.ui.panels import LastTrickPanel
    from gunapp.models.item_models import TrickRecord

    panel = LastTrickPanel()
    qtbot.addWidget(panel)
    plays = tuple((s, tuple(parse_cards([c]))) for s, c in ((3, "SJ"), (0, "6C"), (1, "8C"), (2, "9C")))
    panel.show_trick(TrickRecord(4, plays, 3, 0), 0)
    assert panel.title.text() == "Trick 5: won by Left, no points in it"
    panel.show_trick(TrickRecord(4, plays, 3, 15), 0)
    assert panel.title.text() == "Trick 5: Left won 15 points"
