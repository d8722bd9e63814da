"""The declaration bar of the deal and the last-chance window (R9-R11): what the player may declare now, what
is on the table, the triple-joker suit chooser (R10.3) kept in step with the deal while it is open."""

from __future__ import annotations

from PySide6.QtCore import QObject

from gunapp.core.cards import Card, Suit
from gunapp.games.gunzi.engine.actions import Declare
from gunapp.games.gunzi.ui.suit_chooser import SuitChooser
from gunapp.games.gunzi.ui.texts import T
from gunapp.ui.common.action_bar import Button
from gunapp.ui.common.human_turn import HumanTurn


class DeclareBar(QObject):
    """Builds the bar's prompt and buttons for the deal/window and drives the suit chooser, for the human's
    ``turn`` (its model says what may be declared)."""

    def __init__(self, turn: HumanTurn, chooser: SuitChooser, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.turn = turn
        self.chooser = chooser
        # the declarations the bar's ``decl:{i}`` buttons stand for, as last rendered
        self._shown: list[Declare] = []

    def current(self) -> str:
        """ "Current: Left showed ♥5♥5." (empty before any declaration)."""
        m = self.turn.model
        if m is None:
            return ""
        v = m.view()
        if not (v.declaration and v.declarer is not None):
            return ""
        if v.declarer == m.viewer:  # the verb agrees with "you" ("Tu ha mostrato" in Italian)
            return self.tr("Current: you showed {cards}.").format(cards=T().cards(v.declaration))
        return self.tr("Current: {seat} showed {cards}.").format(
            seat=T().seat(v.declarer, m.viewer), cards=T().cards(v.declaration)
        )

    def render(self, mode: str, fast: bool) -> tuple[str, list[Button]]:
        m = self.turn.model
        if m is None:
            return "", []
        decls = m.declarations()
        self._shown = decls
        current = self.current()
        buttons: list[Button] = []
        if decls:
            prompt = (
                self.tr("You can declare trump now.")
                if mode == "deal"
                else self.tr("Last chance to declare trump.")
            )
            prompt = f"{prompt}\n{current}".strip()
            faces: set[Card] = set()
            for i, d in enumerate(decls):
                if d.suit is None:
                    buttons.append(Button(f"decl:{i}", self.label(d), accent=True, cards=d.cards))
                elif d.cards[0] not in faces:  # R10.3: one button per joker face; the suit in a popup
                    faces.add(d.cards[0])
                    label = self.tr("Name the trump…")
                    buttons.append(Button(f"jk:{d.cards[0].code}", label, accent=True, cards=d.cards))
            buttons.append(Button("hint", self.tr("Hint")))
        else:
            prompt = f"{T().phase_prompt(mode)}\n{current}".strip()
        if mode == "window":
            buttons.append(Button("pass", self.tr("Pass")))
        elif not fast:
            buttons.append(Button("fast", self.tr("Fast-forward »")))
        return prompt, buttons

    def shown(self, i: int) -> Declare | None:
        """The declaration the bar's button ``decl:{i}`` stands for (None when the bar showed no such button)."""
        return self._shown[i] if 0 <= i < len(self._shown) else None

    def label(self, d: Declare) -> str:
        if d.cards[0].is_joker and d.suit is not None:
            return self.tr("Trump {suit}").format(suit=d.suit.symbol)
        if d.cards[0].is_big_joker:
            return self.tr("Reveal")
        return f"{d.cards[0].label} ×{len(d.cards)}"

    # -- the triple-joker suit chooser ------------------------------------------------------------------
    def joker_declarations(self, code: str) -> list[Declare]:
        m = self.turn.model
        return [d for d in (m.declarations() if m else []) if d.suit is not None and d.cards[0].code == code]

    def open_chooser(self, code: str) -> None:
        decls = self.joker_declarations(code)
        m = self.turn.model
        if not decls or m is None:
            return
        v = m.view()
        current = ""
        if v.declaration and v.declarer is not None:
            current = self.tr("{seat}: {cards}").format(
                seat=T().seat(v.declarer, m.viewer), cards=T().cards(v.declaration)
            )
        self.chooser.open_for(decls[0].cards, {d.suit for d in decls if d.suit is not None}, current)

    def refresh_chooser(self) -> None:
        """The deal goes on while the popup is open: follow what is still legal, close when nothing is."""
        chooser = self.chooser
        if not chooser.isVisible():
            return
        cards = chooser._cards
        decls = self.joker_declarations(cards[0].code) if cards else []
        if not decls:
            chooser.hide()
            return
        for suit, btn in chooser.suit_buttons.items():
            btn.setEnabled(any(d.suit is suit for d in decls))

    def chosen(self, suit: Suit) -> Declare | None:
        """The declaration the chooser's ``suit`` stands for (the chooser closes)."""
        cards = self.chooser._cards
        self.chooser.hide()
        if not cards:
            return None
        return next((d for d in self.joker_declarations(cards[0].code) if d.suit is suit), None)
