"""Combination analysis (section 6) and comparison (section 7).

A :class:`Combo` is one *reading* of a set of cards: its kind, its key (a rank index, see ``rules``), its length
and its rank content. ``length`` is the number of links of a chain for kinds 6-10 (cards for a straight, pairs
for a pair straight, trios for an airplane with or without wings), the number of cards for a bomb (D7.3), and 1
otherwise.

Because kickers must differ in rank from the trios / quad and from each other (D6.1), the rank content fixes
the reading: :func:`readings` never returns more than one combination for a given multiset of ranks. The API
still speaks of *readings* (a list) so that a play always names the reading the player chose (D6.4) and the
engine can reject a reading that does not fit the cards.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import IntEnum
from typing import NamedTuple

from gunapp.games.doudizhu.engine.rules import BLACK_JOKER, MAX_CHAIN_RANK, N_RANKS, RED_JOKER, Variant


class Kind(IntEnum):
    """The combination kinds of the table in section 6 (number = row). Kind 13 has two kicker forms."""

    SINGLE = 1
    PAIR = 2
    TRIO = 3
    TRIO_SINGLE = 4
    TRIO_PAIR = 5
    STRAIGHT = 6
    PAIR_STRAIGHT = 7
    AIRPLANE = 8
    AIRPLANE_SINGLES = 9
    AIRPLANE_PAIRS = 10
    BOMB = 11
    ROCKET = 12
    FOUR_TWO_SINGLES = 13
    #: kind 13 with two pair kickers: beats only another four + two pairs (D7.1 "same kicker form")
    FOUR_TWO_PAIRS = 14

    @property
    def label(self) -> str:
        """Stable lower-case name used in records and IllegalAction params."""
        return self.name.lower()

    @staticmethod
    def from_label(label: str) -> Kind:
        return Kind[label.upper()]


#: kinds not allowed with 4 players (section 6 table, column DDZ4)
NOT_IN_DDZ4 = frozenset({Kind.TRIO_SINGLE, Kind.AIRPLANE_SINGLES, Kind.FOUR_TWO_SINGLES, Kind.FOUR_TWO_PAIRS})
#: minimum chain length per chain kind (kind 6 [choice] N2, kinds 7-10)
MIN_CHAIN = {Kind.STRAIGHT: 5, Kind.PAIR_STRAIGHT: 3, Kind.AIRPLANE: 2, Kind.AIRPLANE_SINGLES: 2}
MIN_CHAIN[Kind.AIRPLANE_PAIRS] = 2


#: (kind, key, length, rank content): the move generator's plain-tuple form of a Combo
Move = tuple[Kind, int, int, tuple[int, ...]]


class Combo(NamedTuple):
    """One reading of a set of cards. ``ranks`` is the sorted rank content (rank indices)."""

    kind: Kind
    key: int
    length: int
    ranks: tuple[int, ...]

    @property
    def is_bomb_like(self) -> bool:
        return self.kind is Kind.BOMB or self.kind is Kind.ROCKET

    def doubles(self, variant: Variant) -> bool:
        """D8.2: does playing this combination double the stake?"""
        if self.kind is Kind.ROCKET:
            return True
        if self.kind is Kind.BOMB:
            return self.length >= 6 if variant is Variant.DDZ4 else True
        return False


def ranks_to_counts(ranks: Sequence[int]) -> list[int]:
    counts = [0] * N_RANKS
    for r in ranks:
        counts[r] += 1
    return counts


def _chain(ranks: list[int]) -> bool:
    """Consecutive ranks within 3..A (2s and jokers never chain)."""
    return ranks[-1] <= MAX_CHAIN_RANK and ranks[-1] - ranks[0] == len(ranks) - 1


def shape_of(counts: Sequence[int], variant: Variant) -> tuple[Kind, int, int] | None:
    """(kind, key, length) of a rank-count vector under ``variant``, or None if it is no combination (section 6)."""
    four = variant is _DDZ4
    present = [r for r in _ALL_RANKS if counts[r]]
    if not present:
        return None
    if len(present) == 1:
        r = present[0]
        c = counts[r]
        if c == 1:
            return (Kind.SINGLE, r, 1)
        if c == 2:  # kind 2: in DDZ4 two jokers of one colour are a pair (one rank index)
            return (Kind.PAIR, r, 1)
        if c == 3:
            return (Kind.TRIO, r, 1)
        if c == 4 or (four and 4 <= c <= 8):
            return (Kind.BOMB, r, c)
        return None
    levels = [counts[r] for r in present]
    hi, lo = max(levels), min(levels)
    # kind 12, rocket: both jokers (DDZ3: one each; DDZ4: two each)
    if len(present) == 2 and present[0] == BLACK_JOKER and levels == ([2, 2] if four else [1, 1]):
        return (Kind.ROCKET, RED_JOKER, 1)
    if hi == lo:
        n = len(present)
        if not _chain(present):
            return None
        if hi == 1 and n >= 5:
            return (Kind.STRAIGHT, present[-1], n)
        if hi == 2 and n >= 3:
            return (Kind.PAIR_STRAIGHT, present[-1], n)
        if hi == 3:
            return (Kind.AIRPLANE, present[-1], n)
        return None
    if lo > 2 or hi < 3 or hi > 4:
        return None
    n_cores = levels.count(hi)
    if n_cores + levels.count(lo) != len(levels):
        return None  # three different counts
    if n_cores == 1:
        cores = [present[levels.index(hi)]]
        kickers = [r for r in present if r != cores[0]]
    else:
        cores = [r for r, c in zip(present, levels, strict=True) if c == hi]
        kickers = [r for r, c in zip(present, levels, strict=True) if c == lo]
    both_jokers_kick = (
        lo == 1 and kickers[-1] == RED_JOKER and len(kickers) > 1 and kickers[-2] == BLACK_JOKER
    )
    if both_jokers_kick:  # D6.2
        return None
    if hi == 4:
        # kind 13: one quad + two singles or two pairs of different ranks (D6.1); DDZ3 only
        if four or len(cores) != 1 or len(kickers) != 2:
            return None
        return (Kind.FOUR_TWO_SINGLES if lo == 1 else Kind.FOUR_TWO_PAIRS, cores[0], 1)
    n = len(cores)
    if len(kickers) != n:
        return None
    if n == 1:
        if lo == 1:
            return None if four else (Kind.TRIO_SINGLE, cores[0], 1)
        return (Kind.TRIO_PAIR, cores[0], 1)
    if not _chain(cores):
        return None
    if lo == 1:
        return None if four else (Kind.AIRPLANE_SINGLES, cores[-1], n)
    return (Kind.AIRPLANE_PAIRS, cores[-1], n)


_ALL_RANKS = range(N_RANKS)
_DDZ4 = Variant.DDZ4  # an Enum member read through its class costs ten times a global (Python 3.11)


def classify(counts: Sequence[int], variant: Variant) -> Combo | None:
    """The reading of a rank-count vector under ``variant``, or None if it is no combination (section 6)."""
    shape = shape_of(counts, variant)
    if shape is None:
        return None
    ranks = tuple(r for r, c in enumerate(counts) for _ in range(c))
    return Combo(shape[0], shape[1], shape[2], ranks)


def readings(ranks: Sequence[int], variant: Variant) -> list[Combo]:
    """Every reading the cards (rank indices) fit; empty if none (D6.4). At most one under D6.1."""
    combo = classify(ranks_to_counts(ranks), variant)
    return [] if combo is None else [combo]


def beats(a: Move, b: Move) -> bool:
    """Does ``a`` beat ``b`` (section 7: D7.1 same kind and size, higher key; D7.2 bombs and rocket; D7.3)?

    Takes a ``Combo`` or a generator's plain tuple. In DDZ3 every bomb has length 4, so comparing
    (length, key) is the DDZ3 rule too.
    """
    ak, bk = a[0], b[0]
    if bk is Kind.ROCKET:
        return False
    if ak is Kind.ROCKET:
        return True
    if ak is Kind.BOMB:
        if bk is not Kind.BOMB:
            return True
        return (a[2], a[1]) > (b[2], b[1])
    if bk is Kind.BOMB:
        return False
    return ak is bk and a[2] == b[2] and a[1] > b[1]
