"""Replay this hand: the settlement panel's button that opens the hand just finished in the replay viewer.

The viewer opens in a window of its own over the game, on a table of the same game, so the match on the
main table stays exactly where it is (its settlement still open); closing the window returns to it. "Play
from here" there plays on on the main table, as from Open record…: once the player has agreed to give up the
match in progress (asked as New game asks), the window closes and the main table takes the position.
"""

from __future__ import annotations

from typing import Any

import shiboken6
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog, QPushButton, QVBoxLayout, QWidget

from gunapp.core import registry
from gunapp.core.game_spec import load
from gunapp.core.record import GameRecord
from gunapp.models.replay_model import Timeline
from gunapp.ui.common.off_thread import OffThread
from gunapp.ui.replay.bar import ReplayBar, open_viewer
from gunapp.ui.replay.viewer import ReplayViewer
from gunapp.ui.table.game_table import NoHost, TableHost


class _WatchHost(NoHost):
    """The game's host as the watching table sees it: its settings and card painter; no autosave, no
    statistics, no house rules to change."""

    def __init__(self, host: TableHost) -> None:
        super().__init__()
        self._settings = host.settings
        self.card_painter = host.card_painter


def offer_hand_replay(table: Any) -> QPushButton | None:
    """Add "Replay this hand" to ``table.settlement`` (call after the panel is filled)."""
    frame = table.settlement
    if table.model is None or "replay" in frame.buttons:
        return None
    watching = table.replay_viewer
    if watching is not None and watching.model is table.model:
        return None  # the viewer itself reached a hand's end
    btn = QPushButton(QCoreApplication.translate("ReplayHand", "Replay this hand"), frame)
    btn.setToolTip(QCoreApplication.translate("ReplayHand", "Watch the hand just played, step by step"))
    btn.setProperty("accent", "false")
    btn.clicked.connect(lambda _=False: open_hand_replay(table))
    frame.buttons_row.insertWidget(1, btn)  # first, after the row's leading stretch
    frame.buttons["replay"] = btn
    # shown now: a widget added to a visible frame (a panel refilled on a language switch) is shown by Qt
    # only on the next event-loop turn and takes no room meanwhile, so the buttons came out squeezed
    btn.show()
    frame.adjustSize()
    from gunapp.ui.review.settlement import offer_hand_review  # the review loads when a hand ends

    offer_hand_review(table, open_hand_replay)  # Analyse beside it (issue 27)
    return btn


class HandReplayDialog(QDialog):
    def __init__(
        self,
        table: Any,
        record: Any,
        hand: int,
        parent: QWidget | None = None,
        timeline: Timeline | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(QCoreApplication.translate("ReplayHand", "Replay of hand {n}").format(n=hand + 1))
        self.setModal(True)
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        host = _WatchHost(table.host)
        speed = table.canvas.animator.speed
        make_table = load(registry.game(record.game).table)  # (host, **options) -> the game's table
        self.table: Any = make_table(host, speed=speed, parent=self)
        box.addWidget(self.table)
        top = table.window()
        self.resize(top.size() if top is not None else table.size())
        self.viewer: ReplayViewer
        self.bar: ReplayBar
        self.viewer, self.bar = open_viewer(self.table, record, timeline=timeline, hand=hand)
        self.main_table = table
        self.bar.branch_to = self.play_on_main_table
        self.finished.connect(lambda _r: self._close_table())
        # the match's reviews: one running from the settlement shows here too (issue 27)
        from gunapp.ui.review.stores import match_book
        from gunapp.ui.review.viewer_review import attach_review

        attach_review(self.viewer, self.bar, match_book(table.model))

    def play_on_main_table(self, level: str, seat: int | None = None) -> Any:
        """Play from here, on the main table: the match there is given up (if the player agrees), this window
        closes, and the main table plays on from the position shown, ``seat`` (default: the seat whose view
        is shown) the player's. The new model, or None if the player kept the match."""
        main, viewer = self.main_table, self.viewer
        record = viewer.record
        if not shiboken6.isValid(main) or not main.host.confirm_new_match(record.game):
            return None
        hand, k = viewer.hand, viewer.k
        seat = viewer.south if seat is None else seat
        self.accept()
        on_main, _bar = open_viewer(main, record, timeline=viewer.timeline, hand=hand)
        on_main.goto(hand, k)
        return on_main.play_from_here(level, seat)

    def _close_table(self) -> None:
        self.viewer.set_playing(False)
        if shiboken6.isValid(self.table):
            self.table.close_game()


def open_hand_replay(table: Any, hand: int | None = None) -> bool:
    """Open the viewer on ``hand`` (default: the last, the one just settled) of the match on ``table``, once
    the record and the hand are prepared on the thread pool; the dialog lands in ``table.hand_replay``.
    Meanwhile the settlement's button is disabled. False if there is no match or a hand is being prepared
    already.

    Building the record and the hand's timeline (which replays the whole match up to it) took some 80 ms
    after 40 Dou Dizhu deals, a freeze of the table late in an evening; only the copy of what the game may
    still change (``record_later``) is left on the GUI thread."""
    from gunapp.core.match_record import record_later

    prep: OffThread | None = table.hand_prep
    if table.model is None or (prep is not None and prep.busy):
        return False
    if prep is None:
        prep = table.hand_prep = OffThread("preparing a hand for the replay", table)
        prep.done.connect(lambda ready: _show(table, *ready))
        prep.failed.connect(lambda _exc: _set_button(table, True))
    _set_button(table, False)
    build = record_later(table.model)
    prep.run(lambda: _prepared(build(), hand))
    return True


def _prepared(record: GameRecord, hand: int | None) -> tuple[Timeline, int]:
    """On the thread pool: ``record``'s timeline with ``hand`` (None: the last) built."""
    if not record.hands:
        raise ValueError("the match has no hand yet")
    last = len(record.hands) - 1
    index = last if hand is None else max(0, min(hand, last))
    timeline = Timeline(record)
    timeline.hand(index)
    return timeline, index


def _set_button(table: Any, enabled: bool) -> None:
    btn = table.settlement.buttons.get("replay")
    if btn is not None and shiboken6.isValid(btn):
        btn.setEnabled(enabled)


def _show(table: Any, timeline: Timeline, hand: int) -> None:
    _set_button(table, True)
    if not shiboken6.isValid(table):
        return
    dialog = HandReplayDialog(table, timeline.record, hand, table.window(), timeline)
    dialog.open()
    table.hand_replay = dialog  # kept alive with the table
