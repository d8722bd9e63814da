"""Property tests over random whole games (hypothesis): cards conserved, every play legal (D6, D7), stake
arithmetic (D8.1, D8.2), session totals (D8.3)."""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from gunapp.core.cards import make_deck
from gunapp.games.doudizhu.engine.actions import Pass, Play
from gunapp.games.doudizhu.engine.combos import beats, classify
from gunapp.games.doudizhu.engine.events import CardsPlayed, DealEnded, RoundWon
from gunapp.games.doudizhu.engine.rules import Options, Variant, counts_of
from gunapp.games.doudizhu.engine.session import Session
from gunapp.games.doudizhu.engine.state import Phase


def play_session(variant: Variant, seed: int, options: Options, deals: int) -> Session:
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
            assert all(not deal.legal_actions(x) for x in range(n) if x != seat), (
                "only the seat to act may act"
            )
            actions = deal.legal_actions(seat)
            if deal.phase is Phase.PLAYING:
                table = deal.last if not deal.leading else None
                for a in actions:
                    if isinstance(a, Play):
                        combo = classify(counts_of(list(a.cards)), variant)
                        assert combo is not None and combo == a.reading
                        assert table is None or beats(combo, table)
                assert any(isinstance(a, Pass) for a in actions) == (not deal.leading)
            action = rng.choice(actions)
            totals_before = list(s.totals)
            events = s.apply(action)
            on_table = [c for p in deal.history for c in p.cards]
            assert (
                Counter(c for h in deal.hands for c in h)
                + Counter(on_table)
                + (Counter(deal.kitty) if deal.landlord < 0 else Counter())
                == full
            ), "cards conserved"
            for e in events:
                if isinstance(e, CardsPlayed):
                    assert e.multiplier == 2**deal.doublings
                if isinstance(e, RoundWon):
                    assert deal.turn == e.seat and deal.leading
                if isinstance(e, DealEnded):
                    r = e.result
                    stake = r.base * r.multiplier
                    assert sum(r.scores) == 0
                    assert r.scores[r.landlord] == (1 if r.winner == "landlord" else -1) * stake * (n - 1)
                    assert all(abs(x) == stake for i, x in enumerate(r.scores) if i != r.landlord)
                    expected = 2**r.doublings * (2 if r.spring else 1)
                    if options.doubling_cap is not None:
                        expected = min(expected, options.doubling_cap)
                    assert r.multiplier == expected
                    assert r.doublings == sum(
                        1 for p in deal.history if p.combo is not None and p.combo.doubles(variant)
                    )
                    assert not deal.hands[e.winner_seat]
                    assert list(e.totals) == [a + b for a, b in zip(totals_before, r.scores, strict=True)]
    return s


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**31), spring=st.booleans(), cap=st.sampled_from([None, 2, 8]))
def test_random_ddz3_games(seed: int, spring: bool, cap: int | None) -> None:
    play_session(Variant.DDZ3, seed, Options(spring=spring, doublingCap=cap), deals=2)


@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 2**31), spring=st.booleans())
def test_random_ddz4_games(seed: int, spring: bool) -> None:
    play_session(Variant.DDZ4, seed, Options(spring=spring), deals=1)
