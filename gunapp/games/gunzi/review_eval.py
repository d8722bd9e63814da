"""Valuing one Gunzi decision from the seat's view (issue 27), with the hard AI's own machinery.

Card play: deals of the hidden cards are sampled from the view (``ai.hard.sampling``: voids, known cards and
an unknown bottom respected); the move made and the hard AI's candidates (its informed normal move first, then
``HardAgent._candidates``: the policy's own, cheapest, strongest, feeding) are played in each deal and the hand
finished by the hard AI's playout policy, the same playout randomness for every candidate (common random
numbers), or solved exactly in the last tricks (``ai.hard.endgame``). The value is the hard AI's utility (S,
+40 for S >= 120, +20 for the dig) from the seat's side. Playouts from the first tricks are cruder than late
ones (the playout policy sees every hand): the early figures are the hard AI's opinion, no more.

The six (R14), joker burial (R15) and tribute return (R12.4) are compared by ``SetupSearch``, the hard AI's
look-ahead before the first trick, over a fixed number of deals (its clock stopped, so the figures do not
depend on the machine's speed), with the move made as the candidate every other is compared against.
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence

from gunapp.core.cards import Card
from gunapp.games.gunzi.ai.hard.agent import HardAgent, utility
from gunapp.games.gunzi.ai.hard.endgame import EXACT_CARDS, solve
from gunapp.games.gunzi.ai.hard.policy import playout
from gunapp.games.gunzi.ai.hard.sampling import sample_world
from gunapp.games.gunzi.ai.hard.setup_search import (
    RETURN_CANDIDATES,
    SetupSearch,
    away_candidates,
    six_candidates,
)
from gunapp.games.gunzi.ai.hard.world import PlayIds, World, tables_for
from gunapp.games.gunzi.ai.memory import Memory
from gunapp.games.gunzi.engine.actions import Action, Bury, BuryJokers, Play, ReturnTribute
from gunapp.games.gunzi.engine.trumps import FACE_BY_ID, TrumpContext, face_id
from gunapp.games.gunzi.engine.view import GunziView
from gunapp.review.contract import Effort
from gunapp.review.stats import Candidate, distinct_first

#: S at which the attackers win the hand (R21.4)
WIN_POINTS = 120


def _codes(ids: Sequence[int]) -> list[str]:
    out: list[str] = []
    for i in ids:
        c = FACE_BY_ID[i]
        assert c is not None
        out.append(c.code)
    return out


def play_candidates(
    view: GunziView, legal: Sequence[Action], made: Play, world: World, most: int, rng: random.Random
) -> list[PlayIds]:
    """The move made first, then the hard AI's informed move and its search candidates, distinct."""
    agent = HardAgent(0)
    base = agent._informed(view, legal, float("inf"))
    base_ids = tuple(face_id(c) for c in base.cards) if isinstance(base, Play) else ()
    made_ids = tuple(face_id(c) for c in made.cards)
    pool = agent._candidates(view, world, base_ids, rng) if base_ids else []
    return distinct_first(made_ids, pool, lambda p: tuple(sorted(p)), most)


def value_play(
    view: GunziView,
    legal: Sequence[Action],
    made: Play,
    effort: Effort,
    rng: random.Random,
    fixed: Sequence[PlayIds] | None = None,
) -> tuple[list[Candidate], bool, bool]:
    """The candidates with their per-deal samples, whether every deal was solved exactly, and whether the
    CPU-time cap cut the sampling short. ``fixed``: compare these plays (face ids) instead of the move made
    and the hard AI's candidates (the calibration bench prices a review's pick again)."""
    assert view.trump is not None and view.dealer is not None
    ctx = TrumpContext(view.level, view.trump)
    mem = Memory.from_view(view)
    tables = tables_for(ctx, view.options.followMode.value)
    me = view.seat
    attackers = me % 2 != view.dealer % 2
    exact = len(view.hand) <= EXACT_CARDS
    stop = time.thread_time() + effort.cpu_cap
    cands: list[Candidate] = []
    options: list[PlayIds] = []
    truncated = False
    for n in range(effort.worlds):
        if time.thread_time() >= stop:
            truncated = True
            break
        world = sample_world(view, mem, tables, rng)
        if n == 0:
            options = (
                list(fixed) if fixed else play_candidates(view, legal, made, world, effort.candidates, rng)
            )
            cands = [Candidate(_codes(p), "play") for p in options]
        playout_seed = rng.getrandbits(32)
        for cand, c in zip(options, cands, strict=True):
            w = world.copy()
            w.play(me, cand)
            if exact:
                # best play by both sides; the solver keeps no line, so no S or win beside the value
                u = solve(w, utility)
            else:
                playout(w, random.Random(playout_seed))
                u = utility(w)
                c.points.append(float(w.points))
                c.wins.append(float((w.points >= WIN_POINTS) == attackers))
            c.values.append(u if attackers else -u)
    return cands, exact and bool(cands and cands[0].values), truncated


class _Rows:
    """The scorer handed to ``SetupSearch``: keeps its per-deal rows and chooses nothing."""

    def __init__(self) -> None:
        self.rows: list[list[float]] = []

    def __call__(self, rows: list[list[float]]) -> int:
        self.rows = [list(r) for r in rows]
        return 0


def _search(effort: Effort) -> tuple[SetupSearch, _Rows]:
    rows = _Rows()
    # a stopped clock: the deals searched are ``effort.worlds``, whatever the machine's speed
    return SetupSearch(utility, effort.worlds, lambda: 0.0, rows), rows


def _fill(labels: list[tuple[list[str], str]], rows: list[list[float]]) -> list[Candidate]:
    cands = [Candidate(cards, label) for cards, label in labels]
    for row in rows:
        for c, v in zip(cands, row, strict=True):
            c.values.append(v)
    return cands


def value_setup(
    view: GunziView, legal: Sequence[Action], made: Action, effort: Effort, rng: random.Random
) -> list[Candidate]:
    """The six, the joker burial or the tribute return: the move made and the hard AI's candidates."""
    assert view.trump is not None
    ctx = TrumpContext(view.level, view.trump)
    search, rows = _search(effort)
    labels: list[tuple[list[str], str]]
    if isinstance(made, Bury):
        sixes = six_candidates(list(view.hand), ctx, made)  # the very list ``choose_six`` compares
        labels = [([c.code for c in six], "bury") for six in sixes]
        search.choose_six(view, made, rng, None)
    elif isinstance(made, ReturnTribute):
        assert view.selection is not None
        sel = view.selection
        backs = away_candidates(
            list(view.hand), sel.candidates, sel.count, ctx, made.cards, RETURN_CANDIDATES
        )
        labels = [([c.code for c in back], "return") for back in backs]
        search.choose_return(view, made, rng, None)
    else:
        actions = [made, *(a for a in legal if a != made)][: effort.candidates]
        labels = [_burial_label(a) for a in actions]
        search.choose_burial(view, actions, made, rng, None)
    return _fill(labels, rows.rows)


def _burial_label(action: Action) -> tuple[list[str], str]:
    if isinstance(action, BuryJokers):
        return [c.code for c in action.jokers], "bury_jokers:" + ",".join(c.code for c in action.picked)
    return [], "pass"


def cards_of(codes: Sequence[str]) -> list[Card]:
    return [Card.parse(c) for c in codes]
