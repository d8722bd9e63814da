"""DdzTable: the playable Dou Dizhu table (3 or 4 players) on the shared canvas, model and overlay widgets.

The human sits in seat 0; its decisions (bids, plays, readings, hints) are ``DdzDecisions``' over the shared
``HumanTurn``. This module holds
the session (start, demo, teardown), the plates and stake panel, the settlement and the overlays' places.
"""

from __future__ import annotations

import contextlib
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QPoint, QTimer, Signal
from PySide6.QtWidgets import QVBoxLayout, QWidget

from gunapp.games.doudizhu.engine.actions import Play
from gunapp.games.doudizhu.engine.combos import Combo
from gunapp.games.doudizhu.engine.events import DealEnded
from gunapp.games.doudizhu.engine.numbered import NumberedSession
from gunapp.games.doudizhu.engine.rules import Variant
from gunapp.games.doudizhu.engine.session import Session
from gunapp.games.doudizhu.engine.state import Phase, sort_cards
from gunapp.games.doudizhu.model import DdzModel
from gunapp.games.doudizhu.ui.animations import DdzAnimations
from gunapp.games.doudizhu.ui.explain import DdzExplain
from gunapp.games.doudizhu.ui.house_options import ddz_options
from gunapp.games.doudizhu.ui.human_turn import DdzDecisions
from gunapp.games.doudizhu.ui.kit import KIT
from gunapp.games.doudizhu.ui.panels import SetupPanel, StakePanel, fill_session_over, fill_settlement
from gunapp.games.doudizhu.ui.smart_pick import DdzPicker
from gunapp.games.doudizhu.ui.stake_glue import DdzStakeGlue
from gunapp.games.doudizhu.ui.texts import T
from gunapp.models.game_model import SeatConfig
from gunapp.sound.director import attach_cues
from gunapp.ui.common.action_bar import ActionBar
from gunapp.ui.common.ai_levels import AI_LEVELS
from gunapp.ui.common.bar_room import fit_between_plays
from gunapp.ui.common.comforts import Comforts
from gunapp.ui.common.drag_select import DragSelect
from gunapp.ui.common.glue import bind_model
from gunapp.ui.common.human_turn import HumanTurn
from gunapp.ui.common.settlement_frame import SettlementFrame
from gunapp.ui.replay.hand_dialog import offer_hand_replay
from gunapp.ui.table.canvas import TableCanvas
from gunapp.ui.table.game_table import table_host
from gunapp.ui.table.hand_order import apply_hand_order, as_the_fan


