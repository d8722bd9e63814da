"""The review's marks on the history pane: a dot on each reviewed play of the seat, coloured and sized by
what it cost (``severity``), its sentence as a tooltip; a click on it jumps to the decision.

The pane builds its rows itself (a few at a time, and again on every resize); it calls ``row_hook`` with each
row it builds, and the marks keep the rows they saw (by their entry) to mark them again when a new decision
comes in, without a rebuild. A play is found by its trick number, seat and cards (a Dou Dizhu round may hold
several passes of one seat: the first unmarked one goes).
"""

from __future__ import annotations

import functools
from collections import Counter
from collections.abc import Callable, Sequence

import shiboken6
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QColor, QMouseEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QGridLayout, QLabel, QWidget

from gunapp.review.model import DecisionReview
from gunapp.ui.common.history_rows import HistoryEntry
from gunapp.ui.common.trick_history import HistoryPane
from gunapp.ui.review.severity import mark

Key = tuple[int, int]  # (entry number, play index in the entry)


def match_plays(
    entries: Sequence[HistoryEntry], decisions: Sequence[DecisionReview]
) -> dict[Key, DecisionReview]:
    """Which history play each reviewed card play is."""
    found: dict[Key, DecisionReview] = {}
    for d in sorted((d for d in decisions if d.kind == "play"), key=lambda d: d.index):
        want = Counter(d.made.cards)
        for entry in entries:
            if d.trick is not None and entry.number != d.trick:
                continue
            hit = next(
                (
                    i
                    for i, p in enumerate(entry.plays)
                    if p.seat == d.seat
                    and (entry.number, i) not in found
                    and Counter(c.code for c in p.cards) == want
                ),
                None,
            )
            if hit is not None:
                found[(entry.number, hit)] = d
                break
    return found


class MarkDot(QWidget):
    """A coloured dot over a play's cards."""

    SIZE = 16

    def __init__(
        self, colour: str, share: float, tip: str, on_click: Callable[[], None], parent: QWidget
    ) -> None:
        super().__init__(parent)
        self.setObjectName("reviewMark")
        self.colour = colour
        self.diameter = max(6, round(self.SIZE * share))
        self.setFixedSize(self.diameter + 2, self.diameter + 2)
        self.setToolTip(tip)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self._on_click = on_click

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QPen(QColor("#0d2a1b"), 1.2))
        p.setBrush(QColor(self.colour))
        p.drawEllipse(QRect(1, 1, self.diameter, self.diameter))

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        if event.button() == Qt.MouseButton.LeftButton:
            self._on_click()


class HistoryMarks:
    """Marks ``pane``'s rows with ``decisions`` (``set``); ``tip(d)`` is a mark's tooltip, ``jump(d)`` its
    click."""

    def __init__(
        self,
        pane: HistoryPane,
        tip: Callable[[DecisionReview], str],
        jump: Callable[[DecisionReview], None],
    ) -> None:
        self.pane = pane
        self.tip = tip
        self.jump = jump
        self.scale = ""
        self.decisions: list[DecisionReview] = []
        self._rows: dict[int, tuple[QWidget, HistoryEntry, QGridLayout]] = {}
        pane.row_hook = self._on_row

    def set(self, decisions: Sequence[DecisionReview], scale: str) -> None:
        self.decisions = list(decisions)
        self.scale = scale
        self._rows = {n: row for n, row in self._rows.items() if shiboken6.isValid(row[0])}
        entries = [row[1] for row in self._rows.values()]
        found = match_plays(entries, self.decisions)
        for box, entry, grid in self._rows.values():
            self._mark(box, entry, grid, found)

    def _on_row(self, box: QWidget, entry: HistoryEntry, grid: QGridLayout) -> None:
        self._rows[entry.number] = (box, entry, grid)
        if self.decisions:
            self._mark(box, entry, grid, match_plays([entry], self.decisions))

    def _mark(
        self, box: QWidget, entry: HistoryEntry, grid: QGridLayout, found: dict[Key, DecisionReview]
    ) -> None:
        per_row = max(1, self.pane.kit.history_per_row)
        for i in range(len(entry.plays)):
            row, col = divmod(i, per_row)
            item = grid.itemAtPosition(row, 2 * col + 1)
            target = item.widget() if item is not None else None
            if target is None:
                continue
            for old in target.findChildren(MarkDot, "reviewMark"):
                old.hide()
                old.deleteLater()
            if isinstance(target, QLabel) and target.property("reviewText") is not None:
                target.setText(str(target.property("reviewText")))
            d = found.get((entry.number, i))
            if d is None:
                continue
            m = mark(d.cost, self.scale, d.significant)
            tip = self.tip(d)
            if isinstance(target, QLabel):  # a pass: the dot after the word
                if target.property("reviewText") is None:
                    target.setProperty("reviewText", target.text())
                size = round(10 + 4 * m.grade)
                target.setText(
                    f'{target.property("reviewText")} <span style="color:{m.colour}; font-size:{size}px">●</span>'
                )
                target.setToolTip(tip)
                continue
            dot = MarkDot(m.colour, m.size, tip, functools.partial(self.jump, d), target)
            dot.move(QPoint(max(0, target.sizeHint().width() - dot.width()), 0))
            dot.show()
