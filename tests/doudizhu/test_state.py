"""The deal state machine: dealing and the marker (D3), bidding (D4, section 10 vectors), the kitty (D4.5),
play (D5), settlement (D8) and every IllegalAction code with the state unchanged."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from gunapp.core.errors import IllegalAction
from gunapp.games.doudizhu.engine import codes
from gunapp.games.doudizhu.engine.actions import Bid, NextDeal, Pass, Play
from gunapp.games.doudizhu.engine.combos import Kind
from gunapp.games.doudizhu.engine.events import (
    BidMade,
    CardsPlayed,
    DealEnded,
    LandlordChosen,
    Passed,
    RoundWon,
)
from gunapp.games.doudizhu.engine.rules import Options, Variant, rank_of
from gunapp.games.doudizhu.engine.session import Session
from gunapp.games.doudizhu.engine.state import Deal, Phase

from .helpers import cards_of, make_deal

V3, V4 = Variant.DDZ3, Variant.DDZ4


def snapshot(deal: Deal) -> dict[str, Any]:
    return copy.deepcopy(deal.__dict__)


def bid_all(deal: Deal, values: list[int]) -> None:
    for v in values:
        deal.apply(Bid(deal.bidding.turn, v))


def test_d3_2_d3_3_marker_seat_bids_first() -> None:
    deal = make_deal(V3, {}, dealer=2, marker_index=4)
    assert deal.starter == 0
    assert deal.first_bidder == 4 % 3  # deck[4] goes to seat (starter + 4) % 3
    assert deal.marker in deal.hands[deal.first_bidder]
    assert [len(h) for h in deal.hands] == [17, 17, 17] and len(deal.kitty) == 3
    deal4 = make_deal(V4, {}, dealer=0, marker_index=10)
    assert [len(h) for h in deal4.hands] == [25] * 4 and len(deal4.kitty) == 8
    assert deal4.first_bidder == (1 + 10) % 4


def test_section10_bidding_c_landlord_at_2() -> None:
    """A bids 1, B passes, C bids 2, A passes, B passes -> C is landlord at 2."""
    deal = make_deal(V3, {}, dealer=2, marker_index=0)  # seat 0 (A) bids first
    bid_all(deal, [1, 0, 2, 0])
    assert deal.phase is Phase.BIDDING
    events = deal.apply(Bid(1, 0))
    assert isinstance(events[-1], LandlordChosen)
    assert (deal.landlord, deal.base) == (2, 2)
    assert len(deal.hands[2]) == 20 and deal.turn == 2  # D4.5 kitty taken, D5.1 landlord leads


def test_section10_bidding_all_pass_redeals() -> None:
    deal = make_deal(V3, {}, dealer=2, marker_index=0)
    bid_all(deal, [0, 0, 0])
    assert deal.redeal and deal.phase is Phase.ENDED


def test_section10_bidding_3_ends_at_once() -> None:
    deal = make_deal(V3, {}, dealer=2, marker_index=0)
    bid_all(deal, [1, 3])
    assert (deal.landlord, deal.base, deal.phase) == (1, 3, Phase.PLAYING)


def test_d4_2_passed_player_may_bid_later_and_d4_3_ddz4_needs_three_passes() -> None:
    deal = make_deal(V4, {}, dealer=3, marker_index=0)
    bid_all(deal, [0, 1, 0, 0])  # seat 0 passed, seat 1 bid 1, seats 2 and 3 passed
    assert deal.phase is Phase.BIDDING
    bid_all(deal, [2])  # seat 0 bids after passing (D4.2)
    bid_all(deal, [0, 0])
    assert deal.phase is Phase.BIDDING
    bid_all(deal, [0])
    assert (deal.landlord, deal.base) == (0, 2)


def test_d4_4_redeal_by_same_dealer_and_d3_1_rotation() -> None:
    s = Session(V3, seed=5)
    dealer = s.dealer
    for _ in range(3):
        s.apply(Bid(s.deal.bidding.turn, 0))
    assert s.deal.deal_no == 1 and s.deal.dealer == dealer and s.deals[0].redeal
    s.apply(Bid(s.deal.bidding.turn, 3))
    while s.deal.phase is not Phase.ENDED:
        s.apply(s.legal_actions(s.deal.turn)[0])
    s.next_deal()
    assert s.deal.dealer == (dealer + 1) % 3


def test_d4_1_d5_2_to_act_is_the_bidder_then_the_player_then_nobody() -> None:
    """``to_act``: the seat in turn to bid (D4.1), then the seat to play (D5.2), None once the deal is
    over."""
    s = Session(V3, seed=5)
    deal = s.deal
    assert deal.to_act == deal.bidding.turn == deal.first_bidder == s.to_act
    deal.apply(Bid(deal.first_bidder, 3))
    assert deal.phase is Phase.PLAYING and deal.to_act == deal.turn == deal.landlord
    while deal.phase is not Phase.ENDED:
        seat = deal.to_act
        assert seat is not None and deal.legal_actions(seat)
        assert all(not deal.legal_actions(o) for o in range(3) if o != seat)
        deal.apply(deal.legal_actions(seat)[0])
    assert deal.to_act is None and s.to_act is None


def test_d3_1_next_deal_is_an_engine_action() -> None:
    """``NextDeal`` goes through ``Session.apply`` like a seat's action: refused while the deal runs (state
    unchanged), and after a played-out deal it deals the next one with the dealer passed on."""
    s = Session(V3, seed=8)
    dealer = s.dealer
    with pytest.raises(IllegalAction) as err:
        s.apply(NextDeal())
    assert err.value.code == codes.WRONG_PHASE and s.deal.deal_no == 0 and len(s.deals) == 1
    s.apply(Bid(s.deal.first_bidder, 3))
    while s.to_act is not None:
        s.apply(s.legal_actions(s.to_act)[0])
    events = s.apply(NextDeal())
    assert [e.type for e in events] == ["deal_started"]
    assert s.deal.deal_no == 1 and s.deal.dealer == (dealer + 1) % 3 and s.to_act == s.deal.first_bidder


def test_d4_5_kitty_visible_option() -> None:
    deal = make_deal(V3, {}, marker_index=0, options=Options(kittyVisible=False))
    events = deal.apply(Bid(0, 3))
    assert isinstance(events[-1], LandlordChosen) and events[-1].kitty is None
    assert deal.view(1).kitty is None and deal.view(0).kitty == deal.kitty
    shown = make_deal(V3, {}, marker_index=0)
    shown.apply(Bid(0, 3))
    assert shown.view(1).kitty == shown.kitty


def playing_deal(variant: Variant = V3, **hands: str) -> Deal:
    """Seat 0 is the landlord at base 1 and leads; hands by seat name s0, s1, ..."""
    spec = {int(k[1:]): v for k, v in hands.items()}
    deal = make_deal(variant, spec, marker_index=0)
    deal.apply(Bid(0, 1))
    for s in range(1, variant.players):
        deal.apply(Bid(s, 0))
    assert deal.landlord == 0
    return deal


def test_d5_round_passes_and_lead() -> None:
    deal = playing_deal(s0="3 4", s1="5", s2="6")
    deal.apply(Play(0, cards_of(deal, 0, "3")))
    deal.apply(Play(1, cards_of(deal, 1, "5")))
    assert deal.apply(Pass(2)) == [Passed(2)]
    events = deal.apply(Pass(0))
    assert events == [Passed(0), RoundWon(1)]
    assert deal.turn == 1 and deal.leading  # D5.3
    with pytest.raises(IllegalAction) as exc:
        deal.apply(Pass(1))
    assert exc.value.code == codes.MUST_LEAD


def illegal(deal: Deal, action: Any) -> IllegalAction:
    before = snapshot(deal)
    with pytest.raises(IllegalAction) as exc:
        deal.apply(action)
    assert snapshot(deal) == before, "state unchanged"
    assert exc.value.code in codes.ALL_CODES and exc.value.rule
    return exc.value


def test_every_illegal_action_code_leaves_state_unchanged() -> None:
    reached: set[str] = set()

    def check(deal: Deal, action: Any, code: str) -> IllegalAction:
        err = illegal(deal, action)
        assert err.code == code, (err.code, err.params)
        reached.add(code)
        return err

    bidding = make_deal(V3, {}, marker_index=0)
    check(bidding, Bid(1, 1), codes.NOT_YOUR_TURN)
    check(bidding, Bid(0, 4), codes.BID_VALUE)
    check(bidding, Play(0, tuple(bidding.hands[0][:1])), codes.WRONG_PHASE)
    bidding.apply(Bid(0, 2))
    assert check(bidding, Bid(1, 2), codes.BID_TOO_LOW).params == {"value": 2, "highest": 2}

    d = playing_deal(s0="333 444 555 S B 689T QQ", s1="2222 66", s2="7777 AAA")
    check(d, Bid(0, 3), codes.WRONG_PHASE)
    check(d, Play(0, ()), codes.EMPTY_PLAY)
    check(d, Play(0, cards_of(d, 1, "2222")), codes.CARDS_NOT_IN_HAND)
    check(d, Pass(0), codes.MUST_LEAD)
    check(d, Play(0, cards_of(d, 0, "34")), codes.NOT_A_COMBINATION)
    check(d, Play(0, cards_of(d, 0, "3456")), codes.SEQUENCE_TOO_SHORT)
    check(d, Play(0, cards_of(d, 0, "333 444 S B")), codes.JOKERS_AS_KICKERS)
    check(d, Play(0, cards_of(d, 0, "333 444 55")), codes.KICKERS_MUST_DIFFER)
    (pair,) = d.readings_for(0, cards_of(d, 0, "QQ"))
    check(d, Play(0, cards_of(d, 0, "333 4"), pair), codes.READING_MISMATCH)  # D6.4
    d.apply(Play(0, cards_of(d, 0, "333 4")))
    check(d, Play(0, cards_of(d, 0, "QQ")), codes.NOT_YOUR_TURN)
    check(d, Play(1, cards_of(d, 1, "66")), codes.WRONG_KIND)
    d.apply(Pass(1))
    check(d, Play(2, cards_of(d, 2, "AAA")), codes.WRONG_KIND)
    d.apply(Play(2, cards_of(d, 2, "7777")))
    check(d, Play(0, cards_of(d, 0, "555 6")), codes.WRONG_KIND)
    d.apply(Play(0, cards_of(d, 0, "S B")))
    check(d, Play(1, cards_of(d, 1, "2222")), codes.ROCKET_UNBEATABLE)

    seq = playing_deal(s0="34567 9TJQK 2", s1="TJQKA 8", s2="89TJQ")
    seq.apply(Play(0, cards_of(seq, 0, "34567")))
    check(seq, Play(1, cards_of(seq, 1, "8")), codes.WRONG_KIND)
    seq.apply(Pass(1))
    seq.apply(Pass(2))
    seq.apply(Play(0, cards_of(seq, 0, "9TJQK")))
    seq.apply(Play(1, cards_of(seq, 1, "TJQKA")))
    check(seq, Play(2, cards_of(seq, 2, "89TJQ")), codes.NOT_HIGHER)

    lengths = playing_deal(s0="345678", s1="456789 TJQKA")
    lengths.apply(Play(0, cards_of(lengths, 0, "345678")))
    check(lengths, Play(1, cards_of(lengths, 1, "TJQKA")), codes.WRONG_LENGTH)
    twos = playing_deal(s0="JQKA2")
    check(twos, Play(0, cards_of(twos, 0, "JQKA2")), codes.SEQUENCE_HAS_TWOS)

    d4 = playing_deal(V4, s0="3334 SB 77777", s1="8888", s2="55555")
    check(d4, Play(0, cards_of(d4, 0, "3334")), codes.KIND_NOT_IN_VARIANT)
    check(d4, Play(0, cards_of(d4, 0, "SB")), codes.MIXED_JOKER_PAIR)
    d4.apply(Play(0, cards_of(d4, 0, "77777")))
    check(d4, Play(1, cards_of(d4, 1, "8888")), codes.BOMB_TOO_SHORT)
    d4.apply(Pass(1))
    check(d4, Play(2, cards_of(d4, 2, "55555")), codes.NOT_HIGHER)

    done = playing_deal(s0="3")
    done.hands[0][:] = cards_of(done, 0, "3")
    done.counts[0] = [1] + [0] * 14
    done.apply(Play(0, tuple(done.hands[0])))
    check(done, Pass(1), codes.DEAL_OVER)
    assert reached == set(codes.ALL_CODES), set(codes.ALL_CODES) - reached


def test_illegal_params_name_the_rule() -> None:
    d = playing_deal(V4, s0="333 4")
    err = illegal(d, Play(0, cards_of(d, 0, "3334")))
    assert (err.code, err.params, err.rule) == (codes.KIND_NOT_IN_VARIANT, {"kind": "trio_single"}, "D6")


def finish(deal: Deal, seat: int, text: str) -> list[Any]:
    return deal.apply(Play(seat, cards_of(deal, seat, text)))


def rigged(variant: Variant, base: int, hands: dict[int, str], options: Options | None = None) -> Deal:
    deal = make_deal(variant, hands, marker_index=0, options=options)
    deal.apply(Bid(0, base))
    for s in range(1, variant.players):
        if base < 3:
            deal.apply(Bid(s, 0))
    return deal


def test_section10_ddz4_stake_8_and_d8_1_payments() -> None:
    """DDZ4: landlord bid 2, a 6-card bomb and a rocket played -> stake 2 x 4 = 8; 4- and 5-card bombs add
    nothing (D8.2). Landlord wins: each peasant pays 8 (D8.1)."""
    deal = rigged(V4, 2, {0: "333333 SSBB 4444 55555"})
    for text in ("4444", "55555", "333333", "SSBB"):
        deal.apply(Play(0, cards_of(deal, 0, text)))
        for s in (1, 2, 3):
            deal.apply(Pass(s))
    assert deal.doublings == 2
    rest = sorted(deal.hands[0], key=lambda c: c.rank)
    while deal.phase is not Phase.ENDED:
        move = deal.legal_moves(0)[0] if deal.turn == 0 else None
        if move is None:
            deal.apply(Pass(deal.turn))
        else:
            deal.apply(deal.play_for(0, move))
    assert rest  # the landlord went out with the rest of the hand
    result = deal.result
    assert result is not None and result.winner == "landlord"
    assert result.multiplier == 4 and result.base == 2
    assert result.scores == (24, -8, -8, -8)


def test_d8_1_peasants_win_and_spring_and_cap() -> None:
    """Peasants win: the landlord pays each peasant; with spring on, a landlord who played only the first lead
    pays double (反春, D8.4); the doubling cap applies last."""
    for options, mult in (
        (Options(), 4),
        (Options(spring=True), 8),
        (Options(spring=True, doublingCap=4), 4),
    ):
        deal = rigged(V3, 1, {0: "3333", 1: "44445", 2: "6"}, options)
        deal.hands[1][:] = list(cards_of(deal, 1, "44445"))
        deal.counts[1] = [0, 4, 1] + [0] * 12
        deal.apply(Play(0, cards_of(deal, 0, "3333")))
        deal.apply(Play(1, cards_of(deal, 1, "4444")))
        deal.apply(Pass(2))
        deal.apply(Pass(0))
        events = deal.apply(Play(1, cards_of(deal, 1, "5")))
        assert isinstance(events[-1], DealEnded)
        result = deal.result
        assert result is not None and result.winner == "peasants"
        assert result.multiplier == mult, options
        assert result.doublings == 2  # two bombs (D8.2)
        assert result.scores == (-2 * mult, mult, mult)


def test_d8_4_spring_landlord_wins_without_peasant_cards() -> None:
    deal = rigged(V3, 3, {0: "33"}, Options(spring=True))
    deal.hands[0][:] = list(cards_of(deal, 0, "33"))
    deal.counts[0] = [2] + [0] * 14
    events = deal.apply(Play(0, tuple(deal.hands[0])))
    assert isinstance(events[0], CardsPlayed) and events[0].combo.kind is Kind.PAIR
    result = deal.result
    assert result is not None and result.spring and result.multiplier == 2
    assert result.scores == (12, -6, -6)


def test_events_of_a_bid_and_view_hides_other_hands() -> None:
    deal = make_deal(V3, {}, marker_index=0)
    assert deal.apply(Bid(0, 1)) == [BidMade(0, 1)]
    view = deal.view(1)
    assert [rank_of(c) for c in view.hand] == sorted(rank_of(c) for c in view.hand)
    assert view.hand_counts == (17, 17, 17) and view.turn == 1 and view.bids == ((0, 1),)
    assert set(view.hand) <= set(deal.hands[1])
