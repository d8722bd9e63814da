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

from gunapp.games.doudizhu.engine.combos import Kind, Move
from gunapp.games.doudizhu.engine.rules import BLACK_JOKER, MAX_CHAIN_RANK, N_RANKS, RED_JOKER, TWO, Variant

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


def _base_score(counts: tuple[int, ...], four: bool) -> float:
    """The score of ``_base(counts)`` without building its moves: the search's hot path. Mirrors ``_base``
    branch for branch (a test compares them)."""
    c = list(counts)
    value = 0.0
    plays = 0
    need_rocket = 2 if four else 1
    if c[BLACK_JOKER] >= need_rocket and c[RED_JOKER] >= need_rocket:
        value += 14.0
        plays += 1
        c[BLACK_JOKER] -= need_rocket
        c[RED_JOKER] -= need_rocket
    groups: list[list[int]] = []
    for r in range(TWO + 1):
        k = c[r]
        if k >= 4 and (four or k == 4):
            value += 10.0 + 2.0 * (k - 4)
            plays += 1
            c[r] = 0
        elif k == 3:
            if groups and r <= MAX_CHAIN_RANK and groups[-1][-1] == r - 1 and groups[-1][-1] < MAX_CHAIN_RANK:
                groups[-1].append(r)
            else:
                groups.append([r])
            c[r] = 0
    singles = [r for r in range(N_RANKS) if c[r] == 1]
    pairs = [r for r in range(N_RANKS) if c[r] == 2]
    for g in groups:
        n = len(g)
        top = g[-1]
        value += top - 7.0 + (0.5 * n if n > 1 else 0.0)
        plays += 1
        low_singles = [r for r in singles if r < CONTROL_RANK]
        low_pairs = [r for r in pairs if r < CONTROL_RANK]
        if (
            not four
            and len(low_singles) >= n
            and (len(low_pairs) < n or low_singles[n - 1] <= low_pairs[n - 1])
        ):
            for r in low_singles[:n]:
                singles.remove(r)
        elif len(low_pairs) >= n:
            for r in low_pairs[:n]:
                pairs.remove(r)
    for r in pairs:
        value += r - 7.0
    for r in singles:
        value += r - 7.0
    plays += len(pairs) + len(singles)
    return value - PLAY_COST * plays


_SEQ_MIN = {1: 5, 2: 3}
_SEQ_KIND = {1: Kind.STRAIGHT, 2: Kind.PAIR_STRAIGHT}


def _sequences(counts: tuple[int, ...], r: int) -> list[tuple[int, int, tuple[int, ...], float]]:
    """Every straight / pair straight starting at rank r: (width, top, counts left, value of the play)."""
    out = []
    for width in (1, 2):
        if counts[r] < width:
            continue
        hi = r
        while hi + 1 <= MAX_CHAIN_RANK and counts[hi + 1] >= width:
            hi += 1
        rest = list(counts)
        for top in range(r, hi + 1):
            rest[top] -= width
            if top - r + 1 >= _SEQ_MIN[width]:
                out.append((width, top, tuple(rest), top - 7.0 + 0.5 * (top - r + 1)))
    return out


def _first_free(counts: tuple[int, ...], start: int) -> int:
    r = start
    while r <= MAX_CHAIN_RANK and counts[r] == 0:
        r += 1
    return r


#: plans of one deal's hands are hardly ever reused in another, so the cache only has to hold what one
#: decision's scoring reuses: measured, a hard-level Dou Dizhu 4 deal makes 130k-340k lookups with a hit rate
#: under 20 % whether it keeps 20,000 entries or 250,000 (same CPU time), while 250,000 entries held about
#: 60 MB and an evening's demo grew towards them.
SEARCH_CACHE_SIZE = 20_000


@lru_cache(maxsize=SEARCH_CACHE_SIZE)
def _search(counts: tuple[int, ...], start: int, four: bool) -> float:
    """Best plan score of ``counts`` where sequences may start only at ranks >= ``start``."""
    r = _first_free(counts, start)
    if r > MAX_CHAIN_RANK - 2:  # no sequence of 3+ links can start here
        return _base_score(counts, four)
    best = _search(counts, r + 1, four)  # no more sequences start at r
    for _, _, rest, value in _sequences(counts, r):
        score = _search(rest, r, four) + value - PLAY_COST
        if score > best:
            best = score
    return best


def _plays(counts: tuple[int, ...], start: int, four: bool) -> list[Move]:
    """The plays of the plan ``_search`` scored, by following its best choices."""
    r = _first_free(counts, start)
    if r > MAX_CHAIN_RANK - 2:
        return _base(counts, four)[0]
    best = _search(counts, r + 1, four)
    choice: tuple[int, int, tuple[int, ...]] | None = None
    for width, top, rest, value in _sequences(counts, r):
        score = _search(rest, r, four) + value - PLAY_COST
        if score > best:
            best, choice = score, (width, top, rest)
    if choice is None:
        return _plays(counts, r + 1, four)
    width, top, rest = choice
    seq = _move(_SEQ_KIND[width], top, top - r + 1, [x for x in range(r, top + 1) for _ in range(width)])
    return [seq, *_plays(rest, r, four)]


def best_plan(counts: tuple[int, ...] | list[int], variant: Variant) -> Plan:
    """The highest-scoring split of a hand (rank counts) into legal leads."""
    key, four = tuple(counts), variant is Variant.DDZ4
    return Plan(tuple(_plays(key, 0, four)), _search(key, 0, four))


def plan_score(counts: tuple[int, ...] | list[int], variant: Variant) -> float:
    """Score of the best plan; ``EMPTY_SCORE`` for an empty hand (nothing left to play: the deal is won)."""
    if not any(counts):
        return EMPTY_SCORE
    return _search(tuple(counts), 0, variant is Variant.DDZ4)
