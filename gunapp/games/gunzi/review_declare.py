"""Valuing a declaration (R9, R10) or a pass during the deal from the seat's view only (issue 27).

A declaration is made while cards are still being dealt, so a sampled world is more than the other hands: the
other seats' cards so far AND the cards still to come, in an unknown order (``sample_unfinished_deal``; the
real rest of the deal is never read: the position holds the view and public facts only). What the seat knows
constrains them: a seat that showed cards declaring still holds them (R10.7), and in a first hand nobody has
a big joker yet while nobody has shown one (the agents show the first at once, R9.2; a seat that held one
would have shown it).

In each world every candidate is played from the same sampled deal: the candidate, then the rest of the deal
with the normal AI's declaration rule (``ai.declaring``) for the other seats, asked after each card they
receive as at the table, and for the seat itself at the moments that matter (a declaration it could not make
before becomes possible, the closing window: a pass means "not with what I hold now"); then the tribute and
its return, the bottom, the six and the joker burial by the normal AI (R12-R15), and the tricks by the hard
AI's playout policy, scored on the review's ``gunzi-points`` scale from the seat's side as the hand turned
out in that world. A first hand's reveal makes the revealer dealer (R9.2), so the side is the world's own and
differs between candidates: there the utility is centred on ``PAR`` (an average first hand is worth 0 to
either side) and no S is given (it would be the seat's in one world and the other
side's in the next).
Deals that end in a re-deal (R9.4(b), R11.2; a few in ten thousand) are dropped for every candidate.
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence
from typing import Any

from gunapp.core.cards import BIG_JOKER, Card, card_codes
from gunapp.games.gunzi.ai import runner
from gunapp.games.gunzi.ai.declaring import choose_declaration, declared_suit, suit_strength
from gunapp.games.gunzi.ai.hard.agent import utility
from gunapp.games.gunzi.ai.hard.policy import playout
from gunapp.games.gunzi.ai.hard.sampling import sample_unfinished_deal
from gunapp.games.gunzi.ai.hard.setup_search import joker_utility
from gunapp.games.gunzi.ai.hard.world import World, tables_for
from gunapp.games.gunzi.ai.normal_agent import NormalAgent
from gunapp.games.gunzi.engine.actions import Action, Declare, Pass
from gunapp.games.gunzi.engine.deal import RANK_BJ3, RANK_SJ3
from gunapp.games.gunzi.engine.phase import Phase
from gunapp.games.gunzi.engine.state import DEAL_CARDS, GunziState
from gunapp.games.gunzi.engine.trick import CARD_POINTS
from gunapp.games.gunzi.engine.trumps import FACE_BY_ID, FACE_ID_BOUND, face_id
from gunapp.games.gunzi.engine.view import GunziView
from gunapp.review.contract import Effort
from gunapp.review.stats import Candidate, distinct_first

#: one deal played out for one candidate: (value for the seat's side, the attackers' S, the seat's side won)
Outcome = tuple[float, float, float]
#: sampled deals per declaration: each plays the rest of the deal and the whole hand once per candidate
DECLARE_WORLDS = 128
#: S at which the attackers win the hand (R21.4)
WIN_POINTS = 120
#: a first hand's values are centred here: the attackers' mean utility over first hands as the review plays
#: them (3000 deals, the normal AI's reveal and setup, the hard AI's playouts: 174.7 +- 1.1, mean S 138), so
#: an average dealer's hand is worth 0 to either side and a reveal is judged by what this hand makes of it
PAR = 175.0


def public_facts(declared: Sequence[Declare], window_passes: int) -> dict[str, Any]:
    """What a position keeps beside the view (public, R27): every declaration of the hand so far (the view
    shows only the last; earlier ones are cards their seats still hold) and the passes since the window's
    last declaration (R8.4)."""
    return {
        "declared": [[d.seat, card_codes(d.cards)] for d in declared],
        "window_passes": window_passes,
    }


def candidates(view: GunziView, legal: Sequence[Action], made: Action, most: int) -> list[Action]:
    """The move made, passing, the normal AI's choice, then the declarations the normal AI's suit judgement
    likes best (fewer cards first)."""
    passing = next(a for a in legal if isinstance(a, Pass))
    decls = [a for a in legal if isinstance(a, Declare)]
    if not view.first_hand:
        decls.sort(
            key=lambda a: (
                -suit_strength(view.hand, declared_suit(a), view.level),
                a.cards[0].is_joker,
                len(a.cards),
            )
        )
    pool = [passing, choose_declaration(view, legal), *decls]
    return distinct_first(made, pool, lambda a: a, most)


def label(view: GunziView, action: Action) -> tuple[list[str], str]:
    """The cards shown and the machine word of a declaration: ``pass``, ``reveal`` (R9.2), ``declare``,
    ``overcall`` (R10.4), ``reinforce`` (R10.5: the suit that is already T); three jokers add the suit they
    name (``overcall:H``)."""
    if not isinstance(action, Declare):
        return [], "pass"
    cards = card_codes(action.cards)
    if view.first_hand:
        return cards, "reveal"
    suit = declared_suit(action)
    word = "declare" if view.declarer is None else "reinforce" if suit is view.trump else "overcall"
    if action.cards[0].is_joker:
        word += ":" + suit.value
    return cards, word


class _Waiting:
    """The reviewed seat after its decision: while dealing it declares (by the normal AI's rule) only when a
    declaration it could not make before becomes possible; in the window and after the deal, the normal AI."""

    name = "waiting"

    def __init__(self, agent: NormalAgent, seen: Sequence[Action]) -> None:
        self.agent = agent
        self.seen = {a for a in seen if isinstance(a, Declare)}

    def choose(
        self,
        view: GunziView,
        legal_actions: Sequence[Action],
        *,
        rng: random.Random,
        deadline: float | None = None,
    ) -> Action:
        if view.phase is Phase.DEAL:
            now = {a for a in legal_actions if isinstance(a, Declare)}
            new = now - self.seen
            self.seen = now
            if not new:
                return Pass(view.seat)
        return self.agent.choose(view, legal_actions, rng=rng)


def cards_from_counts(counts: Sequence[int]) -> list[Card]:
    """The cards of face counts (indexed by ``face_id``)."""
    out: list[Card] = []
    for i, k in enumerate(counts):
        face = FACE_BY_ID[i]
        if k and face is not None:
            out += [face] * k
    return out


def world_state(
    view: GunziView, hands: list[list[Card]], rest: Sequence[Card], window_passes: int, seed: int
) -> GunziState:
    """The match as it would stand at the view (while dealing, in the window or at the tribute) with these
    hands and this rest of the deal, the bottom last (only public facts beside them: the view's own fields).
    ``hands[view.seat]`` should be the view's hand."""
    state = GunziState(options=view.options, seed=seed)
    state.deal_no, state.cycle_no, state.first_hand = view.deal_no, view.cycle_no, view.first_hand
    state.levels, state.cycles_won = list(view.levels), list(view.cycles_won)
    state.dealer, state.blood, state.phase = view.dealer, view.blood, view.phase
    state.starter, state.dealt, state.hands = view.starter, view.dealt, hands
    # the dealt part of the deck in dealing order (R8.3), so the record and the deck agree
    taken = [0, 0, 0, 0]
    deck: list[Card] = []
    for i in range(view.dealt):
        seat = (view.starter + i) % 4
        deck.append(hands[seat][taken[seat]])
        taken[seat] += 1
    deck += rest
    state.deck = deck
    state.bottom = list(deck[DEAL_CARDS:])
    state.original_bottom = tuple(state.bottom)
    state.window_turn = view.to_act[0] if view.phase is Phase.WINDOW else view.starter
    state.window_passes = window_passes
    state.shown = list(view.shown)
    if view.declarer is not None:
        face = view.declaration[0]
        state.decl_seat, state.decl_cards, state.trump = view.declarer, view.declaration, view.trump
        if view.first_hand:
            state.decl_kind, state.decl_rank = "reveal", 1
            state.decl_suit = view.trump
            state.reveal_pending = view.trump is None
            state.trump_source = "reveal" if view.trump is not None else None
        elif face.is_joker:
            state.decl_kind, state.decl_suit = "jokers", view.trump
            state.decl_rank = RANK_BJ3 if face.is_big_joker else RANK_SJ3
        else:
            state.decl_kind, state.decl_suit, state.decl_rank = "level", face.suit, len(view.declaration)
    if view.phase is Phase.TRIBUTE:
        # the deal is over (R12.2): T is fixed, by a declaration or a draw from the bottom (R11)
        state.trump, state.trump_source = view.trump, "declare" if view.declarer is not None else "draw"
        state.payer, state.tribute_owed = view.payer, view.tribute_owed
    state.records = [
        {"deck": card_codes(deck), "starter": view.starter, "dealer": view.dealer, "events": [], "result": {}}
    ]
    return state


def _known(view: GunziView, info: dict[str, Any]) -> tuple[list[list[int]], set[int]]:
    """Face counts each other seat is known to hold (its declarations) and the faces nobody else holds yet."""
    known = [[0] * FACE_ID_BOUND for _ in range(4)]
    for seat, codes in info.get("declared", []):
        shown = [0] * FACE_ID_BOUND
        for code in codes:
            shown[face_id(Card.parse(code))] += 1
        known[seat] = [max(a, b) for a, b in zip(known[seat], shown, strict=True)]
    held_back = {face_id(BIG_JOKER)} if view.first_hand and view.declarer is None else set()
    return known, held_back


def _finish(state: GunziState, seat: int, playout_seed: int) -> Outcome | None:
    """(value for the seat's side, S, the side won) once the hand is played out; None after a re-deal."""
    if state.phase is not Phase.PLAY:
        return None
    assert state.dealer is not None
    counts = [[0] * FACE_ID_BOUND for _ in range(4)]
    for s, hand in enumerate(state.hands):
        for c in hand:
            counts[s][face_id(c)] += 1
    tables = tables_for(state.ctx, state.options.followMode.value)
    points = sum(CARD_POINTS.get(c.rank, 0) for c in state.bottom)
    w = World(tables, counts, [], state.leader, 0, state.dealer, points)
    playout(w, random.Random(playout_seed))
    u = joker_utility(utility, state.bottom)(w)
    if state.first_hand:
        u -= PAR  # the side was decided in this world: a value either side can be compared on
    attackers = seat % 2 != state.dealer % 2
    return (u if attackers else -u), float(w.points), float((w.points >= WIN_POINTS) == attackers)


#: the phases the normal AI plays through before the tricks (R8-R15)
_SETUP = frozenset((Phase.DEAL, Phase.WINDOW, Phase.TRIBUTE, Phase.RETURN, Phase.EXCHANGE, Phase.BURY_JOKERS))


def play_on(state: GunziState, seat: int, seen: Sequence[Action], seed: int) -> Outcome | None:
    """The rest of the hand from ``state`` (the seat's decision applied): the setup by the normal AI (the seat
    declaring only at the moments that matter, ``seen`` the declarations it could make at its decision), the
    tricks by the hard AI's playout; ``_finish``'s figures, None after a re-deal."""
    deal_no = state.deal_no
    normal = NormalAgent(seed)
    agents: list[runner.Agent] = [normal] * 4
    agents[seat] = _Waiting(normal, seen)
    rng = random.Random(seed)
    while state.phase in _SETUP:
        runner.step(state, agents, rng)
        if state.deal_no != deal_no:
            return None
    return _finish(state, seat, seed)


def _play_out(
    view: GunziView,
    legal: Sequence[Action],
    action: Action,
    hands: list[list[Card]],
    rest: Sequence[Card],
    window_passes: int,
    seed: int,
) -> Outcome | None:
    state = world_state(view, [h[:] for h in hands], rest, window_passes, seed)
    if isinstance(action, Declare) or state.phase is Phase.WINDOW:
        state.apply(action)  # a pass while dealing changes nothing
    return play_on(state, view.seat, legal, seed)


def value_declaration(
    view: GunziView,
    legal: Sequence[Action],
    made: Action,
    info: dict[str, Any],
    effort: Effort,
    rng: random.Random,
) -> tuple[list[Candidate], bool]:
    """The candidates with their per-deal samples (the move made first) and whether the CPU-time cap cut the
    sampling short."""
    actions = candidates(view, legal, made, effort.candidates)
    cands = [Candidate(*label(view, a)) for a in actions]
    known, held_back = _known(view, info)
    passes = int(info.get("window_passes", 0))
    stop = time.thread_time() + effort.cpu_cap
    for _ in range(min(effort.worlds, DECLARE_WORLDS)):
        if time.thread_time() >= stop:
            return cands, True
        counts, rest_ids = sample_unfinished_deal(view, known, held_back, rng)
        hands = [cards_from_counts(c) for c in counts]
        hands[view.seat] = list(view.hand)
        rest = _cards_of(rest_ids)
        seed = rng.getrandbits(32)
        rows = [_play_out(view, legal, a, hands, rest, passes, seed) for a in actions]
        # S is the attackers': in a first hand the candidates choose who they are
        keep(cands, rows, points=not view.first_hand)
    return cands, False


def keep(cands: Sequence[Candidate], rows: Sequence[Outcome | None], points: bool = True) -> None:
    """One deal's outcome of every candidate (``play_on``) added to its samples; a deal that ended in a re-deal
    for any candidate is dropped for all (each must see the same deals)."""
    if any(r is None for r in rows):
        return
    for c, r in zip(cands, rows, strict=True):
        assert r is not None
        c.values.append(r[0])
        c.wins.append(r[2])
        if points:
            c.points.append(r[1])


def _cards_of(ids: Sequence[int]) -> list[Card]:
    out: list[Card] = []
    for i in ids:
        face = FACE_BY_ID[i]
        assert face is not None
        out.append(face)
    return out


__all__ = [
    "DECLARE_WORLDS",
    "candidates",
    "cards_from_counts",
    "keep",
    "label",
    "play_on",
    "public_facts",
    "value_declaration",
    "world_state",
]
