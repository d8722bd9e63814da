"""The About box: what gunapp is, its version, and the libraries it stands on."""

from __future__ import annotations

import platform

import PySide6
from PySide6.QtCore import QEvent, Qt, qVersion
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from gunapp import __version__
from gunapp.core.cards import BIG_JOKER
from gunapp.paths import resources_dir
from gunapp.ui.table.card_painter import shared_painter


class AboutDialog(QDialog):
    def __init__(self, parent: QWidget | None = None, icon: QPixmap | None = None) -> None:
        super().__init__(parent)
        self.setMinimumWidth(460)
        row = QHBoxLayout()
        art = QLabel()
        if icon is None:
            icon = QPixmap(str(resources_dir() / "icons" / "gunapp-128.png"))
        if not icon.isNull():
            art.setPixmap(icon)
        else:
            art.setPixmap(shared_painter().pixmap(BIG_JOKER, 90, self.devicePixelRatioF()))
        art.setAlignment(Qt.AlignmentFlag.AlignTop)
        row.addWidget(art)
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.text.setOpenExternalLinks(False)
        row.addWidget(self.text, 1)
        box = QVBoxLayout(self)
        box.addLayout(row)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.reject)
        box.addWidget(self.buttons)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("About gunapp"))
        versions = self.tr("Version {version} · Qt {qt} · PySide6 {pyside} · Python {python}").format(
            version=__version__, qt=qVersion(), pyside=PySide6.__version__, python=platform.python_version()
        )
        tagline = self.tr("Dalian Gunzi (打滚子) and Dou Dizhu (斗地主) against computer opponents.")
        made = self.tr("The cards, the table and the opponents are made by the gunapp project.")
        self.text.setText(
            f"<h2>gunapp</h2><p><b>{tagline}</b></p><p>{made}</p><p style='color:gray'>{versions}</p>"
        )

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
