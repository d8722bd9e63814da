"""The Dou Dizhu call-and-grab decisions in the review (issue 27 item 2; D11.1-D11.12): the call, the grab,
the show and the double are valued from the seat's view, in stake, with every other answer beside them."""

from __future__ import annotations

import dataclasses
import random
from pathlib import Path

import pytest

from gunapp.core.prepare import prepare
from gunapp.core.record import GameRecord
from gunapp.games.doudizhu.engine.rules import Options, Variant
from gunapp.games.doudizhu.engine.view import CALL, DOUBLE, GRAB, LANDLORD_SHOW, START_SHOW, Decision
from gunapp.games.doudizhu.review import REVIEWER
from gunapp.games.doudizhu.review_talk import TalkRound, TalkSpot, sample
from gunapp.review.contract import Effort
from gunapp.review.model import CALL as CALL_KIND
from gunapp.review.model import DOUBLE as DOUBLE_KIND
from gunapp.review.model import GRAB as GRAB_KIND
from gunapp.review.model import PLAY, SHOW, HandReview
from gunapp.review.runner import ReviewRun
from tests.review.conftest import QUICK, simulate
from tests.review.test_hidden_cards import _cut, _dealt_to, _swap, _unplayed

HAPPY = Options.model_validate(
    {"bidding": "grab", "doubling": "super", "showHand": True, "spring": True, "kittyVisible": True}
)


@pytest.fixture(scope="module")
def happy(tmp_path_factory: pytest.TempPathFactory) -> list[GameRecord]:
    """Happy-preset deals: seed 1 has a call, the landlord's show and every double; seed 2 a call and two
    seats not grabbing; seed 4 a redeal (everyone declines)."""
    tmp = tmp_path_factory.mktemp("happy")
    return [simulate("ddz3", tmp, seed, preset="happy") for seed in (1, 2, 4)]


def _review(record: GameRecord, seat: int, seed: int = 3) -> HandReview:
    review = ReviewRun(record, 0, seat, seed=seed, effort=QUICK, workers=1).run()
    assert review is not None
    return review


def test_a_happy_record_reviews_every_decision_kind(happy: list[GameRecord]) -> None:
    """D11.1 call, D11.3 grab, D11.9 / D11.10 show, D11.7 double and the play: none skipped, each with every
    other answer as an alternative, valued in stake."""
    kinds: set[str] = set()
    labels: set[str] = set()
    for record in happy:
        for seat in range(3):
            review = _review(record, seat)
            assert review.skipped == []
            for d in review.decisions:
                kinds.add(d.kind)
                labels |= {d.made.label, *(a.label for a in d.alternatives)}
                if d.kind == DOUBLE_KIND:
                    assert {d.made.label, *(a.label for a in d.alternatives)} == {
                        "double:1",
                        "double:2",
                        "double:4",
                    }
                elif d.kind != PLAY:
                    assert len(d.alternatives) == 1  # yes or no
                    assert d.side == (None if d.kind in (CALL_KIND, GRAB_KIND) else d.side)
                assert d.cost >= 0 and d.worlds == QUICK.worlds
    assert {CALL_KIND, GRAB_KIND, SHOW, DOUBLE_KIND, PLAY} <= kinds
    assert {"call:0", "call:1", "grab:0", "grab:1", "start_show:0", "landlord_show:1"} <= labels


def test_the_talk_review_ignores_the_other_seats_cards(happy: list[GameRecord]) -> None:
    """D-views, D11.11: seat 1's review of its call, grab, show and double decisions is the same when the
    landlord (seat 0, never shown) and seat 2 hold two cards the other way round."""
    record = happy[1]
    hand = record.hands[0]
    first_play = next(k for k, e in enumerate(hand.events) if e.get("type") in ("play", "pass"))
    cut = _cut(record, first_play)
    landlord, other = 0, 2
    assert not any(e.get("type") == "show" and e.get("show") for e in hand.events)
    left_l, left_o = _unplayed(cut, landlord), _unplayed(cut, other)
    kitty = set(hand.deck[51:])
    marker = hand.events[0]["index"]
    pair = next(
        (x, y)
        for x in sorted(left_l)
        for y in sorted(left_o)
        if x[:-1] != y[:-1] and x not in kitty and y not in kitty and x not in left_o and y not in left_l
    )
    i = _dealt_to(cut, landlord, pair[0], 3, 51)
    j = _dealt_to(cut, other, pair[1], 3, 51)
    assert marker not in (i, j)
    swapped = _swap(cut, i, j)
    assert _unplayed(swapped, landlord) != left_l  # the hidden hands do differ
    base = _review(cut, 1)
    assert {d.kind for d in base.decisions} >= {SHOW, GRAB_KIND, DOUBLE_KIND}
    assert _review(swapped, 1) == base


