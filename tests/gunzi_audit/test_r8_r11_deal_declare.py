"""Audit of the deal and declaring (spec R8-R11) through the public API: order of the deal, the closing
window, first-hand reveals and flips, later-hand overcalls, draws and re-deals."""

from __future__ import annotations

import pytest

from gunapp.core.cards import BIG_JOKER, SMALL_JOKER, Card, Suit
from gunapp.core.errors import IllegalAction
from gunapp.games.gunzi.engine import DealNext, Declare, GunziOptions, GunziState, Pass, Phase
from gunapp.games.gunzi.engine.events import (
    BottomDrawn,
    BottomFlipped,
    BottomTaken,
    CardDealt,
    Event,
    TrumpFixed,
)

from .driver import cards, later_state, make_preset_deck

JOKERS_AND_SEVENS = "BJ SJ 7S 7H 7C 7D"


def first(deck: tuple[Card, ...], starter: int, options: GunziOptions | None = None) -> GunziState:
    return GunziState.new(options or GunziOptions(), seed=3, preset={0: (deck, starter)})


def deal(state: GunziState, upto: int = 156) -> list[Event]:
    out: list[Event] = []
    while state.phase is Phase.DEAL and state.dealt < upto:
        out += state.apply(DealNext())
    return out


def pass_all(state: GunziState) -> list[Event]:
    out: list[Event] = []
    while state.phase is Phase.WINDOW:
        out += state.apply(Pass(state.to_act[0]))
    return out


@pytest.mark.parametrize("starter", [0, 1, 2, 3])
def test_r8_3_one_card_at_a_time_counter_clockwise_from_the_starter(starter: int) -> None:
    deck = make_preset_deck(bottom="4S 5S 6S 7S 8S 9S", starter=starter)
    state = first(deck, starter)
    events = deal(state)
    dealt = [e for e in events if isinstance(e, CardDealt)]
    assert [e.seat for e in dealt] == [(starter + i) % 4 for i in range(156)]
    assert [e.card for e in dealt] == list(deck[:156])
    for s in range(4):
        assert sorted(state.hands[s], key=str) == sorted(deck[(s - starter) % 4 : 156 : 4], key=str)
    assert tuple(state.bottom) == deck[156:]  # R8.3: the last 6, in order


def test_r8_2_later_hands_start_the_deal_with_the_dealer() -> None:
    for dealer in range(4):
        state = later_state(make_preset_deck(bottom="4S 5S 6S 7S 8S 9S"), dealer, (5, 5))
        assert state.starter == dealer
        first_card = state.apply(DealNext())[0]
        assert isinstance(first_card, CardDealt) and first_card.seat == dealer


def test_r8_4_window_without_declarations_closes_after_four_passes_from_the_starter() -> None:
    """Every seat holds a level card, so the window is held: starter first, 4 passes close it, then R11."""
    deck = make_preset_deck({0: "7S", 1: "7H", 2: "7C", 3: "7D"}, avoid=JOKERS_AND_SEVENS, dump=3)
    state = later_state(deck, dealer=2, levels=(7, 4))
    deal(state)
    order = []
    while state.phase is Phase.WINDOW:
        seat = state.to_act[0]
        order.append(seat)
        assert any(isinstance(a, Declare) for a in state.legal_actions(seat))
        state.apply(Pass(seat))
    assert order == [2, 3, 0, 1]  # R8.4: from the deal starter (= the dealer in a later hand)
    assert state.trump_source == "draw"


