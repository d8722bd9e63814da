"""The hard Gunzi AI: determinized search over the cards its seat cannot see (spec R27, R16-R21).

For card play it samples deals of the hidden cards consistent with everything the seat knows (``sampling``),
and in each sampled deal plays every candidate move and then the rest of the hand with a fast greedy policy
(``policy``) on a compact state (``world``), scoring the attackers' final score S (R21.1) with bonuses for the
two things that decide levels: reaching 120 (R21.4) and the dig (R20.2). The same sampled deals, and the same
playout randomness, are used for every candidate, so the comparison is not drowned in the noise of the deals;
the normal AI's move is candidate 0 and is left only for a candidate whose mean gain over it, deal by deal,
clears ``NORMAL_EDGE`` plus ``SIGNIFICANCE`` standard errors (``pick``).

Before the first trick, the tribute return (R12.4), the dealer's six (R14) and joker burial (R15, with the
bottom face up) are chosen the same way by playing whole hands out (``setup_search``). The declaration and
overcalls (R9, R10), paying tribute and the riot (R12.3, R12.5) keep the normal AI's judgement: the first big
joker is revealed at once, a riot always cancels a tribute to the opponents, and a declaration during the deal
cannot be played out from hands that are not yet dealt. Card play is searched once the seat holds at most
``SEARCH_CARDS`` cards: measured against the normal AI, searching earlier tricks with this greedy playout
policy lost points (its clairvoyant playouts misjudge the early game). Earlier tricks, and the search's
candidate 0, are the normal AI's lead and follow with one change: who may still beat a play is judged over
sampled deals (``sampled_threats``) instead of "some stronger card is unseen", so it cashes winners, takes
tricks and feeds its partner when the cards say it is safe (200 duplicate deals against the normal AI: +12
points a hand over the same agent without it).

It sees only ``view`` (R27); its random numbers come from its seed and the public progress of the hand, so the
same view with the same seed gives the same move. It stops sampling at ``deadline`` (``time.monotonic``), after
its own budget of CPU time or at the wall-clock cap from the start of the decision, whichever comes first, and
the number of samples is fixed otherwise (reproducible on a fast machine, weaker but on time on a slow one); the
clocks are read before every playout, so a busy machine delays the answer by one playout at most.
"""

from __future__ import annotations

import logging
import random
import time
from collections.abc import Callable, Sequence

from gunapp.core.cards import Card
from gunapp.core.errors import IllegalAction
from gunapp.games.gunzi.ai.following import choose_follow
from gunapp.games.gunzi.ai.hard.endgame import EXACT_CARDS, solve
from gunapp.games.gunzi.ai.hard.policy import choose as policy_choose
from gunapp.games.gunzi.ai.hard.policy import cost, playout
from gunapp.games.gunzi.ai.hard.sampled_threats import SampledThreats
from gunapp.games.gunzi.ai.hard.sampling import sample_world
from gunapp.games.gunzi.ai.hard.setup_search import SETUP_SAMPLES, SetupSearch
from gunapp.games.gunzi.ai.hard.world import PlayIds, World, tables_for
from gunapp.games.gunzi.ai.leading import choose_lead
from gunapp.games.gunzi.ai.memory import Memory
from gunapp.games.gunzi.ai.normal_agent import NormalAgent
from gunapp.games.gunzi.engine.actions import Action, Bury, Pass, Play, ReturnTribute
from gunapp.games.gunzi.engine.combos import Combo
from gunapp.games.gunzi.engine.follow import check_follow, check_lead
from gunapp.games.gunzi.engine.phase import Phase
from gunapp.games.gunzi.engine.trick import CARD_POINTS
from gunapp.games.gunzi.engine.trumps import FACE_BY_ID, TRUMP, TrumpContext, face_id
from gunapp.games.gunzi.engine.view import GunziView

