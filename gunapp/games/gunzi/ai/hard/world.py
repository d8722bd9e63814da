"""A compact perfect-information Gunzi trick state for the hard AI's playouts (spec R16-R21).

The search plays thousands of tricks per decision, so this state holds only what tricks need: each seat's face
counts (indexed by ``face_id``), the trick in progress, the attackers' points and the bottom's points. Plays
are tuples of face ids. The rules come from the engine's own tables and functions (``follows_from_counts``
for the follow obligations R17/R18, R19's strength order through the context's keys), and
``tests/gunzi_ai/test_hard_world.py`` checks it against ``GunziState`` on random games: the same legal plays,
the same trick winners and the same final score.
"""

from __future__ import annotations

from dataclasses import dataclass

from gunapp.games.gunzi.engine.combos import Combo
from gunapp.games.gunzi.engine.follow import follows_from_counts
from gunapp.games.gunzi.engine.trick import CARD_POINTS
from gunapp.games.gunzi.engine.trumps import FACE_BY_ID, FACE_ID_BOUND, TRUMP, TrumpContext, face_id

PlayIds = tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Tables:
    """Per-(level, trump) lookups by face id, shared by every world of a hand."""

    ctx: TrumpContext
    eff: tuple[str, ...]  # effective suit ("" for ids that are no face)
    key: tuple[int, ...]  # R5.4 strength key (0 for ids that are no face)
    points: tuple[int, ...]  # R3.1 points
    by_suit: dict[str, tuple[int, ...]]  # face ids of each effective suit, strongest first
    mode: str  # followMode: LIVE or DEAD (R18)
    throw_cost: tuple[float, ...]  # what throwing a face to the opponents costs (strength, points)
    feed_cost: tuple[float, ...]  # ... and to a partner who holds the trick (points are a gain)


_TABLES: dict[tuple[int, str, str], Tables] = {}


def tables_for(ctx: TrumpContext, mode: str) -> Tables:
    cache_key = (ctx.level, ctx.trump.value, mode)
    t = _TABLES.get(cache_key)
    if t is None:
        key = tuple(ctx.key(f) if f is not None else 0 for f in FACE_BY_ID)
        pts = tuple(CARD_POINTS.get(f.rank, 0) if f is not None else 0 for f in FACE_BY_ID)
        by_suit = {s: tuple(sorted(ids, key=lambda i: -key[i])) for s, ids in ctx.tables.ids_by_suit.items()}
        base = [float(k - 90) if k < 200 else float(k - 150) for k in key]  # plain 12..24, trump 50+
        throw = tuple(b + 2 * p for b, p in zip(base, pts, strict=True))
        feed = tuple(b - 3 * p for b, p in zip(base, pts, strict=True))
        t = _TABLES[cache_key] = Tables(ctx, ctx.tables.eff_by_id, key, pts, by_suit, mode, throw, feed)
    return t


class World:
    """Four known hands in the middle of the trick phase. ``copy`` is cheap; ``play`` applies one play."""

    __slots__ = (
        "t",
        "counts",
        "sizes",
        "lens",
        "trick",
        "leader",
        "points",
        "dealer",
        "bottom_points",
        "last",
    )

    def __init__(
        self,
        t: Tables,
        counts: list[list[int]],
        trick: list[tuple[int, PlayIds]],
        leader: int,
        points: int,
        dealer: int,
        bottom_points: int,
    ) -> None:
        self.t = t
        self.counts = counts
        self.sizes = [sum(c) for c in counts]
        #: cards of each effective suit in each hand
        self.lens = [{s: sum(c[i] for i in ids) for s, ids in t.by_suit.items()} for c in counts]
        self.trick = trick
        self.leader = leader
        #: points captured so far by the attackers (R19.4)
        self.points = points
        self.dealer = dealer
        self.bottom_points = bottom_points
        #: the seat that won the last trick once the hand is over, else -1
        self.last = -1

    def copy(self) -> World:
        w = World.__new__(World)
        w.t = self.t
        w.counts = [c[:] for c in self.counts]
        w.sizes = self.sizes[:]
        w.lens = [d.copy() for d in self.lens]
        w.trick = self.trick[:]
        w.leader = self.leader
        w.points = self.points
        w.dealer = self.dealer
        w.bottom_points = self.bottom_points
        w.last = self.last
        return w

    @property
    def to_act(self) -> int:
        return (self.leader + len(self.trick)) % 4

    @property
    def over(self) -> bool:
        return self.last >= 0

    def lead_info(self) -> tuple[str, int]:
        lead = self.trick[0][1]
        return self.t.eff[lead[0]], len(lead)

    def strength(self, play: PlayIds, suit: str) -> tuple[int, int] | None:
        """R19.1/R19.2: (trump?, key) when the play competes in a trick led in ``suit``, else None."""
        f = play[0]
        for i in play:
            if i != f:
                return None
        e = self.t.eff[f]
        if e == TRUMP:
            return (1, self.t.key[f])
        if e == suit:
            return (0, self.t.key[f])
        return None

    def winner(self) -> tuple[int, tuple[int, int]]:
        """The seat winning the trick so far and its strength (R19.3: the earliest of equals)."""
        suit = self.t.eff[self.trick[0][1][0]]
        seat, play = self.trick[0]
        best = self.strength(play, suit)
        assert best is not None
        for s, p in self.trick[1:]:
            st = self.strength(p, suit)
            if st is not None and st > best:
                best = st
                seat = s
        return seat, best

    def legal(self, seat: int) -> list[PlayIds]:
        """Every legal play of ``seat`` (the engine's enumeration; leads: each face as single/pair/triple)."""
        counts = self.counts[seat]
        if not self.trick:
            out: list[PlayIds] = []
            for i in self.t.ctx.tables.display_ids:
                k = counts[i]
                for m in range(1, min(k, 3) + 1):
                    out.append((i,) * m)
            return out
        lead = self.trick[0][1]
        face = FACE_BY_ID[lead[0]]
        assert face is not None
        lists = follows_from_counts(counts, Combo(face, len(lead)), self.t.ctx, self.t.mode)
        return [tuple(face_id(c) for c in cards) for cards in lists]

    def play(self, seat: int, play: PlayIds) -> None:
        counts = self.counts[seat]
        lens = self.lens[seat]
        eff = self.t.eff
        for i in play:
            counts[i] -= 1
            lens[eff[i]] -= 1
        self.sizes[seat] -= len(play)
        self.trick.append((seat, play))
        if len(self.trick) == 4:
            self._close()

    def _close(self) -> None:
        won, _ = self.winner()
        pts = self.t.points
        if won % 2 != self.dealer % 2:
            self.points += sum(pts[i] for _, p in self.trick for i in p)
        self.trick = []
        self.leader = won
        if self.sizes[won] == 0:
            self.last = won
            if won % 2 != self.dealer % 2:
                self.points += 2 * self.bottom_points  # R20.2: the dig

    @property
    def dig(self) -> bool:
        return self.last >= 0 and self.last % 2 != self.dealer % 2


def empty_counts() -> list[int]:
    return [0] * FACE_ID_BOUND


__all__ = ["PlayIds", "Tables", "World", "empty_counts", "tables_for"]
