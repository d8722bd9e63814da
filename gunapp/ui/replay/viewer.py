"""``ReplayViewer``: drives a game's table (a ``GameTable``) through a recorded match.

The table keeps its own model, canvas and animations: the viewer starts the model at a hand's start with AI
in every seat and the model's own loop stopped (so no AI is asked, nothing is saved), and feeds it the
recorded actions through ``_apply``/``_publish`` exactly as a game would. A step forward is animated; a step
back, a jump to a trick or a hand rebuilds the position at animation speed 0 with painting held, from the
hand's start, which the player sees as an instant change: while rebuilding (``canvas.rebuilding``) the tables
leave out what only shows in passing (the deal's flights, a fan laid out after every card, callouts) and lay
the hands and stacks out once at the end, exactly where the event-by-event path puts them.

The view: every hand face up (``view_seat`` None; seat 0 at the bottom, the others' cards laid face up in
their corners by ``RevealLayer``) or one seat's view (the model's ``viewer`` is that seat and the table is
turned so it sits at the bottom; the model redacts what that seat cannot see, as in play). The choice is kept
while stepping. **Play from here** hands a chosen seat to the player and the other seats to the AI, and lets
the model's loop run on; the new match's record names its origin in an optional ``branch`` header field
(``gunapp-record/1`` readers ignore unknown fields): ``{"from", "hand", "action", "seat"}``.
"""

from __future__ import annotations

import functools
import hashlib
from collections.abc import Sequence
from pathlib import Path
from typing import Any, cast

import shiboken6
from PySide6.QtCore import QObject, QPoint, QRectF, QTimer, Signal
from PySide6.QtWidgets import QWidget

from gunapp.core import registry
from gunapp.core.cards import Card
from gunapp.core.engine import AnyEngine
from gunapp.core.record import GameRecord
from gunapp.models.game_model import GameModel, SeatConfig
from gunapp.models.replay_model import Timeline
from gunapp.ui.common.off_thread import OffThread
from gunapp.ui.replay.reveal import RevealLayer, sorted_hand
from gunapp.ui.table.game_table import GameTable

#: pause between two steps while playing on, at speed 1 (ms); the speed chooser divides it
PLAY_PAUSE_MS = 700


def record_id(record: GameRecord, path: str | Path | None) -> str:
    """How a branch names its record: the file name, or the record's sha256 when it has no file."""
    if path is not None:
        return Path(path).name
    return "sha256:" + hashlib.sha256(record.to_json().encode("utf-8")).hexdigest()


def recorded_seats(record: GameRecord, players: int) -> list[SeatConfig] | None:
    """Who sat where in ``record`` (its ``seats``: the player, each AI's level); None for a record that does
    not name every seat."""
    if len(record.seats) != players:
        return None
    return [
        SeatConfig("human", None) if s.kind == "human" else SeatConfig("ai", s.level or "normal")
        for s in record.seats
    ]


