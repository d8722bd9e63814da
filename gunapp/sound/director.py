"""CueDirector: game events become cues at the moment the table *shows* them, not when the model emits them.

The model emits a whole batch of events at once and the table queues one animation per event on its
``Animator``. ``GameModel.event`` fires for each event before the event's own signal, so the director's
slot runs before the animations' slot and queues a zero-length ``Call`` in front of that event's steps: the
cue sounds when the queue reaches the event on screen. Cues that belong to a moment inside an animation
(the bomb's burst after the cards land, the trick sweep after its pause) are offset by the animation's own
delay, scaled by the animation speed. Result cues are queued after the event's steps (from the model's
``event_done``, which follows the event's own signal), so they sound when the settlement appears. Which
cues an event makes is the game's ``CuePlan`` (``sound.plan``, named by its ``TableKit``).

At instant speed (0) the per-card cues (deal, plays, passes, tricks: ``cues.PER_CARD``) stay silent, since
a whole trick appears at once; the rare event cues (bids, declarations, bombs, warnings, results, your turn)
still sound.

A table attaches it with one line after creating its animations:
``attach_cues(model, canvas.animator, kit.cue_plan(model))``.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, QTimer

from gunapp.models.game_model import GameModel
from gunapp.sound.cues import PER_CARD, Cue
from gunapp.sound.plan import CuePlan, Cues, Riffle
from gunapp.sound.service import SoundService, shared
from gunapp.ui.table.animator import Animator, Call

# where the cue falls inside an event's animation is the game's (its ``CuePlan``); one riffle per this many
# dealt cards
RIFFLE_EVERY = 4


class CueDirector(QObject):
    def __init__(
        self, model: GameModel[Any], animator: Animator, plan: CuePlan, service: SoundService | None = None
    ) -> None:
        super().__init__(model)
        self.model = model
        self.animator = animator
        self.plan = plan
        self.service = service
        self.viewer: int = model.viewer
        self._events_since_turn = True
        # the result cues of the event being shown, queued once its own signal has queued its animation
        self._after: tuple[object, tuple[Cue, ...]] | None = None
        self._riffle = QTimer(self)
        self._riffle.timeout.connect(self._riffle_tick)
        self._riffles_left = 0
        model.event.connect(self._on_event)
        # after the event's own signal, whose slots queued its animation: a result lands at their end
        model.event_done.connect(self._on_event_done)
        model.human_turn.connect(self._on_human_turn)
        model.session_over.connect(self._on_session_over)

    # -- playing ----------------------------------------------------------------------------------------
    def _service(self) -> SoundService:
        return self.service or shared()

    def fire(self, cue: Cue, delay: int = 0) -> None:
        """Play ``cue`` now (or ``delay`` ms later at speed 1, scaled); per-card cues not at speed 0."""
        if cue in PER_CARD and self.animator.speed == 0:
            return
        wait = self.animator.scaled(delay)
        if wait > 0:
            QTimer.singleShot(wait, self, lambda: self._service().play(cue))
        else:
            self._service().play(cue)

    def queue(self, cue: Cue, delay: int = 0) -> None:
        """Play ``cue`` when the animation queue reaches this point."""
        self.animator.enqueue(Call(lambda: self.fire(cue, delay)))

    # -- events -----------------------------------------------------------------------------------------
    def _on_event(self, e: object) -> None:
        self._events_since_turn = True
        cues = self.plan.cues(e) or Cues()  # asked once per event: a plan may remember (R10's overcall)
        self._after = (e, cues.after) if cues.after else None
        if cues.riffle is not None:
            riffle = cues.riffle
            self.animator.enqueue(Call(lambda: self._start_riffle(riffle)))
        if cues.at:
            sounds = cues.at

            def fire_all() -> None:
                for c in sounds:
                    self.fire(c.cue, c.delay)

            self.animator.enqueue(Call(fire_all))

    def _on_event_done(self, e: object) -> None:
        after, self._after = self._after, None
        if after is not None and after[0] is e:
            for cue in after[1]:
                self.queue(cue)

    def _start_riffle(self, riffle: Riffle) -> None:
        """A deal queued by the table as one step per card in one go: a timer keeps the riffle in step with
        it (one riffle per ``RIFFLE_EVERY`` cards at the table's beat)."""
        if self.animator.speed == 0:
            return
        self._riffles_left = max(1, riffle.cards // RIFFLE_EVERY)
        self._riffle.setInterval(max(1, self.animator.scaled(riffle.beat * RIFFLE_EVERY)))
        QTimer.singleShot(self.animator.scaled(riffle.lead), self, self._riffle_start)

    def _riffle_start(self) -> None:
        self._riffle_tick()
        if self._riffles_left > 0:
            self._riffle.start()

    def _riffle_tick(self) -> None:
        # the table was closed or sped to instant mid-deal: the riffle stops with it
        if self._riffles_left <= 0 or self.animator.speed == 0 or self.animator.is_idle():
            self._riffle.stop()
            return
        self._riffles_left -= 1
        self.fire(Cue.DEAL)

    def _on_human_turn(self, _seat: int, _legal: object) -> None:
        # one chime per turn that comes round, not again when the same turn is asked twice (an illegal try)
        if self._events_since_turn:
            self._events_since_turn = False
            self.fire(Cue.YOUR_TURN)

    # -- results ----------------------------------------------------------------------------------------
    def _on_session_over(self, leaders: list[int]) -> None:
        cue = self.plan.session_over(leaders)
        if cue is not None:
            self.fire(cue)


def attach_cues(
    model: GameModel[Any], animator: Animator, plan: CuePlan, service: SoundService | None = None
) -> CueDirector:
    """Give ``model``'s table its sounds by ``plan`` (its game's ``TableKit.cue_plan``); call after the table's
    animations are connected."""
    return CueDirector(model, animator, plan, service)
