"""The games the start page offers (``gunapp.core.registry``) and the table factory of each.

``load_game_modules()`` (called by the main window at start) switches each registered game's tile on with a
factory that imports the game's table on first use (``GameSpec.table``, a dotted path), so start-up imports no
game. ``register_table`` puts another factory in place of one (a demo, tests). The factory gets the main
window (``host``: see ``gunapp.ui.table_protocol.TableHost``) and returns the table shown in the window's
centre, a ``GameTable``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import QWidget

from gunapp.core import registry
from gunapp.core.game_spec import GameSpec, load

if TYPE_CHECKING:
    from gunapp.ui.common.table_kit import TableKit

TableFactory = Callable[[Any], QWidget]
#: what a tile shows about a game (kept as a name: the start page and the dialogs read these fields)
GameInfo = GameSpec
GAMES: tuple[GameSpec, ...] = registry.GAMES

_factories: dict[str, TableFactory] = {}


def register_table(key: str, factory: TableFactory) -> None:
    if key not in registry.game_keys():
        raise ValueError(f"unknown game {key!r}")
    _factories[key] = factory


def table_factory(key: str) -> TableFactory | None:
    return _factories.get(key)


def game_info(key: str) -> GameSpec:
    """The spec of ``key``; ``registry.UnknownGame`` (a KeyError) for a key no game has."""
    return registry.game(key)


def table_kit(key: str) -> TableKit:
    """The ``TableKit`` of game ``key`` (imports the game's table pieces on first use)."""
    kit: TableKit = load(registry.game(key).table_kit)
    return kit


def _lazy_table(path: str) -> TableFactory:
    def make(host: Any) -> QWidget:
        widget: QWidget = load(path)(host)
        return widget

    return make


def load_game_modules() -> None:
    for spec in GAMES:
        _factories.setdefault(spec.key, _lazy_table(spec.table))
