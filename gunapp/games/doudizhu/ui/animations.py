"""DdzAnimations: every ``DdzModel`` signal becomes queued animations on the shared ``TableCanvas``.

``DdzDealMoves`` shows the deal, the bids and the kitty; here each play stays in front of its seat until the
round ends (D5.3); bombs and rockets burst, shake the table and bump the multiplier (D8.2). The model is
paced by ``Animator.drained`` so it never runs ahead of the screen.
"""

from __future__ import annotations

from PySide6.QtCore import QEasingCurve, QPointF
from PySide6.QtGui import QTransform

from gunapp.games.doudizhu.engine.combos import Kind
from gunapp.games.doudizhu.engine.events import CardsPlayed, DealEnded, Passed, RoundWon
from gunapp.games.doudizhu.model import DdzModel
from gunapp.games.doudizhu.ui.deal_moves import DdzDealMoves
from gunapp.games.doudizhu.ui.effects import Banner, Burst, PassTag, tag_place
from gunapp.games.doudizhu.ui.texts import T
from gunapp.ui.common.callout import CalloutBubble
from gunapp.ui.table.animator import Call, Lazy, Parallel, Pause, Sequential, Step, Tween, call_each
from gunapp.ui.table.canvas import TableCanvas
from gunapp.ui.table.card_item import CardItem
from gunapp.ui.table.durations import (
    DDZ_AFTER_PASS_PAUSE,
    DDZ_AFTER_PLAY_PAUSE,
    DDZ_BEFORE_SETTLEMENT,
    DDZ_BEFORE_SPRING_PAUSE,
    DDZ_BOMB_BANNER,
    DDZ_BOMB_BURST,
    DDZ_BOMB_LIFT,
    DDZ_BOMB_SHAKE,
    DDZ_HAND_CLOSE_AFTER_PLAY,
    DDZ_KIND_LABEL_PAUSE,
    DDZ_PASS_TAG_FADE_IN,
    DDZ_PASS_TAG_FADE_OUT,
    DDZ_PLAY_TO_TRICK,
    DDZ_ROCKET_BURST,
    DDZ_ROUND_CLEAR,
    DDZ_ROUND_SHOWN,
    DDZ_SEAT_CLEAR_FADE,
    DDZ_SPRING_BANNER,
    DDZ_WARNING_HOLD,
    DDZ_WARNING_PAUSE,
)

SHOWN_KINDS = {Kind.STRAIGHT, Kind.PAIR_STRAIGHT, Kind.AIRPLANE, Kind.AIRPLANE_SINGLES, Kind.AIRPLANE_PAIRS}
SHOWN_KINDS |= {Kind.TRIO_SINGLE, Kind.TRIO_PAIR, Kind.FOUR_TWO_SINGLES, Kind.FOUR_TWO_PAIRS}


