"""``play.legal``'s table path (leads and follows to a single, selected in C from ``play_tables``) against the
straightforward enumerations ``follow.legal_leads`` / ``legal_follows`` (R16.2, R17.2, R18): same plays, same
order, same card order within each play, on random hands and leads, void or not, in both follow modes."""

from __future__ import annotations

import random

import pytest

from gunapp.core.cards import SUITS, make_deck
from gunapp.games.gunzi.ai import RandomAgent
from gunapp.games.gunzi.ai.runner import step
from gunapp.games.gunzi.engine import play
from gunapp.games.gunzi.engine.follow import legal_follows, legal_leads
from gunapp.games.gunzi.engine.phase import Phase
from gunapp.games.gunzi.engine.rules import FollowMode, GunziOptions
from gunapp.games.gunzi.engine.state import GunziState
from gunapp.games.gunzi.engine.trumps import LEVELS, TrumpContext

from .helpers import cs


def _state_in_play(seed: int, mode: FollowMode) -> GunziState:
    state = GunziState.new(GunziOptions(followMode=mode), seed)
    rng = random.Random(seed)
    while state.phase is not Phase.PLAY:
        step(state, [RandomAgent()] * 4, rng)
    return state


def _expected(state: GunziState, seat: int) -> list[tuple[int, tuple[object, ...]]]:
    hand = state.hands[seat]
    lead = play.lead_combo(state)
    mode = state.options.followMode.value
    lists = legal_leads(hand, state.ctx) if lead is None else legal_follows(hand, lead, state.ctx, mode)
    return [(seat, tuple(c)) for c in lists]


@pytest.mark.parametrize("mode", list(FollowMode))
def test_r16_r17_table_plays_equal_the_enumerations_on_random_hands(mode: FollowMode) -> None:
    """R16.2 leads and R17.2 / R18 follows of 1-3 cards, with hands of 1-39 cards, often void in the led suit,
    under every level and trump suit."""
    rng = random.Random(3 + (mode is FollowMode.DEAD))
    state = _state_in_play(5, mode)
    deck = make_deck(3)
    for _ in range(400):
        state._ctx = TrumpContext(rng.choice(LEVELS), rng.choice(SUITS))
        rng.shuffle(deck)
        seat = rng.randrange(4)
        size = rng.choice((1, 2, 3))
        hand = deck[: rng.randint(size, 39)]
        if rng.random() < 0.4:  # void in the led suit: drop every card of the lead's effective suit
            suit = state.ctx.eff_suit(deck[100])
            hand = [c for c in hand if state.ctx.eff_suit(c) != suit] or [deck[101]]
        state.hands[seat] = list(hand)
        leader = (seat - 1) % 4
        state.trick = [] if rng.random() < 0.3 else [(leader, (deck[100],) * size)]
        state.leader = seat if not state.trick else leader
        if len(hand) < size and state.trick:
            continue
        got = play.legal(state, seat)
        assert [(p.seat, p.cards) for p in got] == _expected(state, seat)
        # single-face plays are the shared objects (apply skips re-judging a listed one by identity)
        for p in got:
            if len(set(map(id, p.cards))) == 1:
                assert p is play._SAME_FACE[seat][len(p.cards)][id(p.cards[0])]


def test_r16_2_a_hand_made_hand_with_four_copies_leads_single_pair_triple() -> None:
    """R16.2: a lead is one to three identical cards, however many copies a (hand-made) hand holds."""
    state = _state_in_play(2, FollowMode.LIVE)
    state.trick = []
    (seat,) = state.to_act
    state.hands[seat] = cs("9C 9C 9C 9C 9C 4H")
    got = play.legal(state, seat)
    assert [(p.seat, p.cards) for p in got] == _expected(state, seat)
    assert sorted(len(p.cards) for p in got) == [1, 1, 2, 3]


def test_r17_2_void_multisets_keep_their_listing_order() -> None:
    """R17.2, void in the led suit of a triple: every multiset of three other cards, grouped by its two
    strongest faces (f, g): f f g, then f g g, then f g x for each weaker x. Seeded games pick plays by index,
    so the fast paths must keep this order exactly."""
    from gunapp.games.gunzi.engine.follow import _multisets

    a, b, c = cs("AS KS QS")
    assert _multisets([(a, 2), (b, 1), (c, 1)], 3) == [[a, a, b], [a, b, c], [a, a, c]]
    assert _multisets([(a, 3), (b, 2)], 3) == [[a, a, a], [a, a, b], [a, b, b]]
    assert _multisets([(a, 2), (b, 1), (c, 2)], 2) == [[a, a], [a, b], [a, c], [b, c], [c, c]]


def test_r17_2_long_multisets_equal_the_plain_ones() -> None:
    """The comprehension-built multisets of a void follower (R17.2) equal the plain loops', list for list."""
    from gunapp.core.cards import FACES
    from gunapp.games.gunzi.engine.follow import _multisets, _multisets_long

    rng = random.Random(17)
    for _ in range(60):
        faces = [(f, rng.randint(1, 3)) for f in rng.sample(FACES, rng.randint(1, 40))]
        for size in (2, 3):
            assert _multisets_long(faces, size) == _multisets(faces, size)


def test_r16_r17_a_deep_copy_of_a_state_lists_the_same_plays() -> None:
    """A search copies states: the copy's play tables keep the canonical plays, so it lists the same plays
    (R16.2, R17.2, including a void follower's shared pairs and triples) and applies them."""
    import copy

    state = _state_in_play(8, FollowMode.LIVE)
    rng = random.Random(8)
    agents = [RandomAgent()] * 4
    copies = 0
    while state.phase is Phase.PLAY:
        (seat,) = state.to_act
        twin = copy.deepcopy(state)
        assert [(p.seat, p.cards) for p in twin.legal_actions(seat)] == _expected(state, seat)
        twin.apply(twin.legal_actions(seat)[-1])
        copies += 1
        step(state, agents, rng)
    assert copies >= 100  # most of a hand
