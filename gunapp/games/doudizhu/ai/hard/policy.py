"""The hard policy: the normal policy's judgement, checked by perfect-information Monte Carlo.

For each decision it deals the hidden cards many times (``sampling``: only what the seat knows), plays each
candidate move (``candidates``) in every deal and finishes the deal with the normal policy at every seat
(``playout``), or exactly (``solver``) once few cards are left; the move whose side wins most deals is played.
The same deals serve every candidate (common random numbers), so the comparison is sharper than the win rates.

Budget (``allowance``): at most ``worlds`` deals and ``budget`` seconds of the searching thread's CPU time,
within ``wall_cap`` seconds of wall-clock time and the caller's deadline, if sooner, all counted from the start of
the decision (the normal policy's choice included). The search is anytime: the normal choice is ready before
anything else is tried, and the clocks are read after it, between playouts, at every turn inside one, at every
turn checked as evidence and every few nodes of the solver, so a busy machine searches fewer deals instead of
answering late (it overruns its deadline by at most one such step); after the first deal only as many options
stay in the comparison as the time left can compare over several deals.
Forced and winning moves are played at once. Bids (D4) are decided by playouts too (``bidding``), and so are
section 11's calls, grabs, shows and doubles (``talk``).
Reproducible: the sampling draws from the policy's own seeded generator.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable

from gunapp.games.doudizhu.ai.hard import talk
from gunapp.games.doudizhu.ai.hard.allowance import Allowance
from gunapp.games.doudizhu.ai.hard.bidding import PRIOR_WORLDS, bid_for, landlord_wins, prior_win_rate
from gunapp.games.doudizhu.ai.hard.candidates import candidates
from gunapp.games.doudizhu.ai.hard.evidence import past_turns, sample_explained
from gunapp.games.doudizhu.ai.hard.playout import Table, playout
from gunapp.games.doudizhu.ai.hard.solver import Solver
from gunapp.games.doudizhu.ai.policy import choose_play
from gunapp.games.doudizhu.ai.situation import Situation
from gunapp.games.doudizhu.ai.strength import choose_bid
from gunapp.games.doudizhu.ai.talk import TalkSituation, rule_of_thumb
from gunapp.games.doudizhu.engine.combos import Move
from gunapp.games.doudizhu.engine.rules import Variant
from gunapp.games.doudizhu.engine.view import START_SHOW

#: default search per decision: at most this many deals and this much CPU time of the searching thread, and
#: never more than ``WALL_CAP_S`` of wall-clock time (``allowance``)
WORLDS, BUDGET_S, WALL_CAP_S = 48, 0.15, 0.25
#: the deadline handed to the search is this much before the caller's: turning the choice into an answer and
#: handing it back (the worker's signal to the GUI thread, a protocol reply) takes time too
ANSWER_MARGIN_S = 0.02
#: how many more sampled deals (at least, and as a share of the deals searched) a move must win than the
#: normal policy's choice to replace it
MIN_MARGIN, MARGIN = 2, 0.08
#: after this many deals, drop the moves that trail the normal choice by more than this share of the deals
PRUNE_AFTER, PRUNE_GAP = 6, 0.15
#: a bid is one decision a deal, made before any card is seen: it may think this much longer than a play
BID_BUDGET_FACTOR = 1.5
#: after the first deal, keep only as many options (in ``candidates``' order, the normal choice first) as leave
#: time to play each in at least this many more deals: on a busy machine a few well-compared options beat seven
#: options compared on one deal each (and never overruling the normal choice)
MIN_DEALS_PER_OPTION = 7
#: the hand review's endgame (``review_play``): every sampled deal solved exactly once this few cards are left in
#: all hands together, so its verdict there is exact
SOLVE_CARDS = {Variant.DDZ3: 12, Variant.DDZ4: 12}
#: the play search tries the solver from this many cards left, within ``SEARCH_SOLVER_NODES`` nodes a sampled
#: deal (a deal the solver gives up on is played out). DDZ3, 60 self-play positions each, 4,000 nodes: it settles
#: 97 % from 20 cards left, 88 % from 24, 73 % from 30, at a mean 0.8 / 2.2 / 4.3 ms of CPU a position (some
#: 3 us a node). In the search (30 self-play positions, 16 deals each, 28 cards left): 43 ms of CPU a decision
#: with the solver, 17 ms playing every deal out, 118 ms without ``SOLVER_GIVE_UPS``. Against RLCard's rule
#: agent 12 -> 20 moved WP +0.033 ± 0.035 (200 deals, wall-capped); 20 -> 28 moved it +0.000 ± 0.026 (200 deals,
#: same CPU budget, README) at 2 ms more CPU a decision: 20 stays. DDZ4 unmeasured
SEARCH_SOLVE_CARDS = {Variant.DDZ3: 20, Variant.DDZ4: 12}
SEARCH_SOLVER_NODES = 4000
#: the solver settles a position within some hundred nodes or needs many thousands, and the deals of one
#: decision are alike: after it gave up on this many of them, the decision's other deals are played out at once
#: (a give-up costs up to ``SEARCH_SOLVER_NODES`` nodes, some 14 ms; a deal played out in all options 1-2 ms)
SOLVER_GIVE_UPS = 2


class HardPolicy:
    name = "hard"

    def __init__(
        self,
        seed: int,
        worlds: int = WORLDS,
        budget: float = BUDGET_S,
        clock: Callable[[], float] = time.monotonic,
        work_clock: Callable[[], float] | None = None,
        wall_cap: float = WALL_CAP_S,
    ) -> None:
        self.rng = random.Random(seed)
        self.worlds = worlds
        self.budget = budget
        #: the wall clock (deadlines are in its time) and the clock the budget is counted on: this thread's
        #: CPU time with the real wall clock, else (a test's fake clock) the same clock
        self.clock = clock
        self.work_clock = work_clock or (time.thread_time if clock is time.monotonic else clock)
        self.wall_cap = wall_cap
        #: absolute time (``clock``) the current decision must end by, set by the agent; None = budget only
        self.deadline: float | None = None
        #: worlds searched in the last decision (for tests and benchmarks)
        self.last_worlds = 0
        #: the last play search's options (the normal choice first) and the sampled deals each won, for
        #: benchmarks that explain a decision (``bench.ddz_lost_deals``); None when no search ran
        self.last_search: tuple[list[Move | None], list[int]] | None = None

    def reseed(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose_bid(self, counts: tuple[int, ...], variant: Variant, highest: int) -> int:
        """D4.1: the bid the sampled playouts of this hand as the landlord pay for (``bidding``)."""
        self.last_worlds = 0
        if highest >= 3:
            return 0
        won, n = landlord_wins(counts, variant, self.rng, self.worlds, self._allowance(BID_BUDGET_FACTOR))
        self.last_worlds = n
        if n == 0:
            return choose_bid(counts, variant, highest)  # no time to sample: the rule of thumb
        prior = prior_win_rate(counts, variant)
        return bid_for((won + PRIOR_WORLDS * prior) / (n + PRIOR_WORLDS), highest)

    def choose_talk(self, ts: TalkSituation) -> int:
        """Section 11 by sampled playouts weighed against the stake (``talk``); the rule of thumb when the
        clock allows no world at all. 明牌开始 (D11.9) is decided blind: never."""
        self.last_worlds = 0
        if ts.kind == START_SHOW:
            return 0
        allowance = self._allowance(BID_BUDGET_FACTOR)
        p, self.last_worlds = talk.win_rate(ts, self.rng, self.worlds, allowance)
        if self.last_worlds == 0:
            return rule_of_thumb(ts)
        return talk.decide(p, ts)

    def _allowance(self, factor: float = 1.0) -> Allowance:
        return Allowance(self.clock, self.work_clock, self.budget * factor, self.wall_cap, self.deadline)

    def choose_play(self, sit: Situation, legal: list[Move], can_pass: bool) -> Move | None:
        self.last_worlds = 0
        self.last_search = None
        if not legal:
            return None
        total = sum(sit.hand)
        for m in legal:
            if len(m[3]) == total:
                return m  # goes out (D5.4)
        if len(legal) == 1 and not can_pass:
            return legal[0]
        # the allowance counts from here: the normal choice and the candidates are part of the decision's time
        allowance = self._allowance()
        base = choose_play(sit, legal, can_pass)
        if allowance.over():
            return base  # the answer that is ready: nothing else may delay it
        options = candidates(sit, legal, can_pass, base)
        if len(options) == 1:
            return base
        return self._search(sit, options, allowance)

    def _search(self, sit: Situation, options: list[Move | None], allowance: Allowance) -> Move | None:
        wins = [0] * len(options)
        lord = sit.landlord
        my_side_lord = sit.me == lord
        played = [list(p) for p in sit.played]
        n = 0
        live = list(range(len(options)))
        turns = past_turns(sit)
        give_ups = 0
        # the clocks are read between playouts, not between deals, so one deal of seven long playouts (DDZ4's
        # first turns) cannot overrun the deadline several times over
        while n < self.worlds and allowance.room():
            hands = sample_explained(sit, self.rng, turns, allowance=allowance)
            if allowance.spent:
                break
            root = Table(sit.variant, lord, hands, played, sit.last, sit.last_seat, sit.me)
            solver = (
                Solver(SEARCH_SOLVER_NODES, allowance)
                if sum(root.left) <= SEARCH_SOLVE_CARDS[sit.variant] and give_ups < SOLVER_GIVE_UPS
                else None
            )
            results: list[tuple[int, bool]] = []
            for i in live:
                if not allowance.room():
                    break
                m = options[i]
                t = root.copy()
                out = t.apply(m)
                if out >= 0:
                    lord_won = out == lord
                else:
                    exact = solver.landlord_wins(t) if solver is not None else None
                    if exact is None:
                        winner = playout(t, allowance)
                        if winner < 0:
                            break  # out of time in the middle of a playout
                        exact = winner == lord
                    lord_won = exact
                results.append((i, lord_won == my_side_lord))
                allowance.tick()
            if solver is not None and solver.nodes > solver.budget:
                give_ups += 1
            if len(results) < len(live):
                break  # out of time inside this deal: a half-searched deal would favour the moves tried first
            for i, won in results:
                wins[i] += won
            n += 1
            if n == 1:
                # steps_left is infinite when the first deal took no measurable time (a coarse clock: Windows
                # reads thread time in 15.6 ms ticks): then every option stays
                keep = min(allowance.steps_left() / MIN_DEALS_PER_OPTION, len(live))
                live = live[: max(2, int(keep))]
            if n >= PRUNE_AFTER:
                # a move already well behind the normal choice cannot catch up by the margin: stop playing it
                floor = wins[0] - PRUNE_GAP * n
                live = [i for i in live if i == 0 or wins[i] >= floor]
                if len(live) == 1:
                    break
        self.last_worlds = n
        self.last_search = (options, wins)
        if n == 0:
            return options[0]  # no time at all: the normal policy's choice
        best = max(live, key=lambda i: (wins[i], i == 0))
        # overrule the normal policy only on clear evidence: a win or two in a few dozen deals is noise
        if wins[best] - wins[0] < max(MIN_MARGIN, MARGIN * n):
            return options[0]
        return options[best]
