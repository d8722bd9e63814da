"""The bottom (spec R13-R15): reveal and dry pot, the dealer's exchange, other players' joker burial.

IllegalAction codes raised here:

====================== ======= ==================================================================
code                   rule    meaning (params)
====================== ======= ==================================================================
not_in_hand            R14.1   the cards are not in the seat's hand (cards)
bury_count             R14.1   the dealer buries exactly six cards (count, played)
big_jokers_first       R14.3   an SJ may be buried only by a player left with no BJ (R15.3 too)
bury_jokers_not_jokers R15.3   only jokers, at least one, may be buried by the other players
bury_jokers_too_many   R15.3   more jokers than pickable bottom cards (max)
pick_count             R15.5   the picked cards must be as many as the buried jokers (count)
pick_not_lowest        R15.5   the picked cards must be the lowest pickable ones (expected, given only
                               while the bottom is face up)
pick_up_pending        R15.5   the burier has laid jokers and must now take cards up (jokers)
====================== ======= ==================================================================

R15.3-R15.5 and R27: a player who buries jokers lays them BEFORE the bottom is turned face up, so while the
bottom is hidden the offer is ``BuryJokers(seat, jokers)`` with ``picked`` left empty: it reveals nothing. The
engine then turns the bottom face up and takes the k lowest pickable cards itself; only if equal-strength
cards of different suits tie does it stop (``state.pickup_jokers`` set, event ``JokersLaid``) and offer the
pick-up as ``BuryJokers(seat, jokers, picked)`` for each tied choice. The record keeps one ``bury_jokers``
entry (``jokers``, ``picked``) written when the cards are taken; replaying it applies the full form at once.
"""

from __future__ import annotations

from collections import Counter
from itertools import combinations

from gunapp.core.cards import BIG_JOKER, SMALL_JOKER, Card, card_codes
from gunapp.core.errors import IllegalAction
from gunapp.games.gunzi.engine.actions import Bury, BuryJokers, Pass, canon
from gunapp.games.gunzi.engine.events import (
    BottomBuried,
    BottomRevealed,
    BottomTaken,
    BuryPassed,
    Event,
    JokersBuried,
    JokersLaid,
)
from gunapp.games.gunzi.engine.phase import Phase
from gunapp.games.gunzi.engine.rules import DryPotRule, OnOff
from gunapp.games.gunzi.engine.state_data import GunziData
from gunapp.games.gunzi.engine.trick import card_points
from gunapp.games.gunzi.engine.trumps import TrumpContext

BOTTOM_SIZE = 6


def is_dry_pot(bottom: tuple[Card, ...] | list[Card], ctx: TrumpContext, rule: DryPotRule) -> bool:
    """R13.2: (a) no card of suit T other than level cards (ANY_TRUMP: no trump other than level cards),
    or (b) all six are trumps."""
    if rule is DryPotRule.TRUMP_SUIT:
        plain = [c for c in bottom if c.suit is ctx.trump and c.rank != ctx.level]
    else:
        plain = [c for c in bottom if ctx.is_trump(c) and c.rank != ctx.level]
    return not plain or all(ctx.is_trump(c) for c in bottom)


def start(state: GunziData) -> list[Event]:
    """R13: reveal the bottom if T came from a declaration, test for a dry pot, then the exchange."""
    events: list[Event] = []
    if state.trump_source in ("reveal", "declare"):
        state.bottom_public = True
        state.dry_pot = is_dry_pot(state.bottom, state.ctx, state.options.dryPotRule)
        events.append(BottomRevealed(tuple(state.bottom), state.dry_pot))
        if state.dry_pot:
            return events + start_play(state)  # R13.3: no exchange, no burial
    dealer = state.dealer
    assert dealer is not None
    taken = tuple(state.bottom)
    state.hands[dealer].extend(taken)
    state.bottom = []
    state.phase = Phase.EXCHANGE
    events.append(BottomTaken(dealer, taken, state.bottom_public))
    return events


def _bj_first_ok(hand_after: list[Card], buried: tuple[Card, ...]) -> bool:
    """R14.3 / R15.3: burying an SJ requires holding no BJ afterwards."""
    return SMALL_JOKER not in buried or BIG_JOKER not in hand_after


