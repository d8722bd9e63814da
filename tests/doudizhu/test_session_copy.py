"""A copy of a session shares its finished deals (D3.1: a played deal is never changed again) and owns the
current one: the replay viewer snapshots the session at every round, and copying thirty ddz4 deals' hands and
histories cost ~70 ms a snapshot."""

from __future__ import annotations

import copy
import random

from gunapp.games.doudizhu.engine.actions import NextDeal
from gunapp.games.doudizhu.engine.rules import Variant
from gunapp.games.doudizhu.engine.session import Session


def _play(session: Session, rng: random.Random, deals: int) -> None:
    while session.deal_count < deals:
        if session.to_act is None:
            session.apply(NextDeal())
            continue
        seat = session.to_act
        session.apply(rng.choice(session.legal_actions(seat)))


def test_a_copy_shares_played_deals_and_owns_the_current_one() -> None:
    for variant in (Variant.DDZ3, Variant.DDZ4):
        session = Session(variant, seed=4)
        rng = random.Random(4)
        _play(session, rng, 5)
        twin = copy.deepcopy(session)
        assert twin.deals is not session.deals
        assert all(a is b for a, b in zip(twin.deals[:-1], session.deals[:-1], strict=True))
        assert twin.deal is twin.deals[-1] and twin.deal is not session.deal
        history = list(session.deal.history)
        totals = list(session.totals)
        _play(twin, random.Random(9), 8)  # the copy plays on; the original stays where it was
        assert list(session.deal.history) == history and session.totals == totals
        assert session.deal_count == 5 and twin.deal_count == 8


def test_a_copy_plays_on_exactly_as_the_original() -> None:
    session = Session(Variant.DDZ3, seed=7)
    _play(session, random.Random(7), 3)
    twin = copy.deepcopy(session)
    _play(session, random.Random(1), 6)
    _play(twin, random.Random(1), 6)
    assert twin.totals == session.totals
    assert [d.history for d in twin.deals] == [d.history for d in session.deals]