def test_r8_4_a_window_declaration_restarts_the_count_and_the_overcalled_may_declare_again() -> None:
    deck = make_preset_deck(
        {0: "7S 7S 7S", 1: "7H 7H", 2: "SJ SJ SJ"}, avoid=JOKERS_AND_SEVENS, dump=3, starter=0
    )
    state = later_state(deck, dealer=0, levels=(7, 3))
    deal(state)
    assert state.to_act == (0,)
    state.apply(Declare(0, tuple(cards("7S"))))
    state.apply(Declare(1, tuple(cards("7H 7H"))))
    state.apply(Pass(2))
    state.apply(Pass(3))
    state.apply(Declare(0, tuple(cards("7S 7S 7S"))))  # R10.6: overcalled, he declares again
    for seat in (1, 2, 3):
        state.apply(Pass(seat))
    assert state.phase is Phase.WINDOW and state.to_act == (0,)
    state.apply(Pass(0))
    # four passes after the last declaration (1, 2, 3, 0): closed with ♠ ×3
    assert state.phase is not Phase.WINDOW
    assert (state.trump, state.decl_rank, state.dealer) == (Suit.SPADES, 3, 0)


def test_r8_4_window_of_a_first_hand_starts_with_the_random_deal_starter() -> None:
    deck = make_preset_deck({1: "BJ"}, avoid="BJ SJ", dump=3, starter=2)
    state = first(deck, starter=2)
    deal(state)
    assert state.phase is Phase.WINDOW and state.to_act == (2,)
    with pytest.raises(IllegalAction):
        state.apply(Declare(1, (BIG_JOKER,)))
    state.apply(Pass(2))
    state.apply(Pass(3))
    state.apply(Pass(0))
    state.apply(Declare(1, (BIG_JOKER,)))
    assert state.dealer == 1 and state.phase is not Phase.WINDOW


def test_r9_2_the_first_reveal_wins_and_nothing_can_follow_it() -> None:
    """Two seats hold a BJ and seat 3 also holds 3 SJ and level 3s: after seat 2 reveals, nothing else."""
    deck = make_preset_deck({2: "BJ 4S", 0: "BJ", 3: "SJ SJ SJ 3H 3H 3H"}, avoid="BJ SJ", starter=0, dump=1)
    state = first(deck, starter=0)
    deal(state, 12)
    assert Declare(0, (BIG_JOKER,)) in state.legal_actions(0)
    state.apply(Declare(2, (BIG_JOKER,)))
    for seat in range(4):
        assert not any(isinstance(a, Declare) for a in state.legal_actions(seat))
    for action in (
        Declare(0, (BIG_JOKER,)),
        Declare(3, (SMALL_JOKER,) * 3, Suit.CLUBS),
        Declare(3, tuple(cards("3H 3H 3H"))),
    ):
        with pytest.raises(IllegalAction):
            state.check(action)
    deal(state)
    assert state.dealer == 2 and state.trump is not None
    assert state.level == 3  # R9.1


def test_r9_3_every_joker_dealt_to_the_revealer_after_the_reveal_is_skipped() -> None:
    deck = make_preset_deck({1: "BJ BJ SJ BJ 4D 9C"}, avoid="BJ SJ", starter=0)
    state = first(deck, starter=0)
    deal(state, 2)  # seat 1 got his first card, a BJ
    state.apply(Declare(1, (BIG_JOKER,)))
    fixed: list[Event] = []
    while state.trump is None:
        fixed += state.apply(DealNext())
    # seat 1's cards: BJ(1) BJ(5) SJ(9) BJ(13) 4D(17): T is fixed by the 17th... dealt card index 17
    assert state.dealt == 18 and state.trump is Suit.DIAMONDS
    assert TrumpFixed(Suit.DIAMONDS, 1, 3, "reveal") in fixed


def test_r9_3_cards_to_other_seats_never_fix_the_trump() -> None:
    deck = make_preset_deck({0: "BJ", 1: "4S", 2: "4H", 3: "4C"}, avoid="BJ SJ", starter=0)
    state = first(deck, starter=0)
    deal(state, 1)
    state.apply(Declare(0, (BIG_JOKER,)))
    deal(state, 4)  # seats 1, 2, 3 receive suited cards
    assert state.trump is None
    deal(state, 5)  # seat 0's next card
    assert state.trump is not None and state.trump is state.hands[0][-1].suit


