"""DdzModel under the call-and-grab options (section 11): an all-AI deal goes through the show round, the
auction, the landlord's show and the doubling round with one named signal per event, in the rules' order; the
human is asked the section-11 decisions through ``human_turn`` and answers with ``submit``; the viewer's hand
is empty before the deal (D11.9)."""

from __future__ import annotations

from typing import Any

from gunapp.games.doudizhu.engine.actions import Show
from gunapp.games.doudizhu.engine.presets import HAPPY
from gunapp.games.doudizhu.engine.rules import Variant
from gunapp.games.doudizhu.model import DdzModel
from gunapp.models.game_model import SeatConfig

SIGNALS = (
    "show_round_started",
    "show_made",
    "deal_started",
    "call_made",
    "grab_made",
    "redealt",
    "landlord_chosen",
    "double_made",
    "cards_played",
    "deal_ended",
)


def test_all_ai_happy_deal_emits_the_section_11_signals_in_order(qtbot: Any) -> None:
    m = DdzModel(
        Variant.DDZ3, [SeatConfig("ai", "normal")] * 3, options=HAPPY.options(), seed=5, auto_ready=True
    )
    names: list[str] = []
    for sig in SIGNALS:
        getattr(m, sig).connect(lambda _e, s=sig: names.append(s))
    with qtbot.waitSignal(m.deal_ended, timeout=30000):
        m.start()
    assert names[0] == "show_round_started"
    start = names.index("deal_started")
    assert set(names[1:start]) == {"show_made"}
    lord = names.index("landlord_chosen")
    assert "call_made" in names[start:lord]
    assert names[lord + 1 : lord + 4] in (["show_made", "double_made", "double_made"], ["double_made"] * 3)
    assert names[-1] == "deal_ended"


def test_the_human_is_asked_to_show_before_the_deal_with_no_cards(qtbot: Any) -> None:
    seats = [SeatConfig("human", None)] + [SeatConfig("ai", "normal")] * 2
    m = DdzModel(Variant.DDZ3, seats, options=HAPPY.options(), seed=3, auto_ready=True)
    turns: list[tuple[int, list[object]]] = []
    m.human_turn.connect(lambda s, legal: turns.append((s, legal)))
    m.start()
    qtbot.waitUntil(lambda: bool(turns), timeout=20000)
    seat, legal = turns[0]
    assert seat == 0 and legal == [Show(0, False), Show(0, True)]
    assert m.hand_model.rowCount() == 0 and m.view().phase == "start_show"
    m.submit(Show(0, True))
    qtbot.waitUntil(lambda: m.view().phase != "start_show", timeout=20000)
    assert m.hand_model.rowCount() == 17
    assert m.view(1).shown_hand(0) == m.view(0).hand
    m.stop()
