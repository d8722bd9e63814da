"""Settings → Hand order: big cards on the left (as the apps players know) or on the right. Built by
``Menus``; the choice goes through the window's ``apply_settings`` (saved, and every table lays its hand out
again at once) and the check follows ``settings_changed``."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu

from gunapp.ui.menu_choices import choices
from gunapp.ui.table.game_table import table_host
from gunapp.ui.table.hand_order import BIG_LEFT, BIG_RIGHT, HAND_ORDERS


class HandOrderMenu(QObject):
    def __init__(self, settings_menu: QMenu, window: Any) -> None:
        super().__init__(window)
        self.host = table_host(window)
        self.menu = QMenu(settings_menu)
        settings_menu.addMenu(self.menu)
        self.group = QActionGroup(self)
        self.actions: dict[str, QAction] = choices(self.menu, self.group, HAND_ORDERS, window)
        self.group.triggered.connect(lambda act: self.host.apply_settings(hand_order=act.data()))
        self.menu.aboutToShow.connect(self.sync)
        self.host.settings_changed.connect(lambda _s: self.sync())
        self.sync()

    def sync(self) -> None:
        self.actions.get(self.host.settings.hand_order, self.actions[BIG_LEFT]).setChecked(True)

    def retranslate(self) -> None:
        self.menu.setTitle(self.tr("Ha&nd order"))
        self.actions[BIG_LEFT].setText(self.tr("Big cards on the &left"))
        self.actions[BIG_RIGHT].setText(self.tr("Big cards on the &right"))
