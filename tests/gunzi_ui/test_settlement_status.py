"""What the table shows around the settlement (bugs found by playing): the status panel keeps this hand's
figures until Continue, no callout stays over the settlement, and a dry pot stays named after its callout."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel

from gunapp.games.gunzi.engine.phase import Phase
from gunapp.games.gunzi.ui.table import GunziTable
from gunapp.games.gunzi.ui.texts import T
from gunapp.models.game_model import SeatConfig


def _play_to_settlement(qtbot, seed: int, speed: float = 0) -> GunziTable:
    table = GunziTable(None, seats=[SeatConfig("ai", "easy")] * 4, seed=seed, speed=speed, autostart=True)
    qtbot.addWidget(table)
    table.resize(1280, 800)
    table.show()
    qtbot.waitUntil(lambda: table.settlement.isVisible(), timeout=60000)
    return table


def test_status_shows_this_hands_levels_until_continue(qtbot, qapp) -> None:
    """Bug: with the settlement open the panel already showed the next hand's levels (R24: the engine
    settles at once). Seed 14: the defenders go up a level in the first hand."""
    table = _play_to_settlement(qtbot, 14)
    m = table.model
    assert m is not None and m.state.phase is Phase.HAND_OVER
    s = m.state.settlement
    assert s is not None and s.levels_after != s.levels_before
    t = T()
    viewer = m.viewer
    before = s.levels_before

    def us_them(levels: tuple[int, int]) -> str:
        mine, theirs = t.level(levels[viewer % 2]), t.level(levels[1 - viewer % 2])
        return f"Us {mine}  ·  Them {theirs}"

    assert table.status.labels["levels"][1].text() == us_them(before)
    assert f"level {t.level(before[m.state.dealer % 2])}" in table.status.trump.text()
    for seat, plate in table.canvas.plates.items():
        # the player's plate "Level 3 · Us", an AI's "Normal AI · Level 3": the team's level of this hand
        assert f"Level {t.level(before[seat % 2])}" in plate.info, (seat, plate.info)
    table._on_settlement("next")  # Continue: the next hand is played at the new levels
    qtbot.waitUntil(lambda: m.state.phase is not Phase.HAND_OVER, timeout=5000)
    assert table.status.labels["levels"][1].text() == us_them(s.levels_after)
    table.close_game()


def test_no_callout_over_the_settlement(qtbot, qapp) -> None:
    """Bug: the last trick's "+15" bubble stayed over the settlement screen."""
    table = _play_to_settlement(qtbot, 3, speed=8)
    anims = table.anims
    assert anims is not None
    alive = [b for b in anims._bubbles if b.scene() is not None and b.isVisible() and b.opacity() > 0]
    assert alive == []
    table.close_game()


def test_dry_pot_stays_named_in_the_status_panel_r13_3(qtbot, qapp) -> None:
    """Bug: a dry pot was announced by a callout, then nothing on the table said so. Seed 3 has one."""
    table = GunziTable(None, seats=[SeatConfig("ai", "easy")] * 4, seed=3, speed=0, autostart=True)
    qtbot.addWidget(table)
    table.resize(1280, 800)
    table.show()
    m = table.model
    assert m is not None
    qtbot.waitUntil(lambda: table.settlement.isVisible(), timeout=60000)
    assert m.state.dry_pot
    assert "dry pot" in table.status.trump.text()
    table.close_game()


def test_tribute_cards_shown_in_the_middle_are_not_under_an_announcement_r12(qtbot, qapp) -> None:
    """Found by playing: the paid tribute was shown in the middle of the table under the "Trump ♠, level 3"
    callout still on screen there."""
    import shiboken6

    from gunapp.ui.table.card_item import CardItem

    from . import scenarios as sc

    state, agents = sc.dealer_scenario()
    table = GunziTable(None, speed=1.0)
    qtbot.addWidget(table)
    table.resize(1280, 800)
    table.show()
    table.start_match(sc.SEATS, state=state, agents=agents)
    anims = table.anims
    assert anims is not None
    centre: list = []
    original = anims._bubble

    def spy(seat, text, cards=(), hold=1200, big=False):  # type: ignore[no-untyped-def]
        original(seat, text, cards, hold, big)
        if seat is None:
            centre.append(anims._centre_bubble)

    anims._bubble = spy  # type: ignore[method-assign]

    def tribute_in_the_middle() -> bool:
        # read each time: the canvas shares the table with the comfort bar, its height settles after show
        mid_y = table.canvas.table_layout.height * 0.44
        if table.turn.mode == "deal":
            table._on_bar("fast")  # no declaration: the deal runs on
        elif table.turn.mode == "window":
            table._on_bar("pass")
        items = [it for it in table.canvas.scene.items() if isinstance(it, CardItem) and it.zValue() == 300]
        return any(abs(it.pos().y() - mid_y) < 3 and it.face_up for it in items)

    qtbot.waitUntil(tribute_in_the_middle, timeout=60000)
    assert centre, "the trump announcement was shown in the middle"
    for b in centre:
        gone = not shiboken6.isValid(b) or b.scene() is None or b._anim is None or b._anim.endValue() == 0.0
        assert gone, "an announcement still covers the tribute cards"
    table.close_game()


def test_card_counter_shows_this_hands_level_until_continue(qtbot, qapp) -> None:
    """Issue 26: with the settlement open the 记牌器 counted the next hand's level cards ("级牌 4") while the
    status said 打 3. Seed 14: the defenders go up a level in the first hand (R24)."""
    table = _play_to_settlement(qtbot, 14)
    m = table.model
    assert m is not None and m.state.settlement is not None
    s = m.state.settlement
    played = s.levels_before[m.state.dealer % 2]
    assert s.levels_after[m.state.dealer % 2] != played
    table.comforts.set_counter(True)
    count = table.comforts.count()
    assert count is not None and count.level == played  # type: ignore[attr-defined]
    text = " ".join(w.text() for w in table.comforts.counter.findChildren(QLabel))
    assert f"Level cards ({played})" in text
    table._on_settlement("next")  # Continue: the next hand counts its own level cards
    qtbot.waitUntil(lambda: table.comforts.count() is not None, timeout=5000)
    after = table.comforts.count()
    assert after is not None and after.level == m.state.level  # type: ignore[attr-defined]
    table.close_game()
