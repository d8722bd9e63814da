"""High Trick's table: the shared canvas, action bar, settlement and comforts, with moves of its own."""

from __future__ import annotations

import contextlib
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QObject, QPointF
from PySide6.QtWidgets import QVBoxLayout, QWidget

from gunapp.models.game_model import SeatConfig
from gunapp.sound.director import attach_cues
from gunapp.ui.common.action_bar import ActionBar, Button
from gunapp.ui.common.comforts import Comforts
from gunapp.ui.common.glue import bind_model
from gunapp.ui.common.human_turn import HumanTurn
from gunapp.ui.common.settlement_frame import SettlementFrame
from gunapp.ui.table.animator import Call, Pause
from gunapp.ui.table.canvas import TableCanvas
from gunapp.ui.table.game_table import table_host
from gunapp.ui.table.table_moves import TableMoves
from tests.third_game.engine import SEATS, CardLaid, Lay, RoundScored, Shuffled, TrickClosed, TrickMatch
from tests.third_game.kit import KIT
from tests.third_game.model import TrickModel


class TrickMoves(TableMoves):
    """Each event as one step on the canvas: the deal, a laid card, the trick swept to its taker."""

    def __init__(self, canvas: TableCanvas, model: TrickModel) -> None:
        super().__init__(canvas, model)
        model.round_dealt.connect(self.on_dealt)
        model.card_laid.connect(self.on_laid)
        model.trick_closed.connect(self.on_closed)
        model.round_scored.connect(lambda e: self._q(Call(lambda: self.settlement_due.emit(e))))

    def on_dealt(self, e: Shuffled) -> None:
        c = self.canvas
        self._clear_cards()
        mine = self.model.engine.holdings[self.viewer]
        items = [c.new_card(card, self.lay.deck_point(), face_up=True) for card in mine]
        c.hand.put(items)
        c.hand.reorder(sorted(mine, key=KIT.order))
        self.counts = [e.per_seat] * SEATS
        self._q(c.hand.layout_step(), *(self._count_step(s) for s in range(SEATS)))

    def on_laid(self, e: CardLaid) -> None:
        c = self.canvas
        if e.seat == self.viewer:
            items = c.hand.take([e.card])
        else:
            stack = c.opponents[e.seat]
            at = stack.items[-1].pos() if stack.items else self.lay.deck_point()
            items = [c.new_card(e.card, QPointF(at), face_up=True)]
        self.counts[e.seat] -= 1
        self._q(c.trick.put(e.seat, items), c.hand.layout_step(), self._count_step(e.seat))

    def on_closed(self, e: TrickClosed) -> None:
        c = self.canvas
        self._q(Pause(300), c.trick.clear_step(c.plates[e.taker].pos()))


