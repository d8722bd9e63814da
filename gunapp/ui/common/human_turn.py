"""HumanTurn: what the human may do now at a table, shared by the Gunzi and Dou Dizhu tables.

The table opens it on its model's ``human_turn`` signal (the seat and the legal actions), names the decision
the bar asks (``mode``: a game's own word, like "bid", "play", "tribute") and closes it once the decision is
made. The widgets around the table (the bar's builders, hints, 托管) read it and select cards through it
instead of reaching into the table's fields, and submit through it like the table does.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QObject, Signal

from gunapp.core.cards import Card
from gunapp.ui.table.pieces import HandFan


class HumanTurn(QObject):
    # ``select`` set the selection (a hint, a suggested tribute): the table re-checks the bar's buttons
    selection_set = Signal()

    def __init__(self, hand: HandFan, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.hand = hand
        # the table's game model (``GunziModel`` or ``DdzModel``), None between matches
        self.model: Any = None
        # the seat whose decision is open, None when the human has nothing to decide
        self.seat: int | None = None
        # the decision the bar asks; empty when none
        self.mode = ""
        # the legal actions of the open decision (the last one's until the next opens)
        self.legal: list[Any] = []

    @property
    def is_open(self) -> bool:
        return self.seat is not None

    def attach(self, model: Any) -> None:
        """A new match (or none): no decision is open."""
        self.model = model
        self.close()

    def open(self, seat: int, legal: Sequence[Any], mode: str = "") -> None:
        """The model asks ``seat`` to decide among ``legal``; ``mode`` names what the bar asks."""
        self.seat = seat
        self.legal = list(legal)
        self.mode = mode

    def ask(self, seat: int | None, mode: str) -> None:
        """Name the decision the bar asks now, with the legal actions kept (empty ``mode``: none)."""
        if mode and seat is not None:
            self.seat, self.mode = seat, mode
        else:
            self.close()

    def close(self) -> None:
        """The decision was made (or the table moved on)."""
        self.seat = None
        self.mode = ""

    def selected_cards(self) -> list[Card]:
        return self.hand.selected_cards()

    def select(self, cards: Sequence[Card]) -> None:
        """Select exactly these cards in the hand (copies are interchangeable)."""
        self.hand.select_cards(cards)
        self.selection_set.emit()

    def submit(self, action: Any) -> bool:
        """Hand the decision to the model; False (the turn stays open) if the model refused it."""
        if self.model is None:
            return False
        return bool(self.model.submit(action))
