"""Hands, cycles and the match (spec R24-R26): starting a deal, re-deals, applying a settlement."""

from __future__ import annotations

from gunapp.core.cards import card_codes
from gunapp.games.gunzi.engine.events import (
    CycleWon,
    Event,
    HandSettled,
    HandStarted,
    LevelsChanged,
    MatchOver,
    Redealt,
)
from gunapp.games.gunzi.engine.phase import Phase
from gunapp.games.gunzi.engine.settle import Settlement
from gunapp.games.gunzi.engine.state_data import GunziData


def start_deal(state: GunziData) -> list[Event]:
    """Begin a new deal (R8): shuffle, choose the starter, reset the hand's fields."""
    state.deal_no += 1
    deck, starter = state.new_deck()
    state.phase = Phase.DEAL
    state.deck = deck
    state.starter = starter
    state.dealt = 0
    state.hands = [[], [], [], []]
    state.bottom = list(deck[156:])
    state.bottom_public = False
    state.decl_seat = None
    state.decl_kind = None
    state.decl_rank = 0
    state.decl_cards = ()
    state.decl_suit = None
    state.reveal_pending = False
    state.trump = None
    state.trump_source = None
    state.window_turn = starter
    state.window_passes = 0
    state.shown = []
    state.payer = None
    state.tribute_owed = 0
    state.tribute_cards = ()
    state.returned_cards = ()
    state.riot_done = False
    state.original_bottom = tuple(deck[156:])
    state.dry_pot = False
    state.bury_order = []
    state.leader = 0
    state.trick = []
    state.trick_no = 0
    state.tricks = []
    state.captured = [0, 0]
    state.settlement = None
    state.forget_trump()
    if state.first_hand:
        state.dealer = None  # R24.3: R9 decides
    state.records.append(
        {
            "deck": card_codes(deck),
            "starter": starter,
            "dealer": state.dealer,
            "events": [],
            "result": {},
        }
    )
    return [
        HandStarted(
            state.deal_no,
            state.cycle_no,
            state.first_hand,
            state.dealer,
            starter,
            state.level,
            (state.levels[0], state.levels[1]),
            state.blood if not state.first_hand else 0,
        )  # fmt: skip
    ]


def redeal(state: GunziData, reason: str) -> list[Event]:
    """R9.4(b) / R11.2: collect everything and deal again (same dealer in a later hand, new starter in a first)."""
    state.record["result"] = {"redeal": True, "reason": reason}
    return [Redealt(reason), *start_deal(state)]


def finish_hand(state: GunziData, result: Settlement) -> list[Event]:
    """Apply a settlement to the match (R23-R26) and record the hand's result."""
    dealer = state.dealer
    assert dealer is not None
    events: list[Event] = []
    state.settlement = result
    state.hands_played += 1
    if result.levels_after != result.levels_before:
        events.append(LevelsChanged(result.levels_before, result.levels_after))
    state.levels = list(result.levels_after)
    events.append(
        HandSettled(
            result.score,
            result.trick_points,
            result.dig,
            result.outcome,
            dealer,
            result.levels_after,
            result.next_dealer,
            result.blood,
            result.joker_blood,
            result.cycle_winner,
        )  # fmt: skip
    )
    state.record["dealer"] = dealer
    state.record["result"] = {
        "points": result.score,
        "dig": result.dig,
        "outcome": result.outcome,
        "levels": list(result.levels_after),
        "next_dealer": result.next_dealer,
        "blood": result.blood,
        "trick_points": result.trick_points,
        "bottom": card_codes(state.bottom),
        "bottom_points": result.bottom_points,
        "trump": state.trump.value if state.trump else None,
        "level": state.level,
        "dry_pot": state.dry_pot,
        "cycle_winner": result.cycle_winner,
    }
    state.phase = Phase.HAND_OVER
    if result.cycle_winner is not None:
        state.cycles_won[result.cycle_winner] += 1
        events.append(
            CycleWon(result.cycle_winner, state.cycle_no, (state.cycles_won[0], state.cycles_won[1]))
        )
        if sum(state.cycles_won) >= state.options.cyclesPerMatch:
            a, b = state.cycles_won
            state.phase = Phase.MATCH_OVER
            events.append(MatchOver((a, b), 0 if a > b else 1 if b > a else None))
    return events


def next_hand(state: GunziData) -> list[Event]:
    """R24-R26: the next hand, with the next dealer and blood owed, or a new cycle's first hand."""
    result = state.settlement
    assert result is not None
    if result.cycle_winner is not None:
        state.cycle_no += 1
        state.levels = [3, 3]
        state.blood = 0  # R25.4
        state.dealer = None
        state.first_hand = True
    else:
        state.dealer = result.next_dealer
        state.blood = result.blood
        state.first_hand = False
    return start_deal(state)