#: search card play once the seat holds at most this many cards (a playout of the whole hand is too dear)
SEARCH_CARDS = 10
#: ... separately for leads and follows
SEARCH_LEAD_CARDS = SEARCH_CARDS
SEARCH_FOLLOW_CARDS = SEARCH_CARDS
#: sampled deals per decision when time allows
SAMPLES = 48
#: candidate moves compared per decision
MAX_CANDIDATES = 6
#: the search's own budget per decision, seconds of the searching thread's CPU time (as the Dou Dizhu hard
#: level: a busy machine then shortens the search through the wall-clock cap, not the samples of an idle one)
BUDGET = 0.1
#: ... and for the last tricks and tricks with many points at stake, where a better move is worth most
BUDGET_CRITICAL = 0.2
#: never longer than this in wall-clock time from the start of the decision, the normal AI's judgement included
#: (the caller's deadline may cut it shorter still)
WALL_CAP = 0.25
#: the search ends this much before the caller's deadline: handing the answer back takes time too
ANSWER_MARGIN = 0.02
#: utility bonuses (attackers' view) for the level-deciding facts: S >= 120 (R21.4) and the dig (R20.2)
BONUS_120 = 40.0
BONUS_DIG = 20.0
#: the normal AI's move keeps this edge, in utility points, over a candidate that merely ties it
NORMAL_EDGE = 3.0
#: ... and must beat it by this many standard errors of the paired difference
SIGNIFICANCE = 1.0
#: the same before the first trick, where a whole hand is played out per sample (noisier, fewer samples)
SETUP_SIGNIFICANCE = 2.0

Clock = Callable[[], float]

log = logging.getLogger(__name__)


