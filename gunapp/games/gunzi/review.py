"""Gunzi's hand review (``GameSpec.review``, issue 27): the seat's declarations, tribute, plays, six, joker
burial and tribute return, valued by the hard AI's machinery (``review_eval``, ``review_declare``,
``review_tribute``) from the seat's view only.

Scale ``"gunzi-points"``: the hard AI's utility from the seat's side: the attackers' final score S (R21.1, the
dig included), +40 when S >= 120 (a level, R21.4), +20 for a dig (R20.2), and for the six and the burial the
levels (40) and blood (5) the jokers in the final bottom decide (R22, R23); positive is good for the seat.

Declarations (R9, R10; ``review_declare``): the decisions reviewed are every declaration the seat made (a first
hand's big joker, R9.2; a declaration, overcall or reinforcement, R10.2-R10.5), every pass in the closing
window while it could declare (R8.4), and the passes during the deal that matter: after a card the seat was
dealt, when it could now make a declaration it could not make before (the first card that makes one legal; a
second level card of a suit, a third joker; options back after an overcall) and it let the next card come. The
record holds no pass during the deal ("not now" is no action), so such a pass is placed just before the next
action, the table as the seat saw it. At most ``DEAL_WAITS`` of those a hand (the first ones: later ones
mostly repeat the same question with a card more), so a hand adds a handful of decisions, not one per card.
The tribute payment (R12.3) is reviewed when the payer had a choice (the last places tie between equal faces
of different suits, or a riot was allowed, R12.5; ``review_tribute``). A pass with nothing to declare and a
tribute with one way to pay are listed as skipped with the reason ``no_choice``.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Sequence
from typing import Any

from gunapp.games.gunzi.engine.actions import (
    TABLE,
    Action,
    Bury,
    BuryJokers,
    DealNext,
    Declare,
    Pass,
    PayTribute,
    Play,
    ReturnTribute,
    Riot,
)
from gunapp.games.gunzi.engine.phase import Phase
from gunapp.games.gunzi.engine.state import GunziState
from gunapp.games.gunzi.engine.view import GunziView
from gunapp.games.gunzi.review_declare import public_facts, value_declaration
from gunapp.games.gunzi.review_eval import value_play, value_setup
from gunapp.games.gunzi.review_tribute import value_tribute
from gunapp.review.contract import Effort, Position
from gunapp.review.model import (
    BURY,
    BURY_JOKERS,
    DECLARE,
    PLAY,
    TRIBUTE,
    TRIBUTE_RETURN,
    DecisionReview,
    Scale,
    Skipped,
)
from gunapp.review.stats import summarise

#: the default effort: a hand of some 40 decisions in about 30 s on two cores
EFFORT = Effort(worlds=160, candidates=5, cpu_cap=8.0)
#: the look-ahead before the first trick plays whole hands per deal and candidate: fewer deals
SETUP_WORLDS = 48
#: passes reviewed while dealing, at most (the first moments a new declaration became possible)
DEAL_WAITS = 3


def _kind(action: Any, phase: Phase) -> str | None:
    if isinstance(action, Play):
        return PLAY
    if isinstance(action, Bury):
        return BURY
    if isinstance(action, BuryJokers) or (isinstance(action, Pass) and phase is Phase.BURY_JOKERS):
        return BURY_JOKERS
    if isinstance(action, ReturnTribute):
        return TRIBUTE_RETURN
    if isinstance(action, PayTribute | Riot):
        return TRIBUTE
    if isinstance(action, Declare | Pass):
        return DECLARE
    return None


def _side(view: GunziView) -> dict[str, Any]:
    if view.dealer is None:
        return {}
    return {"side": "attackers" if view.seat % 2 != view.dealer % 2 else "defenders"}


class _Deal:
    """The deal as the walk goes (public facts and the seat's own declarations only): the hand's declarations
    so far, the window's passes since its last declaration (R8.4), and the declarations the seat could make
    when it last received a card (the moments a pass is reviewed at)."""

    def __init__(self) -> None:
        self.declared: list[Declare] = []
        self.window_passes = 0
        self.options: frozenset[Action] = frozenset()
        self.waits = 0

    def after(self, action: Any, phase: Phase) -> None:
        if isinstance(action, Declare):
            self.declared.append(action)
            self.window_passes = 0
        elif isinstance(action, Pass) and phase is Phase.WINDOW:
            self.window_passes += 1

    def seen(self, state: GunziState, seat: int) -> bool:
        """Whether ``seat`` may now make a declaration it could not make when last asked (the card just dealt
        to it); remembers what it may make."""
        now = frozenset(a for a in state.legal_actions(seat) if isinstance(a, Declare))
        new = bool(now - self.options)
        self.options = now
        return new


class GunziReviewer:
    scale: Scale = "gunzi-points"
    effort = EFFORT

    def positions(
        self, start: Any, actions: Sequence[Any], hand: int, seat: int
    ) -> tuple[list[Position], list[Skipped]]:
        state: GunziState = copy.deepcopy(start)
        out: list[Position] = []
        skipped: list[Skipped] = []
        deal = _Deal()
        for k, action in enumerate(actions):
            actor = getattr(action, "seat", TABLE)
            phase = state.phase
            if actor == seat:
                kind = _kind(action, phase)
                if kind == BURY_JOKERS and state.view(seat).bottom is None:
                    # a face-down bottom (R15.4): the seat would guess the cards it picks up, and the hard AI
                    # keeps the normal AI's habit there, no search to value the choice with
                    skipped.append(Skipped(hand=hand, seat=seat, index=k, kind=kind, reason="bottom_hidden"))
                elif kind in (PLAY, BURY_JOKERS):
                    legal = tuple(state.legal_actions(seat))
                    if len(legal) > 1:
                        view = state.view(seat)
                        leading = not view.trick if kind == PLAY else None
                        trick = view.trick_no + 1 if kind == PLAY else None
                        info = _side(view)
                        out.append(Position(hand, seat, k, kind, view, legal, action, trick, leading, info))
                elif kind in (BURY, TRIBUTE_RETURN):
                    # the choice is the seat's selection (R12.4, R14): listing every set is not needed
                    view = state.view(seat)
                    out.append(Position(hand, seat, k, kind, view, (), action, info=_side(view)))
                elif kind == DECLARE:
                    position = _declaring(state, hand, seat, k, action, deal)
                    if position is not None:
                        out.append(position)
                    else:
                        skipped.append(Skipped(hand=hand, seat=seat, index=k, kind=kind, reason="no_choice"))
                elif kind == TRIBUTE:
                    legal = tuple(state.legal_actions(seat))
                    if len(legal) > 1:  # tied cards of different suits (R12.3) or a riot (R12.5)
                        view = state.view(seat)
                        out.append(Position(hand, seat, k, kind, view, legal, action, info=_side(view)))
                    else:
                        skipped.append(Skipped(hand=hand, seat=seat, index=k, kind=kind, reason="no_choice"))
                else:
                    name = kind or type(action).__name__.lower()
                    skipped.append(Skipped(hand=hand, seat=seat, index=k, kind=name, reason="unknown_kind"))
            state.apply(action)
            deal.after(action, phase)
            if isinstance(action, Declare) and action.seat == seat:
                deal.seen(state, seat)  # what it may still add to its own call is not new
            if (
                isinstance(action, DealNext)
                and state.phase is Phase.DEAL
                and (state.starter + state.dealt - 1) % 4 == seat
                and deal.seen(state, seat)
                and k + 1 < len(actions)
                and getattr(actions[k + 1], "seat", TABLE) != seat
                and deal.waits < DEAL_WAITS
            ):
                # a new declaration became possible and the seat let the next card come: a pass, which the
                # record does not hold (during the deal "not now" is no action), reviewed before the next move
                waiting = _declaring(state, hand, seat, k + 1, Pass(seat), deal)
                if waiting is not None:
                    deal.waits += 1
                    out.append(waiting)
        return out, skipped

    def evaluate(self, position: Position, effort: Effort, seed: int) -> DecisionReview:
        rng = random.Random(seed)
        if position.kind == PLAY:
            cands, exact, truncated = value_play(position.view, position.legal, position.made, effort, rng)
            return summarise(position, cands, exact=exact, truncated=truncated)
        if position.kind == DECLARE:
            cands, truncated = value_declaration(
                position.view, position.legal, position.made, position.info, effort, rng
            )
            return summarise(position, cands, truncated=truncated)
        if position.kind == TRIBUTE:
            cands, truncated = value_tribute(position.view, position.legal, position.made, effort, rng)
            return summarise(position, cands, truncated=truncated)
        setup = Effort(min(effort.worlds, SETUP_WORLDS), effort.candidates, effort.cpu_cap)
        cands = value_setup(position.view, position.legal, position.made, setup, rng)
        return summarise(position, cands)


def _declaring(state: GunziState, hand: int, seat: int, k: int, made: Action, deal: _Deal) -> Position | None:
    """The seat's declaration or pass before action ``k``, if it had a choice."""
    legal = tuple(state.legal_actions(seat))
    if len(legal) < 2:
        return None
    view = state.view(seat)
    info = {**_side(view), **public_facts(deal.declared, deal.window_passes)}
    return Position(hand, seat, k, DECLARE, view, legal, made, info=info)


REVIEWER = GunziReviewer()
