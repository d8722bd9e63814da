"""High Trick in ``gunapp-record/1`` and its ``MatchCodec`` (no Qt)."""

from __future__ import annotations

import copy
from collections.abc import Callable, Sequence
from typing import Any

from gunapp.core.cards import Card
from gunapp.core.errors import IllegalAction
from gunapp.core.match_codec import MatchModel, SaveSummary, StatsSink, int_field
from gunapp.core.record import ILLEGAL, GameRecord, HandRecord, RecordError, SeatInfo, read_options
from tests.third_game.engine import CardLaid, Lay, MatchDone, Onward, RoundScored, TrickMatch, TrickOptions

KEY = "hightrick"


def new_match(options: TrickOptions | None, seed: int) -> TrickMatch:
    return TrickMatch.new(options, seed)


def house_defaults() -> dict[str, Any]:
    return TrickOptions().to_record()


def _hand(entry: dict[str, Any]) -> HandRecord:
    events = [{"type": "lay", "seat": lay["seat"], "cards": [lay["card"]]} for lay in entry["lays"]]
    return HandRecord(
        deck=list(entry["deck"]), starter=entry["opener"], events=events, result=entry["result"]
    )


def to_record(match: TrickMatch, seats: list[SeatInfo]) -> GameRecord:
    hands = [_hand(e) for e in match.logbook]
    return GameRecord(game=KEY, options=match.options.to_record(), seed=match.seed, seats=seats, hands=hands)


def _lays(hand: HandRecord, i: int) -> list[Lay]:
    out = []
    for j, ev in enumerate(hand.events):
        if ev.get("type") != "lay" or not isinstance(ev.get("cards"), list) or len(ev["cards"]) != 1:
            raise RecordError(f"events[{j}]: expected a lay of one card", hand=i, field=f"events[{j}]")
        out.append(
            Lay(int_field(ev.get("seat"), f"hands[{i}].events[{j}].seat", 0, 2), Card.parse(ev["cards"][0]))
        )
    return out


def resume_point(record: GameRecord) -> tuple[TrickMatch, list[Lay | Onward]]:
    match = TrickMatch.new(read_options(TrickOptions, record.options), record.seed)
    for i, hand in enumerate(record.hands):
        if match.logbook[-1]["deck"] != hand.deck or match.opener != hand.starter:
            raise RecordError("deck: not the deck this seed deals", hand=i, field="deck")
        lays = _lays(hand, i)
        if i == len(record.hands) - 1:
            return copy.deepcopy(match), list(lays)
        for lay in lays:
            try:
                match.apply(lay)
            except IllegalAction as exc:
                raise RecordError(f"illegal lay: {exc}", ILLEGAL, hand=i, field="events") from None
        if match.logbook[-1]["result"] != hand.result:
            raise RecordError("result: not what the lays give", hand=i, field="result")
        match.apply(Onward())
    raise RecordError("hands: the record holds no hand", field="hands")


class TrickCodec:
    def record(self, model: Any) -> GameRecord:
        return to_record(model.engine, model.seat_info())

    def snapshot(
        self, model: Any, seats: list[SeatInfo], cache: dict[int, HandRecord]
    ) -> Callable[[], GameRecord]:
        match = copy.deepcopy(model.engine)
        return lambda: to_record(match, seats)

    def finished(self, model: Any) -> bool:
        return bool(model.engine.match_over())

    def signature(self, model: Any) -> tuple[int, ...]:
        book = model.engine.logbook
        return (len(book), len(book[-1]["lays"]), int(bool(book[-1]["result"])))

    def resume_point(self, record: GameRecord) -> tuple[Any, Sequence[Any]]:
        return resume_point(record)

    def summary(
        self, record: GameRecord, seat: int, hand: int, played: list[tuple[int, dict[str, Any]]]
    ) -> SaveSummary:
        points = sum(1 for _i, result in played if seat in result.get("best", ()))
        return SaveSummary(record.game, hand, points)

    def count(self, stats: StatsSink, event: object, viewer: int, model: MatchModel) -> str | None:
        if isinstance(event, RoundScored):
            stats.record_hand(viewer in event.best)
            return "counted"
        if isinstance(event, MatchDone):
            stats.matches_won += int(viewer in event.leaders)
            return "over"
        return None


CODEC = TrickCodec()


def trick_end(events: list[Any]) -> bool:
    from tests.third_game.engine import TrickClosed

    return any(isinstance(e, TrickClosed) for e in events)


def hand_order(_match: TrickMatch) -> Callable[[Card], Any]:
    return lambda c: (c.suit.value if c.suit else "", c.rank)


__all__ = ["CODEC", "CardLaid", "hand_order", "new_match", "trick_end"]
