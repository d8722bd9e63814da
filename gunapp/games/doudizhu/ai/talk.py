"""The AI's section-11 decisions (明牌开始, 叫地主, 抢地主, the landlord's 明牌, 加倍): what one seat knows when
it decides (:class:`TalkSituation`, built from its own ``DealView`` only) and the rule of thumb the easy and
normal levels decide by (``rule_of_thumb``: hand-strength points, as their bids).

A decision's answer is an int: 1 / 0 for show, call and grab (yes / no), the factor (1, 2, 4) for a double.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from gunapp.games.doudizhu.ai.strength import hand_strength
from gunapp.games.doudizhu.engine.actions import Action, Call, Double, Grab, Show
from gunapp.games.doudizhu.engine.rules import Variant, counts_of
from gunapp.games.doudizhu.engine.stake import Stake
from gunapp.games.doudizhu.engine.view import (
    CALL,
    DOUBLE,
    GRAB,
    LANDLORD_SHOW,
    START_SHOW,
    DealView,
    Decision,
)


@dataclass(frozen=True, slots=True)
class TalkSituation:
    """One seat's knowledge at a section-11 decision: its hand (empty before the deal, D11.9), the shown
    hands (rank counts, None: not shown), the kitty if it knows it, the auction and the stake so far."""

    variant: Variant
    me: int
    #: ``START_SHOW``, ``CALL``, ``GRAB``, ``LANDLORD_SHOW`` or ``DOUBLE``
    kind: str
    hand: tuple[int, ...]
    landlord: int
    caller: int
    stake: Stake
    shown: tuple[tuple[int, ...] | None, ...]
    kitty: tuple[int, ...] | None
    talk: tuple[Decision, ...]
    #: the factors this double may choose (D11.7), () for the other decisions
    factors: tuple[int, ...] = ()

    @property
    def players(self) -> int:
        return len(self.shown)

    @property
    def is_landlord(self) -> bool:
        return self.me == self.landlord

    @property
    def final_grab(self) -> bool:
        """The caller's last turn (D11.4)."""
        return self.kind == GRAB and self.me == self.caller

    def peasant_doubles(self) -> list[int]:
        """The factors the peasants chose so far (the landlord's answer weighs them, 反加倍)."""
        return [d.value for d in self.talk if d.kind == DOUBLE and d.seat != self.landlord]


def kind_of(view: DealView, actions: Sequence[Action]) -> str:
    first = actions[0]
    if isinstance(first, Show):
        return START_SHOW if view.phase == "start_show" else LANDLORD_SHOW
    if isinstance(first, Call):
        return CALL
    if isinstance(first, Grab):
        return GRAB
    return DOUBLE


def talk_situation(view: DealView, actions: Sequence[Action]) -> TalkSituation:
    """The decision ``actions`` (all of one kind, from ``legal_actions``) ask for, as the view shows it."""
    return TalkSituation(
        variant=view.variant,
        me=view.seat,
        kind=kind_of(view, actions),
        hand=tuple(counts_of(list(view.hand))),
        landlord=view.landlord,
        caller=view.caller,
        stake=view.stake,
        shown=tuple(None if h is None else tuple(counts_of(list(h))) for h in view.shown),
        kitty=tuple(counts_of(list(view.kitty))) if view.kitty else None,
        talk=view.talk,
        factors=tuple(a.factor for a in actions if isinstance(a, Double)),
    )


def _yes(action: Action) -> bool | None:
    if isinstance(action, Show):
        return action.show
    if isinstance(action, Call):
        return action.call
    if isinstance(action, Grab):
        return action.grab
    return None


def action_for(actions: Sequence[Action], value: int) -> Action:
    """The action among ``actions`` that answers ``value`` (for a double the largest factor up to it; the
    first action when nothing fits)."""
    for a in actions:
        yes = _yes(a)
        if yes is not None and yes == bool(value):
            return a
    doubles = [a for a in actions if isinstance(a, Double) and a.factor <= max(value, 1)]
    if doubles:
        return max(doubles, key=lambda a: a.factor)
    return actions[0]


def is_talk(actions: Sequence[Action]) -> bool:
    """These legal actions ask for a section-11 decision."""
    return bool(actions) and isinstance(actions[0], Show | Call | Grab | Double)


def shown_strength(ts: TalkSituation, seat: int) -> float | None:
    """The hand-strength points of ``seat``'s shown hand, None when it is hidden."""
    hand = ts.shown[seat] if 0 <= seat < len(ts.shown) else None
    return None if hand is None else hand_strength(hand, ts.variant)


@dataclass(frozen=True, slots=True)
class Points:
    """Hand-strength points (``strength.hand_strength``) each decision asks for. Set from the spread of dealt
    hands (600 random deals: DDZ3's median hand is some 6 points, its top fifth over 10; DDZ4's, with twice the
    controls, 12 and 14.5): a call asks about a median hand, a grab a top-third one and each grab so far one
    point more (it doubles what the next risks), the landlord's show a hand that wins by itself (top 5 %),
    a peasant's double a top-fifth hand (it plays against the landlord's kitty-strengthened one)."""

    call: float
    grab: float
    grab_step: float
    show: float
    peasant_double: float
    peasant_super: float
    landlord_double: float
    landlord_super: float


POINTS: dict[Variant, Points] = {
    Variant.DDZ3: Points(6.0, 9.0, 1.0, 14.0, 10.0, 13.0, 12.0, 15.0),
    Variant.DDZ4: Points(12.0, 14.0, 1.0, 17.5, 14.5, 17.0, 16.0, 18.5),
}


def rule_of_thumb(ts: TalkSituation, noise: float = 0.0) -> int:
    """The easy and normal levels' answer: hand-strength points (plus ``noise``) against fixed thresholds.
    Never shows blind (D11.9: no card is dealt yet, so there is nothing to judge)."""
    if ts.kind == START_SHOW:
        return 0
    t = POINTS[ts.variant]
    points = hand_strength(ts.hand, ts.variant) + noise
    if ts.kind == CALL:
        return int(points >= t.call)
    if ts.kind == GRAB:
        return int(points >= t.grab + t.grab_step * ts.stake.grabs)
    if ts.kind == LANDLORD_SHOW:
        return int(points >= t.show and ts.stake.show < 2)
    if ts.is_landlord:
        # 反加倍: a peasant who doubled is confident, answer only with a clearly strong hand
        points -= 1.5 * sum(1 for d in ts.peasant_doubles() if d > 1)
        want = 4 if points >= t.landlord_super else 2 if points >= t.landlord_double else 1
    else:
        lord = shown_strength(ts, ts.landlord)
        if lord is not None:  # the landlord's hand is open: judge the peasants' chance by it
            points += (t.landlord_double - lord) * 0.5
        want = 4 if points >= t.peasant_super else 2 if points >= t.peasant_double else 1
    return max((f for f in ts.factors if f <= want), default=1)
