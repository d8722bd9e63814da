"""DdzCallMoves: the call-and-grab rounds (D11) on the table, mixed into ``DdzDealMoves``.

明牌开始 before the deal and the landlord's 明牌 (D11.9-D11.10), 叫地主 / 抢地主 (D11.1-D11.4) and 加倍 /
超级加倍 (D11.7): each choice is a callout at its seat that stays until its round is over (``SeatWords``), a
double or a shown hand leaves a mark at the seat plate for the deal (``SeatMarks``), a shown hand lies face up
at its seat (``ShownHands``), and each ×2 / ×4 asks the stake panel to pop (``stake_changed``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from gunapp.games.doudizhu.engine.events import CallMade, DoubleMade, GrabMade, ShowMade, ShowRoundStarted
from gunapp.games.doudizhu.engine.state import sort_cards
from gunapp.games.doudizhu.ui.call_words import T
from gunapp.games.doudizhu.ui.seat_words import SeatMarks, SeatWords
from gunapp.games.doudizhu.ui.shown_hands import ShownHands
from gunapp.ui.table.animator import Call, Lazy, Pause, Step
from gunapp.ui.table.durations import DDZ_BID_HOLD, DDZ_BID_PAUSE

if TYPE_CHECKING:
    from gunapp.games.doudizhu.model import DdzModel
    from gunapp.ui.table.animator import Animator
    from gunapp.ui.table.canvas import TableCanvas

#: callout borders: a yes (call, grab, double, show) in gold, a no in the muted green of a pass
YES, NO, SUPER = "#f2c14e", "#8fb79b", "#e0604a"


class DdzCallMoves:
    canvas: TableCanvas
    anim: Animator
    model: DdzModel
    viewer: int
    words: SeatWords
    marks: SeatMarks
    shown_hands: ShownHands

    # provided by ``DdzDealMoves`` (and its ``TableMoves`` / ``TableTalk`` bases); annotations only, so
    # nothing here shadows them whatever the order of the bases
    _q: Callable[..., None]
    _say: Callable[..., None]
    _fade_marker: Callable[[], Step]
    _emit_stake: Callable[[bool], None]
    reset_table: Callable[..., None]
    status_changed: Any

    def _init_call_moves(self) -> None:
        self.words = SeatWords(self.canvas, lambda: self.anim.speed)
        self.marks = SeatMarks(self.canvas)
        self.shown_hands = ShownHands(self.canvas)
        #: False while the replay shows every hand face up itself (its own layer draws them)
        self.show_hands: Callable[[], bool] = lambda: True

    # -- helpers ----------------------------------------------------------------------------------------
    def _word(self, seat: int, words: Callable[[], str], accent: str) -> None:
        """Queue a lasting callout at ``seat`` (left out while a replay rebuilds a position)."""

        def put_up() -> None:
            if not self.canvas.rebuilding:
                self.words.say(seat, words, accent)

        self._q(Call(put_up), Pause(DDZ_BID_PAUSE))

    def sync_shown(self) -> None:
        """Every shown hand as it is now (D11.11), face up at its seat; the others' backs as they were."""
        if not self.show_hands():
            self.shown_hands.clear()
            return
        view = self.model.view()
        for seat in range(self.model.players):
            cards = view.shown_hand(seat) if seat != self.viewer else None
            if cards is None:
                if seat in self.shown_hands.shown:
                    self.shown_hands.drop(seat)
            else:
                self.shown_hands.show(seat, sort_cards(list(cards)))

    def clear_call_marks(self) -> None:
        self.words.clear()
        self.marks.clear()
        self.shown_hands.clear()

    def retranslate_words(self) -> None:
        self.words.retranslate()
        self.marks.retranslate()

    # -- events -----------------------------------------------------------------------------------------
    def on_show_round(self, e: ShowRoundStarted) -> None:
        """D11.9: nothing dealt yet; the deck waits in the middle while each seat chooses."""
        self._q(Call(self._new_show_round))

    def _new_show_round(self) -> None:
        self.reset_table()
        self.status_changed.emit()

    def on_show_made(self, e: ShowMade) -> None:
        t = T()
        if not e.shown:
            # declining is the usual choice: nothing to announce, but one step all the same, since the
            # animator's ``drained`` is what moves the model on
            self._q(Call(self.status_changed.emit))
            return
        stage = e.stage
        self._say(e.seat, t.exclaim(t.show(True, stage)) + f"  ×{e.factor}", hold=DDZ_BID_HOLD, accent=YES)
        if stage == "landlord":  # D11.10: face up from now; 明牌开始 hands turn up as they are dealt
            self._q(Call(lambda: self.marks.set(e.seat, "shown", lambda: T().mark_shown())))
            self._q(Call(self.sync_shown))
        self._q(Call(lambda: self._emit_stake(True)))

    def on_call_made(self, e: CallMade) -> None:
        self._q(Lazy(self._fade_marker))
        called = e.called
        self._word(
            e.seat, lambda: T().exclaim(T().call(True)) if called else T().call(False), YES if called else NO
        )
        self._q(Call(lambda: self._emit_stake(False)))

    def on_grab_made(self, e: GrabMade) -> None:
        grabbed = e.grabbed
        self._word(
            e.seat,
            lambda: T().exclaim(T().grab(True)) if grabbed else T().grab(False),
            YES if grabbed else NO,
        )
        if grabbed:  # D11.5: each grab ×2
            self._q(Call(lambda: self._emit_stake(True)))

    def on_double_made(self, e: DoubleMade) -> None:
        factor = e.factor
        accent = SUPER if factor >= 4 else YES if factor == 2 else NO
        self._word(e.seat, lambda: T().double(factor), accent)
        if factor > 1:
            kind = "super" if factor >= 4 else "double"
            self._q(
                Call(lambda: self.marks.set(e.seat, kind, lambda: T().mark_double(factor))),
                Call(lambda: self._emit_stake(True)),
            )
