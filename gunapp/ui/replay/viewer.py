"""``ReplayViewer``: drives a game table (GunziTable or DdzTable) through a recorded match.

The table keeps its own model, canvas and animations: the viewer starts the model at a hand's start with AI
in every seat and the model's own loop stopped (so no AI is asked, nothing is saved), and feeds it the
recorded actions through ``_apply``/``_publish`` exactly as a game would. A step forward is animated; a step
back, a jump to a trick or a hand rebuilds the position at animation speed 0 with painting held, from the
hand's start, which the player sees as an instant change. **Play from here** hands seat 0 back to the player
and the other seats to the AI, and lets the model's loop run on; the new match's record names its origin in
an optional ``branch`` header field (``gunapp-record/1`` readers ignore unknown fields).
"""

from __future__ import annotations

import hashlib
from pathlib import Path
from typing import Any

import shiboken6
from PySide6.QtCore import QObject, QTimer, Signal

from gunapp.engine.record import GameRecord
from gunapp.models.game_model import GameModel, SeatConfig
from gunapp.models.replay_model import Timeline

#: pause between two steps while playing on, at speed 1 (ms); the speed chooser divides it
PLAY_PAUSE_MS = 700


def record_id(record: GameRecord, path: str | Path | None) -> str:
    """How a branch names its record: the file name, or the record's sha256 when it has no file."""
    if path is not None:
        return Path(path).name
    return "sha256:" + hashlib.sha256(record.to_json().encode("utf-8")).hexdigest()


