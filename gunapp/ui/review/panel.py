"""``TableReview``: one table's view of a ``ReviewBook`` for one hand and one seat at a time: the key
moments at the foot of its history pane, the marks on the pane's rows, kept up to date as decisions come in.

The table's own pieces are used as they are: the history pane (``Comforts.history``) gets the key moments as
its last widget and the marks through its ``row_hook``; Analyse opens the pane. What a click on a moment
does is the caller's (``jump``): the viewer moves there, a settlement opens the replay of the hand.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer, Signal

from gunapp.review.model import DecisionReview
from gunapp.ui.review.book import Progress, ReviewBook
from gunapp.ui.review.history_marks import HistoryMarks
from gunapp.ui.review.moments import KeyMoments
from gunapp.ui.review.severity import grade
from gunapp.ui.review.words import words


class TableReview(QObject):
    focus_changed = Signal()

    def __init__(
        self,
        table: Any,
        book: ReviewBook,
        jump: Callable[[DecisionReview], None],
        seat_name: Callable[[int], str],
    ) -> None:
        super().__init__(table)
        self.setObjectName("tableReview")
        self.table = table
        self.book = book
        self.jump = jump
        self.seat_name = seat_name
        self.hand: int | None = None
        self.seat = 0
        # whether the history pane shows the hand in focus now (a settlement's table moves on to the next)
        self.marks_shown: Callable[[], bool] = lambda: True
        self.failure = ""
        # False once the table has let the review go (the viewer played on from a position)
        self.enabled = True
        # a settlement's review: the hands played when it was asked (the settlement it belongs to)
        self.played_at: int | None = None
        pane = table.comforts.history
        self.moments = KeyMoments(pane)
        self.moments.hide()
        pane.column.addWidget(self.moments)
        self.moments.jump.connect(lambda d: self.jump(d))
        self.moments.cancel.connect(book.cancel)
        self.marks = HistoryMarks(pane, self.tip, lambda d: self.jump(d))
        pane.installEventFilter(self)  # a language switch: the sentences again, in the new language
        book.changed.connect(lambda _h, _s: self.refresh())
        book.running_changed.connect(lambda _on: self.refresh())
        book.began.connect(self._on_began)
        book.failed.connect(self._on_failed)

    # -- what is shown ------------------------------------------------------------------------------------
    def progress(self) -> Progress | None:
        return self.book.progress(self.hand, self.seat) if self.hand is not None else None

    def decisions(self) -> list[DecisionReview]:
        p = self.progress()
        return list(p.decisions) if p is not None else []

    def set_focus(self, hand: int | None, seat: int) -> None:
        if (hand, seat) == (self.hand, self.seat):
            return
        self.hand, self.seat = hand, seat
        self.failure = ""
        self.refresh()
        self.focus_changed.emit()

    def analyse(self, hand: int | None, seat: int) -> bool:
        """Start the review of ``seat`` in ``hand`` (None: the record's last) and show it."""
        self.failure = ""
        self.hand, self.seat = hand, seat
        if not self.book.analyse(hand, seat):
            return False
        self.table.comforts.show_history(True)
        self.refresh()
        self.focus_changed.emit()
        return True

    def tip(self, d: DecisionReview) -> str:
        p = self.progress()
        scale = p.scale if p is not None else ""
        return words().sentence(d, scale)

    def refresh(self) -> None:
        if not shiboken6.isValid(self.moments):
            return  # the pane went first (its table closing): nothing left to show on
        p = self.progress()
        running = self.book.is_running(self.hand, self.seat)
        if not self.enabled or (p is None and not running and not self.failure):
            self.moments.hide()
            self.marks.set([], "")
            return
        w = words()
        scale = p.scale if p is not None else ""
        # a cost under the first threshold is noise of the sampling, not a moment to remember
        costly = [d for d in (p.costliest(3) if p is not None else []) if grade(d.cost, scale, d.significant)]
        if self.failure:
            note = self.failure
        elif running and not costly:
            note = QCoreApplication.translate(
                "Review", "Analysing the decisions: the first results come in as they are ready."
            )
        elif p is not None and p.done and not p.decisions:
            note = QCoreApplication.translate(
                "Review", "No decision to weigh in this hand: every move was forced."
            )
        elif p is not None and p.done and not costly:
            note = QCoreApplication.translate(
                "Review", "No costly decision: every move was as good as the best the engine found."
            )
        else:
            note = ""
        self.moments.show_state(
            QCoreApplication.translate("Review", "Key moments: {seat}").format(
                seat=self.seat_name(self.seat)
            ),
            running=running,
            done=len(p.decisions) if p is not None else 0,
            total=p.total if p is not None else None,
            note=note,
            moments=[(d, w.sentence(d, scale)) for d in costly],
            scale=scale,
            cancel_text=QCoreApplication.translate("Review", "Cancel"),
        )
        self.moments.show()
        self.marks.set(p.decisions if p is not None and self.marks_shown() else [], scale)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange and shiboken6.isValid(self.moments):
            QTimer.singleShot(0, self.refresh)  # after the words' own translators are in
        return False

    def _on_began(self, hand: int, seat: int) -> None:
        if self.hand is None and seat == self.seat:
            self.hand = hand
            self.focus_changed.emit()
        self.refresh()

    def _on_failed(self, text: str) -> None:
        self.failure = text
        self.refresh()
