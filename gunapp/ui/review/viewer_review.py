"""The review in the replay viewer: a strip docked above the replay controls with **Analyse** (its arrow
chooses whose decisions: the player's seat of the record by default) and the hand's timeline with the
review's marks; the key moments and marks in the history pane (``TableReview``); and, when the replay stands
at a reviewed decision, the alternatives over the felt (``AlternativesPanel``).

Any hand of the record, any seat: the review follows the hand shown. Stepping on keeps working while a
review runs (the sums are on another thread and in worker processes).
"""

from __future__ import annotations

from typing import Any

import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import QFrame, QHBoxLayout, QMenu, QToolButton, QWidget

from gunapp.review.model import DecisionReview
from gunapp.ui.replay.viewer import ReplayViewer
from gunapp.ui.review.alternatives import AlternativesPanel, cards_of
from gunapp.ui.review.book import ReviewBook
from gunapp.ui.review.panel import TableReview
from gunapp.ui.review.timeline import ReviewTimeline


def player_seat(viewer: ReplayViewer) -> int:
    """The seat the player held in the record (the first human seat), else the seat shown at the bottom."""
    seats = viewer.record.seats
    return next((i for i, s in enumerate(seats) if s.kind == "human"), viewer.south)


class ReviewStrip(QFrame):
    """Analyse ▾ and the timeline, docked in the table's layout just above the replay bar."""

    def __init__(self, review: ViewerReview, parent: QWidget) -> None:
        super().__init__(parent)
        self.review = review
        self.setObjectName("ReviewStrip")
        self.setStyleSheet(
            "#ReviewStrip { background: #112419; border-top: 1px solid #2c4a36; }"
            "QToolButton { color: #10251a; background: #e9e3cf; border: 1px solid #b8ad86; border-radius: 5px;"
            " padding: 1px 8px; font-size: 13px; font-weight: bold; }"
            'QToolButton[popupMode="1"] { padding-right: 18px; }'
            "QToolButton::menu-button { border: none; width: 16px; }"
        )
        row = QHBoxLayout(self)
        row.setContentsMargins(8, 2, 8, 2)
        row.setSpacing(8)
        self.analyse = QToolButton(self)
        self.analyse.setCursor(Qt.CursorShape.PointingHandCursor)
        self.analyse.clicked.connect(lambda _=False: review.analyse_or_cancel())
        self.seats = QMenu(self.analyse)
        self.analyse.setMenu(self.seats)
        self.analyse.setPopupMode(QToolButton.ToolButtonPopupMode.MenuButtonPopup)
        row.addWidget(self.analyse)
        self.timeline = ReviewTimeline(self)
        row.addWidget(self.timeline, 1)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.review.retranslate()
        super().changeEvent(event)


