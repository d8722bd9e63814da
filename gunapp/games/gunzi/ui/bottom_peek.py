"""The bottom peek: the six cards in the bottom, for whoever knows them, as the last-trick peek shows a trick.

The dealer knows the six he buried (R14.1) and may look at them again during the hand; once jokers were
buried the bottom is public (R14.4, R15.4, R27); a replay showing every hand face up shows it too. The table
asks ``known_bottom`` and opens the panel from the bar's "Bottom" button or the B key.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QLabel, QWidget

from gunapp.core.cards import Card
from gunapp.games.gunzi.engine.phase import Phase
from gunapp.games.gunzi.engine.view import GunziView
from gunapp.games.gunzi.ui.panels import PeekFrame
from gunapp.games.gunzi.ui.texts import T
from gunapp.ui.common.card_strip import CardStrip

#: the phases before the dealer has buried his six: the bottom on the table is still the dealt one
BEFORE_BURIAL = frozenset((Phase.DEAL, Phase.WINDOW, Phase.TRIBUTE, Phase.RETURN, Phase.EXCHANGE))
#: R3.1: 5, 10 and K score
POINTS = {5: 5, 10: 10, 13: 10}


def bottom_points(cards: Sequence[Card]) -> int:
    return sum(POINTS.get(c.rank, 0) for c in cards if not c.is_joker)


def known_bottom(view: GunziView, everything: Sequence[Card] | None = None) -> tuple[Card, ...] | None:
    """The buried bottom as the view's seat knows it (None: not buried yet, or hidden from that seat, R27);
    ``everything``: the whole bottom, for a replay that shows every hand."""
    if view.phase in BEFORE_BURIAL:
        return None
    if everything is not None:
        return tuple(everything)
    return view.bottom


class BottomPanel(PeekFrame):
    """The six bottom cards, who buried them and the points in them."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._shown: tuple[int | None, int] = (None, 0)
        self.strip: CardStrip | None = None
        self.note = QLabel(self)
        self.note.setProperty("role", "muted")
        self.note.setWordWrap(True)
        self.box.addWidget(self.note)
        self.cards: tuple[Card, ...] = ()

    def show_bottom(self, cards: Sequence[Card], dealer: int | None, names_from: int) -> None:
        """``dealer``: who buried them; ``names_from``: the seat the names are told from (the player's)."""
        self.cards = tuple(cards)
        self._shown = (dealer, names_from)
        if self.strip is not None:
            self.box.removeWidget(self.strip)
            self.strip.deleteLater()
        self.strip = CardStrip(self.cards, 44, self)
        self.box.insertWidget(1, self.strip)
        if dealer is None:
            self.title.setText(self.tr("The bottom"))
        elif dealer == names_from:
            self.title.setText(self.tr("The bottom you buried"))
        else:
            self.title.setText(
                self.tr("The bottom buried by {seat}").format(seat=T().seat(dealer, names_from))
            )
        points = bottom_points(self.cards)
        note = self.tr("{points} points in it: the attackers score them twice if they win the last trick.")
        self.note.setText(note.format(points=points) if points else self.tr("No points in it."))
        self.adjustSize()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange and self.cards:
            self.show_bottom(self.cards, *self._shown)
        super().changeEvent(event)


__all__ = ["BEFORE_BURIAL", "BottomPanel", "bottom_points", "known_bottom"]
