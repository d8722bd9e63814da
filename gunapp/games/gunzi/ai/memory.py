"""Card tracking for the Gunzi AI, rebuilt from one seat's view (spec R27): nothing else is read.

``Memory.from_view`` counts what the seat has seen (its hand, every card played, the bottom when it knows it)
and what it can infer: which seats are void in which effective suit (a follower who played fewer cards of the
led suit than the lead holds has none left, R17.2), which cards a seat is known to hold (declared level cards,
tribute received), and how many copies of each face are still unseen. Everything is indexed by ``face_id``.
"""

from __future__ import annotations

from dataclasses import dataclass

from gunapp.core.cards import Card
from gunapp.games.gunzi.engine.trumps import FACE_BY_ID, FACE_ID_BOUND, TRUMP, TrumpContext, face_id
from gunapp.games.gunzi.engine.view import GunziView

#: the effective suits (R5.2): trump plus the printed suit letters
EFF_SUITS: tuple[str, ...] = (TRUMP, "S", "H", "C", "D")


@dataclass
class Memory:
    """What one seat knows about the cards of the current hand (only valid once T is fixed)."""

    seat: int
    ctx: TrumpContext
    #: copies of each face not seen by this seat (not in its hand, not played, not in a bottom it knows)
    unseen: list[int]
    #: copies of each face this seat holds
    mine: list[int]
    #: effective suits each seat is known to be void in
    voids: list[set[str]]
    #: face counts known to sit in another seat's hand (declared cards, tribute received), not yet played
    known: list[list[int]]
    #: points in the bottom if this seat knows it, else None
    bottom_points: int | None
    #: faces of each effective suit, strongest first (face ids)
    suit_faces: dict[str, list[int]]

    @classmethod
    def from_view(cls, view: GunziView) -> Memory:
        assert view.trump is not None, "memory needs the trump suit"
        ctx = TrumpContext(view.level, view.trump)
        seen = [0] * FACE_ID_BOUND
        mine = [0] * FACE_ID_BOUND
        for c in view.hand:
            i = face_id(c)
            mine[i] += 1
            seen[i] += 1
        bottom_points: int | None = None
        if view.bottom is not None and view.phase.value == "play":
            for c in view.bottom:
                seen[face_id(c)] += 1
            bottom_points = sum(_POINTS.get(c.rank, 0) for c in view.bottom)
        voids: list[set[str]] = [set(), set(), set(), set()]
        played_by: list[list[int]] = [[0] * FACE_ID_BOUND for _ in range(4)]
        eff = ctx.tables.eff_by_id
        for trick in (*view.tricks, view.trick):
            if not trick:
                continue
            lead_cards = trick[0][1]
            s = eff[face_id(lead_cards[0])]
            n = len(lead_cards)
            for seat, cards in trick:
                in_suit = 0
                for c in cards:
                    i = face_id(c)
                    seen[i] += 1
                    played_by[seat][i] += 1
                    if eff[i] == s:
                        in_suit += 1
                if in_suit < n:
                    voids[seat].add(s)
        known = [[0] * FACE_ID_BOUND for _ in range(4)]
        if view.declarer is not None and view.declarer != view.seat:
            for c in view.declaration:
                known[view.declarer][face_id(c)] += 1
        if view.dealer is not None and view.dealer != view.seat and view.tribute_cards:
            for c in view.tribute_cards:
                known[view.dealer][face_id(c)] += 1
        for seat in range(4):
            for i in range(FACE_ID_BOUND):
                if known[seat][i]:
                    known[seat][i] = max(0, known[seat][i] - played_by[seat][i])
        unseen = [max(0, 3 - k) if FACE_BY_ID[i] is not None else 0 for i, k in enumerate(seen)]
        return cls(view.seat, ctx, unseen, mine, voids, known, bottom_points, _suit_faces(ctx))

    # ------------------------------------------------------------------ queries

    def unseen_in_suit(self, suit: str) -> int:
        """Cards of effective suit ``suit`` held by the other seats (or in a bottom this seat does not know)."""
        return sum(self.unseen[i] for i in self.suit_faces[suit])

    def mine_in_suit(self, suit: str) -> int:
        return sum(self.mine[i] for i in self.suit_faces[suit])

    def higher_threat(self, card: Card, size: int, suit: str | None = None) -> bool:
        """Whether some unseen face of effective suit ``suit`` (default: the card's own) strictly stronger than
        ``card`` has at least ``size`` unseen copies, so another seat might beat a ``size``-play of it."""
        ctx = self.ctx
        s = ctx.eff_suit(card) if suit is None else suit
        key = ctx.key(card) if ctx.eff_suit(card) == s else 0
        for i in self.suit_faces[s]:
            face = _face(i)
            if ctx.key(face) <= key:
                break
            if self.unseen[i] >= size:
                return True
        return False

    def trump_threat(self, size: int, above: int = 0) -> bool:
        """Whether some trump face stronger than key ``above`` has ``size`` or more unseen copies."""
        ctx = self.ctx
        for i in self.suit_faces[TRUMP]:
            if ctx.key(_face(i)) <= above:
                break
            if self.unseen[i] >= size:
                return True
        return False

    def may_be_void(self, seat: int, suit: str) -> bool:
        """Known void, or the suit is nearly gone (fewer than ``VOID_GUESS`` unseen cards left in it)."""
        return suit in self.voids[seat] or self.unseen_in_suit(suit) < VOID_GUESS


_POINTS = {5: 5, 10: 10, 13: 10}
#: with fewer unseen cards of a suit than this, any other seat may be void in it
VOID_GUESS = 4
_SUIT_FACES: dict[tuple[int, str], dict[str, list[int]]] = {}


def _suit_faces(ctx: TrumpContext) -> dict[str, list[int]]:
    """Face ids of each effective suit, strongest first; shared per (level, trump), never mutated."""
    cache_key = (ctx.level, ctx.trump.value)
    cached = _SUIT_FACES.get(cache_key)
    if cached is None:
        eff = ctx.tables.eff_by_id
        cached = {s: [] for s in EFF_SUITS}
        for i in ctx.tables.display_ids:
            cached[eff[i]].append(i)
        for faces in cached.values():
            faces.sort(key=lambda i: -ctx.key(_face(i)))
        _SUIT_FACES[cache_key] = cached
    return cached


def _face(i: int) -> Card:
    face = FACE_BY_ID[i]
    assert face is not None
    return face


__all__ = ["EFF_SUITS", "Memory"]
