"""Tribute (喝血), its return and the riot option (spec R12; A15-A18, A36).

IllegalAction codes raised here:

================== ======= ======================================================================
code               rule    meaning (params)
================== ======= ======================================================================
not_in_hand        R12.3   the cards are not in the seat's hand (cards)
tribute_count      R12.3   the payer gives exactly min(N, eligible cards) cards (count, played)
tribute_not_highest R12.3  the cards are not his highest eligible ones (expected: one right choice)
riot_not_allowed   R12.5   riot is off, already shown, or the cards are not 3 identical jokers
return_count       R12.4   the dealer returns exactly as many cards as he received (count, played)
return_no_jokers   R12.4   with ``returnRule=NO_JOKERS`` jokers may not be returned
================== ======= ======================================================================
"""

from __future__ import annotations

from collections import Counter
from itertools import combinations

from gunapp.core.cards import BIG_JOKER, SMALL_JOKER, Card, card_codes
from gunapp.core.errors import IllegalAction
from gunapp.games.gunzi.engine import bottom as bottom_phase
from gunapp.games.gunzi.engine.actions import PayTribute, ReturnTribute, Riot, canon
from gunapp.games.gunzi.engine.events import Event, RiotShown, TributePaid, TributeReturned
from gunapp.games.gunzi.engine.phase import Phase, Selection
from gunapp.games.gunzi.engine.rules import OnOff, ReturnRule
from gunapp.games.gunzi.engine.state_data import GunziData
from gunapp.games.gunzi.engine.trick import card_points
from gunapp.games.gunzi.engine.trumps import TrumpContext


def eligible(card: Card, level: int) -> bool:
    """R12.3: every card except point cards; at L = 5 or 10 the level cards are eligible (A16). K never."""
    if card_points(card) == 0:
        return True
    return card.rank == level and level in (5, 10)


def tribute_choices(
    hand: list[Card], owed: int, ctx: TrumpContext
) -> tuple[tuple[Card, ...], list[tuple[Card, ...]]]:
    """R12.3: (the cards that must go, the distinct ways to fill the remaining tied slots).

    The payer gives his ``owed`` highest eligible cards (strength R5.3, non-trump by rank only; jokers first);
    when the last slots tie between equal-strength faces he chooses. Fewer eligible cards: all of them (A36).
    """
    cards = sorted((c for c in hand if eligible(c, ctx.level)), key=ctx.key, reverse=True)
    n = min(owed, len(cards))
    if n == 0:
        return (), [()]
    cut = ctx.key(cards[n - 1])
    fixed = tuple(c for c in cards if ctx.key(c) > cut)
    tied = [c for c in cards if ctx.key(c) == cut]
    need = n - len(fixed)
    fills = sorted({canon(combo) for combo in combinations(tied, need)}, key=card_codes)
    return fixed, fills


def start(state: GunziData) -> list[Event]:
    """R12.1: prev(D) owes ``blood`` cards to D; he acts now (pay, or riot when allowed)."""
    assert state.dealer is not None
    state.payer = (state.dealer + 3) % 4
    state.tribute_owed = state.blood
    state.phase = Phase.TRIBUTE
    return []


def legal(state: GunziData, seat: int) -> list[PayTribute | Riot]:
    fixed, fills = tribute_choices(state.hands[seat], state.tribute_owed, state.ctx)
    out: list[PayTribute | Riot] = [PayTribute(seat, fixed + fill) for fill in fills]
    for face in (BIG_JOKER, SMALL_JOKER):
        riot = Riot(seat, (face,) * 3)
        if _riot_problem(state, riot) is None:
            out.append(riot)
    return out


def check_pay(state: GunziData, action: PayTribute) -> None:
    hand = state.hands[action.seat]
    _check_in_hand(hand, action.cards, "R12.3")
    fixed, fills = tribute_choices(hand, state.tribute_owed, state.ctx)
    n = len(fixed) + len(fills[0])
    if len(action.cards) != n:
        raise IllegalAction("tribute_count", {"count": n, "played": len(action.cards)}, "R12.3")
    if action.cards not in {canon(fixed + f) for f in fills}:
        expected = card_codes(canon(fixed + fills[0]))
        raise IllegalAction("tribute_not_highest", {"expected": expected}, "R12.3")


