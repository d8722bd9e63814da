"""``GameModel``: the one way into a game (``submit``) and the one way out (Qt signals per engine event).

A game's model holds its match as ``engine`` (a ``core.engine.GameEngine``: the only thing shared code reads
of it), may specialise small hooks (``_apply``, ``_legal``, ``_view`` default to the engine's; ``_redact``,
``_next_step``) and maps its event classes to signals in ``EVENT_SIGNALS``. The base runs the turn loop:

- after every batch of events it waits until the table calls ``ready()`` (its animation queue drained), or
  goes on at once with ``auto_ready=True`` (headless runs, tests of the model alone);
- then ``_next_step()`` says who moves: the table itself (dealing, starting a hand), an AI seat (its agent
  runs on the ``AiWorker`` thread; the answer comes back through ``decided``), or the human (``human_turn``
  fires once with the legal actions; the UI answers through ``submit``).

Nothing sleeps: the loop is driven by ``ready()`` and by the worker's signal, each continuation posted with a
zero-delay timer so a speed-0 table never recurses.
"""

from __future__ import annotations

import copy
import logging
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, Generic, Literal, TypeVar

from PySide6.QtCore import QObject, QTimer, Signal

from gunapp.core.engine import AnyEngine
from gunapp.core.errors import IllegalAction
from gunapp.core.record import SeatInfo
from gunapp.models.ai_worker import AiWorker
from gunapp.models.table_agents import TableAgent

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Step:
    """What ``_next_step`` asks the loop to do.

    kind: ``table`` (apply ``action`` for the table), ``ai`` (ask ``seat``'s agent; ``optional`` means a
    failure or an illegal answer is simply dropped), ``human`` (wait for ``seat``), ``wait`` (nothing to do
    until someone calls ``submit``/``continue_``), ``over``.
    """

    kind: str
    seat: int = -1
    action: Any = None
    optional: bool = False


@dataclass(frozen=True)
class SeatConfig:
    """Who sits in a seat: ``kind`` human or ai, with an AI ``level`` (easy, normal, ...)."""

    kind: Literal["human", "ai"] = "ai"
    level: str | None = "normal"
    name: str = ""


E = TypeVar("E", bound=AnyEngine)


