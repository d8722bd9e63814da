"""Dealing and declaring (gunzi spec R8-R11): W2, W9, the closing window, reveals, flips, draws, re-deals."""

from __future__ import annotations

from gunapp.core.cards import BIG_JOKER, SMALL_JOKER, Card, Suit
from gunapp.games.gunzi.engine.actions import DealNext, Declare, Pass, Play
from gunapp.games.gunzi.engine.events import BottomDrawn, BottomFlipped, BottomRevealed, Redealt, TrumpFixed
from gunapp.games.gunzi.engine.phase import Phase
from gunapp.games.gunzi.engine.rules import GunziOptions
from gunapp.games.gunzi.engine.state import GunziState

from .helpers import assert_illegal, build_deck, cs, deal_all, deal_to, first_hand, later_hand, pass_window

H7, S7, D7 = Card(7, Suit.HEARTS), Card(7, Suit.SPADES), Card(7, Suit.DIAMONDS)
AVOID = "BJ SJ 7S 7H 7C 7D"


def w2_state(options: GunziOptions | None = None) -> GunziState:
    deck = build_deck(
        {0: "SJ SJ SJ", 1: "7H 7H 7H", 2: "7S 7S BJ BJ BJ", 3: "7D 7D"}, filler_first=AVOID, starter=0
    )
    state = later_hand(deck, dealer=0, levels=(7, 3), options=options)
    deal_to(state, 40)
    return state


def test_w2_declarations_and_overcalls_in_a_later_hand() -> None:
    """W2 (R10.2-R10.4, R10.7): 1 < 2 < 3 level cards < 3 SJ < 3 BJ; equal counts never overcall."""
    state = w2_state()
    assert state.phase is Phase.DEAL
    state.apply(Declare(1, (H7,)))
    assert state.trump is Suit.HEARTS
    state.apply(Declare(2, (S7, S7)))
    assert state.trump is Suit.SPADES
    assert_illegal(state, Declare(3, (D7, D7)), "declare_not_higher", "R10.4")
    state.apply(Declare(1, (H7, H7, H7)))
    assert state.trump is Suit.HEARTS
    state.apply(Declare(0, (SMALL_JOKER,) * 3, Suit.CLUBS))
    assert state.trump is Suit.CLUBS
    state.apply(Declare(2, (BIG_JOKER,) * 3, Suit.DIAMONDS))
    assert state.trump is Suit.DIAMONDS
    # final: nothing outranks 3 BJ, so nobody has a declaration left and the window is not held
    assert all(not state.may_declare(s) for s in range(4))
    deal_all(state)
    assert state.phase in (Phase.EXCHANGE, Phase.PLAY)  # PLAY if the revealed bottom is a dry pot
    assert state.trump_source == "declare" and state.dealer == 0  # R10.1: declaring never changes D


def test_w2_declarations_are_recorded_with_at() -> None:
    """gunapp-record/1: a declaration records the full set shown and ``at`` = cards dealt so far."""
    state = w2_state()
    state.apply(Declare(1, (H7,)))
    state.apply(Declare(1, (H7, H7)))
    events = state.records[-1]["events"]
    assert events[-1] == {"seat": 1, "type": "declare", "cards": ["7H", "7H"], "at": 40}


def test_w2_reinforcing_keeps_the_suit() -> None:
    """W2 extra / R10.5: P2 shows ♠7 then adds ♠7: T stays ♠, count 2."""
    state = w2_state()
    state.apply(Declare(2, (S7,)))
    state.apply(Declare(2, (S7, S7)))
    assert (state.trump, state.decl_rank) == (Suit.SPADES, 2)
    assert_illegal(state, Declare(1, (H7, H7)), "declare_not_higher")


def test_option_minDeclareCards_2_forbids_a_single_level_card() -> None:
    """R10.2 / A9: with minDeclareCards=2 a single level card is not a declaration."""
    state = w2_state(GunziOptions(minDeclareCards=2))
    assert Declare(1, (H7,)) not in state.legal_actions(1)
    assert Declare(1, (H7, H7)) in state.legal_actions(1)
    assert_illegal(state, Declare(1, (H7,)), "declare_too_few", "R10.2")
    default = w2_state()
    assert Declare(1, (H7,)) in default.legal_actions(1)


