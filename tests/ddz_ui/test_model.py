"""DdzModel: signals per engine event (D3-D8), the human's turn, hints smallest first, checks without side
effects, redeal (D4.4), the scoreboard and the session's end (D8.3)."""

from __future__ import annotations

import copy

import pytest
from PySide6.QtCore import QCoreApplication

from gunapp.games.doudizhu.engine.actions import Bid, Pass, Play
from gunapp.games.doudizhu.engine.combos import Kind
from gunapp.games.doudizhu.engine.rules import Variant
from gunapp.games.doudizhu.engine.state import Phase
from gunapp.games.doudizhu.model import DdzModel, hint_order
from gunapp.models.game_model import SeatConfig


def ai_seats(n: int) -> list[SeatConfig]:
    return [SeatConfig("ai", "normal") for _ in range(n)]


@pytest.mark.parametrize("variant", [Variant.DDZ3, Variant.DDZ4])
def test_all_ai_deal_emits_one_signal_per_event_in_order(qtbot, variant: Variant) -> None:
    m = DdzModel(variant, ai_seats(variant.players), seed=11, auto_ready=True)
    names: list[str] = []
    for sig in (
        "deal_started",
        "bid_made",
        "redealt",
        "landlord_chosen",
        "cards_played",
        "passed",
        "round_won",
        "deal_ended",
    ):
        getattr(m, sig).connect(lambda _e, s=sig: names.append(s))
    generic: list[object] = []
    m.event.connect(generic.append)
    with qtbot.waitSignal(m.deal_ended, timeout=20000):
        m.start()
    assert names[0] == "deal_started"
    assert names[-1] == "deal_ended"
    assert len(generic) == len(names)
    i = names.index("landlord_chosen")
    assert set(names[1:i]) <= {"bid_made", "redealt", "deal_started"}
    assert "cards_played" in names[i:]
    summary = m.deals[-1]
    assert sum(summary.result.scores) == 0  # D8.1: what the landlord wins the peasants pay
    assert m.score_model.value(summary.result.landlord, "total") == summary.totals[summary.result.landlord]
    assert m.phase is Phase.ENDED


def test_human_turn_and_redeal_when_everyone_passes_d4_4(qtbot) -> None:
    seats = [SeatConfig("human", None) for _ in range(3)]
    m = DdzModel(Variant.DDZ3, seats, seed=2, auto_ready=True)
    turns: list[tuple[int, list[object]]] = []
    m.human_turn.connect(lambda s, legal: turns.append((s, legal)))
    m.start()
    qtbot.waitUntil(lambda: bool(turns))
    first = turns[-1][0]
    assert {a.value for a in turns[-1][1]} == {0, 1, 2, 3}
    with qtbot.waitSignals([m.redealt, m.deal_started], timeout=3000):
        for k in range(3):
            assert m.submit(Bid((first + k) % 3, 0))
    assert len(m.session.deals) == 2
    assert m.deals == []  # a redeal is not a deal played


def test_illegal_submit_emits_illegal_and_changes_nothing(qtbot) -> None:
    seats = [SeatConfig("human", None) for _ in range(3)]
    m = DdzModel(Variant.DDZ3, seats, seed=4, auto_ready=True)
    m.start()
    QCoreApplication.processEvents()
    turn = m.view().turn
    before = copy.deepcopy(m.session.deal.bidding.bids)
    with qtbot.waitSignal(m.illegal) as blocker:
        assert not m.submit(Bid((turn + 1) % 3, 2))
    assert blocker.args[0].code == "not_your_turn"
    assert m.session.deal.bidding.bids == before
    assert m.check(Bid(turn, 2)) is None
    assert m.session.deal.bidding.bids == before  # check() runs on a copy


def _to_play(qtbot, m: DdzModel) -> int:
    """Bid 3 for whoever bids first, so the game is in play with that seat as landlord."""
    m.start()
    QCoreApplication.processEvents()
    seat = m.view().turn
    assert m.submit(Bid(seat, 3))
    assert m.phase is Phase.PLAYING
    return seat


def test_hints_beat_the_table_smallest_first_d7(qtbot) -> None:
    seats = [SeatConfig("human", None) for _ in range(3)]
    m = DdzModel(Variant.DDZ3, seats, seed=8, auto_ready=True)
    landlord = _to_play(qtbot, m)
    leads = m.hints(landlord)
    assert leads and all(isinstance(p, Play) for p in leads)
    keys = [hint_order(p.reading) for p in leads if p.reading is not None]
    assert keys == sorted(keys)
    single = next(p for p in leads if p.reading is not None and p.reading.kind is Kind.SINGLE)
    assert m.submit(single)
    nxt = (landlord + 1) % 3
    answers = m.hints(nxt)
    rival = single.reading
    assert rival is not None
    for p in answers:
        assert p.reading is not None
        assert p.reading.kind in (Kind.SINGLE, Kind.BOMB, Kind.ROCKET)
        if p.reading.kind is Kind.SINGLE:
            assert p.reading.key > rival.key
    order = [hint_order(p.reading) for p in answers if p.reading is not None]
    assert order == sorted(order)
    assert len({p.reading.ranks for p in answers if p.reading is not None}) == len(answers)
    assert m.submit(Pass(nxt))


def test_readings_and_check_explain_a_bad_selection_d6(qtbot) -> None:
    seats = [SeatConfig("human", None) for _ in range(3)]
    m = DdzModel(Variant.DDZ3, seats, seed=8, auto_ready=True)
    landlord = _to_play(qtbot, m)
    hand = list(m.view(landlord).hand)
    assert m.readings(hand[:1], landlord)  # any single is a lead
    pair = [hand[0], hand[-1]]
    if m.readings(pair, landlord):
        pytest.skip("the two extreme cards form a combination in this deal")
    exc = m.check(Play(landlord, tuple(pair)))
    assert exc is not None and exc.code in ("not_a_combination", "mixed_joker_pair")


def test_end_session_names_the_leader_d8_3(qtbot) -> None:
    m = DdzModel(Variant.DDZ3, ai_seats(3), seed=5, auto_ready=True)
    with qtbot.waitSignal(m.deal_ended, timeout=20000):
        m.start()
    with qtbot.waitSignal(m.session_over) as blocker:
        leaders = m.end_session()
    totals = m.totals()
    assert blocker.args[0] == leaders
    assert all(totals[s] == max(totals) for s in leaders)
    m.continue_()  # ignored after the end
    assert len(m.session.deals) == 1


def test_record_replays(qtbot, tmp_path) -> None:
    from gunapp.games.doudizhu.engine.record_io import read_record

    m = DdzModel(Variant.DDZ4, ai_seats(4), seed=9, auto_ready=True, auto_continue=True)
    got: list[object] = []
    m.deal_ended.connect(got.append)
    m.start()
    qtbot.waitUntil(lambda: len(got) >= 2, timeout=30000)
    m.stop()
    path = tmp_path / "ddz4.json"
    m.save_record(path)
    replay = read_record(path)
    assert replay.variant is Variant.DDZ4
    assert replay.totals == m.totals()
    assert len([d for d in replay.deals if d.result is not None]) == len(m.deals)
