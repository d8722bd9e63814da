"""The normal AI's choices before the tricks: declarations (R9.2, R10), tribute (R12.3), return (R12.4), the
dealer's six (R14) and joker burial (R15)."""

from __future__ import annotations

import random

from gunapp.core.cards import BIG_JOKER, Suit
from gunapp.games.gunzi.ai.levels import make_agent
from gunapp.games.gunzi.engine import match as match_phase
from gunapp.games.gunzi.engine.actions import Action, Bury, DealNext, Declare, Pass, PayTribute, ReturnTribute
from gunapp.games.gunzi.engine.phase import Phase
from gunapp.games.gunzi.engine.rules import GunziOptions
from gunapp.games.gunzi.engine.state import GunziState
from gunapp.games.gunzi.engine.trick import card_points
from gunapp.games.gunzi.engine.trumps import TrumpContext

from .scenario import cs, table


def _ask_seat(state: GunziState, seat: int) -> Action:
    agent = make_agent("normal", 0)
    action = agent.choose(state.view(seat), state.legal_actions(seat), rng=random.Random(0))
    if not (state.phase is Phase.DEAL and isinstance(action, Pass)):
        state.check(action)
    assert getattr(agent, "fallbacks", 0) == 0
    return action


def _later_hand_dealing(hand: str, dealt: int = 56) -> GunziState:
    """A later hand at L = 7 (dealer seat 0), dealt up to ``dealt`` cards, with seat 1 holding ``hand``."""
    state = GunziState(options=GunziOptions(), seed=5)
    state.first_hand = False
    state.dealer = 0
    state.levels = [7, 3]
    match_phase.start_deal(state)
    while state.dealt < dealt:
        state.apply(DealNext())
        state.decl_seat = None  # nobody else declares in this test
    state.hands[1] = cs(hand)
    return state


def test_r10_2_declares_a_long_suit_with_one_level_card() -> None:
    state = _later_hand_dealing("7H 7H AH KH QH JH 9H 8H 6H 5H 4H 3H 2S 2C")
    action = _ask_seat(state, 1)
    assert isinstance(action, Declare)
    assert action.cards == tuple(cs("7H"))  # the fewest cards that are accepted: keep one to reinforce


def test_r10_2_does_not_declare_a_short_suit() -> None:
    state = _later_hand_dealing("7H 3S 4S 6S 8S 9S JS QS 3C 4C 6C 8C 9C JC")
    assert isinstance(_ask_seat(state, 1), Pass)


def test_r10_does_not_overcall_its_partner_without_a_much_better_suit() -> None:
    """Seat 1 holds ♠7♠7 and a fair spade suit. Over its partner's ♥ call (hearts suit it too) it passes; over
    an opponent's ♦ call (useless to it) it overcalls with both sevens (R10.4: two beat one)."""
    hand = "7S 7S 3S 4S 6S 8S 9S AH KH QH JH 9H 3C 4C"
    state = _later_hand_dealing(hand)
    state.hands[3] = cs("7H 5H 6H 8H 3D 4D 5D 6D 8D 9D TD JC QC KC")
    state.apply(Declare(3, tuple(cs("7H"))))
    assert isinstance(_ask_seat(state, 1), Pass)
    state = _later_hand_dealing(hand)
    state.hands[2] = cs("7D 5H 6H 8H 3D 4D 5D 6D 8D 9D TD JC QC KC")
    state.apply(Declare(2, tuple(cs("7D"))))
    assert _ask_seat(state, 1) == Declare(1, tuple(cs("7S 7S")))


def test_r9_2_reveals_a_big_joker_at_once_in_a_first_hand() -> None:
    state = GunziState.new(GunziOptions(), 11)
    while BIG_JOKER not in state.hands[(state.starter + state.dealt - 1) % 4] or state.dealt == 0:
        state.apply(DealNext())
    seat = (state.starter + state.dealt - 1) % 4
    assert _ask_seat(state, seat) == Declare(seat, (BIG_JOKER,))


def _dealer_with(hand: str, phase: Phase) -> GunziState:
    state = table({})
    state.phase = phase
    state.dealer = 0
    state.hands[0] = cs(hand)
    state.bottom = []
    return state


