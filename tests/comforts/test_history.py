"""Trick history (issue 13 item 2): every trick of a Gunzi hand (leader, plays, winner, points, R19, R3) and
every play and pass of a Dou Dizhu deal by round (D5.2, D5.3), in the pane beside the table."""

from __future__ import annotations

from gunapp.core.cards import parse_cards
from gunapp.games.doudizhu.engine.rules import Variant
from gunapp.games.doudizhu.engine.view import PlayRecord
from gunapp.games.doudizhu.ui.kit import history_entries as ddz_entries
from gunapp.games.doudizhu.ui.table import DdzTable
from gunapp.games.gunzi.engine.trick import trick_points, trick_winner
from gunapp.games.gunzi.ui.table import GunziTable
from gunapp.models.game_model import SeatConfig


def test_ddz_rounds_are_grouped_by_d5_3() -> None:
    """D5.3: after a play, n-1 passes close the round; its last player leads the next."""
    recs = [
        PlayRecord(0, tuple(parse_cards(["3S"])), None),
        PlayRecord(1, tuple(parse_cards(["5S"])), None),
        PlayRecord(2, (), None),
        PlayRecord(0, (), None),
        PlayRecord(1, tuple(parse_cards(["4S", "4H"])), None),
        PlayRecord(2, (), None),
    ]
    view = type("V", (), {"players": 3, "history": tuple(recs), "phase": "playing"})()
    rounds = ddz_entries(view)
    assert [len(r.plays) for r in rounds] == [4, 2]
    assert rounds[0].leader == 0 and rounds[0].winner == 1
    assert [p.won for p in rounds[0].plays] == [False, True, False, False]
    assert rounds[1].leader == 1 and rounds[1].winner is None  # still open


def test_ddz_history_pane_lists_every_play_and_pass(qtbot, qapp) -> None:
    table = DdzTable(None, Variant.DDZ3, speed=0, seed=11)
    qtbot.addWidget(table)
    table.resize(1280, 800)
    table.show()
    table.comforts.show_history(True)
    table.comforts.auto_button.click()
    table.comforts.continue_settlements = False  # 托管 stays at the settlement read below
    m = table.new_session()
    qtbot.waitUntil(table.settlement.isVisible, timeout=120000)
    table.comforts.refresh()
    entries = table.comforts.history.entries
    flat = [(p.seat, p.cards) for e in entries for p in e.plays]
    assert flat == [(r.seat, r.cards) for r in m.view().history]
    assert all(e.winner is not None for e in entries)  # the deal is over: every round is closed
    assert table.canvas.width() < table.width() - 250  # the pane sits beside the canvas, over no card
    table.close_game()


def test_gunzi_history_pane_lists_every_trick(qtbot, qapp) -> None:
    """R16.1, R19, R3.1: each trick's leader, plays in order, winner and points."""
    seats = [SeatConfig("human", None)] + [SeatConfig("ai", "normal")] * 3
    table = GunziTable(None, seats=seats, seed=21, speed=0, autostart=False)
    qtbot.addWidget(table)
    table.resize(1280, 800)
    table.show()
    table.comforts.show_history(True)
    table.comforts.auto_button.click()
    table.comforts.continue_settlements = False  # 托管 stays at the settlement read below
    m = table.start_match(seats, seed=21)
    qtbot.waitUntil(table.settlement.isVisible, timeout=120000)
    table.comforts.refresh()
    entries = table.comforts.history.entries
    tricks = m.state.tricks
    assert len(entries) == len(tricks) > 0
    assert sum(len(p.cards) for e in entries for p in e.plays) == 156  # every card of the hand (R8.3)
    ctx = m.state.ctx
    for e, trick in zip(entries, tricks, strict=True):
        assert e.leader == trick[0][0]
        assert [(p.seat, p.cards) for p in e.plays] == [(s, tuple(c)) for s, c in trick]
        assert e.winner == trick_winner(trick, ctx)
        assert e.points == trick_points(c for _s, cards in trick for c in cards)
    table.comforts.peek_last()  # L: Gunzi's own last-trick review
    assert table.last_trick.isVisible()
    table.close_game()
