"""Move generator: every legal lead (D5.1, D5.3) and every legal answer (D5.2, section 7), exact and
deduplicated by rank content, for both variants. The AI's hot path.

A hand is a rank-count list (see ``rules``). A generated move is a plain tuple ``(kind, key, length,
content)`` laid out like :class:`~combos.Combo` (a ``Combo`` compares equal to it; ``Combo(*move)`` names the
fields). Plain tuples cost a seventh of a NamedTuple to build, which is most of the time here.

Speed: the content of each move is built by concatenating precomputed per-rank tuples (an :class:`Encoding`);
no sorting happens, because kickers below the core are put before it and the others after. Each kind is
generated directly from the counts, never by filtering a list of all moves, and an answer generates only the
rival's kind and size with a higher key, plus bombs and the rocket (D7.2, D7.3).

``COMBO_ENCODING`` holds the same moves as :class:`~combos.Combo` named tuples (sharing the contents), so
``Deal.legal_actions`` takes each play's reading ready-made (``lead_combos`` / ``answer_combos``); the AI's hot
path keeps the plain tuples.
"""

from __future__ import annotations

import copy
import re
from bisect import bisect_left, bisect_right
from collections.abc import Callable, Sequence
from itertools import combinations, compress
from operator import itemgetter
from typing import Any, cast

from gunapp.games.doudizhu.engine.combos import Combo, Kind, Move
from gunapp.games.doudizhu.engine.rules import BLACK_JOKER, MAX_CHAIN_RANK, N_RANKS, RED_JOKER, Variant

Content = tuple[int, ...]
_RANKS = range(N_RANKS)


_SINGLE, _PAIR, _TRIO = Kind.SINGLE, Kind.PAIR, Kind.TRIO
_TRIO_SINGLE, _TRIO_PAIR = Kind.TRIO_SINGLE, Kind.TRIO_PAIR
_AP_SINGLES, _AP_PAIRS = Kind.AIRPLANE_SINGLES, Kind.AIRPLANE_PAIRS
_BOMB, _ROCKET = Kind.BOMB, Kind.ROCKET
_DDZ4 = Variant.DDZ4  # an Enum member read through its class costs ten times a global on Python 3.11
_FT_SINGLES, _FT_PAIRS = Kind.FOUR_TWO_SINGLES, Kind.FOUR_TWO_PAIRS
_CHAIN_KIND = (Kind.STRAIGHT, Kind.STRAIGHT, Kind.PAIR_STRAIGHT, Kind.AIRPLANE)
_N_KIND = (Kind.SINGLE, Kind.SINGLE, Kind.PAIR, Kind.TRIO)
_CHAIN_MIN = (5, 5, 3, 2)  # kinds 6, 7, 8 (index = cards per link)