class HardAgent:
    """``choose(view, legal_actions, *, rng, deadline=None)`` as every agent; ``rng`` is not used (the
    agent's own random numbers come from ``seed`` and the view, so that a hint is reproducible)."""

    name = "hard"
    #: the longest a decision takes in wall-clock seconds; the AI worker counts it from its request
    wall_cap = WALL_CAP

    def __init__(
        self,
        seed: int = 0,
        clock: Clock = time.monotonic,
        samples: int = SAMPLES,
        work_clock: Clock | None = None,
    ) -> None:
        self.seed = seed
        self.clock = clock
        #: the clock the budget is counted on: this thread's CPU time with the real wall clock, else (a test's
        #: fake clock) the same clock
        self.work_clock = work_clock or (time.thread_time if clock is time.monotonic else clock)
        self.samples = samples
        self.normal = NormalAgent(seed)
        #: playouts run by the last decision (tests check that sampling stops at the deadline)
        self.last_playouts = 0
        #: tricks where the sampled threat judgement failed and the normal AI's move was played
        self.informed_failures = 0
        #: the look-ahead of the last choice before the first trick (R14, R15), if any
        self.setup_search: SetupSearch | None = None

    @property
    def fallbacks(self) -> int:
        """Decisions where a heuristic failed and a safe default was played (should stay 0)."""
        return self.normal.fallbacks + self.informed_failures

    def choose(
        self,
        view: GunziView,
        legal_actions: Sequence[Action],
        *,
        rng: random.Random,
        deadline: float | None = None,
    ) -> Action:
        self.last_playouts = 0
        # the whole decision counts against the cap and the deadline: the normal AI's judgement is its first
        # step, and its move is the answer ready when the time is up
        stop = self.clock() + WALL_CAP
        if deadline is not None:
            stop = min(stop, deadline - ANSWER_MARGIN)
        if view.phase is Phase.PLAY and len(legal_actions) > 1:
            base = self._informed(view, legal_actions, stop)
        else:
            base = self._normal(view, legal_actions)
        if view.phase is Phase.RETURN and isinstance(base, ReturnTribute):
            return self._setup().choose_return(view, base, self._rng(view), stop)
        if view.phase is Phase.EXCHANGE and isinstance(base, Bury):
            return self._setup().choose_six(view, base, self._rng(view), stop)
        if (
            view.phase is Phase.BURY_JOKERS
            and view.bottom is not None
            and len(legal_actions) > 1
            and any(isinstance(a, Pass) for a in legal_actions)
        ):
            return self._setup().choose_burial(view, legal_actions, base, self._rng(view), stop)
        if view.phase is not Phase.PLAY or not isinstance(base, Play):
            return base
        if len(view.hand) > (SEARCH_FOLLOW_CARDS if view.trick else SEARCH_LEAD_CARDS):
            return base
        if len(legal_actions) == 1:
            return legal_actions[0]
        return self._search(view, legal_actions, base, stop)

    def _normal(self, view: GunziView, legal: Sequence[Action]) -> Action:
        return self.normal.choose(view, legal, rng=random.Random(self.seed))

    def _informed(self, view: GunziView, legal: Sequence[Action], stop: float) -> Action:
        """The normal AI's lead or follow with its threats judged over sampled deals (``SampledThreats``: fewer
        of them when the clock passes ``stop`` while it deals)."""
        try:
            mem = Memory.from_view(view)
            threats = SampledThreats(view, mem, self._rng(view), stop=lambda: self.clock() >= stop)
            if view.trick:
                return choose_follow(view, mem, legal, threats)
            return choose_lead(view, mem, legal, threats)
        except Exception:  # a heuristic bug must never stall a game: the normal AI's move is sound
            log.exception("hard Gunzi AI failed to judge threats; playing the normal AI's move")
            self.informed_failures += 1
            return self._normal(view, legal)

    def _setup(self) -> SetupSearch:
        search = SetupSearch(
            utility,
            min(SETUP_SAMPLES, self.samples),
            self.clock,
            lambda rows: pick(rows, NORMAL_EDGE, SETUP_SIGNIFICANCE),
        )
        self.setup_search = search
        return search

    def _rng(self, view: GunziView) -> random.Random:
        return random.Random(f"{self.seed}:{view.deal_no}:{view.cycle_no}:{view.trick_no}:{len(view.trick)}")

    def _search(self, view: GunziView, legal: Sequence[Action], base: Play, deadline: float) -> Action:
        assert view.trump is not None and view.dealer is not None
        ctx = TrumpContext(view.level, view.trump)
        mem = Memory.from_view(view)
        tables = tables_for(ctx, view.options.followMode.value)
        rng = self._rng(view)
        me = view.seat
        stake = sum(CARD_POINTS.get(c.rank, 0) for _, cards in view.trick for c in cards)
        critical = len(view.hand) <= 4 or stake >= 20
        budget = BUDGET_CRITICAL if critical else BUDGET
        stop = min(self.clock() + max(WALL_CAP, budget), deadline)
        work_stop = self.work_clock() + budget
        separate = self.work_clock is not self.clock

        def out_of_time() -> bool:
            return self.clock() >= stop or (separate and self.work_clock() >= work_stop)

        worlds: list[World] = []
        base_ids = tuple(face_id(c) for c in base.cards)
        candidates: list[PlayIds] = [base_ids]
        rows: list[list[float]] = []
        attackers = me % 2 != view.dealer % 2
        exact = len(view.hand) <= EXACT_CARDS
        for n in range(self.samples):
            if out_of_time():
                break  # no sample at all past the deadline: the normal AI's move is ready
            world = sample_world(view, mem, tables, rng)
            worlds.append(world)
            if n == 0:
                candidates = self._candidates(view, world, base_ids, rng, mem)
                if len(candidates) == 1:
                    break
            row: list[float] = []
            # the same playout randomness for every candidate of a deal: their difference is the move's alone
            playout_seed = rng.getrandbits(32)
            for cand in candidates:
                if out_of_time():
                    break  # a sample cut short is dropped: every candidate must see the same deals
                w = world.copy()
                w.play(me, cand)
                if exact:
                    u = solve(w, utility)  # the last tricks: best play by both sides in this deal
                else:
                    playout(w, random.Random(playout_seed))
                    u = utility(w)
                self.last_playouts += 1
                row.append(u if attackers else -u)
            if len(row) < len(candidates):
                worlds.pop()
                break
            rows.append(row)
        if len(candidates) == 1 or not rows:
            return base
        best = pick(rows, NORMAL_EDGE, SIGNIFICANCE)
        if best == 0:
            return base
        return Play(me, tuple(_card(i) for i in candidates[best]))

    def _candidates(
        self, view: GunziView, world: World, base: PlayIds, rng: random.Random, mem: Memory | None = None
    ) -> list[PlayIds]:
        """The normal AI's move first, then a few distinct others: the policy's own, the cheapest and the
        strongest ways to play, feeding points (all checked against the engine's follow rules). In the
        last tricks, every legal play. Before them, no lead of points into a suit an opponent is known void in
        while he may still trump (R17.2, R19.1): the playouts sometimes rate one above the normal move by the
        noise of a few dozen deals alone, and the points go to the opponents' ruff (issue 29)."""
        me = view.seat
        t = world.t
        counts = world.counts[me]
        out: list[PlayIds] = [base]
        extra: list[PlayIds] = [policy_choose(world, me, rng)]
        if len(view.hand) <= EXACT_CARDS:
            extra += world.legal(me)
        elif not world.trick:
            for ids in t.by_suit.values():
                held = [i for i in ids if counts[i]]
                if held:
                    top, low = held[0], held[-1]
                    extra.append((top,) * min(counts[top], 3))
                    extra.append((low,))
                    pointed = [i for i in held if t.points[i]]
                    if pointed:
                        extra.append((pointed[0],))
        else:
            suit, n = world.lead_info()
            in_suit = [i for i in t.by_suit[suit] if counts[i]]
            h = sum(counts[i] for i in in_suit)
            if h >= n:
                plays = world.legal(me)
                plays.sort(key=lambda p: sum(cost(world, i, False) for i in p))
                extra += plays[:2]
                extra += sorted(plays, key=lambda p: sum(cost(world, i, True) for i in p))[:1]
                extra += plays[-1:]
            else:
                base_cards = [i for i in in_suit for _ in range(counts[i])]
                others = [i for s, ids in t.by_suit.items() if s != suit for i in ids if counts[i]]
                for feeding in (False, True):
                    rest = sorted(others, key=lambda i: cost(world, i, feeding))
                    pick: list[int] = []
                    for i in rest:
                        pick += [i] * min(counts[i], n - h - len(pick))
                        if len(pick) == n - h:
                            break
                    extra.append(tuple(base_cards) + tuple(pick))
                if h == 0:
                    trumps = [i for i in t.by_suit[TRUMP] if counts[i] >= n]
                    if trumps:
                        extra.append((trumps[0],) * n)
                        extra.append((trumps[-1],) * n)
        seen = {tuple(sorted(base))}
        ruffed = set() if world.trick or len(view.hand) <= EXACT_CARDS else _ruffed_suits(view, mem)
        for p in extra:
            key = tuple(sorted(p))
            if key in seen or len(out) >= MAX_CANDIDATES:
                continue
            if ruffed and t.eff[p[0]] in ruffed and any(t.points[i] for i in p):
                continue
            if _legal(view, p):
                seen.add(key)
                out.append(p)
        return out


