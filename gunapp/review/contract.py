"""What a game provides to be reviewed (``GameSpec.review`` names a ``GameReviewer``) and what it is given.

A game turns one hand of a record into ``Position``s, one per decision of the reviewed seat, each holding only
that seat's view (R27 / D-views: never the engine, so an evaluator cannot read a hidden card), and values a
position by the hard AI's own machinery: deals of the hidden cards sampled from the view, each candidate move
played out in the same deals. ``evaluate`` must be a pure function of (position, effort, seed): the runner may
call it in another process, in any order.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from typing import Any, Protocol

from gunapp.review.model import DecisionReview, Scale, Skipped


@dataclass(frozen=True)
class Effort:
    """How hard to look at each decision. ``worlds``: sampled deals per decision (every candidate in each);
    ``candidates``: moves compared, the move made included; ``cpu_cap``: seconds of CPU time (of the thread
    valuing it) one decision may take at most, a safety net only: CPU time, not wall-clock time, so a busy
    machine makes a review slower but not different; a decision cut short says ``truncated``."""

    worlds: int = 48
    candidates: int = 6
    cpu_cap: float = 8.0

    def as_dict(self) -> dict[str, float | int]:
        return dict(asdict(self))


@dataclass(frozen=True)
class Position:
    """One decision to review: the seat's ``view`` and ``legal`` actions just before action ``index`` of the
    hand, and ``made``, the action taken (one of ``legal``). ``kind``/``trick``/``leading`` as in
    ``DecisionReview``; ``info`` holds what the game's evaluator wants beside the view (public facts only)."""

    hand: int
    seat: int
    index: int
    kind: str
    view: Any
    legal: tuple[Any, ...]
    made: Any
    trick: int | None = None
    leading: bool | None = None
    info: dict[str, Any] = field(default_factory=dict)


class GameReviewer(Protocol):
    """A game's review plug-in (``games/<game>/review.py``)."""

    #: the scale of every value (``model.Scale``)
    scale: Scale
    #: the effort a review takes when its caller names none (meets the issue's times on two cores)
    effort: Effort

    def positions(
        self, start: Any, actions: Sequence[Any], hand: int, seat: int
    ) -> tuple[list[Position], list[Skipped]]:
        """Walk ``actions`` from ``start`` (the engine at the start of hand ``hand``, not to be mutated: copy
        it) and return the seat's decisions worth reviewing (more than one legal choice) and those it leaves
        out with a reason (a decision kind it cannot value yet)."""
        ...

    def evaluate(self, position: Position, effort: Effort, seed: int) -> DecisionReview:
        """Value the move made and the best alternatives at ``position`` from its view only; ``number`` is
        filled by the runner (any value here)."""
        ...
