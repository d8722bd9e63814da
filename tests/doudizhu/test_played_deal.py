"""A session keeps its finished deals packed (``PlayedDeal``, issue 29 item 2): the record, the scoreboard and
resuming read the same from them as from the live deal (D3.1 dealer rotation, D4.4 redeals, D8.3 totals),
and a long session no longer grows by every play of every deal."""

from __future__ import annotations

import gc
import random
import tracemalloc

import pytest

from gunapp.games.doudizhu.ai import RandomAgent
from gunapp.games.doudizhu.engine.actions import Bid, NextDeal
from gunapp.games.doudizhu.engine.played_deal import PlayedDeal
from gunapp.games.doudizhu.engine.record_io import hand_record, replay, resume_point, session_record
from gunapp.games.doudizhu.engine.rules import Variant
from gunapp.games.doudizhu.engine.session import Session
from gunapp.games.doudizhu.engine.state import Deal, Phase

from .helpers import make_deal


def play_deals(session: Session, deals: int, seed: int = 0) -> list[Deal]:
    """Play ``deals`` deals with random agents as the table model drives a session; the live deals, in order
    (redeals included)."""
    agent, rng = RandomAgent(), random.Random(seed)
    live = [session.deal]
    for n in range(deals):
        while (seat := session.to_act) is not None:
            session.apply(agent.choose(session.view(seat), session.legal_actions(seat), rng=rng))
            if session.deal is not live[-1]:
                live.append(session.deal)  # a redeal (D4.4) dealt again
        if n < deals - 1:
            session.apply(NextDeal())
            live.append(session.deal)
    return live


@pytest.mark.parametrize(("variant", "seed"), [(Variant.DDZ3, 1), (Variant.DDZ4, 19)])  # seeds with a redeal
def test_d3_1_d4_4_finished_deals_are_packed_and_read_as_the_live_ones(variant: Variant, seed: int) -> None:
    session = Session(variant, seed=3)
    live = play_deals(session, 12, seed)
    assert len(session.deals) == len(live) and session.deals[-1] is session.deal is live[-1]
    assert any(d.redeal for d in live)
    for packed, deal in zip(session.deals[:-1], live, strict=False):
        assert isinstance(packed, PlayedDeal)
        assert hand_record(packed) == hand_record(deal)
        assert packed.history == deal.history and packed.bids == deal.bids
        assert (packed.deck, packed.kitty, packed.marker) == (deal.deck, deal.kitty, deal.marker)
        assert (packed.result, packed.redeal, packed.phase, packed.deal_no) == (
            deal.result,
            deal.redeal,
            Phase.ENDED,
            deal.deal_no,
        )
    record = session_record(session)
    assert replay(record).totals == session.totals  # D8.3
    resumed, actions = resume_point(record)
    assert all(isinstance(d, PlayedDeal) for d in resumed.deals[:-1])
    assert [hand_record(d) for d in resumed.deals[:-1]] == record.hands[:-1]


@pytest.mark.parametrize("variant", [Variant.DDZ3, Variant.DDZ4])
def test_the_autosave_snapshot_keeps_no_finished_deal_and_is_the_record_when_taken(variant: Variant) -> None:
    """The codec's snapshot (the autosave's, ``core.match_record``) builds the finished deals' records with the
    record rather than keeping them (they cost ~23 KB / ~41 KB a deal as ``HandRecord``s), and the record is
    the session's at the time of the snapshot, play going on meanwhile (D8.3 totals in the results)."""
    from gunapp.core.record import SeatInfo
    from gunapp.games.doudizhu.engine.match_codec import CODEC

    session = Session(variant, seed=5)
    play_deals(session, 6)
    session.apply(NextDeal())
    seats = [SeatInfo(kind="ai", level="random") for _ in range(variant.players)]
    model = type("Model", (), {"engine": session, "seat_info": lambda self: seats})()
    cache: dict[int, object] = {}
    expected = session_record(session, seats)
    make = CODEC.snapshot(model, seats, cache)  # type: ignore[arg-type]
    play_deals(session, 2, seed=4)
    assert not cache
    assert make() == expected != session_record(session, seats)


def test_only_a_finished_deal_is_packed() -> None:
    deal = make_deal(Variant.DDZ3, {})
    with pytest.raises(ValueError):
        PlayedDeal(deal)
    deal.apply(Bid(0, 3))
    with pytest.raises(ValueError):
        PlayedDeal(deal)


@pytest.mark.parametrize("variant", [Variant.DDZ3, Variant.DDZ4])
def test_a_long_session_holds_little_per_finished_deal(variant: Variant) -> None:
    """Issue 29 item 2: a deal held whole cost ~14 KB (3 players) / ~21 KB (4 players) for the rest of the
    session; packed, well under 2 KB (the target: at most 5 MB from deal 50 to deal 500)."""
    session = Session(variant, seed=8)
    play_deals(session, 5)
    ours = [tracemalloc.Filter(True, "*/gunapp/*")]  # what the app's code allocated (no other thread's)
    gc.collect()
    tracemalloc.start()
    try:
        before = tracemalloc.take_snapshot().filter_traces(ours)
        session.apply(NextDeal())
        play_deals(session, 30, seed=1)
        gc.collect()
        after = tracemalloc.take_snapshot().filter_traces(ours)
    finally:
        tracemalloc.stop()
    grown = sum(stat.size_diff for stat in after.compare_to(before, "filename"))
    assert grown / 30 < 2000, f"{grown / 30:.0f} bytes a deal"
