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
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from itertools import combinations, compress, permutations, product

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


def lead_lists(counts: Sequence[int]) -> list[Cards]:
    """Every lead of a 3-player hand (D5.1, section 6), as ``legal_leads(counts, DDZ3, INT_ENCODING)``."""
    held = bytes(counts)
    at2 = held.translate(_AT2)
    at3 = held.translate(_AT3)
    # singles, pairs, trios: one C pass over the three masks end to end
    out = list(map(_copy, compress(_N123, held + at2 + at3)))
    if 1 in at2:
        if 1 in at3:
            # airplanes need two adjacent trios, which most hands lack
            h3 = list(compress(_RANKS, at3))
            runs3 = _CHAIN_RUNS[3][at3[:_CHAIN_TOP]] if len(h3) > 1 else None
            # kinds 4, 9, 5, 10, 8 in the move path's order
            _trio_kickers(out, h3, held, _TRIO[1])
            if runs3:
                _winged_airplanes(out, runs3, list(compress(_RANKS, held)), 1, 0, -1)
            _trio_kickers(out, h3, at2, _TRIO[2])
            if runs3:
                _winged_airplanes(out, runs3, list(compress(_RANKS, at2)), 2, 0, -1)
                whole = _RUN_ALL[3]
                for lo, hi in runs3:
                    out += map(_copy, whole[lo][hi])
            if 4 in held:
                at4 = held.translate(_AT4)
                h4 = list(compress(_RANKS, at4))
                _four_two(out, h4, list(compress(_RANKS, held)), 1)
                _four_two(out, h4, list(compress(_RANKS, at2)), 2)
                out += map(_copy, compress(_N[4], at4))
        if counts[BLACK_JOKER] and counts[RED_JOKER]:
            out.append([*_ROCKET_CARDS])
        whole = _RUN_ALL[2]
        for lo, hi in _CHAIN_RUNS[2][at2[:_CHAIN_TOP]]:
            out += map(_copy, whole[lo][hi])
    elif counts[BLACK_JOKER] and counts[RED_JOKER]:
        out.append([*_ROCKET_CARDS])
    whole = _RUN_ALL[1]
    for lo, hi in _CHAIN_RUNS[1][held[:_CHAIN_TOP].translate(_AT1)]:
        out += map(_copy, whole[lo][hi])
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
