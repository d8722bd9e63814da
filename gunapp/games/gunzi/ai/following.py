"""The normal AI's follow (spec R17-R19): win cheaply, feed a partner who holds the trick, lose little.

Void of the led suit, the legal list can hold thousands of multisets (every n-card choice of the other
cards). Rather than scoring each, the choice is built from three intents, each over a handful of plays:

- WIN: the cheapest play that beats the current winner (identical cards of the led suit, or of trump when the
  seat is void, R19.1) and that no opponent still to play can likely beat;
- FEED: the partner holds the trick and no opponent after us can likely take it: give him points (5, 10, K);
- DUMP: otherwise throw what costs least, keeping points, pairs, trumps and aces.

With cards of the led suit in hand (h >= n) every legal play is of that suit and the list stays small, so it is
scored directly; that also respects DEAD's shape duties (R18.2) without re-deriving them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from gunapp.core.cards import Card
from gunapp.core.errors import IllegalAction
from gunapp.games.gunzi.ai.memory import Memory
from gunapp.games.gunzi.ai.threats import MemoryThreats, Threats
from gunapp.games.gunzi.ai.values import feed_cost, keep_value, loss_cost, reserve_face, spends
from gunapp.games.gunzi.engine.actions import Action, Play
from gunapp.games.gunzi.engine.combos import Combo
from gunapp.games.gunzi.engine.follow import check_follow
from gunapp.games.gunzi.engine.trick import card_points, play_strength, trick_points, trick_winner
from gunapp.games.gunzi.engine.trumps import TRUMP, TrumpContext, face_id
from gunapp.games.gunzi.engine.view import GunziView

#: what the last trick is assumed to add when the bottom is unknown (R20.2: 2 x its points)
UNKNOWN_BOTTOM_POINTS = 10
#: win a trick when the winning play costs at most this much more than the cheapest loss
TAKE_BASE = 4.0
#: ... plus this much per point at stake
TAKE_PER_POINT = 3.0
#: a discard from a plain suit of k < 4 cards is cheaper by this much per missing card
SHORT_SUIT_BONUS = 1.0
#: extra cost of giving up the last copy of the strongest trump before the last trick
RESERVE_COST = 40.0
#: the doubled bottom (R20.2) raises that bar by this share of its worth
BOTTOM_RESERVE_WEIGHT = 0.5
#: a trick worth this much may be won with the reserved trump
RESERVE_STAKE = 30

CostFn = Callable[[Card], float]


def bottom_stake(view: GunziView, mem: Memory) -> int:
    """R20.2: the points the last trick moves besides its own cards."""
    pts = mem.bottom_points if mem.bottom_points is not None else UNKNOWN_BOTTOM_POINTS
    return 2 * pts


def choose_follow(
    view: GunziView, mem: Memory, legal: Sequence[Action], threats: Threats | None = None
) -> Play:
    """The follow; ``threats`` judges who may still beat a play (default: the normal AI's, from memory)."""
    th = threats if threats is not None else MemoryThreats(mem)
    ctx = mem.ctx
    me = view.seat
    trick = list(view.trick)
    lead = trick[0][1]
    n = len(lead)
    s = ctx.eff_suit(lead[0])
    hand = list(view.hand)
    counts = mem.mine
    unseen = mem.unseen
    winner = trick_winner(trick, ctx)
    win_cards = next(cards for seat, cards in trick if seat == winner)
    best = play_strength(win_cards, s, ctx)
    assert best is not None
    after = [(me + k) % 4 for k in range(1, 4 - len(trick))]
    opp_after = [r for r in after if r % 2 != me % 2]
    stake = trick_points(c for _, cs in trick for c in cs)
    reserve = reserve_face(hand, ctx) if len(hand) > n else None

    def held_back(p: Sequence[Card]) -> float:
        return RESERVE_COST if spends(p, reserve, counts) else 0.0

    in_suit = [c for c in hand if ctx.eff_suit(c) == s]
    h = len(in_suit)

    suit_len = {x: mem.mine_in_suit(x) for x in mem.suit_faces}

    def shortness(c: Card) -> float:
        """Discarding from a short plain suit brings a void (and trumping) closer."""
        x = ctx.eff_suit(c)
        return 0.0 if x == TRUMP else SHORT_SUIT_BONUS * max(0, 4 - suit_len[x])

    loss = _memo(lambda c: loss_cost(c, ctx, counts, unseen) - shortness(c))
    feed = _memo(lambda c: feed_cost(c, ctx, counts, unseen) - shortness(c))
    keep = _memo(lambda c: keep_value(c, ctx, counts, unseen) - card_points(c))

    # the candidate plays for each intent
    if h >= n:
        plays = [a.cards for a in legal if isinstance(a, Play)]
        wins = [p for p in plays if p[0] == p[-1] and _beats(p, s, best, mem)]  # canonical: identical ends
        dump = min(plays, key=lambda p: _total(p, loss) + held_back(p))
        give = min(plays, key=lambda p: _total(p, feed) + held_back(p))
    else:
        dump = tuple(in_suit) + _cheapest(hand, in_suit, n - h, loss)
        give = tuple(in_suit) + _cheapest(hand, in_suit, n - h, feed)
        wins = []
        if h == 0:
            for c in _faces(hand):
                if ctx.is_trump(c) and counts[face_id(c)] >= n and _beats((c,) * n, s, best, mem):
                    wins.append((c,) * n)

    # the bigger the bottom, the more the last trick (dig or hold, R20) is worth keeping the reserve for
    if stake < RESERVE_STAKE + BOTTOM_RESERVE_WEIGHT * bottom_stake(view, mem):
        wins = [p for p in wins if not spends(p, reserve, counts)]
    partner_wins = winner % 2 == me % 2
    choice: tuple[Card, ...]
    if partner_wins:
        if not th.beatable(win_cards, s, opp_after):
            choice = give
        else:
            secure = [p for p in wins if not th.beatable(p, s, opp_after)]
            choice = min(secure, key=lambda p: _total(p, keep)) if secure and stake >= 10 else dump
    else:
        choice = dump
        secure = [p for p in wins if not th.beatable(p, s, opp_after)]
        if secure:
            take = min(secure, key=lambda p: _total(p, keep))
            extra = _total(take, keep) - _total(dump, loss)
            if extra <= TAKE_BASE + TAKE_PER_POINT * stake:
                choice = take
        elif wins and stake + trick_points(dump) >= 15:
            # nothing safe: try the strongest play if it is not a waste of top trumps. The points the dump
            # would add count too: a 10 thrown on an opponent's trick is 10 points given for sure, a trump
            # that beats the trick loses them only if someone after beats it as well
            take = max(wins, key=lambda p: play_strength(p, s, ctx) or (0, 0))
            if _total(take, keep) <= 45 * len(take):
                choice = take
    return _legal_or_best(view, Play(me, choice), legal, dump)


def _memo(fn: CostFn) -> CostFn:
    """Costs depend on the face only; the legal list repeats faces many times. Keyed by object identity (the
    engine builds plays from one canonical object per face), which is far cheaper than hashing a Card."""
    cache: dict[int, float] = {}

    def cost(c: Card) -> float:
        v = cache.get(id(c))
        if v is None:
            v = cache[id(c)] = fn(c)
        return v

    return cost


def _beats(cards: Sequence[Card], lead_suit: str, best: tuple[int, int], mem: Memory) -> bool:
    strength = play_strength(cards, lead_suit, mem.ctx)
    return strength is not None and strength > best


def _total(cards: Sequence[Card], cost: CostFn) -> float:
    return sum(cost(c) for c in cards)


def _faces(hand: Sequence[Card]) -> list[Card]:
    seen: dict[int, Card] = {}
    for c in hand:
        seen.setdefault(face_id(c), c)
    return list(seen.values())


def _cheapest(hand: Sequence[Card], exclude: Sequence[Card], k: int, cost: CostFn) -> tuple[Card, ...]:
    """The ``k`` cards of ``hand`` outside ``exclude`` (a sub-multiset) with the lowest cost."""
    rest = list(hand)
    for c in exclude:
        rest.remove(c)
    rest.sort(key=lambda c: (cost(c), c.code))
    return tuple(rest[:k])


def _legal_or_best(view: GunziView, play: Play, legal: Sequence[Action], fallback: tuple[Card, ...]) -> Play:
    """``play`` if the engine's follow rules accept it (a membership test would cost a scan of thousands of
    plays when void), else ``fallback``, else the first legal play."""
    assert view.trump is not None
    ctx = TrumpContext(view.level, view.trump)
    lead = view.trick[0][1]
    combo = Combo(lead[0], len(lead))
    mode = view.options.followMode.value
    for cards in (play.cards, Play(play.seat, fallback).cards):
        try:
            check_follow(view.hand, combo, cards, ctx, mode)
        except IllegalAction:
            continue
        return Play(play.seat, cards)
    return next(a for a in legal if isinstance(a, Play))


__all__ = ["bottom_stake", "choose_follow"]
