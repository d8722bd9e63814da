"""Issue 26: the history's mini cards were some 25 px wide at 1280x800, their ranks barely legible, and the
pane's scroll bar was the desktop's default (a light bar on the dark pane)."""

from __future__ import annotations

from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication

from gunapp.core.cards import Card
from gunapp.games.doudizhu.ui.kit import KIT
from gunapp.ui.common.card_strip import CardStrip
from gunapp.ui.common.history_rows import HistoryEntry, HistoryPlay
from gunapp.ui.common.trick_history import HistoryPane

NAMES = {0: "You", 1: "Di fronte", 2: "Right"}


def _pane(qtbot, entries: list[HistoryEntry]) -> HistoryPane:
    pane = HistoryPane(KIT)
    qtbot.addWidget(pane)
    pane.fit(1280, 800)
    pane.resize(pane.width(), 700)
    pane.show()
    pane.set_entries(entries, NAMES.__getitem__)
    for _ in range(10):
        QApplication.processEvents()
    return pane


def _rank_height(image: QImage, left: int, is_ink) -> int:
    """How tall the card's rank is drawn: the first run of rows holding ink (``is_ink(colour)``) in the
    card's corner column (x < ``left``), from the top (the suit under it comes after a gap)."""
    run = 0
    for y in range(image.height()):
        if any(is_ink(image.pixelColor(x, y)) for x in range(left)):
            run += 1
        elif run:
            break
    return run


def _red(c: QColor) -> bool:
    return c.red() > 150 and c.green() < 90 and c.blue() < 90


def test_history_ranks_read_at_a_glance_at_1280x800(qtbot) -> None:
    pane = _pane(qtbot, [HistoryEntry(1, 0, (HistoryPlay(0, (Card.parse("AH"),)),), None)])
    (strip,) = pane.findChildren(CardStrip)
    image = strip.grab().toImage()
    left = int(strip.sizeHint().width() * 0.45)  # the corner, clear of a face's big centre heart
    # the red A at least 9 px tall (a whole face 26 px wide drew it some 6 px tall)
    assert _rank_height(image, left, _red) >= 9, _rank_height(image, left, _red)


def test_a_long_play_stays_within_the_pane(qtbot) -> None:
    cards = tuple(Card.parse(c) for c in ("3S", "3H", "3D", "4S", "4H", "4D", "5S", "5H", "5D", "6S") * 2)
    pane = _pane(qtbot, [HistoryEntry(1, 1, (HistoryPlay(1, cards, True),), 1)])
    strips = pane.findChildren(CardStrip)
    assert sum(len(s.cards()) for s in strips) == len(cards)  # every card shown, in one row or more
    for strip in strips:
        right = strip.mapTo(pane, strip.rect().topRight()).x()
        assert right <= pane.width() - 10, (right, pane.width())  # clear of the scroll bar


def test_the_scroll_bar_is_dark_like_the_pane(qtbot) -> None:
    entries = [
        HistoryEntry(r, 0, (HistoryPlay(0, (Card.parse("5S"),)), HistoryPlay(2, ())), 0) for r in range(30)
    ]
    pane = _pane(qtbot, entries)
    bar = pane.scroller.verticalScrollBar()
    assert bar.isVisible() and bar.width() <= 12
    image = bar.grab().toImage()
    track = image.pixelColor(bar.width() // 2, 3)  # the top: scrolled to the newest rows, the handle is low
    assert max(track.red(), track.green(), track.blue()) < 90, track.name()
