"""The hint (the normal AI's choice): cards are selected in the hand; other choices ring their button and
are said in words."""

from __future__ import annotations

from PySide6.QtCore import QObject

from gunapp.games.gunzi.engine.actions import Action, BuryJokers, Declare, Pass
from gunapp.games.gunzi.ui.suit_chooser import SuitChooser
from gunapp.games.gunzi.ui.texts import T
from gunapp.ui.common.action_bar import ActionBar
from gunapp.ui.common.human_turn import HumanTurn

CARD_MODES = ("tribute", "return", "exchange", "play")


class HintShower(QObject):
    def __init__(
        self, turn: HumanTurn, bar: ActionBar, chooser: SuitChooser, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.turn = turn
        self.bar = bar
        self.chooser = chooser

    def show(self, action: Action) -> None:
        turn = self.turn
        cards = getattr(action, "cards", None)
        if turn.mode in CARD_MODES and cards:
            turn.select(cards)
            return
        key = self.key(action)
        self.bar.highlight(key)
        t = T()
        if isinstance(action, Declare) and action.suit is not None:
            self.chooser.highlight(action.suit)
            text = self.tr("Hint: {cards}, naming {suit} as trump.").format(
                cards=t.cards(action.cards), suit=action.suit.symbol
            )
        elif isinstance(action, Declare):
            text = self.tr("Hint: {cards}.").format(cards=t.cards(action.cards))
        elif isinstance(action, BuryJokers):
            text = self.tr("Hint: {cards}.").format(cards=t.cards(action.jokers + action.picked))
        elif key == "pass" and turn.mode == "bury_jokers":
            text = self.tr("Hint: keep your jokers.")
        elif key == "pass":
            text = self.tr("Hint: pass.")
        else:
            text = self.tr("Hint: wait, do not declare yet.")
        self.bar.set_explanation(text)

    def key(self, action: Action) -> str | None:
        """The bar button that carries ``action`` (hints ring it)."""
        turn = self.turn
        m = turn.model
        if m is None:
            return None
        if isinstance(action, Declare):
            if action.suit is not None:
                return f"jk:{action.cards[0].code}"
            decls = m.declarations()
            return f"decl:{decls.index(action)}" if action in decls else None
        if isinstance(action, BuryJokers) and action in turn.legal:
            return f"bj:{turn.legal.index(action)}"
        if isinstance(action, Pass) and "pass" in self.bar.buttons:
            return "pass"
        return None
