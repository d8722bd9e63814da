"""Gunzi's side of saving, resuming and counting a match (``gunapp.core.match_codec.MatchCodec``), its
house-rule defaults and the factory of a new match; named by its ``GameSpec`` in ``gunapp.core.registry``."""

from __future__ import annotations

import copy
from collections.abc import Callable, Sequence
from typing import Any

from gunapp.core.match_codec import MatchModel, SaveSummary, StatsSink, int_field
from gunapp.core.record import GameRecord, HandRecord, RecordError, SeatInfo
from gunapp.games.gunzi.engine import events as gev
from gunapp.games.gunzi.engine import record_io
from gunapp.games.gunzi.engine.numbered import gunzi_match
from gunapp.games.gunzi.engine.phase import Phase
from gunapp.games.gunzi.engine.rules import ENDLESS_CYCLES, GunziOptions
from gunapp.games.gunzi.engine.state import GunziState

#: Gunzi outcomes (R21.3, R21.4) that the dealer side wins; the others go to the attackers
DEALER_SIDE_WINS = ("C1", "C2", "E1", "E3")
#: the levels a summary can show (2..A = 14; a few beyond for house rules that count past A)
LEVEL_RANGE = (2, 20)


def house_defaults() -> dict[str, Any]:
    """Every option at the app's default, by spec key, JSON-ready."""
    return GunziOptions(cyclesPerMatch=ENDLESS_CYCLES).to_record()


def new_match(options: GunziOptions | None, seed: int) -> GunziState:
    return gunzi_match(seed, options)


def hand_won(e: gev.HandSettled, seat: int) -> bool:
    """Did ``seat``'s team win this hand? A cycle's end goes to the cycle's winner."""
    team = seat % 2
    if e.cycle_winner is not None:
        return e.cycle_winner == team
    dealer_won = e.outcome in DEALER_SIDE_WINS
    return (e.dealer % 2 == team) == dealer_won


class GunziCodec:
    """Reads ``model.engine`` (a ``GunziState``) and ``model.seat_info()``."""

    def record(self, model: MatchModel) -> GameRecord:
        return record_io.to_record(model.engine, model.seat_info())

    def snapshot(
        self, model: MatchModel, seats: list[SeatInfo], cache: dict[int, HandRecord]
    ) -> Callable[[], GameRecord]:
        state: GunziState = model.engine
        snap = copy.copy(state)  # phase, dealt, options, seed are read; records are replaced below
        recs = state.records
        snap.records = [*recs[:-1], copy.deepcopy(recs[-1])] if recs else []
        return lambda: record_io.to_record(snap, seats)

    def finished(self, model: MatchModel) -> bool:
        return bool(model.engine.phase is Phase.MATCH_OVER)

    def signature(self, model: MatchModel) -> tuple[int, ...]:
        recs = model.engine.records
        last = recs[-1] if recs else {}
        return (len(recs), len(last.get("events", ())), int(bool(last.get("result"))))

    def resume_point(self, record: GameRecord) -> tuple[Any, Sequence[Any]]:
        return record_io.resume_point(record)

    def summary(
        self, record: GameRecord, seat: int, hand: int, played: list[tuple[int, dict[str, Any]]]
    ) -> SaveSummary:
        """The level of the human's team after the last finished hand."""
        options = record.options if isinstance(record.options, dict) else {}
        level = int_field(options.get("startLevel", 3), "options.startLevel", *LEVEL_RANGE)
        for i, result in played:
            levels = result.get("levels")
            if levels is None:
                continue  # the hand in progress has no result yet
            if not isinstance(levels, list) or len(levels) != 2:
                raise RecordError(f"hands[{i}].result.levels: expected two levels")
            level = int_field(levels[seat % 2], f"hands[{i}].result.levels[{seat % 2}]", *LEVEL_RANGE)
        return SaveSummary(record.game, hand, level)

    def count(self, stats: StatsSink, event: object, viewer: int, model: MatchModel) -> str | None:
        if isinstance(event, gev.HandSettled):
            stats.record_hand(hand_won(event, viewer))
        elif isinstance(event, gev.CycleWon):
            stats.matches_won += int(event.team == viewer % 2)
        elif isinstance(event, gev.MatchOver):
            return "over"
        else:
            return None
        return "counted"


CODEC = GunziCodec()
