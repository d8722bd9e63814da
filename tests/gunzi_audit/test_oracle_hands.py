"""Audit: whole hands through the public API against an independent oracle of the spec (R12, R15, R20-R26).

Random seeds, options and starting positions (dealer, levels, blood); the driver buries jokers often so the
joker rewards, E3/E4 and R15 are reached. Every settled hand is compared with ``driver.oracle``; the next
hand's dealer, level, blood and tribute payer are checked against R24-R26 and R12.1.
"""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from gunapp.core.cards import Card, make_deck
from gunapp.games.gunzi.engine import BuryJokers, GunziOptions, GunziState, NextHand, PayTribute, Phase
from gunapp.games.gunzi.engine.events import Event, HandStarted, TributePaid

from .driver import expected_from_events, later_state, pts, settled, step

OPTION_SETS: list[dict[str, object]] = [
    {},
    {"followMode": "DEAD", "riot": "ON"},
    {"levelScope": "SHARED", "jokerLevelBonus": "NONE", "takeover": "PREV"},
    {"dealerStays": "PARTNER", "tripleJokerRule": "ANY_THREE", "fullScoreRule": "ALL_RAW_POINTS"},
    {"mustPlayLevels": "{10}", "dryPotRule": "ANY_TRUMP", "minDeclareCards": 2},
    {"mustPlayLevels": "{3,6,8}", "returnRule": "NO_JOKERS", "othersMayBury": "OFF"},
]


def spec_key(card: Card, level: int, trump: object) -> int:
    """R5.4, written from the table (non-trump ranked by rank only across suits)."""
    if card.suit is None:
        return 800 if card.is_big_joker else 700
    if card.rank == level:
        return 600 if card.suit is trump else 500
    if card.rank == 2:
        return 400 if card.suit is trump else 300
    return (200 if card.suit is trump else 100) + card.rank


def check_tribute_choices(state: GunziState) -> None:
    """R12.1/R12.3 on every offered payment: prev(D) pays min(N, eligible) of his highest eligible cards."""
    dealer = state.dealer
    assert dealer is not None
    payer = state.to_act[0]
    assert payer == (dealer + 3) % 4
    level, trump = state.level, state.trump
    hand = state.hands[payer]

    def eligible(c: Card) -> bool:
        return c.rank not in (5, 10, 13) or (c.rank == level and level in (5, 10))

    elig = [c for c in hand if eligible(c)]
    n = min(state.blood, len(elig))
    pays = [a for a in state.legal_actions(payer) if isinstance(a, PayTribute)]
    assert pays, "the payer must be offered a payment"
    for pay in pays:
        assert len(pay.cards) == n
        assert all(eligible(c) for c in pay.cards)
        rest = Counter(elig)
        rest.subtract(Counter(pay.cards))
        assert min(rest.values(), default=0) >= 0
        low = min((spec_key(c, level, trump) for c in pay.cards), default=10**6)
        left = [c for c, k in rest.items() if k > 0]
        assert all(spec_key(c, level, trump) <= low for c in left), (pay.cards, left)


def check_burial_choices(state: GunziState) -> None:
    """R15.3/R15.5 on every offered burial: k <= pickable, BJ first, the k lowest pickable cards."""
    seat = state.to_act[0]
    assert state.dealer is not None and seat != state.dealer
    level, trump = state.level, state.trump
    bottom = list(state.bottom)
    pickable = [c for c in bottom if not c.is_joker and c.rank not in (5, 10, 13)]
    hand = state.hands[seat]
    for act in state.legal_actions(seat):
        if not isinstance(act, BuryJokers):
            continue
        k = len(act.jokers)
        if not state.bottom_public:  # R27: nothing of a face-down bottom before the jokers are laid (R15.4)
            assert act.picked == () and 1 <= k <= len(pickable)
            continue
        assert 1 <= k <= len(pickable) and len(act.picked) == k
        assert all(c.is_joker for c in act.jokers)
        left_bj = hand.count(Card(16)) - act.jokers.count(Card(16))
        if not state.pickup_jokers:  # (once laid, the jokers are no longer in the hand)
            assert Card(15) not in act.jokers or left_bj == 0  # R14.3 via R15.3
        keys = sorted(spec_key(c, level, trump) for c in pickable)
        assert sorted(spec_key(c, level, trump) for c in act.picked) == keys[:k]


