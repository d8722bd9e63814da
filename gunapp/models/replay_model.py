"""The timeline of a recorded match for the replay viewer: per hand, the engine at the hand's start and the
hand's actions, with the points worth stopping at (trick ends, phase changes) and engine snapshots.

Built from the engine alone (no Qt). A hand is prepared the first time it is visited, from the record cut
after that hand (``resume.prepare``: the same replay that resumes a save, checking every action); the viewer
prepares the hands next to the one shown on the thread pool (a hand's line is stored in one step, so a hand
prepared twice at once, there and on the GUI thread, is harmless: both lines are the same).
``state_at(hand, k)`` gives the engine after ``k`` actions of ``hand`` from the nearest snapshot (one every
``SNAP_EVERY`` actions and one at every stop), so no step re-runs the match.
"""

from __future__ import annotations

import bisect
import copy
from dataclasses import dataclass, field
from typing import Any

from gunapp.core.engine import AnyEngine
from gunapp.core.record import GameRecord

SNAP_EVERY = 24


@dataclass
class HandLine:
    """One hand: ``start`` (the game's engine, never mutated), its ``actions``, the action counts after
    which the viewer's trick steps stop (``stops``, ascending, ending with ``len(actions)``) and snapshots."""

    start: AnyEngine
    actions: list[Any]
    stops: list[int] = field(default_factory=list)
    snapshots: dict[int, AnyEngine] = field(default_factory=dict)


class Timeline:
    def __init__(self, record: GameRecord) -> None:
        from gunapp.core import registry

        self.record = record
        self.game = record.game
        #: the game's ``(events) -> bool``: these events end a trick or a round (a replay step stops there)
        self._ends_trick = registry.game(record.game).load_trick_end()
        self._hands: dict[int, HandLine] = {}

    @property
    def hand_count(self) -> int:
        return len(self.record.hands)

    def has_hand(self, i: int) -> bool:
        """Hand ``i`` is prepared already (``hand(i)`` returns at once)."""
        return i in self._hands

    def hand(self, i: int) -> HandLine:
        line = self._hands.get(i)
        if line is None:
            line = self._hands[i] = self._build(i)
        return line

    def _build(self, i: int) -> HandLine:
        from gunapp.core.prepare import prepare

        cut = self.record.model_copy(update={"hands": self.record.hands[: i + 1]})
        prepared = prepare(cut)
        line = HandLine(prepared.start, list(prepared.actions))
        work = copy.deepcopy(prepared.start)
        phase = work.hand_phase()
        for k, action in enumerate(line.actions, start=1):
            events = list(work.apply(action))
            now = work.hand_phase()
            if self._ends_trick(events) or now != phase:
                line.stops.append(k)
                line.snapshots[k] = copy.deepcopy(work)
            elif k % SNAP_EVERY == 0:
                line.snapshots[k] = copy.deepcopy(work)
            phase = now
        if not line.stops or line.stops[-1] != len(line.actions):
            line.stops.append(len(line.actions))
        return line

    def state_at(self, i: int, k: int) -> AnyEngine:
        """A fresh copy of the engine after ``k`` actions of hand ``i``."""
        line = self.hand(i)
        k = max(0, min(k, len(line.actions)))
        base = max((s for s in line.snapshots if s <= k), default=0)
        state = copy.deepcopy(line.snapshots[base] if base else line.start)
        for action in line.actions[base:k]:
            state.apply(action)
        return state

    def next_stop(self, i: int, k: int) -> int:
        stops = self.hand(i).stops
        j = bisect.bisect_right(stops, k)
        return stops[j] if j < len(stops) else len(self.hand(i).actions)

    def prev_stop(self, i: int, k: int) -> int:
        stops = self.hand(i).stops
        j = bisect.bisect_left(stops, k)
        return stops[j - 1] if j > 0 else 0
