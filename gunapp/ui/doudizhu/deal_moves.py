"""DdzDealMoves: the Dou Dizhu table's card moves up to the first play, under ``DdzAnimations``.

The deal streams the cards out one by one (the face-up marker card stops in front of the first bidder,
D3.2); bids are callouts; the kitty turns over and flies to the landlord (D4.5) and stays shown.
"""

from __future__ import annotations

import random
from typing import Any

from PySide6.QtCore import QCoreApplication, QEasingCurve, QObject, QPointF, Signal

from gunapp.cards import Card
from gunapp.engine.doudizhu.events import BidMade, DealStarted, LandlordChosen, Redeal
from gunapp.models.ddz_model import DdzModel
from gunapp.ui.common.alive import alive
from gunapp.ui.common.callout import CalloutBubble
from gunapp.ui.common.talk import TableTalk
from gunapp.ui.table.animator import Call, Lazy, Parallel, Pause, Sequential, Step, Tween
from gunapp.ui.table.canvas import TableCanvas
from gunapp.ui.table.card_item import CardItem
from gunapp.ui.table.layout import TableLayout
from gunapp.ui.table.seat_plate import ROLE_COLOURS

from .effects import Banner, Burst, PassTag, Shaker
from .texts import T

FLIGHT = 280


class DdzDealMoves(TableTalk, QObject):
    """Table state and card moves of the deal and the bidding. ``status_changed`` asks the table to refresh
    plates and the stake panel; ``settlement_due(DealEnded)`` fires when the deal's last animation has played."""

    status_changed = Signal()
    settlement_due = Signal(object)
    multiplier_changed = Signal(int, bool)  # new multiplier, doubled by a bomb / rocket just now

    def __init__(self, canvas: TableCanvas, model: DdzModel) -> None:
        super().__init__(canvas)
        self.canvas = canvas
        self.model = model
        self.anim = canvas.animator
        self.viewer = model.viewer
        self.n = model.players
        self.rng = random.Random(model.seed)
        self.counts = [0] * self.n
        self.deck: list[CardItem] = []
        self.marker_items: list[Any] = []
        self.tags: dict[int, PassTag] = {}
        self.kitty_cards: list[Card] = []
        self._marker_bubble: CalloutBubble | None = None
        self._bubbles: list[CalloutBubble] = []
        self._centre_bubble: CalloutBubble | None = None
        self.shaker = Shaker(canvas)
        self.effects: list[Any] = []  # bursts and banners alive now (tests look at them)
        self.last_effect = ""  # "bomb", "rocket", "spring", "reverse_spring": the last effect shown
        self.effects_seen: list[str] = []  # every effect of the session, in order

    # -- helpers ----------------------------------------------------------------------------------------
    @property
    def lay(self) -> TableLayout:
        return self.canvas.table_layout

    def _q(self, *steps: Step) -> None:
        for st in steps:
            self.anim.enqueue(st)

    def _drop(self, item: Any) -> None:
        if alive(item):
            self.canvas.discard(item)  # deleted once no animation refers to it

    def _count_step(self, seat: int) -> Step:
        if seat == self.viewer or seat not in self.canvas.opponents:
            return Call(self.status_changed.emit)
        n = self.counts[seat]
        return Lazy(
            lambda: Parallel([self.canvas.opponents[seat].set_count(n), Call(self.status_changed.emit)])
        )

    # -- the deal ---------------------------------------------------------------------------------------
    def reset_table(self, deck: bool = True) -> None:
        """Clear the table; with ``deck``, put a fresh pile in the middle for the deal."""
        c = self.canvas
        # every callout and effect goes at once (also those of a session torn down mid-animation)
        for item in list(c.scene.items()):
            if isinstance(item, CalloutBubble | Banner | Burst | PassTag):
                self._drop(item)
        self._bubbles = []
        self._marker_bubble = None
        for it in c.hand.take(c.hand.cards()):
            c.discard(it)
        for it in c.kitty.take():
            c.discard(it)
        self._clear_slots_now()
        for it in self.deck + self.marker_items:
            self._drop(it)
        self.deck, self.marker_items = [], []
        for _s, stack in c.opponents.items():
            c.animator.run_now(stack.set_count(0))
        self.counts = [0] * self.n
        for plate in c.plates.values():
            plate.set_role("")
        if not deck:
            return
        pt = self.lay.deck_point()
        for i in range(8):
            it = c.new_card(
                None, QPointF(pt.x() - i * 0.8, pt.y() - i * 0.8), width=self.lay.back_width, face_up=False
            )
            it.setZValue(20 + i)
            self.deck.append(it)

    def _clear_slots_now(self) -> None:
        c = self.canvas
        for items in c.trick.slots.values():
            for it in items:
                c.discard(it)
        c.trick.slots = {}
        for tag in self.tags.values():
            self._drop(tag)
        self.tags = {}

    def on_deal_started(self, e: DealStarted) -> None:
        view = self.model.view()
        hand = list(view.hand)
        self.rng.shuffle(hand)
        marker = e.marker
        n, size = self.n, e.hand_size
        starter = (e.dealer + 1) % n
        order: list[tuple[int, Card | None]] = []
        mine = [c for c in hand]
        if (starter + e.marker_index) % n == self.viewer and marker in mine:
            mine.remove(marker)
        for i in range(n * size):
            seat = (starter + i) % n
            if i == e.marker_index:
                order.append((seat, marker))
            elif seat == self.viewer:
                order.append((seat, mine.pop() if mine else None))
            else:
                order.append((seat, None))
        self._q(Call(self.reset_table), Call(self.status_changed.emit), Pause(200))
        beat = 34 if n == 3 else 20
        for i, (seat, card) in enumerate(order):
            self._q(
                Call(lambda s=seat, c=card, m=(i == e.marker_index): self._deal_one(s, c, m)), Pause(beat)
            )
        kitty_n = self.model.variant.kitty_size
        self._q(Pause(FLIGHT), Call(lambda: self._deal_kitty(kitty_n)), Call(self._sort_hand), Pause(300))

        def marker_bubble() -> None:
            # stays until the first bid (D3.2: the holder of the marker bids first)
            text = QCoreApplication.translate("DdzText", "Marker card: bids first")
            self._marker_bubble = self._bubble(e.first_bidder, text, [marker], 0, accent="#f2c14e")

        self._q(Call(marker_bubble), Pause(900))

    def _deal_one(self, seat: int, card: Card | None, is_marker: bool) -> None:
        c = self.canvas
        lay = self.lay
        start = lay.deck_point()
        tilt = self.rng.uniform(-12, 12)
        self.counts[seat] += 1
        if is_marker and card is not None:
            # D3.2: the marker is dealt face up; a copy stays in front of the first bidder until bidding starts
            shown = c.new_card(card, start, width=lay.trick_width, face_up=False)
            shown.setZValue(500)
            self.marker_items.append(shown)
            c.animator.run_now(
                Parallel(
                    [
                        Tween(shown, b"pos", lay.trick_slot(seat), 420, QEasingCurve.Type.OutBack),
                        Tween(shown, b"flip", 1.0, 300),
                    ]
                )
            )
        if seat == self.viewer and card is not None:
            it = c.new_card(card, start, width=lay.back_width, face_up=False)
            it.setRotation(tilt)
            c.hand.put([it])
            # separate from the layout: the next card's layout takes over the positions (Qt stops the older
            # animation of a property, and with it the group it sits in), which must not leave this card tilted
            c.animator.run_now(Tween(it, b"rotation", 0.0, FLIGHT))
            c.animator.run_now(c.hand.layout_step(FLIGHT))
            self.status_changed.emit()
            return
        it = c.new_card(None, start, width=lay.back_width, face_up=False)
        it.setZValue(400)
        it.setRotation(tilt)
        stack = c.opponents.get(seat)
        dest = lay.opponent_anchor(seat)
        count = self.counts[seat]

        def land() -> None:
            c.discard(it)
            if stack is not None:
                c.animator.run_now(stack.set_count(count))

        c.animator.run_now(
            Sequential(
                [
                    Parallel(
                        [
                            Tween(it, b"pos", dest, FLIGHT, QEasingCurve.Type.OutQuad),
                            Tween(it, b"rotation", tilt * 3, FLIGHT, QEasingCurve.Type.OutQuad),
                        ]
                    ),
                    Call(land),
                ]
            )
        )

    def _deal_kitty(self, k: int) -> None:
        c = self.canvas
        for it in self.deck:
            self._drop(it)
        self.deck = []
        pt = self.lay.deck_point()
        items = [c.new_card(None, pt, width=self.lay.back_width, face_up=False) for _ in range(k)]
        c.animator.run_now(c.kitty.put(items))
        self.status_changed.emit()

    def _sort_hand(self) -> None:
        c = self.canvas
        c.hand.reorder(self.model.hand_model.cards())
        straighten = [Tween(it, b"rotation", 0.0, 200) for it in c.hand.items if it.rotation() != 0.0]
        c.animator.run_now(Parallel([c.hand.layout_step(360), *straighten]))

    # -- bidding ----------------------------------------------------------------------------------------
    def on_bid_made(self, e: BidMade) -> None:
        def fade_marker() -> Step:
            items, self.marker_items = self.marker_items, []
            if self._marker_bubble is not None:
                self._drop(self._marker_bubble)  # at once: the first bid's callout takes its place
            self._marker_bubble = None
            return Sequential(
                [
                    Parallel([Tween(it, b"opacity", 0.0, 250) for it in items]),
                    Call(lambda: [self._drop(it) for it in items]),
                ]
            )

        self._q(Lazy(fade_marker))
        accent = "#f2c14e" if e.value else "#8fb79b"
        self._say(e.seat, T().bid(e.value), hold=1400, pause=420, accent=accent)
        self._q(Call(self.status_changed.emit))

    def on_redeal(self, e: Redeal) -> None:
        self._say(
            None,
            QCoreApplication.translate("DdzText", "Nobody bid: the cards are dealt again."),
            hold=1500,
            pause=1300,
            big=True,
        )

    def on_landlord(self, e: LandlordChosen) -> None:
        t = T()
        seat = e.seat
        view = self.model.view()
        known = e.kitty if e.kitty is not None else (view.kitty if seat == self.viewer else None)
        self.kitty_cards = list(known or [])

        def roles() -> None:
            for s, plate in self.canvas.plates.items():
                if s == seat:
                    plate.set_role(t.landlord(), ROLE_COLOURS["landlord"])
                else:
                    plate.set_role(t.peasant(), ROLE_COLOURS["peasant"])
            self.status_changed.emit()

        def reveal() -> Step:
            items = self.canvas.kitty.items
            if known is None:
                return Pause(0)
            for it, card in zip(items, known, strict=False):
                it.set_card(card)
            return self.canvas.kitty.reveal_step(True)

        self._q(Call(roles))
        self._say(
            seat,
            QCoreApplication.translate("DdzText", "I am the landlord!"),
            hold=1300,
            pause=200,
            accent=ROLE_COLOURS["landlord"],
        )
        # the count is read after the flight has added the kitty (read at queue time it showed 17, not 20)
        self._q(
            Lazy(reveal),
            Pause(650),
            Lazy(lambda: self._kitty_flight(seat, known)),
            Lazy(lambda: self._count_step(seat)),
        )

    def _kitty_flight(self, seat: int, known: tuple[Card, ...] | None) -> Step:
        """Copies of the kitty fly to the landlord; the kitty itself stays on show in its corner (D4.5)."""
        c = self.canvas
        lay = self.lay
        k = len(c.kitty.items)
        self.counts[seat] += k
        if seat == self.viewer:
            cards = list(known or self.model.view().kitty or ())
            new = []
            for src, card in zip(c.kitty.items, cards, strict=False):
                it = c.new_card(card, src.pos(), width=lay.back_width, face_up=True)
                it.setZValue(450)
                new.append(it)
            c.hand.put(new)
            c.hand.reorder(self.model.hand_model.cards())
            return Sequential([c.hand.layout_step(520), Call(self.status_changed.emit)])
        flights: list[Step] = []
        new = []
        for i, src in enumerate(c.kitty.items):
            card = known[i] if known is not None and i < len(known) else None
            it = c.new_card(card, src.pos(), width=lay.back_width, face_up=card is not None)
            it.setZValue(450)
            new.append(it)
            flights.append(
                Tween(it, b"pos", lay.opponent_anchor(seat), 520, QEasingCurve.Type.InOutCubic, i * 40)
            )
            flights.append(Tween(it, b"opacity", 0.2, 520, QEasingCurve.Type.InQuad, i * 40))
        return Sequential([Parallel(flights), Call(lambda: [c.discard(i) for i in new])])
