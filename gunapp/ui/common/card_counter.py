"""记牌器 strip above the table: the counts of the game's ``TableKit.counter`` (from the viewer's own view
only), laid out by the same plug-in."""

from __future__ import annotations

from typing import Any, Protocol

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QFrame, QGridLayout, QHBoxLayout, QLabel, QWidget

from gunapp.core.cards import Suit
from gunapp.ui.common.style import text_scale

STRIP_QSS = """
QFrame#counterStrip { background: #0d2a1b; border-bottom: 1px solid #2f5a40; }
QFrame#counterStrip QLabel { color: #f1f5ef; background: transparent; }
QFrame#counterStrip QLabel[role="title"] { color: #f2c14e; font-weight: bold; }
QFrame#counterStrip QLabel[role="muted"] { color: #b8cdbf; }
QFrame#counterStrip QLabel[role="rank"] { color: #f1f5ef; font-weight: bold; }
QFrame#counterStrip QLabel[role="zero"] { color: #5e7566; }
QFrame#counterStrip QLabel[role="count"] { color: #ffd76e; font-weight: bold; }
"""

MAX_SCALE = 1.5  # the counter's text at most 1.5 times the application's size

_RANK_TEXT = {"T": "10", "SJ": "", "BJ": ""}
_SUIT_COLOUR = {
    Suit.SPADES: "#f1f5ef",
    Suit.CLUBS: "#f1f5ef",
    Suit.HEARTS: "#ff8a80",
    Suit.DIAMONDS: "#ff8a80",
}


def suit_html(s: Suit) -> str:
    """A suit's symbol in its colour on the strip (rich text)."""
    return f'<span style="color:{_SUIT_COLOUR[s]}">{s.symbol}</span>'


class CounterKit(Protocol):
    """A game's 记牌器: the counts from the viewer's own view, and how the strip shows them."""

    def count(self, view: Any) -> object | None:
        """What the seat can count now (an immutable value compared for changes); None before the deal."""
        ...

    def fill(self, strip: CardCounterStrip, count: Any) -> None:
        """Lay ``count`` out in ``strip.body`` (``strip.values[label] = n`` for each figure shown)."""
        ...


class CardCounterStrip(QFrame):
    def __init__(self, kit: CounterKit | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.kit = kit
        self.setObjectName("counterStrip")
        self.setStyleSheet(STRIP_QSS)
        self.text_size = 0.0  # points, set by ``fit`` (0: the application's)
        self.row = QHBoxLayout(self)
        self.row.setContentsMargins(10, 4, 10, 4)
        self.row.setSpacing(14)
        self.title = QLabel(self)
        self.title.setProperty("role", "title")
        self.row.addWidget(self.title)
        self.body = QWidget(self)
        self.row.addWidget(self.body, 1)
        self.values: dict[str, int] = {}  # what is shown, by label (tests read it)
        self._last: Any = None
        self.retranslate()

    def fit(self, table_width: int, table_height: int) -> None:
        """The text grows with the table, like the seat plates drawn on it: the application's size up to a
        1280x800 table, then in proportion (at most 1.5 times), so it stays readable on a large screen."""
        scale = text_scale(table_width, table_height, MAX_SCALE)
        base = QApplication.font().pointSizeF()
        if base <= 0:
            return
        size = round(base * scale * 2) / 2  # half points: no relayout for a pixel of window resize
        if size != self.text_size:
            self.text_size = size
            # the style sheet decides the labels' font (a font set on the strip does not reach them)
            self.setStyleSheet(STRIP_QSS + f"QFrame#counterStrip QLabel {{ font-size: {size}pt; }}")

    def retranslate(self) -> None:
        self.title.setText(self.tr("Card counter"))
        last, self._last = self._last, None
        if last is not None:
            self.show_count(last)

    def show_count(self, count: object | None) -> None:
        if count == self._last and count is not None:
            return
        self._last = count
        old = self.body
        self.body = QWidget(self)
        self.row.replaceWidget(old, self.body)
        old.hide()  # until the event loop deletes it, it would still paint under the new one
        old.deleteLater()
        self.values = {}
        if count is not None and self.kit is not None:
            self.kit.fill(self, count)
        else:
            box = QHBoxLayout(self.body)
            box.setContentsMargins(0, 0, 0, 0)
            wait = QLabel(self.tr("counts appear once the cards are dealt"), self.body)
            wait.setProperty("role", "muted")
            box.addWidget(wait)
            box.addStretch(1)

    def cell(self, grid: QGridLayout, col: int, head: QWidget, n: int) -> None:
        """A figure under its heading in column ``col`` of a grid on ``body`` (zero greyed)."""
        grid.addWidget(head, 0, col, Qt.AlignmentFlag.AlignHCenter)
        num = QLabel(str(n), self.body)
        num.setProperty("role", "count" if n else "zero")
        grid.addWidget(num, 1, col, Qt.AlignmentFlag.AlignHCenter)

    def seat_name(self, seat: int) -> str:
        return str(seat)  # the table sets a translated namer (Comforts)