def _check_in_hand(hand: list[Card], cards: tuple[Card, ...], rule: str) -> list[Card]:
    have = Counter(hand)
    need = Counter(cards)
    missing = [c.code for c, k in need.items() for _ in range(max(0, k - have.get(c, 0)))]
    if missing:
        raise IllegalAction("not_in_hand", {"cards": missing}, rule)
    rest = list(hand)
    for c in cards:
        rest.remove(c)
    return rest


def check_bury(state: GunziData, action: Bury) -> None:
    if len(action.cards) != BOTTOM_SIZE:
        raise IllegalAction("bury_count", {"count": BOTTOM_SIZE, "played": len(action.cards)}, "R14.1")
    rest = _check_in_hand(state.hands[action.seat], action.cards, "R14.1")
    if not _bj_first_ok(rest, action.cards):
        raise IllegalAction("big_jokers_first", {"cards": card_codes(action.cards)}, "R14.3")


def legal_bury(state: GunziData, seat: int) -> list[Bury]:
    """One suggested exchange (the six weakest non-point, non-joker cards); the choice is free (R14.1-R14.3)."""
    ctx = state.ctx
    hand = state.hands[seat]
    order = sorted(hand, key=lambda c: (c.is_joker, card_points(c) > 0, ctx.key(c), c.code))
    return [Bury(seat, tuple(order[:BOTTOM_SIZE]))]


def apply_bury(state: GunziData, action: Bury) -> list[Event]:
    hand = state.hands[action.seat]
    for c in action.cards:
        hand.remove(c)
    state.bottom = list(action.cards)
    face_up = any(c.is_joker for c in action.cards)  # R14.4
    state.bottom_public = face_up
    state.log({"seat": action.seat, "type": "bury", "cards": card_codes(action.cards)})
    events: list[Event] = [BottomBuried(action.seat, action.cards, face_up)]
    dealer = action.seat
    if state.options.othersMayBury is OnOff.ON:
        state.bury_order = [(dealer + 1) % 4, (dealer + 2) % 4, (dealer + 3) % 4]  # R15.1 (A12)
        if pickable(state.bottom):
            state.phase = Phase.BURY_JOKERS
            return events
    state.bury_order = []
    return events + start_play(state)


def pickable(bottom: list[Card]) -> list[Card]:
    """R15.2: bottom cards that are neither jokers nor point cards."""
    return [c for c in bottom if not c.is_joker and card_points(c) == 0]


def pick_choices(bottom: list[Card], k: int, ctx: TrumpContext) -> list[tuple[Card, ...]]:
    """R15.5: the distinct ways to take the ``k`` lowest pickable cards (non-trump before trump, then R5.3
    strength, non-trump by rank across suits; the player chooses among equal-strength faces)."""
    cards = sorted(pickable(bottom), key=ctx.key)
    if not 1 <= k <= len(cards):
        return []
    cut = ctx.key(cards[k - 1])
    fixed = tuple(c for c in cards if ctx.key(c) < cut)
    tied = [c for c in cards if ctx.key(c) == cut]
    return sorted({canon(fixed + combo) for combo in combinations(tied, k - len(fixed))}, key=card_codes)


def _joker_sets(hand: list[Card], max_k: int) -> list[tuple[Card, ...]]:
    """Joker multisets a player may bury (R15.3): 1..max_k jokers, big jokers first."""
    bj = sum(1 for c in hand if c == BIG_JOKER)
    sj = sum(1 for c in hand if c == SMALL_JOKER)
    out: list[tuple[Card, ...]] = []
    for b in range(bj + 1):
        for s in range(sj + 1):
            if 1 <= b + s <= max_k and (s == 0 or b == bj):
                out.append((BIG_JOKER,) * b + (SMALL_JOKER,) * s)
    return out


