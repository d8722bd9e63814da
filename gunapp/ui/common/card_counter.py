"""记牌器 strip above the table: the counts of each game's ``counter`` module (from the viewer's own view only).

Dou Dizhu: one compact row, big joker, small joker, 2, A, K ... 3, each with the copies still out (zero
greyed). Gunzi: trumps still out, jokers and level cards unseen, the 5/10/K of each suit still out, and
the suits each other seat has shown void in.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QFrame, QGridLayout, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from gunapp.core.cards import SUITS, Suit
from gunapp.games.doudizhu.counter import DdzCount
from gunapp.games.gunzi.counter import POINT_RANKS, GunziCount
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


def _suit(s: Suit) -> str:
    return f'<span style="color:{_SUIT_COLOUR[s]}">{s.symbol}</span>'


class CardCounterStrip(QFrame):
    def __init__(self, gunzi: bool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.gunzi = gunzi
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

    def show_count(self, count: DdzCount | GunziCount | None) -> None:
        if count == self._last and count is not None:
            return
        self._last = count
        old = self.body
        self.body = QWidget(self)
        self.row.replaceWidget(old, self.body)
        old.hide()  # until the event loop deletes it, it would still paint under the new one
        old.deleteLater()
        self.values = {}
        if isinstance(count, DdzCount):
            self._fill_ddz(count)
        elif isinstance(count, GunziCount):
            self._fill_gunzi(count)
        else:
            box = QHBoxLayout(self.body)
            box.setContentsMargins(0, 0, 0, 0)
            wait = QLabel(self.tr("counts appear once the cards are dealt"), self.body)
            wait.setProperty("role", "muted")
            box.addWidget(wait)
            box.addStretch(1)

    def _cell(self, grid: QGridLayout, col: int, head: QWidget, n: int) -> None:
        grid.addWidget(head, 0, col, Qt.AlignmentFlag.AlignHCenter)
        num = QLabel(str(n), self.body)
        num.setProperty("role", "count" if n else "zero")
        grid.addWidget(num, 1, col, Qt.AlignmentFlag.AlignHCenter)

    def _fill_ddz(self, count: DdzCount) -> None:
        head: QWidget
        grid = QGridLayout(self.body)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setHorizontalSpacing(10)
        grid.setVerticalSpacing(0)
        for col, (label, n) in enumerate(count.row()):
            head = QLabel(label, self.body)
            head.setProperty("role", "rank")
            if label in ("BJ", "SJ"):  # short joker names, the full one as a tooltip
                big = label == "BJ"
                head.setText(self.tr("BJ") if big else self.tr("SJ"))
                head.setToolTip(self.tr("Big joker") if big else self.tr("Small joker"))
                head.setStyleSheet("color: #ff8a80;" if big else "color: #cfd8d3;")
            self.values[label] = n
            self._cell(grid, col, head, n)
        grid.setColumnStretch(len(count.row()), 1)

    def _fill_gunzi(self, c: GunziCount) -> None:
        # two lines: what is left in the deck, then the points and the voids (one line overflows 1024 px)
        col = QVBoxLayout(self.body)
        col.setContentsMargins(0, 0, 0, 0)
        col.setSpacing(1)
        lines = [QHBoxLayout(), QHBoxLayout()]
        for line in lines:
            line.setSpacing(18)
            col.addLayout(line)
        box = lines[0]

        def add(text: str, role: str = "") -> QLabel:
            label = QLabel(text, self.body)
            label.setTextFormat(Qt.TextFormat.RichText)
            if role:
                label.setProperty("role", role)
            box.addWidget(label)
            return label

        trumps = "?" if c.trumps_out is None else str(c.trumps_out)
        add(self.tr("Trumps out: {n}").format(n=f"<b>{trumps}</b>"))
        self.values["trumps"] = -1 if c.trumps_out is None else c.trumps_out
        add(self.tr("Jokers: big {big} · small {small}").format(big=c.big_jokers, small=c.small_jokers))
        self.values["BJ"], self.values["SJ"] = c.big_jokers, c.small_jokers
        level = {11: "J", 12: "Q", 13: "K", 14: "A"}.get(c.level, str(c.level))
        cards = " ".join(f"{_suit(s)}{c.level_cards[s]}" for s in SUITS)
        add(self.tr("Level cards ({level}): {cards}").format(level=level, cards=cards))
        box.addStretch(1)
        box = lines[1]
        rank_names = {5: "5", 10: "10", 13: "K"}
        parts = []
        for s in SUITS:
            by = c.points[s]
            parts.append(_suit(s) + "·".join(f"{rank_names[r]}:{by[r]}" for r in POINT_RANKS))
            for r in POINT_RANKS:
                self.values[f"{rank_names[r]}{s.value}"] = by[r]
        add(self.tr("Points out ({n}): {cards}").format(n=c.points_out, cards="  ".join(parts)))
        self.values["points"] = c.points_out
        voids = []
        for seat, suits in sorted(c.voids.items()):
            if suits:
                names = " ".join(self.tr("trumps") if x == "T" else _suit(Suit(x)) for x in suits)
                voids.append(f"{self.seat_name(seat)} {names}")
        add(self.tr("Void: {list}").format(list=", ".join(voids) if voids else "—"), "muted")
        box.addStretch(1)

    def seat_name(self, seat: int) -> str:
        return str(seat)  # the table sets a translated namer (Comforts)