def test_w2_first_hand_reveal_sets_dealer_and_next_suited_card_sets_trump() -> None:
    """W2 extra / R9.2-R9.3: P3 reveals a BJ; his next suited card is ♣9 (a joker in between is skipped)."""
    deck = build_deck({0: "BJ", 3: "BJ SJ 9C 4H"}, starter=0, filler_first="BJ SJ")
    state = first_hand(deck, starter=0)
    deal_to(state, 4)  # P3 has his first card, the BJ
    state.apply(Declare(3, (BIG_JOKER,)))
    assert state.dealer == 3 and state.trump is None
    events = []
    while state.trump is None:
        events += state.apply(DealNext())
    assert state.trump is Suit.CLUBS and state.dealt == 12
    assert TrumpFixed(Suit.CLUBS, 3, 3, "reveal") in events
    assert_illegal(state, Declare(0, (BIG_JOKER,)), "declare_already_revealed", "R9.2")
    deal_all(state)
    assert state.phase is not Phase.WINDOW  # nothing more can be declared: no window (R9.2)
    assert state.level == 3 and state.bottom_public  # R9.1, R13.1


def test_a8_reveal_without_a_later_suited_card_uses_the_bottom() -> None:
    """R9.3 fallback (A8): revealed in the closing window: T = first suited bottom card, in order."""
    deck = build_deck({3: "BJ"}, bottom="SJ 4D 5S 6S 7S 8S", starter=0, filler_first="BJ SJ")
    state = first_hand(deck, starter=0)
    deal_all(state)
    assert state.phase is Phase.WINDOW and state.to_act == (0,)
    assert_illegal(state, Declare(3, (BIG_JOKER,)), "not_your_turn", "R8.4")
    for s in (0, 1, 2):
        state.apply(Pass(s))
    state.apply(Declare(3, (BIG_JOKER,)))
    assert (state.dealer, state.trump, state.trump_source) == (3, Suit.DIAMONDS, "reveal")


def test_w9_first_hand_flip_game_order() -> None:
    """W9 (R9.4): a flipped joker does not count; ♥3 and ♣3 tie, the earlier flip (seat 3) wins."""
    deck = build_deck(bottom="9S SJ 3H AD 3C KS", starter=2, filler_first="BJ")
    state = first_hand(deck, starter=2)
    deal_all(state)
    events = []
    while state.phase is Phase.WINDOW:
        events += state.apply(Pass(state.to_act[0]))
    flips = [(e.seat, e.card.code, e.counts) for e in events if isinstance(e, BottomFlipped)]
    assert flips == [(2, "9S", True), (3, "SJ", False), (3, "3H", True), (0, "AD", True), (1, "3C", True)]
    assert (state.dealer, state.trump, state.trump_source) == (3, Suit.HEARTS, "flip")
    # R9.4(d): the bottom is not revealed, no dry-pot test; the dealer still exchanges
    assert not any(isinstance(e, BottomRevealed) for e in events)
    assert state.phase is Phase.EXCHANGE


def test_option_flipOrder_ace_high() -> None:
    """W9 under ACE_HIGH: D = seat 0, T = ♦."""
    deck = build_deck(bottom="9S SJ 3H AD 3C KS", starter=2, filler_first="BJ")
    state = first_hand(deck, starter=2, options=GunziOptions(flipOrder="ACE_HIGH"))
    deal_all(state)
    pass_window(state)
    assert (state.dealer, state.trump) == (0, Suit.DIAMONDS)


def test_r9_4b_flip_runs_out_of_cards_redeals_with_a_new_starter() -> None:
    """R9.4(b): too many jokers in the bottom: collect and re-deal (record result ``redeal``)."""
    deck = build_deck(bottom="SJ SJ SJ BJ 4S 5S", starter=0, filler_first="BJ")
    state = first_hand(deck, starter=0)
    deal_all(state)
    events = []
    while state.phase is Phase.WINDOW:
        events += state.apply(Pass(state.to_act[0]))
    assert any(isinstance(e, Redealt) and e.reason == "flip" for e in events)
    assert state.deal_no == 1 and state.first_hand and state.phase is Phase.DEAL
    assert state.records[0]["result"]["redeal"] is True