TRUMPS17 = "BJ SJ 7H 7S 2H 2C AH KH QH JH TH 9H 8H 6H 5H 4H 3H"


def test_r14_dealer_buries_no_points_nor_trumps_and_empties_a_short_suit() -> None:
    clubs = "AC KC QC JC TC 9C 8C 6C 5C 4C 3C"
    spades = "AS KS QS JS TS 9S 8S 6S 5S 4S 3S 3S 4S"
    state = _dealer_with(f"{TRUMPS17} {clubs} {spades} AD 3D 4D 6D", Phase.EXCHANGE)
    assert len(state.hands[0]) == 45
    action = _ask_seat(state, 0)
    assert isinstance(action, Bury)
    ctx = TrumpContext(7, Suit.HEARTS)
    assert not any(card_points(c) for c in action.cards)
    assert not any(ctx.is_trump(c) for c in action.cards)
    assert all(c in action.cards for c in cs("3D 4D 6D"))


def test_r14_3_a_buried_big_joker_comes_with_the_rule_respected() -> None:
    """From a huge trump holding with two BJ the dealer may bury one; the engine accepts the six (R14.3)."""
    trumps = "BJ BJ SJ 7H 7H 7S 7C 7D 2H 2H 2C 2S 2D AH AH KH QH JH TH 9H 8H 6H 5H 4H 3H 3H"
    state = _dealer_with(f"{trumps} AS KS QS JS 9S 8S 6S AC 3C 4C 6C 8C 9C AD 3D 4D 6D 8D 9D", Phase.EXCHANGE)
    assert len(state.hands[0]) == 45
    action = _ask_seat(state, 0)
    assert isinstance(action, Bury)
    assert action.cards.count(BIG_JOKER) <= 1


def test_r12_4_returns_cheap_cards_without_points_or_trumps() -> None:
    state = _dealer_with(
        f"{TRUMPS17} AC KC TC 5C 3C 4C AS KS QS 3S 3S 4S 6S 8S AD 3D 4D 6D 9D JD", Phase.RETURN
    )
    state.payer = 3
    state.tribute_cards = tuple(cs("AC 3H"))
    state.hands[3] = state.hands[3][:-2]
    action = _ask_seat(state, 0)
    assert isinstance(action, ReturnTribute)
    ctx = TrumpContext(7, Suit.HEARTS)
    assert len(action.cards) == 2
    assert not any(card_points(c) or ctx.is_trump(c) for c in action.cards)


def test_r12_3_tribute_tie_gives_the_lone_ace_and_keeps_the_pair() -> None:
    state = table({3: "AS AS AC 3C 4D 6D 8S 9S"})
    state.phase = Phase.TRIBUTE
    state.dealer = 0
    state.payer = 3
    state.tribute_owed = 1
    legal = state.legal_actions(3)
    assert len(legal) == 2  # ♠A or ♣A: equal strength, the payer chooses (R12.3)
    assert _ask_seat(state, 3) == PayTribute(3, tuple(cs("AC")))


def test_r15_an_attacker_keeps_its_jokers() -> None:
    state = table({1: "BJ SJ 3S 4S 6S 8S"}, dealer=0)
    state.phase = Phase.BURY_JOKERS
    state.bottom = cs("3C 4C 6C 8C 9C JC")
    state.bury_order = [1, 2, 3]
    assert len(state.legal_actions(1)) > 1
    assert _ask_seat(state, 1) == Pass(1)


def test_r14_3_an_all_trump_dealer_buries_legally() -> None:
    """45 cards with only two plain ones: trumps must go into the bottom, and never a small joker while a big
    joker stays in hand (R14.3)."""
    jokers = "BJ BJ BJ SJ SJ SJ"
    levels = "7H 7H 7H 7S 7S 7S 7C 7C 7C 7D 7D 7D"
    twos = "2H 2H 2H 2S 2S 2S 2C 2C 2C 2D 2D 2D"
    hearts = "AH AH AH KH KH KH QH QH QH JH JH JH TH"
    state = _dealer_with(f"{jokers} {levels} {twos} {hearts} 3C 4D", Phase.EXCHANGE)
    assert len(state.hands[0]) == 45
    action = _ask_seat(state, 0)
    assert isinstance(action, Bury)
    assert all(c in action.cards for c in cs("3C 4D"))