class Encoding:
    """Precomputed contents and moves for one card encoding (rank indices).

    ``rep[r][k]`` is k cards of rank r; ``chain[m][lo][hi]`` is m of each rank lo..hi. The ``*_move`` tables
    hold whole moves, so the generator mostly appends ready-made tuples. ``wrap`` turns a move built on the fly
    into this encoding's move type (None: plain tuples).
    """

    wrap: Callable[[Move], Move] | None = None

    def __init__(self, symbols: Sequence[int]) -> None:
        ranks = range(N_RANKS)
        self.symbol: tuple[int, ...] = tuple(symbols)
        self.rep: tuple[tuple[Content, ...], ...] = tuple(
            tuple((symbols[r],) * k for k in range(9)) for r in ranks
        )
        rep = self.rep
        top = MAX_CHAIN_RANK + 1
        self.chain: tuple[tuple[tuple[Content, ...], ...], ...] = tuple(
            tuple(
                tuple(_cat_all([rep[r][m] for r in range(lo, hi + 1)]) for hi in range(top))
                for lo in range(top)
            )
            for m in range(4)
        )
        self.n_move: tuple[tuple[Move, ...], ...] = tuple(
            tuple((_N_KIND[m], r, 1, rep[r][m]) for r in ranks) for m in range(4)
        )
        self.bomb_move: tuple[tuple[Move, ...], ...] = tuple(
            tuple((_BOMB, r, k, rep[r][k]) for k in range(9)) for r in ranks
        )
        self.chain_move: tuple[tuple[tuple[Move, ...], ...], ...] = tuple(
            tuple(
                tuple((_CHAIN_KIND[m], hi, hi - lo + 1, self.chain[m][lo][hi]) for hi in range(top))
                for lo in range(top)
            )
            for m in range(4)
        )
        # run_chains[m][lo][hi]: every chain of m-of-a-kind (any length >= minimum) inside the run lo..hi
        self.run_chains: tuple[tuple[tuple[list[Move], ...], ...], ...] = tuple(
            tuple(
                tuple(
                    [
                        self.chain_move[m][a][t]
                        for a in range(lo, hi + 1)
                        for t in range(a + _CHAIN_MIN[m] - 1, hi + 1)
                    ]
                    for hi in range(top)
                )
                for lo in range(top)
            )
            for m in range(4)
        )
        # trio_move[w][t][k]: trio of t + w cards of k (kinds 4, 5)
        self.trio_move: tuple[tuple[tuple[Move, ...], ...], ...] = tuple(
            tuple(
                tuple(
                    (
                        _TRIO_SINGLE if w == 1 else _TRIO_PAIR,
                        t,
                        1,
                        _cat_all([rep[r][3 if r == t else w] for r in sorted({t, k})]),
                    )
                    for k in ranks
                )
                for t in ranks
            )
            for w in range(3)
        )
        # four_move[w][q][k1][k2] (k1 < k2, both != q): quad of q + two kickers of w cards (kind 13)
        self.four_move: tuple[tuple[tuple[tuple[Move, ...], ...], ...], ...] = tuple(
            tuple(
                tuple(
                    tuple(
                        (
                            _FT_SINGLES if w == 1 else _FT_PAIRS,
                            q,
                            1,
                            _cat_all([rep[r][4 if r == q else w] for r in sorted({q, k1, k2})]),
                        )
                        for k2 in ranks
                    )
                    for k1 in ranks
                )
                for q in ranks
            )
            for w in range(3)
        )
        self.rocket3: Move = (_ROCKET, RED_JOKER, 1, rep[BLACK_JOKER][1] + rep[RED_JOKER][1])
        self.rocket4: Move = (_ROCKET, RED_JOKER, 1, rep[BLACK_JOKER][2] + rep[RED_JOKER][2])


def _cat_all(parts: list[Content]) -> Content:
    out: Content = ()
    for p in parts:
        out += p
    return out


#: content as rank indices (the engine's encoding), moves as plain tuples (the AI's)
RANK_ENCODING = Encoding(range(N_RANKS))

#: the tables of ``Encoding`` that hold moves (the others hold contents)
_MOVE_TABLES = (
    "n_move",
    "bomb_move",
    "chain_move",
    "run_chains",
    "trio_move",
    "four_move",
    "rocket3",
    "rocket4",
)


def _as_combos(table: Any) -> Any:
    """A move table with every move a ``Combo`` (same fields, same content tuple), nesting and lists kept."""
    if isinstance(table, tuple) and table and type(table[0]) is Kind:
        return Combo._make(table)
    if isinstance(table, list):
        return [_as_combos(t) for t in table]
    return tuple(_as_combos(t) for t in table)


def _combo_encoding(base: Encoding) -> Encoding:
    """``base`` with its moves as ``Combo`` named tuples: a copy of the move tables only (the contents, most of
    the memory, are shared)."""
    enc = copy.copy(base)
    for name in _MOVE_TABLES:
        setattr(enc, name, _as_combos(getattr(base, name)))
    enc.wrap = Combo._make
    return enc


#: content as rank indices, moves as ``Combo`` (``Deal.legal_actions``: a play's reading is the move itself)
COMBO_ENCODING = _combo_encoding(RANK_ENCODING)


def _runs(ranks: list[int]) -> list[tuple[int, int]]:
    """Maximal runs [lo, hi] of consecutive ranks within 3..A in a sorted rank list."""
    runs = []
    lo = prev = -2
    for r in ranks:
        if r > MAX_CHAIN_RANK:
            break
        if r != prev + 1:
            if lo >= 0:
                runs.append((lo, prev))
            lo = r
        prev = r
    if lo >= 0:
        runs.append((lo, prev))
    return runs


#: ``bytes(counts).translate(_AT_LEAST[m])``: 1 where a rank holds >= m cards, else 0
_AT_LEAST: tuple[bytes, ...] = tuple(bytes(1 if c >= m else 0 for c in range(256)) for m in range(4))


