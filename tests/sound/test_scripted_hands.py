"""Every event of a scripted hand reaches the sound service as its cue, in step with the table (issue 12).

The tables run at a high animation speed (per-card cues only sound above speed 0) with AI in every seat;
the cues are counted through the service's audio layer (``RecordingBackend``)."""

from __future__ import annotations

from gunapp.games.doudizhu.engine.combos import Kind
from gunapp.games.doudizhu.engine.rules import Variant
from gunapp.games.doudizhu.ui.table import DdzTable
from gunapp.games.gunzi.engine import events as gz
from gunapp.games.gunzi.ui.table import GunziTable
from gunapp.models.game_model import SeatConfig
from gunapp.sound.cues import Cue

FAST = 25.0  # every animation 25 times faster: per-card cues still sound, the test stays short


def ddz_demo_deal(qtbot, variant: Variant, seed: int) -> tuple[DdzTable, list[object]]:
    table = DdzTable(None, variant, speed=FAST, seed=seed)
    qtbot.addWidget(table)
    table.resize(1024, 700)
    table.show()
    events: list[object] = []
    table.start_demo(1)
    assert table.model is not None
    table.model.event.connect(events.append)
    with qtbot.waitSignal(table.demo_done, timeout=60000):
        pass
    qtbot.waitUntil(table.canvas.animator.is_idle, timeout=10000)
    return table, events


def expected_ddz(events: list[object], n: int) -> dict[Cue, int]:
    from gunapp.games.doudizhu.engine import events as dz

    want: dict[Cue, int] = {}

    def add(cue: Cue, k: int = 1) -> None:
        want[cue] = want.get(cue, 0) + k

    for e in events:
        if isinstance(e, dz.BidMade):
            add({0: Cue.NO_BID, 1: Cue.BID_1, 2: Cue.BID_2, 3: Cue.BID_3}[e.value])
        elif isinstance(e, dz.LandlordChosen):
            add(Cue.LANDLORD)
        elif isinstance(e, dz.CardsPlayed):
            add(Cue.PLAY_ONE if len(e.cards) == 1 else Cue.PLAY_MANY)
            if e.combo.kind is Kind.BOMB:
                add(Cue.BOMB)
            if e.combo.kind is Kind.ROCKET:
                add(Cue.ROCKET)
            if e.cards_left in (1, 2):
                add(Cue.WARN_ONE if e.cards_left == 1 else Cue.WARN_TWO)
        elif isinstance(e, dz.Passed):
            add(Cue.PASS)
        elif isinstance(e, dz.RoundWon):
            add(Cue.TRICK)
        elif isinstance(e, dz.DealEnded):
            if e.result.spring:
                add(Cue.SPRING)
            won = (e.result.landlord == 0) == (e.result.winner == "landlord")
            add(Cue.HAND_WON if won else Cue.HAND_LOST)
    return want


def check_ddz(qtbot, recorder, variant: Variant, seed: int) -> None:
    table, events = ddz_demo_deal(qtbot, variant, seed)
    counts = recorder.counts()
    want = expected_ddz(events, variant.players)
    for cue, k in want.items():
        assert counts[cue] == k, (cue, counts[cue], k)
    # the riffle: one per four dealt cards (D3: 17 or 25 each, here every seat's hand)
    assert counts[Cue.DEAL] >= 8
    assert set(counts) - set(want) <= {Cue.DEAL}, "no cue without its event (all seats are AI: no chime)"
    # the order follows the table: every bid sounds before the landlord, the result last
    order = [c for c, _v in recorder.played if c is not Cue.DEAL]
    assert order.index(Cue.LANDLORD) > max(
        i for i, c in enumerate(order) if c.value.startswith(("bid", "no_"))
    )
    assert order[-1] in (Cue.HAND_WON, Cue.HAND_LOST)
    table.close_game()


def test_ddz3_deal_every_event_has_its_cue_d4_d5_d8(qtbot, recorder) -> None:
    check_ddz(qtbot, recorder, Variant.DDZ3, 21)


def test_ddz4_deal_every_event_has_its_cue_d4_d5_d8(qtbot, recorder) -> None:
    check_ddz(qtbot, recorder, Variant.DDZ4, 23)


def test_gunzi_hand_every_event_has_its_cue_r8_r10_r19_r21(qtbot, recorder) -> None:
    table = GunziTable(None, speed=FAST)
    qtbot.addWidget(table)
    table.resize(1024, 700)
    table.show()
    model = table.start_match(seats=[SeatConfig("ai", "normal")] * 4, seed=7)
    events: list[object] = []
    model.event.connect(events.append)
    with qtbot.waitSignal(model.hand_result, timeout=120000):
        pass
    qtbot.waitUntil(table.canvas.animator.is_idle, timeout=20000)
    counts = recorder.counts()
    dealt = [e for e in events if isinstance(e, gz.CardDealt)]
    plays = [e for e in events if isinstance(e, gz.CardsPlayed)]
    tricks = [e for e in events if isinstance(e, gz.TrickWon)]
    declared = [e for e in events if isinstance(e, gz.TrumpDeclared)]
    settled = [e for e in events if isinstance(e, gz.HandSettled)]
    assert counts[Cue.DEAL] == sum(1 for e in dealt if e.index % 4 == 0) > 0
    assert counts[Cue.PLAY_ONE] == sum(1 for e in plays if len(e.cards) == 1)
    assert counts[Cue.PLAY_MANY] == sum(1 for e in plays if len(e.cards) > 1)
    assert counts[Cue.TRICK_POINTS] == sum(1 for e in tricks if e.points) > 0
    assert counts[Cue.TRICK] == sum(1 for e in tricks if not e.points)
    # R10: the first declaration of the hand is 亮主, any later one an overcall (反主)
    assert counts[Cue.DECLARE] == min(1, len(declared))
    assert counts[Cue.OVERCALL] == max(0, len(declared) - 1)
    assert len(settled) == 1
    results = counts[Cue.HAND_WON] + counts[Cue.HAND_LOST] + counts[Cue.CYCLE_WON]
    assert results == 1
    last = [c for c, _v in recorder.played][-1]
    assert last in (Cue.HAND_WON, Cue.HAND_LOST, Cue.CYCLE_WON)
    table.close_game()


def test_failing_audio_leaves_the_game_playable(qtbot, caplog) -> None:
    """Issue 12 §4: the real Qt backend on a machine without a working device (or a backend that raises on
    every cue) still lets a whole deal play to its settlement, and the trouble is logged once."""
    import logging

    from gunapp.sound import service as sound_service
    from gunapp.sound.service import SoundService

    class Dying:
        def play(self, cue: Cue, volume: float) -> None:
            raise OSError("the audio device went away")

    for factory in (None, Dying):
        caplog.clear()
        sound_service.set_shared(SoundService(factory, enabled=True, volume=100))
        try:
            with caplog.at_level(logging.WARNING, logger="gunapp.sound"):
                table, events = ddz_demo_deal(qtbot, Variant.DDZ3, 5)
        finally:
            sound_service.set_shared(None)
        assert any(type(e).__name__ == "DealEnded" for e in events)
        assert table.settlement.isVisible()
        sound_lines = [r for r in caplog.records if r.name.startswith("gunapp.sound")]
        assert len(sound_lines) <= 1  # a working device logs nothing; a broken one says so once
        if factory is Dying:
            assert len(sound_lines) == 1
        table.close_game()
