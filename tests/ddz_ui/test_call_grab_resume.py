"""Continue after a kill puts a call-and-grab table (D11, the 欢乐 preset) back exactly as the player left it:
mid-auction (叫地主 / 抢地主, D11.1-D11.5), mid-doubling (D11.7) and in the card play with a hand shown (明牌,
D11.9-D11.11), at 3 and 4 players. The save is the record as the autosave writes it; the resumed table is built
the way the start page's Continue builds it (``Replay`` in slices); the phase, the stake panel (base, multiplier,
the ladder of its factors), the shown hands laid face up, the player's cards and the bar are compared with the
live table's."""

from __future__ import annotations

from typing import Any

import pytest

from gunapp.core.match_record import record_of
from gunapp.core.prepare import prepare
from gunapp.core.record import parse_record
from gunapp.games.doudizhu.engine.rules import Variant
from gunapp.ui.resume import Replay
from tests.ddz_ui.test_call_grab_bar import make_table
from tests.ddz_ui.test_call_grab_table import seat_one_shows  # noqa: F401 (the fixture, by name)


def shown_face(table: Any) -> dict[str, Any]:
    """What the player sees of the deal: the engine's phase and stake, and the table's own widgets."""
    model = table.model
    view = model.view()
    panel = table.stake
    return {
        "phase": view.phase,
        "turn": view.turn,
        "stake": view.stake,
        "shown": view.shown,
        "deal": panel.deal_label.text(),
        "base": panel.base_value.text(),
        "multiplier": panel.mult_value.text(),
        "ladder": (panel.ladder.isVisibleTo(panel), panel.ladder.text()),
        "face_up": {s: cards for s, cards in table.anims.shown_hands.shown.items() if cards},
        "hand": sorted(str(i.card) for i in table.canvas.hand.items),
        "bar": sorted(table.bar.buttons) if table.turn.is_open else None,
    }


def reach(qtbot: Any, table: Any, wanted: str) -> None:
    """Play the player's seat (its first legal action) until it is to act in ``wanted`` ("playing": in the card
    play with another seat's hand shown)."""
    model = table.model
    for _ in range(200):
        qtbot.waitUntil(lambda: table.turn.is_open or table.settlement.isVisible(), timeout=30000)
        if table.settlement.isVisible():
            pytest.skip("the deal ended before the player acted there")  # the seeds below avoid this
        view = model.view()
        if view.phase == wanted and (wanted != "playing" or any(view.shown)):
            qtbot.waitUntil(table.canvas.animator.is_idle, timeout=30000)
            return
        legal = table.turn.legal
        # say yes where the talk asks (a call, a grab, a double): the auction and the doubling go on
        assert model.submit(legal[-1] if view.phase in ("bidding", "doubling") else legal[0])
        table.turn_taken()  # as the bar does when it submits
    raise AssertionError(f"never reached {wanted}")


@pytest.mark.parametrize("variant", [Variant.DDZ3, Variant.DDZ4])
@pytest.mark.parametrize("wanted", ["bidding", "doubling", "playing"])
@pytest.mark.usefixtures("seat_one_shows")
def test_continue_puts_the_table_back_d11(qtbot: Any, variant: Variant, wanted: str) -> None:
    live = make_table(qtbot, variant, 7)
    live.new_session([None] + ["easy"] * (variant.players - 1))
    reach(qtbot, live, wanted)
    before = shown_face(live)
    save = record_of(live.model).to_json()  # the autosave's text
    live.close_game()

    again = make_table(qtbot, variant, 99)
    replay = Replay(again, prepare(parse_record(save)))  # Continue's path: in slices, from the event loop
    replay.start()
    qtbot.waitUntil(lambda: replay.done, timeout=30000)
    qtbot.waitUntil(lambda: again.turn.is_open, timeout=30000)
    qtbot.waitUntil(again.canvas.animator.is_idle, timeout=30000)
    assert shown_face(again) == before
    again.close_game()
