"""Nothing is still fading over the Dou Dizhu settlement when it opens (as on the Gunzi table): the last play's
"Straight"/"Plane" label and any "two cards left" warning used to fade out over the panel, looking like a
leftover of the deal."""

from __future__ import annotations

import pytest

from gunapp.games.doudizhu.engine.events import CardsPlayed
from gunapp.games.doudizhu.engine.rules import Variant
from gunapp.games.doudizhu.ui.table import DdzTable
from gunapp.ui.common.callout import CalloutBubble


@pytest.mark.parametrize("seed", [5])
def test_no_callout_fades_over_the_settlement_when_it_opens(qtbot, qapp, seed: int) -> None:
    """An all-AI deal runs instantly up to its last few plays, which are animated (a whole animated deal takes
    tens of seconds); at the moment the settlement shows, no callout is on the table, in full or fading
    (this deal ends with the landlord's "Last card!" still up)."""
    table = DdzTable(None, Variant.DDZ3, speed=0, seed=seed)
    qtbot.addWidget(table)
    table.resize(1280, 800)
    table.show()
    m = table.new_session(["easy"] * 3, demo=True)

    def animate_the_end(e: CardsPlayed) -> None:
        if min(map(len, m.session.deal.hands)) <= 1:  # the deal's end is near: shown as in play
            table.canvas.animator.set_speed(8.0)

    m.cards_played.connect(animate_the_end)
    seen: list[list[str]] = []
    show = table.settlement.show

    def spy() -> None:
        show()
        on = table.canvas.scene.items()
        seen.append(
            [b.text() for b in on if isinstance(b, CalloutBubble) and b.isVisible() and b.opacity() > 0]
        )

    table.settlement.show = spy  # type: ignore[method-assign]
    qtbot.waitUntil(lambda: bool(seen), timeout=20000)
    assert table.canvas.animator.speed == 8.0, "the deal's end was not animated"
    assert seen[0] == [], seen
    table.end_session()
