"""The games the start page offers, and the registry through which a game's table switches its tile on.

A game package enables itself by registering a table factory when it is imported::

    # gunapp/ui/gunzi/__init__.py
    from gunapp.ui.games import register_table
    register_table("gunzi", lambda host: GunziTable(host))

``load_game_modules()`` (called by the main window at start) imports the modules in ``TABLE_MODULES``; a
module that does not exist yet leaves its game "coming soon", and one that fails to import is logged and
left disabled rather than stopping the app. The factory gets the main window (``host``: ``settings_store``,
``settings``, ``settings_changed``, ``card_painter``, ``show_start_page()``) and returns the QWidget shown
in the window's centre. Optional methods on that widget: ``new_game()``, and ``close_game() -> bool``
(False keeps the game open, e.g. the user cancelled).
"""

from __future__ import annotations

import importlib
import logging
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtWidgets import QWidget

log = logging.getLogger(__name__)

TableFactory = Callable[[Any], QWidget]


@dataclass(frozen=True)
class GameInfo:
    key: str  # the record's "game" value
    title: str  # untranslated source; translate with QCoreApplication.translate("Games", ...)
    subtitle: str
    players: int
    #: faces shown on the start-page tile
    showcase: tuple[str, ...]


GAMES: tuple[GameInfo, ...] = (
    GameInfo(
        "gunzi",
        QT_TRANSLATE_NOOP("Games", "Gunzi"),
        QT_TRANSLATE_NOOP("Games", "Dalian's team game: 4 players, 3 decks, partners sit opposite"),
        4,
        ("BJ", "TH", "TS", "TC"),
    ),
    GameInfo(
        "ddz3",
        QT_TRANSLATE_NOOP("Games", "Dou Dizhu, 3 players"),
        QT_TRANSLATE_NOOP("Games", "One deck: the landlord against two peasants"),
        3,
        ("SJ", "BJ", "2S"),
    ),
    GameInfo(
        "ddz4",
        QT_TRANSLATE_NOOP("Games", "Dou Dizhu, 4 players"),
        QT_TRANSLATE_NOOP("Games", "Two decks: the landlord against three peasants"),
        4,
        ("AH", "AS", "AD", "AC"),
    ),
)

#: module to import for each game; importing it calls register_table
TABLE_MODULES: dict[str, str] = {
    "gunzi": "gunapp.ui.gunzi",
    "ddz3": "gunapp.ui.doudizhu",
    "ddz4": "gunapp.ui.doudizhu",
}

_factories: dict[str, TableFactory] = {}


def register_table(key: str, factory: TableFactory) -> None:
    if key not in {g.key for g in GAMES}:
        raise ValueError(f"unknown game {key!r}")
    _factories[key] = factory


def table_factory(key: str) -> TableFactory | None:
    return _factories.get(key)


def game_info(key: str) -> GameInfo:
    for g in GAMES:
        if g.key == key:
            return g
    raise KeyError(key)


def load_game_modules() -> None:
    for module in sorted(set(TABLE_MODULES.values())):
        try:
            importlib.import_module(module)
        except ModuleNotFoundError as exc:
            if exc.name is None or not module.startswith(exc.name):
                log.exception("game module %s failed to import", module)
        except Exception:
            log.exception("game module %s failed to import", module)
