"""Property tests over random call-and-grab games (hypothesis, section 11): cards conserved through the show
round, the auction and the doubling round; only the seat to act may act; every settlement sums to zero and
each peasant's payment is the product of D11.12, worked out here again from the public decisions and plays;
a shown hand is in every seat's view (D11.11) and a seat sees nothing before the deal (D11.9)."""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from gunapp.core.cards import make_deck
from gunapp.games.doudizhu.engine.events import DealEnded
from gunapp.games.doudizhu.engine.rules import Options, Variant
from gunapp.games.doudizhu.engine.session import Session
from gunapp.games.doudizhu.engine.state import Deal, Phase, sort_cards
from gunapp.games.doudizhu.engine.view import DOUBLE, GRAB, LANDLORD_SHOW, START_SHOW

OPTIONS = st.builds(
    Options,
    bidding=st.sampled_from(["points", "grab"]),
    doubling=st.sampled_from(["off", "on", "super"]),
    showHand=st.booleans(),
    spring=st.booleans(),
    doublingCap=st.sampled_from([None, 4, 32]),
)


def expected_scores(deal: Deal, options: Options) -> tuple[int, ...]:
    """D11.12 from the public record alone: the decisions (grabs, shows, doubles) and the plays."""
    n = deal.players
    lord = deal.landlord
    grabs = sum(1 for d in deal.decisions if d.kind == GRAB and d.value)
    shows = [4 for d in deal.decisions if d.kind == START_SHOW and d.value]
    shows += [2 for d in deal.decisions if d.kind == LANDLORD_SHOW and d.value]
    s = max(shows, default=1)
    doubles = [1] * n
    for d in deal.decisions:
        if d.kind == DOUBLE:
            doubles[d.seat] = d.value
    m = sum(1 for p in deal.history if p.combo is not None and p.combo.doubles(deal.variant))
    won = deal.winner_seat == lord
    lord_plays = sum(1 for p in deal.history if p.seat == lord and p.combo is not None)
    peasant_plays = sum(1 for p in deal.history if p.seat != lord and p.combo is not None)
    spring = options.spring and (peasant_plays == 0 if won else lord_plays == 1)
    base = 1 if options.grab else deal.base
    scores = [0] * n
    for p in range(n):
        if p == lord:
            continue
        mult = 2**grabs * s * 2**m * (2 if spring else 1) * doubles[p] * doubles[lord]
        if options.doubling_cap is not None:
            mult = min(mult, options.doubling_cap)
        pay = base * mult * (1 if won else -1)
        scores[p] -= pay
        scores[lord] += pay
    return tuple(scores)


def play(variant: Variant, seed: int, options: Options, deals: int) -> None:
    s = Session(variant, options, seed=seed)
    rng = random.Random(seed)
    n = variant.players
    full = Counter(make_deck(variant.decks))
    for d in range(deals):
        if d:
            s.next_deal()
        while s.deal.phase is not Phase.ENDED:
            deal = s.deal
            seat = deal.to_act
            assert seat is not None
            assert all(not deal.legal_actions(x) for x in range(n) if x != seat), "only the seat to act acts"
            views = [s.view(x) for x in range(n)]
            if deal.phase is Phase.START_SHOW:  # D11.9: no card dealt yet
                assert all(v.hand == () and not any(v.hand_counts) for v in views)
            for x in deal.talk.shows:  # D11.11: a shown hand is in every view
                if deal.phase is not Phase.START_SHOW:
                    assert all(v.shown_hand(x) == tuple(sort_cards(deal.hands[x])) for v in views)
            for x in range(n):
                if x not in deal.talk.shows:
                    assert all(v.shown_hand(x) is None for v in views)
            events = s.apply(rng.choice(deal.legal_actions(seat)))
            on_table = [c for p in deal.history for c in p.cards]
            kitty = Counter(deal.kitty) if deal.landlord < 0 else Counter()
            assert Counter(c for h in deal.hands for c in h) + Counter(on_table) + kitty == full
            st_ = deal.stake
            assert st_.common == 2**st_.grabs * st_.show * 2**deal.doublings
            for e in events:
                if isinstance(e, DealEnded):
                    r = e.result
                    assert sum(r.scores) == 0
                    assert r.scores == expected_scores(deal, options)
                    assert tuple(p.amount for p in r.payments) == tuple(
                        -x for i, x in enumerate(r.scores) if i != r.landlord
                    )


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 2**31), options=OPTIONS)
def test_random_ddz3_call_and_grab_games(seed: int, options: Options) -> None:
    play(Variant.DDZ3, seed, options, deals=2)


@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 2**31), options=OPTIONS)
def test_random_ddz4_call_and_grab_games(seed: int, options: Options) -> None:
    play(Variant.DDZ4, seed, options, deals=1)
