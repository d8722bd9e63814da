"""Audit of the bottom (spec R13-R16.1) through the public API: reveal and dry pot, the dealer's exchange with
big-jokers-first, the other players' joker burial and pick-up, who may see the bottom, who leads."""

from __future__ import annotations

import copy

import pytest

from gunapp.core.cards import BIG_JOKER, SMALL_JOKER
from gunapp.core.errors import IllegalAction
from gunapp.games.gunzi.engine import (
    TABLE,
    Bury,
    BuryJokers,
    DealNext,
    Declare,
    GunziOptions,
    GunziState,
    Pass,
    Phase,
    redact_event,
)
from gunapp.games.gunzi.engine.events import BottomBuried, BottomRevealed, Event, JokersBuried

from .driver import cards, later_state, make_preset_deck

SEVENS = "BJ SJ 7S 7H 7C 7D"


def declared(hands: dict[int, str], bottom: str, dealer: int = 0, declarer: int = 0, decl: str = "7H",
             options: GunziOptions | None = None, dump: int | None = None) -> tuple[GunziState, list[Event]]:  # fmt: skip
    """Level 7 for the dealer side; ``declarer`` shows ``decl`` at card 40; everyone passes afterwards."""
    deck = make_preset_deck(
        hands, bottom=bottom, avoid=SEVENS, dump=(dealer + 1) % 4 if dump is None else dump, starter=dealer
    )
    levels = (7, 4) if dealer % 2 == 0 else (4, 7)
    state = later_state(deck, dealer=dealer, levels=levels, options=options)
    events: list[Event] = []
    while state.dealt < 40:
        events += state.apply(DealNext())
    events += state.apply(Declare(declarer, tuple(cards(decl))))
    while state.phase is Phase.DEAL:
        events += state.apply(DealNext())
    while state.phase is Phase.WINDOW:
        events += state.apply(Pass(state.to_act[0]))
    return state, events


def test_r13_2b_all_six_trumps_is_a_dry_pot_even_with_trump_suit_cards() -> None:
    state, events = declared({0: "7H"}, bottom="4H 9H 2S 7C AH 2H")
    revealed = [e for e in events if isinstance(e, BottomRevealed)]
    assert revealed and revealed[0].dry_pot and state.dry_pot
    # R13.3: no exchange, no burial: D keeps 39, the original bottom stays, D leads (R16.1)
    assert state.phase is Phase.PLAY and state.to_act == (0,)
    assert [len(h) for h in state.hands] == [39] * 4 and tuple(state.bottom) == tuple(
        cards("4H 9H 2S 7C AH 2H")
    )
    assert state.view(2).bottom == tuple(state.bottom)  # revealed: public


def test_r13_2a_a_two_of_the_trump_suit_prevents_a_dry_pot() -> None:
    state, events = declared({0: "7H"}, bottom="2H 4S 9C JD 3D 8S")
    assert not state.dry_pot and state.phase is Phase.EXCHANGE


def test_r13_2a_only_level_cards_of_the_trump_suit_make_it_dry() -> None:
    state, _ = declared({0: "7H"}, bottom="7H 4S 9C JD 3D BJ")
    assert state.dry_pot and state.phase is Phase.PLAY


def test_r13_1_a_declared_trump_reveals_the_original_bottom_to_everyone() -> None:
    state, events = declared({1: "7S"}, bottom="4H 4S 9C JD 3D 8S", declarer=1, decl="7S")
    revealed = [e for e in events if isinstance(e, BottomRevealed)]
    assert revealed[0].cards == tuple(cards("4H 4S 9C JD 3D 8S"))
    assert state.phase is Phase.EXCHANGE and len(state.hands[0]) == 45 and state.to_act == (0,)


def exchange_state(dealer_cards: str, bottom: str = "4H 4S 9C JD 3D 8S") -> GunziState:
    state, _ = declared({0: dealer_cards}, bottom=bottom)
    assert state.phase is Phase.EXCHANGE
    return state


def test_r14_3_a_small_joker_may_be_buried_only_with_every_big_joker() -> None:
    state = exchange_state("7H BJ BJ SJ")
    fill = tuple(cards("4S 9C JD"))
    with pytest.raises(IllegalAction) as info:
        state.check(Bury(0, (BIG_JOKER, SMALL_JOKER, *fill, *cards("3D"))))
    assert (info.value.code, info.value.rule) == ("big_jokers_first", "R14.3")
    with pytest.raises(IllegalAction):
        state.check(Bury(0, (SMALL_JOKER, *fill, *cards("3D 8S"))))
    state.check(Bury(0, (BIG_JOKER, *fill, *cards("3D 8S"))))  # BJ alone is fine
    events = state.apply(Bury(0, (BIG_JOKER, BIG_JOKER, SMALL_JOKER, *fill)))
    buried = [e for e in events if isinstance(e, BottomBuried)][0]
    assert buried.face_up and state.view(1).bottom is not None  # R14.4: a joker turns it face up
    assert redact_event(buried, TABLE) == buried


def test_r14_2_r14_4_points_may_be_buried_and_a_joker_free_bottom_is_known_to_the_dealer_only() -> None:
    state = exchange_state("7H KS KS TD 5C")
    buried_cards = tuple(cards("KS KS TD 5C 4S 9C"))
    events = state.apply(Bury(0, buried_cards))
    buried = [e for e in events if isinstance(e, BottomBuried)][0]
    assert not buried.face_up
    for seat in (TABLE, 1, 2, 3):
        assert redact_event(buried, seat).cards is None  # type: ignore[union-attr]
    assert state.view(0).bottom is not None and sorted(map(str, state.view(0).bottom)) == sorted(  # type: ignore[arg-type]
        map(str, buried_cards)
    )
    if state.phase is Phase.BURY_JOKERS:  # R15 still runs: 4S and 9C are pickable
        for seat in (1, 2, 3):
            assert state.view(seat).bottom is None


