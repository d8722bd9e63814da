"""Who might beat a play: the judgement behind the Gunzi AI's cashing, taking and feeding (spec R17, R19).

The normal AI's leads and follows ask two questions: can an opponent still to play beat this play (then it is
no sure winner, and a partner holding the trick with it is not fed), and is a lead the boss of its suit or
at risk of being trumped. ``MemoryThreats`` answers them as the normal AI always has, from what is unseen: a
play is beatable as soon as some stronger face has enough unseen copies anywhere, or an opponent may be void
and some trump could do it. With three decks that is nearly always so, and the normal AI rarely feeds or
cashes. The hard AI answers the same questions from sampled deals instead
(``hard.sampled_threats.SampledThreats``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from gunapp.core.cards import Card
from gunapp.games.gunzi.ai.memory import Memory
from gunapp.games.gunzi.engine.trick import play_strength
from gunapp.games.gunzi.engine.trumps import TRUMP


class Threats(Protocol):
    def beatable(self, cards: Sequence[Card], lead_suit: str, opponents: Sequence[int]) -> bool:
        """Whether one of ``opponents`` (still to play) might beat ``cards`` in a trick led in ``lead_suit``."""
        ...

    def lead_risks(self, card: Card, n: int, opponents: Sequence[int]) -> tuple[bool, bool]:
        """(boss, ruff) of leading ``n`` copies of ``card``: no stronger set of its suit is out against it;
        an opponent may trump it (plain suits only)."""
        ...


class MemoryThreats:
    """The normal AI's answers: any unseen stronger set is a threat; a seat may be void in a suit when it
    showed it or when few cards of it are unseen (``Memory.may_be_void``)."""

    def __init__(self, mem: Memory) -> None:
        self.mem = mem

    def beatable(self, cards: Sequence[Card], lead_suit: str, opponents: Sequence[int]) -> bool:
        mem = self.mem
        if not opponents:
            return False
        face = cards[0]
        n = len(cards)
        strength = play_strength(cards, lead_suit, mem.ctx)
        if strength is None:
            return True
        is_trump, key = strength
        for r in opponents:
            if lead_suit == TRUMP:
                if mem.higher_threat(face, n):
                    return True
                continue
            void = mem.may_be_void(r, lead_suit)
            if is_trump:
                if void and mem.trump_threat(n, key):
                    return True
            elif (void and mem.trump_threat(n)) or mem.higher_threat(face, n):
                return True
        return False

    def lead_risks(self, card: Card, n: int, opponents: Sequence[int]) -> tuple[bool, bool]:
        mem = self.mem
        s = mem.ctx.eff_suit(card)
        boss = not mem.higher_threat(card, n)
        ruff = s != TRUMP and any(mem.may_be_void(r, s) and mem.trump_threat(n) for r in opponents)
        return boss, ruff


__all__ = ["MemoryThreats", "Threats"]
