"""SuitChooser: the popup a triple-joker declaration opens (R10.3: three identical jokers name any suit).

It shows the three jokers, says what they overcall, and offers the four suits as big coloured buttons plus
Cancel. The table fills it from the legal ``Declare`` actions and closes it when they stop being legal (the
deal goes on while the player thinks).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from gunapp.core.cards import Card, Suit
from gunapp.games.gunzi.ui.texts import T
from gunapp.ui.common.card_strip import CardStrip
from gunapp.ui.common.style import PANEL_QSS

SUIT_ORDER = (Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS)
_RED = "#c0392b"
_BLACK = "#1b1b1b"


class SuitChooser(QFrame):
    chosen = Signal(object)  # the Suit
    cancelled = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("overlayPanel")
        self.setStyleSheet(PANEL_QSS)
        box = QVBoxLayout(self)
        box.setContentsMargins(16, 12, 16, 14)
        box.setSpacing(8)
        self.title = QLabel(self)
        self.title.setProperty("role", "title")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.strip = CardStrip((), 40, self)
        self.info = QLabel(self)
        self.info.setWordWrap(True)
        self.info.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.row = QHBoxLayout()
        self.row.setSpacing(10)
        self.suit_buttons: dict[Suit, QPushButton] = {}
        for suit in SUIT_ORDER:
            btn = QPushButton(self)
            btn.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            colour = _RED if suit in (Suit.HEARTS, Suit.DIAMONDS) else _BLACK
            btn.setStyleSheet(f"QPushButton {{ color: {colour}; font-size: 15px; padding: 8px 14px; }}")
            btn.setMinimumSize(92, 64)
            btn.clicked.connect(lambda _=False, s=suit: self.chosen.emit(s))
            self.row.addWidget(btn)
            self.suit_buttons[suit] = btn
        self.cancel = QPushButton(self)
        self.cancel.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.cancel.clicked.connect(self.cancelled.emit)
        box.addWidget(self.title)
        box.addWidget(self.strip, 0, Qt.AlignmentFlag.AlignHCenter)
        box.addWidget(self.info)
        box.addLayout(self.row)
        box.addWidget(self.cancel, 0, Qt.AlignmentFlag.AlignHCenter)
        self._cards: tuple[Card, ...] = ()
        self._current = ""
        self.retranslate()

    def open_for(self, cards: tuple[Card, ...], suits: set[Suit], current: str) -> None:
        """Show the chooser for ``cards`` (three identical jokers); ``suits`` are the legal ones."""
        self._cards = cards
        self._current = current
        self.strip.set_cards(cards)
        self.strip.updateGeometry()
        for suit, btn in self.suit_buttons.items():
            btn.setEnabled(suit in suits)
        self.retranslate()
        self.show()
        self.raise_()

    def highlight(self, suit: Suit | None) -> None:
        for s, btn in self.suit_buttons.items():
            btn.setProperty("hinted", "true" if s is suit else "false")
            btn.style().unpolish(btn)
            btn.style().polish(btn)

    def retranslate(self) -> None:
        t = T()
        big = bool(self._cards) and self._cards[0].is_big_joker
        self.title.setText(
            self.tr("Three big jokers: name the trump suit")
            if big
            else self.tr("Three small jokers: name the trump suit")
        )
        if self._current:
            self.info.setText(self.tr("This overcalls {current}").format(current=self._current))
        else:
            self.info.setText(self.tr("Nobody has declared yet: this fixes the trump."))
        for suit, btn in self.suit_buttons.items():
            btn.setText(f"{suit.symbol}\n{t.suit(suit).capitalize()}")
        self.cancel.setText(self.tr("Cancel"))
        self.adjustSize()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
