"""Split a hand into the fewest, strongest plays: the normal AI's plan.

A plan is a list of legal leads that together use every card. Its score is the sum of the plays' values minus
``PLAY_COST`` per play, so fewer plays win first and, among equal counts, higher cards win (a low single is a
liability, a 2 or a bomb an asset). The search enumerates every set of sequences (straights, pair straights)
exactly, starting each at the lowest rank still free; the rest is grouped greedily: rocket, bombs, trios (runs
of consecutive trios become airplanes) which take the lowest singles or pairs as kickers, then pairs and
singles. Results are cached by rank counts, so a decision that scores many candidate answers stays fast.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import compress

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


def _base(counts: Sequence[int], four: bool) -> tuple[list[Move], float]:
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


def _base_score(counts: Sequence[int], four: bool) -> float:
    """The score of ``_base(counts)`` without building its moves: the search's leaves, its hot path. The ranks
    holding one, two, three and four-plus cards are picked in C (``translate`` + ``compress``); kickers always
    come off the low ends of the sorted singles and pairs, so two indices stand for ``_base``'s removals.
    Mirrors ``_base`` (a test compares them)."""
    b = bytes(counts)
    core = b[:_JOKERS_AT]
    value = 0.0
    plays = 0
    need_rocket = 2 if four else 1
    rocket = b[BLACK_JOKER] >= need_rocket and b[RED_JOKER] >= need_rocket
    if rocket:
        value += 14.0
        plays += 1
        loose = core  # the jokers are all in the rocket
    else:
        loose = b
    quads = list(compress(_ALL_RANKS, core.translate(_FOUR_UP if four else _EXACTLY[4])))
    for r in quads:
        value += 2.0 * b[r] + 2.0  # 10 + 2 x (cards - 4)
    plays += len(quads)
    singles = list(compress(_ALL_RANKS, loose.translate(_EXACTLY[1])))
    pairs = list(compress(_ALL_RANKS, loose.translate(_EXACTLY[2])))
    i_s = i_p = 0
    trios = list(compress(_ALL_RANKS, core.translate(_EXACTLY[3])))
    if trios:
        # kickers come from the ranks below 2 only (jokers and 2s last in the sorted lists)
        low_s = len(singles)
        while low_s and singles[low_s - 1] >= CONTROL_RANK:
            low_s -= 1
        low_p = len(pairs)
        while low_p and pairs[low_p - 1] >= CONTROL_RANK:
            low_p -= 1
        first = last = trios[0]
        for r in (*trios[1:], -9):  # -9 closes the last group
            if r == last + 1 and r <= MAX_CHAIN_RANK:
                last = r
                continue
            n = last - first + 1
            value += last - 7.0 + (0.5 * n if n > 1 else 0.0)
            plays += 1
            if (
                not four
                and low_s - i_s >= n
                and (low_p - i_p < n or singles[i_s + n - 1] <= pairs[i_p + n - 1])
            ):
                i_s += n
            elif low_p - i_p >= n:
                i_p += n
            first = last = r
    rest_p = pairs[i_p:] if i_p else pairs
    rest_s = singles[i_s:] if i_s else singles
    n_rest = len(rest_p) + len(rest_s)
    value += sum(rest_p) + sum(rest_s) - 7.0 * n_rest
    return value - PLAY_COST * (plays + n_rest)


_ALL_RANKS = range(N_RANKS)
_JOKERS_AT = BLACK_JOKER  # ranks below it: 3..2
#: ``translate`` tables: 1 where a rank holds exactly k cards / at least four, else 0
_EXACTLY = tuple(bytes(1 if c == k else 0 for c in range(256)) for k in range(5))
_FOUR_UP = bytes(1 if c >= 4 else 0 for c in range(256))


# The search keeps a hand as one int, a byte per rank (rank r in byte r): a sequence is taken off by one
# subtraction, the first free rank is found with bit operations, and the int is the memo key. The tuple form
# cost a fresh 15-tuple per sequence tried and a 15-tuple hash per lookup, most of a hard playout's time.
_SEQ_MIN = {1: 5, 2: 3}
_SEQ_KIND = {1: Kind.STRAIGHT, 2: Kind.PAIR_STRAIGHT}
#: ranks 3..A, the ranks a sequence may use, as a byte mask of the int form
_CHAIN_MASK = (1 << (8 * (MAX_CHAIN_RANK + 1))) - 1


def _build_steps() -> dict[tuple[int, int], tuple[tuple[int, int, float], ...]]:
    """Per (width, first rank): every sequence of that width starting there, shortest first, as (top rank,
    the int to subtract, the play's value minus ``PLAY_COST``)."""
    steps: dict[tuple[int, int], tuple[tuple[int, int, float], ...]] = {}
    for width in (1, 2):
        for r in range(MAX_CHAIN_RANK + 1):
            steps[width, r] = tuple(
                (
                    top,
                    sum(width << (8 * x) for x in range(r, top + 1)),
                    top - 7.0 + 0.5 * (top - r + 1) - PLAY_COST,
                )
                for top in range(r + _SEQ_MIN[width] - 1, MAX_CHAIN_RANK + 1)
            )
    return steps


_STEPS = _build_steps()


def _state(counts: Sequence[int]) -> int:
    return int.from_bytes(bytes(counts), "little")


def _counts(state: int) -> bytes:
    return state.to_bytes(N_RANKS, "little")


#: ``bytes.translate`` tables: 1 where a rank holds at least one / two cards, else 0
_AT_LEAST_1 = bytes(1 if c >= 1 else 0 for c in range(256))
_AT_LEAST_2 = bytes(1 if c >= 2 else 0 for c in range(256))
#: a straight needs five ranks in a row holding a card, a pair straight three holding two (section 6)
_RUN_1, _RUN_2 = b"\x01" * _SEQ_MIN[1], b"\x01" * _SEQ_MIN[2]
_CHAIN_END = MAX_CHAIN_RANK + 1


def _starts(state: int, start: int) -> tuple[int, int, bytes, bytes]:
    """Where the next sequence can begin, at a rank >= ``start``: the first rank where a straight can (else -1),
    the first where a pair straight can (else -1), and the hand's at-least-one and at-least-two masks. Found in
    C (translate + find), so ranks where no sequence can begin cost nothing: the search jumps over them."""
    b = state.to_bytes(N_RANKS, "little")
    ones = b.translate(_AT_LEAST_1)
    twos = b.translate(_AT_LEAST_2)
    return ones.find(_RUN_1, start, _CHAIN_END), twos.find(_RUN_2, start, _CHAIN_END), ones, twos


def _run_end(mask: bytes, r: int) -> int:
    """The highest rank of the run of 1s in ``mask`` from r, within 3..A."""
    end = mask.find(0, r, _CHAIN_END)
    return MAX_CHAIN_RANK if end < 0 else end - 1


def _first_start(p1: int, p2: int) -> int:
    if p1 < 0:
        return p2
    if p2 < 0:
        return p1
    return p1 if p1 < p2 else p2


#: plans of one deal's hands are hardly ever reused in another, so the memo only has to hold what one
#: decision's scoring reuses: measured, a hard-level Dou Dizhu 4 deal makes 130k-340k lookups with a hit rate
#: under 20 % whether it keeps 20,000 entries or 250,000 (same CPU time), while 250,000 entries held about
#: 60 MB and an evening's demo grew towards them. It is emptied whole when full (int keys, a few MB at most).
#: A hard decision fills 1,400 entries at the median, 10,000 at p90 (24,000 at most, ddz3); at 40,000 the
#: memo's high-water mark was most of a ddz3 evening's growth (+6.8 MB from deal 50 to 500, +3.4 at 16,000;
#: the same plans and CPU time at the normal level), issue 29.
SEARCH_CACHE_SIZE = 16_000
_memo: dict[int, float] = {}


def _search(state: int, start: int, four: bool) -> float:
    """Best plan score of the hand ``state`` where sequences may start only at ranks >= ``start``."""
    p1, p2, ones, twos = _starts(state, start)
    r = _first_start(p1, p2)
    # the key names the first rank where a sequence can begin, so every start before it shares the entry
    key = (state << 5) | ((r + 1) << 1) | four
    hit = _memo.get(key)
    if hit is not None:
        return hit
    if r < 0:
        best = _base_score(_counts(state), four)
    else:
        best = _search(state, r + 1, four)  # no more sequences start at r
        for width, p, mask in ((1, p1, ones), (2, p2, twos)):
            if p != r:
                continue
            hi = _run_end(mask, r)
            for top, delta, value in _STEPS[width, r]:
                if top > hi:
                    break
                score = _search(state - delta, r, four) + value
                if score > best:
                    best = score
    if len(_memo) >= SEARCH_CACHE_SIZE:
        _memo.clear()
    _memo[key] = best
    return best


def _plays(state: int, start: int, four: bool) -> list[Move]:
    """The plays of the plan ``_search`` scored, by following its best choices (the first of equals, in the
    order the search tries them)."""
    p1, p2, ones, twos = _starts(state, start)
    r = _first_start(p1, p2)
    if r < 0:
        return _base(_counts(state), four)[0]
    best = _search(state, r + 1, four)
    choice: tuple[int, int, int] | None = None
    for width, p, mask in ((1, p1, ones), (2, p2, twos)):
        if p != r:
            continue
        hi = _run_end(mask, r)
        for top, delta, value in _STEPS[width, r]:
            if top > hi:
                break
            score = _search(state - delta, r, four) + value
            if score > best:
                best, choice = score, (width, top, delta)
    if choice is None:
        return _plays(state, r + 1, four)
    width, top, delta = choice
    seq = _move(_SEQ_KIND[width], top, top - r + 1, [x for x in range(r, top + 1) for _ in range(width)])
    return [seq, *_plays(state - delta, r, four)]


def best_plan(counts: tuple[int, ...] | list[int], variant: Variant) -> Plan:
    """The highest-scoring split of a hand (rank counts) into legal leads."""
    state, four = _state(counts), variant is Variant.DDZ4
    return Plan(tuple(_plays(state, 0, four)), _search(state, 0, four))


def plan_score(counts: tuple[int, ...] | list[int], variant: Variant) -> float:
    """Score of the best plan; ``EMPTY_SCORE`` for an empty hand (nothing left to play: the deal is won)."""
    if not any(counts):
        return EMPTY_SCORE
    return _search(_state(counts), 0, variant is Variant.DDZ4)
