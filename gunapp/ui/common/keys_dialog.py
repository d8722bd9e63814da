"""Help → Keyboard shortcuts: the keys of ``keyboard.KEYS``, translated, in a small page."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from gunapp.ui.common.drag_select import MOUSE
from gunapp.ui.common.keyboard import KEYS


def keys_html() -> str:
    rows = "".join(
        f'<tr><td style="padding:4px 14px 4px 0"><b><code>{escape(k)}</code></b></td>'
        f'<td style="padding:4px 0">{escape(QCoreApplication.translate("Keyboard", d))}</td></tr>'
        for k, d in KEYS
    )
    head = escape(QCoreApplication.translate("Keyboard", "Playing without the mouse"))
    note = escape(
        QCoreApplication.translate(
            "Keyboard",
            "Click the table once so it has the focus. In dialogs, Enter confirms and Esc cancels.",
        )
    )
    mouse = "".join(
        f'<tr><td style="padding:4px 14px 4px 0"><b>{escape(QCoreApplication.translate("Mouse", g))}</b></td>'
        f'<td style="padding:4px 0">{escape(QCoreApplication.translate("Mouse", d))}</td></tr>'
        for g, d in MOUSE
    )
    mouse_head = escape(QCoreApplication.translate("Mouse", "Choosing cards with the mouse"))
    return f"<h2>{head}</h2><p>{note}</p><table>{rows}</table><h2>{mouse_head}</h2><table>{mouse}</table>"


class KeysDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.resize(560, 480)
        box = QVBoxLayout(self)
        self.browser = QTextBrowser(self)
        box.addWidget(self.browser)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        box.addWidget(buttons)
        self.fill()

    def fill(self) -> None:
        self.setWindowTitle(self.tr("Keyboard shortcuts"))
        self.browser.setHtml(keys_html())

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.fill()
        super().changeEvent(event)
