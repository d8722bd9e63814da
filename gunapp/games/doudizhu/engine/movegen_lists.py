"""The move generator's contents-only path for the benchmark hooks (ddz-agent/1, protocol section 6): every
legal lead and answer of a 3-player hand as a fresh list of fresh DouZero int lists, the contents
:func:`~movegen.legal_leads` and :func:`~movegen.legal_answers` give in ``INT_ENCODING``, in the same order (the
benchmark draws its rivals by index from our leads: another order would change what it measures).

Why a second path: the hooks need only the cards, and going through the ``(kind, key, length, content)``
tuples costs a Python-level pass per move to unwrap and copy each content. Here the tables hold the contents
as int lists, selected in C (``compress`` under the counts' bytes, dict lookups over ``combinations``) and
copied by ``map(list.copy, ...)``, so most moves never run a bytecode of their own. The tables are built at
import from no input; every call starts from the counts alone and returns new lists (the benchmark's
fairness rule).

Leads take the fewest C passes the hand's shape allows: with one trio, or two trios that make no airplane
(two thirds of 17- and 20-card hands), singles, pairs, trios and trio + kicker come from one table under one
mask; every straight and every pair chain from one dict probe each; a single quad's four + two singles from
one outer product of the kicker mask (``_four_two_one_quad``). Figures: ``bench/results/latest.md``,
section ``bench_ddz_engine``.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from itertools import combinations, compress, permutations, product
from operator import itemgetter

from gunapp.games.doudizhu.engine.combos import Kind, Move
from gunapp.games.doudizhu.engine.movegen import (
    _AT_LEAST,
    _CHAIN_MIN,
    _CHAIN_RUNS,
    _CHAIN_TOP,
    _CHAINS,
    _N_OF,
    _WINGED,
    _ZEROS,
    INT_ENCODING,
    _airplanes,
    _runs,
)
from gunapp.games.doudizhu.engine.rules import BLACK_JOKER, N_RANKS, RED_JOKER

Cards = list[int]
_ENC = INT_ENCODING
_RANKS = range(N_RANKS)
_copy = list.copy
_AT1, _AT2, _AT3 = _AT_LEAST[1], _AT_LEAST[2], _AT_LEAST[3]
_AT4 = bytes(1 if c >= 4 else 0 for c in range(256))
_BOMB, _ROCKET, _FT_SINGLES = Kind.BOMB, Kind.ROCKET, Kind.FOUR_TWO_SINGLES

#: _N[m][r]: m cards of rank r (m = 1..4); _N_ABOVE[m][key + 1]: the same for the ranks above key
_N: tuple[tuple[Cards, ...], ...] = tuple(tuple(list(_ENC.rep[r][m]) for r in _RANKS) for m in range(5))
_N123 = _N[1] + _N[2] + _N[3]
_N_ABOVE: tuple[tuple[tuple[Cards, ...], ...], ...] = tuple(
    tuple(row[k:] for k in range(N_RANKS + 1)) for row in _N
)
#: _TRIO[w][t][k]: trio of t + w cards of k (kinds 4, 5)
_TRIO: tuple[tuple[tuple[Cards, ...], ...], ...] = tuple(
    tuple(tuple(list(m[3]) for m in row) for row in table) for table in _ENC.trio_move
)
#: _FOUR[w][q][(k1, k2)]: quad of q + two kickers of w cards (kind 13), keyed as ``combinations`` yields them
_FOUR: tuple[tuple[dict[tuple[int, int], Cards], ...], ...] = tuple(
    tuple({(k1, k2): list(table[q][k1][k2][3]) for k1, k2 in combinations(_RANKS, 2)} for q in _RANKS)
    if w
    else ()
    for w, table in enumerate(_ENC.four_move)
)
#: _RUN_ALL[m][lo][hi]: every chain of m-of-a-kind (any length >= minimum) inside the run lo..hi
_RUN_ALL: tuple[tuple[tuple[list[Cards], ...], ...], ...] = tuple(
    tuple(tuple([list(mv[3]) for mv in runs] for runs in row) for row in table) for table in _ENC.run_chains
)
#: _RUN_LEN[m][n][lo][hi]: the chains of m-of-a-kind and n links inside the run lo..hi
_RUN_LEN: tuple[tuple[tuple[tuple[list[Cards], ...], ...], ...], ...] = tuple(
    tuple(
        tuple(
            tuple(
                [list(_ENC.chain[m][a][a + n - 1]) for a in range(lo, hi - n + 2)]
                if n >= _CHAIN_MIN[m]
                else []
                for hi in range(_CHAIN_TOP)
            )
            for lo in range(_CHAIN_TOP)
        )
        for n in range(_CHAIN_TOP + 1)
    )
    for m in range(4)
)
_ROCKET_CARDS = _ENC.rep[BLACK_JOKER][1] + _ENC.rep[RED_JOKER][1]
#: _AP2[w][a][(k1, k2)]: the trios of a and a + 1 + two kickers of w cards (kinds 9, 10 of two links, by far
#: the most common airplanes), keyed by the two kicker ranks in either order: made like four + two
_AP2: tuple[tuple[dict[tuple[int, int], Cards], ...], ...] = tuple(
    tuple(
        {
            (k1, k2): sorted(_ENC.chain[3][a][a + 1] + _ENC.rep[k1][w] + _ENC.rep[k2][w])
            for k1, k2 in permutations([k for k in _RANKS if k != a and k != a + 1], 2)
        }
        for a in range(_CHAIN_TOP - 1)
    )
    if w
    else ()
    for w in range(3)
)


def _trio_kickers(
    out: list[Cards], have3: Iterable[int], mask: bytes, table: tuple[tuple[Cards, ...], ...]
) -> None:
    """Kinds 4 and 5: each trio of ``have3`` with each other rank that ``mask`` marks (as wide as the kicker)."""
    for t in have3:  # t is marked too (it holds >= 3 cards): take every marked rank, drop t's
        at = len(out) + t - mask.count(0, 0, t)
        out += map(_copy, compress(table[t], mask))
        del out[at]


def _four_two(out: list[Cards], have4: list[int], wings: list[int], width: int) -> None:
    """Kind 13: a quad + two singles or two pairs of distinct ranks (D6.1), never both jokers (D6.2)."""
    for q in have4:
        cands = wings[:]
        cands.remove(q)
        out += map(_copy, map(_FOUR[width][q].__getitem__, combinations(cands, 2)))
        if width == 1 and len(cands) > 1 and cands[-1] == RED_JOKER and cands[-2] == BLACK_JOKER:
            out.pop()  # the two jokers are the last pair generated (D6.2)


def _winged_airplanes(
    out: list[Cards], runs3: list[tuple[int, int]], wings: list[int], width: int, length: int, key: int
) -> None:
    """Kinds 9 and 10 as ``movegen._airplanes`` makes them and in its order (top trio > key; every length >= 2
    if ``length`` is 0). Two links, nearly all airplanes, like four + two: the kicker pairs both above the
    core, then astride it (the higher kicker varying slowest), then both below, looked up and copied in C."""
    for lo, hi in runs3:
        for a in range(lo, hi):
            for top in range(max(a + 1, key + 1), hi + 1):
                n = top - a + 1
                if length and n != length:
                    continue
                if n > 2:  # rare: the move path's airplanes of this core, unwrapped
                    moves: list[Move] = []
                    _airplanes(moves, [(a, top)], wings, width, n, top - 1, _ENC)
                    out += [[*m[3]] for m in moves]
                    continue
                at = wings.index(a)  # a and a + 1 are both wing ranks (trios), side by side
                low, high = wings[:at], wings[at + 2 :]
                kickers = _AP2[width][a].__getitem__
                if len(high) > 1:
                    out += map(_copy, map(kickers, combinations(high, 2)))
                    if width == 1 and high[-1] == RED_JOKER and high[-2] == BLACK_JOKER:
                        out.pop()  # the two jokers are the last pair generated (D6.2)
                if low and high:
                    out += map(_copy, map(kickers, product(high, low)))
                if len(low) > 1:
                    out += map(_copy, map(kickers, combinations(low, 2)))


#: ranks of one or two cards: with a single trio in the hand, exactly its kickers' ranks (kinds 4, 5; D6.1)
_ONE_OR_TWO = bytes(1 if c in (1, 2) else 0 for c in range(256))
_TWO_ONLY = bytes(1 if c == 2 else 0 for c in range(256))
_T1, _T2 = _TRIO[1], _TRIO[2]
_N12 = _N[1] + _N[2]
#: the lead tables of a hand with one trio t, or two trios t1 < t2 and no airplane (by far the most hands):
#: singles, pairs, the trios, trio + single, trio + pair in the move path's order, for one C pass under one
#: mask (the kicker rows keep their trio's own rank, masked out)
_ONE_TRIO = tuple(_N12 + (_N[3][t],) + _T1[t] + _T2[t] for t in _RANKS)
_TWO_TRIOS = {
    (t1, t2): _N12 + (_N[3][t1], _N[3][t2]) + _T1[t1] + _T1[t2] + _T2[t1] + _T2[t2]
    for t1, t2 in combinations(_RANKS, 2)
}


#: every chain of singles / of pairs of a hand (kinds 6, 7), keyed like ``_CHAIN_RUNS`` by the 0/1 pattern
#: of the ranks 3..A holding a card / a pair: one dict probe instead of a loop over the runs
def _chains_by_mask(m: int) -> dict[bytes, tuple[Cards, ...]]:
    return {
        mask: tuple(c for lo, hi in runs for c in _RUN_ALL[m][lo][hi])
        for mask, runs in _CHAIN_RUNS[m].items()
    }


_STRAIGHTS, _PAIR_CHAINS = _chains_by_mask(1), _chains_by_mask(2)


#: Kind 13 with a single quad, its single kickers picked by an outer product in C. Read a 0/1 mask k of the
#: kicker ranks (one to three cards: never the quad) as an int of one byte per rank; k * _REPEAT & _SPREAD
#: moves rank r's bit to byte 15 * r (the copy of k shifted by 14 * r bytes puts it there; no other term lands
#: on those bits, and the one carry, at bit 112 * (j + 1), falls on no kept bit); times 255 k, byte
#: 15 * k1 + k2 is 255 exactly where k1 and k2 are both kickers (one term per byte: no carries). _PLACES keeps
#: the cells k1 < k2 (``combinations`` order; both jokers left out, D6.2), each holding its number in
#: _FOUR_TWO_CELLS[q]; deleting the zero bytes leaves the moves' numbers in order.
_REPEAT = sum(1 << (112 * j) for j in _RANKS)
_SPREAD = sum(1 << (120 * r) for r in _RANKS)
_PLACES = sum(
    (15 * k1 + k2 + 1) << (8 * (15 * k1 + k2))
    for k1, k2 in combinations(_RANKS, 2)
    if (k1, k2) != (BLACK_JOKER, RED_JOKER)
)
_NO_MOVE: Cards = []  # the cells no mask keeps (k1 >= k2, the quad's own rank)
_FOUR_TWO_CELLS: tuple[tuple[Cards, ...], ...] = tuple(
    (_NO_MOVE, *(_FOUR[1][q].get((k1, k2), _NO_MOVE) for k1 in _RANKS for k2 in _RANKS)) for q in _RANKS
)
_SINGLE_KICKER = bytes(1 if 1 <= c <= 3 else 0 for c in range(256))
_PAIR_KICKER = bytes(1 if 2 <= c <= 3 else 0 for c in range(256))


def _four_two_one_quad(out: list[Cards], held: bytes, q: int) -> None:
    """Kind 13 of a hand whose only quad is q, as ``_four_two`` makes it: two singles (by the outer product
    above: a handful of C calls for the ~50 moves), then two pairs (a few: looked up)."""
    k = int.from_bytes(held.translate(_SINGLE_KICKER), "little")
    cells = (k * 255 * ((k * _REPEAT) & _SPREAD)) & _PLACES
    places = cells.to_bytes(225, "little").translate(None, b"\0")
    if len(places) > 1:
        out += map(_copy, itemgetter(*places)(_FOUR_TWO_CELLS[q]))
    elif places:
        out.append([*_FOUR_TWO_CELLS[q][places[0]]])
    out += map(
        _copy, map(_FOUR[2][q].__getitem__, combinations(compress(_RANKS, held.translate(_PAIR_KICKER)), 2))
    )


def lead_lists(counts: Sequence[int]) -> list[Cards]:
    """Every lead of a 3-player hand (D5.1, section 6), as ``legal_leads(counts, DDZ3, INT_ENCODING)``."""
    held = bytes(counts)
    at2 = held.translate(_AT2)
    at3 = held.translate(_AT3)
    n3 = at3.count(1)
    # singles, pairs, trios, then kinds 4, 9, 5, 10, 8 in the move path's order
    if n3 == 1:  # no airplane; the trio's kickers are the ranks of one or two cards
        out = list(
            map(
                _copy,
                compress(
                    _ONE_TRIO[at3.find(1)],
                    b"".join((held, at2, b"\1", held.translate(_ONE_OR_TWO), held.translate(_TWO_ONLY))),
                ),
            )
        )
    elif not n3:
        out = list(map(_copy, compress(_N12, held + at2)))
    else:
        runs3 = _CHAIN_RUNS[3][at3[:_CHAIN_TOP]]
        if n3 == 2 and not runs3:
            t1 = at3.find(1)
            t2 = at3.find(1, t1 + 1)
            mask = bytearray(b"".join((held, at2, b"\1\1", held, held, at2, at2)))
            # the kicker rows start at 32 (30 singles and pairs, 2 trios), 15 wide: no trio is its own kicker
            mask[32 + t1] = mask[47 + t2] = mask[62 + t1] = mask[77 + t2] = 0
            out = list(map(_copy, compress(_TWO_TRIOS[(t1, t2)], mask)))
        else:  # three trios or more, or an airplane: per trio and core
            h3 = list(compress(_RANKS, at3))
            out = list(map(_copy, compress(_N123, held + at2 + at3)))
            _trio_kickers(out, h3, held, _T1)
            if runs3:
                _winged_airplanes(out, runs3, list(compress(_RANKS, held)), 1, 0, -1)
            _trio_kickers(out, h3, at2, _T2)
            if runs3:
                _winged_airplanes(out, runs3, list(compress(_RANKS, at2)), 2, 0, -1)
                whole = _RUN_ALL[3]
                for lo, hi in runs3:
                    out += map(_copy, whole[lo][hi])
    if 4 in held:  # kind 13, bombs
        at4 = held.translate(_AT4)
        if at4.count(1) == 1:
            q = at4.find(1)
            _four_two_one_quad(out, held, q)
            out.append(_N[4][q][:])
        else:
            h4 = list(compress(_RANKS, at4))
            _four_two(out, h4, list(compress(_RANKS, held)), 1)
            _four_two(out, h4, list(compress(_RANKS, at2)), 2)
            out += map(_copy, compress(_N[4], at4))
    if counts[BLACK_JOKER] and counts[RED_JOKER]:
        out.append([*_ROCKET_CARDS])
    out += map(_copy, _PAIR_CHAINS[at2[:_CHAIN_TOP]])
    out += map(_copy, _STRAIGHTS[held[:_CHAIN_TOP].translate(_AT1)])
    return out


def answer_lists(counts: Sequence[int], rival: Move) -> list[Cards]:
    """Every answer beating ``rival`` in a 3-player hand (section 7; pass not included), as
    ``legal_answers(counts, rival, DDZ3, INT_ENCODING)``."""
    kind, key, length, _ = rival
    if kind is _ROCKET:
        return []
    held = bytes(counts)
    above = held[key + 1 :]
    m = _N_OF[kind]
    if m == 1:  # singles above the key: one C pass over the counts
        out = list(map(_copy, compress(_N_ABOVE[1][key + 1], above)))
    elif m:  # pairs, trios
        out = list(map(_copy, compress(_N_ABOVE[m][key + 1], above.translate(_AT_LEAST[m]))))
    elif kind is _BOMB:  # D7.3: only a higher bomb, then the rocket
        out = list(map(_copy, compress(_N_ABOVE[4][key + 1], above.translate(_AT4))))
        if counts[BLACK_JOKER] and counts[RED_JOKER]:
            out.append([*_ROCKET_CARDS])
        return out
    else:
        out = []
        width = _WINGED[kind]
        if width:
            wings = held.translate(_AT_LEAST[width])
            if length > 1:  # airplanes: trios from the lowest end of a chain topping above the key
                start = max(0, key - length + 2)
                have3 = list(compress(range(start, N_RANKS), held[start:].translate(_AT3)))
                if have3:
                    _winged_airplanes(out, _runs(have3), list(compress(_RANKS, wings)), width, length, key)
            else:
                trios = compress(range(key + 1, N_RANKS), above.translate(_AT3))
                _trio_kickers(out, trios, wings, _TRIO[width])
        else:
            m = _CHAINS[kind]
            if m:
                # the runs of ranks >= key - length + 2 holding m cards (ranks below: zeros); every chain of
                # the rival's length inside them tops above the key
                start = key - length + 2
                window = _ZEROS[start] + held[start:_CHAIN_TOP]
                table = _RUN_LEN[m][length]
                for lo, hi in _CHAIN_RUNS[m][window.translate(_AT_LEAST[m])]:
                    out += map(_copy, table[lo][hi])
            elif 4 in above:  # kind 13, either kicker form
                width = 1 if kind is _FT_SINGLES else 2
                _four_two(
                    out,
                    list(compress(range(key + 1, N_RANKS), above.translate(_AT4))),
                    list(compress(_RANKS, held.translate(_AT_LEAST[width]))),
                    width,
                )
    if 4 in held:  # most hands hold no bomb nor rocket
        out += map(_copy, compress(_N[4], held.translate(_AT4)))
    if counts[BLACK_JOKER] and counts[RED_JOKER]:
        out.append([*_ROCKET_CARDS])
    return out
