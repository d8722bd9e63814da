"""GunziTable: the playable Gunzi table (canvas, status panel, action bar, overlays) over a ``GunziModel``.

The human sits at seat 0, the partner opposite (2), AI opponents right (1) and left (3). Everything the
human does goes through ``model.submit``; every prompt opens on a model signal (``human_turn``,
``declarations_changed``, the settlement after the hand's last animation).
"""

from __future__ import annotations

import logging
from typing import Any

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QVBoxLayout, QWidget

from gunapp.core.cards import Card
from gunapp.games.gunzi.engine.actions import (
    Action,
    Declare,
    Pass,
    PayTribute,
)
from gunapp.games.gunzi.engine.phase import Phase
from gunapp.games.gunzi.engine.rules import GunziOptions
from gunapp.games.gunzi.engine.state import GunziState
from gunapp.games.gunzi.engine.view import GunziView
from gunapp.games.gunzi.model import GunziModel
from gunapp.games.gunzi.reaction import DEAL_BEAT
from gunapp.games.gunzi.ui.animations import GunziAnimations
from gunapp.games.gunzi.ui.bar_turns import GunziBarTurns
from gunapp.games.gunzi.ui.bottom_peek import BottomPanel, known_bottom
from gunapp.games.gunzi.ui.declare_bar import DeclareBar
from gunapp.games.gunzi.ui.explain import explain
from gunapp.games.gunzi.ui.hints import HintShower
from gunapp.games.gunzi.ui.house_options import gunzi_options
from gunapp.games.gunzi.ui.kit import KIT
from gunapp.games.gunzi.ui.overlays import place_overlays
from gunapp.games.gunzi.ui.panels import GunziSettlement, LastTrickPanel, SetupPanel
from gunapp.games.gunzi.ui.smart_pick import GunziPicker
from gunapp.games.gunzi.ui.status_panel import FIRST_LEVEL, StatusPanel
from gunapp.games.gunzi.ui.suit_chooser import SuitChooser
from gunapp.games.gunzi.ui.texts import T
from gunapp.models.game_model import SeatConfig
from gunapp.models.table_agents import Agent
from gunapp.sound.director import attach_cues
from gunapp.ui.common.action_bar import ActionBar, Button
from gunapp.ui.common.comforts import Comforts
from gunapp.ui.common.drag_select import DragSelect
from gunapp.ui.common.glue import bind_model
from gunapp.ui.common.human_turn import HumanTurn
from gunapp.ui.replay.hand_dialog import offer_hand_replay
from gunapp.ui.table.animator import Call
from gunapp.ui.table.canvas import TableCanvas
from gunapp.ui.table.game_table import table_host
from gunapp.ui.table.hand_order import apply_hand_order
from gunapp.ui.table.seat_plate import ROLE_COLOURS

log = logging.getLogger(__name__)


