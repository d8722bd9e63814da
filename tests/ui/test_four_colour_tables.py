"""The four-colour toggle redraws the cards of an open table, whichever game it is (bug: the Gunzi table had
no ``refresh_cards``, so the main window's duck-typed call skipped it and its cards kept the old colours)."""

from __future__ import annotations

import pytest

from gunapp.models.game_model import SeatConfig
from gunapp.ui import games
from gunapp.ui.main_window import MainWindow
from gunapp.ui.table.card_item import CardItem


@pytest.fixture
def window(qtbot, store, languages):
    languages.set_language("en")
    games.load_game_modules()
    w = MainWindow(store, languages)
    w.apply_settings(animation_speed=0.0)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    return w


def _faces(w: MainWindow) -> list[CardItem]:
    return [i for i in w.game_widget.canvas.scene.items() if isinstance(i, CardItem) and i.card is not None]


@pytest.mark.parametrize("key", ["gunzi", "ddz3", "ddz4"])
def test_four_colour_toggle_redraws_the_open_table(window, qtbot, monkeypatch, key: str) -> None:
    window.open_game(key)
    table = window.game_widget
    if key == "gunzi":
        table.start_match([SeatConfig("human", None)] + [SeatConfig("ai", "easy")] * 3, seed=11)
    else:
        table.new_session([None] + ["easy"] * ((3 if key == "ddz3" else 4) - 1))
    qtbot.waitUntil(lambda: len(_faces(window)) > 10, timeout=20000)
    refreshed: set[int] = set()
    original = CardItem.refresh

    def counting(item: CardItem) -> None:
        refreshed.add(id(item))
        original(item)

    monkeypatch.setattr(CardItem, "refresh", counting)
    faces = _faces(window)
    window.menus.four_colour.trigger()
    assert window.card_painter.four_colour
    assert {id(i) for i in faces} <= refreshed
