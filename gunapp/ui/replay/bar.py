"""The replay transport: ⏮ ◀◀ ◀ ▶/⏸ ▶ ▶▶ ⏭, speed, hand chooser, view chooser, Play from here; folds
to one button.

It is a strip docked under the table's canvas (in the table's own layout), like a video player's controls:
the canvas gives up the strip's height and lays the table out above it, so the bar never covers a plate, a
hand or the cards in play, at any window size (it used to float over the canvas and touched the south plate
at 1024 x 700).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import shiboken6
from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QComboBox, QFrame, QHBoxLayout, QLabel, QMenu, QToolButton, QWidget

from gunapp.ui.replay.viewer import ReplayViewer

SPEEDS = (0.5, 1.0, 2.0, 4.0)


class ReplayBar(QFrame):
    def __init__(self, viewer: ReplayViewer, canvas: QWidget) -> None:
        super().__init__(canvas.parentWidget() or canvas)
        self.viewer = viewer
        self.canvas = canvas
        self.setObjectName("ReplayBar")
        self.setStyleSheet(
            "#ReplayBar { background: #14281c; border-top: 1px solid #2c4a36; }"
            "QToolButton, QLabel { color: #f2f2e6; font-size: 14px; }"
            "QToolButton { border: none; padding: 3px 6px; min-width: 24px; }"
            "QToolButton:hover { background: rgba(255, 255, 255, 40); border-radius: 4px; }"
            'QToolButton[popupMode="1"] { padding-right: 18px; }'
            "QToolButton::menu-button { border: none; width: 16px; }"
            "QToolButton::menu-arrow { width: 9px; height: 9px; }"
        )
        row = QHBoxLayout(self)
        row.setContentsMargins(6, 3, 6, 3)
        row.setSpacing(2)
        self.fold = self._button("▾", row, self._toggle_fold)
        self.body = QWidget(self)
        body = QHBoxLayout(self.body)
        body.setContentsMargins(0, 0, 0, 0)
        body.setSpacing(2)
        row.addWidget(self.body)
        row.addStretch(1)
        v = viewer
        self.first = self._button("|◀◀", body, v.prev_hand)
        self.prev_trick = self._button("◀◀", body, v.prev_trick)
        self.prev = self._button("◀", body, v.back)
        self.play = self._button(
            "▷", body, lambda: v.set_playing(not v.playing)
        )  # ▷ and || render in every font
        self.next = self._button("▶", body, v.step)
        self.next_trick = self._button("▶▶", body, v.next_trick)
        self.last = self._button("▶▶|", body, v.next_hand)
        self.speed = QComboBox(self.body)
        for s in SPEEDS:
            self.speed.addItem(f"×{s:g}", s)
        self.speed.setCurrentIndex(1)
        self.speed.currentIndexChanged.connect(lambda i: v.set_speed(float(self.speed.itemData(i))))
        body.addWidget(self.speed)
        self.hands = QComboBox(self.body)
        self.hands.activated.connect(lambda i: v.goto(i, 0))
        body.addWidget(self.hands)
        self.where = QLabel(self.body)
        body.addWidget(self.where)
        self.view = QComboBox(self.body)  # every hand face up, or one seat's view
        self.view.activated.connect(lambda i: v.set_view(self.view.itemData(i)))
        body.addWidget(self.view)
        #: what Play from here does with (level, seat or None): the viewer's own by default; the replay
        #: window of "Replay this hand" plays on on the main table instead (``hand_dialog``)
        self.branch_to: Callable[[str, int | None], object] = v.play_from_here
        self.branch = self._button("", body, lambda: self.branch_to(self._level(), None))
        self.seat_menu = QMenu(self.branch)
        self.branch.setMenu(self.seat_menu)
        self.branch.setPopupMode(QToolButton.ToolButtonPopupMode.MenuButtonPopup)
        v.view_changed.connect(lambda _s: self._fill_view())
        v.moved.connect(self._on_moved)
        v.playing_changed.connect(lambda on: self.play.setText("||" if on else "▷"))
        v.branched.connect(lambda _m: self.hide())
        v.closed.connect(self.hide)
        canvas.installEventFilter(self)
        self.retranslate()

    def _button(self, text: str, row: QHBoxLayout, slot: Any) -> QToolButton:
        b = QToolButton(self)
        b.setText(text)
        b.setCursor(Qt.CursorShape.PointingHandCursor)
        b.clicked.connect(lambda _=False: slot())
        row.addWidget(b)
        return b

    def _level(self) -> str:
        settings = self.viewer.table.host.settings
        return str(settings.ai_level or "normal")

    def _toggle_fold(self) -> None:
        self.body.setVisible(not self.body.isVisible())
        self.fold.setText("▾" if self.body.isVisible() else "▸")
        self.place()

    def retranslate(self) -> None:
        self.first.setToolTip(self.tr("Previous hand"))
        self.prev_trick.setToolTip(self.tr("Previous trick"))
        self.prev.setToolTip(self.tr("One step back"))
        self.play.setToolTip(self.tr("Play / pause"))
        self.next.setToolTip(self.tr("One step forward"))
        self.next_trick.setToolTip(self.tr("Next trick"))
        self.last.setToolTip(self.tr("Next hand"))
        self.fold.setToolTip(self.tr("Fold the replay controls"))
        self.speed.setToolTip(self.tr("Replay speed"))
        self.hands.setToolTip(self.tr("Jump to a hand"))
        self.branch.setText(self.tr("Play from here"))
        self.branch.setToolTip(
            self.tr(
                "Take the bottom seat at this point and play on against the computer; "
                "the arrow offers the other seats"
            )
        )
        self.view.setToolTip(self.tr("Whose cards are shown"))
        self._fill_view()
        self._fill_hands()
        self._on_moved(self.viewer.hand, self.viewer.k)

    def _fill_hands(self) -> None:
        current = self.viewer.hand
        self.hands.blockSignals(True)
        self.hands.clear()
        for i in range(self.viewer.timeline.hand_count):
            self.hands.addItem(self.tr("Hand {n}").format(n=i + 1))
        self.hands.setCurrentIndex(current)
        self.hands.blockSignals(False)

    def _seat_name(self, seat: int) -> str:
        """The seat as the plates and the history pane name it (你 / 下家 / 对家 / 上家), relative to the
        recorded player: a bare seat number told the player nothing about where that seat sits."""
        table: Any = self.viewer.table
        return str(table.comforts.seat_name(seat))

    def _fill_view(self) -> None:
        v = self.viewer
        self.view.blockSignals(True)
        self.view.clear()
        self.view.addItem(self.tr("All hands face up"), None)
        for seat in range(v.seats):
            self.view.addItem(self.tr("View of {seat}").format(seat=self._seat_name(seat)), seat)
        self.view.setCurrentIndex(0 if v.view_seat is None else v.view_seat + 1)
        self.view.blockSignals(False)
        self.seat_menu.clear()
        for seat in range(v.seats):
            act = self.seat_menu.addAction(
                self.tr("Play on in seat: {seat}").format(seat=self._seat_name(seat))
            )
            act.triggered.connect(lambda _=False, s=seat: self.branch_to(self._level(), s))
        self.place()

    def _on_moved(self, hand: int, k: int) -> None:
        if self.hands.currentIndex() != hand:
            self.hands.setCurrentIndex(hand)
        total = self.viewer.actions_in_hand(hand)
        self.where.setText(self.tr("Step {k} of {n}").format(k=k, n=total))
        self.place()

    def place(self) -> None:
        """Dock under the canvas in the table's layout (once); the layout does the rest."""
        if not shiboken6.isValid(self) or not shiboken6.isValid(self.canvas):
            return  # a deferred placement that outlived the table (a replay window closed)
        table = self.canvas.parentWidget()
        box = table.layout() if table is not None else None
        if box is not None and box.indexOf(self) < 0:
            box.addWidget(self)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange and obj is self.canvas:
            self.retranslate()
        return False

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def open_viewer(
    table: Any, record: Any, source: Any = None, timeline: Any = None, hand: int = 0
) -> tuple[ReplayViewer, ReplayBar]:
    """Put ``record`` on ``table`` in the viewer, at the start of ``hand`` (its first by default)."""
    viewer = ReplayViewer(table, record, source, timeline)
    viewer.goto(hand, 0)
    bar = ReplayBar(viewer, table.canvas)
    bar.show()
    bar.place()
    table.replay_viewer = viewer  # kept alive with the table; a new game replaces the table's model
    return viewer, bar
