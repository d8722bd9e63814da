"""The deal's number on the table (``gunapp.core.deal_numbers``): a small line in the status panel that a
player can select, or copy with one click, to retry the deal or send it to a friend (Game → Play deal
number… deals it again)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QHBoxLayout, QToolButton, QWidget

from gunapp.ui.common.elided_label import ElidedLabel

COPY_QSS = """
QToolButton { color: #b8cdbf; background: transparent; border: 1px solid rgba(255, 255, 255, 50);
    border-radius: 4px; padding: 0px 5px; }
QToolButton:hover { color: #f1f5ef; border-color: #f2c14e; }
"""


class DealNumberLine(QWidget):
    """ "Deal #N" with a copy button; hidden while the deal has no number (a Gunzi match's later hands)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(6)
        self.label = ElidedLabel(self)  # squeezed, the words go and the digits stay (issue 26)
        self.label.setProperty("role", "muted")
        self.label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.copy_button = QToolButton(self)
        self.copy_button.setStyleSheet(COPY_QSS)
        self.copy_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.copy_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.copy_button.clicked.connect(self.copy)
        row.addWidget(self.label)
        row.addWidget(self.copy_button)
        row.addStretch(1)
        self.number: int | None = None
        self._copied = False
        self._reset = QTimer(self)
        self._reset.setSingleShot(True)
        self._reset.timeout.connect(self._uncopied)
        self.setVisible(False)
        self.retranslate()

    def set_number(self, number: int | None) -> None:
        if number != self.number:
            self.number = number
            self._copied = False
            self.retranslate()
        self.setVisible(number is not None)

    def copy(self) -> None:
        """The number alone goes to the clipboard: it pastes straight into Play deal number…"""
        if self.number is None:
            return
        QGuiApplication.clipboard().setText(str(self.number))
        self._copied = True
        self.retranslate()
        self._reset.start(1500)

    def _uncopied(self) -> None:
        self._copied = False
        self.retranslate()

    def retranslate(self) -> None:
        n = "" if self.number is None else str(self.number)
        words, _, after = self.tr("Deal #{n}").partition("{n}")
        self.label.set_parts(words, n, after)
        self.copy_button.setText(self.tr("Copied") if self._copied else self.tr("Copy"))
        tip = self.tr(
            "The number of this deal: Game → Play deal number… deals the same cards again. "
            "Copy it to retry the deal later or to send it to a friend."
        )
        self.label.setToolTip(tip)
        self.copy_button.setToolTip(tip)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
