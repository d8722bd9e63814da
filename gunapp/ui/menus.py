"""The menu bar: Game, View, Settings, Language, Help. Texts are set in ``retranslate``."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu

from gunapp.i18n import LANGUAGES
from gunapp.ui.comfort_menus import ComfortMenus
from gunapp.ui.common.ai_levels import AI_LEVELS as LEVELS
from gunapp.ui.common.ai_levels import LevelText
from gunapp.ui.games import GAMES
from gunapp.ui.hand_order_menu import HandOrderMenu
from gunapp.ui.menu_choices import choices

#: animation speed factors offered in the Settings menu (0 = no animation)
SPEEDS: tuple[float, ...] = (0.0, 0.5, 1.0, 2.0)
#: the AI levels offered in the Settings menu (one setting for both games)
AI_LEVELS: tuple[str, ...] = LEVELS
#: sound volume steps offered in Settings → Sound (percent)
VOLUMES: tuple[int, ...] = (25, 50, 70, 100)


class Menus(QObject):
    """Builds the menus on ``window`` and keeps the actions; the window connects the signals it needs.
    The dialogs behind them (and the engines their texts read) load when first opened, not at start-up."""

    @staticmethod
    def _open_house_rules(window: QMainWindow) -> None:
        from gunapp.ui.rules import game_of, open_house_rules

        open_house_rules(window, game_of(window.game_key))  # type: ignore[attr-defined]

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        bar = window.menuBar()
        self.game_menu = QMenu(bar)
        self.view_menu = QMenu(bar)
        self.settings_menu = QMenu(bar)
        self.language_menu = QMenu(bar)
        self.help_menu = QMenu(bar)
        for m in (self.game_menu, self.view_menu, self.settings_menu, self.language_menu, self.help_menu):
            bar.addMenu(m)

        # Game
        self.new_game = QAction(window)
        self.new_game.setShortcut(QKeySequence.StandardKey.New)
        self.game_menu.addAction(self.new_game)
        self.play: dict[str, QAction] = {}
        for g in GAMES:
            act = QAction(window)
            self.play[g.key] = act
            self.game_menu.addAction(act)
        self.game_menu.addSeparator()
        self.open_record = QAction(window)
        self.open_record.setShortcut(QKeySequence.StandardKey.Open)
        self.game_menu.addAction(self.open_record)
        self.play_deal = QAction(window)
        self.game_menu.addAction(self.play_deal)
        self.save_record = QAction(window)
        self.save_record.setShortcut(QKeySequence.StandardKey.SaveAs)
        self.game_menu.addAction(self.save_record)
        self.statistics = QAction(window)
        self.game_menu.addAction(self.statistics)
        self.game_menu.addSeparator()
        self.start_page = QAction(window)
        self.start_page.setShortcut(QKeySequence("Ctrl+Home"))
        self.game_menu.addAction(self.start_page)
        self.game_menu.addSeparator()
        self.quit = QAction(window)
        self.quit.setShortcut(QKeySequence.StandardKey.Quit)
        self.quit.setMenuRole(QAction.MenuRole.QuitRole)
        self.game_menu.addAction(self.quit)

        # View
        self.gallery = QAction(window)
        self.view_menu.addAction(self.gallery)
        self.full_screen = QAction(window)
        self.full_screen.setCheckable(True)
        self.full_screen.setShortcut(QKeySequence.StandardKey.FullScreen)
        self.view_menu.addAction(self.full_screen)

        # Settings
        self.speed_menu = QMenu(self.settings_menu)
        self.settings_menu.addMenu(self.speed_menu)
        self.speed_group = QActionGroup(window)
        self.speed: dict[float, QAction] = choices(self.speed_menu, self.speed_group, SPEEDS, window)
        self.ai_menu = QMenu(self.settings_menu)
        self.settings_menu.addMenu(self.ai_menu)
        self.ai_group = QActionGroup(window)
        self.ai: dict[str, QAction] = choices(self.ai_menu, self.ai_group, AI_LEVELS, window)
        # Sound (issue 12): on/off with its key (M) and a few volume steps, kept in one block
        self.sound_menu = QMenu(self.settings_menu)
        self.settings_menu.addMenu(self.sound_menu)
        self.sound_on = QAction(window)
        self.sound_on.setCheckable(True)
        self.sound_on.setShortcut(QKeySequence("M"))
        self.sound_menu.addAction(self.sound_on)
        self.sound_menu.addSeparator()
        self.volume_group = QActionGroup(window)
        self.volume: dict[int, QAction] = choices(self.sound_menu, self.volume_group, VOLUMES, window)
        self.settings_menu.addSeparator()
        self.four_colour = QAction(window)
        self.four_colour.setCheckable(True)
        self.settings_menu.addAction(self.four_colour)
        self.hand_order = HandOrderMenu(self.settings_menu, window)  # issue 26: big cards left or right
        self.settings_menu.addSeparator()
        # opens on the page of the game on show; OK saves through window.apply_settings
        self.house_rules = QAction(window)
        self.house_rules.triggered.connect(lambda: self._open_house_rules(window))
        self.settings_menu.addAction(self.house_rules)

        # Language: each name in its own language, never translated
        self.language_group = QActionGroup(window)
        self.language: dict[str, QAction] = choices(
            self.language_menu, self.language_group, LANGUAGES, window
        )
        for code, name in LANGUAGES.items():
            self.language[code].setText(name)

        # Help
        self.about = QAction(window)
        self.about.setMenuRole(QAction.MenuRole.AboutRole)
        self.help_menu.addAction(self.about)
        self.about_qt = QAction(window)
        self.about_qt.setMenuRole(QAction.MenuRole.AboutQtRole)
        self.help_menu.addAction(self.about_qt)
        self.comforts = ComfortMenus(self, window)  # card counter, forced moves, keys, rules pages
        self.retranslate()

    def retranslate(self) -> None:
        self.game_menu.setTitle(self.tr("&Game"))
        self.view_menu.setTitle(self.tr("&View"))
        self.settings_menu.setTitle(self.tr("&Settings"))
        self.language_menu.setTitle(self.tr("&Language"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.new_game.setText(self.tr("&New game"))
        for g in GAMES:
            self.play[g.key].setText(
                self.tr("Play {game}").format(game=QCoreApplication.translate("Games", g.title))
            )
        self.open_record.setText(self.tr("&Open record…"))
        self.play_deal.setText(self.tr("Play &deal number…"))
        self.save_record.setText(self.tr("Save record &as…"))
        self.statistics.setText(self.tr("S&tatistics…"))
        self.start_page.setText(self.tr("&Start page"))
        self.quit.setText(self.tr("&Quit"))
        self.gallery.setText(self.tr("Card &gallery"))
        self.full_screen.setText(self.tr("&Full screen"))
        self.speed_menu.setTitle(self.tr("&Animation speed"))
        labels = {
            0.0: self.tr("Off (instant)"),
            0.5: self.tr("Slow"),
            1.0: self.tr("Normal"),
            2.0: self.tr("Fast"),
        }
        for value, act in self.speed.items():
            act.setText(labels[value])
        self.ai_menu.setTitle(self.tr("Computer &opponents"))
        # each level with its measured strength (resources/ai_strength.json, from the benchmarks)
        levels = LevelText()
        for key, act in self.ai.items():
            act.setText(levels.menu_item(key))
            act.setToolTip(levels.tooltip(key))
        self.ai_menu.setToolTipsVisible(True)
        self.sound_menu.setTitle(self.tr("So&und"))
        self.sound_on.setText(self.tr("&Sound on"))
        volume_labels = {
            25: self.tr("Volume: quiet"),
            50: self.tr("Volume: medium"),
            70: self.tr("Volume: normal"),
            100: self.tr("Volume: loud"),
        }
        for percent, act in self.volume.items():
            act.setText(volume_labels[percent])
        self.four_colour.setText(self.tr("&Four-colour cards"))
        self.hand_order.retranslate()
        self.house_rules.setText(self.tr("&House rules…"))
        self.about.setText(self.tr("&About gunapp"))
        self.about_qt.setText(self.tr("About &Qt"))
        self.comforts.retranslate()


def connect_group(group: QActionGroup, fn: Callable[[object], None]) -> None:
    group.triggered.connect(lambda act: fn(act.data()))