def _ruffed_suits(view: GunziView, mem: Memory | None) -> set[str]:
    """Plain suits an opponent of ``view.seat`` is known void in without being known void in trumps."""
    mem = mem or Memory.from_view(view)
    opponents = [(view.seat + 1) % 4, (view.seat + 3) % 4]
    return {s for o in opponents if TRUMP not in mem.voids[o] for s in mem.voids[o] if s != TRUMP}


def pick(rows: Sequence[Sequence[float]], edge: float, z: float) -> int:
    """The candidate to play from per-deal utilities (``rows[sample][candidate]``, candidate 0 the normal AI's).

    A candidate replaces the normal AI's move only when its mean gain over it, deal by deal (the same sampled
    deals for both, so luck of the deal cancels), exceeds ``edge`` and ``z`` standard errors of that gain: a
    search with few samples otherwise follows its noise, and every unneeded departure from a sound heuristic
    costs on average."""
    n = len(rows)
    best, best_gain = 0, 0.0
    for k in range(1, len(rows[0])):
        diffs = [r[k] - r[0] for r in rows]
        mean = sum(diffs) / n
        var = sum((d - mean) ** 2 for d in diffs) / (n - 1) if n > 1 else 0.0
        gain = mean - edge - z * (var / n) ** 0.5
        if gain > best_gain:
            best, best_gain = k, gain
    return best


def utility(w: World) -> float:
    """The attackers' view of a finished hand: S (R21.1), and what decides levels, S >= 120 and the dig."""
    return w.points + (BONUS_120 if w.points >= 120 else 0.0) + (BONUS_DIG if w.dig else 0.0)


def _card(i: int) -> Card:
    c = FACE_BY_ID[i]
    assert c is not None
    return c


def _legal(view: GunziView, play: PlayIds) -> bool:
    assert view.trump is not None
    ctx = TrumpContext(view.level, view.trump)
    cards = [_card(i) for i in play]
    try:
        if view.trick:
            lead = view.trick[0][1]
            check_follow(view.hand, Combo(lead[0], len(lead)), cards, ctx, view.options.followMode.value)
        else:
            check_lead(view.hand, cards, ctx)
    except IllegalAction:
        return False
    return True


__all__ = ["HardAgent", "utility"]
