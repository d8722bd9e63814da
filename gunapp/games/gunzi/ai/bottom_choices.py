"""The normal AI's card choices around the bottom: tribute ties (R12.3), the return (R12.4), the dealer's six
(R14) and joker burial (R15).

The dealer's exchange keeps every trump, keeps aces, pairs and point cards (the bottom counts double if the
attackers dig, R20.2), and buries the low cards of short plain suits so that whole suits vanish: a void lets
him trump that suit later. Returned cards go to an opponent, so the same planner picks them, without giving
him points or trumps. Jokers are buried only from great trump strength: a buried joker pays the side that
wins the hand (R22.3), and it leaves the burier weaker.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations

from gunapp.core.cards import BIG_JOKER, SMALL_JOKER, Card, card_codes
from gunapp.games.gunzi.ai.values import keep_value
from gunapp.games.gunzi.engine.actions import Action, Bury, BuryJokers, Pass, PayTribute, ReturnTribute, Riot
from gunapp.games.gunzi.engine.trick import card_points
from gunapp.games.gunzi.engine.trumps import FACE_ID_BOUND, TrumpContext, face_id
from gunapp.games.gunzi.engine.view import GunziView

#: worth of a suit emptied by the choice (a void lets the holder trump that suit): more with more trumps
VOID_BONUS_BASE = 6.0
VOID_BONUS_PER_TRUMP = 0.7
#: the trump count (out of 39) from which a dealer or his partner lays a big joker into the bottom
JOKER_BURY_TRUMPS = 24


def _counts(cards: Sequence[Card]) -> list[int]:
    counts = [0] * FACE_ID_BOUND
    for c in cards:
        counts[face_id(c)] += 1
    return counts


def away_cost(card: Card, ctx: TrumpContext, counts: list[int]) -> float:
    """Cost of putting ``card`` out of the hand (into the bottom, or to an opponent)."""
    if ctx.is_trump(card):
        return 100.0 + keep_value(card, ctx, counts)
    v = keep_value(card, ctx, counts) + 2.0 * card_points(card)
    if card.rank == 14:
        v += 6.0
    return v


def plan_away(hand: Sequence[Card], count: int, ctx: TrumpContext) -> tuple[Card, ...]:
    """The ``count`` cards to give away that cost least, counting a bonus for each plain suit emptied."""
    counts = _counts(hand)
    void_bonus = VOID_BONUS_BASE + VOID_BONUS_PER_TRUMP * sum(1 for c in hand if ctx.is_trump(c))
    cost = {c: away_cost(c, ctx, counts) for c in set(hand)}
    ordered = sorted(hand, key=lambda c: (cost[c], c.code))
    best = tuple(ordered[:count])
    best_cost = sum(cost[c] for c in best) - void_bonus * _voided(hand, best, ctx)
    plain_suits = {ctx.eff_suit(c) for c in hand if not ctx.is_trump(c)}
    by_suit = {s: [c for c in hand if not ctx.is_trump(c) and ctx.eff_suit(c) == s] for s in plain_suits}
    for k in (1, 2):
        for group in combinations(sorted(plain_suits), k):
            cards = [c for s in group for c in by_suit[s]]
            if len(cards) > count:
                continue
            rest = list(hand)
            for c in cards:
                rest.remove(c)
            rest.sort(key=lambda c: (cost[c], c.code))
            choice = tuple(cards) + tuple(rest[: count - len(cards)])
            total = sum(cost[c] for c in choice) - void_bonus * _voided(hand, choice, ctx)
            if total < best_cost:
                best, best_cost = choice, total
    return best


def _voided(hand: Sequence[Card], away: Sequence[Card], ctx: TrumpContext) -> int:
    rest = list(hand)
    for c in away:
        rest.remove(c)
    before = {ctx.eff_suit(c) for c in hand if not ctx.is_trump(c)}
    after = {ctx.eff_suit(c) for c in rest if not ctx.is_trump(c)}
    return len(before - after)


def choose_bury(view: GunziView, ctx: TrumpContext) -> Bury:
    """R14: six cards; a big joker joins them only from a very strong trump holding (R14.3 respected)."""
    hand = list(view.hand)
    six = list(plan_away(hand, 6, ctx))
    bj = hand.count(BIG_JOKER)
    trumps = sum(1 for c in hand if ctx.is_trump(c))
    if bj >= 2 and trumps - 1 >= JOKER_BURY_TRUMPS:
        counts = _counts(hand)
        six.remove(max(six, key=lambda c: away_cost(c, ctx, counts)))
        six.append(BIG_JOKER)
    rest = list(hand)
    for c in six:
        rest.remove(c)
    while SMALL_JOKER in six and BIG_JOKER in rest:  # R14.3: a big joker goes before any small one
        six[six.index(SMALL_JOKER)] = BIG_JOKER
        rest.remove(BIG_JOKER)
        rest.append(SMALL_JOKER)
    return Bury(view.seat, tuple(six))


def choose_return(view: GunziView, ctx: TrumpContext) -> ReturnTribute:
    sel = view.selection
    assert sel is not None
    return ReturnTribute(view.seat, plan_away(list(sel.candidates), sel.count, ctx))


def choose_tribute(view: GunziView, ctx: TrumpContext, legal: Sequence[Action]) -> Action:
    """Riot when allowed (R12.5: the tribute is cancelled); otherwise, among tied choices, keep pairs."""
    riots = [a for a in legal if isinstance(a, Riot)]
    if riots:
        return riots[0]
    pays = [a for a in legal if isinstance(a, PayTribute)]
    counts = _counts(view.hand)
    return min(pays, key=lambda a: (sum(keep_value(c, ctx, counts) for c in a.cards), card_codes(a.cards)))


def choose_joker_burial(view: GunziView, ctx: TrumpContext, legal: Sequence[Action]) -> Action:
    """R15: the dealer's partner may add one big joker from a huge trump holding; attackers keep theirs.

    After the jokers are laid on a face-down bottom, a tied pick-up (R15.5) is offered without ``Pass``: keep
    the choice that suits the hand best."""
    passing = next((a for a in legal if isinstance(a, Pass)), None)
    if passing is None:
        counts = _counts(view.hand)
        picks = [a for a in legal if isinstance(a, BuryJokers)]
        return max(
            picks, key=lambda a: (sum(keep_value(c, ctx, counts) for c in a.picked), card_codes(a.picked))
        )
    if view.dealer is None or view.seat % 2 != view.dealer % 2:
        return passing
    hand = view.hand
    trumps = sum(1 for c in hand if ctx.is_trump(c))
    if hand.count(BIG_JOKER) < 2 or trumps < JOKER_BURY_TRUMPS:
        return passing
    single = [a for a in legal if isinstance(a, BuryJokers) and a.jokers == (BIG_JOKER,)]
    return single[0] if single else passing


__all__ = ["choose_bury", "choose_joker_burial", "choose_return", "choose_tribute", "plan_away"]
