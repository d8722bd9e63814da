"""The table comforts regular players expect, put around a table without changing how it plays: the 记牌器
strip above the canvas, the history pane beside it, a thin bar below (托管, history, last trick), the 托管
badge on the player's plate, and keyboard play. The canvas shrinks to make room, so nothing covers the cards.

A table creates ``Comforts(table, kit)`` once (``kit``: its game's ``TableKit``, which says what differs: the
history's rows, the counter, the seat names) and calls ``attach(model)`` for every new model.
"""

from __future__ import annotations

from typing import Any, cast

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QBrush, QColor, QFont, QPen
from PySide6.QtWidgets import (
    QGraphicsRectItem,
    QGraphicsSimpleTextItem,
    QHBoxLayout,
    QPushButton,
    QSizePolicy,
    QWidget,
)

from gunapp.core import registry
from gunapp.models.game_model import GameModel
from gunapp.ui.common.autoplay import AutoPlay
from gunapp.ui.common.card_counter import CardCounterStrip
from gunapp.ui.common.deal_number import DealNumberLine
from gunapp.ui.common.elided_label import ElidedLabel
from gunapp.ui.common.history_rows import HistoryEntry
from gunapp.ui.common.keyboard import KeyboardPlay
from gunapp.ui.common.table_kit import TableKit
from gunapp.ui.common.trick_history import HistoryPane, LastRoundPeek

BAR_QSS = """
QWidget#comfortBar { background: #0d2a1b; border-top: 1px solid #2f5a40; }
QWidget#comfortBar QLabel { color: #b8cdbf; }
QWidget#comfortBar QPushButton {
    color: #f1f5ef; background: #1d4430; border: 1px solid #2f5a40; border-radius: 5px; padding: 3px 10px;
}
QWidget#comfortBar QPushButton:hover { background: #285a40; }
QWidget#comfortBar QPushButton:checked { color: #10251a; background: #f2c14e; border-color: #c79a2a; }
"""


class AutoBadge(QGraphicsRectItem):
    """ "托管" on the player's plate while the AI plays for them."""

    def __init__(self) -> None:
        super().__init__()
        self.setBrush(QBrush(QColor("#f2c14e")))
        self.setPen(QPen(QColor("#c79a2a"), 1))
        self.setZValue(50)
        self.text = QGraphicsSimpleTextItem(self)
        font = QFont()
        font.setBold(True)
        self.text.setFont(font)
        self.text.setBrush(QBrush(QColor("#10251a")))
        self.hide()

    def set_text(self, text: str) -> None:
        self.text.setText(text)
        r = self.text.boundingRect()
        self.setRect(0, 0, r.width() + 12, r.height() + 4)
        self.text.setPos(6, 2)


#: how long 托管 leaves a hand's settlement on screen before it presses Continue / Next deal (at speed 1;
#: the animation speed scales it), long enough to read the result and take control back
SETTLEMENT_MS = 3500
#: the settlement buttons that go on to the next hand (Gunzi, Dou Dizhu); a match's or session's end has none
CONTINUE_KEYS = ("continue", "next")


