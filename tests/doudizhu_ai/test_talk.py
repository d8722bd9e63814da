"""The AI's section-11 decisions (明牌开始, 叫地主, 抢地主, the landlord's 明牌, 加倍; D11.1-D11.11): every level
decides from its own view only (two deals that differ only in cards the seat cannot see give the same
decision), the hard level's samplers deal a shown hand as it is, and the decisions follow the hand."""

from __future__ import annotations

import dataclasses
import random

import pytest

from gunapp.core.cards import Card, make_deck
from gunapp.games.doudizhu.ai.hard.policy import HardPolicy
from gunapp.games.doudizhu.ai.hard.sampling import sample_hands
from gunapp.games.doudizhu.ai.hard.talk import sample_world
from gunapp.games.doudizhu.ai.levels import HardAgent, make_agent
from gunapp.games.doudizhu.ai.talk import TalkSituation, rule_of_thumb, talk_situation
from gunapp.games.doudizhu.ai.view_agent import situation_of
from gunapp.games.doudizhu.engine.actions import Action, Call, Double, Grab, Play, Show
from gunapp.games.doudizhu.engine.presets import HAPPY
from gunapp.games.doudizhu.engine.rules import Variant, counts_of, rank_of
from gunapp.games.doudizhu.engine.stake import Stake
from gunapp.games.doudizhu.engine.state import Deal, Phase
from gunapp.games.doudizhu.engine.view import CALL, DOUBLE, GRAB
from tests.doudizhu.helpers import counts, make_deal
from tests.fake_clock import FakeClock

V3 = Variant.DDZ3
LEVELS = ("rule", "easy", "normal", "hard")
NO_SHOWS: list[Action] = [Show(0, False), Show(1, False), Show(2, False)]
AUCTION: list[Action] = [Call(0, True), Grab(1, True), Grab(2, False), Grab(0, False)]  # seat 1 landlord
#: (the actions before the decision, the seats whose cards the decider cannot see, the kitty hidden too)
POINTS: list[tuple[str, list[Action], tuple[int, ...], bool]] = [
    ("start show", [], (1, 2), True),
    ("call", [Show(0, False), Show(1, False), Show(2, True)], (1,), True),
    ("grab", [Show(0, False), Show(1, False), Show(2, True), Call(0, True)], (0,), True),
    ("landlord show", NO_SHOWS + AUCTION, (0, 2), False),
    ("peasant double", [*NO_SHOWS, *AUCTION, Show(1, False)], (0, 1), False),
    ("landlord double", [*NO_SHOWS, *AUCTION, Show(1, False), Double(2, 2), Double(0, 1)], (0, 2), False),
]


def deck_of(seed: int) -> list[Card]:
    deck = make_deck(1)
    random.Random(seed).shuffle(deck)
    return deck


def swapped(deck: list[Card], seats: tuple[int, ...], kitty: bool) -> list[Card]:
    """The deck with two hidden cards of different ranks exchanged between the places ``seats`` (and the kitty
    when it is hidden) are dealt from; the marker (index 0, public) stays."""
    n, size = 3, 17
    starter = 0  # dealer 2

    def place(i: int) -> int:
        return (starter + i) % n if i < n * size else -1

    hidden = [i for i in range(1, len(deck)) if place(i) in seats or (kitty and place(i) == -1)]
    for i in hidden:
        for j in hidden:
            if place(i) != place(j) and rank_of(deck[i]) != rank_of(deck[j]):
                out = list(deck)
                out[i], out[j] = out[j], out[i]
                return out
    raise AssertionError("no two hidden cards to exchange")


def decision(level: str, deck: list[Card], prefix: list[Action]) -> tuple[Action, Deal]:
    deal = Deal(V3, deck, 2, 0, HAPPY.options())
    for a in prefix:
        deal.apply(a)
    seat = deal.to_act
    assert seat is not None
    # the hard level on a fake clock: a fixed number of worlds, not as many as the machine's load allows (on a
    # busy machine the two deals' decisions were cut at different world counts and differed)
    if level == "hard":
        agent = HardAgent(HardPolicy(42, worlds=12, budget=1e4, clock=FakeClock(0.001)))
    else:
        agent = make_agent(level, 42)
    return agent.choose(deal.view(seat), deal.legal_actions(seat), rng=random.Random(5)), deal


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize(("name", "prefix", "seats", "kitty"), POINTS, ids=[p[0] for p in POINTS])
def test_decisions_read_only_the_own_view(
    level: str, name: str, prefix: list[Action], seats: tuple[int, ...], kitty: bool
) -> None:
    """D11.9-D11.11 and shared/DESIGN.md (the AI sees only views): the same view, whatever the hidden cards,
    gives the same decision; the deals do differ where the seat cannot see."""
    for seed in (1, 2):
        deck = deck_of(seed)
        other = swapped(deck, seats, kitty)
        first, deal = decision(level, deck, prefix)
        second, twin = decision(level, other, prefix)
        assert deal.hands != twin.hands or deal.kitty != twin.kitty
        seat = deal.to_act
        assert seat is not None and deal.view(seat) == twin.view(seat)
        assert first == second, name


def _ts(kind: str, hand: str, **kw: object) -> TalkSituation:
    base: dict[str, object] = {
        "variant": V3,
        "me": 0,
        "kind": kind,
        "hand": tuple(counts(hand)),
        "landlord": -1,
        "caller": -1,
        "stake": Stake(),
        "shown": (None, None, None),
        "kitty": None,
        "talk": (),
    }
    base.update(kw)
    return TalkSituation(**base)  # type: ignore[arg-type]


