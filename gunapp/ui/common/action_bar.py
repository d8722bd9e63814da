"""ActionBar: the panel over the table that asks the human something (a prompt, an explanation of what is
wrong with the current selection, and buttons). Games fill it per decision; it knows nothing of rules.

    bar.set_prompt(tr("Your lead"))
    bar.set_buttons([Button("play", tr("Play"), accent=True, enabled=False), Button("hint", tr("Hint"))])
    bar.clicked.connect(on_key)           # "play", "hint", ...
    bar.set_explanation(tr("You must follow suit"))   # "" hides it
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from gunapp.core.cards import Card
from gunapp.ui.common.card_strip import CardStrip
from gunapp.ui.common.style import PANEL_QSS


@dataclass
class Button:
    key: str
    text: str
    enabled: bool = True
    accent: bool = False
    tooltip: str = ""
    cards: tuple[Card, ...] = field(default_factory=tuple)  # shown as mini cards above the text


class ActionBar(QFrame):
    clicked = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("overlayPanel")
        self.setStyleSheet(PANEL_QSS)
        box = QVBoxLayout(self)
        box.setContentsMargins(12, 8, 12, 10)
        box.setSpacing(5)
        self.prompt = QLabel(self)
        self.prompt.setProperty("role", "title")
        self.prompt.setWordWrap(True)
        self.explanation = QLabel(self)
        self.explanation.setProperty("role", "warn")
        self.explanation.setWordWrap(True)
        self.explanation.hide()
        self.row = QHBoxLayout()
        self.row.setSpacing(6)
        box.addWidget(self.prompt)
        box.addWidget(self.explanation)
        box.addLayout(self.row)
        self.buttons: dict[str, QPushButton] = {}

    def set_prompt(self, text: str) -> None:
        self.prompt.setText(text)
        self.prompt.setVisible(bool(text))
        self.adjustSize()

    def set_explanation(self, text: str) -> None:
        self.explanation.setText(text)
        self.explanation.setVisible(bool(text))
        self.adjustSize()

    def set_buttons(self, buttons: list[Button]) -> None:
        while self.row.count():
            item = self.row.takeAt(0)
            w = item.widget() if item is not None else None
            if w is not None:
                w.hide()  # gone at once, even before the event loop runs the deferred delete
                w.deleteLater()
        self.buttons = {}
        self.row.addStretch(1)
        for b in buttons:
            btn = QPushButton(self)
            btn.setProperty("accent", "true" if b.accent else "false")
            btn.setEnabled(b.enabled)
            btn.setToolTip(b.tooltip)
            btn.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            if b.cards:
                inner = QVBoxLayout(btn)
                inner.setContentsMargins(6, 4, 6, 4)
                inner.setSpacing(2)
                strip = CardStrip(b.cards, 24, btn)
                strip.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
                label = QLabel(b.text, btn)
                label.setAlignment(Qt.AlignmentFlag.AlignCenter)
                label.setStyleSheet("color: #10251a; font-weight: bold;")
                label.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
                inner.addWidget(strip, 0, Qt.AlignmentFlag.AlignHCenter)
                inner.addWidget(label)
                btn.setMinimumSize(inner.sizeHint())
            else:
                btn.setText(b.text)
                btn.setMinimumHeight(max(30, btn.sizeHint().height()))
                btn.setMinimumWidth(btn.sizeHint().width())
            btn.clicked.connect(lambda _=False, k=b.key: self.clicked.emit(k))
            self.row.addWidget(btn)
            self.buttons[b.key] = btn
        self.adjustSize()

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        """Wide enough for the prompt on one line: a word-wrapped label asks for a narrow width of its own,
        and the bid prompt came out on two lines with room to spare (tables cap the width to theirs)."""
        hint = super().sizeHint()
        if not (self.prompt.isVisibleTo(self) and self.prompt.text()):
            return hint
        self.prompt.ensurePolished()
        layout = self.layout()
        assert layout is not None  # the bar lays its row out in __init__
        margins = layout.contentsMargins()
        left, right = margins.left(), margins.right()
        one_line = self.prompt.fontMetrics().horizontalAdvance(self.prompt.text()) + left + right + 4
        if one_line <= hint.width():
            return hint
        return QSize(one_line, self.needed_height(one_line))

    def needed_height(self, width: int) -> int:
        """The height that shows the wrapped prompt, the explanation and the buttons at ``width``."""
        inner = width - 24
        h = 8 + 10
        for label in (self.prompt, self.explanation):
            if label.isVisibleTo(self) and label.text():
                h += label.heightForWidth(inner) + 5
        buttons = [b.minimumSizeHint().expandedTo(b.minimumSize()).height() for b in self.buttons.values()]
        h += max(buttons, default=0)
        return h

    def highlight(self, key: str | None) -> None:
        """Ring the button ``key`` (a hint's answer); ``None`` or an unknown key clears every ring."""
        for k, btn in self.buttons.items():
            on = "true" if k == key else "false"
            if btn.property("hinted") != on:
                btn.setProperty("hinted", on)
                btn.style().unpolish(btn)
                btn.style().polish(btn)

    def set_enabled(self, key: str, on: bool) -> None:
        if key in self.buttons:
            self.buttons[key].setEnabled(on)

    def clear(self) -> None:
        self.set_prompt("")
        self.set_explanation("")
        self.set_buttons([])
