"""High Trick behind Qt signals: a ``GameModel`` over its ``TrickMatch``."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, ClassVar

from PySide6.QtCore import QObject, Signal

from gunapp.models.game_model import GameModel, SeatConfig, Step
from gunapp.models.table_agents import TableAgent, table_agent
from tests.third_game import ai
from tests.third_game.codec import KEY
from tests.third_game.engine import CardLaid, MatchDone, RoundScored, Shuffled, TrickClosed, TrickMatch


class TrickModel(GameModel[TrickMatch]):
    game_key = KEY
    round_dealt = Signal(object)
    card_laid = Signal(object)
    trick_closed = Signal(object)
    round_scored = Signal(object)
    match_done = Signal(object)

    EVENT_SIGNALS: ClassVar[dict[type, str]] = {
        Shuffled: "round_dealt",
        CardLaid: "card_laid",
        TrickClosed: "trick_closed",
        RoundScored: "round_scored",
        MatchDone: "match_done",
    }

    def __init__(
        self,
        seats: Sequence[SeatConfig],
        *,
        match: TrickMatch | None = None,
        seed: int | None = None,
        viewer: int = 0,
        auto_ready: bool = False,
        auto_continue: bool = False,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(seats, viewer=viewer, auto_ready=auto_ready, parent=parent)
        self.seed = (
            match.seed if match is not None else (seed if seed is not None else random.randrange(1 << 30))
        )
        self.engine = match if match is not None else TrickMatch.new(None, self.seed)
        self.auto_continue = auto_continue
        self.seat_agents()

    def start(self) -> None:
        super().start()
        self._publish(list(self.engine.first_events()))

    def table_agent(self, level: str, seed: int) -> TableAgent:
        return table_agent(ai.make_agent, ai.LEVELS, level, seed)

    def _next_step(self) -> Step:
        e = self.engine
        if e.match_over():
            return Step("over")
        seats = e.seats_to_act()
        if not seats:
            return Step("table", -1, e.next_hand()) if self.auto_continue else Step("wait")
        return Step("human" if self.is_human(seats[0]) else "ai", seats[0])

    def _redact(self, event: Any, seat: int) -> Any:
        return event  # every event is public: a laid card is seen by all