def test_r15_1_order_next_partner_prev_each_once_and_r15_3_limited_by_current_pickables() -> None:
    # pickable after D's bury: 4S 9C (2 cards); next(D)=1 buries BJ, partner 2 may bury at most 1, prev 3 none
    state, _ = declared({0: "7H", 1: "BJ", 2: "BJ SJ", 3: "BJ"}, bottom="4H 4S 9C JD 3D 8S", dump=0)
    state.apply(_bury_with_two_pickables(state))
    assert state.phase is Phase.BURY_JOKERS and state.to_act == (1,)
    acts = [a for a in state.legal_actions(1) if isinstance(a, BuryJokers)]
    assert {len(a.jokers) for a in acts} == {1}  # one BJ in hand
    assert {a.picked for a in acts} == {()}  # R27: a face-down bottom is not described before the burial
    laid = state.apply(acts[0])
    taken = [e for e in laid if isinstance(e, JokersBuried)]
    assert taken and taken[0].picked == tuple(cards("4S"))  # R15.5: the lowest pickable (non-trump, rank 4)
    assert state.view(3).bottom is not None  # R15.4: face up for everyone now
    assert state.to_act == (2,)
    acts2 = [a for a in state.legal_actions(2) if isinstance(a, BuryJokers)]
    assert {a.jokers for a in acts2} == {(BIG_JOKER,)}  # k <= 1 pickable left; not SJ while holding BJ
    with pytest.raises(IllegalAction) as info:
        state.check(BuryJokers(2, (BIG_JOKER, SMALL_JOKER), tuple(cards("9C 4S"))))
    assert info.value.code in ("bury_jokers_too_many", "not_in_hand")
    with pytest.raises(IllegalAction) as info:
        state.check(BuryJokers(2, (SMALL_JOKER,), tuple(cards("9C"))))
    assert info.value.code == "big_jokers_first"
    state.apply(BuryJokers(2, (BIG_JOKER,), tuple(cards("9C"))))
    # nothing pickable is left: prev(D) gets no chance (R15.2); D leads the first trick (R16.1)
    assert state.phase is Phase.PLAY and state.to_act == (0,)
    assert [len(h) for h in state.hands] == [39] * 4 and len(state.bottom) == 6
    assert state.bottom.count(BIG_JOKER) == 2


def _bury_with_two_pickables(state: GunziState) -> Bury:
    """Four point cards and the two pickables ♠4, ♣9 from the dealer's 45 cards."""
    hand = state.hands[0]
    pts = [c for c in hand if c.rank in (5, 10, 13) and not c.is_joker][:4]
    assert len(pts) == 4
    return Bury(0, (*pts, *cards("4S 9C")))


def test_r15_5_non_trump_before_trump_then_by_rank_and_ties_are_the_players_choice() -> None:
    state, _ = declared({0: "7H", 1: "BJ BJ BJ"}, bottom="4H 4S 9C JD 3D 8S")
    hand = state.hands[0]
    bury = (*cards("4H 2S"), *[c for c in hand if c.rank in (5, 10, 13)][:2], *cards("JD 3D"))
    state.apply(Bury(0, bury))
    assert state.to_act == (1,)
    acts = [a for a in state.legal_actions(1) if isinstance(a, BuryJokers)]
    picks = {len(a.jokers): set() for a in acts}  # type: dict[int, set[tuple[str, ...]]]
    for a in acts:
        assert a.picked == ()  # R27: the bottom is face down until the jokers are laid (R15.4)
        trial = copy.deepcopy(state)
        taken = [e for e in trial.apply(a) if isinstance(e, JokersBuried)][0]
        picks[len(a.jokers)].add(tuple(sorted(c.code for c in taken.picked)))
    # pickable: 4H (trump, 204) 2S (trump 2, 300) JD (111) 3D (103) -> 3D, JD, 4H, 2S
    assert picks == {1: {("3D",)}, 2: {("3D", "JD")}, 3: {("3D", "4H", "JD")}, 4: {("2S", "3D", "4H", "JD")}}


def test_r15_2_a_bottom_of_points_and_jokers_blocks_everyone() -> None:
    state, _ = declared({0: "7H BJ", 1: "BJ"}, bottom="4H 4S 9C JD 3D 8S")
    hand = state.hands[0]
    pts = [c for c in hand if c.rank in (5, 10, 13)][:5]
    state.apply(Bury(0, (BIG_JOKER, *pts)))
    assert state.phase is Phase.PLAY and state.to_act == (0,)


def test_option_othersmaybury_off_goes_straight_to_play() -> None:
    state, _ = declared(
        {0: "7H", 1: "BJ"}, bottom="4H 4S 9C JD 3D 8S", options=GunziOptions(othersMayBury="OFF")
    )
    state.apply(Bury(0, tuple(cards("4H 4S 9C JD 3D 8S"))))
    assert state.phase is Phase.PLAY and state.to_act == (0,)


def test_r16_1_the_dealer_leads_the_first_trick_even_when_an_attacker_declared() -> None:
    state, _ = declared({1: "7S"}, bottom="4H 4S 9C JD 3D 8S", dealer=2, declarer=1, decl="7S")
    state.apply(Bury(2, tuple(cards("4H 4S 9C JD 3D 8S"))))
    while state.phase is Phase.BURY_JOKERS:
        state.apply(Pass(state.to_act[0]))
    assert state.phase is Phase.PLAY and state.to_act == (2,)
    leads = state.legal_actions(2)
    assert leads and all(a.seat == 2 for a in leads)  # type: ignore[union-attr]
    assert all(state.legal_actions(s) == [] for s in (0, 1, 3))
