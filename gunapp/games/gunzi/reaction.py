"""A fair 抢亮大王 (R9.2, R10): an AI seat reacts to a card it is dealt in the time a person needs.

The first big joker shown makes the dealer, so at the table the race is real. Asked the moment a card reached
it, an AI seat showed its big joker within a few cards, before the card had even landed in front of the player.
Now a seat that may declare after a card it was dealt answers only once a reaction time has passed, measured
from when the card lands, while the deal goes on; the player's own declare button is live from the moment
their card is dealt (it lands ``DEAL_FLIGHT`` later). A player quicker than the AI seat declares first.

The time is counted on the deal's own clock, in dealt cards at the deal's nominal pace (one card per
``DEAL_BEAT`` ms at animation speed 1; under load a card takes longer, which only gives the player more time).
So the AI seats' decisions are a function of the match seed and the player's actions, never of the wall
clock: an all-AI match (a demo, a test at speed 0) plays the same at every speed, and records replay as they
were played. Each reaction is drawn from ``REACTION_MS``, seeded per match, deal and card.

Two ends of the deal: before its last card (which closes the deal and opens the turn-by-turn window, R8.4)
the table waits, one beat at a time, for the reactions still running, and the player may still declare; a
reaction to the last card itself is waited out in the window before that seat's turn is asked.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, field

from gunapp.ui.table.durations import GUNZI_DEAL_BEAT as DEAL_BEAT
from gunapp.ui.table.durations import GUNZI_DEAL_FLIGHT as DEAL_FLIGHT

#: a person's time to see a big joker land in a fanned hand of up to 39 cards and press its button (ms, after
#: the card lands): a quick choice reaction with a pointer or key, not a reflex
REACTION_MS = (700, 1300)


def reaction_ms(seed: int, deal_no: int, index: int) -> int:
    """The reaction to card ``index`` of deal ``deal_no`` (seeded: the same match reacts the same way)."""
    lo, hi = REACTION_MS
    return random.Random(f"gunzi-reaction:{seed}:{deal_no}:{index}").randint(lo, hi)


def reaction_ticks(ms: int) -> int:
    """Dealt cards from a card's dealing until ``ms`` after it lands, at the deal's nominal pace."""
    return math.ceil((DEAL_FLIGHT + ms) / DEAL_BEAT)


@dataclass
class Reactions:
    """The AI seats still reacting to a card, each with the tick it may answer at. A tick is a dealt card, or
    a beat the table waited (``idle``) once no card could be dealt without closing the deal."""

    seed: int
    due: dict[int, int] = field(default_factory=dict)
    idle: int = 0

    def clear(self) -> None:
        self.due.clear()
        self.idle = 0

    def now(self, dealt: int) -> int:
        return dealt + self.idle

    def dealt_to(self, seat: int, deal_no: int, index: int) -> None:
        """``seat`` got card ``index`` and may declare: it answers once its reaction has run (an earlier one
        still running stands: it will look at its whole hand then)."""
        if seat not in self.due:
            self.due[seat] = index + 1 + reaction_ticks(reaction_ms(self.seed, deal_no, index))

    def ready(self, dealt: int) -> int | None:
        """The seat whose reaction has run at this tick (the earliest first), taken off the list."""
        now = self.now(dealt)
        ripe = [(t, s) for s, t in self.due.items() if t <= now]
        if not ripe:
            return None
        _t, seat = min(ripe)
        del self.due[seat]
        return seat

    def waiting(self, seat: int | None = None) -> bool:
        """Whether any seat (or ``seat``) is still reacting."""
        return bool(self.due) if seat is None else seat in self.due


__all__ = ["DEAL_BEAT", "DEAL_FLIGHT", "REACTION_MS", "Reactions", "reaction_ms", "reaction_ticks"]
