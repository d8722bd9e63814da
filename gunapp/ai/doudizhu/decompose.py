"""Split a hand into the fewest, strongest plays: the normal AI's plan.

A plan is a list of legal leads that together use every card. Its score is the sum of the plays' values minus
``PLAY_COST`` per play, so fewer plays win first and, among equal counts, higher cards win (a low single is a
liability, a 2 or a bomb an asset). The search enumerates every set of sequences (straights, pair straights)
exactly, starting each at the lowest rank still free; the rest is grouped greedily: rocket, bombs, trios (runs
of consecutive trios become airplanes) which take the lowest singles or pairs as kickers, then pairs and
singles. Results are cached by rank counts, so a decision that scores many candidate answers stays fast.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from gunapp.engine.doudizhu.combos import Kind, Move
from gunapp.engine.doudizhu.rules import BLACK_JOKER, MAX_CHAIN_RANK, N_RANKS, RED_JOKER, TWO, Variant

#: what one more play costs in a plan's score (value units are ranks)
PLAY_COST = 7.0
#: ranks at and above which a card is a control (2, jokers)
CONTROL_RANK = TWO
#: score of an empty hand, above any real plan
EMPTY_SCORE = 100.0


@dataclass(frozen=True, slots=True)
class Plan:
    plays: tuple[Move, ...]
    score: float

    @property
    def count(self) -> int:
        return len(self.plays)


def play_value(move: Move) -> float:
    """How much a play is worth to hold: high keys and bombs are good, low singles bad."""
    kind, key = move[0], move[1]
    if kind is Kind.ROCKET:
        return 14.0
    if kind is Kind.BOMB:
        return 10.0 + 2.0 * (move[2] - 4)
    value = key - 7.0
    if kind in _CHAIN_LIKE:
        value += 0.5 * move[2]  # a long chain is hard to answer
    return value


_CHAIN_LIKE = frozenset({Kind.STRAIGHT, Kind.PAIR_STRAIGHT, Kind.AIRPLANE, Kind.AIRPLANE_SINGLES})
_CHAIN_LIKE |= {Kind.AIRPLANE_PAIRS}


def _move(kind: Kind, key: int, length: int, ranks: list[int]) -> Move:
    return (kind, key, length, tuple(sorted(ranks)))


def _base(counts: tuple[int, ...], four: bool) -> tuple[list[Move], float]:
    """Group a hand without sequences: rocket, bombs, airplanes/trios with kickers, pairs, singles."""
    c = list(counts)
    plays: list[Move] = []
    need_rocket = 2 if four else 1
    if c[BLACK_JOKER] >= need_rocket and c[RED_JOKER] >= need_rocket:
        plays.append(
            _move(Kind.ROCKET, RED_JOKER, 1, [BLACK_JOKER] * need_rocket + [RED_JOKER] * need_rocket)
        )
        c[BLACK_JOKER] -= need_rocket
        c[RED_JOKER] -= need_rocket
    for r in range(TWO + 1):
        if c[r] >= 4 and (four or c[r] == 4):
            plays.append(_move(Kind.BOMB, r, c[r], [r] * c[r]))
            c[r] = 0
    # trio groups: runs of consecutive trios within 3..A are airplanes; a trio of 2s stands alone
    groups: list[list[int]] = []
    for r in range(TWO + 1):
        if c[r] == 3:
            if groups and r <= MAX_CHAIN_RANK and groups[-1][-1] == r - 1 and groups[-1][-1] < MAX_CHAIN_RANK:
                groups[-1].append(r)
            else:
                groups.append([r])
            c[r] = 0
    singles = [r for r in range(N_RANKS) if c[r] == 1]
    pairs = [r for r in range(N_RANKS) if c[r] == 2]
    # kickers: the lowest singles (not in DDZ4) or pairs; never a control if a plain card remains
    for g in groups:
        n = len(g)
        core = [r for r in g for _ in range(3)]
        top = g[-1]
        low_singles = [r for r in singles if r < CONTROL_RANK]
        low_pairs = [r for r in pairs if r < CONTROL_RANK]
        kind_single = Kind.TRIO_SINGLE if n == 1 else Kind.AIRPLANE_SINGLES
        kind_pair = Kind.TRIO_PAIR if n == 1 else Kind.AIRPLANE_PAIRS
        if (
            not four
            and len(low_singles) >= n
            and (len(low_pairs) < n or low_singles[n - 1] <= low_pairs[n - 1])
        ):
            kick = low_singles[:n]
            for r in kick:
                singles.remove(r)
            plays.append(_move(kind_single, top, n, core + kick))
        elif len(low_pairs) >= n:
            kick = low_pairs[:n]
            for r in kick:
                pairs.remove(r)
            plays.append(_move(kind_pair, top, n, core + kick + kick))
        else:
            plays.append(_move(Kind.TRIO if n == 1 else Kind.AIRPLANE, top, n, core))
    plays += [_move(Kind.PAIR, r, 1, [r, r]) for r in pairs]
    plays += [_move(Kind.SINGLE, r, 1, [r]) for r in singles]
    return plays, sum(play_value(m) for m in plays) - PLAY_COST * len(plays)


_SEQ_MIN = {1: 5, 2: 3}
_SEQ_KIND = {1: Kind.STRAIGHT, 2: Kind.PAIR_STRAIGHT}


@lru_cache(maxsize=50_000)
def _search(counts: tuple[int, ...], start: int, four: bool) -> tuple[tuple[Move, ...], float]:
    """Best plan of ``counts`` where sequences may start only at ranks >= ``start``."""
    r = start
    while r <= MAX_CHAIN_RANK and counts[r] == 0:
        r += 1
    if r > MAX_CHAIN_RANK - 2:  # no sequence of 3+ links can start here
        plays, score = _base(counts, four)
        return tuple(plays), score
    best_plays, best = _search(counts, r + 1, four)  # no more sequences start at r
    for width in (1, 2):
        if counts[r] < width:
            continue
        hi = r
        while hi + 1 <= MAX_CHAIN_RANK and counts[hi + 1] >= width:
            hi += 1
        n_min = _SEQ_MIN[width]
        for top in range(r + n_min - 1, hi + 1):
            rest = list(counts)
            for x in range(r, top + 1):
                rest[x] -= width
            seq = _move(
                _SEQ_KIND[width], top, top - r + 1, [x for x in range(r, top + 1) for _ in range(width)]
            )
            sub_plays, sub = _search(tuple(rest), r, four)
            score = sub + play_value(seq) - PLAY_COST
            if score > best:
                best, best_plays = score, (seq, *sub_plays)
    return best_plays, best


def best_plan(counts: tuple[int, ...] | list[int], variant: Variant) -> Plan:
    """The highest-scoring split of a hand (rank counts) into legal leads."""
    plays, score = _search(tuple(counts), 0, variant is Variant.DDZ4)
    return Plan(plays, score)


def plan_score(counts: tuple[int, ...] | list[int], variant: Variant) -> float:
    """Score of the best plan; ``EMPTY_SCORE`` for an empty hand (nothing left to play: the deal is won)."""
    if not any(counts):
        return EMPTY_SCORE
    return _search(tuple(counts), 0, variant is Variant.DDZ4)[1]
