"""The review reads only the reviewed seat's view (issue 27 item 7, R27 / the D-rules' views): two records
that differ only in cards that seat never saw give the same review."""

from __future__ import annotations

from collections import Counter

from gunapp.core.cards import Card
from gunapp.core.prepare import prepare
from gunapp.core.record import GameRecord
from gunapp.review.runner import ReviewRun
from tests.review.conftest import QUICK


def _swap(record: GameRecord, i: int, j: int) -> GameRecord:
    hand = record.hands[-1]
    deck = list(hand.deck)
    deck[i], deck[j] = deck[j], deck[i]
    hands = [*record.hands[:-1], hand.model_copy(update={"deck": deck})]
    return record.model_copy(update={"hands": hands})


def _cut(record: GameRecord, events: int) -> GameRecord:
    """The record as an autosave after ``events`` events of its last hand (a hand in progress)."""
    hand = record.hands[-1]
    cut = hand.model_copy(update={"events": hand.events[:events], "result": {}})
    return record.model_copy(update={"hands": [*record.hands[:-1], cut]})


def _unplayed(record: GameRecord, seat: int) -> Counter[str]:
    """Cards ``seat`` still holds at the end of the record's last hand."""
    prepared = prepare(record)
    engine = prepared.start
    for action in prepared.actions:
        engine.apply(action)
    return Counter(c.code for c in engine.hand_cards()[seat])


def _dealt_to(record: GameRecord, seat: int, code: str, players: int, dealt: int) -> int:
    hand = record.hands[-1]
    return next(k for k in range(dealt) if hand.deck[k] == code and (hand.starter + k) % players == seat)


def _review(record: GameRecord, seat: int) -> list[object]:
    run = ReviewRun(record, len(record.hands) - 1, seat, seed=3, effort=QUICK, workers=1)
    review = run.run()
    assert review is not None
    return [d.model_dump() for d in review.decisions]


def test_ddz_review_ignores_the_other_seats_cards(ddz3_record: GameRecord) -> None:
    """D-views: the landlord's review is the same when two peasants' unplayed cards trade places."""
    landlord = ddz3_record.hands[-1].result["landlord"]
    record = _cut(ddz3_record, len(ddz3_record.hands[-1].events) * 2 // 3)
    a, b = [s for s in range(3) if s != landlord]
    left_a, left_b = _unplayed(record, a), _unplayed(record, b)
    marker = record.hands[-1].events[0]["index"]
    pair = next(
        (x, y)
        for x in left_a
        for y in left_b
        if Card.parse(x).rank != Card.parse(y).rank  # a real difference in what each holds
    )
    i = _dealt_to(record, a, pair[0], 3, 51)
    j = _dealt_to(record, b, pair[1], 3, 51)
    assert marker not in (i, j)  # the marker card is shown to all (D3.2)
    swapped = _swap(record, i, j)
    assert _unplayed(swapped, a) != left_a  # the hidden hands do differ
    base = _review(record, landlord)
    assert base, "the landlord made decisions to review"
    assert _review(swapped, landlord) == base


def test_gunzi_review_ignores_the_other_seats_cards(gunzi_record: GameRecord) -> None:
    """R27: seat 1's review of the first tricks is the same when seats 0 and 2 hold two unplayed cards the
    other way round (the record cut after those tricks, as an autosave of a hand in progress)."""
    hand = gunzi_record.hands[0]
    plays = [k for k, e in enumerate(hand.events) if e.get("type") == "play"]
    cut = _cut(gunzi_record, plays[24])
    # a Gunzi hand in progress records no dealer yet (its record names him at the settlement)
    cut = cut.model_copy(update={"hands": [cut.hands[0].model_copy(update={"dealer": None})]})
    left0, left2 = _unplayed(cut, 0), _unplayed(cut, 2)
    declared = {c for e in hand.events if e.get("type") == "declare" for c in e.get("cards", [])}
    level_ranks = {Card.parse(c).rank for c in declared}

    def plain(code: str) -> bool:
        card = Card.parse(code)
        return not card.is_joker and card.rank not in level_ranks and card.rank != 2

    pair = next(
        (x, y)
        for x in sorted(left0)
        for y in sorted(left2)
        if plain(x) and plain(y) and x != y and x not in left2 and y not in left0
    )
    i = _dealt_to(cut, 0, pair[0], 4, 156)
    j = _dealt_to(cut, 2, pair[1], 4, 156)
    swapped = _swap(cut, i, j)
    assert _unplayed(swapped, 0) != left0
    base = _review(cut, 1)
    assert len(base) >= 3
    assert _review(swapped, 1) == base
