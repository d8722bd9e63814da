"""GunziAnimations: every model signal becomes one queued animation on the table canvas.

Cards are CardItems moved between the canvas pieces (hand fan, opponents' stacks, trick area, kitty) by
``GunziCardMoves``; this module says what each event shows (callouts, tribute, the bottom, tricks). All but
the deal is strictly queued, so the model (paced by ``Animator.drained``) never runs ahead of what is shown.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor

from gunapp.core.cards import Card
from gunapp.games.gunzi.engine import events as ev
from gunapp.games.gunzi.model import GunziModel
from gunapp.games.gunzi.ui.card_moves import GunziCardMoves
from gunapp.games.gunzi.ui.texts import T
from gunapp.games.gunzi.ui.trump_note import TrumpNote
from gunapp.ui.common.clear_spot import occupied, spot_beside
from gunapp.ui.table.animator import Call, Lazy, Parallel, Pause, Step, Tween
from gunapp.ui.table.canvas import TableCanvas
from gunapp.ui.table.card_item import CardItem
from gunapp.ui.table.durations import (
    CARD_FLIP,
    GUNZI_AFTER_OTHER_PLAY,
    GUNZI_AFTER_OWN_PLAY,
    GUNZI_BOTTOM_BURIED_PAUSE,
    GUNZI_BOTTOM_DUG_HOLD,
    GUNZI_BOTTOM_DUG_PAUSE,
    GUNZI_BOTTOM_REVEALED_PAUSE,
    GUNZI_DECLARATION_HOLD,
    GUNZI_DECLARATION_PAUSE,
    GUNZI_DRAW_HOLD,
    GUNZI_DRAW_PAUSE,
    GUNZI_DRY_POT_HOLD,
    GUNZI_DRY_POT_PAUSE,
    GUNZI_FLIP_HOLD,
    GUNZI_FLIP_PAUSE,
    GUNZI_HAND_CLOSE_AFTER_PLAY,
    GUNZI_JOKERS_BURIED_HOLD,
    GUNZI_JOKERS_BURIED_PAUSE,
    GUNZI_JOKERS_LAID_HOLD,
    GUNZI_JOKERS_LAID_PAUSE,
    GUNZI_NEW_HAND_PAUSE,
    GUNZI_NO_BURIAL_HOLD,
    GUNZI_NO_BURIAL_PAUSE,
    GUNZI_PASS_HOLD,
    GUNZI_PICKED_UP_PAUSE,
    GUNZI_PICKED_UP_RESORT,
    GUNZI_PLAY_TO_TRICK,
    GUNZI_POINTS_HOLD,
    GUNZI_REDEAL_HOLD,
    GUNZI_REDEAL_PAUSE,
    GUNZI_RIOT_HOLD,
    GUNZI_RIOT_PAUSE,
    GUNZI_TRIBUTE_HOLD,
    GUNZI_TRIBUTE_PAUSE,
    GUNZI_TRICK_SHOWN,
    GUNZI_TRUMP_FIXED_HOLD,
    GUNZI_TRUMP_FIXED_PAUSE,
)

#: the bottom's cards in the dealer's hand until the burial (the table's gold, as its announcements)
BOTTOM_MARK = QColor("#f2c14e")


class GunziAnimations(GunziCardMoves):
    """Connects to a ``GunziModel``: each model signal becomes callouts and card moves, queued in order."""

    def __init__(self, canvas: TableCanvas, model: GunziModel) -> None:
        super().__init__(canvas, model)
        self._laid: int | None = None  # the seat whose jokers were laid in the kitty (R15)
        m = model
        m.hand_started.connect(self.on_hand_started)
        m.card_dealt.connect(self.on_card_dealt)
        m.trump_declared.connect(self.on_trump_declared)
        m.declaration_passed.connect(lambda e: self._say(e.seat, self.tr("Pass"), hold=GUNZI_PASS_HOLD))
        m.bottom_flipped.connect(self.on_bottom_flipped)
        m.bottom_drawn.connect(self.on_bottom_drawn)
        m.trump_fixed.connect(self.on_trump_fixed)
        m.redealt.connect(self.on_redealt)
        m.riot_shown.connect(
            lambda e: self._say(
                e.seat, self.tr("Riot!"), e.cards, hold=GUNZI_RIOT_HOLD, pause=GUNZI_RIOT_PAUSE
            )
        )
        m.tribute_paid.connect(self.on_tribute_paid)
        m.tribute_returned.connect(self.on_tribute_returned)
        m.bottom_revealed.connect(self.on_bottom_revealed)
        m.bottom_taken.connect(self.on_bottom_taken)
        m.bottom_buried.connect(self.on_bottom_buried)
        m.jokers_buried.connect(self.on_jokers_buried)
        m.jokers_laid.connect(self.on_jokers_laid)
        m.bury_passed.connect(
            lambda e: self._say(
                e.seat, self.tr("No burial"), hold=GUNZI_NO_BURIAL_HOLD, pause=GUNZI_NO_BURIAL_PAUSE
            )
        )
        m.cards_played.connect(self.on_cards_played)
        m.trick_won.connect(self.on_trick_won)
        m.bottom_dug.connect(self.on_bottom_dug)
        m.levels_changed.connect(lambda e: self.anim.enqueue(Call(self.status_changed.emit)))
        m.hand_result.connect(lambda s: self.anim.enqueue(Call(lambda: self.settlement_due.emit(s))))

    def on_hand_started(self, e: ev.HandStarted) -> None:
        # read as the events arrive (the model waits for the table before it deals on): reset with them
        self.last_dealt, self.reveal_at, self.trump_note = (-1, -1, None), 0, None
        self._q(Call(self.reset_table), Call(self.status_changed.emit), Pause(GUNZI_NEW_HAND_PAUSE))

    def on_trump_declared(self, e: ev.TrumpDeclared) -> None:
        if e.kind == "reveal":
            self.reveal_at = e.at  # the cards dealt before it (R9.3 looks at the ones after)
        text = (
            self.tr("Reveals")
            if e.kind == "reveal"
            else self.tr("Declares {suit}").format(suit=e.suit.symbol if e.suit else "")
        )
        self._say(e.seat, text, e.cards, hold=GUNZI_DECLARATION_HOLD, pause=GUNZI_DECLARATION_PAUSE)
        self._q(self._resort_step(), Call(self.status_changed.emit))

    def on_bottom_flipped(self, e: ev.BottomFlipped) -> None:
        text = self.tr("Flips {card}").format(card=T().card(e.card))
        self.anim.enqueue(self._kitty_show(e.position, e.card))
        self._say(e.seat, text, (e.card,), hold=GUNZI_FLIP_HOLD, pause=GUNZI_FLIP_PAUSE)

    def on_bottom_drawn(self, e: ev.BottomDrawn) -> None:
        self.anim.enqueue(self._kitty_show(e.position, e.card))
        self._say(
            None,
            self.tr("Nobody declared: a bottom card is drawn"),
            (e.card,),
            hold=GUNZI_DRAW_HOLD,
            pause=GUNZI_DRAW_PAUSE,
            big=True,
        )

    def on_trump_fixed(self, e: ev.TrumpFixed) -> None:
        text = self.tr("Trump {suit}, level {level}, dealer: {dealer}").format(
            suit=e.suit.symbol, level=T().level(e.level), dealer=T().seat(e.dealer, self.model.names_from())
        )
        cards: tuple[Card, ...] = ()
        if e.source == "reveal":
            note = self._reveal_note(e)
            self.trump_note = note
            text = note.text(self.model.names_from())  # the dealer and level are in the status panel
            cards = note.cards()
        self._q(self._resort_step(), Call(self.status_changed.emit))
        self._say(None, text, cards, hold=GUNZI_TRUMP_FIXED_HOLD, pause=GUNZI_TRUMP_FIXED_PAUSE, big=True)

    def _reveal_note(self, e: ev.TrumpFixed) -> TrumpNote:
        """R9.3: the revealer's next suited card named the suit, or the bottom's first suited card (A8). The
        card dealt just before names it if it went to the revealer after his reveal and is suited (whether it
        is is what the table learns from the suit being fixed now; its rank only the revealer sees)."""
        seat, index, card = self.last_dealt
        deck = self.model.state.deck
        if (
            seat == e.dealer
            and index >= self.reveal_at
            and 0 <= index < len(deck)
            and deck[index].suit is e.suit
        ):
            return TrumpNote(e.dealer, e.suit, card, from_bottom=False)
        bottom = self.model.view().bottom or ()
        first = next((c for c in bottom if c.suit is not None), None)
        return TrumpNote(e.dealer, e.suit, first, from_bottom=True)

    def on_redealt(self, e: ev.Redealt) -> None:
        self._say(
            None,
            self.tr("No trump could be fixed: the cards are dealt again"),
            hold=GUNZI_REDEAL_HOLD,
            pause=GUNZI_REDEAL_PAUSE,
            big=True,
        )

    # -- tribute and the bottom -------------------------------------------------------------------------
    def on_tribute_paid(self, e: ev.TributePaid) -> None:
        if e.cards:
            self._say(e.payer, self.tr("Tribute"), hold=GUNZI_TRIBUTE_HOLD, pause=GUNZI_TRIBUTE_PAUSE)
            self._transfer(e.payer, e.receiver, e.cards, len(e.cards), show_mid=True)

    def on_tribute_returned(self, e: ev.TributeReturned) -> None:
        self._transfer(e.seat, e.to, e.cards, e.count, show_mid=False)

    def on_bottom_revealed(self, e: ev.BottomRevealed) -> None:
        def reveal() -> Step:
            for it, c in zip(self.canvas.kitty.items, e.cards, strict=False):
                it.set_card(c)
            return self.canvas.kitty.reveal_step(True)

        self._q(Lazy(reveal), Pause(GUNZI_BOTTOM_REVEALED_PAUSE))
        if e.dry_pot:
            self._say(
                None,
                self.tr("Dry pot (干锅): the bottom stays as it is, no exchange and no joker burial"),
                e.cards,
                hold=GUNZI_DRY_POT_HOLD,
                pause=GUNZI_DRY_POT_PAUSE,
                big=True,
            )
            self._q(Call(self._dry_pot_announced))

    def _dry_pot_announced(self) -> None:
        self.dry_pot_shown = True  # the status panel names it from now on, not before the callout
        self.status_changed.emit()

    def on_bottom_taken(self, e: ev.BottomTaken) -> None:
        self.counts[e.seat] += 6
        holder: list[CardItem] = []

        def take() -> None:
            holder.extend(self.canvas.kitty.take())

        def mark() -> None:
            # the bottom's six stay pointed out in the dealer's own hand until he buries six (R14.1)
            for it in holder:
                it.set_mark(BOTTOM_MARK)

        seq: list[Step] = [Call(take)]
        if e.seat == self.viewer:
            seq.append(Call(mark))
        self._q(*seq, Lazy(lambda: self._fly_to_seat(e.seat, holder, e.cards)), self._count_step(e.seat))

    def on_bottom_buried(self, e: ev.BottomBuried) -> None:
        self.counts[e.seat] -= 6
        holder: list[CardItem] = []

        def take() -> None:
            holder.extend(self._take_from(e.seat, e.cards, 6, face_up=e.face_up))
            if e.seat == self.viewer:
                for it in [*holder, *self.canvas.hand.items]:
                    it.set_mark(None)  # buried: the hand is all his own again

        def to_kitty() -> Step:
            steps = [self.canvas.kitty.put(holder)]
            steps += [Tween(it, b"flip", 1.0 if e.face_up else 0.0, CARD_FLIP) for it in holder]
            return Parallel(steps)

        seq: list[Step] = [Call(take), Lazy(to_kitty), self._count_step(e.seat)]
        if e.seat == self.viewer:
            seq.append(self._hand_relayout())
        self._q(*seq, Pause(GUNZI_BOTTOM_BURIED_PAUSE))

    def on_jokers_laid(self, e: ev.JokersLaid) -> None:
        """R15.3-R15.4: the jokers go in first, then the whole bottom is turned face up; a tie is chosen next."""
        self._laid = e.seat
        self._say(
            e.seat,
            self.tr("Buries {cards}").format(cards=T().cards(e.jokers)),
            e.jokers,
            hold=GUNZI_JOKERS_LAID_HOLD,
        )
        self._rebuild_kitty(e.seat, e.jokers, e.bottom, take_jokers=True)
        self._q(Pause(GUNZI_JOKERS_LAID_PAUSE))

    def on_jokers_buried(self, e: ev.JokersBuried) -> None:
        laid = self._laid == e.seat  # the jokers went in already (a tied pick-up)
        self._laid = None
        text = self.tr("Buries {cards}, picks up {picked}").format(
            cards=T().cards(e.jokers), picked=T().cards(e.picked)
        )
        self._say(
            e.seat, text, e.jokers + e.picked, hold=GUNZI_JOKERS_BURIED_HOLD, pause=GUNZI_JOKERS_BURIED_PAUSE
        )
        seat = e.seat
        if seat == self.viewer:

            def pick_up() -> None:
                c = self.canvas
                items = [c.new_card(p, self._plate_centre(seat), width=self.lay.back_width) for p in e.picked]
                c.hand.put(items)

            self._q(Call(pick_up))
        self._rebuild_kitty(seat, e.jokers, e.bottom, take_jokers=not laid)
        self._q(self._resort_step(GUNZI_PICKED_UP_RESORT), Pause(GUNZI_PICKED_UP_PAUSE))

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
            step = self.canvas.trick.put(e.seat, holder, duration=GUNZI_PLAY_TO_TRICK)
            straighten = [
                Tween(it, b"rotation", self.rng.uniform(-3, 3), GUNZI_PLAY_TO_TRICK) for it in holder
            ]
            return Parallel([step, *straighten])

        seq: list[Step] = [
            Call(take),
            Lazy(put),
            self._count_step(e.seat),
            Call(lambda: self._highlight(plays)),
        ]
        if e.seat == self.viewer:
            seq.append(self._hand_relayout(GUNZI_HAND_CLOSE_AFTER_PLAY))
            seq.append(Call(self.status_changed.emit))
        seq.append(Pause(GUNZI_AFTER_OTHER_PLAY if e.seat != self.viewer else GUNZI_AFTER_OWN_PLAY))
        self._q(*seq)

    def on_trick_won(self, e: ev.TrickWon) -> None:
        state = self.model.state
        dealer = state.dealer if state.dealer is not None else 0
        attackers = e.winner % 2 != dealer % 2

        def score() -> None:
            if attackers:
                self.attack_points += e.points
            self.status_changed.emit()

        target = self._plate_centre(e.winner)
        seq: list[Step] = []
        if e.points and not self.canvas.rebuilding:  # a rebuild's callout would be gone before it is drawn
            # up while the whole trick still lies there: the points beside the cards that made them (shown
            # with the sweep, they came as the cards faded)
            label = self.tr("+{points}").format(points=e.points)
            seq.append(Call(lambda: self._points_bubble(e.winner, label)))
        seq.append(Pause(GUNZI_TRICK_SHOWN))

        def undim() -> None:
            for items in self.canvas.trick.slots.values():
                for it in items:
                    it.set_dimmed(False)

        seq.append(Call(undim))
        seq.append(Lazy(lambda: self._sweep(target)))
        seq.append(Call(score))
        self._q(*seq)

    def _points_bubble(self, winner: int, label: str) -> None:
        """The trick's points beside the winner's played cards, clear of every card, plate and panel (by
        the plate it hid the winning card's corner)."""
        b = self._bubble(winner, label, (), GUNZI_POINTS_HOLD, big=True)
        items = self.canvas.trick.slots.get(winner, [])
        if not items:
            return
        cards = QRectF()
        for it in items:
            cards = cards.united(it.mapToScene(it.card_rect()).boundingRect())
        lay = self.canvas.table_layout
        r = b.boundingRect()
        b.setPos(
            spot_beside(
                cards,
                lay.side(winner),
                r.width(),
                r.height(),
                lay.margin * 0.4,
                occupied(self.canvas, skip=[b]),
                QRectF(0, 0, lay.width, lay.height),
            )
        )

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
        self._say(None, text, e.bottom, hold=GUNZI_BOTTOM_DUG_HOLD, pause=GUNZI_BOTTOM_DUG_PAUSE, big=True)
