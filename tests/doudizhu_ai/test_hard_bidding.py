"""The hard level's bids (D4): sampled playouts of the hand as the landlord, blind to hidden cards, within the
deadline, reproducible with a seed."""

from __future__ import annotations

import random

from gunapp.core.cards import make_deck
from gunapp.games.doudizhu.ai.hard.bidding import bid_for, sample_landlord_world
from gunapp.games.doudizhu.ai.hard.policy import HardPolicy
from gunapp.games.doudizhu.ai.levels import HardAgent
from gunapp.games.doudizhu.ai.strength import choose_bid
from gunapp.games.doudizhu.engine.actions import Bid
from gunapp.games.doudizhu.engine.rules import BLACK_JOKER, N_RANKS, RED_JOKER, TWO, Variant, max_copies
from gunapp.games.doudizhu.engine.state import Deal, Phase
from tests.fake_clock import FakeClock


def _hand(ranks: dict[int, int]) -> tuple[int, ...]:
    out = [0] * N_RANKS
    for r, k in ranks.items():
        out[r] = k
    return tuple(out)


#: 17 cards: the rocket, three 2s, a bomb of 3s, an ace-high straight: a hand every player bids 3 on
STRONG = _hand({BLACK_JOKER: 1, RED_JOKER: 1, TWO: 3, 0: 4, 7: 1, 8: 1, 9: 1, 10: 1, 11: 1, 4: 1, 5: 2})
#: 17 scattered low cards, no control: a hand nobody should take the kitty with
WEAK = _hand({0: 2, 1: 2, 2: 2, 3: 2, 4: 1, 5: 2, 6: 2, 7: 1, 8: 1, 9: 1, 10: 1})


def test_sampled_bidding_world_deals_every_unseen_card_once() -> None:
    """D3.3, D4.5: my hand plus the kitty at the landlord's seat (20 cards), 17 at each other seat, and every
    card of the deck exactly once over the table."""
    for variant in (Variant.DDZ3, Variant.DDZ4):
        rng = random.Random(3)
        deck = [r for r in range(N_RANKS) for _ in range(max_copies(variant, r))]
        rng.shuffle(deck)
        mine = [0] * N_RANKS
        for r in deck[: variant.hand_size]:
            mine[r] += 1
        hands = sample_landlord_world(tuple(mine), variant, rng)
        assert sum(hands[0]) == variant.hand_size + variant.kitty_size
        assert all(sum(h) == variant.hand_size for h in hands[1:])
        assert all(hands[0][r] >= mine[r] for r in range(N_RANKS))
        for r in range(N_RANKS):
            assert sum(h[r] for h in hands) == max_copies(variant, r)


def test_hard_bids_three_on_a_strong_hand_and_passes_a_weak_one() -> None:
    """D4.1: the rocket, three 2s and a bomb win most playouts as the landlord (bid 3); seventeen low cards
    lose most (pass)."""
    policy = HardPolicy(5, worlds=24, budget=60.0)
    assert policy.choose_bid(STRONG, Variant.DDZ3, 0) == 3
    assert policy.last_worlds == 24
    assert policy.choose_bid(WEAK, Variant.DDZ3, 0) == 0


def test_hard_bids_only_above_the_highest_bid() -> None:
    """D4.1: a bid must beat the highest so far; after a 3 the only choice is to pass."""
    policy = HardPolicy(5, worlds=8, budget=60.0)
    assert policy.choose_bid(STRONG, Variant.DDZ3, 3) == 0
    assert policy.last_worlds == 0  # nothing left to decide: no sampling
    for highest in (0, 1, 2):
        bid = policy.choose_bid(STRONG, Variant.DDZ3, highest)
        assert bid == 0 or bid > highest
    assert bid_for(0.59, 2) == 0 and bid_for(0.59, 1) == 2 and bid_for(0.7, 2) == 3


def test_hard_bid_past_its_deadline_is_the_rule_of_thumb() -> None:
    """Deadline kept: with no time left, no world is played and the normal level's bid comes back."""
    policy = HardPolicy(5, worlds=50, budget=10.0, clock=FakeClock(0.001))
    policy.deadline = 0.0
    assert policy.choose_bid(STRONG, Variant.DDZ3, 0) == choose_bid(STRONG, Variant.DDZ3, 0)
    assert policy.last_worlds == 0


def test_hard_bid_stops_at_its_budget() -> None:
    """A clock that moves one second a read and a 0.1 s budget (x1.5 for a bid): at most one world."""
    policy = HardPolicy(5, worlds=50, budget=0.1, clock=FakeClock(1.0))
    policy.choose_bid(STRONG, Variant.DDZ3, 0)
    assert policy.last_worlds <= 1


def test_hard_bid_is_reproducible_with_a_seed() -> None:
    hands = [STRONG, WEAK, _hand({0: 1, 3: 2, 6: 3, 9: 2, 11: 2, TWO: 2, BLACK_JOKER: 1, 12: 2, 1: 2})]
    for hand in hands:
        bids = {HardPolicy(9, worlds=12, budget=60.0).choose_bid(hand, Variant.DDZ3, 0) for _ in range(2)}
        assert len(bids) == 1


def test_hard_bid_is_blind_to_the_hidden_cards() -> None:
    """Two deals that differ only in cards the bidder cannot see (another seat's hand and the kitty) give the
    same bid with the same seed (D4: only my hand and the bids so far are known)."""
    checked = 0
    for seed in range(6):
        deck = make_deck(Variant.DDZ3.decks)
        random.Random(seed).shuffle(deck)
        a = Deal(Variant.DDZ3, deck, 0, 5)
        me = a.to_act
        assert me is not None and a.phase is Phase.BIDDING
        other_seat = (me + 1) % 3
        # swap one card of another seat's hand with one kitty card of a different rank
        size = Variant.DDZ3.hand_size
        i = next(k for k in range(3 * size) if (a.starter + k) % 3 == other_seat and k != a.marker_index)
        j = next(k for k in range(3 * size, len(deck)) if deck[k].rank != deck[i].rank)
        swapped = list(deck)
        swapped[i], swapped[j] = swapped[j], swapped[i]
        b = Deal(Variant.DDZ3, swapped, 0, 5)
        assert a.view(me) == b.view(me) and a.hands != b.hands
        choices = [
            HardAgent(HardPolicy(4, worlds=8, budget=60.0)).choose(
                d.view(me), d.legal_actions(me), rng=random.Random(0)
            )
            for d in (a, b)
        ]
        assert isinstance(choices[0], Bid) and choices[0] == choices[1]
        checked += 1
    assert checked == 6
