"""Ways into the replay viewer and numbered deals from the main window (menus, command line)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from gunapp.core import registry
from gunapp.core.deal_numbers import MAX_NUMBER
from gunapp.core.record import GameRecord
from gunapp.ui.replay.bar import open_viewer


def open_record_in_viewer(window: Any, record: GameRecord, source: Any = None) -> Any:
    """Open ``record``'s game table (the match on the table is saved first) with the viewer on it."""
    window.open_game(record.game, fresh=False)
    table = window.game_widget
    if table is None or window.game_key != record.game:
        return None
    from gunapp.ui.review.stores import record_book
    from gunapp.ui.review.viewer_review import attach_review

    viewer, bar = open_viewer(table, record, source)
    attach_review(viewer, bar, record_book(record, source, viewer))  # issue 27: Analyse, kept in the file
    return viewer, bar


def play_deal_number(window: Any, game: str, number: int) -> Any:
    """Start deal ``number`` of ``game`` (``gunapp.core.deal_numbers``) with the player in seat 0."""
    if not 0 <= number <= MAX_NUMBER:  # clamping would deal another deal than the one asked for
        window.saved.notice_bad_deal_number(number)
        return None
    if not window.confirm_new_match(game):  # the saved match of this game stays unless the player gives it up
        return None
    window.open_game(game, fresh=False)
    table = window.game_widget
    if table is None:
        return None
    return table.play_numbered_deal(number)


def ask_deal_number(window: Any) -> Any:
    """Game → Play deal number…: the game of the table (or Dou Dizhu) and the number to deal."""
    from PySide6.QtWidgets import QInputDialog

    games = [g.key for g in registry.GAMES]
    names = [QCoreApplication.translate("Games", g.title) for g in registry.GAMES]
    current = games.index(window.game_key) if window.game_key in games else 0
    name, ok = QInputDialog.getItem(
        window,
        QCoreApplication.translate("ReplayEntry", "Play deal number"),
        QCoreApplication.translate("ReplayEntry", "Game:"),
        names,
        current,
        False,
    )
    if not ok:
        return None
    number, ok = QInputDialog.getInt(
        window,
        QCoreApplication.translate("ReplayEntry", "Play deal number"),
        QCoreApplication.translate("ReplayEntry", "Deal number:"),
        0,
        0,
        MAX_NUMBER,
        1,
    )
    if not ok:
        return None
    return play_deal_number(window, games[names.index(name)], number)