def test_before_the_deal_even_the_seats_own_cards_are_unseen(happy: list[GameRecord]) -> None:
    """D11.9: the 明牌开始 round comes before any card is dealt, so the seat's own cards (swapped with
    another seat's) do not change what showing blind is worth."""
    record = happy[1]
    hand = record.hands[0]
    cut = _cut(record, next(k for k, e in enumerate(hand.events) if e.get("type") in ("play", "pass")))
    first = next(d for d in _review(cut, 1).decisions if d.kind == SHOW)
    assert first.made.label.startswith("start_show")
    own, other = _unplayed(cut, 1), _unplayed(cut, 2)
    pair = next((x, y) for x in sorted(own) for y in sorted(other) if x[:-1] != y[:-1])
    swapped = _swap(cut, _dealt_to(cut, 1, pair[0], 3, 51), _dealt_to(cut, 2, pair[1], 3, 51))
    again = next(d for d in _review(swapped, 1).decisions if d.kind == SHOW)
    assert again == first


def _spot(talk: tuple[Decision, ...], kind: str, seat: int) -> TalkSpot:
    hand = [0] * 15
    hand[0] = 4
    hand[1] = 4
    hand[2] = 4
    hand[3] = 4
    hand[4] = 1
    return TalkSpot(
        variant=Variant.DDZ3,
        seat=seat,
        kind=kind,
        options=HAPPY.model_copy(update={"show_hand": False}),
        hand=tuple(hand),
        counts=(17, 17, 17),
        shown=(None, None, None),
        kitty=None,
        landlord=-1,
        starter=0,
        first_bidder=0,
        base=1,
        talk=talk,
        bids=(),
    )


def test_the_rest_of_the_auction_follows_section_11() -> None:
    """The rules' test vector (D11.3, D11.4): A calls, B grabs, C does not: A has the last turn."""
    spot = _spot((Decision(CALL, 0, 1), Decision(GRAB, 1, 1), Decision(GRAB, 2, 0)), GRAB, 0)
    world = sample(spot, random.Random(1))
    talk = TalkRound(spot, *world)
    assert talk.next() == (GRAB, 0)
    talk.answer(GRAB, 0, 1)
    assert talk.landlord == 0 and talk.stake().grabs == 2  # g = 2 (×4), D11.5
    assert sum(talk.hands[0]) == 20  # D11.6: the kitty is the landlord's
    assert [talk.next()] == [(DOUBLE, 1)]  # D11.7: the peasants from the landlord's right first
    for seat in (1, 2):
        talk.answer(DOUBLE, seat, 2)
    assert talk.next() == (DOUBLE, 0)


def test_worlds_keep_what_the_seat_knows() -> None:
    spot = _spot((), CALL, 0)
    for seed in range(20):
        hands, kitty, first = sample(spot, random.Random(seed))
        assert tuple(hands[0]) == spot.hand and first == 0
        assert [sum(h) for h in hands] == [17, 17, 17] and kitty is not None and sum(kitty) == 3
        assert all(sum(h[r] for h in hands) + kitty[r] == (1 if r >= 13 else 4) for r in range(15))


def test_positions_cover_every_talk_action(happy: list[GameRecord], tmp_path: Path) -> None:
    """Every Show, Call, Grab and Double of the seat with a choice is a position (none left to ``unknown``)."""
    prepared = prepare(happy[0])
    for seat in range(3):
        positions, skipped = REVIEWER.positions(prepared.start, prepared.actions, 0, seat)
        assert skipped == []
        talk = [a for a in prepared.actions if type(a).__name__ in ("Show", "Call", "Grab", "Double")]
        assert sum(1 for p in positions if p.kind != PLAY) == sum(1 for a in talk if a.seat == seat)


def test_no_doubling_round_when_doubling_is_off() -> None:
    """D11.7 applies only with ``doubling`` on: after the landlord's show the card play comes next."""
    options = HAPPY.model_copy(update={"doubling": "off"})
    assert options.double_factors == ()
    spot = dataclasses.replace(
        _spot(
            (*(Decision(START_SHOW, s, 0) for s in range(3)), Decision(CALL, 0, 1), Decision(GRAB, 1, 0))
            + (Decision(GRAB, 2, 0),),
            LANDLORD_SHOW,
            0,
        ),
        options=options,
        landlord=0,
        counts=(20, 17, 17),
        hand=(4, 4, 4, 4, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0),
    )
    talk = TalkRound(spot, *sample(spot, random.Random(2)))
    assert talk.next() == (LANDLORD_SHOW, 0)
    talk.answer(LANDLORD_SHOW, 0, 1)
    assert talk.next() is None and talk.stake().show == 2


def test_a_bid_with_a_doubling_round_after_it_is_valued_with_the_rest_of_the_talk(tmp_path: Path) -> None:
    """D4.1 with D11.7 and D11.9-D11.10 on: the bid is valued with the show and the doubles that follow it
    (the stake they bring included), its alternatives every other legal bid."""
    from gunapp.review.model import BID

    record = simulate("ddz3", tmp_path, 3, preset=None, options=("doubling=on", "showHand=on"))
    prepared = prepare(record)
    found = []
    for seat in range(3):
        positions, skipped = REVIEWER.positions(prepared.start, prepared.actions, 0, seat)
        assert skipped == []
        found += [p for p in positions if p.kind == BID]
    assert found and all(isinstance(p.view, TalkSpot) for p in found)
    d = REVIEWER.evaluate(found[0], Effort(worlds=6, candidates=6, cpu_cap=5.0), seed=1)
    assert {d.made.label, *(a.label for a in d.alternatives)} == {
        f"bid:{v}" if v else "pass" for v in found[0].legal
    }
