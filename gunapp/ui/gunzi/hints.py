"""The hint (the normal AI's choice): cards are selected in the hand; other choices ring their button and
are said in words."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from gunapp.engine.gunzi.actions import Action, BuryJokers, Declare, Pass

from .texts import T

if TYPE_CHECKING:
    from .table import GunziTable

CARD_MODES = ("tribute", "return", "exchange", "play")


class HintShower(QObject):
    def __init__(self, table: GunziTable) -> None:
        super().__init__(table)
        self.table = table

    def show(self, action: Action) -> None:
        table = self.table
        cards = getattr(action, "cards", None)
        if table._mode in CARD_MODES and cards:
            table._select(cards)
            return
        key = self.key(action)
        table.bar.highlight(key)
        t = T()
        if isinstance(action, Declare) and action.suit is not None:
            table.chooser.highlight(action.suit)
            text = self.tr("Hint: {cards}, naming {suit} as trump.").format(
                cards=t.cards(action.cards), suit=action.suit.symbol
            )
        elif isinstance(action, Declare):
            text = self.tr("Hint: {cards}.").format(cards=t.cards(action.cards))
        elif isinstance(action, BuryJokers):
            text = self.tr("Hint: {cards}.").format(cards=t.cards(action.jokers + action.picked))
        elif key == "pass" and table._mode == "bury_jokers":
            text = self.tr("Hint: keep your jokers.")
        elif key == "pass":
            text = self.tr("Hint: pass.")
        else:
            text = self.tr("Hint: wait, do not declare yet.")
        table.bar.set_explanation(text)

    def key(self, action: Action) -> str | None:
        """The bar button that carries ``action`` (hints ring it)."""
        table = self.table
        m = table.model
        if m is None:
            return None
        if isinstance(action, Declare):
            if action.suit is not None:
                return f"jk:{action.cards[0].code}"
            decls = m.declarations()
            return f"decl:{decls.index(action)}" if action in decls else None
        if isinstance(action, BuryJokers) and action in table._legal:
            return f"bj:{table._legal.index(action)}"
        if isinstance(action, Pass) and "pass" in table.bar.buttons:
            return "pass"
        return None
