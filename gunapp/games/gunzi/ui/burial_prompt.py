"""The action bar's question when the human may bury jokers (R15), and the tied pick-up after it.

While the bottom is face down nothing of it is shown before the jokers are laid (R15.3-R15.4, R27): the
offer only says that the bottom will be turned face up and the lowest cards taken. Once it is face up each
offer names what it takes; a tie between equal-strength cards (R15.5) is chosen afterwards.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QObject

from gunapp.games.gunzi.engine.actions import Action, BuryJokers, Pass
from gunapp.games.gunzi.ui.texts import T
from gunapp.ui.common.action_bar import Button


class BurialPrompt(QObject):
    def render(self, legal: Sequence[Action]) -> tuple[str, list[Button]]:
        """The prompt and the buttons (``bj:<index into legal>``, ``pass``, ``hint``)."""
        t = T()
        offers = [(i, a) for i, a in enumerate(legal) if isinstance(a, BuryJokers)]
        buttons: list[Button] = []
        if not any(isinstance(a, Pass) for a in legal):  # jokers laid, a tie to choose (R15.5)
            prompt = self.tr(
                "Your jokers are in the bottom, now face up. Cards of equal strength tie: choose which to take."
            )
            for i, a in offers:
                label = self.tr("Take {picked}").format(picked=t.cards(a.picked))
                buttons.append(Button(f"bj:{i}", label, accent=True, cards=a.picked))
            buttons.append(Button("hint", self.tr("Hint")))
            return prompt, buttons
        if any(not a.picked for _i, a in offers):
            prompt = self.tr(
                "Bury jokers into the bottom? It is face down: it will be turned face up, and you take as many "
                "of its lowest cards (no points, no jokers) as you bury jokers."
            )
        else:
            prompt = self.tr("Bury jokers into the bottom? You pick up its lowest cards in exchange.")
        for i, a in offers:
            if a.picked:
                label = self.tr("Bury {jokers}, pick up {picked}").format(
                    jokers=t.cards(a.jokers), picked=t.cards(a.picked)
                )
            else:
                label = self.tr("Bury {jokers}").format(jokers=t.cards(a.jokers))
            buttons.append(Button(f"bj:{i}", label, cards=a.jokers + a.picked))
        buttons.append(Button("pass", self.tr("Keep my jokers"), accent=True))
        buttons.append(Button("hint", self.tr("Hint")))
        return prompt, buttons
