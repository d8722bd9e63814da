"""Dou Dizhu's side of saving, resuming and counting a session (``gunapp.core.match_codec.MatchCodec``), its
house-rule defaults and the factories of a new session; named by the ``ddz3`` and ``ddz4`` ``GameSpec``."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from gunapp.core.match_codec import GrabDeal, MatchModel, SaveSummary, StatsSink, int_field
from gunapp.core.record import GameRecord, HandRecord, RecordError, SeatInfo
from gunapp.games.doudizhu.engine import record_io
from gunapp.games.doudizhu.engine.events import DealEnded
from gunapp.games.doudizhu.engine.rules import Options, Variant
from gunapp.games.doudizhu.engine.session import Session
from gunapp.games.doudizhu.engine.state import Deal
from gunapp.games.doudizhu.engine.view import DOUBLE, GRAB, LANDLORD_SHOW, START_SHOW

#: a deal scores at most a few thousand points; a bigger number is damage, not a session
SCORE_LIMIT = 10**9


def house_defaults() -> dict[str, Any]:
    """Every option at the app's default (one set for 3 and 4 players), by spec key, JSON-ready."""
    return Options().all_values()


def new_ddz3(options: Options | None, seed: int) -> Session:
    return Session(Variant.DDZ3, options, seed)


def new_ddz4(options: Options | None, seed: int) -> Session:
    return Session(Variant.DDZ4, options, seed)


class DdzCodec:
    """Reads ``model.engine`` (a ``Session``), ``model.ended`` and ``model.seat_info()``."""

    def record(self, model: MatchModel) -> GameRecord:
        return record_io.session_record(model.engine, model.seat_info())

    def snapshot(
        self, model: MatchModel, seats: list[SeatInfo], cache: dict[int, HandRecord]
    ) -> Callable[[], GameRecord]:
        """Only the current deal's record is built now (it still changes). The finished deals are packed and
        never change (``PlayedDeal``): their records are built with the whole record, off the GUI thread, as
        Gunzi's are, rather than kept in ``cache`` for the session (~23 KB a 3-player deal, ~41 KB a 4-player
        one; built again they cost ~0.1 ms a deal, beside the ~0.3 ms a deal of writing the JSON)."""
        session: Session = model.engine
        deals = list(session.deals)
        current = record_io.hand_record(deals[-1])
        done = deals[:-1]
        game, options, seed = session.variant.value, session.options.to_record(), session.seed
        return lambda: GameRecord(
            game=game,
            options=options,
            seed=seed,
            seats=seats,
            hands=[*(record_io.hand_record(d) for d in done), current],
        )

    def finished(self, model: MatchModel) -> bool:
        return bool(model.ended)

    def signature(self, model: MatchModel) -> tuple[int, ...]:
        session: Session = model.engine
        deal = session.deal
        # section 11's decisions count as moves too (an autosave after a grab or a double)
        moves = len(deal.bidding.bids) + len(deal.decisions)
        return (len(session.deals), moves, len(deal.history), int(deal.result is not None))

    def resume_point(self, record: GameRecord) -> tuple[Any, Sequence[Any]]:
        return record_io.resume_point(record)

    def summary(
        self, record: GameRecord, seat: int, hand: int, played: list[tuple[int, dict[str, Any]]]
    ) -> SaveSummary:
        """The human's session total."""
        score = 0
        for i, result in played:
            scores = result.get("scores")
            if scores is None:
                continue
            if not isinstance(scores, list) or len(scores) != len(record.seats):
                raise RecordError(f"hands[{i}].result.scores: expected one score per seat")
            for j, value in enumerate(
                scores
            ):  # every seat's, not only ours: a damaged entry is a damaged save
                int_field(value, f"hands[{i}].result.scores[{j}]", -SCORE_LIMIT, SCORE_LIMIT)
            score += scores[seat]
        return SaveSummary(record.game, hand, score)

    def count(self, stats: StatsSink, event: object, viewer: int, model: MatchModel) -> str | None:
        if not isinstance(event, DealEnded):
            return None
        stats.record_hand(event.result.scores[viewer] > 0)
        session: Session = model.engine
        if session.options.call_and_grab:  # its points do not compare with a section-8 session's
            stats.record_grab_deal(grab_deal(session.deal, event, viewer))
        else:
            stats.record_score(event.totals[viewer])
        return "counted"


def grab_deal(deal: Deal, event: DealEnded, viewer: int) -> GrabDeal:
    """What the statistics count of a finished call-and-grab deal for ``viewer``: its section-11 decisions come
    from the deal (the event has only their product)."""
    result = event.result
    mine = [d for d in deal.decisions if d.seat == viewer]
    lines = result.payments
    multiplier = sum(p.multiplier for p in lines if viewer in (p.seat, result.landlord))
    return GrabDeal(
        score=result.scores[viewer],
        total=event.totals[viewer],
        landlord=viewer == result.landlord,
        grabs=sum(1 for d in mine if d.kind == GRAB and d.value),
        double=max((d.value for d in mine if d.kind == DOUBLE), default=1),
        shown=any(d.kind in (START_SHOW, LANDLORD_SHOW) and d.value for d in mine),
        multiplier=multiplier,
    )


CODEC = DdzCodec()