def _build_chain_runs() -> tuple[dict[bytes, list[tuple[int, int]]], ...]:
    """Per m = 1, 2, 3 (index; 0 unused): the runs of every subset of the chain ranks 3..A long enough for a
    chain of m-of-a-kind (``_CHAIN_MIN``), keyed by the subset's 0/1 pattern over those 12 ranks. A lead looks
    its runs up from its counts in C (``bytes`` + ``translate`` + one dict probe) instead of a Python loop
    per rank, and a hand without a chain gets an empty list. Built at import from no input: a table, not a
    cache (the benchmark's fairness rule)."""
    top = MAX_CHAIN_RANK + 1
    tables: tuple[dict[bytes, list[tuple[int, int]]], ...] = ({}, {}, {}, {})
    ones = re.compile("1+")
    to_bit = bytes.maketrans(b"01", b"\x00\x01")
    for mask in range(1 << top):
        bits = format(mask, f"0{top}b")[::-1]  # bits[r] is rank r; the regex finds the runs in C
        key = bits.encode().translate(to_bit)
        runs = [(m.start(), m.end() - 1) for m in ones.finditer(bits)]
        for m in (1, 2, 3):
            tables[m][key] = [(lo, hi) for lo, hi in runs if hi - lo + 1 >= _CHAIN_MIN[m]]
    return tables


_CHAIN_RUNS = _build_chain_runs()
_CHAIN_TOP = MAX_CHAIN_RANK + 1
_ZEROS = tuple(bytes(k) for k in range(_CHAIN_TOP + 1))


def _chains(
    out: list[Move], runs: list[tuple[int, int]], m: int, length: int, min_top: int, enc: Encoding
) -> None:
    """Chains of m-of-a-kind (kinds 6, 7, 8) over the runs of ranks holding >= m cards; every length >= the
    minimum if ``length`` is 0; top > min_top."""
    if not length and min_top < 0:
        whole = enc.run_chains[m]
        for lo, hi in runs:
            out += whole[lo][hi]
        return
    need = length or _CHAIN_MIN[m]
    table = enc.chain_move[m]
    for lo, hi in runs:
        if hi - lo + 1 < need:
            continue
        if length:
            out += [table[top - length + 1][top] for top in range(max(lo + length - 1, min_top + 1), hi + 1)]
        else:
            for a in range(lo, hi - need + 2):
                out += table[a][max(a + need - 1, min_top + 1) : hi + 1]


def _kicker_sets(ranks: list[int], n: int, width: int, enc: Encoding) -> list[Content]:
    """Contents of every choice of n distinct kicker ranks among ``ranks`` (D6.1), ``width`` cards each; never
    both jokers as single kickers (D6.2)."""
    if n == 0:
        return [()]
    rep = enc.rep
    if n == 1:
        return [rep[k][width] for k in ranks]
    if width == 1:
        sym = enc.symbol
        sets = list(combinations([sym[k] for k in ranks], n))
        if len(ranks) >= 2 and ranks[-1] == RED_JOKER and ranks[-2] == BLACK_JOKER:
            jokers = (sym[BLACK_JOKER], sym[RED_JOKER])
            sets = [s for s in sets if s[-2:] != jokers]
        return sets
    return [sum(ks, ()) for ks in combinations([rep[k][width] for k in ranks], n)]


def _trio_kickers(
    out: list[Move], have3: list[int], wings: list[int], table: tuple[tuple[Move, ...], ...], min_top: int
) -> None:
    """Kinds 4 and 5: each trio of ``have3`` above ``min_top`` with each other wing rank (``table`` =
    ``enc.trio_move[width]``)."""
    if len(wings) > 1:
        pick = itemgetter(*wings)  # one C call per trio instead of a comprehension
        for t in have3:
            if t > min_top:  # t is among the wings (it holds >= 3 cards): take every wing, drop t's
                at = len(out) + wings.index(t)
                out += pick(table[t])
                del out[at]


def _airplanes(
    out: list[Move],
    runs3: list[tuple[int, int]],
    wings: list[int],
    width: int,
    length: int,
    min_top: int,
    enc: Encoding,
) -> None:
    """Kinds 9 and 10: airplanes over the trio runs ``runs3`` with ``width``-card wings of distinct ranks
    (D6.1) outside the chain; every length >= 2 if ``length`` is 0; top trio rank > min_top."""
    kind = _AP_SINGLES if width == 1 else _AP_PAIRS
    chain = enc.chain[3]
    start = len(out)
    # kicker sets above a top rank recur for every lower end a of the run: built once per call
    up_sets: dict[tuple[int, int], list[Content]] = {}
    for lo, hi in runs3:
        if lo == hi:
            continue
        for a in range(lo, hi):
            low = wings[: bisect_left(wings, a)]
            low_sets: dict[int, list[Content]] = {}
            for top in range(max(a + 1, min_top + 1), hi + 1):
                n = top - a + 1
                if length and n != length:
                    continue
                up = wings[bisect_right(wings, top) :]
                if len(low) + len(up) < n:
                    continue
                core = chain[a][top]
                for i in range(max(0, n - len(up)), min(n, len(low)) + 1):
                    lows = low_sets.get(i)
                    if lows is None:
                        lows = low_sets[i] = _kicker_sets(low, i, width, enc)
                    highs = up_sets.get((top, n - i))
                    if highs is None:
                        highs = up_sets[top, n - i] = _kicker_sets(up, n - i, width, enc)
                    if len(lows) == 1:
                        lo_core = lows[0] + core
                        out += [(kind, top, n, lo_core + hi_c) for hi_c in highs]
                    else:
                        for hi_c in highs:
                            core_hi = core + hi_c
                            out += [(kind, top, n, lo_c + core_hi) for lo_c in lows]
    if enc.wrap is not None:  # the only moves not taken from a table
        out[start:] = map(enc.wrap, out[start:])


