"""Tricks (spec R16-R20) on top of ``follow`` and ``trick``; the last trick, the dig, then settlement.

Codes raised (through ``follow``): lead_size, not_in_hand, lead_not_identical, follow_count, must_follow_suit,
must_follow_pair, must_follow_triple, must_follow_pair_and_one (see ``follow.ERROR_CODES``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from gunapp.cards import card_codes
from gunapp.engine.gunzi import match as match_phase
from gunapp.engine.gunzi.actions import Play
from gunapp.engine.gunzi.combos import Combo
from gunapp.engine.gunzi.events import BottomDug, CardsPlayed, Event, TrickWon
from gunapp.engine.gunzi.follow import check_follow, check_lead, legal_follows, legal_leads
from gunapp.engine.gunzi.settle import HandFacts, settle, team_of
from gunapp.engine.gunzi.trick import trick_points, trick_winner

if TYPE_CHECKING:
    from gunapp.engine.gunzi.state import GunziState


def lead_combo(state: GunziState) -> Combo | None:
    if not state.trick:
        return None
    cards = state.trick[0][1]
    return Combo(cards[0], len(cards))


def legal(state: GunziState, seat: int) -> list[Play]:
    """Every legal play of ``seat`` now: every lead, or every follow (one per multiset)."""
    hand = state.hands[seat]
    lead = lead_combo(state)
    if lead is None:
        return [Play(seat, tuple(cards)) for cards in legal_leads(hand, state.ctx)]
    mode = state.options.followMode.value
    return [Play(seat, tuple(cards)) for cards in legal_follows(hand, lead, state.ctx, mode)]


def check(state: GunziState, action: Play) -> None:
    hand = state.hands[action.seat]
    lead = lead_combo(state)
    if lead is None:
        check_lead(hand, action.cards, state.ctx)
    else:
        check_follow(hand, lead, action.cards, state.ctx, state.options.followMode.value)


def apply_play(state: GunziState, action: Play) -> list[Event]:
    hand = state.hands[action.seat]
    for c in action.cards:
        hand.remove(c)
    lead = not state.trick
    state.trick.append((action.seat, action.cards))
    state.log({"seat": action.seat, "type": "play", "cards": card_codes(action.cards)})
    events: list[Event] = [CardsPlayed(action.seat, action.cards, state.trick_no, lead)]
    if len(state.trick) < 4:
        return events
    ctx = state.ctx
    winner = trick_winner(state.trick, ctx, state.options.followMode.value)
    points = trick_points(c for _, cards in state.trick for c in cards)
    state.captured[team_of(winner)] += points
    last = not state.hands[0]
    events.append(TrickWon(winner, points, state.trick_no, last))
    state.tricks.append(tuple(state.trick))
    state.trick = []
    state.trick_no += 1
    state.leader = winner
    if not last:
        return events
    return events + _end_of_hand(state, winner)


def _end_of_hand(state: GunziState, winner: int) -> list[Event]:
    """R20: the last trick decides dig or hold; then settle (R21-R25)."""
    dealer = state.dealer
    assert dealer is not None
    attackers = 1 - team_of(dealer)
    dig = team_of(winner) == attackers
    events: list[Event] = []
    state.bottom_public = True  # the bottom is shown once the hand is over, as at a real table
    if dig:
        events.append(BottomDug(winner, tuple(state.bottom), trick_points(state.bottom), 2))
    facts = HandFacts(
        dealer=dealer,
        levels=(state.levels[0], state.levels[1]),
        trick_points=state.captured[attackers],
        dig=dig,
        bottom=tuple(state.bottom),
        dry_pot=state.dry_pot,
    )
    result = settle(facts, state.options)
    return events + match_phase.finish_hand(state, result)
