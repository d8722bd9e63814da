"""The hard AI's look-ahead before the first trick: the dealer's six (R14) and joker burial (R15).

Both choices decide what every seat holds when the tricks start and what lies in the bottom, so each candidate
is judged the way the card play is: over deals of the hidden cards sampled from the seat's view (R27), the
whole hand is played out with the playout policy from the dealer's first lead (R16.1), and the outcome is
scored for the seat's side. Jokers in the final bottom count with their reward (R22, R23): the levels and blood
go to the dealer side when it holds under 120 (C1) and to the attackers when they dig with 120 or more (C4;
blood only in C3). The normal AI's choice is candidate 0 and is left only for a candidate whose paired gain over
it is clear (``agent.pick``).

The six candidates are the cheapest sets by the normal AI's own cost of laying a card away, each emptying a
different choice of short plain suits (a void lets the dealer trump that suit, R17.3); jokers stay in the hand
unless the normal AI lays one. Burial is searched only when the bottom is face up (R14.4/R15.4); with a
face-down bottom the seat would have to guess the cards it picks up, and the normal AI's habit (attackers keep
their jokers) stands.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from itertools import combinations

from gunapp.core.cards import BIG_JOKER, SMALL_JOKER, Card
from gunapp.games.gunzi.ai.bottom_choices import away_cost, plan_away
from gunapp.games.gunzi.ai.hard.policy import playout
from gunapp.games.gunzi.ai.hard.sampling import known_cards, place_cards, place_known
from gunapp.games.gunzi.ai.hard.world import World, tables_for
from gunapp.games.gunzi.ai.memory import Memory
from gunapp.games.gunzi.engine.actions import Action, Bury, BuryJokers, ReturnTribute
from gunapp.games.gunzi.engine.trick import CARD_POINTS
from gunapp.games.gunzi.engine.trumps import FACE_BY_ID, FACE_ID_BOUND, TrumpContext, face_id
from gunapp.games.gunzi.engine.view import GunziView

#: sampled deals per choice when time allows (each plays the whole hand once per candidate)
SETUP_SAMPLES = 16
#: fewer sampled deals than this (a slow machine) never overrule the normal AI
MIN_SAMPLES = 6
#: the look-ahead's own time budget, seconds (the caller's deadline may cut it shorter)
SETUP_BUDGET = 0.2
#: candidate sixes compared (the normal AI's included)
SIX_CANDIDATES = 4
#: candidate returns compared (R12.4)
RETURN_CANDIDATES = 4
#: a level and one blood in utility points (a level is worth about as much as reaching 120, ``BONUS_120``)
LEVEL_WORTH = 40.0
BLOOD_WORTH = 5.0

Clock = Callable[[], float]
Utility = Callable[[World], float]
Scorer = Callable[[list[list[float]]], int]


def _counts(cards: Sequence[Card]) -> list[int]:
    counts = [0] * FACE_ID_BOUND
    for c in cards:
        counts[face_id(c)] += 1
    return counts


def joker_utility(base: Utility, bottom: Sequence[Card]) -> Utility:
    """``base`` (the attackers' view) plus the reward of the jokers in ``bottom`` (R21.4, R22)."""
    blood = 2 * sum(1 for c in bottom if c == BIG_JOKER) + sum(1 for c in bottom if c == SMALL_JOKER)
    if not blood:
        return base

    def u(w: World) -> float:
        v = base(w)
        if w.points < 120 and not w.dig:  # C1: the dealer side takes levels and blood
            v -= (LEVEL_WORTH + BLOOD_WORTH) * blood
        elif w.points >= 120 and w.dig:  # C4
            v += (LEVEL_WORTH + BLOOD_WORTH) * blood
        elif w.points >= 120:  # C3: blood only
            v += BLOOD_WORTH * blood
        return v

    return u


def away_candidates(
    hand: Sequence[Card],
    allowed: Sequence[Card],
    count: int,
    ctx: TrumpContext,
    base: Sequence[Card],
    limit: int,
) -> list[tuple[Card, ...]]:
    """``base`` (the normal AI's choice) first, then the cheapest sets of ``count`` cards out of ``allowed`` (no
    jokers), each emptying a different choice of 0, 1 or 2 short plain suits."""
    counts = _counts(hand)
    pool = [c for c in allowed if not c.is_joker]
    cost = {c: away_cost(c, ctx, counts) for c in set(pool)}
    plain = sorted({ctx.eff_suit(c) for c in pool if not ctx.is_trump(c)})
    by_suit = {s: [c for c in pool if not ctx.is_trump(c) and ctx.eff_suit(c) == s] for s in plain}
    scored: list[tuple[float, tuple[Card, ...]]] = []
    for k in (0, 1, 2):
        for group in combinations(plain, k):
            cards = [c for s in group for c in by_suit[s]]
            if len(cards) > count:
                continue
            rest = pool[:]
            for c in cards:
                rest.remove(c)
            rest.sort(key=lambda c: (cost[c], c.code))
            chosen = tuple(cards) + tuple(rest[: count - len(cards)])
            if len(chosen) == count:
                scored.append((sum(cost[c] for c in chosen), chosen))
    # and the next-cheapest sets (a single card to give back has no suit to empty)
    ordered = sorted(pool, key=lambda c: (cost[c], c.code))
    for shift in (1, 2):
        chosen = tuple(ordered[shift : shift + count])
        if len(chosen) == count:
            scored.append((sum(cost[c] for c in chosen) + 0.5 * shift, chosen))
    scored.sort(key=lambda x: (x[0], [c.code for c in x[1]]))
    out = [tuple(base)]
    seen = {tuple(sorted(c.code for c in base))}
    for _, chosen in scored:
        key = tuple(sorted(c.code for c in chosen))
        if key not in seen and len(out) < limit:
            seen.add(key)
            out.append(chosen)
    return out


def six_candidates(hand: Sequence[Card], ctx: TrumpContext, base: Bury) -> list[tuple[Card, ...]]:
    """R14: the normal AI's six first, then the cheapest sixes emptying 0, 1 or 2 short plain suits."""
    return away_candidates(hand, hand, 6, ctx, base.cards, SIX_CANDIDATES)


@dataclass(frozen=True)
class Option:
    """One candidate's effect: the seat's hand, the final bottom (when known), cards given to the payer."""

    hand: list[Card]
    bottom: tuple[Card, ...]
    gift: tuple[Card, ...] = ()


class SetupSearch:
    """Plays out each candidate's hand over the same sampled deals; ``utility`` is the attackers' view."""

    def __init__(self, utility: Utility, samples: int, clock: Clock, scorer: Scorer) -> None:
        self.utility = utility
        self.samples = samples
        self.clock = clock
        self.scorer = scorer
        #: playouts run by the last choice
        self.playouts = 0

    def choose_six(self, view: GunziView, base: Bury, rng: random.Random, deadline: float | None) -> Bury:
        """R14: the six to lay away (the dealer holds 45 cards and knows every one of them)."""
        assert view.trump is not None
        ctx = TrumpContext(view.level, view.trump)
        hand = list(view.hand)
        options: list[Option] = []
        for six in six_candidates(hand, ctx, base):
            rest = hand[:]
            for c in six:
                rest.remove(c)
            options.append(Option(rest, six))
        best = self._compare(view, options, (), rng, deadline)
        return base if best == 0 else Bury(view.seat, options[best].bottom)

    def choose_return(
        self, view: GunziView, base: ReturnTribute, rng: random.Random, deadline: float | None
    ) -> ReturnTribute:
        """R12.4: the cards the dealer gives back to the payer, before he takes the bottom. Each option is
        played out after an exchange (R14) by the normal AI's rule over a sampled bottom."""
        assert view.trump is not None and view.selection is not None
        ctx = TrumpContext(view.level, view.trump)
        hand = list(view.hand)
        sel = view.selection
        options: list[Option] = []
        for back in away_candidates(hand, sel.candidates, sel.count, ctx, base.cards, RETURN_CANDIDATES):
            rest = hand[:]
            for c in back:
                rest.remove(c)
            options.append(Option(rest, (), back))
        best = self._compare(view, options, (), rng, deadline, exchange=True)
        return base if best == 0 else ReturnTribute(view.seat, options[best].gift)

    def choose_burial(
        self,
        view: GunziView,
        legal: Sequence[Action],
        base: Action,
        rng: random.Random,
        deadline: float | None,
    ) -> Action:
        """R15: pass, or lay jokers into the face-up bottom and take its lowest pickable cards."""
        assert view.bottom is not None
        bottom = list(view.bottom)
        actions: list[Action] = [base] + [a for a in legal if a != base]
        options: list[Option] = []
        for a in actions:
            hand = list(view.hand)
            new_bottom = bottom[:]
            if isinstance(a, BuryJokers):
                for c in a.jokers:
                    hand.remove(c)
                    new_bottom.append(c)
                for c in a.picked:
                    new_bottom.remove(c)
                    hand.append(c)
            options.append(Option(hand, tuple(new_bottom)))
        best = self._compare(view, options, bottom, rng, deadline)
        return actions[best]

    def _compare(
        self,
        view: GunziView,
        options: Sequence[Option],
        bottom_seen: Sequence[Card],
        rng: random.Random,
        deadline: float | None,
        exchange: bool = False,
    ) -> int:
        """Index of the option to take; 0 unless another clearly plays better. With ``exchange`` the bottom is
        still hidden and the seat, the dealer, takes it and lays six away (the normal AI's rule) first."""
        self.playouts = 0
        if len(options) < 2:
            return 0
        assert view.trump is not None and view.dealer is not None
        ctx = TrumpContext(view.level, view.trump)
        tables = tables_for(ctx, view.options.followMode.value)
        me = view.seat
        stop = self.clock() + SETUP_BUDGET
        if deadline is not None:
            stop = min(stop, deadline)
        attackers = me % 2 != view.dealer % 2
        gift_to = view.payer if view.payer is not None else me
        rows: list[list[float]] = []
        for _ in range(self.samples):
            if self.clock() >= stop:
                break
            others, bottom = sample_others(view, bottom_seen, rng, 6 if exchange else 0)
            row: list[float] = []
            playout_seed = rng.getrandbits(32)  # the same playout randomness for every option of a deal
            for opt in options:
                if self.clock() >= stop:
                    break  # a sample cut short is dropped: every option must see the same deals
                hands = [h[:] for h in others]
                mine = opt.hand
                final = opt.bottom
                if exchange:
                    full = mine + bottom
                    final = plan_away(full, 6, ctx)
                    mine = full[:]
                    for c in final:
                        mine.remove(c)
                hands[me] = _counts(mine)
                for c in opt.gift:
                    hands[gift_to][face_id(c)] += 1
                points = sum(CARD_POINTS.get(c.rank, 0) for c in final)
                w = World(tables, hands, [], view.dealer, 0, view.dealer, points)
                playout(w, random.Random(playout_seed))
                self.playouts += 1
                u = joker_utility(self.utility, final)(w)
                row.append(u if attackers else -u)
            if len(row) < len(options):
                break
            rows.append(row)
        if len(rows) < min(MIN_SAMPLES, self.samples):
            return 0
        return self.scorer(rows)


def sample_others(
    view: GunziView, bottom_seen: Sequence[Card], rng: random.Random, bottom_room: int = 0
) -> tuple[list[list[int]], list[Card]]:
    """Face counts of the three other hands (the seat's own row left empty) and ``bottom_room`` bottom cards,
    from what the seat has not seen: its hand, the bottom cards it has seen face up, declared level cards and
    tribute (``known_cards``)."""
    mem = Memory.from_view(view)
    pool = mem.unseen[:]
    for c in bottom_seen:
        i = face_id(c)
        pool[i] = max(0, pool[i] - 1)
    me = view.seat
    known = known_cards(view, mem)
    room = [view.hand_sizes[r] if r != me else 0 for r in range(4)]
    counts = [[0] * FACE_ID_BOUND for _ in range(4)]
    place_known(known, pool, room, counts, me)
    cards = [i for i, k in enumerate(pool) for _ in range(k)]
    placed = place_cards(cards, room + [bottom_room], view, mem, rng)
    for r, ids in enumerate(placed[:4]):
        for i in ids:
            counts[r][i] += 1
    return counts, [_face(i) for i in placed[4]]


def _face(i: int) -> Card:
    c = FACE_BY_ID[i]
    assert c is not None
    return c


__all__ = ["Option", "SetupSearch", "away_candidates", "joker_utility", "sample_others", "six_candidates"]
