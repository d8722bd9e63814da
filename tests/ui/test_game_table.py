"""The ``GameTable`` and ``TableHost`` protocols (issue 15, item 3): every table the registry names implements
every method the main window, the autosave and the replay viewer call on it, and the main window is the host
the tables expect. A table missing one (as the Gunzi table once lacked ``refresh_cards``) fails here."""

from __future__ import annotations

import inspect

import pytest
from PySide6.QtWidgets import QWidget

from gunapp.core import registry
from gunapp.ui import games
from gunapp.ui.main_window import MainWindow
from gunapp.ui.table.game_table import GameTable, TableHost


def _members(protocol: type) -> set[str]:
    return {n for n in vars(protocol) if not n.startswith("_")} | set(protocol.__annotations__)


def test_the_protocols_list_what_shared_code_calls() -> None:
    assert _members(GameTable) >= {
        "host",
        "canvas",
        "bar",
        "model",
        "new_game",
        "close_game",
        "refresh_cards",
        "hold_status",
        "resume_match",
        "play_numbered_deal",
        "refresh_seats",
        # what the comforts and the replay viewer ask (issue 25: no hasattr, no private members)
        "settlement",
        "review_last_trick",
        "close_review",
        "turn_taken",
        "overlay_panels",
        "end_rebuild",
        "dialog_panels",
    }
    assert _members(TableHost) >= {"settings", "apply_settings", "show_start_page", "game_started"}


@pytest.fixture
def window(qtbot, store, languages):
    languages.set_language("en")
    games.load_game_modules()
    w = MainWindow(store, languages)
    qtbot.addWidget(w)
    return w


def test_the_main_window_is_a_table_host(window) -> None:
    assert isinstance(window, TableHost)


@pytest.mark.parametrize("key", registry.game_keys())
def test_each_registered_table_is_a_game_table(window, key: str) -> None:
    window.open_game(key)
    table = window.game_widget
    assert isinstance(table, QWidget) and table is window.stack.currentWidget()
    missing = [n for n in sorted(_members(GameTable)) if not hasattr(table, n)]
    assert not missing, f"{key} table lacks {missing}"
    assert isinstance(table, GameTable)
    for name in _members(GameTable):
        wanted = getattr(GameTable, name, None)
        if inspect.isfunction(wanted):  # the same parameters as the protocol's method
            got = inspect.signature(getattr(table, name))
            assert list(got.parameters) == list(inspect.signature(wanted).parameters)[1:], f"{key}.{name}"
    assert table.host is window
