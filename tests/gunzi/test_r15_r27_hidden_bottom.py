"""R15.3-R15.5 with R27: a joker burial on a face-down bottom reveals nothing before the jokers are laid.

The player lays k jokers (R15.3), THEN the bottom is turned face up (R15.4), THEN he takes the k lowest
pickable cards, choosing only among equal-strength cards of different suits (R15.5). The offer made while the
bottom is face down must therefore not name the cards it would take (R27: D's joker-free bottom is private).
"""

from __future__ import annotations

from gunapp.games.gunzi.engine.actions import Bury, BuryJokers, Pass
from gunapp.games.gunzi.engine.events import JokersBuried, JokersLaid
from gunapp.games.gunzi.engine.phase import Phase
from gunapp.games.gunzi.engine.record_io import _action as record_action
from gunapp.games.gunzi.engine.state import GunziState

from .helpers import assert_illegal, cs
from .test_bottom import bottom_state

#: L=6, T=♥: pickable after this bury are ♠3/♦3 (non-trump, tied), ♥4 and ♠2 (trumps); KC and TD are points
BURIED = "3S 3D KC 4H 2S TD"


def hidden_burial_state() -> GunziState:
    state = bottom_state()
    state.apply(Bury(0, tuple(cs(BURIED))))
    assert state.phase is Phase.BURY_JOKERS and state.to_act == (1,) and not state.bottom_public
    return state


def test_r27_r15_3_offers_on_a_face_down_bottom_name_no_bottom_card() -> None:
    state = hidden_burial_state()
    offers = [a for a in state.legal_actions(1) if isinstance(a, BuryJokers)]
    assert offers and all(a.picked == () for a in offers)
    assert sorted(tuple(c.code for c in a.jokers) for a in offers) == [("BJ",), ("SJ", "BJ")]
    for seat in (1, 2, 3):
        assert state.view(seat).bottom is None  # R27: only the dealer knows it


def test_r27_a_wrong_guess_at_a_face_down_bottom_is_not_answered_with_the_right_cards() -> None:
    state = hidden_burial_state()
    err = assert_illegal(state, BuryJokers(1, tuple(cs("BJ")), tuple(cs("4H"))), "pick_not_lowest", "R15.5")
    assert err.params["expected"] == []


def test_r15_4_r15_5_no_tie_the_engine_takes_the_lowest_after_turning_the_bottom_up() -> None:
    state = hidden_burial_state()
    events = state.apply(BuryJokers(1, tuple(cs("BJ SJ"))))  # k=2: ♠3 and ♦3 both go, no choice
    buried = [e for e in events if isinstance(e, JokersBuried)]
    assert buried and sorted(c.code for c in buried[0].picked) == ["3D", "3S"]
    assert state.bottom_public and state.view(3).bottom is not None  # R15.4
    assert len(state.hands[1]) == 39 and len(state.bottom) == 6
    assert state.to_act == (2,)
    rec = state.records[-1]["events"][-1]
    assert (
        rec["type"] == "bury_jokers"
        and sorted(rec["jokers"]) == ["BJ", "SJ"]
        and sorted(rec["picked"]) == ["3D", "3S"]
    )
    # the bottom is face up now: the next offers may name what they take (R15.4, R27)
    assert all(a.picked for a in state.legal_actions(2) if isinstance(a, BuryJokers))


def test_r15_5_a_tie_is_chosen_after_the_jokers_are_laid_and_the_bottom_is_face_up() -> None:
    state = hidden_burial_state()
    events = state.apply(BuryJokers(1, tuple(cs("BJ"))))  # k=1: ♠3 and ♦3 tie
    assert [type(e) for e in events] == [JokersLaid]
    laid = events[0]
    assert isinstance(laid, JokersLaid) and cs("BJ")[0] in laid.bottom
    assert state.bottom_public and state.view(2).bottom is not None  # R15.4 before the pick
    assert state.phase is Phase.BURY_JOKERS and state.to_act == (1,)
    picks = state.legal_actions(1)
    assert sorted(tuple(c.code for c in a.picked) for a in picks if isinstance(a, BuryJokers)) == [
        ("3D",),
        ("3S",),
    ]
    assert Pass(1) not in picks
    assert_illegal(state, Pass(1), "pick_up_pending", "R15.5")
    assert_illegal(state, BuryJokers(1, tuple(cs("SJ")), tuple(cs("3S"))), "pick_up_pending", "R15.5")
    assert_illegal(state, BuryJokers(1, tuple(cs("BJ")), tuple(cs("4H"))), "pick_not_lowest", "R15.5")
    events = state.apply(BuryJokers(1, tuple(cs("BJ")), tuple(cs("3D"))))
    assert isinstance(events[0], JokersBuried) and [c.code for c in events[0].picked] == ["3D"]
    assert len(state.hands[1]) == 39 and len(state.bottom) == 6 and state.to_act == (2,)
    assert state.records[-1]["events"][-1] == {
        "seat": 1,
        "type": "bury_jokers",
        "jokers": ["BJ"],
        "picked": ["3D"],
    }


def test_r15_two_step_burial_replays_from_its_single_record_entry() -> None:
    """The record keeps one ``bury_jokers`` entry; replaying it (the full form) gives the same table."""
    state = hidden_burial_state()
    state.apply(BuryJokers(1, tuple(cs("BJ"))))
    state.apply(BuryJokers(1, tuple(cs("BJ")), tuple(cs("3S"))))
    entry = state.records[-1]["events"][-1]
    again = hidden_burial_state()
    again.apply(record_action(entry, again.phase))
    assert again.hands == state.hands and again.bottom == state.bottom and again.to_act == state.to_act
    assert again.records[-1]["events"][-1] == entry