def test_a8_reveal_with_the_last_card_uses_the_first_suited_bottom_card_after_jokers() -> None:
    """R9.3 fallback: seat 0 reveals right after his 39th card (deck index 152) during the deal."""
    deck = list(make_preset_deck(bottom="BJ SJ SJ 6C 7D 8S", avoid="BJ SJ", starter=0))
    assert deck[154] == BIG_JOKER and deck[152] != BIG_JOKER and not deck[152].is_joker
    deck[152], deck[154] = deck[154], deck[152]
    state = first(tuple(deck), starter=0)
    deal(state, 153)
    assert state.hands[0][-1] == BIG_JOKER and len(state.hands[0]) == 39
    state.apply(Declare(0, (BIG_JOKER,)))
    deal(state)
    assert state.phase is not Phase.WINDOW  # nothing left to declare (R9.2)
    assert (state.dealer, state.trump, state.trump_source) == (0, Suit.CLUBS, "reveal")  # BJ SJ SJ skipped


def test_r9_4_flip_order_wraps_from_starter_3_and_a_two_outranks_an_ace_under_game() -> None:
    deck = make_preset_deck(bottom="AS SJ BJ 2D KH 3C", avoid="BJ", starter=3)
    state = first(deck, starter=3)
    deal(state)
    events = pass_all(state)
    flips = [(e.seat, e.position, e.card.code, e.counts) for e in events if isinstance(e, BottomFlipped)]
    assert flips == [(3, 0, "AS", True), (0, 1, "SJ", False), (0, 2, "BJ", False), (0, 3, "2D", True),
                     (1, 4, "KH", True), (2, 5, "3C", True)]  # fmt: skip
    assert (state.dealer, state.trump) == (2, Suit.CLUBS)  # 3 > 2 > A under GAME


def test_r9_4_ace_high_equal_ranks_go_to_the_earlier_flip() -> None:
    deck = make_preset_deck(bottom="9S AH 3H AD 3C KS", starter=1)
    state = first(deck, starter=1, options=GunziOptions(flipOrder="ACE_HIGH"))
    deal(state)
    pass_all(state)
    assert (state.dealer, state.trump) == (2, Suit.HEARTS)  # AH (seat 2) before AD (seat 0)


def test_r9_4d_flipped_cards_stay_in_the_bottom_and_the_dealer_takes_all_six() -> None:
    deck = make_preset_deck(bottom="9S 4H 3H AD 3C KS", avoid="BJ", starter=0)
    state = first(deck, starter=0)
    deal(state)
    events = pass_all(state)
    taken = [e for e in events if isinstance(e, BottomTaken)]
    assert taken and taken[0].cards == deck[156:] and not taken[0].public
    assert state.view(1).bottom is None  # R9.4(d): not revealed as a whole
    assert [c for _, c in state.view(1).shown] == list(deck[156:160])  # the four flips are public


def test_r10_1_an_attacker_declaring_never_becomes_dealer_and_l_is_the_dealer_team_level() -> None:
    deck = make_preset_deck({1: "4H 4H 7C"}, avoid="BJ SJ 4S 4H 4C 4D 7S 7H 7C 7D", dump=3, starter=0)
    state = later_state(deck, dealer=0, levels=(7, 4))
    deal(state, 12)
    assert state.level == 7
    assert not any(isinstance(a, Declare) and a.cards[0].rank == 4 for a in state.legal_actions(1))
    with pytest.raises(IllegalAction) as info:
        state.check(Declare(1, tuple(cards("4H 4H"))))
    assert info.value.code == "declare_shape"
    state.apply(Declare(1, tuple(cards("7C"))))
    deal(state)
    pass_all(state)
    assert state.dealer == 0 and state.trump is Suit.CLUBS


