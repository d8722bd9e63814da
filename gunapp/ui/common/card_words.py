"""CardWords: the card words both games' texts share (``GunziText``, ``DdzText``), and their one shared instance.

Qt looks a ``self.tr`` string up under the class name of the object (PySide uses the object's own class), so
each game's words stay in the game's translation context. The joker names are given by each subclass as
``QT_TRANSLATE_NOOP`` entries in its context: that is where ``lupdate`` finds them.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import ClassVar, TypeVar

from PySide6.QtCore import QObject

from gunapp.core.cards import Card


class CardWords(QObject):
    # (big joker, small joker) source strings, marked with ``QT_TRANSLATE_NOOP`` in the subclass's context
    JOKER_NAMES: ClassVar[tuple[str, str]]

    def card(self, card: Card) -> str:
        """A card's name: the jokers in words, other cards by their label ("♠10")."""
        if card.is_big_joker:
            return self.tr(self.JOKER_NAMES[0])
        if card.is_small_joker:
            return self.tr(self.JOKER_NAMES[1])
        return card.label


W = TypeVar("W", bound=CardWords)


def shared_words(cls: type[W]) -> Callable[[], W]:
    """``T()`` for a game: one instance of ``cls``, made on first use (after the QApplication exists)."""
    made: list[W] = []

    def words() -> W:
        if not made:
            made.append(cls())
        return made[0]

    return words
