"""DdzDecisions: the human's decisions at the Dou Dizhu table, mixed into ``DdzTable``.

The player bids in the action bar (only legal bids enabled, D4.1), selects cards by click or drag, plays
(enabled only for a legal lead or answer, D7), picks a reading when a selection fits several (D6.4), passes,
or asks for a hint (cycles through the plays that beat the table, smallest first). An illegal selection is
explained in the player's language. What is open now (seat, legal actions, bid or play, the selection) is
the table's ``HumanTurn`` (shared with the Gunzi table); everything goes through its ``submit``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

from gunapp.core.cards import Card
from gunapp.games.doudizhu.engine.actions import Bid, Pass, Play
from gunapp.games.doudizhu.engine.combos import Combo
from gunapp.games.doudizhu.ui import call_bar
from gunapp.games.doudizhu.ui.explain import DdzExplain
from gunapp.games.doudizhu.ui.texts import T
from gunapp.ui.common.action_bar import ActionBar, Button
from gunapp.ui.common.human_turn import HumanTurn
from gunapp.ui.table.canvas import TableCanvas

if TYPE_CHECKING:
    from gunapp.games.doudizhu.model import DdzModel


class DdzDecisions:
    """The bar and the hand while the human acts; ``DdzTable`` supplies the attributes below."""

    canvas: TableCanvas
    bar: ActionBar
    explainer: DdzExplain
    model: DdzModel | None
    n: int
    turn: HumanTurn
    _hints: list[Play]
    _hint_i: int
    _choosing: list[Combo] | None

    def _place_overlays(self) -> None:  # DdzTable's: the bar moves when its text changes
        raise NotImplementedError

    # -- turns ------------------------------------------------------------------------------------------
    def _on_turn_changed(self, seats: object) -> None:
        active = set(seats) if isinstance(seats, tuple) else set()
        for s, plate in self.canvas.plates.items():
            plate.set_active(s in active)
        if self.model is None or self.model.viewer not in active:  # the player's seat, whichever it is
            self.canvas.hand.set_interactive(False)

    def _on_human_turn(self, seat: int, legal: list[Any]) -> None:
        bidding = bool(legal) and isinstance(legal[0], Bid)
        talk = call_bar.mode_of(legal)  # a call-and-grab decision (D11): no card to select
        self.turn.open(seat, legal, "bid" if bidding else talk or "play")
        self._hints = []
        self._hint_i = 0
        self._choosing = None
        self.bar.set_explanation("")
        if bidding or talk:
            self.canvas.hand.set_interactive(False)
        else:
            self.canvas.hand.set_interactive(True)
            assert self.model is not None
            self._hints = self.model.hints(seat)
        self._refresh_bar()

    def _refresh_bar(self) -> None:
        t = T()
        turn = self.turn
        if turn.seat is None or self.model is None:
            self.bar.hide()
            return
        seat, legal = turn.seat, turn.legal
        if turn.mode in call_bar.MODES.values():
            view = self.model.view(seat)
            self.bar.set_prompt(call_bar.prompt(turn.mode, view))
            self.bar.set_buttons(call_bar.buttons(turn.mode, legal, view))
        elif turn.mode == "bid":
            values = {a.value for a in legal if isinstance(a, Bid)}
            self.bar.set_prompt(
                QCoreApplication.translate("DdzText", "Your bid: how many points do you want to play for?")
            )
            self.bar.set_buttons(
                [
                    Button(f"bid{v}", t.bid(v), enabled=v in values, accent=v == 3 and v in values)
                    for v in range(4)
                ]
            )
        elif self._choosing is not None:
            self.bar.set_prompt(
                QCoreApplication.translate(
                    "DdzText", "These cards can be read in more than one way: which one do you play?"
                )
            )
            buttons = [
                Button(f"reading{i}", t.kind(c.kind, c.length), accent=i == 0)
                for i, c in enumerate(self._choosing)
            ]
            self.bar.set_buttons(
                [*buttons, Button("cancel", QCoreApplication.translate("DdzText", "Cancel"))]
            )
        else:
            view = self.model.view(seat)
            can_pass = any(isinstance(a, Pass) for a in legal)
            if view.leading:
                self.bar.set_prompt(QCoreApplication.translate("DdzText", "Your lead: play any combination."))
            else:
                rival = view.last
                # the kind's name stands alone on buttons and in the history ("Single"); mid-sentence it
                # takes a small letter ("Beat Left's single"); Chinese has no case
                kind = t.kind(rival.kind, rival.length) if rival is not None else ""
                kind = kind[:1].lower() + kind[1:]
                self.bar.set_prompt(
                    QCoreApplication.translate("DdzText", "Beat {name}'s {kind}, or pass.").format(
                        name=t.seat(view.last_seat, self.n, seat), kind=kind
                    )
                )
            self.bar.set_buttons(
                [
                    Button("pass", t.pass_play(), enabled=can_pass),
                    Button(
                        "hint",
                        QCoreApplication.translate("DdzText", "Hint"),
                        enabled=bool(self._hints) or can_pass,
                    ),
                    Button(
                        "play",
                        QCoreApplication.translate("DdzText", "Play"),
                        enabled=self._selection_ok(),
                        accent=True,
                    ),
                ]
            )
            self._on_selection()
        self.bar.show()
        self._place_overlays()

    def _selection_ok(self) -> bool:
        turn = self.turn
        if self.model is None or turn.seat is None or turn.mode != "play":
            return False
        cards = turn.selected_cards()
        return bool(cards) and bool(self.model.readings(cards, turn.seat))

    def _on_selection(self) -> None:
        turn = self.turn
        if turn.seat is None or turn.mode != "play" or self.model is None or self._choosing is not None:
            return
        ok = self._selection_ok()
        self.bar.set_enabled("play", ok)
        cards = turn.selected_cards()
        if cards and not ok:
            exc = self.model.check(Play(turn.seat, tuple(cards)))
            self._explain(self.explainer.explain(exc) if exc is not None else "")
        else:
            self._explain("")

    def _explain(self, text: str) -> None:
        self.bar.set_explanation(text)
        self._place_overlays()

    def _on_bar(self, key: str) -> None:
        seat = self.turn.seat
        if seat is None or self.model is None:
            return
        if self.turn.mode in call_bar.MODES.values():
            talk = call_bar.action(self.turn.mode, key, seat)
            if talk is not None:
                self._submit(talk)
            return
        if key.startswith("bid"):
            self._submit(Bid(seat, int(key[3:])))
        elif key == "pass":
            self._submit(Pass(seat))
        elif key == "hint":
            self.hint()
        elif key == "play":
            self.play_selected()
        elif key.startswith("reading") and self._choosing is not None:
            combo = self._choosing[int(key[7:])]
            self._choosing = None
            self._submit(Play(seat, tuple(self.turn.selected_cards()), combo))
        elif key == "cancel":
            self._choosing = None
            self._refresh_bar()

    def play_selected(self) -> bool:
        seat = self.turn.seat
        if seat is None or self.model is None:
            return False
        cards = self.turn.selected_cards()
        readings = self.model.readings(cards, seat)
        if not readings:
            exc = self.model.check(Play(seat, tuple(cards)))
            self._explain(self.explainer.explain(exc) if exc is not None else "")
            return False
        if len(readings) > 1:  # D6.4: the player names the reading
            self._choosing = readings
            self._refresh_bar()
            return False
        return self._submit(Play(seat, tuple(cards), readings[0]))

    def hint(self) -> Play | None:
        """Select the next hint (smallest first, then larger ones, cycling); none: suggest passing."""
        if not self._hints:
            self._explain(QCoreApplication.translate("DdzText", "Nothing in your hand beats it: pass."))
            return None
        play = self._hints[self._hint_i % len(self._hints)]
        self._hint_i += 1
        self.select(play.cards)
        return play

    def select(self, cards: Sequence[Card]) -> None:
        """Select exactly these cards in the hand (copies are interchangeable)."""
        self.turn.select(cards)

    def _submit(self, action: Any) -> bool:
        assert self.model is not None
        turn = self.turn
        seat, legal, mode = turn.seat, turn.legal, turn.mode
        turn.close()  # before submitting: the model may open the next decision at once
        if not turn.submit(action):
            if seat is not None:
                turn.open(seat, legal, mode)
            return False
        self.bar.hide()
        self.canvas.hand.set_interactive(False)
        return True
