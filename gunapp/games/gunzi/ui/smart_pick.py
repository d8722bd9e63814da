"""Smart selection for the Gunzi hand (issue 26): Gunzi plays are singles, pairs and triples of identical
cards (R6, no tractors: R6.5), so the help is the pair or triple of the card clicked, taken from the plays
the engine lists for this turn (``HumanTurn.legal``).

- **A click** on a card, nothing selected yet, when following a pair or triple lead: the legal play of that
  many cards identical to it, if the hand has one (R18.2 may even ask for it).
- **A double click**: the largest group of that face a play may hold now (a lead's triple or pair; when
  following, the click's pick).
- A drag keeps the cards crossed as they are: a follow may mix any cards (R17.2).
"""

from __future__ import annotations

from collections.abc import Sequence

from gunapp.core.cards import Card
from gunapp.games.gunzi.engine.actions import Play
from gunapp.ui.common.human_turn import HumanTurn


def plays_of_face(card: Card, plays: Sequence[Play]) -> list[Play]:
    """The legal plays of two or more cards all identical to ``card``, largest first."""
    same = [p for p in plays if len(p.cards) >= 2 and all(c == card for c in p.cards)]
    return sorted(same, key=lambda p: -len(p.cards))


class GunziPicker:
    """The table's picker (``ui.common.drag_select.Picker``) over its ``HumanTurn``."""

    def __init__(self, turn: HumanTurn) -> None:
        self.turn = turn

    def _plays(self) -> list[Play]:
        turn = self.turn
        if turn.model is None or turn.seat is None or turn.mode != "play":
            return []
        return [a for a in turn.legal if isinstance(a, Play)]

    def click(self, card: Card) -> list[Card] | None:
        plays = self._plays()
        sizes = {len(p.cards) for p in plays}
        if len(sizes) != 1 or min(sizes) < 2:  # a lead (any size) or a single lead: one click, one card
            return None
        found = plays_of_face(card, plays)
        return list(found[0].cards) if found else None

    def double_click(self, card: Card) -> list[Card] | None:
        found = plays_of_face(card, self._plays())
        return list(found[0].cards) if found else None

    def within(self, cards: Sequence[Card]) -> list[Card] | None:
        return None
