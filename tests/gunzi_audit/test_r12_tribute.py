"""Audit of tribute (spec R12; A15-A18, A36) through the public API: who pays whom, which cards, the
return, the riot option, the timing against the bottom reveal and what each seat sees."""

from __future__ import annotations

import pytest

from gunapp.core.cards import BIG_JOKER, SMALL_JOKER, Card
from gunapp.core.errors import IllegalAction
from gunapp.games.gunzi.engine import (
    TABLE,
    DealNext,
    Declare,
    GunziOptions,
    GunziState,
    Pass,
    PayTribute,
    Phase,
    ReturnTribute,
    Riot,
    redact_event,
)
from gunapp.games.gunzi.engine.events import (
    BottomRevealed,
    Event,
    RiotShown,
    TributePaid,
    TributeReturned,
    TrumpFixed,
)

from .driver import cards, later_state, make_preset_deck

KEEP_AWAY = "BJ SJ TS TH TC TD 2S 2H 2C 2D"
BOTTOM = "3S 4H 6C 7D 8S 9H"


def to_tribute(state: GunziState, declarer: int, declaration: str) -> list[Event]:
    events: list[Event] = []
    while state.phase is Phase.DEAL and state.dealt < 40:
        events += state.apply(DealNext())
    events += state.apply(Declare(declarer, tuple(cards(declaration))))
    while state.phase is Phase.DEAL:
        events += state.apply(DealNext())
    while state.phase is Phase.WINDOW:
        events += state.apply(Pass(state.to_act[0]))
    return events


def ms(cs: object) -> tuple[str, ...]:
    return tuple(sorted(c.code for c in cs))  # type: ignore[attr-defined]


def level10_state(blood: int, options: GunziOptions | None = None) -> GunziState:
    """Dealer 0 at level 10 declares ♣10; payer 3 holds BJ, ♠10, ♥10, ♠K, ♥K, ♠5 and low fillers."""
    deck = make_preset_deck(
        {0: "TC", 3: "BJ TS TH KS KH 5S 5H"}, bottom=BOTTOM, avoid=KEEP_AWAY, dump=1, starter=0
    )
    state = later_state(deck, dealer=0, levels=(10, 4), blood=blood, options=options)
    to_tribute(state, 0, "TC")
    assert state.phase is Phase.TRIBUTE and state.to_act == (3,)
    return state


def test_r12_3_level_10_makes_the_level_tens_eligible_but_never_kings_or_fives() -> None:
    state = level10_state(blood=3)
    pays = [a for a in state.legal_actions(3) if isinstance(a, PayTribute)]
    assert pays == [PayTribute(3, (BIG_JOKER, *cards("TS TH")))]
    with pytest.raises(IllegalAction) as info:
        state.check(PayTribute(3, (BIG_JOKER, *cards("TS KS"))))
    assert info.value.code == "tribute_not_highest"


def test_r12_3_the_payer_chooses_between_equal_off_suit_level_cards() -> None:
    state = level10_state(blood=2)
    pays = {ms(a.cards) for a in state.legal_actions(3) if isinstance(a, PayTribute)}
    assert pays == {ms([BIG_JOKER, c]) for c in cards("TS TH")}


def test_r12_1_r12_2_r12_4_payer_pays_dealer_then_dealer_returns_before_the_bottom_is_revealed() -> None:
    state = level10_state(blood=3)
    assert state.view(0).bottom is None  # R12.2: the bottom is still face down during the tribute
    paid = state.apply(PayTribute(3, (BIG_JOKER, *cards("TS TH"))))
    assert len(paid) == 1 and isinstance(paid[0], TributePaid)
    assert (paid[0].payer, paid[0].receiver, ms(paid[0].cards), paid[0].owed) == (
        3,
        0,
        ms(cards("BJ TS TH")),
        3,
    )
    assert [len(h) for h in state.hands] == [42, 39, 39, 36]
    assert state.phase is Phase.RETURN and state.to_act == (0,)
    sel = state.selection(0)
    assert sel is not None and sel.count == 3
    with pytest.raises(IllegalAction) as info:
        state.check(ReturnTribute(0, tuple(cards("TC"))))
    assert info.value.code == "return_count"
    back = (BIG_JOKER, *cards("TS TC"))  # R12.4: any three, even the tribute itself
    events = state.apply(ReturnTribute(0, back))
    # 39 each again; then D took the bottom (45) unless it is a dry pot
    assert [len(h) for h in state.hands] == [45 if state.phase is Phase.EXCHANGE else 39, 39, 39, 39]
    assert state.hands[3].count(BIG_JOKER) == 1 and Card(10, cards("TC")[0].suit) in state.hands[3]
    kinds = [type(e) for e in events]
    assert kinds[0] is TributeReturned and BottomRevealed in kinds  # R13.1 after the tribute
    # R12.6 / R27: tribute cards are public, returned cards known to D and the payer only
    returned = events[0]
    assert redact_event(paid[0], TABLE) == paid[0]
    for seat in (TABLE, 1, 2):
        assert redact_event(returned, seat).cards is None  # type: ignore[union-attr]
    for seat in (0, 3):
        assert redact_event(returned, seat) == returned


