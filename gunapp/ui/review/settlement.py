"""Analyse on the settlement: the hand just finished, the player's decisions, reviewed while the table
stays usable (the review runs on its own thread; Next deal goes on, the review with it, and it is kept with
the match when it ends). The key moments and the marks show in the history pane, opened for them; a click
on a moment opens the replay of the hand at that decision, the alternatives on the table."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent, QObject
from PySide6.QtWidgets import QPushButton

from gunapp.review.model import DecisionReview
from gunapp.ui.review.panel import TableReview
from gunapp.ui.review.stores import match_book


class _SettlementWatch(QObject):
    """The marks show while the settlement does (the history pane then shows the hand settled)."""

    def __init__(self, review: TableReview) -> None:
        super().__init__(review)
        self.review = review

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802
        if event.type() in (QEvent.Type.Show, QEvent.Type.Hide):
            self.review.refresh()
        return False


# opens the replay of a hand of the table's match (``ui.replay.hand_dialog.open_hand_replay``)
OpenReplay = Callable[[Any, int], bool]


def table_review(table: Any, open_replay: OpenReplay) -> TableReview | None:
    """The table's review of its own match (made on first use, remade for a new match)."""
    model = table.model
    if model is None:
        return None
    book = match_book(model)
    found = table.findChild(TableReview, "tableReview")
    if isinstance(found, TableReview) and found.book is book:
        return found
    if isinstance(found, TableReview):  # a new match on this table: the old one's pieces go
        found.enabled = False
        found.refresh()
        found.setObjectName("")
        found.moments.deleteLater()
    review = TableReview(table, book, lambda d: open_at(table, d, open_replay), table.comforts.seat_name)
    settlement = table.settlement
    review.marks_shown = lambda: bool(
        shiboken6.isValid(settlement) and settlement.isVisible() and _same_settlement(table, review)
    )
    settlement.installEventFilter(_SettlementWatch(review))
    book.running_changed.connect(lambda _on: _sync_button(table))
    book.changed.connect(lambda _h, _s: _sync_button(table))
    return review


def _same_settlement(table: Any, review: TableReview) -> bool:
    """``review`` was asked on the settlement shown now (no hand was played since)."""
    return table.model is not None and review.played_at == int(table.model.hands_played())


def player_seat(model: Any) -> int:
    return int(model.names_from())


def offer_hand_review(table: Any, open_replay: OpenReplay) -> QPushButton | None:
    """Add Analyse to ``table.settlement`` (after its panel is filled, beside Replay this hand)."""
    frame = table.settlement
    if table.model is None or "analyse" in frame.buttons:
        return None
    watching = table.replay_viewer
    if watching is not None and watching.model is table.model:
        return None  # the viewer's own table: its strip has Analyse
    btn = QPushButton(QCoreApplication.translate("Review", "Analyse"), frame)
    btn.setToolTip(
        QCoreApplication.translate(
            "Review", "Let the engine weigh each of your decisions in this hand and show what they cost"
        )
    )
    btn.setProperty("accent", "false")
    btn.clicked.connect(lambda _=False: analyse_settled(table, open_replay))
    at = frame.buttons_row.indexOf(frame.buttons["replay"]) + 1 if "replay" in frame.buttons else 1
    frame.buttons_row.insertWidget(at, btn)
    frame.buttons["analyse"] = btn
    btn.show()
    frame.adjustSize()
    _sync_button(table)
    review = table.findChild(TableReview, "tableReview")
    if isinstance(review, TableReview):
        review.refresh()  # the marks of a review already made show on the settled hand
    return btn


def analyse_settled(table: Any, open_replay: OpenReplay) -> bool:
    review = table_review(table, open_replay)
    if review is None:
        return False
    model = table.model
    # the hand is the record's last, found when the record is built: a Dou Dizhu deal that all passed is a
    # hand of the record but not a hand played, so no count on this side says which it is
    review.played_at = int(model.hands_played())
    started = review.analyse(None, player_seat(model))
    _sync_button(table)
    return started


def _sync_button(table: Any) -> None:
    if not shiboken6.isValid(table):
        return
    btn = table.settlement.buttons.get("analyse")
    if btn is None or not shiboken6.isValid(btn) or table.model is None:
        return
    book = match_book(table.model)
    seat = player_seat(table.model)
    review = table.findChild(TableReview, "tableReview")
    same = isinstance(review, TableReview) and review.book is book and _same_settlement(table, review)
    hand = review.hand if isinstance(review, TableReview) and same else None
    if same and book.is_running(hand, seat):
        btn.setText(QCoreApplication.translate("Review", "Analysing…"))
        btn.setEnabled(False)
    elif hand is not None and book.progress(hand, seat) is not None:
        btn.setText(QCoreApplication.translate("Review", "Analysed"))
        btn.setEnabled(False)
    else:
        btn.setText(QCoreApplication.translate("Review", "Analyse"))
        btn.setEnabled(not book.running)


def _replay_review(table: Any) -> Any:
    """The review of the replay window open over ``table`` on its match, if one is open."""
    from gunapp.ui.review.viewer_review import ViewerReview

    if table.model is None:
        return None
    book = match_book(table.model)
    for found in table.window().findChildren(ViewerReview):
        watched = found.viewer.table
        if watched is not table and shiboken6.isValid(watched) and watched.isVisible() and found.book is book:
            return found
    return None


def open_at(table: Any, d: DecisionReview, open_replay: OpenReplay) -> None:
    """Open the replay of ``d``'s hand at ``d``, the alternatives on the table."""
    open_now = _replay_review(table)
    if open_now is not None:
        open_now.jump(d)
        return
    if not open_replay(table, d.hand):
        return
    prep = table.hand_prep

    def shown(_ready: object) -> None:
        prep.done.disconnect(shown)
        opened = _replay_review(table)
        if opened is not None:
            opened.jump(d)

    prep.done.connect(shown)