class DdzTable(DdzDecisions, DdzStakeGlue, QWidget):
    """``host`` is the main window (settings, card painter, start page) or None (tests, tools)."""

    session_finished = Signal(object)  # leaders
    demo_done = Signal()

    def __init__(
        self,
        host: Any,
        variant: Variant,
        *,
        speed: float | None = None,
        seed: int | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.host = table_host(host)
        self.variant = variant
        self.n = variant.players
        self.seed = seed
        settings = self.host.settings
        self.speed = speed if speed is not None else settings.animation_speed
        painter = self.host.card_painter
        self.canvas = TableCanvas(seats=self.n, speed=self.speed, painter=painter)
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.addWidget(self.canvas)
        self.bar = ActionBar(self.canvas)
        self.bar.hide()
        self.bar.clicked.connect(self._on_bar)
        self.stake = StakePanel(self.canvas)
        self.stake.hide()
        self.settlement = SettlementFrame(self.canvas)
        self.settlement.hide()
        self.settlement.clicked.connect(self._on_settlement)
        level = getattr(settings, "ai_level", "normal")
        self.setup = SetupPanel(self.n, level if level in AI_LEVELS else "normal", self.canvas)
        self.setup.start_requested.connect(self.new_session)
        for combo in self.setup.levels.values():  # the plates name the levels chosen before the first deal
            combo.currentIndexChanged.connect(lambda _i: self._sync_plates() if self.model is None else None)
        self.explainer = DdzExplain(self)
        self.drag = DragSelect(self.canvas.view, lambda: self.canvas.hand.items)
        self.canvas.hand.set_interactive(False)  # until the player's turn (a replay's hand is never for play)
        self.model: DdzModel | None = None  # before the comforts, which read it
        self.replay_viewer: Any = None
        self.hand_prep: Any = None
        self.comforts = Comforts(self, KIT)  # history, 记牌器, 托管, keyboard (issue 13)
        self.canvas.hand.selection_changed.connect(self._on_selection)
        # what the human may do now: the mode the bar asks (bid, play), the legal actions, the selection
        self.turn = HumanTurn(self.canvas.hand, self)
        self.turn.selection_set.connect(self._on_selection)
        self.drag.picker = DdzPicker(self.turn)  # smart selection (issue 26) from this turn's legal plays
        self.canvas.layout_changed.connect(lambda _l: self._place_overlays())
        self.anims: DdzAnimations | None = None
        self._hints: list[Play] = []
        self._hint_i = 0
        self._choosing: list[Combo] | None = None
        self._demo = False
        self._demo_hands = 0
        self._demo_record: str | None = None
        self._settle_event: DealEnded | None = None
        self._session_over = False
        # the plates show the totals of the deals settled on screen: the engine settles a deal at its last
        # play, while the last bomb, rocket or spring is still animating
        self._plate_totals: list[int] = [0] * self.n
        self.host.settings_changed.connect(self._on_settings)
        apply_hand_order(self.canvas, settings, strong_first=False)  # D2.3's order is small to big
        self._sync_plates()
        QTimer.singleShot(0, self._place_overlays)

    # -- session ----------------------------------------------------------------------------------------
    def play_numbered_deal(self, number: int) -> DdzModel:
        """A session whose first deal is deal ``number`` (``gunapp.core.deal_numbers``), the player in seat
        0 against the settings' AI level, with the house rules in the settings."""
        settings = self.host.settings
        levels = [None] + [getattr(settings, "ai_level", "normal")] * (self.variant.players - 1)
        session = NumberedSession(self.variant, ddz_options(settings), seed=number, first=number)
        return self.new_session(levels, session=session)

    def resume_match(self, seats: Sequence[SeatConfig], start: Session, *, viewer: int = 0) -> DdzModel:
        """Continue the saved session ``start`` (at its last deal's start; ``gunapp.core.prepare``)."""
        levels = [None if s.kind == "human" else (s.level or "normal") for s in seats]
        everyone_ai = all(s.kind == "ai" for s in seats)  # an autosaved demo (--autosave) stays all AI
        return self.new_session(levels, session=start, demo=everyone_ai, viewer=viewer)

    def new_session(
        self,
        levels: Sequence[str | None] | None = None,
        *,
        demo: bool = False,
        session: Session | None = None,
        viewer: int = 0,
    ) -> DdzModel:
        """Start a session; ``levels`` per seat (None = the human). ``demo``: every seat is an AI.
        ``session``: continue this one (a resumed save) instead of starting afresh. ``viewer``: the seat
        drawn at the bottom, the human's unless ``demo`` (a replay's chosen view)."""
        self._teardown()
        self.canvas.set_south(viewer)
        if levels is None:
            levels = self.setup.chosen()
        seats = []
        for s in range(self.n):
            lv = levels[s] if s < len(levels) else "normal"
            if s == viewer and not demo:
                seats.append(SeatConfig("human", None))
            else:
                seats.append(SeatConfig("ai", lv or "normal"))
        # a new session plays the house rules in the settings (D8.4); a resumed one keeps its own
        options = ddz_options(self.host.settings)
        self.model = DdzModel(
            self.variant,
            seats,
            seed=self.seed,
            options=options,
            session=session,
            viewer=viewer,
            parent=self,
        )
        self.anims = DdzAnimations(self.canvas, self.model)
        m = self.model
        self.turn.attach(m)
        m.human_turn.connect(self._on_human_turn)
        m.turn_changed.connect(self._on_turn_changed)
        m.illegal.connect(lambda exc: self._explain(self.explainer.explain(exc)))
        self.anims.status_changed.connect(self._sync_plates)
        self.anims.multiplier_changed.connect(self._on_multiplier)
        self.anims.stake_changed.connect(self._on_stake)
        self.anims.show_hands = self._own_shown_hands
        self.anims.shown_hands.avoid = self._panel_rects
        self.anims.settlement_due.connect(self._on_settlement_due)
        m.deal_started.connect(lambda _e: self._on_new_deal())
        # D11.9: a deal under showHand starts with its show round, before any card: the stake starts afresh
        m.show_round_started.connect(lambda _e: self._on_new_deal())
        # under call and grab the animations bring the stake in step with the callouts (``stake_changed``)
        m.landlord_chosen.connect(lambda _e: None if m.session.options.call_and_grab else self._sync_stake())
        bind_model(m, self.canvas.animator)
        attach_cues(m, self.canvas.animator, KIT.cue_plan(m))  # sounds, in step with the animations
        self.comforts.attach(m)
        self._plate_totals = list(m.session.totals)
        self.setup.hide()
        self.settlement.hide()
        self._session_over = False
        self.stake.set_rules(m.session.options)
        self.stake.show()
        self._sync_stake()
        self.host.game_started(m)  # the main window autosaves the session and counts statistics
        m.start()
        return m

    def start_demo(
        self, hands: int, record: str | None = None, levels: Sequence[str] | None = None
    ) -> DdzModel:
        """Every seat plays itself (``levels`` per seat, normal by default); after ``hands`` deals (0 = play
        on) ``demo_done`` fires. The record is written after every deal."""
        self._demo = True
        self._demo_hands = max(0, hands)
        self._demo_record = record
        return self.new_session(list(levels or ["normal"] * self.n), demo=True)

    def new_game(self) -> None:
        """Menu "New game": back to the new-session panel."""
        self._teardown()
        self.settlement.hide()
        self.stake.hide()
        self.setup.show()
        self._sync_plates()
        self._place_overlays()

    def close_game(self) -> bool:
        self._teardown()
        return True

    def _teardown(self) -> None:
        if self.model is not None:
            self.model.stop()
            for sig in (self.model.deal_started, self.model.human_turn):
                with contextlib.suppress(RuntimeError, TypeError):
                    sig.disconnect()
            with contextlib.suppress(RuntimeError, TypeError):
                self.canvas.animator.drained.disconnect(self.model.ready)
            self.canvas.animator.clear()
        if self.anims is not None:
            self.anims.reset_table(deck=False)
            self.anims.deleteLater()
        # last: clearing the table above starts animations of its own, and none may outlive the items
        self.canvas.shutdown()
        self.model, self.anims = None, None
        self.turn.attach(None)
        self.bar.hide()

    # -- status -----------------------------------------------------------------------------------------
    def _on_new_deal(self) -> None:
        self.settlement.hide()
        self._sync_stake()

    def _sync_stake(self) -> None:
        if self.model is None:
            return
        v = self.model.view()
        self.stake.set_state(len(self.model.deals) + 1, v.base, v.multiplier)
        if self.model.session.options.call_and_grab:
            self._on_stake(v.stake, False)
        self._place_overlays()

    def _sync_plates(self) -> None:
        """Names (from the player's seat, also in a replay shown from another seat's view), who plays each
        seat (the player, or an AI and its level) and the points."""
        t = T()
        model = self.model
        human = QCoreApplication.translate("DdzText", "Human")
        ref = model.names_from() if model is not None else 0
        seats = model.shown_seats() if model is not None else []
        for s, plate in self.canvas.plates.items():
            plate.set_name(t.seat(s, self.n, ref))
            if model is None:  # the setup panel is open: the seats as chosen there, a new session's 0 points
                level = self.setup.chosen()[s] if s < len(self.setup.chosen()) else None
                plate.set_info(f"{human if s == 0 else t.level(level or 'normal')} · {t.points(0)}")
                continue
            cfg = seats[s] if s < len(seats) else SeatConfig("ai", "normal")
            total = self._plate_totals[s]
            who = human if cfg.kind == "human" else t.level(cfg.level)
            info = f"{who} · {t.points(total)}"
            anims = self.anims
            left = anims.counts[s] if anims is not None else 0
            if model.phase is Phase.PLAYING and 0 < left <= 2:
                info = "⚠ " + t.cards_left(left)
            plate.set_info(info)

    def refresh_seats(self) -> None:
        """``GameTable``: the plates, the 托管 badge and the panels' seat names after the seats changed."""
        self._sync_plates()
        self._place_overlays()
        self.comforts.refresh()

    # -- settlement -------------------------------------------------------------------------------------
    # -- what the comforts ask (``GameTable``) -----------------------------------------------------------
    def review_last_trick(self) -> bool:
        return False  # no review of its own: the comforts' peek shows the last round

    def close_review(self) -> None:
        """No review of its own to close."""

    def turn_taken(self) -> None:
        self.turn.close()
        self._choosing = None
        self.bar.hide()
        self.canvas.hand.set_interactive(False)

    def overlay_panels(self) -> list[QWidget]:
        return [self.stake]

    def dialog_panels(self) -> list[QWidget]:
        return [self.settlement, self.setup]

    def end_rebuild(self) -> None:
        """The deal's moves leave nothing to lay out after a rebuild."""

    def _on_settlement_due(self, e: DealEnded) -> None:
        if self.model is None:
            return
        self._settle_event = e
        self._plate_totals = list(e.totals)
        for plate in self.canvas.plates.values():
            plate.set_active(False)
        if self.anims is not None:
            self.anims.drop_bubbles()  # the last play's label or "Last card!" would fade over the settlement
        self._show_settlement(e)
        if self._demo:
            if self._demo_record:  # after every deal, so an interrupted demo still leaves a valid file
                self.model.save_record(self._demo_record)
            if self._demo_hands and len(self.model.deals) >= self._demo_hands:
                QTimer.singleShot(0, self.demo_done.emit)
            else:
                QTimer.singleShot(self.canvas.animator.scaled(1800), self._continue)

    def _show_settlement(self, e: DealEnded) -> None:
        assert self.model is not None
        self._sync_plates()
        fill_settlement(
            self.settlement,
            e,
            self.model.deals,
            self.n,
            self.model.names_from(),
            self.model.session.deal.kitty,
            # the deal is over: hands are public, in the player's hand order
            [as_the_fan(self.canvas, sort_cards(h)) for h in self.model.session.deal.hands],
            self.model.session.options,
        )
        self.settlement.add_button("end", QCoreApplication.translate("DdzText", "End session"))
        self.settlement.add_button("next", QCoreApplication.translate("DdzText", "Next deal"), accent=True)
        self.settlement.finish()
        offer_hand_replay(self)
        self.settlement.show()
        self.settlement.raise_()
        self._place_overlays()

    def _continue(self) -> None:
        self.settlement.hide()
        if self.model is not None:
            self.model.continue_()

    def _on_settlement(self, key: str) -> None:
        if key == "next":
            self._continue()
        elif key == "end":
            self.end_session()
        elif key == "again":
            self.new_game()
        elif key == "home":
            self.host.show_start_page()

    def end_session(self) -> list[int]:
        """The player ends the session: the final scoreboard and the leader (D8.3)."""
        if self.model is None:
            return []
        leaders = self.model.end_session()
        self._session_over = True
        # ended in the middle of a deal (not from the settlement): no turn is left open under the panel
        self.turn.close()
        self._choosing = None
        self.bar.hide()
        self.canvas.hand.set_interactive(False)
        self._fill_session_over(leaders)
        self.session_finished.emit(leaders)
        return leaders

    def _fill_session_over(self, leaders: list[int]) -> None:
        assert self.model is not None
        fill_session_over(self.settlement, self.model.deals, leaders, self.n, self.model.names_from())
        self.settlement.add_button("home", QCoreApplication.translate("DdzText", "Start page"))
        self.settlement.add_button("again", QCoreApplication.translate("DdzText", "New session"), accent=True)
        self.settlement.finish()
        self.settlement.show()
        self._place_overlays()

    # -- layout, settings, language ---------------------------------------------------------------------
    def _place_overlays(self) -> None:
        w, h = self.canvas.width(), self.canvas.height()
        lay = self.canvas.table_layout
        m = int(lay.margin)
        # the stake panel ends before the top seat's plate (Dou Dizhu 4) or the kitty (Dou Dizhu 3), and above
        # the left seat's plate with the badges standing on its top edge
        tops = [lay.plate_rect(s).left() for s in range(self.n) if lay.side(s) == "top"]
        left = next(lay.plate_rect(s) for s in range(self.n) if lay.side(s) == "left")
        self.stake.set_room(
            int((min(tops) if tops else lay.width / 2 - lay.back_width * 2) - 2 * m),
            int(left.top() - left.height() * 0.16 - m - m // 2),
        )
        self.stake.adjustSize()
        self.stake.move(m, m)
        if self.bar.isVisible():
            self.bar.adjustSize()
            bw = max(self.bar.sizeHint().width(), 320)
            self.bar.resize(min(bw, w - 2 * m), self.bar.sizeHint().height())
            # above the player's own slot: the last play stays visible under the bar (D5.3)
            from gunapp.ui.table.card_style import card_height

            me = lay.south  # the player's seat is drawn at the bottom, whichever seat it is
            slot_top = lay.trick_slot(me).y() - card_height(lay.trick_width) / 2
            top = int(slot_top) - self.bar.height() - m // 2
            if self.model is not None and self.model.view().phase == "start_show":
                # D11.9, nothing dealt yet: under the deck waiting in the middle, where the hand will be
                top = int(lay.deck_point().y() + card_height(lay.back_width) / 2 + m)
            plate = lay.plate_rect(me)
            x = max(int(plate.right()) + m, (w - self.bar.width()) // 2)
            x = min(x, w - self.bar.width() - m)
            self.bar.move(QPoint(x, top))
            fit_between_plays(self.bar, self.canvas, me)  # clear of the others' plays in a small window
            self.bar.raise_()
        for panel in (self.settlement, self.setup):
            if panel.isVisible():
                panel.adjustSize()
                panel.move((w - panel.width()) // 2, max(m, (h - panel.height()) // 2 - h // 12))
                panel.raise_()

    def resizeEvent(self, event: Any) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._place_overlays()

    def showEvent(self, event: Any) -> None:  # noqa: N802
        super().showEvent(event)
        QTimer.singleShot(0, self._place_overlays)

    def _on_settings(self, settings: Any) -> None:
        self.canvas.animator.set_speed(settings.animation_speed)
        apply_hand_order(self.canvas, settings, strong_first=False)

    def refresh_cards(self) -> None:
        self.canvas.refresh_cards()

    def hold_status(self, held: bool) -> None:
        """``GameTable``: nothing to hold, the plates and the stake refresh per event and cost little."""

    def retranslate(self) -> None:
        self.setup.retranslate()
        self.stake.retranslate()
        if self.anims is not None:
            self.anims.retranslate_words()  # the seats' call-and-grab words
            self.anims.retranslate()  # the role badges and "Pass" tags on the felt
        self._sync_plates()
        if self.turn.is_open:
            self._refresh_bar()
        if self.settlement.isVisible() and self.model is not None:
            if self._session_over:
                self._fill_session_over(self.model.leaders())
            elif self._settle_event is not None:
                self._show_settlement(self._settle_event)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
