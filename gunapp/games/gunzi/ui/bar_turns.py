"""The Gunzi table's action bar, one mode at a time: what the bar shows for the human's decision (declaring
during the deal and in the last-chance window, R9-R10; tribute and its return, R12; the dealer's six, R14; joker
burial, R15; card play, R16-R19), what its buttons submit through ``model.submit``, and the live explanation of
why a selection is not legal. A mixin of ``GunziTable``, which owns the widgets named below.

Its texts keep the ``GunziTable`` translation context they had when they lived in the table.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from gunapp.core.cards import Suit
from gunapp.games.gunzi.engine.actions import Action, Bury, Pass, PayTribute, Play, ReturnTribute, Riot, canon
from gunapp.games.gunzi.engine.phase import Phase
from gunapp.games.gunzi.ui.burial_prompt import BurialPrompt
from gunapp.games.gunzi.ui.explain import explain
from gunapp.games.gunzi.ui.texts import T
from gunapp.ui.common.action_bar import Button

if TYPE_CHECKING:
    from gunapp.core.cards import Card
    from gunapp.games.gunzi.model import GunziModel
    from gunapp.games.gunzi.ui.bottom_peek import BottomPanel
    from gunapp.games.gunzi.ui.declare_bar import DeclareBar
    from gunapp.games.gunzi.ui.hints import HintShower
    from gunapp.games.gunzi.ui.panels import LastTrickPanel
    from gunapp.ui.common.action_bar import ActionBar
    from gunapp.ui.common.human_turn import HumanTurn
    from gunapp.ui.table.canvas import TableCanvas


class GunziBarTurns:
    """The bar's side of the human's turn (mixed into ``GunziTable``)."""

    model: GunziModel | None
    turn: HumanTurn
    bar: ActionBar
    declare: DeclareBar
    hints: HintShower
    last_trick: LastTrickPanel
    bottom_peek: BottomPanel
    known_bottom: Callable[[], tuple[Card, ...] | None]  # the table's (``GunziTable.known_bottom``)
    toggle_bottom: Callable[[], bool]
    canvas: TableCanvas
    _fast: bool
    _place: Callable[[], None]  # the table's: fit the overlays to the bar's new height

    def _set_mode(self, mode: str) -> None:
        self.turn.ask(self.model.viewer if self.model is not None else None, mode)
        self.last_trick.hide()
        self.bottom_peek.hide()
        hand = self.canvas.hand
        picking = mode in ("tribute", "return", "exchange", "play")
        hand.set_interactive(picking)
        if not picking:
            hand.clear_selection()
        self._render_bar()

    def _render_bar(self) -> None:
        """(Re)build the bar for the current mode, in the current language."""
        m = self.model
        mode = self.turn.mode
        if m is None or not mode:
            if m is not None and m.state.phase is Phase.PLAY:
                self.bar.set_prompt(T().phase_prompt("play"))
                self.bar.set_explanation("")
                self.bar.set_buttons(
                    [
                        Button("last", QCoreApplication.translate("GunziTable", "Last trick")),
                        *self._bottom_button(),
                    ]
                )
                self.bar.show()
            else:
                self.bar.hide()
            self._place()
            return
        t = T()
        v = m.view()
        buttons: list[Button] = []
        prompt = ""
        if mode in ("deal", "window"):
            prompt, buttons = self.declare.render(mode, self._fast)
        elif mode == "tribute":
            owed = v.tribute_owed
            prompt = QCoreApplication.translate(
                "GunziTable", "You owe {n} to the dealer: your highest cards are selected."
            ).format(n=t.blood(owed))
            buttons = [Button("pay", QCoreApplication.translate("GunziTable", "Pay tribute"), accent=True)]
            if any(isinstance(a, Riot) for a in self.turn.legal):
                buttons.append(
                    Button("riot", QCoreApplication.translate("GunziTable", "Riot (show three jokers)"))
                )
        elif mode == "return":
            sel = m.selection()
            n = sel.count if sel else 0
            payer = t.seat(v.payer, m.names_from()) if v.payer is not None else ""
            prompt = QCoreApplication.translate("GunziTable", "Select {n} to give back to {seat}.").format(
                n=t.card_count(n), seat=payer
            )
            buttons = [
                Button("return", QCoreApplication.translate("GunziTable", "Give back"), accent=True),
                Button("hint", QCoreApplication.translate("GunziTable", "Hint")),
            ]
        elif mode == "exchange":
            prompt = QCoreApplication.translate(
                "GunziTable",
                "You took the bottom: select six cards to bury. Big jokers go before small jokers.",
            )
            buttons = [
                Button("bury", QCoreApplication.translate("GunziTable", "Bury"), accent=True),
                Button("hint", QCoreApplication.translate("GunziTable", "Hint")),
            ]
        elif mode == "bury_jokers":
            prompt, buttons = BurialPrompt().render(self.turn.legal)
        elif mode == "play":
            if v.trick:
                lead = v.trick[0][1]
                ctx = m.trump_context()
                suit = t.suit(ctx.eff_suit(lead[0])) if ctx else ""
                prompt = QCoreApplication.translate(
                    "GunziTable", "Your turn: follow the {suit} lead with {n}."
                ).format(suit=suit, n=t.card_count(len(lead)))
            else:
                prompt = QCoreApplication.translate("GunziTable", "Your lead: one card, a pair or a triple.")
            buttons = [
                Button("play", QCoreApplication.translate("GunziTable", "Play"), accent=True, enabled=False),
                Button("hint", QCoreApplication.translate("GunziTable", "Hint")),
                Button("last", QCoreApplication.translate("GunziTable", "Last trick")),
                *self._bottom_button(),
            ]
        self.bar.set_prompt(prompt)
        self.bar.set_explanation("")
        self.bar.set_buttons(buttons)
        self.bar.show()
        self._validate()
        self._place()

    def _bottom_button(self) -> list[Button]:
        """The bottom peek, for a seat that knows the buried six (the dealer; everyone once it is public)."""
        if self.known_bottom() is None:
            return []
        tip = QCoreApplication.translate("GunziTable", "The six cards in the bottom (B)")
        return [Button("bottom", QCoreApplication.translate("GunziTable", "Bottom"), tooltip=tip)]

    def _on_suit_chosen(self, suit: Suit) -> None:
        m = self.model
        action = self.declare.chosen(suit)
        if m is None or action is None:
            return
        if self.turn.submit(action) and self.turn.mode != "deal":
            self._set_mode("")
        else:
            self._render_bar()

    def _selected_action(self) -> Action | None:
        m = self.model
        if m is None:
            return None
        sel = tuple(self.turn.selected_cards())
        me = m.viewer
        actions: dict[str, Action] = {
            "tribute": PayTribute(me, sel),
            "return": ReturnTribute(me, sel),
            "exchange": Bury(me, sel),
            "play": Play(me, sel),
        }
        return actions.get(self.turn.mode)

    def _validate(self) -> None:
        action = self._selected_action()
        if action is None or self.model is None:
            return
        key = {"tribute": "pay", "return": "return", "exchange": "bury", "play": "play"}[self.turn.mode]
        cards = getattr(action, "cards", ())
        if not cards:
            self.bar.set_enabled(key, False)
            self.bar.set_explanation("")
            self._place()
            return
        if self.turn.mode == "play":
            legal = {canon(a.cards) for a in self.turn.legal if isinstance(a, Play)}
            ok = canon(cards) in legal
            exc = None if ok else self.model.check(action)
        else:
            exc = self.model.check(action)
            ok = exc is None
        self.bar.set_enabled(key, ok)
        self.bar.set_explanation("" if exc is None else explain(exc))
        self._place()

    def _on_bar(self, key: str) -> None:
        m = self.model
        if m is None:
            return
        if key == "fast":
            self._fast = True
            self.canvas.animator.set_speed(0)
            self._render_bar()
            return
        if key == "hint":
            m.request_hint()
            return
        if key == "bottom":
            self.toggle_bottom()
            return
        if key == "last":
            self.bottom_peek.hide()
            if self.last_trick.isVisible():
                self.last_trick.hide()
            else:
                self.last_trick.show_trick(m.history_model.last(), m.names_from())
                self.last_trick.show()
                self._place()
            return
        action: Action | None = None
        if key.startswith("jk:"):
            self.declare.open_chooser(key[3:])
            self._place()
            return
        if key.startswith("decl:"):
            action = self.declare.shown(int(key[5:]))
            if action is None or action not in m.declarations():
                self._render_bar()  # a button of a list already gone (clicked as it changed): show the new one
                return
        elif key.startswith("bj:"):
            action = self.turn.legal[int(key[3:])]
        elif key == "pass":
            action = Pass(m.viewer)
        elif key == "riot":
            action = next(a for a in self.turn.legal if isinstance(a, Riot))
        elif key in ("pay", "return", "bury", "play"):
            action = self._selected_action()
        if action is None:
            return
        if self.turn.submit(action):
            if self.turn.mode != "deal":
                self._set_mode("")
            else:
                self._render_bar()

    def _on_hint(self, action: Action) -> None:
        self.hints.show(action)
        self._place()


__all__ = ["GunziBarTurns"]
