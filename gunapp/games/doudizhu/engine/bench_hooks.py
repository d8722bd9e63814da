"""Engine hooks for benchmarks (ddz-agent/1 protocol, section 6), in the DouZero int encoding.

Importable without any peer package. ``play_random_game`` runs the card play of the 3-player game with our
rules (landlord leads, D5.1; round ends after two passes in a row, D5.3) and uniform-random legal choices.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from gunapp.games.doudizhu.engine.combos import Kind, Move, shape_of
from gunapp.games.doudizhu.engine.movegen import _CHAIN_KIND, _CHAIN_MIN, legal_answers
from gunapp.games.doudizhu.engine.movegen import legal_leads as _leads
from gunapp.games.doudizhu.engine.movegen_lists import answer_lists, lead_lists
from gunapp.games.doudizhu.engine.rules import (
    BLACK_JOKER,
    INT_TO_RANK,
    MAX_CHAIN_RANK,
    RANK_TO_INT,
    RED_JOKER,
    Variant,
)

_V3 = Variant.DDZ3
_I = RANK_TO_INT


_RANK_BY_INT = [INT_TO_RANK.get(i, 0) for i in range(31)]
_N_KINDS = (Kind.SINGLE, Kind.SINGLE, Kind.PAIR, Kind.TRIO, Kind.BOMB)
# Enum members read through the class cost ten times a global (Python 3.11): the rival fast paths use these
_TRIO_SINGLE, _TRIO_PAIR, _STRAIGHT = Kind.TRIO_SINGLE, Kind.TRIO_PAIR, Kind.STRAIGHT
_FT_SINGLES, _FT_PAIRS, _ROCKET = Kind.FOUR_TWO_SINGLES, Kind.FOUR_TWO_PAIRS, Kind.ROCKET
_AP_SINGLES, _AP_PAIRS = Kind.AIRPLANE_SINGLES, Kind.AIRPLANE_PAIRS


def to_counts(cards: Sequence[int]) -> list[int]:
    counts = [0] * 15
    m = _RANK_BY_INT
    for c in cards:
        counts[m[c]] += 1
    return counts


def legal_leads(hand: Sequence[int]) -> list[list[int]]:
    """Every legal lead (no pass) for a 3-player hand, as sorted int lists."""
    counts = [0] * 15
    m = _RANK_BY_INT
    for c in hand:  # to_counts inline: a call per hand is measurable at this scale
        counts[m[c]] += 1
    return lead_lists(counts)


def rival_combo(move: Sequence[int]) -> Move:
    """Our reading of a rival move (content left empty: answers need only kind, key and length); ValueError if
    our rules do not allow it (e.g. DouZero's 8888 + both jokers)."""
    n = len(move)
    if 0 < n <= 4 and move.count(move[0]) == n and move[0] < 20:  # single, pair, trio, bomb: the common case
        return (_N_KINDS[n], _RANK_BY_INT[move[0]], 4 if n == 4 else 1, ())
    if n == 4 or n == 5:  # trio + single / pair (kinds 4, 5): the other common case, without shape_of
        a, b, c, d, *e = sorted(move)
        if n == 4:
            if a == c != d:
                return (_TRIO_SINGLE, _RANK_BY_INT[a], 1, ())
            if a != b == d:
                return (_TRIO_SINGLE, _RANK_BY_INT[b], 1, ())
        elif a == c != d == e[0]:
            return (_TRIO_PAIR, _RANK_BY_INT[a], 1, ())
        elif a == b != c == e[0]:
            return (_TRIO_PAIR, _RANK_BY_INT[c], 1, ())
    if n >= 5 and move[-1] <= 14:  # a straight (kind 6), sorted: ints 3..14 are the ranks 3..A in order
        s = sorted(move)
        if s[-1] - s[0] == n - 1 and len(set(s)) == n and s[-1] <= 14:
            return (_STRAIGHT, _RANK_BY_INT[s[-1]], n, ())
    if n == 2 and move[0] + move[1] == 50:  # 20 + 30, the only two cards summing to 50: the rocket
        return (_ROCKET, RED_JOKER, 1, ())
    # the longer kinds from the rank counts, with C calls on their bytes (movegen's chain tables by cards per
    # link: kind and fewest links, D6.4-D6.6); anything else goes to shape_of
    counts = to_counts(move)
    held = bytes(counts)
    top = max(held)
    if top == 4:  # four + two singles or two pairs of distinct ranks (D6.1), not both jokers (D6.2)
        if held.count(4) == 1:
            if n == 6 and held.count(1) == 2 and not (counts[BLACK_JOKER] and counts[RED_JOKER]):
                return (_FT_SINGLES, held.find(4), 1, ())
            if n == 8 and held.count(2) == 2:
                return (_FT_PAIRS, held.find(4), 1, ())
    else:  # chains (of trios with or without kickers, of pairs, of singles): links consecutive within 3..A
        k = held.count(top)
        last = held.rfind(top)
        if k > 1 and last - held.find(top) == k - 1 and last <= MAX_CHAIN_RANK:
            if n == top * k and k >= _CHAIN_MIN[top]:
                return (_CHAIN_KIND[top], last, k, ())
            if (
                top == 3
                and n == 4 * k
                and held.count(1) == k
                and not (counts[BLACK_JOKER] and counts[RED_JOKER])
            ):
                return (_AP_SINGLES, last, k, ())
            if top == 3 and n == 5 * k and held.count(2) == k:
                return (_AP_PAIRS, last, k, ())
    shape = shape_of(counts, _V3)
    if shape is None:
        raise ValueError(f"not a combination under our rules: {sorted(move)}")
    return (shape[0], shape[1], shape[2], ())


def legal_follows(hand: Sequence[int], rival_move: Sequence[int]) -> list[list[int]]:
    """Every legal answer to ``rival_move``, pass (``[]``) included."""
    counts = [0] * 15
    m = _RANK_BY_INT
    for c in hand:  # to_counts inline: a call per hand is measurable at this scale
        counts[m[c]] += 1
    out = answer_lists(counts, rival_combo(rival_move))
    out.append([])
    return out


def play_random_game(deal: dict[str, list[int]], rng: random.Random) -> tuple[bool, int]:
    """One full 3-player card play with uniform-random legal moves; returns (landlord_won, turns)."""
    hands = [to_counts(deal["landlord"]), to_counts(deal["landlord_down"]), to_counts(deal["landlord_up"])]
    left = [sum(h) for h in hands]
    seat = 0
    last: Move | None = None
    last_seat = 0
    turns = 0
    choice = rng.choice
    while True:
        turns += 1
        hand = hands[seat]
        if last is None or last_seat == seat:
            move = choice(_leads(hand, _V3))
        else:
            answers = legal_answers(hand, last, _V3)
            k = rng.randrange(len(answers) + 1)
            if k == len(answers):  # pass
                seat = (seat + 1) % 3
                continue
            move = answers[k]
        for r in move[3]:
            hand[r] -= 1
        left[seat] -= len(move[3])
        if left[seat] == 0:
            return seat == 0, turns
        last, last_seat = move, seat
        seat = (seat + 1) % 3
