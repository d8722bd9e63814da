"""Statistics → Recent matches: the last finished matches kept by ``FinishedStore``, each opened in the
replay viewer with Watch (or a double click)."""

from __future__ import annotations

import time

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtWidgets import QGroupBox, QHBoxLayout, QListWidget, QListWidgetItem, QPushButton, QWidget

from gunapp.storage.finished import FinishedMatch, FinishedStore
from gunapp.ui.games import game_info


class RecentMatches(QGroupBox):
    watch = Signal(object)  # the FinishedMatch to open

    def __init__(self, store: FinishedStore, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.store = store
        row = QHBoxLayout(self)
        self.list = QListWidget(self)
        self.list.setMinimumHeight(110)
        self.list.itemDoubleClicked.connect(lambda _it: self._watch())
        self.list.currentRowChanged.connect(lambda _r: self._enable())
        row.addWidget(self.list, 1)
        self.button = QPushButton(self)
        self.button.clicked.connect(lambda _=False: self._watch())
        row.addWidget(self.button, 0, Qt.AlignmentFlag.AlignTop)
        self.retranslate()

    def refresh(self) -> None:
        self.list.clear()
        for m in self.store.matches():
            when = time.strftime("%Y-%m-%d %H:%M", time.localtime(m.when))
            title = QCoreApplication.translate("Games", game_info(m.game).title)
            item = QListWidgetItem(f"{when}  ·  {title}", self.list)
            item.setData(Qt.ItemDataRole.UserRole, m)
        if not self.list.count():
            empty = QListWidgetItem(self.tr("No finished match yet"), self.list)
            empty.setFlags(Qt.ItemFlag.NoItemFlags)
        else:
            self.list.setCurrentRow(0)
        self._enable()

    def chosen(self) -> FinishedMatch | None:
        item = self.list.currentItem()
        data = item.data(Qt.ItemDataRole.UserRole) if item is not None else None
        return data if isinstance(data, FinishedMatch) else None

    def _enable(self) -> None:
        self.button.setEnabled(self.chosen() is not None)

    def _watch(self) -> None:
        m = self.chosen()
        if m is not None:
            self.watch.emit(m)

    def retranslate(self) -> None:
        self.setTitle(self.tr("Recent matches (the last {n} are kept)").format(n=self.store.keep))
        self.button.setText(self.tr("Watch"))
        self.button.setToolTip(self.tr("Open the match in the replay viewer"))
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