class ReplayViewer(QObject):
    """Position is (``hand``, ``k``): ``k`` actions of hand ``hand`` applied. ``moved`` after every change."""

    moved = Signal(int, int)
    playing_changed = Signal(bool)
    branched = Signal(object)  # the model now played from here

    def __init__(self, table: Any, record: GameRecord, source: str | Path | None = None) -> None:
        super().__init__(table)
        self.table = table
        self.record = record
        self.source = record_id(record, source)
        self.timeline = Timeline(record)
        self.hand = 0
        self.k = 0
        self.model: GameModel | None = None
        self.speed = 1.0
        self.playing = False
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._play_step)

    # -- queries ----------------------------------------------------------------------------------------
    def actions_in_hand(self, hand: int | None = None) -> int:
        return len(self.timeline.hand(self.hand if hand is None else hand).actions)

    def engine(self) -> Any:
        """The model's engine object (GunziState or Session): what the table shows now."""
        m: Any = self.model
        return m.state if hasattr(m, "state") else m.session

    # -- moving -----------------------------------------------------------------------------------------
    def goto(self, hand: int, k: int) -> None:
        """Rebuild the table at ``k`` actions into ``hand`` (clamped), at once."""
        hand = max(0, min(hand, self.timeline.hand_count - 1))
        line = self.timeline.hand(hand)
        k = max(0, min(k, len(line.actions)))
        t = self.table
        animator = t.canvas.animator
        speed = animator.speed
        animator.set_speed(0)
        t.setUpdatesEnabled(False)
        hold = getattr(t, "hold_status", None)
        if callable(hold):
            hold(True)
        try:
            model = self._start_model(line.start)
            for action in line.actions[:k]:
                model._publish(model._apply(action))
        finally:
            animator.set_speed(speed)
            if callable(hold):
                hold(False)
            t.setUpdatesEnabled(True)
        self.hand, self.k = hand, k
        self._sync_table()
        self.moved.emit(hand, k)

    def step(self) -> bool:
        """One action forward, animated; at a hand's end, on to the next hand's start. False at the end."""
        if self.model is None:
            return False
        line = self.timeline.hand(self.hand)
        if self.k >= len(line.actions):
            if self.hand + 1 < self.timeline.hand_count:
                self.goto(self.hand + 1, 0)
                return True
            return False
        model = self.model
        model._publish(model._apply(line.actions[self.k]))
        self.k += 1
        self._sync_table()
        self.moved.emit(self.hand, self.k)
        return True

    def back(self) -> None:
        if self.k > 0:
            self.goto(self.hand, self.k - 1)
        elif self.hand > 0:
            self.goto(self.hand - 1, self.actions_in_hand(self.hand - 1))

    def next_trick(self) -> None:
        stop = self.timeline.next_stop(self.hand, self.k)
        if stop <= self.k:
            self.next_hand()
        elif stop == self.k + 1:
            self.step()
        else:
            self.goto(self.hand, stop)

    def prev_trick(self) -> None:
        if self.k == 0 and self.hand > 0:
            self.goto(
                self.hand - 1, self.timeline.prev_stop(self.hand - 1, self.actions_in_hand(self.hand - 1))
            )
        else:
            self.goto(self.hand, self.timeline.prev_stop(self.hand, self.k))

    def next_hand(self) -> None:
        if self.hand + 1 < self.timeline.hand_count:
            self.goto(self.hand + 1, 0)
        else:
            self.goto(self.hand, self.actions_in_hand())

    def prev_hand(self) -> None:
        self.goto(self.hand - 1 if self.k == 0 else self.hand, 0)

    def set_playing(self, on: bool) -> None:
        if on == self.playing:
            return
        self.playing = on
        if on:
            self._timer.start(0)
        else:
            self._timer.stop()
        self.playing_changed.emit(on)

    def set_speed(self, speed: float) -> None:
        self.speed = max(0.25, speed)

    def _play_step(self) -> None:
        if not self.playing or not shiboken6.isValid(self.table):
            return
        if not self.table.canvas.animator.is_idle():
            self._timer.start(40)  # the last step is still moving: wait for it, never for a fixed time
            return
        if not self.step():
            self.set_playing(False)
            return
        line = self.timeline.hand(self.hand)
        # the deal goes card by card: no pause between cards, only between decisions
        dealing = self.game_is_gunzi() and type(line.actions[self.k - 1]).__name__ == "DealNext"
        self._timer.start(0 if dealing or self.k == 0 else int(PLAY_PAUSE_MS / self.speed))

    def game_is_gunzi(self) -> bool:
        return self.record.game == "gunzi"

    # -- play from here ---------------------------------------------------------------------------------
    def play_from_here(self, level: str = "normal") -> GameModel | None:
        """Seat 0 to the player, the others to ``level`` AI, the loop running: a new match from this point."""
        model: Any = self.model
        if model is None:
            return None
        self.set_playing(False)
        seats = [SeatConfig("human", None)] + [SeatConfig("ai", level)] * (len(model.seats) - 1)
        model.seats = seats
        model.agents = {s: model.table_agent(level, model.seed * 4 + s) for s in range(1, len(seats))}
        model.branch = {"from": self.source, "hand": self.hand, "action": self.k}
        started = getattr(self.table.host, "game_started", None)
        if callable(started):  # autosave and statistics for the new match
            started(model)
        self.model = None
        model._running = True
        model._human_asked = None
        model._schedule()
        self.branched.emit(model)
        return model  # type: ignore[no-any-return]

    # -- internals --------------------------------------------------------------------------------------
    def _start_model(self, start: Any) -> GameModel:
        import copy

        t = self.table
        fresh = copy.deepcopy(start)
        if self.game_is_gunzi():
            n = 4
            model = t.start_match([SeatConfig("ai", "normal")] * n, state=fresh)
        else:
            model = t.new_session(["normal"] * fresh.variant.players, demo=True, session=fresh)
        model._running = False  # the viewer, not the loop, decides every step
        self.model = model
        return model  # type: ignore[no-any-return]

    def _sync_table(self) -> None:
        """Panels that depend on a human turn stay closed while watching."""
        bar = getattr(self.table, "bar", None)
        if bar is not None and self.model is not None and not self.model._running:
            bar.hide()