def _four_two(
    out: list[Move], have4: list[int], wings: list[int], width: int, min_key: int, enc: Encoding
) -> None:
    """Kind 13 (DDZ3 only): a quad + two singles or two pairs of distinct ranks (D6.1, D6.2); not a bomb (D6.3)."""
    table = enc.four_move[width]
    for q in have4:
        if q <= min_key or q > 12:
            continue
        rows = table[q]
        cands = [k for k in wings if k != q]
        out += [rows[k1][k2] for k1, k2 in combinations(cands, 2)]
        if width == 1 and len(cands) > 1 and cands[-1] == RED_JOKER and cands[-2] == BLACK_JOKER:
            out.pop()  # the two jokers are the last pair generated (D6.2)


def _bombs(
    out: list[Move],
    counts: Sequence[int],
    have4: list[int],
    four: bool,
    min_len: int,
    min_key: int,
    enc: Encoding,
) -> None:
    """Bombs (kind 11) beating a bomb of (min_len, min_key) by D7.3, then the rocket (kind 12)."""
    table = enc.bomb_move
    for r in have4:
        if four:
            row = table[r]
            for size in range(max(4, min_len), counts[r] + 1):
                if size > min_len or r > min_key:
                    out.append(row[size])
        elif r > min_key:
            out.append(table[r][4])
    if four:
        if counts[BLACK_JOKER] == 2 and counts[RED_JOKER] == 2:
            out.append(enc.rocket4)
    elif counts[BLACK_JOKER] and counts[RED_JOKER]:
        out.append(enc.rocket3)


def legal_leads(counts: Sequence[int], variant: Variant, enc: Encoding = RANK_ENCODING) -> list[Move]:
    """Every combination the hand can lead (section 6), one per rank content."""
    four = variant is _DDZ4
    # the counts as bytes, and 0/1 masks of the ranks holding >= 2, 3, 4 cards: ``compress`` then selects
    # ranks and ready-made moves in C, and a mask's first 12 bytes key the chain runs (_CHAIN_RUNS)
    held = bytes(counts)
    h1 = list(compress(_RANKS, held))
    n_move = enc.n_move
    out: list[Move] = list(compress(n_move[1], held))
    at2 = held.translate(_AT_LEAST[2])
    h2 = list(compress(_RANKS, at2))
    if h2:
        out += compress(n_move[2], at2)
        at3 = held.translate(_AT_LEAST[3])
        h3 = list(compress(_RANKS, at3))
        if h3:
            out += compress(n_move[3], at3)
            runs3 = _CHAIN_RUNS[3][at3[:_CHAIN_TOP]] if len(h3) > 1 else _NO_RUNS
            # kinds 4, 9 then 5, 10, the order seeded records depend on (a random agent picks by index);
            # airplanes need two adjacent trios, which most hands lack: then no call beyond the trio's kickers
            if not four:
                _trio_kickers(out, h3, h1, enc.trio_move[1], -1)
                if runs3:
                    _airplanes(out, runs3, h1, 1, 0, -1, enc)
            _trio_kickers(out, h3, h2, enc.trio_move[2], -1)
            if runs3:
                _airplanes(out, runs3, h2, 2, 0, -1, enc)
                whole = enc.run_chains[3]
                for lo, hi in runs3:
                    out += whole[lo][hi]
            h4 = [r for r in h3 if counts[r] > 3]
            if h4:
                if not four:
                    _four_two(out, h4, h1, 1, -1, enc)
                    _four_two(out, h4, h2, 2, -1, enc)
                _bombs(out, counts, h4, four, 0, -1, enc)
            elif counts[BLACK_JOKER] and counts[RED_JOKER]:
                _bombs(out, counts, h4, four, 0, -1, enc)
        elif counts[BLACK_JOKER] and counts[RED_JOKER]:
            _bombs(out, counts, [], four, 0, -1, enc)
        if len(h2) > 2:
            whole = enc.run_chains[2]
            for lo, hi in _CHAIN_RUNS[2][at2[:_CHAIN_TOP]]:
                out += whole[lo][hi]
    elif counts[BLACK_JOKER] and counts[RED_JOKER]:
        _bombs(out, counts, [], four, 0, -1, enc)
    if len(h1) > 4:
        whole = enc.run_chains[1]
        for lo, hi in _CHAIN_RUNS[1][held[:_CHAIN_TOP].translate(_AT_LEAST[1])]:
            out += whole[lo][hi]
    return out


