"""Call-and-grab rules (doudizhu.md sections 11-12): the test vectors of section 12 and the rules D11.1-D11.12,
3 and 4 players. Seats A, B, C are 0, 1, 2 (``make_deal``: dealer 2, marker 0, so A bids first and is the
first seat dealt to)."""

from __future__ import annotations

import pytest

from gunapp.core.errors import IllegalAction
from gunapp.games.doudizhu.engine.actions import Action, Bid, Call, Double, Grab, Pass, Play, Show
from gunapp.games.doudizhu.engine.events import (
    CallMade,
    DealEnded,
    DealStarted,
    DoubleMade,
    GrabMade,
    LandlordChosen,
    Redeal,
    ShowMade,
    ShowRoundStarted,
)
from gunapp.games.doudizhu.engine.presets import HAPPY
from gunapp.games.doudizhu.engine.rules import Options, Variant
from gunapp.games.doudizhu.engine.session import Session
from gunapp.games.doudizhu.engine.settle import settle
from gunapp.games.doudizhu.engine.state import Deal, Phase, sort_cards

from .helpers import cards_of, make_deal

V3, V4 = Variant.DDZ3, Variant.DDZ4
A, B, C = 0, 1, 2
#: the section-12 vectors' options
VECTOR = Options(bidding="grab", doubling="super", showHand=True, spring=True)
GRAB_ONLY = Options(bidding="grab")


def run(deal: Deal, actions: list[Action]) -> list[object]:
    events: list[object] = []
    for a in actions:
        events += deal.apply(a)
    return events


def no_shows(n: int = 3, first: int = 0) -> list[Action]:
    return [Show((first + k) % n, False) for k in range(n)]


@pytest.mark.parametrize(
    ("auction", "landlord", "grabs"),
    [
        # D11.3, D11.4, D11.5: A calls, B grabs, C does not, A grabs: A is landlord, g = 2
        ([Call(A, True), Grab(B, True), Grab(C, False), Grab(A, True)], A, 2),
        # D11.4: A calls, B and C do not: A is landlord at once, g = 0
        ([Call(A, True), Grab(B, False), Grab(C, False)], A, 0),
        # D11.3: A declines, B calls, C grabs, B grabs: B is landlord, g = 2; A (declined) is never asked
        ([Call(A, False), Call(B, True), Grab(C, True), Grab(B, True)], B, 2),
        # D11.4: the caller's last "no" leaves the landlord to the last grabber
        ([Call(A, True), Grab(B, True), Grab(C, True), Grab(A, False)], C, 2),
    ],
)
def test_d11_vectors_call_and_grab(auction: list[Action], landlord: int, grabs: int) -> None:
    """Section 12's vectors (D11.1-D11.5), with the options of the vectors (the show round first)."""
    deal = make_deal(V3, {}, options=VECTOR)
    events = run(deal, no_shows() + auction)
    chosen = [e for e in events if isinstance(e, LandlordChosen)]
    assert len(chosen) == 1
    assert (chosen[0].seat, chosen[0].grabs, chosen[0].base) == (landlord, grabs, 1)
    assert deal.landlord == landlord and deal.stake.grabs == grabs
    assert deal.stake.common == 2**grabs


def test_d11_3_a_decliner_is_never_asked_to_grab() -> None:
    """D11.3 [choice N7]: after A declined and B called, C is asked, then B's last turn; A never."""
    deal = make_deal(V3, {}, options=GRAB_ONLY)
    deal.apply(Call(A, False))
    deal.apply(Call(B, True))
    assert deal.to_act == C and deal.legal_actions(A) == []
    deal.apply(Grab(C, True))
    assert deal.to_act == B  # the caller's last turn (D11.4), not A
    with pytest.raises(IllegalAction):
        deal.apply(Grab(A, True))