class GunziTable(GunziBarTurns, QWidget):
    def __init__(
        self,
        host: Any = None,
        *,
        seats: list[SeatConfig] | None = None,
        options: GunziOptions | None = None,
        seed: int | None = None,
        speed: float | None = None,
        autostart: bool = False,
        auto_continue: bool = False,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.host = table_host(host)
        settings = self.host.settings
        self._speed = speed if speed is not None else settings.animation_speed
        self._settings_speed = settings.animation_speed
        self._default_level = settings.ai_level
        self.canvas = TableCanvas(4, self, speed=self._speed)
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.addWidget(self.canvas)
        self.status = StatusPanel(self.canvas)
        self.bar = ActionBar(self.canvas)
        self.bar.clicked.connect(self._on_bar)
        self.bar.hide()
        self.settlement = GunziSettlement(self.canvas)
        self.settlement.clicked.connect(self._on_settlement)
        self.settlement.hide()
        self.last_trick = LastTrickPanel(self.canvas)
        self.last_trick.hide()
        self.bottom_peek = BottomPanel(self.canvas)  # the dealer's look at the six he buried (R14)
        self.bottom_peek.hide()
        self.setup = SetupPanel(self._default_level, self.canvas)
        self.setup.start.connect(self._start_from_setup)
        for combo in self.setup.levels:  # the plates name the levels chosen before the first deal
            combo.currentIndexChanged.connect(self._on_setup_level)
        self.setup.hide()
        self.chooser = SuitChooser(self.canvas)
        self.chooser.chosen.connect(self._on_suit_chosen)
        self.chooser.cancelled.connect(self.chooser.hide)
        self.chooser.hide()
        # what the human may do now: the mode the bar asks (deal, window, tribute, return, exchange,
        # bury_jokers, play), the legal actions, the selection
        self.turn = HumanTurn(self.canvas.hand, self)
        self.turn.selection_set.connect(self._validate)
        self.declare = DeclareBar(self.turn, self.chooser, self)
        self.hints = HintShower(self.turn, self.bar, self.chooser, self)
        self.drag = DragSelect(self.canvas.view, lambda: self.canvas.hand.items, GunziPicker(self.turn))
        self.model: GunziModel | None = None  # before the comforts, which read it
        self.replay_viewer: Any = None
        self.hand_prep: Any = None
        self.comforts = Comforts(self, KIT)  # history, 记牌器, 托管, keyboard (issue 13)
        self.canvas.hand.selection_changed.connect(self._validate)
        self.canvas.layout_changed.connect(lambda _l: self._place())
        self._status_held = False  # a resume re-applies a hand: the panel is refreshed once at the end
        self.anims: GunziAnimations | None = None
        self._fast = False
        self._extra_buttons: list[Button] = []
        self.host.settings_changed.connect(self._on_settings)
        apply_hand_order(self.canvas, settings, strong_first=True)  # trumps first, strongest first
        self.canvas.hand.set_interactive(False)
        self._refresh_plates()
        if autostart:
            self.start_match(seats, options=options, seed=seed, auto_continue=auto_continue)
        else:
            self.setup.show()
        QTimer.singleShot(0, self._place)

    # -- match lifecycle --------------------------------------------------------------------------------
    def new_game(self) -> None:
        self._stop()
        self.setup.show()
        self.setup.raise_()
        self._place()

    def close_game(self) -> bool:
        self._stop()
        return True

    def _stop(self) -> None:
        if self.model is not None:
            # no waiting for a decision in progress (it blocked the GUI thread up to 3 s, and waited for every
            # job of the shared pool): the stopped model refuses it and the worker drops its late answer
            self.model.stop()
            self.canvas.animator.drained.disconnect(self.model.ready)
            self.model.deleteLater()
            self.model = None
            self.turn.attach(None)
        self.canvas.shutdown()  # before the items go: no animation may start on a deleted card
        if self.anims is not None:
            # the next match's anims clear the hand, kitty and trick, but the deck pile is this one's own:
            # left, a match stopped mid-deal (a replay's step back) kept a stray pile under the new one
            for it in self.anims.deck:
                self.canvas.discard(it)
            self.anims.deck = []
            # a child of the canvas: kept, it would hold the ended match (its model, the whole record) for
            # as long as the table lives, one more per new match over an evening
            self.anims.deleteLater()
            self.anims = None
        self.bar.hide()
        self.chooser.hide()
        self.settlement.hide()
        self.bottom_peek.hide()
        self._refresh_plates()

    def _on_setup_level(self, _index: int) -> None:
        if self.model is None:
            self._refresh_plates()

    def _start_from_setup(self, levels: dict[int, str], follow: str) -> None:
        seats = [SeatConfig("human", None)] + [SeatConfig("ai", levels[s]) for s in (1, 2, 3)]
        # the house rules remembered in the settings, with the follow mode chosen on the panel
        options = gunzi_options(self.host.settings, followMode=follow)
        self.start_match(seats, options=options)

    def play_numbered_deal(self, number: int) -> GunziModel:
        """A match whose first hand is deal ``number`` (``gunapp.core.deal_numbers``), the player in seat 0,
        with the house rules in the settings."""
        return self.start_match(seed=number, options=gunzi_options(self.host.settings))

    def resume_match(self, seats: list[SeatConfig], start: GunziState, *, viewer: int = 0) -> GunziModel:
        """Start the model of a saved match at ``start`` (its last hand's start; ``gunapp.core.prepare``)."""
        return self.start_match(seats, state=start, viewer=viewer)

    def start_match(
        self,
        seats: list[SeatConfig] | None = None,
        *,
        options: GunziOptions | None = None,
        seed: int | None = None,
        auto_continue: bool = False,
        state: GunziState | None = None,
        agents: dict[int, Agent] | None = None,
        viewer: int = 0,
    ) -> GunziModel:
        """Start a match; ``state`` and ``agents`` (see ``GunziModel``) set up scenarios and tests;
        ``viewer`` is the seat drawn at the bottom (a replay's chosen view, a replay played on from there)."""
        self._stop()
        self.canvas.set_south(viewer)
        self.setup.hide()
        seats = seats or [SeatConfig("human", None)] + [SeatConfig("ai", self._default_level)] * 3
        model = GunziModel(
            seats,
            options=options,
            seed=seed,
            auto_continue=auto_continue,
            state=state,
            agents=agents,
            viewer=viewer,
            parent=self,
        )
        self.model = model
        # the deal's clock at this table's pace: a seat still reacting to a card waits in beats (reaction.py)
        model.beat_ms = lambda: self.canvas.animator.scaled(DEAL_BEAT)
        self.turn.attach(model)
        self.anims = GunziAnimations(self.canvas, model)
        self.anims.status_changed.connect(self._refresh_status)
        self.anims.settlement_due.connect(self._show_settlement)
        bind_model(model, self.canvas.animator)
        attach_cues(model, self.canvas.animator, KIT.cue_plan(model))  # sounds, in step with the animations
        model.human_turn.connect(self._on_human_turn)
        model.declarations_changed.connect(self._on_declarations)
        model.turn_changed.connect(self._on_turn)
        model.hint_ready.connect(self._on_hint)
        model.illegal.connect(lambda exc: self.bar.set_explanation(explain(exc)))
        model.event.connect(self._on_any_event)
        model.bottom_buried.connect(
            lambda _e: self.canvas.animator.enqueue(Call(self._replay_bottom_face_up))
        )
        self.comforts.attach(model)
        self._refresh_plates()
        self.host.game_started(model)  # the main window autosaves the match and counts statistics
        model.start()
        return model

    # -- layout of the overlays -------------------------------------------------------------------------
    def resizeEvent(self, event: Any) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._place()

    def _place(self) -> None:
        panels = (self.settlement, self.setup, self.last_trick, self.bottom_peek, self.chooser)
        comforts = getattr(self, "comforts", None)  # None while the table is being built
        side = comforts.history if comforts is not None and comforts.history.isVisible() else None
        place_overlays(self.canvas.table_layout, self.status, self.bar, panels, side)

    # -- status -----------------------------------------------------------------------------------------
    def hold_status(self, held: bool) -> None:
        """While held, status refreshes are skipped (they read the current position, so one at the end
        shows the same); releasing refreshes. A resume re-applies ~200 events: this halves its time."""
        self._status_held = held
        if not held:
            self._refresh_status()

    def _refresh_status(self) -> None:
        if self.model is None or self.anims is None or self._status_held:
            return
        self.status.update_from(
            self.shown_view(),
            self.anims.attack_points,
            len(self.canvas.hand.items),
            self.model.names_from(),
            self.anims.trump_note,
        )
        self._refresh_plates()
        self._place()

    def shown_view(self) -> GunziView:
        """The view the panels show: this hand's levels until Continue (``GunziModel.view``), the dry pot once
        it was announced."""
        assert self.model is not None
        v = self.model.view()
        if v.dry_pot and not (self.anims is not None and self.anims.dry_pot_shown):
            v = v._replace(dry_pot=False)
        return v

    def _refresh_plates(self) -> None:
        """Names, who plays each seat (the player, or an AI and its level), the team levels and the dealer
        badge. Seats are named from the player's seat (a replay's recorded player, whatever view is shown);
        before the first deal (setup panel open) the seats of a new match: the player in seat 0, the levels
        chosen on the panel, both teams at level 3 (R9.1), no dealer yet (R9.2)."""
        if self.model is None:
            chosen = {
                seat: combo.currentData() for seat, combo in zip((1, 2, 3), self.setup.levels, strict=True)
            }
            seats = [SeatConfig("human", None)] + [SeatConfig("ai", chosen[s]) for s in (1, 2, 3)]
            ref, levels, dealer = 0, [FIRST_LEVEL, FIRST_LEVEL], None
        else:
            v = self.shown_view()
            seats = self.model.shown_seats()
            ref, levels, dealer = self.model.names_from(), list(v.levels), v.dealer
        t = T()
        for seat, plate in self.canvas.plates.items():
            plate.set_name(t.seat(seat, ref))
            level = t.level(levels[seat % 2])
            cfg = seats[seat] if seat < len(seats) else SeatConfig("ai", "normal")
            if cfg.kind == "human":
                info = self.tr("Level {level} · {team}").format(level=level, team=t.team(seat % 2, ref))
            else:  # an AI seat: who plays it; its team is plain from its name (Partner, Left, Right)
                info = self.tr("{ai} · Level {level}").format(ai=t.ai_level(cfg.level), level=level)
            plate.set_info(info)
            if dealer == seat:
                plate.set_role(self.tr("Dealer"), ROLE_COLOURS["dealer"])
            else:
                plate.set_role("")

    def refresh_seats(self) -> None:
        """``GameTable``: the plates, the 托管 badge and the panels' seat names after the seats changed."""
        self._refresh_plates()
        self._refresh_status()
        self.comforts.refresh()

    # -- what the comforts ask (``GameTable``) -----------------------------------------------------------
    def review_last_trick(self) -> bool:
        """The bar's own "Last trick" review (R18): shown or hidden again."""
        self._on_bar("last")
        return True

    def close_review(self) -> None:
        if self.last_trick.isVisible():
            self.last_trick.hide()
        if self.bottom_peek.isVisible():
            self.bottom_peek.hide()

    # -- the bottom peek (R14, R27) ---------------------------------------------------------------------
    def _face_up_replay(self) -> bool:
        """A replay showing every hand face up: the bottom too."""
        rv = self.replay_viewer
        return bool(
            rv is not None and self.model is not None and rv.model is self.model and rv.view_seat is None
        )

    def known_bottom(self) -> tuple[Card, ...] | None:
        """The buried bottom, if the seat shown knows it (the dealer, or a public one; every card in a replay
        showing every hand)."""
        if self.model is None:
            return None
        everything = self.model.state.bottom if self._face_up_replay() else None
        return known_bottom(self.model.view(), everything)

    def toggle_bottom(self) -> bool:
        """The bar's "Bottom" button and the B key: the peek shown, or hidden again; False when unknown."""
        cards = self.known_bottom()
        if self.bottom_peek.isVisible() or cards is None or self.model is None:
            self.bottom_peek.hide()
            return cards is not None
        self.last_trick.hide()
        self.bottom_peek.show_bottom(cards, self.model.state.dealer, self.model.names_from())
        self.bottom_peek.show()
        self._place()
        return True

    def _replay_bottom_face_up(self) -> None:
        if not self._face_up_replay() or self.model is None:
            return
        for it, card in zip(self.canvas.kitty.items, self.model.state.bottom, strict=False):
            it.set_card(card)
            it.set_flip(1.0)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        # B: the comforts' keyboard leaves the keys it does not know to the table
        mods = event.modifiers() & (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier)
        if event.key() == Qt.Key.Key_B and not mods and self.toggle_bottom():
            event.accept()
            return
        super().keyPressEvent(event)

    def turn_taken(self) -> None:
        if self.turn.mode != "deal":
            self._set_mode("")

    def overlay_panels(self) -> list[QWidget]:
        return [self.status]

    def dialog_panels(self) -> list[QWidget]:
        return [self.settlement, self.setup, self.chooser]

    def end_rebuild(self) -> None:
        if self.anims is not None:
            self.anims.settle()

    def _on_turn(self, seats: tuple[int, ...]) -> None:
        for seat, plate in self.canvas.plates.items():
            plate.set_active(seat in seats)
        if self.model is not None and self.model.viewer not in seats and self.turn.mode not in ("deal", ""):
            self._set_mode("")

    def _on_any_event(self, _e: object) -> None:
        if self._fast and self.model is not None and self.model.state.phase is not Phase.DEAL:
            self._fast = False
            self.canvas.animator.set_speed(self._speed)

    def _on_settings(self, settings: Any) -> None:
        apply_hand_order(self.canvas, settings, strong_first=True)
        if settings.animation_speed == self._settings_speed:
            return  # another setting changed: an explicit speed (the demo's --speed) stays
        self._settings_speed = self._speed = settings.animation_speed
        if not self._fast:
            self.canvas.animator.set_speed(self._speed)

    # -- the human's decisions --------------------------------------------------------------------------
    def _on_declarations(self, decls: list[Declare]) -> None:
        if self.model is None:
            return
        if self.model.state.phase is Phase.DEAL:
            self._set_mode("deal")
        elif self.turn.mode == "window":
            # the last-chance window's buttons must follow too: an overcall or the window closing changes the
            # list, and a button left from the old one named a declaration that no longer exists
            self._render_bar()
        self.declare.refresh_chooser()

    def _on_human_turn(self, seat: int, legal: list[Action]) -> None:
        if self.model is None:
            return
        self.turn.open(seat, legal)
        phase = self.model.state.phase
        if phase is Phase.BURY_JOKERS and legal and all(isinstance(a, Pass) for a in legal):
            # nothing to bury (no jokers, or no card to take for them): no question the player could answer
            m, action = self.model, legal[0]
            QTimer.singleShot(0, lambda: m.submit(action) if self.model is m else None)
            return
        self._set_mode(phase.value)
        if phase is Phase.TRIBUTE:
            pay = next((a for a in legal if isinstance(a, PayTribute)), None)
            if pay is not None:
                self.turn.select(pay.cards)

    # -- settlement -------------------------------------------------------------------------------------
    def _show_settlement(self, s: Any) -> None:
        m = self.model
        if m is None:
            return
        self._set_mode("")
        self.bar.hide()
        if self.anims is not None:
            self.anims.drop_bubbles()  # the last trick's "+15" would sit, or fade, over the settlement
        if m.auto_continue:
            return
        dealer = m.state.dealer
        over = m.state.phase is Phase.MATCH_OVER  # the house rule cyclesPerMatch was reached (R26.3)
        match = (m.state.cycles_won[0], m.state.cycles_won[1]) if over else None
        self.settlement.show_result(
            s, tuple(m.state.bottom), dealer if dealer is not None else 0, m.names_from(), match=match
        )
        offer_hand_replay(self)
        self.settlement.show()
        self._place()

    def _on_settlement(self, key: str) -> None:
        self.settlement.hide()
        if key == "new_match":
            self.new_game()
            return
        if self.model is not None:
            self.model.continue_()

    def refresh_cards(self) -> None:
        """Redraw every card after the four-colour setting changed (the main window calls this)."""
        self.canvas.refresh_cards()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self._refresh_plates()
            self._render_bar() if self.turn.mode or self.bar.isVisible() else None
        super().changeEvent(event)
