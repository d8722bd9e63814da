"""Gunzi combinations: single, pair (棒子) and triple (滚子) of identical faces (spec R6).

Only identical faces combine (R6.2-R6.4): ♥7+♣7, ♥2+♣2 and BJ+SJ are not pairs even when they are equal in
strength. Straights, tractors, consecutive triples and throws do not exist (R6.5).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from gunapp.core.cards import Card

SINGLE = 1
PAIR = 2
TRIPLE = 3
SIZES: tuple[int, ...] = (SINGLE, PAIR, TRIPLE)


@dataclass(frozen=True, slots=True)
class Combo:
    """``size`` identical copies of ``face``: 1 single, 2 pair, 3 triple.

    Its strength and effective suit are those of its face (R6.6); see ``TrumpContext``.
    """

    face: Card
    size: int

    def __post_init__(self) -> None:
        if self.size not in SIZES:
            raise ValueError(f"combination size must be 1, 2 or 3, not {self.size!r}")

    @property
    def cards(self) -> list[Card]:
        return [self.face] * self.size


def classify(cards: Sequence[Card]) -> Combo | None:
    """The combination ``cards`` form, or None when they form none (R6.4, R6.5): empty, more than three
    cards, or cards of different faces."""
    n = len(cards)
    if not 1 <= n <= TRIPLE:
        return None
    face = cards[0]
    for c in cards[1:]:
        if c != face:
            return None
    return Combo(face, n)