def test_r11_draw_names_trump_when_nobody_declares() -> None:
    """R11.1/R11.3: jokers are set aside; the suited card's suit is T; no reveal, no dry-pot test."""
    deck = build_deck(bottom="BJ BJ BJ SJ SJ 4D", filler_first=AVOID)
    state = later_hand(deck, dealer=1, levels=(3, 7))
    deal_all(state)
    events = []
    while state.phase is Phase.WINDOW:
        events += state.apply(Pass(state.to_act[0]))
    draws = [e for e in events if isinstance(e, BottomDrawn)]
    assert draws[-1].card == Card(4, Suit.DIAMONDS)
    assert all(d.card.is_joker for d in draws[:-1])
    assert (state.trump, state.trump_source, state.dealer) == (Suit.DIAMONDS, "draw", 1)
    assert not state.bottom_public and state.phase is Phase.EXCHANGE


def test_r11_2_all_jokers_redeal_with_the_same_dealer() -> None:
    deck = build_deck(bottom="BJ BJ BJ SJ SJ SJ", filler_first=AVOID)
    state = later_hand(deck, dealer=1, levels=(3, 7), blood=2)
    deal_all(state)
    pass_window(state)
    assert state.deal_no == 1 and state.dealer == 1 and state.blood == 2 and not state.first_hand
    assert state.starter == 1  # R8.2: later hands start the deal with the dealer
    assert state.records[0]["result"] == {"redeal": True, "reason": "draw"}


def test_r8_4_window_closes_after_four_passes_counted_from_the_last_declaration() -> None:
    deck = build_deck({1: "7H 7H", 2: "7S 7S"}, filler_first=AVOID)
    state = later_hand(deck, dealer=0, levels=(7, 3))
    deal_all(state)
    assert state.phase is Phase.WINDOW and state.to_act == (0,)
    state.apply(Pass(0))
    state.apply(Declare(1, (H7,)))
    for s in (2, 3, 0):
        state.apply(Pass(s))
    assert state.phase is Phase.WINDOW and state.to_act == (1,)
    state.apply(Pass(1))
    assert state.phase is not Phase.WINDOW and state.trump is Suit.HEARTS
    assert [e["type"] for e in state.records[0]["events"]][:6] == [
        "pass",
        "declare",
        "pass",
        "pass",
        "pass",
        "pass",
    ]


def test_r8_4_pass_during_the_deal_is_a_no_op() -> None:
    state = w2_state()
    before = state.records[-1]["events"][:]
    assert state.apply(Pass(1)) == []
    assert state.records[-1]["events"] == before


def test_declaration_codes_leave_the_state_unchanged() -> None:
    """Every IllegalAction of declaring (R9.2, R10.2-R10.4) with the state unchanged."""
    state = w2_state()
    assert_illegal(state, Declare(1, (Card(8, Suit.HEARTS),)), "declare_shape", "R10.2")
    assert_illegal(state, Declare(0, (SMALL_JOKER, SMALL_JOKER), Suit.CLUBS), "declare_shape")
    assert_illegal(state, Declare(0, (SMALL_JOKER,) * 3), "declare_suit", "R10.3")
    assert_illegal(state, Declare(1, (H7,), Suit.SPADES), "declare_suit")
    assert_illegal(state, Declare(3, (H7,)), "not_in_hand", "R10.2")
    assert_illegal(state, Declare(7, (H7,)), "no_such_seat")
    assert_illegal(state, Play(0, tuple(cs("3S"))), "wrong_phase", "R7")
    first = first_hand(build_deck({0: "7H"}), starter=0)
    deal_to(first, 10)
    assert_illegal(first, Declare(0, (H7,)), "declare_bj_only", "R9.2")


def test_r8_4_optional_declarer_is_the_seat_that_just_got_a_card_and_may_declare() -> None:
    """R8.4: after each card, ``optional_declarer`` is the receiving seat when it may declare, else None;
    before the first card and once the deal is over it is None. Seen over a whole deal with level cards in
    play."""
    deck = build_deck(
        {0: "SJ SJ SJ", 1: "7H 7H 7H", 2: "7S 7S BJ BJ BJ", 3: "7D 7D"}, filler_first=AVOID, starter=0
    )
    state = later_hand(deck, dealer=0, levels=(7, 3))
    assert state.dealt == 0 and state.optional_declarer is None
    offered: set[int] = set()
    while state.phase is Phase.DEAL:
        state.apply(DealNext())
        seat = (state.starter + state.dealt - 1) % 4
        got = state.optional_declarer
        if state.phase is not Phase.DEAL:
            assert got is None
            break
        assert got == (seat if state.may_declare(seat) else None)
        if got is not None:
            offered.add(got)
    assert offered  # the stacked hands made some seat able to declare during the deal
