"""The hand's history as a side pane beside the table (it takes room from the canvas, so it never covers the
cards in play), and a small peek at the last finished trick or round."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication, QFrame, QGridLayout, QLabel, QScrollArea, QVBoxLayout, QWidget

from gunapp.core.cards import Card
from gunapp.ui.common.card_strip import CardStrip
from gunapp.ui.common.history_rows import HistoryEntry
from gunapp.ui.common.style import PANEL_QSS, text_scale

if TYPE_CHECKING:
    from gunapp.ui.common.table_kit import TableKit

PANE_QSS = """
QFrame#historyPane { background: #0d2a1b; border-left: 1px solid #2f5a40; }
QFrame#historyPane QLabel { color: #f1f5ef; background: transparent; }
QFrame#historyPane QLabel[role="title"] { color: #f2c14e; font-weight: bold; }
QFrame#historyPane QLabel[role="muted"] { color: #b8cdbf; }
QFrame#historyPane QScrollArea, QFrame#historyPane QScrollArea > QWidget > QWidget { background: transparent; }
QFrame#historyPane QScrollBar:vertical { background: #0a2216; width: 10px; margin: 0; border: none; }
QFrame#historyPane QScrollBar::handle:vertical {
    background: rgba(255, 255, 255, 70); border-radius: 4px; min-height: 28px; margin: 1px 2px;
}
QFrame#historyPane QScrollBar::handle:vertical:hover { background: #f2c14e; }
QFrame#historyPane QScrollBar::add-line:vertical, QFrame#historyPane QScrollBar::sub-line:vertical {
    height: 0; border: none; background: none;
}
QFrame#historyPane QScrollBar::add-page:vertical, QFrame#historyPane QScrollBar::sub-page:vertical {
    background: none;
}
"""

SeatName = Callable[[int], str]
SCROLLBAR = 10  # the pane's scroll bar (PANE_QSS)
# rows built at once when the pane is built afresh (the newest: the pane shows the bottom) ...
FIRST_ROWS = 8
# ... and per later turn of the event loop, the older ones above them
OLDER_ROWS = 6


def _strip(
    parent: QWidget, cards: Sequence[Card], width: int, room: int | None, index: bool, won: bool
) -> QWidget:
    """A play's cards in one row, or, a long play that would not fit ``room`` even overlapped to the index,
    in even rows one under the other (a 20-card Dou Dizhu airplane)."""
    if room is None or len(cards) < 2:
        strip = CardStrip(cards, width, parent, max_width=room, index=index)
        strip.set_highlight(won)
        return strip
    least = 0.5 if index else 0.34  # the overlap that still shows each card's index
    fits = max(1, 1 + int((room - 4 - width) // (width * least)))
    rows = -(-len(cards) // fits)
    if rows == 1:
        strip = CardStrip(cards, width, parent, max_width=room, index=index)
        strip.set_highlight(won)
        return strip
    per = -(-len(cards) // rows)
    holder = QWidget(parent)
    column = QVBoxLayout(holder)
    column.setContentsMargins(0, 0, 0, 0)
    column.setSpacing(0)
    for start in range(0, len(cards), per):
        strip = CardStrip(cards[start : start + per], width, holder, max_width=room, index=index)
        strip.set_highlight(won)
        column.addWidget(strip, 0, Qt.AlignmentFlag.AlignLeft)
    return holder


def _fill(
    grid: QGridLayout,
    parent: QWidget,
    entry: HistoryEntry,
    seat_name: SeatName,
    width: int,
    per_row: int = 1,
    room: int | None = None,
    index: bool = False,
) -> None:
    """``per_row`` plays side by side (a Gunzi trick's four plays in two rows keep the pane short); ``room``:
    the width the rows have, a long play overlaps more to stay within it."""
    strip_room = None
    if room is not None:
        fm = QFontMetrics(parent.font())
        names = max((fm.horizontalAdvance(seat_name(p.seat)) for p in entry.plays), default=0)
        strip_room = max(width * 2, room // per_row - names - grid.horizontalSpacing() * 2)
    for i, play in enumerate(entry.plays):
        row, col = divmod(i, per_row)
        grid.setColumnStretch(2 * per_row, 1)  # the rows hug the left edge, names next to their cards
        name = QLabel(seat_name(play.seat), parent)
        name.setProperty("role", "muted")
        grid.addWidget(name, row, 2 * col, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if play.cards:
            strip = _strip(parent, play.cards, width, strip_room, index, play.won)
            grid.addWidget(strip, row, 2 * col + 1, Qt.AlignmentFlag.AlignLeft)
        else:
            label = QLabel(QCoreApplication.translate("History", "Pass"), parent)
            grid.addWidget(label, row, 2 * col + 1, Qt.AlignmentFlag.AlignLeft)


class HistoryPane(QFrame):
    """Every trick or round of the hand so far (the game's ``TableKit.history``), newest at the bottom
    (scrolled into view)."""

    WIDTH = 300
    #: index card width at a 1280x800 table (``index_card``): the rank reads at a glance (whole faces 26 px
    #: wide were barely legible)
    CARD = 32

    def __init__(self, kit: TableKit, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.kit = kit
        self.setObjectName("historyPane")
        self.setStyleSheet(PANE_QSS)
        self.setFixedWidth(self.WIDTH)
        self.setMinimumWidth(220)
        box = self.column = QVBoxLayout(self)
        box.setContentsMargins(10, 8, 6, 8)
        self.heading = QLabel(self)
        self.heading.setProperty("role", "title")
        box.addWidget(self.heading)
        self.scroller = QScrollArea(self)
        self.scroller.setWidgetResizable(True)
        self.scroller.setFrameShape(QFrame.Shape.NoFrame)
        self.scroller.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        box.addWidget(self.scroller, 1)
        self.entries: list[HistoryEntry] = []
        self._seat_name: SeatName = str
        self._key: object = None
        # the card width the rows were built with; None: build afresh next time
        self._built_for: int | None = None
        # the seat names the built rows show
        self._names: dict[int, str] = {}
        # the rows of the entries built so far, oldest first (the last ``len(entries) - len(_pending)``)
        self._boxes: list[QWidget] = []
        # the oldest entries, not built yet; a full build bumps the generation, so queued builds go stale
        self._pending: list[HistoryEntry] = []
        self._generation = 0
        self.card_width = self.CARD
        self.text_size = 0.0  # points, set by ``fit`` (0: the application's)
        #: called with each row built (its widget, its entry, the grid of its plays): the review's marks
        self.row_hook: Callable[[QWidget, HistoryEntry, QGridLayout], None] | None = None
        self.retranslate()
        self.set_entries([], str)

    def fit(self, table_width: int, table_height: int = 800) -> None:
        """Narrower beside a small window, so the table keeps room for its plates and panels; wider, with
        larger text and cards, beside a large one (``text_scale``)."""
        scale = text_scale(table_width, table_height)
        self.setFixedWidth(max(220, min(int(self.WIDTH * scale), table_width * 22 // 100)))
        card = round(self.CARD * scale)
        size = round(QApplication.font().pointSizeF() * scale * 2) / 2
        if (card, size) != (self.card_width, self.text_size):
            self.card_width, self.text_size = card, size
            self.setStyleSheet(PANE_QSS + f"QFrame#historyPane QLabel {{ font-size: {size}pt; }}")
            self._key = None  # rebuilt with the new sizes
            self.set_entries(self.entries, self._seat_name)

    def hold_on_top(self, widget: QWidget | None) -> None:
        """Give ``widget`` (a table's status panel with no free spot on the felt) the top of the pane, above
        the heading; None gives the top back. The widget's own parent takes it back itself."""
        box = self.column
        first = box.itemAt(0) if box.count() else None
        held = first.widget() if first is not None else None
        if held is widget or (widget is None and held is self.heading):
            return
        if held is not self.heading and held is not None:
            box.removeWidget(held)
        if widget is not None:
            box.insertWidget(0, widget)
            widget.show()

    def retranslate(self) -> None:
        self.heading.setText(self.kit.history_heading())
        self._key = None
        self._built_for = None  # titles and "Pass" are in the language: build afresh

    def set_entries(self, entries: list[HistoryEntry], seat_name: SeatName) -> None:
        key = (tuple(entries), self.heading.text())
        if key == self._key:
            return  # nothing new: no rebuild (refreshes come after every animation batch)
        old = self.entries
        self._key = key
        self.entries = list(entries)
        self._seat_name = seat_name
        body = self.scroller.widget()
        # most refreshes add a play to the last entry or a new entry: only what changed is rebuilt (a whole
        # Gunzi hand is some 200 widgets, rebuilt after every trick's animation on the GUI thread)
        same = 0
        if self._built_for == self.card_width and old and entries and body and self._same_names(seat_name):
            while same < min(len(old), len(entries)) and old[same] == entries[same]:
                same += 1
        waiting = len(self._pending)  # the oldest entries, still to be built (``_build_older``)
        if same and same >= waiting and body is not None:
            col = body.layout()
            assert isinstance(col, QVBoxLayout)
            for box in self._boxes[same - waiting :]:
                col.removeWidget(box)
                box.hide()
                box.deleteLater()
            del self._boxes[same - waiting :]
            for entry in entries[same:]:
                box = self._box(body, entry, seat_name)
                col.insertWidget(col.count() - 1, box)
                self._boxes.append(box)
            return
        self._built_for = self.card_width
        self._names = {}
        self._boxes = []
        self._generation += 1
        body = QWidget()
        col = QVBoxLayout(body)
        col.setContentsMargins(0, 0, 4, 0)
        col.setSpacing(4)
        if not entries:
            empty = QLabel(self.tr("Nothing has been played yet."), body)
            empty.setProperty("role", "muted")
            col.addWidget(empty)
            self._built_for = None  # the next entries replace the notice: a full build
        col.addStretch(1)
        # the newest rows at once (the pane shows the bottom), the older ones a few at a time from the event
        # loop: a whole Gunzi hand is some 350 widgets, 150-190 ms of the GUI thread when the pane opened
        first = max(0, len(entries) - FIRST_ROWS)
        self._pending = list(entries[:first])
        for entry in entries[first:]:
            box = self._box(body, entry, seat_name)
            col.insertWidget(col.count() - 1, box)
            self._boxes.append(box)
        self.scroller.setWidget(body)
        bar = self.scroller.verticalScrollBar()
        bar.rangeChanged.connect(lambda _a, b: bar.setValue(b))
        if self._pending:
            generation = self._generation
            QTimer.singleShot(0, lambda: self._build_older(generation))

    def _build_older(self, generation: int) -> None:
        """Build the newest ``OLDER_ROWS`` of the entries still waiting, above the rows built, then come back
        for the rest; a rebuild in between makes the call stale (a new generation)."""
        body = self.scroller.widget()
        if generation != self._generation or not self._pending or body is None:
            return
        col = body.layout()
        assert isinstance(col, QVBoxLayout)
        batch = self._pending[-OLDER_ROWS:]
        del self._pending[-OLDER_ROWS:]
        boxes = [self._box(body, entry, self._seat_name) for entry in batch]
        for i, box in enumerate(boxes):
            col.insertWidget(i, box)
        self._boxes[:0] = boxes
        if self._pending:
            QTimer.singleShot(0, lambda: self._build_older(generation))

    def _same_names(self, seat_name: SeatName) -> bool:
        """Do the rows built so far still name their seats as ``seat_name`` does (after Play from here the
        seats are named anew)?"""
        return all(seat_name(seat) == name for seat, name in self._names.items())

    def _box(self, body: QWidget, entry: HistoryEntry, seat_name: SeatName) -> QWidget:
        """One entry's row: its title, then its plays (the caller places it and ``_boxes`` keeps it)."""
        for play in entry.plays:
            self._names.setdefault(play.seat, seat_name(play.seat))
        box = QWidget(body)
        rows = QVBoxLayout(box)
        rows.setContentsMargins(0, 0, 0, 0)
        rows.setSpacing(4)
        title = QLabel(self.kit.history_title(entry, seat_name), box)
        title.setProperty("role", "title")
        title.setWordWrap(True)
        rows.addWidget(title)
        grid = QGridLayout()
        grid.setHorizontalSpacing(6)
        grid.setVerticalSpacing(2)
        m = self.column.contentsMargins()
        room = self.width() - m.left() - m.right() - SCROLLBAR - 4
        _fill(grid, box, entry, seat_name, self.card_width, self.kit.history_per_row, room, index=True)
        rows.addLayout(grid)
        if self.row_hook is not None:
            self.row_hook(box, entry, grid)
        return box


class LastRoundPeek(QFrame):
    """A peek at the last finished round (a table without its own last-trick review): each play and pass,
    the seat that took it framed."""

    def __init__(self, kit: TableKit, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.kit = kit
        self.setObjectName("overlayPanel")
        # opaque: the cards on the table under a peek would read as part of it
        self.setStyleSheet(PANEL_QSS + "QFrame#overlayPanel { background: rgb(6, 22, 14); }")
        self.box = QVBoxLayout(self)
        self.box.setContentsMargins(16, 10, 16, 12)
        self.title = QLabel(self)
        self.title.setProperty("role", "title")
        self.box.addWidget(self.title)
        self.grid = QGridLayout()
        self.grid.setVerticalSpacing(2)
        self.box.addLayout(self.grid)
        self.entry: HistoryEntry | None = None

    def show_entry(self, entry: HistoryEntry | None, seat_name: SeatName) -> None:
        self.entry = entry
        while self.grid.count():
            item = self.grid.takeAt(0)
            w = item.widget() if item is not None else None
            if w is not None:
                w.deleteLater()
        if entry is None:
            self.title.setText(self.tr("No round has been finished yet."))
        else:
            self.title.setText(self.kit.history_title(entry, seat_name))
            _fill(self.grid, self, entry, seat_name, 36)
        self.box.activate()  # the new rows count in the size at once (not after the next layout pass)
        self.resize(self.box.sizeHint())