class ReplayViewer(QObject):
    """Position is (``hand``, ``k``): ``k`` actions of hand ``hand`` applied. ``moved`` after every change."""

    moved = Signal(int, int)
    playing_changed = Signal(bool)
    branched = Signal(object)  # the model now played from here
    view_changed = Signal(object)  # the seat whose view is shown, None for every hand face up
    closed = Signal()  # the table went on to another game (New game while watching): the viewer let go

    def __init__(
        self,
        table: GameTable,
        record: GameRecord,
        source: str | Path | None = None,
        timeline: Timeline | None = None,
    ) -> None:
        """``timeline``: one of ``record`` already holding the hand to show first (built off the GUI thread:
        ``hand_dialog``); by default a new one, each hand prepared when first visited or ahead of it."""
        super().__init__(cast(QWidget, table))
        self.table = table
        self.record = record
        self.source = record_id(record, source)
        self.timeline = timeline if timeline is not None else Timeline(record)
        self.hand = 0
        self.k = 0
        self.model: GameModel[Any] | None = None
        self.speed = 1.0
        self.playing = False
        self.seats = len(record.seats) or registry.game(record.game).players
        self.view_seat: int | None = None  # every hand face up until a seat's view is chosen
        self.reveal = RevealLayer(table.canvas)
        self._rebuilding = False
        self._dealt = False  # the last step was the table's own move (a dealt card)
        #: rebuild with ``canvas.rebuilding`` (the tables leave out passing moves); False draws every event
        #: as a forward step would (the benchmark's reference)
        self.fast_rebuild = True
        table.canvas.animator.drained.connect(self._refresh_reveal)
        # a new window size moves everything: lay the cards out again once the table's panels are placed
        table.canvas.layout_changed.connect(lambda _lay: QTimer.singleShot(0, self._refresh_reveal))
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._play_step)
        # the hands next to the one shown, prepared ahead: one replays the match up to it (tens of ms late in
        # a long record), which stepping to it would otherwise spend on the GUI thread
        self._ahead = OffThread("preparing a hand of a replay ahead", self)
        self._ahead.done.connect(lambda _line: self._prepare_ahead())

    # -- queries ----------------------------------------------------------------------------------------
    def actions_in_hand(self, hand: int | None = None) -> int:
        return len(self.timeline.hand(self.hand if hand is None else hand).actions)

    def engine(self) -> AnyEngine:
        """The model's engine: what the table shows now."""
        assert self.model is not None, "no replay on the table"
        engine: AnyEngine = self.model.engine
        return engine

    @property
    def south(self) -> int:
        """The seat drawn at the bottom: the chosen seat's view, seat 0 with every hand face up."""
        return self.view_seat if self.view_seat is not None else 0

    def hands_now(self) -> list[list[Card]]:
        return self.engine().hand_cards()

    # -- the view ---------------------------------------------------------------------------------------
    def set_view(self, seat: int | None) -> None:
        """Show every hand face up (None) or only what ``seat`` sees; the position is kept."""
        if seat is not None:
            seat = max(0, min(int(seat), self.seats - 1))
        if seat == self.view_seat:
            return
        self.view_seat = seat
        if self.model is not None:
            self.goto(self.hand, self.k)
        self.view_changed.emit(seat)

    def _refresh_reveal(self) -> None:
        if self._rebuilding:
            return  # once at the end of the rebuild, not after each of its actions
        if self.model is not None and shiboken6.isValid(self.table) and self.table.model is not self.model:
            self.close()  # a new game was started on this table from the menu
            return
        if self.model is None or not shiboken6.isValid(self.table):
            self.reveal.clear()
            return
        if self.view_seat is not None:
            if self.reveal.items:
                self.reveal.clear()
            return
        model = self.model
        hands: dict[int, Sequence[Card]] = {
            s: sorted_hand(model, h) for s, h in enumerate(self.hands_now()) if s != self.south
        }
        # redraws only the seats whose cards changed; hides new backs
        self.reveal.show(hands, self._panels())

    def _panels(self) -> list[QRectF]:
        """Where the table's own panels over the canvas are (a status, a stake)."""
        canvas = self.table.canvas
        found = []
        for w in self.table.overlay_panels():
            # on the canvas only: a status panel heading the history pane covers nothing of the table
            if w.isVisible() and canvas.isAncestorOf(w):
                top_left = w.mapTo(canvas, QPoint(0, 0))
                found.append(QRectF(top_left.x(), top_left.y(), w.width(), w.height()))
        return found

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
        cast(QWidget, t).setUpdatesEnabled(False)
        t.hold_status(True)
        self._rebuilding = True
        t.canvas.rebuilding = self.fast_rebuild
        try:
            model = self._start_model(line.start)
            # a run of dealt cards goes to the table as one batch: the model's per-batch work (legal
            # declarations, item models) is done once per run, not once per card (half a Gunzi rebuild)
            run: list[Any] = []
            for action in line.actions[:k]:
                dealt = action == model.engine.table_action()  # the table's own move: a dealt card
                events = model._apply(action)
                if dealt:
                    run += events
                    continue
                if run:
                    model._publish(run)
                    run = []
                model._publish(events)
            if run:
                model._publish(run)
            t.end_rebuild()
        finally:
            t.canvas.rebuilding = False
            t.canvas.settle()
            self._rebuilding = False
            animator.set_speed(speed)
            t.hold_status(False)
            cast(QWidget, t).setUpdatesEnabled(True)
        self.hand, self.k = hand, k
        self._sync_table()
        self._refresh_reveal()
        self.moved.emit(hand, k)
        self._prepare_ahead()

    def _prepare_ahead(self) -> None:
        """Prepare the next hand, then the previous one, on the thread pool, if they are not yet."""
        if self._ahead.busy or self.model is None:
            return
        timeline = self.timeline
        for i in (self.hand + 1, self.hand - 1):
            if 0 <= i < timeline.hand_count and not timeline.has_hand(i):
                self._ahead.run(functools.partial(timeline.hand, i))
                return

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
        # a click while the last step still moves finishes that step at once: ten quick clicks left the label
        # at 10 while the table and the counts were still playing step 6 (issue 26)
        animator = self.table.canvas.animator
        if not animator.is_idle():
            animator.skip()
        model = self.model
        action = line.actions[self.k]
        self._dealt = action == model.engine.table_action()
        model._publish(model._apply(action))
        self.k += 1
        self._sync_table()
        self._refresh_reveal()
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
        # the deal goes card by card: no pause between cards, only between decisions
        self._timer.start(0 if self._dealt or self.k == 0 else int(PLAY_PAUSE_MS / self.speed))

    def close(self) -> None:
        """Stop watching: the table belongs to another game now; the face-up cards and the bar go."""
        self.set_playing(False)
        self.reveal.clear()
        self.model = None
        if shiboken6.isValid(self.table):
            self.table.canvas.animator.drained.disconnect(self._refresh_reveal)
        self.closed.emit()

    # -- play from here ---------------------------------------------------------------------------------
    def play_from_here(self, level: str = "normal", seat: int | None = None) -> GameModel[Any] | None:
        """``seat`` (default: the seat whose view is shown, else 0) to the player, the others to ``level``
        AI, the loop running: a new match from this point, whose record names the branch point."""
        if self.model is None:
            return None
        # a saved match of this game is asked about first, as New game does
        if not self.table.host.confirm_new_match(self.record.game):
            return None
        self.set_playing(False)
        seat = self.south if seat is None else max(0, min(int(seat), self.seats - 1))
        self.view_seat = seat  # the player's seat at the bottom, nobody else's cards shown
        self.goto(self.hand, self.k)
        self.reveal.clear()
        model = self.model
        seats = [SeatConfig("ai", level)] * len(model.seats)
        seats[seat] = SeatConfig("human", None)
        model.seats = seats
        model.recorded_seats = None  # the plates now name who plays each seat: the player and the new AI
        model.agents = {
            s: model.table_agent(level, model.seed * 4 + s) for s in range(len(seats)) if s != seat
        }
        model.branch = {"from": self.source, "hand": self.hand, "action": self.k, "seat": seat}
        self.table.host.game_started(model)  # autosave and statistics for the new match
        self.model = None
        self.table.canvas.animator.drained.disconnect(self._refresh_reveal)
        self.table.refresh_seats()
        model._running = True
        model._human_asked = None
        model._schedule()
        self.branched.emit(model)
        return model

    # -- internals --------------------------------------------------------------------------------------
    def _start_model(self, start: Any) -> GameModel[Any]:
        import copy

        t = self.table
        fresh = copy.deepcopy(start)
        players = registry.game(self.record.game).players
        model = t.resume_match([SeatConfig("ai", "normal")] * players, fresh, viewer=self.south)
        model._running = False  # the viewer, not the loop, decides every step
        # every seat an AI the loop never asks (no human seat: nothing autosaves or waits for a click), while
        # the plates name who sat there when the match was recorded: the player, each AI at its level
        model.recorded_seats = recorded_seats(self.record, players)
        t.refresh_seats()
        self.model = model
        return model  # type: ignore[no-any-return]

    def _sync_table(self) -> None:
        """Panels that depend on a human turn stay closed while watching."""
        if self.model is not None and not self.model._running:
            self.table.bar.hide()
