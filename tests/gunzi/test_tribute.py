"""Tribute, return and riot (gunzi spec R12; W8; A15-A18, A36)."""

from __future__ import annotations

from gunapp.core.cards import Suit
from gunapp.games.gunzi.engine.actions import PayTribute, ReturnTribute, Riot
from gunapp.games.gunzi.engine.events import RiotShown, TributePaid
from gunapp.games.gunzi.engine.phase import Phase
from gunapp.games.gunzi.engine.rules import GunziOptions
from gunapp.games.gunzi.engine.state import GunziState
from gunapp.games.gunzi.engine.tribute import eligible, tribute_choices
from gunapp.games.gunzi.engine.trumps import TrumpContext

from .helpers import assert_illegal, build_deck, cs, deal_all, later_hand, pass_window

L5C = TrumpContext(5, Suit.CLUBS)
W8_HAND = "BJ 5C 5D 2C 2H AC AH KS TS 3S 4D 6H 3D"


def codes(cards: tuple[object, ...]) -> list[str]:
    return sorted(c.code for c in cards)  # type: ignore[attr-defined]


def test_w8_tribute_choices_at_level_5() -> None:
    """W8 (R12.3, A16): jokers first, level 5s eligible at L=5, then 2s, then A of T, then plain A; K/10 never."""
    hand = cs(W8_HAND)
    expected = {
        3: "BJ 5C 5D",
        5: "BJ 5C 5D 2C 2H",
        6: "BJ 5C 5D 2C 2H AC",
        7: "BJ 5C 5D 2C 2H AC AH",
    }
    for n, want in expected.items():
        fixed, fills = tribute_choices(hand, n, L5C)
        assert len(fills) == 1
        assert codes(fixed + fills[0]) == sorted(want.split())


def test_w8_point_cards_never_and_level_7_excludes_fives() -> None:
    """A16: ♠K and ♠10 never; at L=7 the 5s are plain point cards and not eligible."""
    assert not eligible(cs("KS")[0], 5) and eligible(cs("TS")[0], 10) is not False
    assert eligible(cs("TS")[0], 10) and not eligible(cs("KS")[0], 10)
    fixed, fills = tribute_choices(cs(W8_HAND), 3, TrumpContext(7, Suit.CLUBS))
    assert "5C" not in codes(fixed + fills[0]) and "5D" not in codes(fixed + fills[0])


def test_r12_3_payer_chooses_among_tied_last_slots() -> None:
    """R12.3: the last slot ties between ♥A and ♦A (non-trump ranked by rank only): two legal choices."""
    fixed, fills = tribute_choices(cs("BJ AH AD 3S 4S"), 2, L5C)
    assert codes(fixed) == ["BJ"] and sorted(codes(f) for f in fills) == [["AD"], ["AH"]]


def test_a36_fewer_eligible_cards_than_owed() -> None:
    fixed, fills = tribute_choices(cs("KS KS TS 5H 3S"), 4, TrumpContext(7, Suit.CLUBS))
    assert codes(fixed + fills[0]) == ["3S"]


def tribute_state(
    blood: int = 2, options: GunziOptions | None = None, payer: str = "", dealer: str = ""
) -> GunziState:
    """Seat 0 deals (level 3); seat 3 = prev(D) pays. Nobody declares, so T comes from a draw (R11)."""
    deck = build_deck(
        {3: payer, 0: dealer},
        bottom="4S 6S 8S 9S JS QS",
        filler_first="BJ SJ 3S 3H 3C 3D 2S 2H 2C 2D",
        dump=1,
    )
    state = later_hand(deck, dealer=0, levels=(3, 3), blood=blood, options=options)
    deal_all(state)
    pass_window(state)
    return state