class Comforts(QObject):
    def __init__(self, table: Any, kit: TableKit) -> None:
        super().__init__(table)
        self.table = table
        self.kit = kit
        canvas = table.canvas
        self.counter = CardCounterStrip(kit.counter)
        self.counter.seat_name = self.seat_name  # type: ignore[method-assign]
        self.counter.hide()
        self.history = HistoryPane(kit)
        self.history.hide()
        self.peek = LastRoundPeek(kit, canvas)
        self.peek.hide()
        self.bar = QWidget()
        self.bar.setObjectName("comfortBar")
        self.bar.setAttribute(Qt.WidgetAttribute.WA_StyledBackground)
        self.bar.setStyleSheet(BAR_QSS)
        row = QHBoxLayout(self.bar)
        row.setContentsMargins(8, 3, 8, 3)
        self.auto_button = QPushButton(self.bar)
        self.auto_button.setCheckable(True)
        self.history_button = QPushButton(self.bar)
        self.history_button.setCheckable(True)
        self.last_button = QPushButton(self.bar)
        self.counter_button = QPushButton(self.bar)
        self.counter_button.setCheckable(True)
        for b in (self.auto_button, self.history_button, self.last_button, self.counter_button):
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            row.addWidget(b)
        row.addSpacing(10)
        # the deal's number, to retry it or send it to a friend (Game → Play deal number…)
        self.deal_number = DealNumberLine(self.bar)
        row.addWidget(self.deal_number)
        row.addSpacing(16)
        # the room left, at the right; a narrow window elides the hint before the deal's number
        self.keys_hint = ElidedLabel(self.bar)
        self.keys_hint.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.keys_hint.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        row.addWidget(self.keys_hint, 1)
        # the table's layout holds the canvas alone: rebuild it as counter / canvas+history / bar
        box = table.layout()
        box.removeWidget(canvas)
        middle = QHBoxLayout()
        middle.setContentsMargins(0, 0, 0, 0)
        middle.setSpacing(0)
        middle.addWidget(canvas, 1)
        middle.addWidget(self.history)
        box.setSpacing(0)
        box.addWidget(self.counter)
        box.addLayout(middle, 1)
        box.addWidget(self.bar)
        self.badge = AutoBadge()
        canvas.plates[0].scene().addItem(self.badge) if canvas.plates[0].scene() else None
        self.auto = AutoPlay(kit, self)
        self.auto.toggled.connect(self._on_auto)
        self.auto_button.toggled.connect(self.auto.set_enabled)
        self.history_button.toggled.connect(self.show_history)
        self.last_button.clicked.connect(self.peek_last)
        self.counter_button.toggled.connect(self.set_counter)
        self.keyboard = KeyboardPlay(
            table,
            {
                "last": self.peek_last,
                "history": lambda: self.history_button.toggle(),
                "auto": self._toggle_auto,
                "counter": lambda: self.counter_button.toggle(),
                "escape": self._escape,
            },
            kit.digit_key,
        )
        canvas.animator.drained.connect(self.refresh)
        canvas.layout_changed.connect(lambda _l: self._place())
        canvas.layout_changed.connect(lambda _l: QTimer.singleShot(0, self.keyboard._place_ring))
        host = table.host
        self._on_settings(host.settings)
        host.settings_changed.connect(self._on_settings)
        table.installEventFilter(self)
        # 托管 plays on through the settlements: after a pause it presses the settlement's Continue
        self.settle_timer = QTimer(self)
        self.settle_timer.setSingleShot(True)
        self.settle_timer.timeout.connect(self._auto_continue)
        self.auto_continued = 0  # settlements 托管 went past (tests)
        self.continue_settlements = True  # off: 托管 stops at a settlement (tests that read one)
        table.settlement.installEventFilter(self)
        self.retranslate()

    # -- model ------------------------------------------------------------------------------------------
    def attach(self, model: GameModel[Any]) -> None:
        self.auto.attach(model)
        self.auto.after_submit = self._after_auto_submit
        model.human_turn.connect(lambda _s, _l: self._on_human_turn())
        self.peek.hide()
        QTimer.singleShot(0, self.refresh)

    @property
    def model(self) -> GameModel[Any] | None:
        """The table's model (None between games; a table sets it to None before making its comforts)."""
        model: GameModel[Any] | None = self.table.model
        return model

    def seat_name(self, seat: int) -> str:
        m = self.model
        ref = m.names_from() if m is not None else 0  # the player's seat: "You" is the player
        return self.kit.seat_name(seat, len(self.table.canvas.plates), ref)

    def player_plate(self) -> Any:
        """The plate of the seat the player holds (the one 托管 plays for): seat 0 at a new table, any seat
        after a replay played on from there; with no human seat, the seat drawn at the bottom."""
        canvas = self.table.canvas
        m = self.model
        seat = next((s for s in range(len(m.seats)) if m.is_human(s)), None) if m is not None else None
        return canvas.plates[canvas.south if seat is None else seat]

    def entries(self) -> list[HistoryEntry]:
        m = self.model
        if m is None:
            return []
        return self.kit.history(m)

    def count(self) -> object | None:
        m = self.model
        if m is None or self.kit.counter is None:
            return None
        return self.kit.counter.count(m.view())

    def current_deal_number(self) -> int | None:
        """The number of the deal on the table (the game's ``GameSpec.deal_number``); None without one (a
        Gunzi match's later hands: their cards follow from the hands before)."""
        m = self.model
        if m is None:
            return None
        return registry.game(m.game_key).load_deal_number()(m.engine)

    def refresh(self) -> None:
        """After every animation batch: what the table shows now (the model runs ahead of the animations)."""
        self._offer_auto()
        self.deal_number.set_number(self.current_deal_number())
        if self.history.isVisible():
            self.history.set_entries(self.entries(), self.seat_name)
        if self.counter.isVisible():
            self.counter.show_count(self.count())
        self._place()

    # -- controls ---------------------------------------------------------------------------------------
    def show_history(self, on: bool) -> None:
        self.history.setVisible(on)
        if self.history_button.isChecked() != on:
            self.history_button.setChecked(on)
        self.refresh()

    def set_counter(self, on: bool) -> None:
        """View → Card counter, the bar's button and C; remembered in the settings."""
        self.counter.setVisible(on)
        if self.counter_button.isChecked() != on:
            self.counter_button.setChecked(on)
        self.refresh()
        host = self.table.host
        settings = host.settings
        if settings.card_counter != on:
            host.apply_settings(card_counter=on)

    def peek_last(self) -> None:
        if self.table.review_last_trick():  # the table's own review (Gunzi's "Last trick")
            return
        if self.peek.isVisible():
            self.peek.hide()
            return
        done = [e for e in self.entries() if e.winner is not None]
        self.peek.show_entry(done[-1] if done else None, self.seat_name)
        self.peek.show()
        self._place()

    def _escape(self) -> None:
        self.peek.hide()
        self.table.close_review()

    def _on_settings(self, settings: Any) -> None:
        self.auto.forced = bool(settings.auto_forced)
        on = bool(settings.card_counter)
        if on != self.counter.isVisible() or on != self.counter_button.isChecked():
            self.counter.setVisible(on)
            self.counter_button.setChecked(on)
            self.refresh()

    # -- 托管 -------------------------------------------------------------------------------------------
    def _offer_auto(self) -> None:
        """托管 only where the player holds a seat: a replay (or a demo) has none, and its badge covered the
        landlord's in the replay window (issue 26)."""
        m = self.model
        watching = m is not None and not any(m.is_human(s) for s in range(len(m.seats)))
        if watching and self.auto.enabled:
            self.auto_button.setChecked(False)
        self.auto_button.setHidden(watching)

    def _toggle_auto(self) -> None:
        if not self.auto_button.isHidden():
            self.auto_button.toggle()

    def _on_auto(self, on: bool) -> None:
        if self.auto_button.isChecked() != on:
            self.auto_button.setChecked(on)
        self.badge.setVisible(on)
        self._place()
        if on:
            self._on_human_turn()
            self._arm_settlement()
        else:
            self.settle_timer.stop()

    def _arm_settlement(self) -> None:
        """A settlement is on screen with 托管 on: press its Continue after a pause (the player may still
        press it, or take control back, meanwhile)."""
        settlement = self.table.settlement
        if not (self.auto.enabled and self.continue_settlements and settlement.isVisible()):
            return
        if any(k in settlement.buttons for k in CONTINUE_KEYS):
            self.settle_timer.start(self.table.canvas.animator.scaled(SETTLEMENT_MS))

    def _auto_continue(self) -> None:
        settlement = self.table.settlement
        if not (self.auto.enabled and settlement.isVisible()):
            return
        button = next((settlement.buttons[k] for k in CONTINUE_KEYS if k in settlement.buttons), None)
        if button is not None:
            self.auto_continued += 1
            button.click()

    def _on_human_turn(self) -> None:
        QTimer.singleShot(0, self.keyboard._place_ring)  # the hand has just become playable
        self.peek.hide()  # like Gunzi's last-trick review: a new decision closes the peek
        if self.auto.enabled:
            QTimer.singleShot(0, self._quiet_bar)

    def _quiet_bar(self) -> None:
        """While 托管 plays, the player's bar stays closed (the AI answers in a moment)."""
        if self.auto.enabled and self.model is not None and self.auto._turn is not None:
            self.table.bar.hide()
            self.table.canvas.hand.clear_selection()

    def _after_auto_submit(self) -> None:
        self.table.turn_taken()

    # -- layout, language -------------------------------------------------------------------------------
    def _place(self) -> None:
        canvas = self.table.canvas
        plate = self.player_plate()
        if self.badge.scene() is None and plate.scene() is not None:
            plate.scene().addItem(self.badge)
        # on the plate's top edge above the name: the top-right corner holds the role badge (地主, 庄家)
        top_left = plate.scenePos()
        h = plate.plate_height
        self.badge.setPos(top_left.x() + h * 0.95, top_left.y() - self.badge.rect().height() * 0.6)
        if self.peek.isVisible():
            self.peek.move(
                (canvas.width() - self.peek.width()) // 2,
                max(8, int(canvas.height() * 0.38 - self.peek.height() / 2)),
            )
            self.peek.raise_()

    def retranslate(self) -> None:
        self.auto_button.setText(QCoreApplication.translate("Comforts", "Auto-play (T)"))
        self.history_button.setText(QCoreApplication.translate("Comforts", "History (R)"))
        self.last_button.setText(self.kit.last_label())
        self.counter_button.setText(QCoreApplication.translate("Comforts", "Card counter (C)"))
        self.keys_hint.set_parts(
            QCoreApplication.translate("Comforts", "Keys: ← → Space Enter · Help → Keyboard shortcuts"), ""
        )
        self.badge.set_text(QCoreApplication.translate("Comforts", "Auto-play"))
        self.history.retranslate()
        self.counter.retranslate()
        self.deal_number.retranslate()
        self.refresh()

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802
        if obj is self.table.settlement:
            if event.type() == QEvent.Type.Show:
                QTimer.singleShot(0, self._arm_settlement)  # once its buttons are in
            elif event.type() == QEvent.Type.Hide:
                self.settle_timer.stop()
            return False
        if obj is self.table and event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        elif obj is self.table and event.type() == QEvent.Type.Resize:
            size = cast(QWidget, self.table).size()
            self.history.fit(size.width(), size.height())
            self.counter.fit(size.width(), size.height())
        return False
