"""The bottom (gunzi spec R13-R15): reveal and dry pot (W6), exchange, big jokers first, joker burial (W7)."""

from __future__ import annotations

import pytest

from gunapp.core.cards import Suit
from gunapp.games.gunzi.engine.actions import Bury, BuryJokers, DealNext, Pass, Play
from gunapp.games.gunzi.engine.bottom import is_dry_pot, pick_choices
from gunapp.games.gunzi.engine.events import BottomBuried, BottomRevealed, JokersBuried
from gunapp.games.gunzi.engine.phase import Phase
from gunapp.games.gunzi.engine.rules import DryPotRule, GunziOptions
from gunapp.games.gunzi.engine.state import GunziState
from gunapp.games.gunzi.engine.trumps import TrumpContext

from .helpers import assert_illegal, build_deck, cs, deal_all, deal_to, later_hand, pass_window

L6H = TrumpContext(6, Suit.HEARTS)

W6 = [
    ("4S 9C JD 6H 2S BJ", True, False),
    ("BJ SJ 6H 6C 2S QH", True, True),
    ("4H 4S 9C JD 3D 8S", False, False),
    ("2H 4S 9C JD 3D 8S", False, False),
]


@pytest.mark.parametrize(("bottom", "dry_trump_suit", "dry_any_trump"), W6)
def test_w6_dry_pot(bottom: str, dry_trump_suit: bool, dry_any_trump: bool) -> None:
    """W6 (R13.2): TRUMP_SUIT vs ANY_TRUMP (option dryPotRule)."""
    assert is_dry_pot(cs(bottom), L6H, DryPotRule.TRUMP_SUIT) is dry_trump_suit
    assert is_dry_pot(cs(bottom), L6H, DryPotRule.ANY_TRUMP) is dry_any_trump


def test_w7_pick_up_lowest_pickable_cards() -> None:
    """W7 (R15.2, R15.5): ♠3/♦3 tie (the burier chooses), then ♥4 (key 204), then ♠2 (key 300); K and 10 never."""
    bottom = cs("3S 3D KC 4H 2S TD")
    assert sorted(sorted(c.code for c in p) for p in pick_choices(bottom, 1, L6H)) == [["3D"], ["3S"]]
    assert [sorted(c.code for c in p) for p in pick_choices(bottom, 2, L6H)] == [["3D", "3S"]]
    assert [sorted(c.code for c in p) for p in pick_choices(bottom, 4, L6H)] == [["2S", "3D", "3S", "4H"]]
    assert pick_choices(bottom, 5, L6H) == []
    assert pick_choices(cs("KC TD 5S BJ SJ KH"), 1, L6H) == []  # nothing pickable (HC6/HC8)


def bottom_state(
    bottom: str = "4H 8S 9S JS QS 3C",
    dealer_hand: str = "3S 3D KC 2S TD",
    options: GunziOptions | None = None,
    hands: dict[int, str] | None = None,
) -> GunziState:
    """L=6, D = seat 0; seat 3 declares ♥6 during the deal, so the bottom is revealed (R13.1)."""
    spec = {0: dealer_hand, 1: "BJ SJ", 2: "BJ BJ SJ SJ", 3: "6H", **(hands or {})}
    deck = build_deck(spec, bottom=bottom, filler_first="6S 6H 6C 6D BJ SJ", dump=3)
    state = later_hand(deck, dealer=0, levels=(6, 3), options=options)
    deal_to(state, 8)
    state.apply(state.legal_actions(3)[0])
    deal_all(state)
    pass_window(state)
    return state