def test_d11_3_seats_never_asked_to_call_may_grab() -> None:
    """D11.3: A calls at once; B and C were never asked to call and are asked to grab, from A's right."""
    deal = make_deal(V3, {}, options=GRAB_ONLY)
    deal.apply(Call(A, True))
    assert deal.to_act == B and deal.legal_actions(B) == [Grab(B, False), Grab(B, True)]
    deal.apply(Grab(B, False))
    assert deal.to_act == C


def test_d11_2_all_decline_redeals_by_the_same_dealer_with_a_new_show_round() -> None:
    """D11.2 (vector: A, B and C all decline: redeal by the same dealer); D11.9: the new deal has its own
    show round, and nothing shown carries over."""
    s = Session(V3, VECTOR, seed=4)
    dealer = s.dealer
    first = s.deal.starter
    events = []
    for k in range(3):
        events += s.apply(Show((first + k) % 3, k == 0))  # the first seat dealt to shows
    assert s.deal.talk.shows == {first: 4}
    bidder = s.deal.first_bidder
    for k in range(3):
        events += s.apply(Call((bidder + k) % 3, False))
    assert any(isinstance(e, Redeal) for e in events)
    assert isinstance(events[-1], ShowRoundStarted) and events[-1].dealer == dealer
    assert s.dealer == dealer and s.deal.phase is Phase.START_SHOW
    assert s.deal.talk.shows == {} and s.deal.stake.show == 1
    assert s.deal.deal_no == 1


def test_d11_9_show_round_before_the_deal_in_turn_from_the_dealers_right() -> None:
    """D11.9: before any card is dealt each seat in turn from the dealer's right (the first dealt to) chooses;
    the views hold no card yet; the DealStarted follows the last choice and names who shows."""
    s = Session(V4, HAPPY.options(), seed=2)
    deal = s.deal
    assert s.start_events() == [ShowRoundStarted(0, deal.dealer, deal.starter, 25)]
    assert deal.starter == (deal.dealer + 1) % 4
    order = []
    events: list[object] = []
    for _ in range(4):
        seat = s.to_act
        assert seat is not None
        order.append(seat)
        view = s.view(seat)
        assert view.phase == "start_show" and view.hand == () and set(view.hand_counts) == {0}
        events += s.apply(Show(seat, seat == deal.starter + 1))
    assert order == [(deal.starter + k) % 4 for k in range(4)]
    started = events[-1]
    assert isinstance(started, DealStarted) and started.shown == (deal.starter + 1,)
    shown_seat = deal.starter + 1
    for seat in range(4):  # D11.11: the shown hand is in every seat's view, as dealt
        view = s.view(seat)
        assert view.shown_hand(shown_seat) == tuple(sort_cards(deal.hands[shown_seat]))
        assert all(view.shown_hand(o) is None for o in range(4) if o != shown_seat)
    assert s.deal.stake.show == 4


def test_d11_10_d11_11_vector_start_show_and_landlord_show_give_s_4() -> None:
    """Vector: A started with the hand shown (×4) and the landlord B showed after the kitty (×2): s = 4; the
    landlord's shown hand, kitty included, is in every view from then on."""
    deal = make_deal(V3, {}, options=VECTOR)
    run(deal, [Show(A, True), Show(B, False), Show(C, False)])
    run(deal, [Call(A, False), Call(B, True), Grab(C, False)])
    assert deal.phase is Phase.LANDLORD_SHOW and deal.to_act == B
    events = deal.apply(Show(B, True))
    made = events[0]
    assert isinstance(made, ShowMade) and (made.stage, made.factor, made.stake.show) == ("landlord", 2, 4)
    assert len(made.cards) == 20
    for seat in (A, C):
        assert deal.view(seat).shown_hand(B) == made.cards
    assert deal.stake.show == 4 and deal.phase is Phase.DOUBLING


def test_d11_10_a_landlord_who_started_shown_is_not_asked_again() -> None:
    deal = make_deal(V3, {}, options=VECTOR)
    run(deal, [Show(A, True), Show(B, False), Show(C, False), Call(A, True), Grab(B, False), Grab(C, False)])
    assert deal.landlord == A and deal.phase is Phase.DOUBLING