class ViewerReview(QObject):
    def __init__(self, viewer: ReplayViewer, replay_bar: QWidget, book: ReviewBook) -> None:
        super().__init__(viewer)
        self.setObjectName("viewerReview")
        self.viewer = viewer
        self.book = book
        table: Any = viewer.table
        self.table = table
        self.replay_bar = replay_bar
        self.panel = TableReview(table, book, self.jump, self.seat_name)
        self.panel.hand, self.panel.seat = viewer.hand, player_seat(viewer)
        self.strip = ReviewStrip(self, table)
        self.strip.timeline.tip = self.panel.tip
        self.strip.timeline.jump.connect(self.jump)
        self.strip.timeline.seek.connect(lambda k: viewer.goto(viewer.hand, k))
        self.callout = AlternativesPanel(table.canvas)
        self.callout.hide()
        self.callout.close_button.clicked.connect(lambda _=False: self._raise_best(None))
        self._raised = False  # the best move's cards are raised in the hand
        viewer.moved.connect(self._on_moved)
        viewer.branched.connect(lambda _m: self.close())
        viewer.closed.connect(self.close)
        book.changed.connect(lambda _h, _s: self.refresh())
        book.running_changed.connect(lambda _on: self.refresh())
        self.panel.focus_changed.connect(self.refresh)
        table.canvas.layout_changed.connect(lambda _l: QTimer.singleShot(0, self._place_callout))
        self.place()
        self.retranslate()
        if self.panel.progress() is not None:
            table.comforts.show_history(True)  # a hand reviewed before: its key moments at once
        self.panel.refresh()

    def seat_name(self, seat: int) -> str:
        return str(self.table.comforts.seat_name(seat))

    # -- actions ----------------------------------------------------------------------------------------
    def analyse_or_cancel(self) -> None:
        if self.book.running:
            self.book.cancel()
        else:
            self.analyse(self.panel.seat)

    def analyse(self, seat: int) -> bool:
        return self.panel.analyse(self.viewer.hand, seat)

    def choose_seat(self, seat: int) -> None:
        """Show ``seat``'s review of this hand (and analyse it if it has none)."""
        self.panel.set_focus(self.viewer.hand, seat)
        if self.panel.progress() is None and not self.book.running:
            self.analyse(seat)

    def jump(self, d: DecisionReview) -> None:
        """The replay to just before ``d``, the alternatives on the table."""
        self.viewer.set_playing(False)
        self.panel.set_focus(d.hand, d.seat)
        self.viewer.goto(d.hand, d.index)
        self._show_callout()

    # -- showing ----------------------------------------------------------------------------------------
    def _on_moved(self, hand: int, _k: int) -> None:
        if hand != self.panel.hand:
            self.panel.set_focus(hand, self.panel.seat)
        self.refresh()

    def refresh(self) -> None:
        if not shiboken6.isValid(self.strip):
            return
        v = self.viewer
        running = self.book.running
        self.strip.analyse.setText(
            QCoreApplication.translate("Review", "Cancel analysis")
            if running
            else QCoreApplication.translate("Review", "Analyse")
        )
        if v.model is None:
            return
        line = v.timeline.hand(v.hand)
        # a hand that starts by dealing card by card (Gunzi, R5): the deal is drawn compressed
        lead_in = line.stops[0] if line.stops and line.start.hand_phase() == "deal" else 0
        self.strip.timeline.set_hand(len(line.actions), line.stops, v.k, lead_in)
        p = self.panel.progress()
        if p is not None:
            self.strip.timeline.set_review(p.decisions, p.scale, p.total)
        else:
            self.strip.timeline.set_review([], "", None)
        self._show_callout()

    def _show_callout(self) -> None:
        if not shiboken6.isValid(self.callout) or not shiboken6.isValid(self.table):
            return
        v = self.viewer
        p = self.panel.progress()
        d = (
            next((d for d in p.decisions if d.index == v.k), None)
            if p is not None and v.hand == p.hand
            else None
        )
        if d is None:
            self.callout.hide()
            self._raise_best(None)
            return
        if self.callout.decision != d or not self.callout.isVisible():
            self.callout.show_decision(d, p.scale if p is not None else "")
            self._raise_best(d)
        self._place_callout()

    def _raise_best(self, d: DecisionReview | None) -> None:
        """The best move's cards raised in the seat's hand when it sits at the bottom (the hint's look), so
        the better play shows among the cards it came from; lowered again when the replay moves on."""
        hand = self.table.canvas.hand
        if d is None or d.seat != self.viewer.south:
            if self._raised:
                hand.clear_selection()
                self._raised = False
            return
        best = max([d.made, *d.alternatives], key=lambda m: m.value)
        cards = cards_of(best.cards)
        hand.select_cards(cards)
        self._raised = bool(cards)

    def _place_callout(self) -> None:
        if not shiboken6.isValid(self.callout) or not self.callout.isVisible():
            return
        self.callout.place(self.table.canvas)

    def retranslate(self) -> None:
        s = self.strip
        s.analyse.setToolTip(
            QCoreApplication.translate(
                "Review",
                "Let the engine weigh every decision of this seat in this hand; the arrow chooses the seat",
            )
        )
        s.seats.clear()
        for seat in range(self.viewer.seats):
            act = s.seats.addAction(
                QCoreApplication.translate("Review", "Analyse: {seat}").format(seat=self.seat_name(seat))
            )
            act.triggered.connect(lambda _=False, k=seat: self.choose_seat(k))
        self.refresh()
        self.panel.refresh()

    def place(self) -> None:
        """Dock in the table's layout just above the replay bar."""
        box = self.table.layout()
        if box is None or box.indexOf(self.strip) >= 0:
            return
        at = box.indexOf(self.replay_bar)
        box.insertWidget(at if at >= 0 else box.count(), self.strip)
        self.strip.show()

    def close(self) -> None:
        """The viewer let the table go (Play from here, a new game): the review's pieces go with it; a review
        still running goes on and is kept."""
        for w in (self.strip, self.callout):
            if shiboken6.isValid(w):
                w.hide()
        self.panel.enabled = False
        if shiboken6.isValid(self.panel.moments):
            self.panel.refresh()


def attach_review(viewer: ReplayViewer, replay_bar: QWidget, book: ReviewBook) -> ViewerReview:
    """Offer the review on ``viewer``'s table; ``book`` holds the record's reviews."""
    return ViewerReview(viewer, replay_bar, book)
