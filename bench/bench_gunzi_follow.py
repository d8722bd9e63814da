"""Gunzi follow enumeration: µs for ``legal_follows`` from a 39-card hand (the AI's hot path, spec R17/R18).

Cases come from seeded random deals: the follower holds 39 cards, the lead is a real single, pair or triple
from another hand. "typical" averages over many deals (most followers hold the led suit); "void" takes only
followers with no card of the led suit, where every multiset of the other cards is legal and the list is
longest. Times are CPU time of this process (the machine is shared). Run:
``.venv/bin/python -m bench --only gunzi_follow``.
"""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Callable

from gunapp.core.cards import SUITS, Card, make_deck
from gunapp.games.gunzi.engine.combos import Combo
from gunapp.games.gunzi.engine.follow import DEAD, LIVE, check_follow, legal_follows
from gunapp.games.gunzi.engine.trumps import LEVELS, TrumpContext

Case = tuple[list[Card], Combo, TrumpContext]


def _cases(size: int, void: bool, count: int, seed: int) -> list[Case]:
    rng = random.Random(seed)
    deck = make_deck(3)
    out: list[Case] = []
    while len(out) < count:
        rng.shuffle(deck)
        ctx = TrumpContext(rng.choice(LEVELS), rng.choice(SUITS))
        leader, follower = deck[:39], deck[39:78]
        faces = [f for f in set(leader) if leader.count(f) >= size]
        if not faces:
            continue
        face = rng.choice(sorted(faces, key=lambda c: c.code))
        s = ctx.eff_suit(face)
        if void:
            follower = [c for c in follower if ctx.eff_suit(c) != s]
            follower += [c for c in deck[78:] if ctx.eff_suit(c) != s][: 39 - len(follower)]
            if len(follower) < 39:
                continue
        out.append((follower, Combo(face, size), ctx))
    return out


def _per_call_us(fn: Callable[[], object], calls: int) -> float:
    t0 = time.process_time()
    for _ in range(calls):
        fn()
    return (time.process_time() - t0) / calls * 1e6


def _measure(cases: list[Case], mode: str, reps: int) -> tuple[float, float]:
    """(median over cases of the mean µs per call, mean number of plays listed)."""
    times = []
    plays = []
    for hand, lead, ctx in cases:
        times.append(_per_call_us(lambda h=hand, ld=lead, c=ctx: legal_follows(h, ld, c, mode), reps))
        plays.append(len(legal_follows(hand, lead, ctx, mode)))
    return statistics.median(times), statistics.mean(plays)


def run(quick: bool) -> list[dict[str, object]]:
    count, reps = (20, 3) if quick else (200, 20)
    rows: list[dict[str, object]] = []
    for void in (False, True):
        for size in (1, 2, 3):
            cases = _cases(size, void, count, seed=1000 * size + void)
            for mode in (LIVE, DEAD):
                us, n_plays = _measure(cases, mode, reps)
                kind = "void" if void else "typical"
                rows.append(
                    {
                        "name": f"legal_follows 39 cards, {kind}, lead of {size}, {mode}",
                        "value": round(us, 1),
                        "unit": "µs",
                        "note": f"{n_plays:.0f} plays listed on average",
                    }
                )
    hand, lead, ctx = _cases(2, False, 1, seed=7)[0]
    play = legal_follows(hand, lead, ctx, DEAD)[0]
    us = _per_call_us(lambda: check_follow(hand, lead, play, ctx, DEAD), 200 if quick else 5000)
    rows.append({"name": "check_follow 39 cards, pair lead, DEAD", "value": round(us, 1), "unit": "µs"})
    return rows
