"""A game's side of saving, resuming and counting a match (``MatchCodec``), and the start-page summary of a
save. Each game implements the codec beside its ``record_io``; ``GameSpec.codec`` names it."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from gunapp.core.record import GameRecord, HandRecord, RecordError, SeatInfo


@dataclass(frozen=True)
class SaveSummary:
    """What the start page says about a saved match (the UI words it in the user's language).

    ``hand``: the number of the hand or deal in progress (re-deals not counted); ``figure``: the game's one
    number about the human's standing (its ``TableKit.save_words`` says what it is: a level, a score ...)."""

    game: str
    hand: int
    figure: int


@dataclass(frozen=True)
class GrabDeal:
    """A Dou Dizhu deal under the call-and-grab options (section 11) as the statistics count it for the human:
    ``score`` the points it brought (negative: lost), ``total`` the session total after it, ``landlord`` the
    human was the landlord, ``grabs`` the 抢地主 they made, ``double`` the factor they chose (1: none),
    ``shown`` their hand was face up, ``multiplier`` the deal's points over its base."""

    score: int
    total: int
    landlord: bool
    grabs: int
    double: int
    shown: bool
    multiplier: int


class StatsSink(Protocol):
    """The per-game statistics a codec counts into (``storage.statistics.GameStats``)."""

    matches_won: int

    def record_hand(self, won: bool) -> None: ...

    def record_score(self, total: int) -> None: ...

    def record_grab_deal(self, deal: GrabDeal) -> None: ...


class MatchModel(Protocol):
    """A game's model as the record side reads it (``models.game_model.GameModel``, seen without Qt)."""

    game_key: str
    #: a match played on from a replay names its origin; None otherwise
    branch: dict[str, Any] | None
    #: the hand reviews made of the match (``gunapp.review.HandReview``): the record keeps them
    reviews: tuple[Any, ...]
    #: the player ended the match (a Dou Dizhu session ends only so, D8.3)
    ended: bool

    @property
    def engine(self) -> Any:
        """The match (``core.engine.GameEngine``; the codec knows its own game's type)."""
        ...

    def seat_info(self) -> list[SeatInfo]: ...


class MatchCodec(Protocol):
    """A game's side of saving, resuming and counting a match. ``model`` is the game's model (read only:
    its engine, seats and flags); nothing here imports Qt."""

    def record(self, model: MatchModel) -> GameRecord:
        """The match so far as a ``gunapp-record/1`` record (the hand in progress included)."""
        ...

    def snapshot(
        self, model: MatchModel, seats: list[SeatInfo], cache: dict[int, HandRecord]
    ) -> Callable[[], GameRecord]:
        """Copy now what the game may still change; the returned function builds the record later, on
        another thread. ``cache`` may keep the records of finished hands between calls."""
        ...

    def finished(self, model: MatchModel) -> bool:
        """The match is over (its save goes)."""
        ...

    def signature(self, model: MatchModel) -> tuple[int, ...]:
        """Changes whenever the record gains an event or a result."""
        ...

    def resume_point(self, record: GameRecord) -> tuple[Any, Sequence[Any]]:
        """The engine's match at the start of the record's last hand and that hand's actions so far;
        raises RecordError for a record the replay contradicts."""
        ...

    def summary(
        self, record: GameRecord, seat: int, hand: int, played: list[tuple[int, dict[str, Any]]]
    ) -> SaveSummary:
        """The start page's line about a save: ``played`` are the (index, result) of the hands that were not
        re-dealt; raises RecordError naming a field of the wrong type or out of range."""
        ...

    def count(self, stats: StatsSink, event: object, viewer: int, model: MatchModel) -> str | None:
        """Count ``event`` for the human in seat ``viewer`` (``model``: the match just after the event, for
        what the event does not carry): ``"counted"`` (statistics changed),
        ``"over"`` (the match ended: its save goes) or None (nothing to count)."""
        ...


def int_field(value: object, where: str, low: int | None = None, high: int | None = None) -> int:
    """``value`` as an int, or RecordError naming ``where``: a save's fields come from a file, so a null, a
    string or a bool where a number belongs is a damaged save, not a crash of the start page."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise RecordError(f"{where}: expected an integer, found {type(value).__name__}")
    if (low is not None and value < low) or (high is not None and value > high):
        raise RecordError(f"{where}: {value} is out of range")
    return value
