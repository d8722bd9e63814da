"""A one-line label that gives up its words before its figures: squeezed, it elides the words and keeps the
part that must stay whole (a deal's number), so a narrow window never cuts a digit."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QFontMetrics, QResizeEvent
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget


class ElidedLabel(QLabel):
    """``set_parts(words, kept)``: shows ``words + kept``; when narrower than that, ``words`` is elided
    ("Smazz… 576842874") and, at the narrowest, only ``kept`` is left. It never asks for less room than
    ``kept`` needs."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._words = ""
        self._kept = ""
        self._suffix = ""
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)

    def set_parts(self, words: str, kept: str, suffix: str = "") -> None:
        """``words`` (may be elided), then ``kept`` (never cut), then ``suffix`` (rarely used: a unit)."""
        if (words, kept, suffix) == (self._words, self._kept, self._suffix):
            return
        self._words, self._kept, self._suffix = words, kept, suffix
        self.updateGeometry()
        self._fit()

    def full_text(self) -> str:
        return self._words + self._kept + self._suffix

    def sizeHint(self) -> QSize:  # noqa: N802
        hint = super().sizeHint()
        fm = QFontMetrics(self.font())
        m = self.contentsMargins()
        return QSize(fm.horizontalAdvance(self.full_text()) + 2 + m.left() + m.right(), hint.height())

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        fm = QFontMetrics(self.font())
        m = self.contentsMargins()
        kept = self._kept.strip() + self._suffix
        least = fm.horizontalAdvance(kept) + (fm.horizontalAdvance("…") if self._words else 0)
        return QSize(least + 2 + m.left() + m.right(), super().minimumSizeHint().height())

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        fm = QFontMetrics(self.font())
        room = self.contentsRect().width() - 2
        text = self.full_text()
        if fm.horizontalAdvance(text) > room and self._words:
            tail = self._kept + self._suffix
            core = self._words.rstrip()
            sep = self._words[len(core) :]  # the space before the figure stays with it
            words = fm.elidedText(core, Qt.TextElideMode.ElideRight, room - fm.horizontalAdvance(sep + tail))
            # no word left to read: the figure alone
            text = tail.strip() if words in ("", "…") else words + sep + tail
        if text != self.text():
            super().setText(text)
