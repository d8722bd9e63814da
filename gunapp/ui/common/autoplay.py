"""托管: the normal AI plays the human's seat until the player takes it back, and forced moves (a single
legal action) played at once. Decisions come from the AI worker thread (the GUI never waits) and go in
through the model's ``submit``, like a click would."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from gunapp.models.ai_worker import AiWorker
from gunapp.models.game_model import GameModel
from gunapp.ui.common.table_kit import TableKit


class AutoPlay(QObject):
    """Besides the human turns, 托管 takes the optional decisions the game offers the player's seat while
    the table moves on (``TableKit.optional_turn``: Gunzi's declarations during the deal, R9, R10) the way the
    normal AI does: the table does not wait for the human seat, so the AI's answer goes in only if it is
    still legal when it arrives (another seat may have overcalled meanwhile)."""

    toggled = Signal(bool)

    def __init__(self, kit: TableKit, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.kit = kit
        self.enabled = False
        self.forced = False  # the setting "play forced moves at once"
        self.model: GameModel[Any] | None = None
        self.worker = AiWorker(self)
        self.worker.decided.connect(self._on_decided)
        self.worker.failed.connect(lambda _t, _msg: self._fallback())
        # declarations during the deal are optional and come between human turns: their own worker, so a
        # late answer can never be taken for the answer to a turn
        self.declarer = AiWorker(self)
        self.declarer.decided.connect(self._on_declaration)
        self.declared = 0  # declarations made for the player (tests)
        self._turn: tuple[Any, int, list[Any]] | None = None  # (model, seat, legal) of the open human turn
        self.played = 0  # actions submitted for the player (tests, status)
        self.after_submit: Callable[[], None] = lambda: None  # the table closes its bar and hand

    def attach(self, model: GameModel[Any]) -> None:
        self.worker.cancel()
        self.declarer.cancel()
        self.model = model
        self._turn = None
        model.human_turn.connect(self._on_human_turn)
        model.event.connect(self._on_event)
        # after the event's own signal: the optional decision is asked once the table has taken the event
        model.event_done.connect(self._on_optional)

    def set_enabled(self, on: bool) -> None:
        if on == self.enabled:
            return
        self.enabled = on
        if not on:
            self.worker.cancel()
            self.declarer.cancel()
        elif self._turn is not None:
            self._ask()
        self.toggled.emit(on)

    def _on_event(self, _e: object) -> None:
        self._turn = None  # the table moved on: any open decision is gone

    def _on_human_turn(self, seat: int, legal: list[Any]) -> None:
        self._turn = (self.model, seat, list(legal))
        if self.enabled:
            self._ask()
        elif self.forced and len(legal) == 1:
            turn = self._turn
            QTimer.singleShot(0, lambda: self._submit(turn, legal[0]))

    def _on_optional(self, e: object) -> None:
        """The event offers the player's seat an optional decision (Gunzi R9: a dealt card may be declared
        with); for the 托管 seat, ask the normal AI as for an AI seat."""
        m = self.model
        if not self.enabled or m is None or not self.kit.optional_turn(m, e):
            return
        legal = m.legal(m.viewer)
        agent = m._hint_agent()
        if agent is None or len(legal) < 2:  # only "pass": nothing to declare with this card
            return
        self.declarer.request(agent, m.view(m.viewer), legal, m.ai_budget_ms)

    def _on_declaration(self, _token: int, action: Any) -> None:
        m = self.model
        if not self.enabled or m is None or not self.kit.takes_up(action):
            return  # the AI passed (kept its cards quiet), or 托管 was taken back meanwhile
        if m.check(action) is None and m.submit(action):
            self.declared += 1

    def _ask(self) -> None:
        assert self._turn is not None
        model, seat, legal = self._turn
        agent = model._hint_agent()  # the "normal" AI, the one that gives hints
        if agent is None or not legal:
            return
        self.worker.request(agent, model.view(seat), legal, model.ai_budget_ms)

    def _on_decided(self, _token: int, action: Any) -> None:
        if self.enabled and self._turn is not None:
            self._submit(self._turn, action)

    def _fallback(self) -> None:
        if self.enabled and self._turn is not None:
            self._submit(self._turn, self._turn[2][0])

    def _submit(self, turn: tuple[Any, int, list[Any]] | None, action: Any) -> None:
        if turn is None or turn is not self._turn or turn[0] is not self.model or self.model.stopped:
            return  # stale: the player acted, left the game, or a new game started
        self._turn = None
        if not self.model.submit(action) and turn[2]:
            self.model.submit(turn[2][0])
        self.played += 1
        self.after_submit()
