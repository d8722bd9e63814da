"""The menu entries of the table comforts (issue 13): View → Card counter, Settings → Play forced moves at
once, Help → Keyboard shortcuts, Rules of Gunzi, Rules of Dou Dizhu. Built by ``Menus``; the settings are
applied through the window's ``apply_settings`` and the checks follow ``settings_changed``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction, QKeySequence

from gunapp.core import registry
from gunapp.ui.table.game_table import table_host

if TYPE_CHECKING:
    from gunapp.ui.common.keys_dialog import KeysDialog


def open_rules_page(window: Any, game: str) -> Any:
    from gunapp.ui.rules_page import open_rules_page as open_page  # the rules texts load with the first page

    return open_page(window, game)


class ComfortMenus(QObject):
    def __init__(self, menus: Any, window: Any) -> None:
        super().__init__(window)
        self.window = window
        self.host = table_host(window)  # the settings the menus show and change
        self.card_counter = QAction(window)
        self.card_counter.setCheckable(True)
        menus.view_menu.addAction(self.card_counter)
        self.auto_forced = QAction(window)
        self.auto_forced.setCheckable(True)
        menus.settings_menu.addAction(self.auto_forced)
        self.keys = QAction(window)
        self.keys.setShortcut(QKeySequence(QKeySequence.StandardKey.HelpContents))
        # Help → Rules of …: one entry per house-rules set of the registry (Gunzi, Dou Dizhu)
        self.rules_pages = {rules.key: QAction(window) for rules in registry.RULES}
        first = menus.help_menu.actions()[0] if menus.help_menu.actions() else None
        for act in (*self.rules_pages.values(), self.keys):
            menus.help_menu.insertAction(first, act)
        if first is not None:
            menus.help_menu.insertSeparator(first)
        self.card_counter.triggered.connect(lambda on: self._apply(card_counter=on))
        self.auto_forced.triggered.connect(lambda on: self._apply(auto_forced=on))
        self.keys.triggered.connect(self.show_keys)
        for key, act in self.rules_pages.items():
            act.triggered.connect(lambda _c=False, k=key: open_rules_page(window, k))
        for m in (menus.view_menu, menus.settings_menu):
            m.aboutToShow.connect(self.sync)
        self.host.settings_changed.connect(lambda _s: self.sync())

    def _apply(self, **changes: Any) -> None:
        self.host.apply_settings(**changes)

    def sync(self) -> None:
        settings = self.host.settings
        self.card_counter.setChecked(bool(settings.card_counter))
        self.auto_forced.setChecked(bool(settings.auto_forced))

    def show_keys(self) -> KeysDialog:
        from gunapp.ui.common.keys_dialog import KeysDialog

        dlg = KeysDialog(self.window)
        dlg.show()
        return dlg

    def retranslate(self) -> None:
        self.card_counter.setText(self.tr("Card &counter"))
        self.auto_forced.setText(self.tr("Play &forced moves at once"))
        self.keys.setText(self.tr("&Keyboard shortcuts"))
        for rules in registry.RULES:
            self.rules_pages[rules.key].setText(QCoreApplication.translate("ComfortMenus", rules.menu_title))