def test_d11_7_doubling_order_peasants_from_the_landlords_right_then_the_landlord() -> None:
    """D11.7: 4 players, landlord seat 2: seats 3, 0, 1, then 2; super offers ×4, on does not."""
    deal = make_deal(V4, {}, dealer=3, options=Options(bidding="grab", doubling="on"))
    assert deal.first_bidder == 0
    run(deal, [Call(0, False), Call(1, False), Call(2, True), Grab(3, False)])
    assert deal.landlord == 2 and deal.phase is Phase.DOUBLING
    order = []
    while deal.phase is Phase.DOUBLING:
        seat = deal.to_act
        assert seat is not None
        assert deal.legal_actions(seat) == [Double(seat, 1), Double(seat, 2)]
        order.append(seat)
        deal.apply(Double(seat, 2))
    assert order == [3, 0, 1, 2]
    assert deal.phase is Phase.PLAYING and deal.to_act == 2  # D5.1: the landlord leads


def test_d11_7_a_factor_not_offered_is_illegal_and_changes_nothing() -> None:
    deal = make_deal(V3, {}, options=Options(bidding="grab", doubling="on"))
    run(deal, [Call(A, True), Grab(B, False), Grab(C, False)])
    with pytest.raises(IllegalAction) as exc:
        deal.apply(Double(B, 4))
    assert exc.value.code == "double_value" and exc.value.rule == "D11.7"
    assert deal.to_act == B and deal.talk.doubles == [1, 1, 1]


def test_d11_1_wrong_action_for_the_phase_is_illegal() -> None:
    deal = make_deal(V3, {}, options=GRAB_ONLY)
    for action in (Bid(A, 1), Grab(A, True), Double(A, 2), Show(A, True)):
        with pytest.raises(IllegalAction):
            deal.apply(action)
    points = make_deal(V3, {}, options=Options())
    with pytest.raises(IllegalAction):
        points.apply(Call(A, True))


def test_d11_12_vector_settlement_by_the_engine() -> None:
    """Vector: B landlord with g = 1, nobody showed, one bomb played, no spring; C doubles, A does not, B super
    doubles; B wins: A pays 16, C pays 32, B receives 48. With doublingCap 16: 16, 16, 32."""
    for cap, expected in ((None, (-16, 48, -32)), (16, (-16, 32, -16))):
        deal = make_deal(
            V3,
            {B: "4 3333 56789TJQKA 22", A: "S", C: "B 5"},
            kitty="2 66",
            options=VECTOR.model_copy(update={"doubling_cap": cap}),
        )
        run(deal, no_shows() + [Call(A, True), Grab(B, True), Grab(C, False), Grab(A, False)])
        assert (deal.landlord, deal.stake.grabs) == (B, 1)
        run(deal, [Show(B, False), Double(C, 2), Double(A, 1), Double(B, 4)])
        plays: list[Action] = [
            Play(B, cards_of(deal, B, "4")),
            Play(C, cards_of(deal, C, "5")),
            Pass(A),
            Play(B, cards_of(deal, B, "3333")),
            Pass(C),
            Pass(A),
            Play(B, cards_of(deal, B, "56789TJQKA")),
            Pass(C),
            Pass(A),
        ]
        run(deal, plays)
        end = deal.apply(Play(B, cards_of(deal, B, "222 66")))[-1]
        assert isinstance(end, DealEnded)
        r = end.result
        assert (r.grabs, r.show, r.doublings, r.spring) == (1, 1, 1, False)
        assert r.scores == expected
        lines = {p.seat: p for p in r.payments}
        assert (lines[A].double, lines[A].landlord_double, lines[A].uncapped) == (1, 4, 16)
        assert (lines[C].double, lines[C].uncapped, lines[C].capped) == (2, 32, cap is not None)