def run_hand(state: GunziState, rng: random.Random) -> list[Event]:
    events: list[Event] = []
    while state.phase not in (Phase.HAND_OVER, Phase.MATCH_OVER):
        if state.phase is Phase.TRIBUTE:
            check_tribute_choices(state)
        if state.phase is Phase.BURY_JOKERS:
            check_burial_choices(state)
        events += step(state, rng, declare_p=0.01)
    return events


def check_match(state: GunziState, rng: random.Random, hands: int) -> None:
    for _ in range(hands):
        levels = (state.levels[0], state.levels[1])
        blood_owed = state.blood if not state.first_hand else 0
        events = run_hand(state, rng)
        paid = [e for e in events if isinstance(e, TributePaid)]
        if paid:  # R12.1: N = the blood carried from the last settlement, paid by prev(D) to D
            assert paid[0].owed == blood_owed and paid[0].receiver == state.dealer
            assert paid[0].payer == (paid[0].receiver + 3) % 4
        exp = expected_from_events(state, events, levels)
        got = settled(events)
        assert (got.score, got.dig, got.outcome) == (exp.score, exp.dig, exp.outcome), (got, exp)
        assert got.levels == exp.levels_after, (got, exp)
        assert (got.next_dealer, got.blood, got.cycle_winner) == (
            exp.next_dealer,
            exp.blood,
            exp.cycle_winner,
        )
        assert sum(state.captured) + pts(state.bottom) == 300
        if state.phase is Phase.MATCH_OVER:
            return
        started = [e for e in state.apply(NextHand()) if isinstance(e, HandStarted)][-1]
        if exp.cycle_winner is not None:  # R26.2: both teams at 3, no blood, a first hand
            assert started.first_hand and started.dealer is None and started.levels == (3, 3)
            assert state.blood == 0
        else:  # R24, R25.3, R4.3, R8.2
            assert not started.first_hand and started.dealer == exp.next_dealer
            assert started.levels == exp.levels_after
            assert started.level == exp.levels_after[exp.next_dealer % 2]  # type: ignore[operator]
            assert state.blood == exp.blood and started.starter == exp.next_dealer


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10**6), opts=st.sampled_from(OPTION_SETS))
def test_r21_r26_matches_from_a_first_hand_follow_the_oracle(seed: int, opts: dict[str, object]) -> None:
    options = GunziOptions.model_validate({**opts, "cyclesPerMatch": 99})
    state = GunziState.new(options, seed)
    check_match(state, random.Random(seed), hands=4)


@settings(max_examples=60, deadline=None)
@given(
    seed=st.integers(0, 10**6),
    opts=st.sampled_from(OPTION_SETS),
    dealer=st.integers(0, 3),
    levels=st.tuples(st.integers(3, 10), st.integers(3, 10)),
    blood=st.integers(0, 9),
)
def test_r12_r21_r26_later_hands_follow_the_oracle(
    seed: int, opts: dict[str, object], dealer: int, levels: tuple[int, int], blood: int
) -> None:
    options = GunziOptions.model_validate({**opts, "cyclesPerMatch": 99})
    if options.levelScope.value == "SHARED":
        levels = (levels[0], levels[0])
    deck = make_deck(3)
    random.Random(seed).shuffle(deck)
    state = later_state(tuple(deck), dealer, levels, blood, options, seed)
    check_match(state, random.Random(seed ^ 0x5EED), hands=3)