STRONG = "SB 2222 AAA KK QQ 33 4"
WEAK = "3 4 5 6 7 8 9 9 T J J Q 3 4 6 8 T"


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_a_strong_hand_calls_grabs_and_doubles_a_weak_one_does_not(level: str) -> None:
    """D11.1, D11.3, D11.7: the decisions follow the hand (the easy level's noise included)."""
    policy = make_agent(level, 3).policy  # type: ignore[attr-defined]
    for kind in (CALL, GRAB):
        assert policy.choose_talk(_ts(kind, STRONG)) == 1
        assert policy.choose_talk(_ts(kind, WEAK)) == 0
    lord = {"landlord": 0, "stake": Stake(1, 0, 1, 0, (1, 1, 1), 0), "factors": (1, 2, 4)}
    assert policy.choose_talk(_ts(DOUBLE, STRONG + "KQ J", **lord)) >= 2
    peasant = {"landlord": 1, "stake": Stake(1, 0, 1, 0, (1, 1, 1), 1), "factors": (1, 2, 4)}
    assert policy.choose_talk(_ts(DOUBLE, WEAK, **peasant)) == 1


def test_the_rule_of_thumb_weighs_an_open_landlord_hand() -> None:
    """D11.11: a peasant facing a shown weak landlord hand doubles with a hand it would not double blind."""
    hand = "22 A K Q J T 9 8 7 6 6 5 4 4 3 3"  # 9.25 points: under the double (10) blind
    weak_lord = tuple(counts("3 4 5 6 7 8 9 T J Q 3 4 5 6 7 8 9 T J Q"))
    blind = _ts(DOUBLE, hand, landlord=1, stake=Stake(1, 0, 1, 0, (1, 1, 1), 1), factors=(1, 2))
    open_ = _ts(
        DOUBLE,
        hand,
        landlord=1,
        stake=Stake(1, 0, 2, 0, (1, 1, 1), 1),
        factors=(1, 2),
        shown=(None, weak_lord, None),
    )
    assert rule_of_thumb(blind) == 1 and rule_of_thumb(open_) == 2


def test_the_hard_play_sampler_deals_a_shown_hand_as_it_is() -> None:
    """D11.11: a shown hand is known: every sampled deal gives that seat exactly its cards."""
    deal = make_deal(V3, {}, options=HAPPY.options())
    for a in [Show(0, False), Show(1, True), Show(2, False), Call(0, False), Call(1, True), Grab(2, False)]:
        deal.apply(a)
    for seat in (2, 0, 1):  # D11.7: from the landlord's right (the landlord started shown: no D11.10)
        deal.apply(Double(seat, 1))
    assert deal.phase is Phase.PLAYING
    lead = next(a for a in deal.legal_actions(1) if isinstance(a, Play))
    deal.apply(lead)
    sit = situation_of(deal.view(2))
    shown = tuple(counts_of(deal.hands[1]))
    assert sit.shown[1] == shown
    rng = random.Random(0)
    for _ in range(20):
        hands = sample_hands(sit, rng)
        assert tuple(hands[1]) == shown
        assert sum(hands[0]) == len(deal.hands[0])


def test_the_hard_talk_sampler_deals_shown_hands_and_a_shown_kitty() -> None:
    """D11.11, D4.5: a shown hand as it is; the shown kitty in the landlord's hand when it is hidden."""
    deal = make_deal(V3, {}, options=HAPPY.options())
    for a in [*NO_SHOWS, Call(0, True), Grab(1, True), Grab(2, False), Grab(0, False), Show(1, False)]:
        deal.apply(a)
    view = deal.view(2)
    legal = deal.legal_actions(2)
    ts = talk_situation(view, legal)
    assert ts.kind == DOUBLE and ts.kitty is not None
    rng = random.Random(1)
    for _ in range(20):
        hands = sample_world(ts, 1, rng)
        assert [sum(h) for h in hands] == [17, 20, 17]
        assert tuple(hands[2]) == tuple(counts_of(deal.hands[2]))
        assert all(hands[1][r] >= ts.kitty[r] for r in range(15))
    assert sum(map(sum, zip(*sample_world(ts, 1, rng), strict=True))) == 54


def test_the_normal_policy_counts_a_shown_hand_as_known() -> None:
    """D11.11: a lone king led against a shown landlord hand of low cards is safe, though the unseen cards
    (the other peasant's) hold aces; without the show it is not."""
    from gunapp.games.doudizhu.ai.memory import can_be_beaten
    from gunapp.games.doudizhu.ai.situation import Situation
    from gunapp.games.doudizhu.engine.combos import Kind

    lord = tuple(counts("3 4 5 6 7"))
    blind = Situation(
        variant=V3,
        me=1,
        landlord=0,
        hand=tuple(counts("K 9 9 8 8 T T J J Q Q 3 4 5 6 7 8")),
        last=None,
        last_seat=-1,
        cards_left=(5, 17, 17),
        played=(tuple(counts("")),) * 3,
    )
    king: tuple[Kind, int, int, tuple[int, ...]] = (Kind.SINGLE, 10, 1, (10,))
    assert can_be_beaten(blind, king)
    shown = dataclasses.replace(blind, shown=(lord, None, None))
    assert not can_be_beaten(shown, king)