class TrickTable(QWidget):
    def __init__(self, host: Any, *, speed: float | None = None, seed: int | None = None) -> None:
        super().__init__()
        self.host = table_host(host)
        self.seed = seed
        settings = self.host.settings
        self.canvas = TableCanvas(
            seats=SEATS,
            speed=speed if speed is not None else settings.animation_speed,
            painter=self.host.card_painter,
        )
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.addWidget(self.canvas)
        self.bar = ActionBar(self.canvas)
        self.bar.hide()
        self.bar.clicked.connect(self._on_bar)
        self.settlement = SettlementFrame(self.canvas)
        self.settlement.hide()
        self.settlement.clicked.connect(self._on_settlement)
        self.model: TrickModel | None = None
        self.replay_viewer: Any = None
        self.hand_prep: Any = None
        self.anims: TrickMoves | None = None
        self.turn = HumanTurn(self.canvas.hand, self)
        self.comforts = Comforts(self, KIT)
        self.canvas.hand.selection_changed.connect(self._on_selection)
        self.refresh_seats()

    # -- matches ----------------------------------------------------------------------------------------
    def start_match(
        self, seats: Sequence[SeatConfig] | None = None, match: TrickMatch | None = None, viewer: int = 0
    ) -> TrickModel:
        self._teardown()
        self.canvas.set_south(viewer)
        seats = list(seats or [SeatConfig("human", None), *[SeatConfig("ai", "normal")] * (SEATS - 1)])
        m = self.model = TrickModel(seats, match=match, seed=self.seed, viewer=viewer, parent=self)
        self.anims = TrickMoves(self.canvas, m)
        self.anims.settlement_due.connect(self._show_result)
        self.turn.attach(m)
        m.human_turn.connect(self._on_human_turn)
        m.round_dealt.connect(lambda _e: self.settlement.hide())
        bind_model(m, self.canvas.animator)
        attach_cues(m, self.canvas.animator, KIT.cue_plan(m))
        self.comforts.attach(m)
        self.refresh_seats()
        self.host.game_started(m)
        m.start()
        return m

    def _teardown(self) -> None:
        if self.model is not None:
            self.model.stop()
            with contextlib.suppress(RuntimeError, TypeError):
                self.canvas.animator.drained.disconnect(self.model.ready)
            self.canvas.animator.clear()
        if self.anims is not None:
            self.anims._clear_cards()
            self.anims.deleteLater()
        self.canvas.shutdown()
        self.model, self.anims = None, None
        self.turn.attach(None)
        self.bar.hide()

    # -- the player's turn ------------------------------------------------------------------------------
    def _on_human_turn(self, seat: int, legal: list[Any]) -> None:
        self.turn.open(seat, legal, "lay")
        self.canvas.hand.set_interactive(True)
        self.bar.set_buttons([Button("play", "Lay", accent=True, enabled=False)])
        self.bar.show()
        self._on_selection()

    def _chosen(self) -> Lay | None:
        cards = self.turn.selected_cards()
        if self.turn.seat is None or len(cards) != 1:
            return None
        lay = Lay(self.turn.seat, cards[0])
        return lay if lay in self.turn.legal else None

    def _on_selection(self, *_args: object) -> None:
        if self.turn.is_open:
            self.bar.set_enabled("play", self._chosen() is not None)

    def _on_bar(self, key: str) -> None:
        lay = self._chosen()
        if key == "play" and lay is not None and self.turn.submit(lay):
            self.turn_taken()

    def _show_result(self, e: RoundScored) -> None:
        s = self.settlement
        s.reset("Result", "Tricks taken")
        for seat in range(SEATS):
            s.add_row(KIT.seat_name(seat, SEATS, 0), str(e.taken[seat]), strong=seat in e.best)
        if self.model is not None and not self.model.engine.match_over():
            s.add_button("continue", "Next hand", accent=True)
        s.finish()
        s.show()

    def _on_settlement(self, key: str) -> None:
        if key == "continue" and self.model is not None:
            self.settlement.hide()
            self.model.continue_()

    # -- GameTable --------------------------------------------------------------------------------------
    def new_game(self) -> None:
        self.start_match()

    def close_game(self) -> bool:
        self._teardown()
        return True

    def refresh_cards(self) -> None:
        self.canvas.refresh_cards()

    def hold_status(self, held: bool) -> None:
        """No status panel to hold."""

    def refresh_seats(self) -> None:
        m = self.model
        ref = m.names_from() if m is not None else 0
        for seat, plate in self.canvas.plates.items():
            plate.set_name(KIT.seat_name(seat, SEATS, ref))
        self.comforts.refresh()

    def resume_match(self, seats: Sequence[SeatConfig], start: Any, *, viewer: int = 0) -> TrickModel:
        return self.start_match(seats, start, viewer)

    def play_numbered_deal(self, number: int) -> TrickModel:
        self.seed = number
        return self.start_match()

    def review_last_trick(self) -> bool:
        return False

    def close_review(self) -> None:
        """No review of its own."""

    def turn_taken(self) -> None:
        self.turn.close()
        self.bar.hide()
        self.canvas.hand.set_interactive(False)

    def overlay_panels(self) -> list[QWidget]:
        return []

    def end_rebuild(self) -> None:
        """Nothing left to lay out."""

    def dialog_panels(self) -> list[QWidget]:
        return [self.settlement]


def make_table(host: Any) -> QWidget:
    return TrickTable(host)


def demo(window: Any, key: str, args: Any) -> QObject:
    table = TrickTable(window, speed=0)
    table.start_match([SeatConfig("ai", "normal")] * SEATS)
    return table
