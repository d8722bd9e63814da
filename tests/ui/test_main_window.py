"""Main window (issue 2): start page, game registry, live language switch, settings notices, gallery."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QLabel, QMessageBox, QWidget

from gunapp.storage.settings import LoadReport
from gunapp.ui import games
from gunapp.ui.main_window import MainWindow
from gunapp.ui.table.card_item import CardItem


@pytest.fixture
def window(qtbot, store, languages):
    languages.set_language("en")
    w = MainWindow(store, languages, load_games=False)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    return w


def _menu_titles(w: MainWindow) -> list[str]:
    return [a.text() for a in w.menuBar().actions()]


def test_start_page_offers_three_games_coming_soon(window, clean_registry):
    games._factories.clear()
    window.refresh_games()
    tiles = window.start_page.tiles
    assert list(tiles) == ["gunzi", "ddz3", "ddz4"]
    for tile in tiles.values():
        assert not tile.isEnabled()
        assert tile.toolTip() == "Coming soon"
    assert not window.menus.play["gunzi"].isEnabled()


def test_registering_a_table_enables_its_game(window, clean_registry, qtbot):
    made: list[QWidget] = []

    def factory(host):
        assert host is window
        w = QLabel("a table")
        made.append(w)
        return w

    games.register_table("ddz3", factory)
    window.refresh_games()
    tile = window.start_page.tiles["ddz3"]
    assert tile.isEnabled() and tile.toolTip() != "Coming soon"
    tile.click()
    assert window.current_page() == "game" and window.stack.currentWidget() is made[0]
    assert window.settings.last_game == "ddz3"
    assert "Dou Dizhu" in window.windowTitle()
    window.show_start_page()
    assert window.current_page() == "start"
    with pytest.raises(ValueError):
        games.register_table("poker", factory)


def test_language_switch_updates_open_widgets_and_is_remembered(window, store, qtbot):
    assert _menu_titles(window)[0] == "&Game"
    assert window.start_page.prompt.text() == "Choose a game"
    window.set_language("zh_CN")
    qtbot.waitUntil(lambda: _menu_titles(window)[0] == "游戏(&G)", timeout=2000)
    assert window.start_page.prompt.text() == "选择游戏"
    assert window.start_page.tiles["gunzi"].title() == "打滚子"
    # the tooltip is the description once a table registered, "coming soon" before: both must be Chinese
    tile = window.start_page.tiles["gunzi"]
    assert tile.toolTip() == (
        "大连的对家搭档玩法：四人、三副牌，对门是队友" if tile.isEnabled() else "即将推出"
    )
    assert window.card_painter.joker_labels == ("大王", "小王")
    assert "打滚子" in window.windowTitle()
    assert store.settings.language == "zh_CN"
    assert store.path.exists()
    window.set_language("it")
    qtbot.waitUntil(lambda: _menu_titles(window)[0] == "&Gioco", timeout=2000)
    assert window.start_page.prompt.text() == "Scegli un gioco"
    assert window.menus.language["it"].isChecked()
    window.set_language("en")
    qtbot.waitUntil(lambda: _menu_titles(window)[0] == "&Game", timeout=2000)


def test_open_about_box_retranslates(window, qtbot):
    from gunapp.ui.about import AboutDialog

    box = AboutDialog(window)
    box.show()
    assert box.windowTitle() == "About gunapp"
    window.set_language("zh_CN")
    qtbot.waitUntil(lambda: box.windowTitle() == "关于 gunapp", timeout=2000)
    assert "电脑对手" in box.text.text()
    box.close()
    window.set_language("en")


def test_gallery_deals_all_54_faces_and_a_back(window, qtbot):
    window.apply_settings(animation_speed=0.0)
    window.menus.gallery.trigger()
    assert window.current_page() == "gallery"
    items = [i for i in window.gallery.scene.items() if isinstance(i, CardItem)]
    assert len(items) == 55
    assert len({i.card for i in items}) == 55
    assert sum(1 for i in items if i.face_up) == 54
    rects = [i.mapRectToScene(i.card_rect()) for i in items]
    view = window.gallery.view.viewport().rect()
    for r in rects:
        assert view.contains(r.toRect())


def test_four_colour_setting_redraws_cards(window):
    window.apply_settings(animation_speed=0.0)
    window.show_gallery()
    window.menus.four_colour.trigger()
    assert window.settings.four_colour and window.card_painter.four_colour
    window.menus.four_colour.trigger()
    assert not window.settings.four_colour


def test_speed_menu_changes_the_setting(window):
    window.menus.speed[2.0].trigger()
    assert window.settings.animation_speed == 2.0
    window.menus.ai["easy"].trigger()
    assert window.settings.ai_level == "easy"


def test_corrupt_settings_notice_is_in_the_users_language(window, tmp_path, qtbot):
    window.set_language("it")
    qtbot.waitUntil(lambda: _menu_titles(window)[0] == "&Gioco", timeout=2000)
    box = window.report_settings_problem(LoadReport(moved_to=tmp_path / "settings.json.corrupt-x"))
    assert isinstance(box, QMessageBox)
    assert "impostazioni" in box.text() and "settings.json.corrupt-x" in box.text()
    box.close()
    assert window.report_settings_problem(LoadReport()) is None
    window.set_language("en")


def test_closing_saves_the_window_geometry(window, store):
    window.close()
    assert store.settings.window_geometry
    assert QCoreApplication.instance() is not None
