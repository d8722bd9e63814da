"""DdzDealMoves: the Dou Dizhu table's card moves up to the first play, under ``DdzAnimations``.

The deal streams the cards out one by one (the face-up marker card stops in front of the first bidder,
D3.2; a hand started shown, D11.9, is dealt face up); bids are callouts; the kitty turns over and flies to the
landlord (D4.5) and stays shown. The call-and-grab rounds (D11) are ``DdzCallMoves``'.
"""

from __future__ import annotations

import functools
from typing import Any

from PySide6.QtCore import QCoreApplication, QEasingCurve, Signal

from gunapp.core.cards import Card
from gunapp.games.doudizhu.engine.events import BidMade, DealStarted, LandlordChosen, Redeal
from gunapp.games.doudizhu.engine.stake import Stake
from gunapp.games.doudizhu.engine.state import sort_cards
from gunapp.games.doudizhu.model import DdzModel
from gunapp.games.doudizhu.ui.call_moves import DdzCallMoves
from gunapp.games.doudizhu.ui.call_words import T as CallT
from gunapp.games.doudizhu.ui.effects import Banner, Burst, PassTag, Shaker, tag_place
from gunapp.games.doudizhu.ui.texts import T
from gunapp.ui.common.alive import alive
from gunapp.ui.common.callout import CalloutBubble, bubble_anchor
from gunapp.ui.common.talk import TableTalk
from gunapp.ui.table.animator import Call, Lazy, Parallel, Pause, Sequential, Step, Tween, call_each
from gunapp.ui.table.canvas import TableCanvas
from gunapp.ui.table.durations import (
    CARD_MOVE,
    DDZ_AFTER_DEAL_PAUSE,
    DDZ_BID_HOLD,
    DDZ_BID_PAUSE,
    DDZ_DEAL_BEAT_3,
    DDZ_DEAL_BEAT_4,
    DDZ_DEAL_FLIGHT,
    DDZ_HAND_SORT,
    DDZ_HAND_STRAIGHTEN,
    DDZ_KITTY_FLIGHT_STAGGER,
    DDZ_KITTY_SHOWN,
    DDZ_KITTY_TO_LANDLORD,
    DDZ_LANDLORD_HOLD,
    DDZ_LANDLORD_PAUSE,
    DDZ_MARKER_BUBBLE_PAUSE,
    DDZ_MARKER_FADE,
    DDZ_MARKER_FLIP,
    DDZ_MARKER_TO_BIDDER,
    DDZ_NEW_DEAL_PAUSE,
    DDZ_REDEAL_HOLD,
    DDZ_REDEAL_PAUSE,
)
from gunapp.ui.table.seat_plate import ROLE_COLOURS
from gunapp.ui.table.table_moves import TableMoves


