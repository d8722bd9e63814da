"""A dialog with the rules page of one game: a QTextBrowser rebuilt on a language change and whenever the
house rules change (it reads them from the main window's settings)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QUrl
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from gunapp.core import registry
from gunapp.core.game_spec import load
from gunapp.ui.rules_page.pictures import Pictures
from gunapp.ui.table.game_table import table_host

STYLE = """
h1 { color: #1d5c3a; font-size: 20pt; margin-bottom: 2px; }
h2 { color: #1d5c3a; font-size: 14pt; margin-top: 14px; margin-bottom: 4px; }
p { font-size: 11pt; line-height: 130%; margin-top: 3px; margin-bottom: 5px; }
p.note { color: #6b7a70; font-style: italic; }
"""


def page_html(game: str, settings: Any) -> tuple[str, dict[str, Any]]:
    """The page of the house-rules set ``game`` (``RulesSpec.page``) with ``settings``' house rules."""
    pics = Pictures()
    body: str = load(registry.rules(game).page)(settings, pics)
    return body, pics.images


class RulesPageDialog(QDialog):
    def __init__(self, game: str, host: Any = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = registry.rules(game).key  # a house-rules set: "gunzi", "doudizhu"
        self.host = table_host(host)  # None: the default rules
        self.resize(720, 640)
        box = QVBoxLayout(self)
        self.browser = QTextBrowser(self)
        self.browser.setOpenExternalLinks(False)
        box.addWidget(self.browser)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        buttons.accepted.connect(self.accept)
        box.addWidget(buttons)
        self.host.settings_changed.connect(lambda _s: self.fill())
        self.fill()

    def fill(self) -> None:
        body, images = page_html(self.game, self.host.settings)
        doc = QTextDocument(self.browser)
        doc.setDefaultStyleSheet(STYLE)
        for name, img in images.items():
            doc.addResource(QTextDocument.ResourceType.ImageResource, QUrl(name), img)
        doc.setHtml(body)
        self.browser.setDocument(doc)
        self.setWindowTitle(
            QCoreApplication.translate("RulesPageDialog", registry.rules(self.game).page_title)
        )

    def html(self) -> str:
        return self.browser.toPlainText()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.fill()
        super().changeEvent(event)


def open_rules_page(window: Any, game: str) -> RulesPageDialog:
    dlg = RulesPageDialog(game, window, window)
    dlg.show()
    return dlg