def apply_pay(state: GunziData, action: PayTribute) -> list[Event]:
    dealer = state.dealer
    assert dealer is not None
    for c in action.cards:
        state.hands[action.seat].remove(c)
    state.hands[dealer].extend(action.cards)
    state.tribute_cards = action.cards
    state.log({"seat": action.seat, "type": "tribute", "cards": card_codes(action.cards)})
    events: list[Event] = [TributePaid(action.seat, dealer, action.cards, state.tribute_owed)]
    if action.cards:
        state.phase = Phase.RETURN
        return events
    return events + bottom_phase.start(state)


def _riot_problem(state: GunziData, action: Riot) -> str | None:
    if state.options.riot is OnOff.OFF or state.riot_done:
        return "off"
    cards = action.cards
    if len(cards) != 3 or not cards[0].is_joker or any(c != cards[0] for c in cards):
        return "shape"
    if sum(1 for c in state.hands[action.seat] if c == cards[0]) < 3:
        return "hand"
    return None


def check_riot(state: GunziData, action: Riot) -> None:
    problem = _riot_problem(state, action)
    if problem is not None:
        raise IllegalAction(
            "riot_not_allowed", {"reason": problem, "cards": card_codes(action.cards)}, "R12.5"
        )


def apply_riot(state: GunziData, action: Riot) -> list[Event]:
    """R12.5: the riot cancels tribute and return, unless D answers 3 SJ with 3 BJ (shown automatically,
    since receiving tribute is never worse for him)."""
    dealer = state.dealer
    assert dealer is not None
    state.riot_done = True
    countered: int | None = None
    if action.cards[0] == SMALL_JOKER and sum(1 for c in state.hands[dealer] if c == BIG_JOKER) >= 3:
        countered = dealer
    record: dict[str, object] = {"seat": action.seat, "type": "riot", "cards": card_codes(action.cards)}
    if countered is not None:
        record["countered_by"] = countered
    state.log(record)
    events: list[Event] = [RiotShown(action.seat, action.cards, countered)]
    if countered is not None:
        return events  # the tribute goes ahead (R12.5(b))
    state.tribute_owed = 0
    return events + bottom_phase.start(state)


def return_selection(state: GunziData) -> Selection:
    assert state.dealer is not None
    hand = state.hands[state.dealer]
    if state.options.returnRule is ReturnRule.NO_JOKERS:
        hand = [c for c in hand if not c.is_joker]
    return Selection("return", len(state.tribute_cards), tuple(hand))


def legal_returns(state: GunziData, seat: int) -> list[ReturnTribute]:
    """One suggested return (the weakest cards, avoiding points): the choice is free (R12.4); see
    ``GunziState.selection`` and ``check``."""
    sel = return_selection(state)
    ctx = state.ctx
    weakest = sorted(sel.candidates, key=lambda c: (card_points(c) > 0, ctx.key(c), c.code))
    return [ReturnTribute(seat, tuple(weakest[: sel.count]))]


def check_return(state: GunziData, action: ReturnTribute) -> None:
    hand = state.hands[action.seat]
    _check_in_hand(hand, action.cards, "R12.4")
    n = len(state.tribute_cards)
    if len(action.cards) != n:
        raise IllegalAction("return_count", {"count": n, "played": len(action.cards)}, "R12.4")
    if state.options.returnRule is ReturnRule.NO_JOKERS and any(c.is_joker for c in action.cards):
        raise IllegalAction("return_no_jokers", {"cards": card_codes(action.cards)}, "R12.4")


def apply_return(state: GunziData, action: ReturnTribute) -> list[Event]:
    assert state.payer is not None
    for c in action.cards:
        state.hands[action.seat].remove(c)
    state.hands[state.payer].extend(action.cards)
    state.returned_cards = action.cards
    state.log({"seat": action.seat, "type": "return", "cards": card_codes(action.cards)})
    events: list[Event] = [TributeReturned(action.seat, state.payer, len(action.cards), action.cards)]
    return events + bottom_phase.start(state)


def _check_in_hand(hand: list[Card], cards: tuple[Card, ...], rule: str) -> None:
    need = Counter(cards)
    have = Counter(hand)
    missing = [c.code for c, k in need.items() for _ in range(k - have.get(c, 0)) if k > have.get(c, 0)]
    if missing:
        raise IllegalAction("not_in_hand", {"cards": missing}, rule)