class DdzDealMoves(TableTalk, TableMoves, DdzCallMoves):
    """Table state and card moves of the deal and the bidding. ``status_changed`` asks the table to refresh
    plates and the stake panel; ``settlement_due(DealEnded)`` fires when the deal's last animation has played."""

    model: DdzModel  # settlement_due carries the DealEnded
    multiplier_changed = Signal(int, bool)  # new multiplier, doubled by a bomb / rocket just now
    stake_changed = Signal(object, bool)  # call and grab (D11): the stake now, and whether it just grew

    def __init__(self, canvas: TableCanvas, model: DdzModel) -> None:
        super().__init__(canvas, model)
        self.n = model.players
        self.marker_items: list[Any] = []
        self._marker_seat: int | None = None  # the first bidder, in front of whom the marker lies (D3.2)
        self.tags: dict[int, PassTag] = {}
        self.kitty_cards: list[Card] = []
        self._marker_bubble: CalloutBubble | None = None
        self._bubbles: list[CalloutBubble] = []
        self._centre_bubble: CalloutBubble | None = None
        self.shaker = Shaker(canvas)
        self.effects: list[Any] = []  # bursts and banners alive now (tests look at them)
        self.last_effect = ""  # "bomb", "rocket", "spring", "reverse_spring": the last effect shown
        self.effects_seen: list[str] = []  # every effect of the session, in order
        self._init_call_moves()
        self._dealt_shown: dict[int, list[Card]] = {}  # a shown hand's cards dealt so far (D11.9)

    # -- helpers ----------------------------------------------------------------------------------------
    def _on_layout_changed(self, lay: object) -> None:
        """A new window size: the marker card and its callout go to the first bidder's new place, like the
        table's pieces (a bound method: see ``TableMoves``)."""
        super()._on_layout_changed(lay)
        self._place_marker()
        self.words.place()
        self.marks.retranslate()  # sized by the plates: made again
        self.shown_hands.refresh()
        # the "Pass" tags move with their seats (the history pane opened left them at its edge, issue 26)
        for seat, tag in self.tags.items():
            if alive(tag):
                tag.setPos(tag_place(self.lay, seat, tag))

    def _place_marker(self) -> None:
        seat = self._marker_seat
        items = [it for it in self.marker_items if alive(it)]
        if seat is None or not items:
            return
        lay = self.lay
        for it in items:
            it.set_width(lay.trick_width)
            # a glide like the pieces'; it replaces the deal's flight of the marker if that is still going
            self.anim.run_now(Tween(it, b"pos", lay.trick_slot(seat), CARD_MOVE))
        bubble = self._marker_bubble
        if bubble is not None and alive(bubble):
            r = bubble.boundingRect()
            bubble.setPos(bubble_anchor(lay.plate_rect(seat), lay.side(seat), r.width(), r.height()))

    def retranslate(self) -> None:
        """A live language switch: the role badges and the "Pass" tags left on the table say it anew."""
        t = T()
        words = {"landlord": t.landlord(), "peasant": t.peasant()}
        for plate in self.canvas.plates.values():
            kind = plate.role_kind
            if kind in words:
                plate.set_role(words[kind], ROLE_COLOURS[kind])
        for tag in self.tags.values():
            if alive(tag):
                tag.set_text(t.pass_play())

    def _drop(self, item: Any) -> None:
        if alive(item):
            self.canvas.discard(item)  # deleted once no animation refers to it

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
        self._clear_cards()  # the tags go with the trick (``_clear_trick_now``)
        for it in self.marker_items:
            self._drop(it)
        self.marker_items = []
        self.clear_call_marks()
        self._dealt_shown = {}
        for plate in c.plates.values():
            plate.set_role("")
        if deck:
            self._lay_deck_pile()

    def _clear_trick_now(self) -> None:
        super()._clear_trick_now()
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
        # D11.9: a hand started shown is dealt face up, its cards in a random order as the viewer's are
        faces = {s: list(view.shown_hand(s) or ()) for s in e.shown if s != self.viewer}
        for cards in faces.values():
            self.rng.shuffle(cards)
        if (starter + e.marker_index) % n == self.viewer and marker in mine:
            mine.remove(marker)
        marker_seat = (starter + e.marker_index) % n
        if marker_seat in faces and marker in faces[marker_seat]:
            faces[marker_seat].remove(marker)
        for i in range(n * size):
            seat = (starter + i) % n
            if i == e.marker_index:
                order.append((seat, marker))
            elif seat == self.viewer:
                order.append((seat, mine.pop() if mine else None))
            else:
                shown = faces.get(seat)
                order.append((seat, shown.pop() if shown else None))
        shown_seats = tuple(e.shown)

        def start() -> None:
            self.reset_table()
            self.status_changed.emit()
            for s in shown_seats:  # marked from the first card: everyone sees these hands (D11.9)
                self.marks.set(s, "shown", lambda: CallT().mark_shown())

        self._q(Call(start), Pause(DDZ_NEW_DEAL_PAUSE))
        beat = DDZ_DEAL_BEAT_3 if n == 3 else DDZ_DEAL_BEAT_4
        for i, (seat, card) in enumerate(order):
            face_up = seat in shown_seats and seat != self.viewer
            self._q(
                Call(functools.partial(self._deal_one, seat, card, i == e.marker_index, face_up)), Pause(beat)
            )
        kitty_n = self.model.variant.kitty_size
        self._q(
            Pause(DDZ_DEAL_FLIGHT),
            Call(lambda: self._deal_kitty(kitty_n)),
            Call(self._sort_hand),
            Call(self.sync_shown),
            Pause(DDZ_AFTER_DEAL_PAUSE),
        )

        def marker_bubble() -> None:
            # stays until the first bid (D3.2: the holder of the marker bids first)
            text = (
                CallT().marker_calls_first()  # D11.1: the marker picks the first to call
                if self.model.session.options.grab
                else QCoreApplication.translate("DdzText", "Marker card: bids first")
            )
            self._marker_bubble = self._bubble(e.first_bidder, text, [marker], 0, accent="#f2c14e")

        self._q(Call(marker_bubble), Pause(DDZ_MARKER_BUBBLE_PAUSE))

    def _deal_one(self, seat: int, card: Card | None, is_marker: bool, face_up: bool = False) -> None:
        """``face_up``: ``seat`` started with the hand shown (D11.9), its cards are dealt face up."""
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
            self._marker_seat = seat
            c.animator.run_now(
                Parallel(
                    [
                        Tween(
                            shown,
                            b"pos",
                            lay.trick_slot(seat),
                            DDZ_MARKER_TO_BIDDER,
                            QEasingCurve.Type.OutBack,
                        ),
                        Tween(shown, b"flip", 1.0, DDZ_MARKER_FLIP),
                    ]
                )
            )
        if seat == self.viewer and card is not None:
            it = c.new_card(card, start, width=lay.back_width, face_up=False)
            it.setRotation(tilt)
            c.hand.put([it])
            # separate from the layout: the next card's layout takes over the positions (Qt stops the older
            # animation of a property, and with it the group it sits in), which must not leave this card tilted
            c.animator.run_now(Tween(it, b"rotation", 0.0, DDZ_DEAL_FLIGHT))
            c.animator.run_now(c.hand.layout_step(DDZ_DEAL_FLIGHT))
            self.status_changed.emit()
            return
        # a card of a hand started shown (D11.9) flies face up, and joins the hand face up at the seat
        face = card if face_up and not is_marker else None
        it = c.new_card(face, start, width=lay.back_width, face_up=face is not None)
        it.setZValue(400)
        it.setRotation(tilt)
        stack = c.opponents.get(seat)
        dest = lay.opponent_anchor(seat)
        count = self.counts[seat]
        if card is not None and face_up:
            self._dealt_shown.setdefault(seat, []).append(card)
        so_far = list(self._dealt_shown.get(seat, ()))

        def land() -> None:
            c.discard(it)
            if stack is not None:
                c.animator.run_now(stack.set_count(count))
            if so_far and self.show_hands():
                self.shown_hands.show(seat, sort_cards(so_far))

        c.animator.run_now(
            Sequential(
                [
                    Parallel(
                        [
                            Tween(it, b"pos", dest, DDZ_DEAL_FLIGHT, QEasingCurve.Type.OutQuad),
                            Tween(it, b"rotation", tilt * 3, DDZ_DEAL_FLIGHT, QEasingCurve.Type.OutQuad),
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
        straighten = [
            Tween(it, b"rotation", 0.0, DDZ_HAND_STRAIGHTEN) for it in c.hand.items if it.rotation() != 0.0
        ]
        c.animator.run_now(Parallel([c.hand.layout_step(DDZ_HAND_SORT), *straighten]))

    # -- bidding ----------------------------------------------------------------------------------------
    def _fade_marker(self) -> Step:
        items, self.marker_items = self.marker_items, []
        if self._marker_bubble is not None:
            self._drop(self._marker_bubble)  # at once: the first bid's callout takes its place
        self._marker_bubble = None
        return Sequential(
            [
                Parallel([Tween(it, b"opacity", 0.0, DDZ_MARKER_FADE) for it in items]),
                call_each(self._drop, items),
            ]
        )

    def _emit_stake(self, pop: bool) -> None:
        """Call and grab (D11): the stake panel shows the stake now; ``pop``: it just grew."""
        stake: Stake = self.model.view().stake
        self.stake_changed.emit(stake, pop)

    def on_bid_made(self, e: BidMade) -> None:
        self._q(Lazy(self._fade_marker))
        accent = "#f2c14e" if e.value else "#8fb79b"
        self._say(e.seat, T().bid(e.value), hold=DDZ_BID_HOLD, pause=DDZ_BID_PAUSE, accent=accent)
        self._q(Call(self.status_changed.emit))

    def on_redeal(self, e: Redeal) -> None:
        grab = self.model.session.options.grab  # D11.2: nobody called
        self._say(
            None,
            CallT().nobody_called()
            if grab
            else QCoreApplication.translate("DdzText", "Nobody bid: the cards are dealt again."),
            hold=DDZ_REDEAL_HOLD,
            pause=DDZ_REDEAL_PAUSE,
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
            self.marks.place()  # beside the new role badges
            self.status_changed.emit()

        def reveal() -> Step:
            items = self.canvas.kitty.items
            if known is None:
                return Pause(0)
            for it, card in zip(items, known, strict=False):
                it.set_card(card)
            return self.canvas.kitty.reveal_step(True)

        self._q(Call(self.words.clear), Call(roles), Call(lambda: self._emit_stake(False)))
        self._say(
            seat,
            QCoreApplication.translate("DdzText", "I am the landlord!"),
            hold=DDZ_LANDLORD_HOLD,
            pause=DDZ_LANDLORD_PAUSE,
            accent=ROLE_COLOURS["landlord"],
        )
        # the count is read after the flight has added the kitty (read at queue time it showed 17, not 20)
        self._q(
            Lazy(reveal),
            Pause(DDZ_KITTY_SHOWN),
            Lazy(lambda: self._kitty_flight(seat, known)),
            Lazy(lambda: self._count_step(seat)),
            Call(self.sync_shown),  # a shown landlord's hand takes the kitty face up (D11.11)
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
            return Sequential([c.hand.layout_step(DDZ_KITTY_TO_LANDLORD), Call(self.status_changed.emit)])
        flights: list[Step] = []
        new = []
        for i, src in enumerate(c.kitty.items):
            face = known[i] if known is not None and i < len(known) else None
            it = c.new_card(face, src.pos(), width=lay.back_width, face_up=face is not None)
            it.setZValue(450)
            new.append(it)
            flights.append(
                Tween(
                    it,
                    b"pos",
                    lay.opponent_anchor(seat),
                    DDZ_KITTY_TO_LANDLORD,
                    QEasingCurve.Type.InOutCubic,
                    i * DDZ_KITTY_FLIGHT_STAGGER,
                )
            )
            flights.append(
                Tween(
                    it,
                    b"opacity",
                    0.2,
                    DDZ_KITTY_TO_LANDLORD,
                    QEasingCurve.Type.InQuad,
                    i * DDZ_KITTY_FLIGHT_STAGGER,
                )
            )
        return Sequential([Parallel(flights), call_each(c.discard, new)])