@pytest.mark.parametrize(
    ("doubles", "cap", "scores"),
    [
        ((1, 4, 2), None, (-16, 48, -32)),
        ((1, 4, 2), 16, (-16, 32, -16)),
        ((1, 1, 1), None, (-4, 8, -4)),
    ],
)
def test_d11_12_settlement_table(doubles: tuple[int, ...], cap: int | None, scores: tuple[int, ...]) -> None:
    """D11.12: base × 2^g × s × 2^m × spring × d(p) × d(L) per peasant, the cap last, per peasant."""
    options = Options(doublingCap=cap, doubling="super", bidding="grab")
    r = settle(3, B, 1, 1, True, 3, 4, options, grabs=1, show=1, doubles=doubles)
    assert r.scores == scores and sum(r.scores) == 0


def test_d11_12_spring_and_show_multiply_each_line() -> None:
    """D11.12 with spring (landlord wins, no peasant played) and s = 4, 4 players, landlord seat 3."""
    options = Options(spring=True, bidding="grab", showHand=True)
    r = settle(4, 3, 1, 0, True, 0, 2, options, grabs=2, show=4)
    assert r.spring and r.multiplier == 4 * 4 * 2
    assert r.scores == (-32, -32, -32, 96)


def test_default_options_keep_sections_1_to_8() -> None:
    """With every section-11 option at its default the deal starts with the bidding (no show round, no
    doubling) and the stake is the bid."""
    deal = make_deal(V3, {}, options=Options())
    assert deal.phase is Phase.BIDDING and deal.legal_actions(A)[0] == Bid(A, 0)
    run(deal, [Bid(A, 2), Bid(B, 0), Bid(C, 0)])
    assert deal.phase is Phase.PLAYING and deal.stake.base == 2 and deal.decisions == []
    assert Options().to_record() == {"kittyVisible": True, "spring": False, "doublingCap": None}


def test_events_carry_the_stake_ladder() -> None:
    """Every section-11 event carries the stake after it: each grab ×2, a show ×4, each double."""
    deal = make_deal(V3, {}, options=VECTOR)
    events = run(deal, [Show(A, True), Show(B, False), Show(C, False)])
    events += run(deal, [Call(A, True), Grab(B, True), Grab(C, True), Grab(A, True)])
    events += run(deal, [Double(B, 2), Double(C, 1), Double(A, 4)])
    ladder = [
        e.stake.multiplier_of(B) for e in events if isinstance(e, ShowMade | CallMade | GrabMade | DoubleMade)
    ]
    assert ladder == [4, 4, 4, 4, 8, 16, 32, 64, 64, 256]


@pytest.mark.parametrize("bad", [{"bidding": "auction"}, {"doubling": "triple"}, {"showHand": "maybe"}])
def test_options_are_validated(bad: dict[str, object]) -> None:
    with pytest.raises(ValueError):
        Options.model_validate(bad)


def test_a_numbered_deal_deals_the_same_cards_under_the_new_options() -> None:
    """A deal number fixes the cards, the marker and the dealer whatever the house rules; under showHand the
    numbered deal starts with its show round (D11.9), and a record of it checks its number."""
    from gunapp.core.record import parse_record
    from gunapp.games.doudizhu.engine.numbered import NumberedSession, ddz_deal
    from gunapp.games.doudizhu.engine.record_io import replay, session_record

    plain, happy = ddz_deal(V3, 576842874), ddz_deal(V3, 576842874, HAPPY.options())
    assert (plain.deck, plain.marker_index, plain.dealer) == (happy.deck, happy.marker_index, happy.dealer)
    assert happy.phase is Phase.START_SHOW and plain.phase is Phase.BIDDING
    s = NumberedSession(V3, HAPPY.options(), seed=1, first=576842874)
    for _ in range(3):
        seat = s.to_act
        assert seat is not None
        s.apply(Show(seat, False))
    rep = replay(parse_record(session_record(s).to_json()))
    assert rep.deals[0].number == 576842874  # type: ignore[attr-defined]
