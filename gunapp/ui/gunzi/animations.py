"""GunziAnimations: every model signal becomes one queued animation on the table canvas.

Cards are CardItems moved between the canvas pieces (hand fan, opponents' stacks, trick area, kitty). The
deal launches each card on its own free animation and waits a short beat, so cards stream out in arcs; the
rest is strictly queued, so the model (paced by ``Animator.drained``) never runs ahead of what is shown.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

import shiboken6
from PySide6.QtCore import QEasingCurve, QObject, QPointF, Signal

from gunapp.cards import Card
from gunapp.engine.gunzi import events as ev
from gunapp.engine.gunzi.trick import trick_winner
from gunapp.models.gunzi_model import GunziModel
from gunapp.ui.common.callout import CalloutBubble, bubble_anchor
from gunapp.ui.table.animator import Call, Lazy, Parallel, Pause, Sequential, Step, Tween
from gunapp.ui.table.canvas import TableCanvas
from gunapp.ui.table.card_item import CardItem

from .texts import T

DEAL_BEAT = 30  # ms between two dealt cards at speed 1
DEAL_FLIGHT = 300


class GunziAnimations(QObject):
    """Connects to a ``GunziModel``; ``status_changed`` asks the table to refresh its panels."""

    status_changed = Signal()
    settlement_due = Signal(object)  # the Settlement, once the hand's last animation has played

    def __init__(self, canvas: TableCanvas, model: GunziModel) -> None:
        super().__init__(canvas)
        self.canvas = canvas
        self.model = model
        self.anim = canvas.animator
        self.viewer = model.viewer
        self.rng = random.Random(model.seed)
        self.deck: list[CardItem] = []
        self.counts = [0, 0, 0, 0]
        self.trick_plays: list[tuple[int, tuple[Card, ...]]] = []
        self.attack_points = 0
        self._bubbles: list[CalloutBubble] = []
        m = model
        m.hand_started.connect(self.on_hand_started)
        m.card_dealt.connect(self.on_card_dealt)
        m.trump_declared.connect(self.on_trump_declared)
        m.declaration_passed.connect(lambda e: self._say(e.seat, self.tr("Pass"), hold=700))
        m.bottom_flipped.connect(self.on_bottom_flipped)
        m.bottom_drawn.connect(self.on_bottom_drawn)
        m.trump_fixed.connect(self.on_trump_fixed)
        m.redealt.connect(self.on_redealt)
        m.riot_shown.connect(lambda e: self._say(e.seat, self.tr("Riot!"), e.cards, hold=1400, pause=900))
        m.tribute_paid.connect(self.on_tribute_paid)
        m.tribute_returned.connect(self.on_tribute_returned)
        m.bottom_revealed.connect(self.on_bottom_revealed)
        m.bottom_taken.connect(self.on_bottom_taken)
        m.bottom_buried.connect(self.on_bottom_buried)
        m.jokers_buried.connect(self.on_jokers_buried)
        m.jokers_laid.connect(self.on_jokers_laid)
        m.bury_passed.connect(lambda e: self._say(e.seat, self.tr("No burial"), hold=700, pause=200))
        m.cards_played.connect(self.on_cards_played)
        m.trick_won.connect(self.on_trick_won)
        m.bottom_dug.connect(self.on_bottom_dug)
        m.levels_changed.connect(lambda e: self.anim.enqueue(Call(self.status_changed.emit)))
        m.hand_result.connect(lambda s: self.anim.enqueue(Call(lambda: self.settlement_due.emit(s))))

    # -- helpers ----------------------------------------------------------------------------------------
    @property
    def lay(self):  # type: ignore[no-untyped-def]
        return self.canvas.table_layout

    def _anchor(self, seat: int) -> QPointF:
        return self.lay.opponent_anchor(seat)

    def _plate_centre(self, seat: int) -> QPointF:
        return self.lay.plate_rect(seat).center()

    def _bubble(
        self, seat: int | None, text: str, cards: Sequence[Card] = (), hold: int = 1200, big: bool = False
    ) -> None:
        size = max(13.0, self.lay.card_width * (0.2 if big else 0.15))
        b = CalloutBubble(text, cards, size=size, accent="#f2c14e" if cards or big else "#8fb79b")
        self.canvas.scene.addItem(b)
        r = b.boundingRect()
        if seat is None:
            pt = QPointF(self.lay.width / 2, self.lay.height * 0.42)
        else:
            pt = bubble_anchor(self.lay.plate_rect(seat), self.lay.side(seat), r.width(), r.height())
        b.setPos(pt)
        speed = self.anim.speed
        b.show_for(hold if speed > 0 else 1, speed if speed > 0 else 1.0)
        self._bubbles = [x for x in self._bubbles if shiboken6.isValid(x) and x.scene() is not None] + [b]

    def _say(
        self,
        seat: int | None,
        text: str,
        cards: Sequence[Card] = (),
        hold: int = 1200,
        pause: int = 350,
        big: bool = False,
    ) -> None:
        self._q(Call(lambda: self._bubble(seat, text, cards, hold, big)), Pause(pause))

    def dismiss_bubbles(self) -> None:
        for b in self._bubbles:
            if shiboken6.isValid(b):
                b.dismiss()
        self._bubbles = []

    def _q(self, *steps: Step) -> None:
        """Enqueue steps one by one at top level, so every ``Lazy`` is built when reached."""
        for st in steps:
            self.anim.enqueue(st)

    def _resort_step(self, duration: int = 320) -> Step:
        def build() -> Step:
            key = self.model.sort_key()
            self.canvas.hand.reorder(sorted(self.canvas.hand.cards(), key=key))
            return self.canvas.hand.layout_step(duration)

        return Lazy(build)

    def _hand_relayout(self, duration: int = 320) -> Step:
        return Lazy(lambda: self.canvas.hand.layout_step(duration))

    def _count_step(self, seat: int) -> Step:
        if seat == self.viewer or seat not in self.canvas.opponents:
            return Call(self.status_changed.emit)
        n = self.counts[seat]
        return Lazy(
            lambda: Parallel([self.canvas.opponents[seat].set_count(n), Call(self.status_changed.emit)])
        )

    def _take_from(
        self, seat: int, cards: Sequence[Card] | None, count: int, face_up: bool
    ) -> list[CardItem]:
        """Items leaving ``seat``'s hand: the real hand items for the viewer, new items elsewhere."""
        if seat == self.viewer and cards is not None:
            return self.canvas.hand.take(list(cards))
        at = self._anchor(seat)
        shown: list[Card | None] = list(cards) if cards is not None else [None] * count
        items = []
        for c in shown:
            it = self.canvas.new_card(c, at, width=self.lay.back_width, face_up=False)
            it.setZValue(300)
            items.append(it)
        return items

    def _fly_to_seat(self, seat: int, items: list[CardItem], cards: Sequence[Card] | None) -> Step:
        """Items arriving in ``seat``'s hand: into the fan for the viewer, into the stack elsewhere."""
        if seat == self.viewer:
            for it, c in zip(items, cards or [], strict=False):
                it.set_card(c)
            self.canvas.hand.put(items)
            return self._resort_step(420)
        at = self._anchor(seat)
        canvas = self.canvas
        flights: list[Step] = [Tween(it, b"pos", at, 420, QEasingCurve.Type.InOutCubic) for it in items]
        flights += [Tween(it, b"flip", 0.0, 260) for it in items]
        return Sequential([Parallel(flights), Call(lambda: [canvas.discard(i) for i in items])])

    def _transfer(self, src: int, dst: int, cards: Sequence[Card] | None, count: int, show_mid: bool) -> None:
        n = len(cards) if cards is not None else count
        self.counts[src] -= n
        self.counts[dst] += n
        holder: list[CardItem] = []

        def take() -> None:
            holder.extend(self._take_from(src, cards, n, face_up=cards is not None))

        def middle() -> Step:
            mid = QPointF(self.lay.width / 2, self.lay.height * 0.44)
            tw = self.lay.trick_width
            steps: list[Step] = []
            for i, it in enumerate(holder):
                x = mid.x() + (i - (len(holder) - 1) / 2) * tw * 0.5
                steps.append(Tween(it, b"pos", QPointF(x, mid.y()), 420, QEasingCurve.Type.OutCubic))
                steps.append(Call(lambda it=it: it.set_width(tw)))
                if cards is not None:
                    steps.append(Tween(it, b"flip", 1.0, 260, delay=120))
            return Parallel(steps)

        seq: list[Step] = [Call(take), self._count_step(src)]
        if show_mid:
            seq += [Lazy(middle), Pause(700)]
        seq += [Lazy(lambda: self._fly_to_seat(dst, holder, cards)), self._count_step(dst)]
        if src == self.viewer:
            seq.append(self._hand_relayout())
        self._q(*seq)

    # -- the deal ---------------------------------------------------------------------------------------
    def reset_table(self) -> None:
        c = self.canvas
        self.dismiss_bubbles()
        for it in c.hand.take(c.hand.cards()):
            c.discard(it)
        for it in c.kitty.take():
            c.discard(it)
        for items in c.trick.slots.values():
            for it in items:
                c.discard(it)
        c.trick.slots = {}
        for it in self.deck:
            c.discard(it)
        self.deck = []
        for s, stack in c.opponents.items():
            c.animator.run_now(stack.set_count(0))
            self.counts[s] = 0
        self.counts = [0, 0, 0, 0]
        self.trick_plays = []
        self.attack_points = 0
        pt = self.lay.deck_point()
        for i in range(8):
            it = c.new_card(
                None, QPointF(pt.x() - i * 0.8, pt.y() - i * 0.8), width=self.lay.back_width, face_up=False
            )
            it.setZValue(20 + i)
            self.deck.append(it)

    def on_hand_started(self, e: ev.HandStarted) -> None:
        self._q(Call(self.reset_table), Call(self.status_changed.emit), Pause(250))

    def on_card_dealt(self, e: ev.CardDealt) -> None:
        self.counts[e.seat] += 1
        n = self.counts[e.seat]
        c = self.canvas

        def launch() -> None:
            lay = self.lay
            start = lay.deck_point()
            tilt = self.rng.uniform(-14, 14)
            if e.seat == self.viewer and e.card is not None:
                it = c.new_card(e.card, start, width=lay.back_width, face_up=False)
                it.setRotation(tilt)
                c.hand.put([it])
                c.hand.reorder(sorted(c.hand.cards(), key=self.model.sort_key()))
                c.animator.run_now(
                    Parallel([c.hand.layout_step(DEAL_FLIGHT), Tween(it, b"rotation", 0.0, DEAL_FLIGHT)])
                )
                self.status_changed.emit()  # the panel's card count follows the hand as it grows
            else:
                it = c.new_card(None, start, width=lay.back_width, face_up=False)
                it.setZValue(400)
                it.setRotation(tilt)
                dest = self._anchor(e.seat)
                stack = c.opponents.get(e.seat)
                c.animator.run_now(
                    Sequential(
                        [
                            Parallel(
                                [
                                    Tween(it, b"pos", dest, DEAL_FLIGHT, QEasingCurve.Type.OutQuad),
                                    Tween(it, b"rotation", tilt * 3, DEAL_FLIGHT, QEasingCurve.Type.OutQuad),
                                ]
                            ),
                            Call(lambda: c.discard(it)),
                            *([stack.set_count(n)] if stack is not None else []),
                        ]
                    )
                )
            if e.index >= 155:
                self._deck_to_kitty()

        self.anim.enqueue(Sequential([Call(launch), Pause(DEAL_BEAT)]))
        if e.index >= 155:
            self._q(Pause(DEAL_FLIGHT), self._resort_step(200), Call(self.status_changed.emit))

    def _deck_to_kitty(self) -> None:
        c = self.canvas
        keep, extra = self.deck[:6], self.deck[6:]
        for it in extra:
            c.discard(it)
        self.deck = []
        c.animator.run_now(c.kitty.put(keep))

    def on_trump_declared(self, e: ev.TrumpDeclared) -> None:
        text = (
            self.tr("Reveals")
            if e.kind == "reveal"
            else self.tr("Declares {suit}").format(suit=e.suit.symbol if e.suit else "")
        )
        self._say(e.seat, text, e.cards, hold=2200, pause=650)
        self._q(self._resort_step(), Call(self.status_changed.emit))

    def _kitty_show(self, position: int, card: Card) -> Step:
        def step() -> Step:
            items = self.canvas.kitty.items
            if not 0 <= position < len(items):
                return Pause(0)
            it = items[position]
            it.set_card(card)
            return Tween(it, b"flip", 1.0, 300, QEasingCurve.Type.InOutSine)

        return Lazy(step)

    def on_bottom_flipped(self, e: ev.BottomFlipped) -> None:
        text = self.tr("Flips {card}").format(card=T().card(e.card))
        self.anim.enqueue(self._kitty_show(e.position, e.card))
        self._say(e.seat, text, (e.card,), hold=1400, pause=700)

    def on_bottom_drawn(self, e: ev.BottomDrawn) -> None:
        self.anim.enqueue(self._kitty_show(e.position, e.card))
        self._say(
            None,
            self.tr("Nobody declared: a bottom card is drawn"),
            (e.card,),
            hold=1800,
            pause=1000,
            big=True,
        )

    def on_trump_fixed(self, e: ev.TrumpFixed) -> None:
        text = self.tr("Trump {suit}, level {level}: {dealer} deals").format(
            suit=e.suit.symbol, level=T().level(e.level), dealer=T().seat(e.dealer, self.viewer)
        )
        self._q(self._resort_step(), Call(self.status_changed.emit))
        self._say(None, text, hold=1800, pause=500, big=True)

    def on_redealt(self, e: ev.Redealt) -> None:
        self._say(
            None,
            self.tr("No trump could be fixed: the cards are dealt again"),
            hold=1800,
            pause=1200,
            big=True,
        )

    # -- tribute and the bottom -------------------------------------------------------------------------
    def on_tribute_paid(self, e: ev.TributePaid) -> None:
        if e.cards:
            self._say(e.payer, self.tr("Tribute"), hold=1200, pause=100)
            self._transfer(e.payer, e.receiver, e.cards, len(e.cards), show_mid=True)

    def on_tribute_returned(self, e: ev.TributeReturned) -> None:
        self._transfer(e.seat, e.to, e.cards, e.count, show_mid=False)

    def on_bottom_revealed(self, e: ev.BottomRevealed) -> None:
        def reveal() -> Step:
            for it, c in zip(self.canvas.kitty.items, e.cards, strict=False):
                it.set_card(c)
            return self.canvas.kitty.reveal_step(True)

        self._q(Lazy(reveal), Pause(900))
        if e.dry_pot:
            self._say(
                None,
                self.tr("Dry pot (干锅): the bottom stays as it is, no exchange and no joker burial"),
                e.cards,
                hold=2600,
                pause=1200,
                big=True,
            )

    def on_bottom_taken(self, e: ev.BottomTaken) -> None:
        self.counts[e.seat] += 6
        holder: list[CardItem] = []

        def take() -> None:
            holder.extend(self.canvas.kitty.take())

        self._q(
            Call(take), Lazy(lambda: self._fly_to_seat(e.seat, holder, e.cards)), self._count_step(e.seat)
        )

    def on_bottom_buried(self, e: ev.BottomBuried) -> None:
        self.counts[e.seat] -= 6
        holder: list[CardItem] = []

        def take() -> None:
            holder.extend(self._take_from(e.seat, e.cards, 6, face_up=e.face_up))

        def to_kitty() -> Step:
            steps = [self.canvas.kitty.put(holder)]
            steps += [Tween(it, b"flip", 1.0 if e.face_up else 0.0, 260) for it in holder]
            return Parallel(steps)

        seq: list[Step] = [Call(take), Lazy(to_kitty), self._count_step(e.seat)]
        if e.seat == self.viewer:
            seq.append(self._hand_relayout())
        self._q(*seq, Pause(300))

    def on_jokers_laid(self, e: ev.JokersLaid) -> None:
        """R15.3-R15.4: the jokers go in first, then the whole bottom is turned face up; a tie is chosen next."""
        self._laid = e.seat
        self._say(e.seat, self.tr("Buries {cards}").format(cards=T().cards(e.jokers)), e.jokers, hold=1600)
        self._rebuild_kitty(e.seat, e.jokers, e.bottom, take_jokers=True)
        self._q(Pause(600))

    def _rebuild_kitty(
        self, seat: int, jokers: Sequence[Card], bottom: Sequence[Card], take_jokers: bool
    ) -> None:
        holder: list[CardItem] = []

        def swap() -> Step:
            c = self.canvas
            for it in c.kitty.take():
                c.discard(it)
            if take_jokers:
                holder.extend(self._take_from(seat, jokers, len(jokers), True))
                for it in holder:
                    c.discard(it)
            fresh = [c.new_card(card, self._anchor(seat), width=self.lay.back_width) for card in bottom]
            return c.kitty.put(fresh)

        self._q(Lazy(swap))

    def on_jokers_buried(self, e: ev.JokersBuried) -> None:
        laid = getattr(self, "_laid", None) == e.seat  # the jokers went in already (a tied pick-up)
        self._laid = None
        text = self.tr("Buries {cards}, picks up {picked}").format(
            cards=T().cards(e.jokers), picked=T().cards(e.picked)
        )
        self._say(e.seat, text, e.jokers + e.picked, hold=2200, pause=300)
        seat = e.seat
        if seat == self.viewer:

            def pick_up() -> None:
                c = self.canvas
                items = [c.new_card(p, self._plate_centre(seat), width=self.lay.back_width) for p in e.picked]
                c.hand.put(items)

            self._q(Call(pick_up))
        self._rebuild_kitty(seat, e.jokers, e.bottom, take_jokers=not laid)
        self._q(self._resort_step(400), Pause(500))

    # -- tricks -----------------------------------------------------------------------------------------
    def on_cards_played(self, e: ev.CardsPlayed) -> None:
        self.counts[e.seat] -= len(e.cards)
        if e.lead:
            self.trick_plays = []
        self.trick_plays.append((e.seat, e.cards))
        plays = list(self.trick_plays)
        holder: list[CardItem] = []

        def take() -> None:
            holder.extend(self._take_from(e.seat, e.cards, len(e.cards), True))
            for it in holder:
                it.setRotation(self.rng.uniform(-5, 5))

        def put() -> Step:
            # trick.put flips the cards face up itself: a second flip of the same card in the same group
            # made Qt stop the whole group (one property, one animation), and the queue waited for ever
            step = self.canvas.trick.put(e.seat, holder, duration=280)
            straighten = [Tween(it, b"rotation", self.rng.uniform(-3, 3), 280) for it in holder]
            return Parallel([step, *straighten])

        seq: list[Step] = [
            Call(take),
            Lazy(put),
            self._count_step(e.seat),
            Call(lambda: self._highlight(plays)),
        ]
        if e.seat == self.viewer:
            seq.append(self._hand_relayout(260))
            seq.append(Call(self.status_changed.emit))
        seq.append(Pause(380 if e.seat != self.viewer else 120))
        self._q(*seq)

    def _highlight(self, plays: list[tuple[int, tuple[Card, ...]]]) -> None:
        ctx = self.model.trump_context()
        if ctx is None or not plays:
            return
        try:
            best = trick_winner(plays, ctx)
        except ValueError:
            return
        for seat, items in self.canvas.trick.slots.items():
            for it in items:
                it.set_dimmed(seat != best)

    def on_trick_won(self, e: ev.TrickWon) -> None:
        state = self.model.state
        dealer = state.dealer if state.dealer is not None else 0
        attackers = e.winner % 2 != dealer % 2

        def score() -> None:
            if attackers:
                self.attack_points += e.points
            self.status_changed.emit()

        target = self._plate_centre(e.winner)
        seq: list[Step] = [Pause(700)]
        if e.points:
            label = self.tr("+{points}").format(points=e.points)
            seq.append(Call(lambda: self._bubble(e.winner, label, (), 1100, big=True)))
        seq.append(
            Call(lambda: [it.set_dimmed(False) for items in self.canvas.trick.slots.values() for it in items])
        )
        seq.append(Lazy(lambda: self._sweep(target)))
        seq.append(Call(score))
        self._q(*seq)

    def _sweep(self, target: QPointF) -> Step:
        items = [it for cards in self.canvas.trick.slots.values() for it in cards]
        spin = [
            Tween(it, b"rotation", self.rng.uniform(-25, 25), 380, QEasingCurve.Type.InCubic) for it in items
        ]
        shrink = [Tween(it, b"scale", 0.55, 380, QEasingCurve.Type.InCubic) for it in items]
        return Parallel([self.canvas.trick.clear_step(target, duration=380), *spin, *shrink])

    def on_bottom_dug(self, e: ev.BottomDug) -> None:
        text = self.tr("Bottom dug: {points} × {mult} = {total}").format(
            points=e.points, mult=e.multiplier, total=e.points * e.multiplier
        )

        def show() -> Step:
            c = self.canvas
            old = c.kitty.take()
            for it in old:
                c.discard(it)
            fresh = [c.new_card(card, self.lay.deck_point(), width=self.lay.trick_width) for card in e.bottom]
            return c.kitty.put(fresh)

        self.anim.enqueue(Lazy(show))
        self._say(None, text, e.bottom, hold=2400, pause=1400, big=True)
