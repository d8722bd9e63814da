"""The playout policy of the hard AI: a fast greedy player over a ``World`` (spec R16-R19).

Within a sampled world every hand is known, so the policy may look at them: it leads a combination nobody can
beat when it has one, else a low card of its shortest plain suit; it wins a trick as cheaply as it can when an
opponent holds it, feeds points to a partner whose play nobody after him can beat, and otherwise throws its
cheapest cards. It is the normal AI's habits at a fraction of the cost (no view, no memory rebuild), so the
search can play a hand to the end many times per decision.
"""

from __future__ import annotations

import random

from gunapp.games.gunzi.ai.hard.world import PlayIds, World
from gunapp.games.gunzi.engine.trumps import TRUMP

LIVE = "LIVE"


def cost(w: World, i: int, feeding: bool) -> float:
    """What throwing face ``i`` costs: its strength, plus its points when they go to the opponents."""
    return w.t.feed_cost[i] if feeding else w.t.throw_cost[i]


def can_beat(w: World, seat: int, suit: str, n: int, best: tuple[int, int]) -> bool:
    """Whether ``seat`` holds ``n`` identical cards beating ``best`` in a trick led in ``suit`` (R19)."""
    t = w.t
    key = t.key
    counts = w.counts[seat]
    trump_best, best_key = best
    if suit != TRUMP:
        if not trump_best:
            for i in t.by_suit[suit]:  # strongest first
                if key[i] <= best_key:
                    break
                if counts[i] >= n:
                    return True
        if w.lens[seat][suit]:
            return False  # R17.2: cards of the led suit go in first, so no set of n identical trumps
    floor = best_key if trump_best else 0
    for i in t.by_suit[TRUMP]:
        if key[i] <= floor:
            break
        if counts[i] >= n:
            return True
    return False


def choose(w: World, seat: int, rng: random.Random) -> PlayIds:
    if not w.trick:
        return _lead(w, seat, rng)
    return _follow(w, seat, rng)


def _lead(w: World, seat: int, rng: random.Random) -> PlayIds:
    # only the top face of each suit can be a sure winner, and only the lowest is the cheap lead
    t = w.t
    counts = w.counts[seat]
    opps = ((seat + 1) % 4, (seat + 3) % 4)
    best_safe: PlayIds | None = None
    best_safe_score = -1.0
    low: PlayIds | None = None
    low_score = 1e9
    throw = t.throw_cost
    for suit, ids in t.by_suit.items():
        top = -1
        bottom = -1
        length = 0
        for i in ids:
            k = counts[i]
            if k:
                length += k
                if top < 0:
                    top = i
                bottom = i
        if top < 0:
            continue
        m = min(counts[top], 3)
        trump = suit == TRUMP
        st = (1 if trump else 0, t.key[top])
        if not can_beat(w, opps[0], suit, m, st) and not can_beat(w, opps[1], suit, m, st):
            score = 10 * m + t.points[top] * m + (0 if trump else 5)
            if score > best_safe_score:
                best_safe, best_safe_score = (top,) * m, score
        c = throw[bottom] + (30 if trump else 0) + 2 * length + rng.random() * 4
        if c < low_score:
            low, low_score = (bottom,), c
    if best_safe is not None:
        return best_safe
    assert low is not None
    return low


def _follow(w: World, seat: int, rng: random.Random) -> PlayIds:
    t = w.t
    counts = w.counts[seat]
    suit, n = w.lead_info()
    winner, best = w.winner()
    after = [(seat + k) % 4 for k in range(1, 4 - len(w.trick))]
    opp_after = [r for r in after if r % 2 != seat % 2]
    partner_holds = winner % 2 == seat % 2 and not any(can_beat(w, r, suit, n, best) for r in opp_after)
    in_suit = [i for i in t.by_suit[suit] if counts[i]]
    h = sum(counts[i] for i in in_suit)
    if h >= n and (n == 1 or t.mode == LIVE):
        if not partner_holds and winner % 2 != seat % 2:
            # the cheapest identical set of the led suit that wins and stays winning
            for i in reversed(in_suit):
                if counts[i] >= n:
                    st = (1 if suit == TRUMP else 0, t.key[i])
                    if st > best and not any(can_beat(w, r, suit, n, st) for r in opp_after):
                        return (i,) * n
        return _cheapest(w, counts, in_suit, n, partner_holds)
    if h >= n:
        legal = w.legal(seat)
        if not partner_holds:
            wins = [p for p in legal if (w.strength(p, suit) or (0, 0)) > best]
            if wins:
                return min(wins, key=lambda p: t.key[p[0]])
        return min(legal, key=lambda p: sum(cost(w, i, partner_holds) for i in p))
    base: list[int] = [i for i in in_suit for _ in range(counts[i])]
    if h == 0 and not partner_holds:
        for i in reversed(t.by_suit[TRUMP]):
            if counts[i] >= n:
                st = (1, t.key[i])
                if st > best and not any(can_beat(w, r, suit, n, st) for r in opp_after):
                    return (i,) * n
    others = [i for s, ids in t.by_suit.items() if s != suit for i in ids if counts[i]]
    return tuple(base) + _cheapest(w, counts, others, n - h, partner_holds)


def _cheapest(w: World, counts: list[int], ids: list[int], k: int, feeding: bool) -> PlayIds:
    out: list[int] = []
    table = w.t.feed_cost if feeding else w.t.throw_cost
    for i in sorted(ids, key=table.__getitem__):
        for _ in range(counts[i]):
            out.append(i)
            if len(out) == k:
                return tuple(out)
    return tuple(out)


def playout(w: World, rng: random.Random) -> None:
    """Play ``w`` to the end of the hand with this policy."""
    while not w.over:
        seat = w.to_act
        w.play(seat, choose(w, seat, rng))


__all__ = ["can_beat", "choose", "cost", "playout"]