class DdzAnimations(DdzDealMoves):
    """Connects to a ``DdzModel``: each signal becomes callouts, card moves and effects, queued in order."""

    def __init__(self, canvas: TableCanvas, model: DdzModel) -> None:
        super().__init__(canvas, model)
        m = model
        m.deal_started.connect(self.on_deal_started)
        m.bid_made.connect(self.on_bid_made)
        m.redealt.connect(self.on_redeal)
        m.landlord_chosen.connect(self.on_landlord)
        m.cards_played.connect(self.on_played)
        m.passed.connect(self.on_passed)
        m.round_won.connect(self.on_round_won)
        m.deal_ended.connect(self.on_deal_ended)
        m.show_round_started.connect(self.on_show_round)
        m.show_made.connect(self.on_show_made)
        m.call_made.connect(self.on_call_made)
        m.grab_made.connect(self.on_grab_made)
        m.double_made.connect(self.on_double_made)

    # -- play -------------------------------------------------------------------------------------------
    def _clear_seat(self, seat: int) -> Step:
        c = self.canvas
        old = c.trick.slots.pop(seat, [])
        tag = self.tags.pop(seat, None)
        steps: list[Step] = [Tween(it, b"opacity", 0.0, DDZ_SEAT_CLEAR_FADE) for it in old]
        if tag is not None:
            steps.append(Tween(tag, b"opacity", 0.0, DDZ_SEAT_CLEAR_FADE))

        def drop() -> None:
            for it in old:
                c.discard(it)
            if tag is not None:
                self._drop(tag)

        return Sequential([Parallel(steps), Call(drop)])

    def on_played(self, e: CardsPlayed) -> None:
        seat = e.seat
        self.counts[seat] = e.cards_left
        c = self.canvas
        holder: list[CardItem] = []

        def take() -> None:
            self.words.clear()  # the doubling round's words go with the first play
            if seat == self.viewer:
                holder.extend(c.hand.take(list(e.cards)))
            else:
                at = self.lay.opponent_anchor(seat)
                # a shown hand's cards (D11.11) leave from where they lay face up
                faces = list(self.shown_hands.by_seat.get(seat, []))
                for card in e.cards:
                    src = next((f for f in faces if f.card == card), None)
                    if src is not None:
                        faces.remove(src)
                    start = src.pos() if src is not None else at
                    it = c.new_card(card, start, width=self.lay.back_width, face_up=src is not None)
                    it.setZValue(300)
                    holder.append(it)
                if seat in self.shown_hands.shown:  # the shown hand loses the cards played
                    self.sync_shown()

        steps: list[Step] = [
            self._clear_seat(seat),
            Call(take),
            Lazy(lambda: c.trick.put(seat, holder, duration=DDZ_PLAY_TO_TRICK)),
            self._count_step(seat),
        ]
        if seat == self.viewer:
            steps.append(Lazy(lambda: c.hand.layout_step(DDZ_HAND_CLOSE_AFTER_PLAY)))
        self._q(*steps)
        kind = e.combo.kind
        if kind is Kind.BOMB or kind is Kind.ROCKET:
            self._q(Lazy(lambda: self._burst(seat, kind is Kind.ROCKET, e)))
        elif kind in SHOWN_KINDS:
            self._q(
                Call(lambda: self._kind_label(seat, T().kind(kind, e.combo.length))),
                Pause(DDZ_KIND_LABEL_PAUSE),
            )
        if 0 < e.cards_left <= 2:
            self._say(
                seat,
                T().warning(e.cards_left),
                hold=DDZ_WARNING_HOLD,
                pause=DDZ_WARNING_PAUSE,
                accent="#e0604a",
            )
        self._q(Pause(DDZ_AFTER_PLAY_PAUSE))

    def _kind_label(self, seat: int, text: str) -> None:
        pts = self.lay.trick_positions(seat, max(1, len(self.canvas.trick.slots.get(seat, []))))
        b = CalloutBubble(text, size=max(12.0, self.lay.card_width * 0.13), accent="#8fb79b")
        self.canvas.scene.addItem(b)
        x = sum(p.x() for p in pts) / len(pts)
        from gunapp.ui.table.card_style import card_height

        b.setPos(
            QPointF(x, pts[0].y() - card_height(self.lay.trick_width) / 2 - b.boundingRect().height() / 2)
        )
        speed = self.anim.speed
        b.show_for(900 if speed > 0 else 1, speed if speed > 0 else 1.0)
        self._bubbles.append(b)

    def _burst(self, seat: int, rocket: bool, e: CardsPlayed) -> Step:
        c = self.canvas
        lay = self.lay
        items = c.trick.slots.get(seat, [])
        centre = (
            QPointF(sum(i.pos().x() for i in items) / len(items), items[0].pos().y())
            if items
            else lay.trick_slot(seat)
        )
        burst = Burst(lay.card_width * (1.5 if rocket else 1.2), rocket, seed=self.rng.randrange(1 << 20))
        burst.setPos(centre)
        c.scene.addItem(burst)
        t = T()
        text = t.kind(Kind.ROCKET) if rocket else t.kind(Kind.BOMB, e.combo.length)
        if e.doubled:
            text += f"  ×{e.multiplier}"
        banner = Banner(
            t.exclaim(text) if not e.doubled else text,
            max(24.0, lay.card_width * 0.4),
            "#ffd76e" if not rocket else "#ffffff",
        )
        banner.setPos(QPointF(lay.width / 2, lay.height * 0.4))
        c.scene.addItem(banner)
        self.effects = [burst, banner]
        self.last_effect = "rocket" if rocket else "bomb"
        self.effects_seen.append(self.last_effect)
        lift = [
            Tween(it, b"scale", 1.0, DDZ_BOMB_LIFT, QEasingCurve.Type.OutElastic, start=1.25) for it in items
        ]

        def done() -> None:
            for x in (burst, banner):
                self._drop(x)
            self.effects = []
            c.view.setTransform(QTransform())

        return Sequential(
            [
                Call(lambda: self.multiplier_changed.emit(e.multiplier, e.doubled)),
                Parallel(
                    [
                        Tween(
                            burst,
                            b"t",
                            1.0,
                            DDZ_ROCKET_BURST if rocket else DDZ_BOMB_BURST,
                            QEasingCurve.Type.Linear,
                            start=0.0,
                        ),
                        Tween(banner, b"t", 1.0, DDZ_BOMB_BANNER, QEasingCurve.Type.Linear, start=0.0),
                        Tween(self.shaker, b"t", 1.0, DDZ_BOMB_SHAKE, QEasingCurve.Type.Linear, start=0.0),
                        *lift,
                    ]
                ),
                Call(done),
            ]
        )

    def on_passed(self, e: Passed) -> None:
        seat = e.seat

        def tag() -> Step:
            t = PassTag(T().pass_play(), max(13.0, self.lay.card_width * 0.16))
            t.setPos(tag_place(self.lay, seat, t))
            t.setOpacity(0.0)
            self.canvas.scene.addItem(t)
            self.tags[seat] = t
            return Tween(t, b"opacity", 1.0, DDZ_PASS_TAG_FADE_IN)

        self._q(self._clear_seat(seat), Lazy(tag), Pause(DDZ_AFTER_PASS_PAUSE))

    def on_round_won(self, e: RoundWon) -> None:
        def sweep() -> Step:
            c = self.canvas
            tags = list(self.tags.values())
            self.tags = {}
            fades: list[Step] = [Tween(t, b"opacity", 0.0, DDZ_PASS_TAG_FADE_OUT) for t in tags]
            return Sequential(
                [
                    Parallel([c.trick.clear_step(duration=DDZ_ROUND_CLEAR), *fades]),
                    call_each(self._drop, tags),
                ]
            )

        self._q(Pause(DDZ_ROUND_SHOWN), Lazy(sweep))

    # -- end of the deal --------------------------------------------------------------------------------
    def on_deal_ended(self, e: DealEnded) -> None:
        # the cards still held are shown on the settlement screen, next to each seat's score
        if e.result.spring:  # 春天 / 反春 (D8.4): its own banner before the settlement
            self._q(
                Pause(DDZ_BEFORE_SPRING_PAUSE),
                Lazy(lambda: self._spring_banner(e.result.winner != "landlord", e.result.multiplier)),
            )
        self._q(Pause(DDZ_BEFORE_SETTLEMENT), Call(lambda: self.settlement_due.emit(e)))

    def _spring_banner(self, reverse: bool, multiplier: int) -> Step:
        lay = self.lay
        t = T()
        self.multiplier_changed.emit(multiplier, True)  # the stake panel shows the doubled stake (D8.4)
        banner = Banner(
            t.exclaim(t.spring_name(reverse)) + f"  ×{multiplier}", max(28.0, lay.card_width * 0.5), "#ffb3c7"
        )
        banner.setPos(QPointF(lay.width / 2, lay.height * 0.4))
        self.canvas.scene.addItem(banner)
        self.effects = [banner]
        self.last_effect = "reverse_spring" if reverse else "spring"
        self.effects_seen.append(self.last_effect)

        def done() -> None:
            self._drop(banner)
            self.effects = []

        return Sequential(
            [Tween(banner, b"t", 1.0, DDZ_SPRING_BANNER, QEasingCurve.Type.Linear, start=0.0), Call(done)]
        )
