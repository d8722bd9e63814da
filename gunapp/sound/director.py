"""CueDirector: game events become cues at the moment the table *shows* them, not when the model emits them.

The model emits a whole batch of events at once and the table queues one animation per event on its
``Animator``. ``GameModel.event`` fires for each event before the event's own signal, so the director's
slot runs before the animations' slot and queues a zero-length ``Call`` in front of that event's steps: the
cue sounds when the queue reaches the event on screen. Cues that belong to a moment inside an animation
(the bomb's burst after the cards land, the trick sweep after its pause) are offset by the animation's own
delay, scaled by the animation speed. Settlement cues are queued after the event's steps (their named
signals are connected after the animations'), so they sound when the settlement appears.

At instant speed (0) the per-card cues (deal, plays, passes, tricks: ``cues.PER_CARD``) stay silent, since
a whole trick appears at once; the rare event cues (bids, declarations, bombs, warnings, results, your turn)
still sound.

A table attaches it with one line after creating its animations: ``attach_cues(model, canvas.animator)``.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, QTimer

from gunapp.games.doudizhu.engine import events as dz
from gunapp.games.doudizhu.engine.combos import Kind
from gunapp.games.gunzi.engine import events as gz
from gunapp.sound.cues import BID_CUES, PER_CARD, Cue
from gunapp.sound.service import SoundService, shared
from gunapp.ui.table.animator import Animator, Call

# where the cue falls inside the event's animation (ms at speed 1; see gunapp/ui/*/animations.py)
BURST_DELAY = 300  # DDZ: the played cards land (260 ms) before the bomb bursts
WARNING_DELAY = 380  # DDZ: the 报单/报双 callout follows the landing cards
DDZ_SWEEP_DELAY = 550  # DDZ on_round_won: Pause(550) before the sweep
GUNZI_SWEEP_DELAY = 700  # Gunzi on_trick_won: Pause(700) before the sweep
SPRING_DELAY = 300  # DDZ on_deal_ended: Pause(300) before the spring banner
DDZ_DEAL_LEAD = 200  # DDZ deal: Pause(200) before the first card
RIFFLE_EVERY = 4  # one riffle per this many dealt cards


class CueDirector(QObject):
    def __init__(self, model: Any, animator: Animator, service: SoundService | None = None) -> None:
        super().__init__(model)
        self.model = model
        self.animator = animator
        self.service = service
        self.viewer: int = getattr(model, "viewer", 0)
        self._declared = False
        self._events_since_turn = True
        self._riffle = QTimer(self)
        self._riffle.timeout.connect(self._riffle_tick)
        self._riffles_left = 0
        model.event.connect(self._on_event)
        model.human_turn.connect(self._on_human_turn)
        # connected after the table's animations: these land at the end of the event's steps
        if hasattr(model, "deal_ended"):
            model.deal_ended.connect(self._on_deal_ended)
        if hasattr(model, "hand_settled"):
            model.hand_settled.connect(self._on_hand_settled)
        if hasattr(model, "session_over"):
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
    def _on_event(self, e: Any) -> None:
        self._events_since_turn = True
        if isinstance(e, dz.DealStarted):
            self.animator.enqueue(Call(lambda: self._start_riffle(e.hand_size * len(self.model.seats))))
        elif isinstance(e, dz.BidMade):
            self.queue(BID_CUES.get(e.value, Cue.BID_1))
        elif isinstance(e, dz.LandlordChosen):
            self.queue(Cue.LANDLORD)
        elif isinstance(e, dz.CardsPlayed):
            self._ddz_played(e)
        elif isinstance(e, dz.Passed):
            self.queue(Cue.PASS)
        elif isinstance(e, dz.RoundWon):
            self.queue(Cue.TRICK, DDZ_SWEEP_DELAY)
        elif isinstance(e, dz.DealEnded):
            if e.result.spring:
                self.queue(Cue.SPRING, SPRING_DELAY)
        elif isinstance(e, gz.HandStarted):
            self._declared = False
        elif isinstance(e, gz.CardDealt):
            if e.index % RIFFLE_EVERY == 0:
                self.queue(Cue.DEAL)
        elif isinstance(e, gz.TrumpDeclared):
            # R10: a declaration after another one this hand overcalls it (反主)
            self.queue(Cue.OVERCALL if self._declared else Cue.DECLARE)
            self._declared = True
        elif isinstance(e, gz.CardsPlayed):
            self.queue(Cue.PLAY_ONE if len(e.cards) == 1 else Cue.PLAY_MANY)
        elif isinstance(e, gz.TrickWon):
            self.queue(Cue.TRICK_POINTS if e.points else Cue.TRICK, GUNZI_SWEEP_DELAY)

    def _ddz_played(self, e: dz.CardsPlayed) -> None:
        cues: list[tuple[Cue, int]] = [(Cue.PLAY_ONE if len(e.cards) == 1 else Cue.PLAY_MANY, 0)]
        if e.combo.kind is Kind.ROCKET:
            cues.append((Cue.ROCKET, BURST_DELAY))
        elif e.combo.kind is Kind.BOMB:
            cues.append((Cue.BOMB, BURST_DELAY))
        if e.cards_left == 1:
            cues.append((Cue.WARN_ONE, WARNING_DELAY))
        elif e.cards_left == 2:
            cues.append((Cue.WARN_TWO, WARNING_DELAY))

        def fire_all() -> None:
            for cue, delay in cues:
                self.fire(cue, delay)

        self.animator.enqueue(Call(fire_all))

    def _start_riffle(self, cards: int) -> None:
        """The DDZ deal is queued by the table as one step per card in one go: a timer keeps the riffle in
        step with it (one riffle per ``RIFFLE_EVERY`` cards at the table's beat)."""
        if self.animator.speed == 0:
            return
        beat = 34 if len(self.model.seats) == 3 else 20  # DdzDealMoves.on_deal_started
        self._riffles_left = max(1, cards // RIFFLE_EVERY)
        self._riffle.setInterval(max(1, self.animator.scaled(beat * RIFFLE_EVERY)))
        QTimer.singleShot(self.animator.scaled(DDZ_DEAL_LEAD), self, self._riffle_start)

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
    def _on_deal_ended(self, e: dz.DealEnded) -> None:
        landlord_won = e.result.winner == "landlord"
        won = (self.viewer == e.result.landlord) == landlord_won
        self.queue(Cue.HAND_WON if won else Cue.HAND_LOST)

    def _on_hand_settled(self, e: gz.HandSettled) -> None:
        team = self.viewer % 2
        if e.cycle_winner is not None:
            self.queue(Cue.CYCLE_WON if e.cycle_winner == team else Cue.HAND_LOST)
            return
        # R21.4: C1/C2 the dealer side holds; C3/C4 the attackers take over
        dealer_side_won = e.outcome in ("C1", "C2")
        won = (team == e.dealer % 2) == dealer_side_won
        self.queue(Cue.HAND_WON if won else Cue.HAND_LOST)

    def _on_session_over(self, leaders: list[int]) -> None:
        if self.viewer in leaders:
            self.fire(Cue.CYCLE_WON)


def attach_cues(model: Any, animator: Animator, service: SoundService | None = None) -> CueDirector:
    """Give ``model``'s table its sounds; call after the table's animations are connected."""
    return CueDirector(model, animator, service)
