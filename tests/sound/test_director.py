"""CueDirector: each event's cue, at the moment the table shows it, following the animation speed (issue 12).

A stand-in model with the real signals drives a real ``Animator``; the rare events a random deal seldom
deals (bomb, rocket, spring, 报单/报双, overcall, cycle won) are emitted here directly."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QObject, Signal

from gunapp.core.cards import FACES
from gunapp.games.doudizhu.engine import events as dz
from gunapp.games.doudizhu.engine.combos import Combo, Kind
from gunapp.games.doudizhu.ui.kit import DdzCues
from gunapp.games.gunzi.engine import events as gz
from gunapp.games.gunzi.ui.kit import GunziCues
from gunapp.sound.cues import Cue
from gunapp.sound.director import attach_cues
from gunapp.sound.plan import Cues
from gunapp.ui.table.animator import Animator, Pause


class FakeModel(QObject):
    event = Signal(object)
    event_done = Signal(object)
    human_turn = Signal(int, object)
    deal_ended = Signal(object)
    hand_settled = Signal(object)
    session_over = Signal(object)

    def __init__(self, players: int = 3) -> None:
        super().__init__()
        self.viewer = 0
        self.seats = [None] * players

    def emit(self, e: object) -> None:
        """Like ``GameModel._publish``: the generic signal, then the named one."""
        self.event.emit(e)
        if isinstance(e, dz.DealEnded):
            self.deal_ended.emit(e)
        if isinstance(e, gz.HandSettled):
            self.hand_settled.emit(e)
        self.event_done.emit(e)


class BothPlans:
    """Both games' sound plans at once (the stand-in model emits either game's events)."""

    def __init__(self, viewer: int, players: int) -> None:
        self.plans = (DdzCues(viewer, players), GunziCues(viewer))

    def cues(self, e: object) -> Cues | None:
        return next((c for c in (p.cues(e) for p in self.plans) if c is not None), None)

    def session_over(self, leaders: Sequence[int]) -> Cue | None:
        return self.plans[0].session_over(leaders)


CARDS = tuple(FACES[k * 13 + 1] for k in range(4))  # the four 3s


def played(kind: Kind, cards: int, left: int) -> dz.CardsPlayed:
    return dz.CardsPlayed(1, CARDS[:cards], Combo(kind, 0, 1, ()), kind is Kind.BOMB, 2, left)


def result(landlord: int, winner: str, spring: bool) -> dz.DealEnded:
    return dz.DealEnded(0, dz.DealResult(landlord, 1, 0, spring, 2, winner), (0, 0, 0))


def settled(outcome: str, dealer: int, cycle_winner: int | None) -> gz.HandSettled:
    return gz.HandSettled(120, 120, False, outcome, dealer, (3, 3), None, 0, 0, cycle_winner)


def make(qtbot, recorder, speed: float = 0.0) -> tuple[FakeModel, Animator]:
    model = FakeModel()
    anim = Animator(speed=speed)
    attach_cues(model, anim, BothPlans(model.viewer, len(model.seats)))  # type: ignore[arg-type]
    return model, anim


def cues(recorder) -> list[Cue]:
    return [c for c, _v in recorder.played]


def test_ddz_rare_events_d7_d8_2_d8_4(qtbot, recorder) -> None:
    """Bomb, rocket (D8.2), 报单/报双 and spring (D8.4) sound at instant speed too: they are event cues."""
    model, _anim = make(qtbot, recorder, speed=0.0)
    model.emit(played(Kind.BOMB, 4, 5))
    model.emit(played(Kind.ROCKET, 2, 2))
    model.emit(played(Kind.SINGLE, 1, 1))
    model.emit(result(0, "landlord", True))
    assert cues(recorder) == [Cue.BOMB, Cue.ROCKET, Cue.WARN_TWO, Cue.WARN_ONE, Cue.SPRING, Cue.HAND_WON]


def test_ddz_bids_and_result_side_d4_1(qtbot, recorder) -> None:
    model, _anim = make(qtbot, recorder)
    for value in (0, 1, 2, 3):
        model.emit(dz.BidMade(1, value))
    model.emit(dz.LandlordChosen(1, 3, None))
    model.emit(result(1, "landlord", False))  # the viewer (seat 0) was a farmer: lost
    model.emit(result(1, "peasants", False))  # ...and now the farmers won
    model.session_over.emit([0])
    assert cues(recorder) == [
        Cue.NO_BID, Cue.BID_1, Cue.BID_2, Cue.BID_3, Cue.LANDLORD, Cue.HAND_LOST, Cue.HAND_WON, Cue.CYCLE_WON,
    ]  # fmt: skip


def test_instant_speed_plays_no_per_card_cues(qtbot, recorder) -> None:
    """Speed 0: a whole trick appears at once; its snaps, passes and sweep stay silent."""
    model, _anim = make(qtbot, recorder, speed=0.0)
    model.emit(played(Kind.SINGLE, 1, 10))
    model.emit(played(Kind.PAIR, 2, 8))
    model.emit(dz.Passed(2))
    model.emit(dz.RoundWon(1))
    model.emit(gz.CardDealt(0, 0, None))
    assert cues(recorder) == []


def test_cue_waits_for_the_animation_of_its_event(qtbot, recorder) -> None:
    """The cue is queued with the event's animation: it sounds when the queue reaches it, not at emit."""
    model, anim = make(qtbot, recorder, speed=1.0)
    anim.enqueue(Pause(150))  # the previous event is still on screen
    model.emit(played(Kind.SINGLE, 1, 10))
    assert cues(recorder) == []
    qtbot.waitUntil(lambda: cues(recorder) == [Cue.PLAY_ONE], timeout=3000)
    model.emit(dz.RoundWon(1))
    model.emit(played(Kind.PAIR, 2, 8))
    # the sweep sounds after its pause (550 ms at speed 1), so after the next play's snap
    qtbot.waitUntil(lambda: len(cues(recorder)) == 3, timeout=3000)
    assert cues(recorder)[1:] == [Cue.PLAY_MANY, Cue.TRICK]


