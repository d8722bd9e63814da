"""The history pane (issue 10: no GUI-thread stall) rebuilds only the rows that changed when a play or a
round is added; what it shows must be what a pane built at once from the same entries shows."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QWidget

from gunapp.core.cards import make_deck
from gunapp.games.doudizhu.ui.kit import KIT
from gunapp.ui.common.card_strip import CardStrip
from gunapp.ui.common.history_rows import HistoryEntry, HistoryPlay
from gunapp.ui.common.trick_history import HistoryPane


def _shown(pane: HistoryPane) -> list[tuple[int, int, str]]:
    """The pane's rows top to bottom: where each label and strip sits, its text or cards and highlight (once
    the older rows, built from the event loop, are all there)."""
    from PySide6.QtWidgets import QApplication

    for _ in range(200):
        if not pane._pending:
            break
        QApplication.processEvents()
    assert not pane._pending
    for _ in range(5):  # let the layouts settle (a scroll bar appearing narrows the rows and rewraps titles)
        QApplication.processEvents()
    body = pane.scroller.widget()
    assert body is not None
    out = []
    for w in body.findChildren(QWidget):
        if not w.isVisibleTo(body):
            continue
        at = w.mapTo(body, w.rect().topLeft())
        if isinstance(w, QLabel):
            out.append((at.y(), at.x(), f"label {w.text()}"))
        elif isinstance(w, CardStrip):
            out.append((at.y(), at.x(), f"strip {w.cards()} {w._highlight}"))
    return sorted(out)


def _rounds(n: int) -> list[list[HistoryEntry]]:
    """The entries after every play of ``n`` rounds of three seats (the last round open, then won)."""
    deck = make_deck(1)
    steps: list[list[HistoryEntry]] = []
    done: list[HistoryEntry] = []
    k = 0
    for r in range(n):
        plays: list[HistoryPlay] = []
        for seat in range(3):
            plays.append(HistoryPlay(seat, (deck[k % len(deck)],) if seat != 1 else ()))
            k += 1
            steps.append([*done, HistoryEntry(r + 1, 0, tuple(plays), None)])
        won = tuple(HistoryPlay(p.seat, p.cards, p.seat == 2) for p in plays)
        done.append(HistoryEntry(r + 1, 0, won, 2))
        steps.append(list(done))
    return steps


def test_rows_added_one_by_one_show_what_a_pane_built_at_once_shows(qtbot) -> None:
    names = {0: "You", 1: "Left", 2: "Right"}
    grown = HistoryPane(KIT)
    qtbot.addWidget(grown)
    grown.show()
    first_row = None
    for i, entries in enumerate(_rounds(5)):
        grown.set_entries(entries, names.__getitem__)
        qtbot.wait(1)
        once = HistoryPane(KIT)
        qtbot.addWidget(once)
        once.show()
        once.set_entries(entries, names.__getitem__)
        qtbot.wait(1)
        assert _shown(grown) == _shown(once)
        if i == 3:  # the first round just won: its row is final
            first_row = grown._boxes[0]
    # the first round's row was built once and kept, not rebuilt after every later play
    assert grown._boxes[0] is first_row


def test_new_seat_names_rebuild_every_row(qtbot) -> None:
    """After Play from here the seats are named anew: the old rows must not keep the old names."""
    pane = HistoryPane(KIT)
    qtbot.addWidget(pane)
    pane.show()
    entries = _rounds(2)[-1]
    pane.set_entries(entries[:1], {0: "You", 1: "Left", 2: "Right"}.__getitem__)
    pane.set_entries(entries, {0: "Right", 1: "You", 2: "Left"}.__getitem__)
    qtbot.wait(1)
    once = HistoryPane(KIT)
    qtbot.addWidget(once)
    once.show()
    once.set_entries(entries, {0: "Right", 1: "You", 2: "Left"}.__getitem__)
    qtbot.wait(1)
    assert _shown(pane) == _shown(once)
    assert any(text == "label Right" for _, _, text in _shown(pane))


def test_a_long_hand_shows_its_newest_rows_at_once_and_the_rest_soon(qtbot) -> None:
    """Opening the pane late in a hand builds only the newest rows on the spot (no GUI-thread stall); the
    older rows follow from the event loop, in order, above them, even when a play comes in meanwhile."""
    from gunapp.ui.common.trick_history import FIRST_ROWS

    names = {0: "You", 1: "Left", 2: "Right"}.__getitem__
    entries = _rounds(30)[-1]
    more = [*entries, HistoryEntry(31, 0, (HistoryPlay(0, ()),), None)]
    pane = HistoryPane(KIT)
    qtbot.addWidget(pane)
    pane.show()
    pane.set_entries(entries, names)
    assert len(pane._boxes) == FIRST_ROWS and len(pane._pending) == len(entries) - FIRST_ROWS
    pane.set_entries(more, names)  # a play arrives before the older rows are built
    shown = _shown(pane)
    assert len(pane._boxes) == len(more)
    once = HistoryPane(KIT)
    qtbot.addWidget(once)
    once.show()
    once.set_entries(more, names)
    assert shown == _shown(once)