def test_r13_1_revealed_bottom_then_exchange_and_burial() -> None:
    state = bottom_state()
    assert state.trump is Suit.HEARTS and state.phase is Phase.EXCHANGE and not state.dry_pot
    assert len(state.hands[0]) == 45
    buried = tuple(cs("3S 3D KC 4H 2S TD"))
    assert_illegal(state, Bury(0, buried[:5]), "bury_count", "R14.1")
    assert_illegal(state, Bury(0, tuple(cs("BJ 3D KC 4H 2S TD"))), "not_in_hand", "R14.1")
    assert_illegal(state, Bury(1, buried), "not_your_turn")
    events = state.apply(Bury(0, buried))
    assert BottomBuried(0, tuple(sorted(buried, key=lambda c: (c.rank, c.suit.value))), False) in events
    assert not state.bottom_public  # R14.4: no joker buried: face down
    # R15.1: next(D) first; W7: {BJ} or {BJ, SJ}, never {SJ} alone
    assert state.phase is Phase.BURY_JOKERS and state.to_act == (1,)
    legal = state.legal_actions(1)
    jokers = sorted({tuple(c.code for c in a.jokers) for a in legal if isinstance(a, BuryJokers)})
    assert jokers == [("BJ",), ("SJ", "BJ")]
    assert Pass(1) in legal
    assert_illegal(state, BuryJokers(1, tuple(cs("SJ")), tuple(cs("3S"))), "big_jokers_first", "R15.3")
    assert_illegal(state, BuryJokers(1, tuple(cs("BJ 3H")), tuple(cs("3S 3D"))), "bury_jokers_not_jokers")
    assert_illegal(state, BuryJokers(1, tuple(cs("BJ")), tuple(cs("3S 3D"))), "pick_count", "R15.5")
    assert_illegal(state, BuryJokers(1, tuple(cs("BJ")), tuple(cs("4H"))), "pick_not_lowest", "R15.5")
    assert_illegal(state, BuryJokers(1, tuple(cs("BJ BJ")), tuple(cs("3S 3D"))), "not_in_hand", "R15.3")
    events = state.apply(BuryJokers(1, tuple(cs("BJ SJ")), tuple(cs("3S 3D"))))
    assert isinstance(events[0], JokersBuried) and state.bottom_public  # R15.4
    assert len(state.hands[1]) == 39 and len(state.bottom) == 6  # R15.5
    assert state.to_act == (2,)
    assert_illegal(state, BuryJokers(2, tuple(cs("BJ BJ SJ")), tuple(cs("4H 2S"))), "bury_jokers_too_many")
    state.apply(Pass(2))
    state.apply(Pass(3))
    assert state.phase is Phase.PLAY and state.to_act == (0,)  # R16.1
    assert [e["type"] for e in state.records[-1]["events"][-4:]] == [
        "bury",
        "bury_jokers",
        "pass_bury",
        "pass_bury",
    ]


def test_r15_2_nothing_pickable_skips_the_remaining_chances() -> None:
    state = bottom_state(dealer_hand="KC KC TD TD 5S 5S")
    state.apply(Bury(0, tuple(cs("KC KC TD TD 5S 5S"))))
    assert state.phase is Phase.PLAY


def test_option_othersMayBury_off() -> None:
    state = bottom_state(options=GunziOptions(othersMayBury="OFF"))  # type: ignore[arg-type]
    state.apply(Bury(0, tuple(cs("3S 3D KC 4H 2S TD"))))
    assert state.phase is Phase.PLAY


def test_r14_3_dealer_buries_big_jokers_first_and_r14_4_face_up() -> None:
    state = bottom_state(dealer_hand="BJ SJ 3S 3D 4D", hands={1: "SJ", 2: "BJ BJ SJ"})
    assert_illegal(state, Bury(0, tuple(cs("SJ 3S 3D 4D 4H 8S"))), "big_jokers_first", "R14.3")
    events = state.apply(Bury(0, tuple(cs("BJ SJ 3S 3D 4D 4H"))))
    buried = next(e for e in events if isinstance(e, BottomBuried))
    assert buried.face_up and state.bottom_public


def test_r13_3_dry_pot_no_exchange_no_burial() -> None:
    """R13.2(a)/R13.3: no ♥ card other than the level card in the revealed bottom: dry pot."""
    state = bottom_state(bottom="4S 8S 9S JS QS 3C")
    assert state.dry_pot and state.phase is Phase.PLAY and len(state.hands[0]) == 39
    events_types = [e["type"] for e in state.records[-1]["events"]]
    assert "bury" not in events_types


def test_option_dryPotRule_any_trump_in_play() -> None:
    """W6 first bottom at L=6, T=♥ is dry under TRUMP_SUIT, not under ANY_TRUMP (♠2 and BJ)."""
    hands = {1: "SJ", 2: "BJ BJ SJ SJ"}
    dry = bottom_state(bottom="4S 9C JD 6H 2S BJ", hands=hands)
    wet = bottom_state(bottom="4S 9C JD 6H 2S BJ", hands=hands, options=GunziOptions(dryPotRule="ANY_TRUMP"))  # type: ignore[arg-type]
    assert dry.phase is Phase.PLAY and wet.phase is Phase.EXCHANGE


def test_bottom_revealed_event_is_public() -> None:
    deck = build_deck({3: "6H"}, bottom="4H 8S 9S JS QS 3C", filler_first="6S 6H 6C 6D", dump=2)
    state = later_hand(deck, dealer=0, levels=(6, 3))
    deal_to(state, 8)
    state.apply(state.legal_actions(3)[0])
    deal_to(state, 155)
    events = state.apply(DealNext())
    while state.phase is Phase.WINDOW:
        events += state.apply(Pass(state.to_act[0]))
    revealed = [e for e in events if isinstance(e, BottomRevealed)]
    assert revealed and [c.code for c in revealed[0].cards] == ["4H", "8S", "9S", "JS", "QS", "3C"]
    assert_illegal(state, Play(0, tuple(cs("3S"))), "wrong_phase")