def test_r12_1_the_payer_is_prev_of_the_dealer_for_every_dealer() -> None:
    for dealer in range(4):
        payer = (dealer + 3) % 4
        deck = make_preset_deck({dealer: "7C"}, bottom=BOTTOM, avoid="BJ SJ 7S 7H 7C 7D", dump=(dealer + 1) % 4,
                                starter=dealer)  # fmt: skip
        levels = (7, 5) if dealer % 2 == 0 else (5, 7)
        state = later_state(deck, dealer=dealer, levels=levels, blood=2)
        events = to_tribute(state, dealer, "7C")
        assert any(isinstance(e, TrumpFixed) for e in events)
        assert state.phase is Phase.TRIBUTE and state.to_act == (payer,)
        assert payer % 2 != dealer % 2  # always an opponent (R12.1)
        for seat in range(4):
            if seat != payer:
                assert state.legal_actions(seat) == []


def test_a36_no_eligible_cards_pays_nothing_and_skips_the_return() -> None:
    """The payer holds only point cards (5, 10, K) at level 7: he pays nothing, the rest is waived."""
    points = " ".join(["5S", "5H", "5C", "5D", "TS", "TH", "TC", "TD", "KS", "KH", "KC", "KD"] * 3)
    deck = make_preset_deck({3: points, 0: "7C"}, bottom=BOTTOM, avoid="BJ SJ 7S 7H 7C 7D", dump=1, starter=0)
    state = later_state(deck, dealer=0, levels=(7, 3), blood=4)
    to_tribute(state, 0, "7C")
    hand = state.hands[3]
    assert sum(1 for c in hand if c.rank not in (5, 10, 13)) == 3  # three fillers are eligible
    state.apply(PayTribute(3, tuple(sorted((c for c in hand if c.rank not in (5, 10, 13)), key=str))))
    assert state.phase is Phase.RETURN and state.selection(0).count == 3  # type: ignore[union-attr]


def riot_state(payer_cards: str, others: dict[int, str]) -> GunziState:
    hands = {3: payer_cards, 0: "7C", **others}
    deck = make_preset_deck(hands, bottom=BOTTOM, avoid="BJ SJ 7S 7H 7C 7D", dump=1, starter=0)
    state = later_state(deck, dealer=0, levels=(7, 3), blood=3, options=GunziOptions(riot="ON"))
    to_tribute(state, 0, "7C")
    assert state.phase is Phase.TRIBUTE and state.to_act == (3,)
    return state


def test_r12_5a_a_riot_with_three_big_jokers_cancels_tribute_and_return() -> None:
    state = riot_state("BJ BJ BJ", {})
    assert Riot(3, (BIG_JOKER,) * 3) in state.legal_actions(3)
    events = state.apply(Riot(3, (BIG_JOKER,) * 3))
    assert events[0] == RiotShown(3, (BIG_JOKER,) * 3, None)
    assert state.phase in (Phase.EXCHANGE, Phase.PLAY) and [len(h) for h in state.hands[1:]] == [39] * 3
    assert any(isinstance(e, BottomRevealed) for e in events)


def test_r12_5b_only_the_dealer_counters_a_small_joker_riot() -> None:
    """D's partner holding 3 BJ does not counter; the tribute is cancelled."""
    state = riot_state("SJ SJ SJ", {2: "BJ BJ BJ"})
    events = state.apply(Riot(3, (SMALL_JOKER,) * 3))
    assert events[0] == RiotShown(3, (SMALL_JOKER,) * 3, None)
    assert state.phase is not Phase.TRIBUTE and state.phase is not Phase.RETURN


def test_r12_5b_a_countered_riot_leaves_the_full_tribute_to_pay() -> None:
    state = riot_state("SJ SJ SJ", {0: "7C BJ BJ BJ"})
    events = state.apply(Riot(3, (SMALL_JOKER,) * 3))
    assert events == [RiotShown(3, (SMALL_JOKER,) * 3, 0)]
    assert state.phase is Phase.TRIBUTE and state.tribute_owed == 3
    pays = [a for a in state.legal_actions(3) if isinstance(a, PayTribute)]
    assert pays == [PayTribute(3, (SMALL_JOKER,) * 3)]  # jokers go first (R12.3)
    assert not any(isinstance(a, Riot) for a in state.legal_actions(3))


def test_r12_5c_three_jokers_held_by_the_payers_partner_do_not_allow_a_riot() -> None:
    state = riot_state("SJ", {1: "BJ BJ BJ"})
    assert not any(isinstance(a, Riot) for a in state.legal_actions(3))
    with pytest.raises(IllegalAction) as info:
        state.check(Riot(3, (BIG_JOKER,) * 3))
    assert info.value.code == "riot_not_allowed"