def test_r10_3_r10_4_triple_jokers_name_any_suit_and_rank_above_three_level_cards() -> None:
    deck = make_preset_deck(
        {0: "7H 7H 7H", 1: "SJ SJ SJ", 2: "BJ BJ BJ"}, avoid=JOKERS_AND_SEVENS, dump=3, starter=3
    )
    state = later_state(deck, dealer=3, levels=(3, 7))
    deal(state, 12)
    state.apply(Declare(0, tuple(cards("7H 7H 7H"))))
    sj = [a for a in state.legal_actions(1) if isinstance(a, Declare)]
    assert {a.suit for a in sj} == set(Suit) and all(a.cards == (SMALL_JOKER,) * 3 for a in sj)
    with pytest.raises(IllegalAction) as info:
        state.check(Declare(1, (SMALL_JOKER,) * 3))  # no no-trump
    assert info.value.code == "declare_suit"
    state.apply(Declare(1, (SMALL_JOKER,) * 3, Suit.SPADES))
    assert state.trump is Suit.SPADES
    assert not any(isinstance(a, Declare) for a in state.legal_actions(0))
    state.apply(Declare(2, (BIG_JOKER,) * 3, Suit.SPADES))  # the same suit, but 3 BJ outranks 3 SJ
    assert state.trump is Suit.SPADES and state.decl_seat == 2
    for seat in range(4):
        assert not any(isinstance(a, Declare) for a in state.legal_actions(seat))


def test_r10_5_another_player_may_raise_the_same_suit() -> None:
    deck = make_preset_deck({0: "7H", 2: "7H 7H"}, avoid=JOKERS_AND_SEVENS, dump=3, starter=1)
    state = later_state(deck, dealer=1, levels=(3, 7))
    deal(state, 12)
    state.apply(Declare(0, tuple(cards("7H"))))
    state.apply(Declare(2, tuple(cards("7H 7H"))))
    assert (state.trump, state.decl_rank, state.decl_seat) == (Suit.HEARTS, 2, 2)


def test_option_mindeclarecards_2_still_allows_triple_jokers() -> None:
    deck = make_preset_deck({0: "SJ SJ SJ 7H"}, avoid=JOKERS_AND_SEVENS, dump=3, starter=1)
    state = later_state(deck, dealer=1, levels=(3, 7), options=GunziOptions(minDeclareCards=2))
    deal(state, 16)
    acts = [a for a in state.legal_actions(0) if isinstance(a, Declare)]
    assert acts and all(a.cards == (SMALL_JOKER,) * 3 for a in acts)


def test_r11_drawn_cards_go_back_the_bottom_stays_hidden_and_the_dealer_takes_the_original_six() -> None:
    deck = make_preset_deck(bottom="SJ 4S BJ 6H 8C 9D", avoid=JOKERS_AND_SEVENS, dump=3, starter=1)
    draws_by_seed = set()
    for seed in range(12):
        state = later_state(deck, dealer=1, levels=(3, 7), seed=seed)
        deal(state)
        events = pass_all(state)
        drawn = [e for e in events if isinstance(e, BottomDrawn)]
        assert drawn and all(d.card.is_joker for d in drawn[:-1]) and not drawn[-1].card.is_joker
        assert state.trump is drawn[-1].card.suit and state.dealer == 1
        assert [d.card for d in drawn] == [deck[156 + d.position] for d in drawn]
        taken = [e for e in events if isinstance(e, BottomTaken)]
        assert taken[0].cards == deck[156:] and not taken[0].public  # R11.3
        assert state.view(0).bottom is None
        draws_by_seed.add(drawn[-1].card)
        again = later_state(deck, dealer=1, levels=(3, 7), seed=seed)
        deal(again)
        assert [e for e in pass_all(again) if isinstance(e, BottomDrawn)] == drawn  # deterministic
    assert len(draws_by_seed) > 1  # R11.1: random, not always the first suited card


def test_r11_2_all_jokers_redeal_keeps_levels_dealer_and_blood() -> None:
    deck = make_preset_deck(bottom="BJ BJ BJ SJ SJ SJ", avoid=JOKERS_AND_SEVENS, starter=3)
    state = later_state(deck, dealer=3, levels=(6, 8), blood=4)
    deal(state)
    pass_all(state)
    assert state.phase is Phase.DEAL and state.deal_no == 1
    assert (state.dealer, state.levels, state.blood, state.level, state.starter) == (3, [6, 8], 4, 8, 3)
    assert all(not h for h in state.hands) and state.dealt == 0