def legal_answers(
    counts: Sequence[int], rival: Move, variant: Variant, enc: Encoding = RANK_ENCODING
) -> list[Move]:
    """Every combination that beats ``rival`` (section 7), one per rank content; pass not included."""
    kind, key, length, _ = rival
    out: list[Move] = []
    if kind is _ROCKET:
        return out
    four = variant is _DDZ4
    # dispatch by tuple index (an IntEnum is an int): Enum.__hash__ is Python code, so dict lookups keyed by
    # Kind cost more than generating a single's answers
    h4 = [r for r in _RANKS if counts[r] > 3] if max(counts) > 3 else _NO_RANKS
    if kind is _BOMB:
        _bombs(out, counts, h4, four, length, key, enc)
        return out
    m = _N_OF[kind]
    if m == 1:  # the counts above the key select the singles in one C pass
        out += compress(enc.n_move[1][key + 1 :], counts[key + 1 :])
    elif m:
        row = enc.n_move[m]
        out += [row[r] for r in range(key + 1, N_RANKS) if counts[r] >= m]
    else:
        width = _WINGED[kind]
        if width:
            if not (four and width == 1):
                have3 = [r for r in range(max(0, key - max(length, 1) + 2), N_RANKS) if counts[r] > 2]
                if have3:
                    wings = [r for r in _RANKS if counts[r] >= width]
                    if length > 1:
                        _airplanes(out, _runs(have3), wings, width, length, key, enc)
                    else:
                        _trio_kickers(out, have3, wings, enc.trio_move[width], key)
        else:
            m = _CHAINS[kind]
            if m:
                # the runs of ranks >= key - length + 2 holding m cards, from the table (ranks below: zeros)
                start = key - length + 2
                window = _ZEROS[start] + bytes(counts[start:_CHAIN_TOP])
                _chains(out, _CHAIN_RUNS[m][window.translate(_AT_LEAST[m])], m, length, key, enc)
            elif h4 and not four:  # kind 13, either kicker form
                width = 1 if kind is _FT_SINGLES else 2
                _four_two(out, h4, [r for r in _RANKS if counts[r] >= width], width, key, enc)
    if h4 or (counts[BLACK_JOKER] and counts[RED_JOKER]):  # most hands hold no bomb nor rocket: skip the call
        _bombs(out, counts, h4, four, 0, -1, enc)
    return out


_NO_RUNS: list[tuple[int, int]] = []
_NO_RANKS: list[int] = []


def _by_kind(table: dict[Kind, int]) -> tuple[int, ...]:
    by_value = {int(k): v for k, v in table.items()}
    return tuple(by_value.get(k, 0) for k in range(max(Kind) + 1))


#: per kind (tuple index): cards per rank of kinds 1-3; kicker width of kinds 4, 5, 9, 10; links of kinds 6-8
_N_OF = _by_kind({_SINGLE: 1, _PAIR: 2, _TRIO: 3})
_WINGED = _by_kind({_TRIO_SINGLE: 1, _AP_SINGLES: 1, _TRIO_PAIR: 2, _AP_PAIRS: 2})
_CHAINS = _by_kind({Kind.STRAIGHT: 1, Kind.PAIR_STRAIGHT: 2, Kind.AIRPLANE: 3})


def lead_combos(counts: Sequence[int], variant: Variant) -> list[Combo]:
    """``legal_leads`` with every move a ``Combo`` (``COMBO_ENCODING``): the same moves in the same order."""
    return cast(list[Combo], legal_leads(counts, variant, COMBO_ENCODING))


def answer_combos(counts: Sequence[int], rival: Move, variant: Variant) -> list[Combo]:
    """``legal_answers`` with every move a ``Combo`` (``COMBO_ENCODING``): the same moves in the same order."""
    return cast(list[Combo], legal_answers(counts, rival, variant, COMBO_ENCODING))
