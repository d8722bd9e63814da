"""What a game's events sound like (``CuePlan``, a game's plug-in, see ``ui.common.table_kit.TableKit``): for
each event the cues the director times to the event's animation. No Qt, no game: a game maps its own events.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from gunapp.sound.cues import Cue


@dataclass(frozen=True)
class CueAt:
    """``cue``, ``delay`` ms (at speed 1, scaled by the animation speed) after the queue reaches the event."""

    cue: Cue
    delay: int = 0


@dataclass(frozen=True)
class Riffle:
    """A deal the table animates card by card from one event: one deal riffle per few cards, ``beat`` ms a
    card (at speed 1), starting ``lead`` ms after the queue reaches the event."""

    cards: int
    beat: int
    lead: int = 0


@dataclass(frozen=True)
class Cues:
    """The sound of one event: ``at`` fire together when the animation queue reaches the event (each with its
    delay); ``after`` is queued after the event's own animation (a result, heard as the settlement shows)."""

    at: tuple[CueAt, ...] = ()
    after: tuple[Cue, ...] = ()
    riffle: Riffle | None = None


#: an event that makes no sound, on purpose
SILENT = Cues()


def at(*cues: Cue | CueAt) -> Cues:
    """``Cues`` of cues sounding at the event (a bare ``Cue`` has no delay)."""
    return Cues(at=tuple(c if isinstance(c, CueAt) else CueAt(c) for c in cues))


class CuePlan(Protocol):
    """One table's sound plan: made per model (it may remember what was heard this hand)."""

    def cues(self, event: object) -> Cues | None:
        """The sound of ``event`` (``SILENT`` for none); None only for an event kind the plan does not know
        (the conformance harness reports it)."""
        ...

    def session_over(self, leaders: Sequence[int]) -> Cue | None:
        """The player ended the match with these seats leading: the cue, if any."""
        ...