class GameModel(QObject, Generic[E]):
    """Base of every game model; ``E`` is the game's engine type (``model.engine``). Signals (all emitted on
    the GUI thread):

    - ``event(object)``: every engine event, redacted for ``viewer``, in order (plus a per-class signal
      named in ``EVENT_SIGNALS``, then ``event_done(object)`` with the same event: its slots run after
      those of the event's own signal, e.g. after the table queued the event's animation);
    - ``illegal(object)``: an ``IllegalAction`` raised by a human ``submit`` (the state is unchanged);
    - ``turn_changed(object)``: the seats the game now waits for (a tuple);
    - ``human_turn(int, object)``: the human seat and its legal actions, once per decision;
    - ``thinking(int)``: an AI seat started deciding;
    - ``hint_ready(object)``: the answer to ``request_hint``;
    - ``batch_started()`` / ``batch_ended()``: around the events of one action, so a table can treat
      them as one unit (``bind_model`` holds the animator's ``drained`` until the batch is queued);
    - ``session_over(list)``: the player ended the match (the leading seats); a game whose matches end by
      themselves never emits it.
    """

    engine_event = Signal(object)  # read as ``event``: see the property below
    event_done = Signal(object)
    illegal = Signal(object)
    turn_changed = Signal(object)
    human_turn = Signal(int, object)
    thinking = Signal(int)
    hint_ready = Signal(object)
    batch_started = Signal()
    batch_ended = Signal()
    session_over = Signal(object)

    #: engine event class -> name of the signal (declared on the subclass) that carries it
    EVENT_SIGNALS: ClassVar[dict[type, str]] = {}
    #: the registered game played (``gunapp.core.registry``): names its record, save and statistics
    game_key: str
    #: the match (the subclass sets it before the loop starts)
    engine: E
    #: the match's seed (``Play from here`` seeds the new AI seats from it)
    seed: int
    #: a match played on from a replay names its origin (``ui.replay.viewer``); None otherwise
    branch: dict[str, Any] | None = None
    #: the hand reviews made of this match (``gunapp.review.HandReview``), kept in its record (issue 27)
    reviews: tuple[Any, ...] = ()
    #: the player ended the match (``session_over``): a game whose matches end only so sets it
    ended: bool = False

    @property
    def event(self) -> Any:  # type: ignore[override]
        """The ``event(object)`` signal. Declared as a class attribute named ``event`` it shadowed
        ``QObject.event()``: every Qt event delivered to the model (a child added, a queued call, the deferred
        delete) then took one more reference to it, so no model was ever freed, nor the match it holds."""
        return self.engine_event

    def __init__(
        self,
        seats: Sequence[SeatConfig],
        *,
        viewer: int = 0,
        auto_ready: bool = False,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.seats = list(seats)
        #: who sat in each seat when the match was recorded (the replay viewer's model: its loop plays
        #: ``seats``, every one an AI it never asks, while the plates name the recorded player and levels);
        #: None: ``seats`` themselves
        self.recorded_seats: list[SeatConfig] | None = None
        self.viewer = viewer
        self.auto_ready = auto_ready
        self.agents: dict[int, TableAgent] = {}
        self.worker = AiWorker(self)
        self.worker.decided.connect(self._on_decided)
        self.worker.failed.connect(self._on_failed)
        self._pending: Step | None = None  # the AI decision the worker is computing
        self._hint_token: int | None = None
        self._hint: TableAgent | None = None  # the agent behind hints and 托管 (``seat_agents``)
        self._waiting_ui = False
        self._scheduled = False
        self._human_asked: tuple[int, int] | None = None  # (seat, decision number) already announced
        self._decision_no = 0
        self._hands_ended = 0  # hands seen played out (``hands_played``)
        self._running = False
        self.stopped = False  # stop() was called: the table has let the game go, nothing changes it any more
        self.ai_budget_ms = 800
        #: the autosave of the last action is on its way to disk: the next step waits for it (``MatchKeeper``),
        #: so a kill -9 loses at most the action just made, at any animation speed
        self.saving = False
        #: actions that came while ``saving`` (the player's, an AI answer, a settlement's Continue), applied in
        #: order once it is over, each then saved before the next (``_when_saved``)
        self._after_save: list[Callable[[], object]] = []

    # -- hooks for a game -------------------------------------------------------------------------------
    def _apply(self, action: Any) -> list[Any]:
        return list(self.engine.apply(action))

    def _legal(self, seat: int) -> list[Any]:
        return list(self.engine.legal_actions(seat))

    def _view(self, seat: int) -> Any:
        return self.engine.view(seat)

    def _redact(self, event: Any, seat: int) -> Any:
        return event

    def _next_step(self) -> Step:
        raise NotImplementedError

    def _after_events(self, events: list[Any]) -> None:
        """Update item models before the signals go out (override)."""

    def table_agent(self, level: str, seed: int) -> TableAgent:
        """An AI seat of this game at ``level`` (an unknown level plays as normal)."""
        raise NotImplementedError

    def seat_agents(self) -> None:
        """An agent for every AI seat at its level, and the hint agent (normal), each seeded from the match
        seed and the seat (a table game replays); call once ``seed`` is set."""
        for seat, cfg in enumerate(self.seats):
            if cfg.kind == "ai":
                self.agents[seat] = self.table_agent(cfg.level or "normal", self.seed * 4 + seat)
        self._hint = self.table_agent("normal", self.seed + 99991)

    def _hint_agent(self) -> TableAgent | None:
        return self._hint

    # -- public API -------------------------------------------------------------------------------------
    def start(self) -> None:
        """Begin the loop (after the table has connected its signals)."""
        self._running = True
        self._schedule()

    def stop(self) -> None:
        """Stop driving the game (closing the table): pending AI answers are ignored, and so is any later
        ``submit`` (a 托管 answer or a forced move computed before the table let the game go would otherwise
        change it and play its cards onto the next table's hand)."""
        self._running = False
        self.stopped = True
        self.worker.cancel()
        self._pending = None
        self._after_save.clear()

    def submit(self, action: Any) -> bool:
        """Apply ``action`` (from the human UI); on ``IllegalAction`` emit ``illegal`` and return False; a
        stopped game refuses it (False) without a word: the player has left it."""
        if self.stopped:
            return False
        if self.saving:
            # the last action is not on disk yet: applied now, a kill -9 would lose both. Told at once whether
            # it is legal, applied once the save is done
            refused = self.check(action)
            if refused is not None:
                self.illegal.emit(refused)
                return False
            self._when_saved(lambda: self._submit_now(action))
            return True
        return self._submit_now(action)

    def _submit_now(self, action: Any) -> bool:
        try:
            events = self._apply(action)
        except IllegalAction as exc:  # a deferred action an earlier one made illegal meanwhile
            self.illegal.emit(exc)
            return False
        self._publish(events)
        return True

    def check(self, action: Any) -> IllegalAction | None:
        """Whether ``action`` would be legal now, without changing anything (for live explanations): tried on a
        copy of the match (a game with a cheaper way overrides this)."""
        try:
            copy.deepcopy(self.engine).apply(action)
        except IllegalAction as exc:
            return exc
        return None

    def view(self, seat: int | None = None) -> Any:
        """What ``seat`` (default the viewer) may know now."""
        return self._view(self.viewer if seat is None else seat)

    def legal(self, seat: int | None = None) -> list[Any]:
        """``seat``'s (default the viewer's) legal actions now."""
        return self._legal(self.viewer if seat is None else seat)

    def continue_(self) -> None:
        """The player closed a hand's settlement: deal the next hand once the hand's end is on disk."""
        self._when_saved(self._deal_next)

    def _deal_next(self) -> None:
        """Deal the next hand if one is due (nothing once the match is over). Asked again when it runs: the
        table's own step may have dealt meanwhile. A game whose next hand is not ``engine.next_hand()``
        overrides this."""
        e = self.engine
        if e.hand_over() and not e.match_over():
            self._publish(self._apply(e.next_hand()))

    def hands_played(self) -> int:
        """Hands of this match played out so far (a resumed match's earlier ones included): whether ending
        the match now counts as a match played. The base counts the hands it saw end."""
        return self._hands_ended

    def seat_info(self) -> list[SeatInfo]:
        """Who sits in each seat, as the record says it."""
        return [SeatInfo(kind=s.kind, level=s.level if s.kind == "ai" else None) for s in self.seats]

    def ready(self) -> None:
        """The table has shown everything emitted so far: the next step may start."""
        self._waiting_ui = False
        self._schedule()

    def request_hint(self, seat: int | None = None) -> bool:
        """Ask the hint agent what ``seat`` (default the viewer) should do; answers with ``hint_ready``."""
        agent = self._hint_agent()
        seat = self.viewer if seat is None else seat
        legal = self._legal(seat)
        if agent is None or not legal:
            return False
        hint_worker = AiWorker(self)
        hint_worker.decided.connect(lambda _t, action: self.hint_ready.emit(action))
        hint_worker.request(agent, self._view(seat), legal, self.ai_budget_ms)
        return True

    def is_human(self, seat: int) -> bool:
        return 0 <= seat < len(self.seats) and self.seats[seat].kind == "human"

    def shown_seats(self) -> list[SeatConfig]:
        """Who the table says sits in each seat: the recorded seats while a replay shows them, else
        ``seats``."""
        return list(self.recorded_seats or self.seats)

    def player_seat(self) -> int | None:
        """The seat the player holds as shown (the recorded human's in a replay); None when every seat is an
        AI (a demo)."""
        return next((s for s, cfg in enumerate(self.shown_seats()) if cfg.kind == "human"), None)

    def names_from(self) -> int:
        """The seat the table's seat names ("You", "Right", ...) are relative to: the player's, or with
        every seat an AI the one drawn at the bottom."""
        seat = self.player_seat()
        return self.viewer if seat is None else seat

    # -- the loop ---------------------------------------------------------------------------------------
    def _publish(self, events: list[Any]) -> None:
        self._decision_no += 1
        if events and self.engine.hand_over():
            self._hands_ended += 1
        self._after_events(events)
        if events and not self.auto_ready:
            self._waiting_ui = True
        self.batch_started.emit()
        try:
            for ev in events:
                shown = self._redact(ev, self.viewer)
                self.event.emit(shown)
                name = self.EVENT_SIGNALS.get(type(ev))
                if name:
                    getattr(self, name).emit(shown)
                self.event_done.emit(shown)
        finally:
            self.batch_ended.emit()
        self._schedule()

    def _schedule(self) -> None:
        if not self._scheduled and self._running:
            self._scheduled = True
            QTimer.singleShot(0, self._advance)

    def _when_saved(self, apply: Callable[[], object]) -> None:
        """Run ``apply`` (it applies and publishes one action) now, or, while the last action's save is on its
        way to disk, once it is there (the hold's release schedules ``_advance``)."""
        if self.saving or self._after_save:
            self._after_save.append(apply)
            self._schedule()
        else:
            apply()

    def _advance(self) -> None:
        self._scheduled = False
        if not self._running or self.saving:
            return
        if self._after_save:  # one at a time: its own save comes before the next
            self._after_save.pop(0)()
            self._schedule()  # one that did nothing (the hand was dealt meanwhile) must not stop the loop
            return
        if self._waiting_ui or self._pending is not None:
            return
        step = self._next_step()
        if step.kind == "table":
            self._human_asked = None
            self._publish(self._apply(step.action))
        elif step.kind == "ai":
            agent = self.agents.get(step.seat)
            legal = self._legal(step.seat)
            if agent is None or not legal:
                log.error("no agent or no legal action for seat %s", step.seat)
                return
            self._pending = step
            self.turn_changed.emit((step.seat,))
            self.thinking.emit(step.seat)
            self.worker.request(agent, self._view(step.seat), legal, self.ai_budget_ms)
        elif step.kind == "human":
            key = (step.seat, self._decision_no)
            if self._human_asked != key:
                self._human_asked = key
                self.turn_changed.emit((step.seat,))
                self.human_turn.emit(step.seat, self._legal(step.seat))

    def _on_decided(self, token: int, action: Any) -> None:
        if self.saving:  # an answer asked before the player's own action, whose save is still on its way
            self._when_saved(lambda: self._on_decided(token, action))
            return
        step, self._pending = self._pending, None
        if step is None or not self._running:
            return
        try:
            events = self._apply(action)
        except IllegalAction as exc:
            if not step.optional:
                log.error("AI seat %s chose an illegal action %r: %s", step.seat, action, exc)
                events = self._apply(self._legal(step.seat)[0])
            else:
                events = []
        self._publish(events)

    def _on_failed(self, token: int, message: str) -> None:
        if self.saving:
            self._when_saved(lambda: self._on_failed(token, message))
            return
        step, self._pending = self._pending, None
        if step is None or not self._running:
            return
        log.error("AI seat %s failed (%s); playing its first legal action", step.seat, message)
        events = [] if step.optional else self._apply(self._legal(step.seat)[0])
        self._publish(events)