def legal_bury_jokers(state: GunziData, seat: int) -> list[BuryJokers | Pass]:
    """R15.3-R15.5: the joker sets ``seat`` may lay, or the pick-up among tied cards once they are laid.

    While the bottom is face down the offers carry no ``picked`` (R27: nothing of it before he commits)."""
    ctx = state.ctx
    laid = state.pickup_jokers
    if laid:  # R15.4 done: the bottom is face up, only the tie of R15.5 is left to choose
        return [BuryJokers(seat, laid, picked) for picked in pick_choices(state.bottom, len(laid), ctx)]
    out: list[BuryJokers | Pass] = []
    for jokers in _joker_sets(state.hands[seat], len(pickable(state.bottom))):
        if state.bottom_public:
            out.extend(
                BuryJokers(seat, jokers, picked) for picked in pick_choices(state.bottom, len(jokers), ctx)
            )
        else:
            out.append(BuryJokers(seat, jokers))
    out.append(Pass(seat))
    return out


def check_pass_bury(state: GunziData, action: Pass) -> None:
    if state.pickup_jokers:
        raise IllegalAction("pick_up_pending", {"jokers": card_codes(state.pickup_jokers)}, "R15.5")


def _check_picked(state: GunziData, picked: tuple[Card, ...], k: int) -> None:
    if len(picked) != k:
        raise IllegalAction("pick_count", {"count": k, "played": len(picked)}, "R15.5")
    choices = pick_choices(state.bottom, k, state.ctx)
    if picked not in choices:
        # a face-down bottom is not described, even to a player who guessed wrong (R27)
        expected = card_codes(choices[0]) if state.bottom_public and choices else []
        raise IllegalAction("pick_not_lowest", {"expected": expected}, "R15.5")


def check_bury_jokers(state: GunziData, action: BuryJokers) -> None:
    jokers = action.jokers
    if state.pickup_jokers:
        if jokers != state.pickup_jokers:
            raise IllegalAction("pick_up_pending", {"jokers": card_codes(state.pickup_jokers)}, "R15.5")
        _check_picked(state, action.picked, len(jokers))
        return
    if not jokers or any(not c.is_joker for c in jokers):
        raise IllegalAction("bury_jokers_not_jokers", {"cards": card_codes(jokers)}, "R15.3")
    rest = _check_in_hand(state.hands[action.seat], jokers, "R15.3")
    limit = len(pickable(state.bottom))
    if len(jokers) > limit:
        raise IllegalAction("bury_jokers_too_many", {"max": limit}, "R15.3")
    if not _bj_first_ok(rest, jokers):
        raise IllegalAction("big_jokers_first", {"cards": card_codes(jokers)}, "R15.3")
    if action.picked:  # the full form (a record's replay, or an offer made while the bottom was face up)
        _check_picked(state, action.picked, len(jokers))


def apply_bury_jokers(state: GunziData, action: BuryJokers) -> list[Event]:
    hand = state.hands[action.seat]
    events: list[Event] = []
    picked = action.picked
    if state.pickup_jokers:
        state.pickup_jokers = ()  # the jokers were laid already
    else:
        for c in action.jokers:
            hand.remove(c)
        state.bottom.extend(action.jokers)  # R15.3: laid first
        state.bottom_public = True  # R15.4: then the bottom is turned face up
        if not picked:
            choices = pick_choices(state.bottom, len(action.jokers), state.ctx)
            if len(choices) > 1:  # R15.5: equal-strength cards of different suits: the player chooses
                state.pickup_jokers = action.jokers
                return [JokersLaid(action.seat, action.jokers, tuple(state.bottom))]
            picked = choices[0]
    for c in picked:
        state.bottom.remove(c)
    hand.extend(picked)
    state.log(
        {
            "seat": action.seat,
            "type": "bury_jokers",
            "jokers": card_codes(action.jokers),
            "picked": card_codes(picked),
        }
    )
    events.append(JokersBuried(action.seat, action.jokers, picked, tuple(state.bottom)))
    return events + _next_burier(state)


def apply_pass_bury(state: GunziData, action: Pass) -> list[Event]:
    state.log({"seat": action.seat, "type": "pass_bury"})
    return [BuryPassed(action.seat), *_next_burier(state)]


def _next_burier(state: GunziData) -> list[Event]:
    state.bury_order.pop(0)
    if state.bury_order and pickable(state.bottom):
        return []
    state.bury_order = []  # R15.2: nothing left to pick: the remaining chances are skipped
    return start_play(state)


def start_play(state: GunziData) -> list[Event]:
    """R16.1: D leads the first trick."""
    assert state.dealer is not None
    state.phase = Phase.PLAY
    state.leader = state.dealer
    state.trick = []
    return []
