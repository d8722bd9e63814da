"""GunziCardMoves: how cards travel on the Gunzi table, under the event handlers of ``GunziAnimations``.

The deal streams each card out on its own free animation after a short beat, so cards stream out in arcs;
cards moving between hands (tribute, the bottom), into the kitty and through the trick are queued steps built
when the queue reaches them (``Lazy``), since their positions depend on what was shown before.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence

from PySide6.QtCore import QEasingCurve, QPointF

from gunapp.core.cards import Card
from gunapp.games.gunzi.engine import events as ev
from gunapp.games.gunzi.engine.trick import trick_winner
from gunapp.games.gunzi.model import GunziModel
from gunapp.games.gunzi.ui.trump_note import TrumpNote
from gunapp.ui.common.alive import alive
from gunapp.ui.common.callout import CalloutBubble
from gunapp.ui.common.talk import TableTalk
from gunapp.ui.table.animator import Call, Lazy, Parallel, Pause, Sequential, Step, Tween, call_each
from gunapp.ui.table.canvas import TableCanvas
from gunapp.ui.table.card_item import CardItem
from gunapp.ui.table.durations import (
    CARD_FLIP,
    GUNZI_BOTTOM_CARD_FLIP,
    GUNZI_CARDS_TO_MIDDLE,
    GUNZI_CARDS_TO_SEAT,
    GUNZI_DEAL_BEAT,
    GUNZI_DEAL_FLIGHT,
    GUNZI_DEALT_HAND_RESORT,
    GUNZI_HAND_CLOSE_UP,
    GUNZI_HAND_RESORT,
    GUNZI_SHOWN_CARD_FLIP_DELAY,
    GUNZI_SHOWN_CARDS_PAUSE,
    GUNZI_TALK_HOLD,
    GUNZI_TALK_PAUSE,
    GUNZI_TRICK_SWEEP,
)
from gunapp.ui.table.table_moves import TableMoves


class GunziCardMoves(TableTalk, TableMoves):
    """Card movement and callouts on the table; ``status_changed`` asks the table to refresh its panels."""

    talk_hold = GUNZI_TALK_HOLD
    talk_pause = GUNZI_TALK_PAUSE
    talk_accent_shown = "#f2c14e"  # declarations and table announcements

    model: GunziModel  # settlement_due carries the Settlement

    def __init__(self, canvas: TableCanvas, model: GunziModel) -> None:
        super().__init__(canvas, model)
        self.trick_plays: list[tuple[int, tuple[Card, ...]]] = []
        self.attack_points = 0
        self.dry_pot_shown = False  # R13.3: announced to the table in this hand
        self._bubbles: list[CalloutBubble] = []
        self._centre_bubble: CalloutBubble | None = None  # the last announcement in the middle of the table
        # a rebuild's deal (``_deal_in_place``): the hand still to lay out, the stacks' counts still to show
        self._hand_unsettled = False
        self._unsettled_counts: dict[int, int] = {}
        # how the big joker named the trump (R9.3): the last card dealt (seat, index, card as shown), the
        # cards dealt before the reveal, and what the status panel says of it this hand
        self.last_dealt: tuple[int, int, Card | None] = (-1, -1, None)
        self.reveal_at = 0
        self.trump_note: TrumpNote | None = None

    # -- helpers ----------------------------------------------------------------------------------------
    def _anchor(self, seat: int) -> QPointF:
        return self.lay.opponent_anchor(seat)

    def _plate_centre(self, seat: int) -> QPointF:
        return self.lay.plate_rect(seat).center()

    def _resort_step(self, duration: int = GUNZI_HAND_RESORT) -> Step:
        def build() -> Step:
            key = self.model.sort_key()
            self.canvas.hand.reorder(sorted(self.canvas.hand.cards(), key=key))
            return self.canvas.hand.layout_step(duration)

        return Lazy(build)

    def _hand_relayout(self, duration: int = GUNZI_HAND_CLOSE_UP) -> Step:
        return Lazy(lambda: self.canvas.hand.layout_step(duration))

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
            return self._resort_step(GUNZI_CARDS_TO_SEAT)
        at = self._anchor(seat)
        canvas = self.canvas
        flights: list[Step] = [
            Tween(it, b"pos", at, GUNZI_CARDS_TO_SEAT, QEasingCurve.Type.InOutCubic) for it in items
        ]
        flights += [Tween(it, b"flip", 0.0, CARD_FLIP) for it in items]
        return Sequential([Parallel(flights), call_each(canvas.discard, items)])

    def _transfer(self, src: int, dst: int, cards: Sequence[Card] | None, count: int, show_mid: bool) -> None:
        n = len(cards) if cards is not None else count
        self.counts[src] -= n
        self.counts[dst] += n
        holder: list[CardItem] = []

        def take() -> None:
            holder.extend(self._take_from(src, cards, n, face_up=cards is not None))

        def middle() -> Step:
            # the cards are shown where the table's announcements sit ("Trump ♠, level 3, ..."): not under one
            if self._centre_bubble is not None and alive(self._centre_bubble):
                self._centre_bubble.dismiss()
            self._centre_bubble = None
            mid = QPointF(self.lay.width / 2, self.lay.height * 0.44)
            tw = self.lay.trick_width
            steps: list[Step] = []
            for i, it in enumerate(holder):
                x = mid.x() + (i - (len(holder) - 1) / 2) * tw * 0.5
                steps.append(
                    Tween(it, b"pos", QPointF(x, mid.y()), GUNZI_CARDS_TO_MIDDLE, QEasingCurve.Type.OutCubic)
                )
                steps.append(Call(functools.partial(it.set_width, tw)))
                if cards is not None:
                    steps.append(Tween(it, b"flip", 1.0, CARD_FLIP, delay=GUNZI_SHOWN_CARD_FLIP_DELAY))
            return Parallel(steps)

        seq: list[Step] = [Call(take), self._count_step(src)]
        if show_mid:
            seq += [Lazy(middle), Pause(GUNZI_SHOWN_CARDS_PAUSE)]
        seq += [Lazy(lambda: self._fly_to_seat(dst, holder, cards)), self._count_step(dst)]
        if src == self.viewer:
            seq.append(self._hand_relayout())
        self._q(*seq)

    # -- the deal ---------------------------------------------------------------------------------------
    def reset_table(self) -> None:
        self._unsettled_counts = {}
        self._hand_unsettled = False
        self.dismiss_bubbles()
        self._clear_cards()
        self.trick_plays = []
        self.attack_points = 0
        self.dry_pot_shown = False
        self._lay_deck_pile()

    def on_card_dealt(self, e: ev.CardDealt) -> None:
        self.last_dealt = (e.seat, e.index, e.card)
        self.counts[e.seat] += 1
        n = self.counts[e.seat]
        c = self.canvas

        def launch() -> None:
            lay = self.lay
            start = lay.deck_point()
            tilt = self.rng.uniform(-14, 14)
            if c.rebuilding:
                self._deal_in_place(e, n)
                return
            if e.seat == self.viewer and e.card is not None:
                it = c.new_card(e.card, start, width=lay.back_width, face_up=False)
                it.setRotation(tilt)
                c.hand.put([it])
                c.hand.reorder(sorted(c.hand.cards(), key=self.model.sort_key()))
                c.animator.run_now(c.hand.layout_step(GUNZI_DEAL_FLIGHT))
                # on its own: in one group with the fan's layout, the next card's layout (a beat later) took
                # the cards' positions, Qt stopped that whole group, and the card stayed tilted where it was
                c.animator.run_now(Tween(it, b"rotation", 0.0, GUNZI_DEAL_FLIGHT))
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
                                    Tween(it, b"pos", dest, GUNZI_DEAL_FLIGHT, QEasingCurve.Type.OutQuad),
                                    Tween(
                                        it,
                                        b"rotation",
                                        tilt * 3,
                                        GUNZI_DEAL_FLIGHT,
                                        QEasingCurve.Type.OutQuad,
                                    ),
                                ]
                            ),
                            Call(lambda: c.discard(it)),
                            *([stack.set_count(n)] if stack is not None else []),
                        ]
                    )
                )
            if e.index >= 155:
                self._deck_to_kitty()

        self.anim.enqueue(Sequential([Call(launch), Pause(GUNZI_DEAL_BEAT)]))
        if e.index >= 155:
            self._q(
                Pause(GUNZI_DEAL_FLIGHT),
                Call(self._straighten_hand),
                self._resort_step(GUNZI_DEALT_HAND_RESORT),
                Call(self.status_changed.emit),
            )

    def _straighten_hand(self) -> None:
        """Every card of the fan upright once the deal has landed (nothing else turns a card in the hand)."""
        for it in self.canvas.hand.items:
            if it.rotation() != 0.0:
                it.setRotation(0.0)

    def _deal_in_place(self, e: ev.CardDealt, n: int) -> None:
        """A rebuild's deal: the card lands with no flight and the hand is laid out once, by ``settle``."""
        c = self.canvas
        if e.seat == self.viewer and e.card is not None:
            it = c.new_card(e.card, self.lay.deck_point(), width=self.lay.back_width, face_up=True)
            c.hand.put([it])
            self._hand_unsettled = True
        else:
            # an opponent's stack shows the last count only: set once when the deal stops (or the rebuild)
            self._unsettled_counts[e.seat] = n
        if e.index >= 155:
            self._settle_counts()
            self._deck_to_kitty()

    def _settle_counts(self) -> None:
        pending, self._unsettled_counts = self._unsettled_counts, {}
        for seat, n in pending.items():
            stack = self.canvas.opponents.get(seat)
            if stack is not None:
                self.canvas.animator.place(stack.set_count(n))

    def _count_step(self, seat: int) -> Step:
        self._settle_counts()
        return super()._count_step(seat)

    def settle(self) -> None:
        """End of a rebuild: the hand dealt in place is sorted and laid out as the last dealt card left it."""
        self._settle_counts()
        if self._hand_unsettled:
            self._hand_unsettled = False
            c = self.canvas
            c.hand.reorder(sorted(c.hand.cards(), key=self.model.sort_key()))
            c.animator.place(c.hand.layout_step(GUNZI_DEAL_FLIGHT))

    def _deck_to_kitty(self) -> None:
        c = self.canvas
        keep, extra = self.deck[:6], self.deck[6:]
        for it in extra:
            c.discard(it)
        self.deck = []
        c.animator.run_now(c.kitty.put(keep))

    def _kitty_show(self, position: int, card: Card) -> Step:
        def step() -> Step:
            items = self.canvas.kitty.items
            if not 0 <= position < len(items):
                return Pause(0)
            it = items[position]
            it.set_card(card)
            return Tween(it, b"flip", 1.0, GUNZI_BOTTOM_CARD_FLIP, QEasingCurve.Type.InOutSine)

        return Lazy(step)

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

    def _sweep(self, target: QPointF) -> Step:
        items = [it for cards in self.canvas.trick.slots.values() for it in cards]
        spin = [
            Tween(it, b"rotation", self.rng.uniform(-25, 25), GUNZI_TRICK_SWEEP, QEasingCurve.Type.InCubic)
            for it in items
        ]
        shrink = [Tween(it, b"scale", 0.55, GUNZI_TRICK_SWEEP, QEasingCurve.Type.InCubic) for it in items]
        return Parallel([self.canvas.trick.clear_step(target, duration=GUNZI_TRICK_SWEEP), *spin, *shrink])
