"""Tricks through the state machine (gunzi spec R16-R20): turn order, legality, the last trick and the dig."""

from __future__ import annotations

from gunapp.core.cards import Suit
from gunapp.games.gunzi.engine.actions import Play
from gunapp.games.gunzi.engine.events import BottomDug, CardsPlayed, HandSettled, LevelsChanged, TrickWon
from gunapp.games.gunzi.engine.phase import Phase
from gunapp.games.gunzi.engine.rules import GunziOptions
from gunapp.games.gunzi.engine.state import GunziState

from .helpers import assert_illegal, build_deck, cs, deal_all, later_hand, pass_window


def play_state(options: GunziOptions | None = None) -> GunziState:
    """A later hand at L=7 (D = seat 0), played from the point where every hand is replaced by ``hands``."""
    deck = build_deck(filler_first="BJ SJ 7S 7H 7C 7D", dump=3)
    state = later_hand(deck, dealer=0, levels=(7, 3), options=options)
    deal_all(state)
    pass_window(state)
    if state.phase is Phase.EXCHANGE:
        state.apply(state.legal_actions(0)[0])
    while state.phase is Phase.BURY_JOKERS:
        state.apply(state.legal_actions(state.to_act[0])[-1])
    assert state.phase is Phase.PLAY
    state.trump = Suit.HEARTS
    state.forget_trump()
    return state


def set_hands(state: GunziState, *hands: str, bottom: str = "3C 4C 6C 8C 9C JC", captured: int = 0) -> None:
    state.hands = [cs(h) for h in hands]
    state.bottom = cs(bottom)
    state.captured = [0, captured]
    state.leader = 0


def test_r20_2_attackers_win_the_last_trick_and_dig_twice_the_bottom() -> None:
    state = play_state()
    set_hands(state, "3S", "AS", "4S", "5S", bottom="TS TS 3C 4C 6C 8C", captured=100)
    assert_illegal(state, Play(1, tuple(cs("AS"))), "not_your_turn", "R1.2")
    events = []
    for seat, card in ((0, "3S"), (1, "AS"), (2, "4S"), (3, "5S")):
        events += state.apply(Play(seat, tuple(cs(card))))
    assert CardsPlayed(0, tuple(cs("3S")), state.trick_no - 1, True) in events
    won = next(e for e in events if isinstance(e, TrickWon))
    assert (won.winner, won.points, won.last) == (1, 5, True)
    dug = next(e for e in events if isinstance(e, BottomDug))
    assert (dug.points, dug.multiplier) == (20, 2)
    settled = next(e for e in events if isinstance(e, HandSettled))
    assert (settled.score, settled.dig, settled.outcome) == (145, True, "C4")  # 105 + 2 x 20
    # R23.2(b): the attackers are at must-play 3, so C4 leaves them at 3 (they deal at 3 next)
    assert not any(isinstance(e, LevelsChanged) for e in events) and state.levels == [7, 3]
    assert settled.next_dealer == 1
    assert state.phase is Phase.HAND_OVER and state.records[-1]["result"]["outcome"] == "C4"


def test_r20_3_dealer_side_holds_and_the_bottom_adds_nothing() -> None:
    state = play_state()
    set_hands(state, "AS", "3S", "4S", "5S", bottom="TS TS 3C 4C 6C 8C", captured=100)
    events = []
    for seat, card in ((0, "AS"), (1, "3S"), (2, "4S"), (3, "5S")):
        events += state.apply(Play(seat, tuple(cs(card))))
    assert not any(isinstance(e, BottomDug) for e in events)
    settled = next(e for e in events if isinstance(e, HandSettled))
    assert (settled.score, settled.outcome, settled.next_dealer) == (100, "C1", 0)


def test_r17_follow_suit_through_the_state() -> None:
    state = play_state()
    set_hands(state, "QC QC 3S", "4C 9C 3S", "AD AD 3D", "5S 6S 8S")
    state.apply(Play(0, tuple(cs("QC QC"))))
    assert_illegal(state, Play(1, tuple(cs("4C 3S"))), "must_follow_suit", "R17.2")
    assert_illegal(state, Play(1, tuple(cs("4C"))), "follow_count", "R17.1")
    state.check(Play(1, tuple(cs("4C 9C"))))


def test_option_followMode_dead_requires_the_pair() -> None:
    """W3 row 1: holding ♣4♣4♣9 against ♣Q♣Q, LIVE accepts {♣4,♣9}; DEAD only {♣4,♣4} (R18.2(b))."""
    for mode, legal in (("LIVE", True), ("DEAD", False)):
        state = play_state(GunziOptions(followMode=mode))  # type: ignore[arg-type]
        set_hands(state, "QC QC 3S 3S", "4C 4C 9C 3S", "AD AD 3D 3D", "5S 6S 8S 8S")
        state.apply(Play(0, tuple(cs("QC QC"))))
        plays = set(state.legal_actions(1))
        assert (Play(1, tuple(cs("9C 4C"))) in plays) is legal
        if not legal:
            assert_illegal(state, Play(1, tuple(cs("4C 9C"))), "must_follow_pair", "R18.2(b)")


def test_r16_2_lead_must_be_a_combination() -> None:
    state = play_state()
    set_hands(state, "QC KC 3S", "4C 9C 3S", "AD AD 3D", "5S 6S 8S")
    assert_illegal(state, Play(0, tuple(cs("QC KC"))), "lead_not_identical", "R6.4")
    assert_illegal(state, Play(0, tuple(cs("QC QC"))), "not_in_hand")
    assert_illegal(state, Play(0, ()), "lead_size", "R16.2")
