"""The Dou Dizhu engine benchmark's seeded inputs, in DouZero's int form (3..14, 17 for the 2, 20 and 30 for
the jokers): hands of 17 and 20 cards, a rival lead for each, and whole 3-player deals; with the conversions to
and from our rank counts (``bench_ddz_engine``)."""

from __future__ import annotations

import random
from collections.abc import Sequence

from gunapp.games.doudizhu.engine.combos import Move
from gunapp.games.doudizhu.engine.movegen import legal_leads
from gunapp.games.doudizhu.engine.rules import INT_TO_RANK, N_RANKS, RANK_TO_INT, Variant

V3 = Variant.DDZ3
DECK = [r for r in (3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 17) for _ in range(4)] + [20, 30]
INT_TO_CHAR = {
    i: c
    for i, c in zip((3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 17, 20, 30), "3456789TJQKA2BR", strict=True)
}
CHAR_TO_INT = {c: i for i, c in INT_TO_CHAR.items()}
SEED = 20240601
_RANK_BY_INT = [INT_TO_RANK.get(i, 0) for i in range(31)]


def make_hands(n: int, seed: int = SEED) -> list[list[int]]:
    rng = random.Random(seed)
    hands = []
    for i in range(n):
        d = DECK[:]
        rng.shuffle(d)
        hands.append(sorted(d[: 20 if i % 2 == 0 else 17]))
    return hands


def to_counts(hand: Sequence[int]) -> list[int]:
    counts = [0] * N_RANKS
    m = _RANK_BY_INT
    for c in hand:
        counts[m[c]] += 1
    return counts


def to_ints(move: Move) -> list[int]:
    return [RANK_TO_INT[r] for r in move[3]]


def make_rivals(n: int, seed: int = SEED + 1) -> list[list[int]]:
    rng = random.Random(seed)
    return [to_ints(rng.choice(legal_leads(to_counts(h), V3))) for h in make_hands(n, seed)]


def make_deals(n: int, seed: int = SEED + 2) -> list[dict[str, list[int]]]:
    rng = random.Random(seed)
    deals = []
    for _ in range(n):
        d = DECK[:]
        rng.shuffle(d)
        deals.append(
            {
                "landlord": sorted(d[:20]),
                "landlord_down": sorted(d[20:37]),
                "landlord_up": sorted(d[37:54]),
                "three_landlord_cards": sorted(d[17:20]),
            }
        )
    return deals
