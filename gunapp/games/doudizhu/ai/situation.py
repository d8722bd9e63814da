"""The neutral input of the Dou Dizhu AI (what one seat knows at its turn, in rank counts) and the policy
protocol every level implements.

Both front ends build one: the in-app agent from the engine's ``DealView`` and the agent server from a
ddz-agent/1 observation. The policy never sees anything else, so both play exactly alike.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from operator import sub
from typing import TYPE_CHECKING, Protocol

from gunapp.games.doudizhu.engine.combos import Move
from gunapp.games.doudizhu.engine.rules import N_RANKS, Variant, max_copies

if TYPE_CHECKING:
    from gunapp.games.doudizhu.ai.talk import TalkSituation


@dataclass(frozen=True, slots=True)
class Situation:
    variant: Variant
    me: int
    landlord: int
    #: my hand as 15 rank counts (rules.py encoding)
    hand: tuple[int, ...]
    #: the combination to beat, None when I lead
    last: Move | None
    last_seat: int
    #: cards left per seat
    cards_left: tuple[int, ...]
    #: rank counts each seat has played so far
    played: tuple[tuple[int, ...], ...]
    #: kitty cards (rank counts) if known; they start in the landlord's hand
    kitty: tuple[int, ...] | None = None
    #: every card-play turn so far in order: (seat, move), a pass as None; () when unknown (the hard level reads
    #: it as evidence of the hidden hands, the others ignore it)
    history: tuple[tuple[int, Move | None], ...] = ()
    #: per seat, the rank counts of a hand shown to all (D11.11) as it is now; None (or ``()`` for every
    #: seat): not shown. The hard level's sampler deals a shown hand as it is
    shown: tuple[tuple[int, ...] | None, ...] = ()
    #: ``pool``, worked out on first use: a decision asks for it several times, a hard playout every turn
    _pool: tuple[int, ...] | None = field(default=None, init=False, repr=False, compare=False)

    @property
    def players(self) -> int:
        return len(self.cards_left)

    @property
    def is_landlord(self) -> bool:
        return self.me == self.landlord

    def same_side(self, seat: int) -> bool:
        return (seat == self.landlord) == (self.me == self.landlord)

    def partners(self) -> list[int]:
        return [s for s in range(self.players) if s != self.me and self.same_side(s)]

    def opponents(self) -> tuple[int, ...]:
        return _OPPONENTS[self.players, self.landlord, self.me]

    def next_seat(self, seat: int) -> int:
        return (seat + 1) % self.players

    def unseen(self) -> list[int]:
        """Rank counts of every card not in my hand and not yet played: the other hands together (a new list)."""
        return list(self.pool)

    @property
    def pool(self) -> tuple[int, ...]:
        """``unseen()`` as a tuple, worked out once per situation (read it, never change it)."""
        pool = self._pool
        if pool is None:
            # one C-level map per seat instead of a Python loop per rank
            out = map(sub, _DECK[self.variant], self.hand)
            for counts in self.played:
                out = map(sub, out, counts)
            pool = tuple(out)
            object.__setattr__(self, "_pool", pool)  # a cache, not state: the situation stays frozen
        return pool


_DECK = {v: tuple(max_copies(v, r) for r in range(N_RANKS)) for v in Variant}
#: (players, landlord, me) -> the seats on the other side
_OPPONENTS = {
    (n, lord, me): tuple(s for s in range(n) if (s == lord) != (me == lord))
    for n in (3, 4)
    for lord in range(n)
    for me in range(n)
}


class PlayPolicy(Protocol):
    """A level's decisions over situations; both the in-app agent and the agent server drive one."""

    name: str

    def reseed(self, seed: int) -> None: ...

    def choose_bid(self, counts: tuple[int, ...], variant: Variant, highest: int) -> int: ...

    def choose_play(self, sit: Situation, legal: list[Move], can_pass: bool) -> Move | None: ...

    def choose_talk(self, ts: TalkSituation) -> int:
        """A section-11 decision (``talk``): 1 / 0 for show, call, grab; the factor for a double."""
        ...