def test_r12_1_prev_of_dealer_pays_then_dealer_returns() -> None:
    """R12.1-R12.4: the dealer's 上家 pays his highest eligible cards; D returns as many of his choice."""
    state = tribute_state(payer="BJ 2H AH")
    assert state.phase is Phase.TRIBUTE and state.to_act == (3,) and state.trump is Suit.SPADES
    legal = state.legal_actions(3)
    assert legal == [PayTribute(3, tuple(cs("BJ 2H")))]
    assert_illegal(state, PayTribute(3, tuple(cs("BJ"))), "tribute_count", "R12.3")
    assert_illegal(state, PayTribute(3, tuple(cs("BJ AH"))), "tribute_not_highest", "R12.3")
    assert_illegal(state, PayTribute(3, tuple(cs("BJ BJ"))), "not_in_hand", "R12.3")
    assert_illegal(state, ReturnTribute(0, tuple(cs("4H 4H"))), "wrong_phase", "R7")
    events = state.apply(legal[0])
    assert TributePaid(3, 0, tuple(cs("2H BJ")), 2) in events  # cards in canonical order
    assert state.phase is Phase.RETURN and state.to_act == (0,) and len(state.hands[0]) == 41
    sel = state.selection(0)
    assert sel is not None and sel.count == 2
    give = tuple(state.hands[0][:1])
    assert_illegal(state, ReturnTribute(0, give), "return_count", "R12.4")
    assert_illegal(state, ReturnTribute(3, give * 2), "not_your_turn")
    state.apply(ReturnTribute(0, (cs("BJ")[0], state.hands[0][0])))  # any cards, even the tribute itself
    # R28: 39 each after the return; the dealer has since taken the 6 bottom cards (R14.1)
    assert [len(h) for h in state.hands] == [45, 39, 39, 39]
    assert state.phase is Phase.EXCHANGE  # no declaration: the bottom stays hidden (R13.1)


def test_option_returnRule_no_jokers() -> None:
    state = tribute_state(blood=1, payer="BJ", options=GunziOptions(returnRule="NO_JOKERS"))  # type: ignore[arg-type]
    state.apply(PayTribute(3, tuple(cs("BJ"))))
    assert_illegal(state, ReturnTribute(0, tuple(cs("BJ"))), "return_no_jokers", "R12.4")
    assert all(not c.is_joker for c in state.legal_actions(0)[0].cards)  # type: ignore[union-attr]
    default = tribute_state(blood=1, payer="BJ")
    default.apply(PayTribute(3, tuple(cs("BJ"))))
    default.check(ReturnTribute(0, tuple(cs("BJ"))))


def test_option_riot_on_cancels_tribute() -> None:
    """R12.5(a): the payer shows 3 BJ: no tribute, no return."""
    state = tribute_state(payer="BJ BJ BJ", options=GunziOptions(riot="ON"))  # type: ignore[arg-type]
    assert Riot(3, tuple(cs("BJ BJ BJ"))) in state.legal_actions(3)
    events = state.apply(Riot(3, tuple(cs("BJ BJ BJ"))))
    assert RiotShown(3, tuple(cs("BJ BJ BJ")), None) in events
    assert state.phase is Phase.EXCHANGE and len(state.hands[3]) == 39
    assert state.records[-1]["events"][-1] == {"seat": 3, "type": "riot", "cards": ["BJ", "BJ", "BJ"]}


def test_r12_5b_dealer_counters_sj_riot_with_three_bj() -> None:
    state = tribute_state(payer="SJ SJ SJ", dealer="BJ BJ BJ", options=GunziOptions(riot="ON"))  # type: ignore[arg-type]
    events = state.apply(Riot(3, tuple(cs("SJ SJ SJ"))))
    assert RiotShown(3, tuple(cs("SJ SJ SJ")), 0) in events
    assert state.phase is Phase.TRIBUTE  # the tribute goes ahead
    assert_illegal(state, Riot(3, tuple(cs("SJ SJ SJ"))), "riot_not_allowed", "R12.5")
    state.apply(state.legal_actions(3)[0])
    assert state.phase is Phase.RETURN


def test_option_riot_off_by_default() -> None:
    state = tribute_state(payer="BJ BJ BJ")
    assert not any(isinstance(a, Riot) for a in state.legal_actions(3))
    assert_illegal(state, Riot(3, tuple(cs("BJ BJ BJ"))), "riot_not_allowed", "R12.5")


def test_r12_1_no_tribute_without_blood() -> None:
    state = tribute_state(blood=0, payer="BJ")
    assert state.phase is Phase.EXCHANGE