def test_gunzi_declare_then_overcall_r10(qtbot, recorder) -> None:
    model, _anim = make(qtbot, recorder)
    model.emit(gz.HandStarted(0, 0, True, None, 0, 3, (3, 3), 0))
    declare = gz.TrumpDeclared(1, CARDS[:1], "level", None, 10)
    model.emit(declare)
    model.emit(declare)
    model.emit(gz.HandStarted(1, 0, False, 1, 1, 3, (3, 3), 0))
    model.emit(declare)
    assert cues(recorder) == [Cue.DECLARE, Cue.OVERCALL, Cue.DECLARE]


def test_gunzi_results_r21_r26(qtbot, recorder) -> None:
    """C1/C2: the dealer side holds; C3/C4: the attackers take over; a cycle won by the viewer's team."""
    model, _anim = make(qtbot, recorder)
    model.emit(settled("C1", dealer=0, cycle_winner=None))  # the viewer's team deals and holds
    model.emit(settled("C4", dealer=0, cycle_winner=None))
    model.emit(settled("C3", dealer=1, cycle_winner=None))  # the viewer's team attacked and took over
    model.emit(settled("E1", dealer=1, cycle_winner=1))
    model.emit(settled("cycle_won", dealer=0, cycle_winner=0))
    assert cues(recorder) == [Cue.HAND_WON, Cue.HAND_LOST, Cue.HAND_WON, Cue.HAND_LOST, Cue.CYCLE_WON]


def test_gunzi_trick_with_points_is_brighter_r19(qtbot, recorder) -> None:
    model, anim = make(qtbot, recorder, speed=50.0)
    model.emit(gz.TrickWon(1, 15, 0, False))
    model.emit(gz.TrickWon(1, 0, 1, False))
    qtbot.waitUntil(lambda: len(cues(recorder)) == 2, timeout=3000)
    assert cues(recorder) == [Cue.TRICK_POINTS, Cue.TRICK]


def test_your_turn_chimes_once_per_turn(qtbot, recorder) -> None:
    model, _anim = make(qtbot, recorder)
    model.emit(dz.Passed(2))
    model.human_turn.emit(0, [])
    model.human_turn.emit(0, [])  # the same turn asked again (an illegal try): no second chime
    model.emit(dz.Passed(1))
    model.human_turn.emit(0, [])
    assert cues(recorder) == [Cue.YOUR_TURN, Cue.YOUR_TURN]


def test_sound_off_no_request_reaches_the_audio_layer(qtbot, recorder) -> None:
    from gunapp.sound.service import shared

    shared().configure(False, 100)
    model, _anim = make(qtbot, recorder)
    model.emit(played(Kind.BOMB, 4, 1))
    model.emit(result(0, "landlord", True))
    model.human_turn.emit(0, [])
    assert recorder.played == []
