"""Keyboard play on a table: a focus ring on one card of the hand, and keys for the bar's choices.

Left/Right move the focus, Home/End jump to the ends, Space selects or unselects the focused card (Up
selects, Down unselects), Enter plays (the bar's main button, or the open panel's), P or Backspace passes,
H asks for a hint, 1/2/3 bid and 0 passes the bid (Dou Dizhu) or pick the bar's N-th choice (Gunzi's
declarations), L peeks at the last trick, R opens the hand's history, T toggles 托管, C the card counter,
Esc clears the selection and closes a peek. ``KEYS`` lists them for Help → Keyboard shortcuts.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, cast

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QPushButton, QWidget

from gunapp.core.game_spec import QT_TRANSLATE_NOOP
from gunapp.ui.common.alive import alive
from gunapp.ui.common.focus_ring import FocusRing
from gunapp.ui.table.card_item import CardItem

if TYPE_CHECKING:
    from gunapp.ui.table.game_table import GameTable

#: (keys, what they do) for the help page; the descriptions are translated in context "Keyboard"
KEYS: tuple[tuple[str, str], ...] = (
    ("← →", QT_TRANSLATE_NOOP("Keyboard", "Move the focus along your hand")),
    ("Home / End", QT_TRANSLATE_NOOP("Keyboard", "Focus the first or the last card")),
    ("Space", QT_TRANSLATE_NOOP("Keyboard", "Select or unselect the focused card")),
    ("↑ / ↓", QT_TRANSLATE_NOOP("Keyboard", "Select / unselect the focused card")),
    ("Enter", QT_TRANSLATE_NOOP("Keyboard", "Play the selected cards, or press the highlighted button")),
    ("P / Backspace", QT_TRANSLATE_NOOP("Keyboard", "Pass")),
    ("H", QT_TRANSLATE_NOOP("Keyboard", "Hint")),
    (
        "1 2 3 / 0",
        QT_TRANSLATE_NOOP(
            "Keyboard", "Bid 1, 2 or 3 points / no bid (Dou Dizhu); choose a declaration (Gunzi)"
        ),
    ),
    (
        "1 / 0  ·  2 / 4",
        QT_TRANSLATE_NOOP(
            "Keyboard",
            "Call and grab (Dou Dizhu): yes / no to calling, grabbing or showing; double / super double",
        ),
    ),
    ("L", QT_TRANSLATE_NOOP("Keyboard", "Peek at the last trick or round")),
    ("B", QT_TRANSLATE_NOOP("Keyboard", "Look at the buried bottom (Gunzi, when you know it)")),
    ("R", QT_TRANSLATE_NOOP("Keyboard", "Show or hide the history of the hand")),
    ("T", QT_TRANSLATE_NOOP("Keyboard", "Auto-play (托管) on or off")),
    ("C", QT_TRANSLATE_NOOP("Keyboard", "Card counter on or off")),
    ("Esc", QT_TRANSLATE_NOOP("Keyboard", "Clear the selection, close a peek")),
)


class KeyboardPlay(QObject):
    """Installed on the table widget and its canvas view; ``actions`` maps the non-card keys (pass, hint,
    last, history, auto, counter, escape) to what the table does."""

    def __init__(
        self,
        table: QWidget,
        actions: dict[str, Callable[[], Any]],
        digit_key: Callable[[int, list[str], list[str]], str | None] = lambda n, _keys, _on: (
            "pass" if n == 0 else None
        ),
    ) -> None:
        super().__init__(table)
        self.table = table
        self.game = cast("GameTable", table)  # the same table, as shared code may ask it
        self.digit_key = digit_key
        self.canvas = self.game.canvas
        self.actions = actions
        self.focus = 0
        self._focus_item: CardItem | None = None
        self.ring = FocusRing(lambda: self.canvas.hand.items)
        self.ring.hide()
        self.canvas.scene.addItem(self.ring)
        table.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        table.installEventFilter(self)
        self.canvas.view.installEventFilter(self)
        self.canvas.animator.drained.connect(self._place_ring)
        self.canvas.hand.selection_changed.connect(self._place_ring)

    # -- focus ------------------------------------------------------------------------------------------
    def items(self) -> list[CardItem]:
        return list(self.canvas.hand.items)

    def focused(self) -> CardItem | None:
        items = self.items()
        if not items:
            return None
        # the focus stays on its card when the hand is sorted again (the kitty taken, the trump named, the
        # hand order switched); on the same place when that card has left the hand
        if self._focus_item in items:
            self.focus = items.index(self._focus_item)
        self.focus = max(0, min(self.focus, len(items) - 1))
        self._focus_item = items[self.focus]
        return self._focus_item

    def _place_ring(self) -> None:
        # called from the animator's ``drained``, the hand's signal and a relayout, which can outlive the
        # table's scene (a table torn down while its queue drains): the ring is gone with the scene then
        if not alive(self.ring):
            return
        item = self.focused()
        if item is None or not alive(item) or not item.interactive:
            self.ring.mark(None)
            return
        self.ring.prepareGeometryChange()  # it spans the scene, whose size may have changed
        self.ring.mark(item)  # the ring reads the card's geometry as it paints: it follows the card

    def move(self, delta: int) -> None:
        self.focused()
        items = self.items()
        if items:
            self.focus = max(0, min(len(items) - 1, self.focus + delta))
            self._focus_item = items[self.focus]
        self._place_ring()

    # -- keys -------------------------------------------------------------------------------------------
    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            if event.modifiers() & (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier):
                return False  # menu shortcuts
            return self.key(event.key())
        return False

    def key(self, key: int) -> bool:
        k = Qt.Key
        item = self.focused()
        if key in (k.Key_Left, k.Key_Right):
            self.move(-1 if key == k.Key_Left else 1)
        elif key == k.Key_Home:
            self.move(-10_000)
        elif key == k.Key_End:
            self.move(10_000)
        elif key in (k.Key_Space, k.Key_Up, k.Key_Down):
            if item is None or not item.interactive:
                return True
            on = not item.selected if key == k.Key_Space else key == k.Key_Up
            item.set_selected(on)
            self._place_ring()
        elif key in (k.Key_Return, k.Key_Enter):
            self.press_main()
        elif key in (k.Key_P, k.Key_Backspace):
            self.press("pass")
        elif key == k.Key_H:
            self.press("hint")
        elif k.Key_0 <= key <= k.Key_9:
            self.press_number(key - k.Key_0)
        elif key == k.Key_Escape:
            self.canvas.hand.clear_selection()
            self.run("escape")
        else:
            name = {k.Key_L: "last", k.Key_R: "history", k.Key_T: "auto", k.Key_C: "counter"}.get(Qt.Key(key))
            if name is None:
                return False
            self.run(name)
        return True

    def run(self, name: str) -> None:
        fn = self.actions.get(name)
        if fn is not None:
            fn()

    def bar_buttons(self) -> dict[str, QPushButton]:
        bar = self.game.bar
        return dict(bar.buttons) if bar.isVisible() else {}

    def press(self, key: str) -> bool:
        btn = self.bar_buttons().get(key)
        if btn is None or not btn.isEnabled() or not btn.isVisible():
            if key in self.actions:
                self.run(key)
                return True
            return False
        btn.click()
        return True

    def press_main(self) -> None:
        """The open panel's main (accent) button first (settlement, setup), else the bar's."""
        for panel in self._panels():
            for btn in panel.findChildren(QPushButton):
                if btn.isVisible() and btn.isEnabled() and btn.property("accent") == "true":
                    btn.click()
                    return
        for btn in self.bar_buttons().values():
            if btn.isEnabled() and btn.property("accent") == "true":
                btn.click()
                return

    def _panels(self) -> list[QWidget]:
        return [p for p in self.game.dialog_panels() if p.isVisible()]

    def press_number(self, n: int) -> None:
        """Digit ``n``: the bar button the game's ``TableKit.digit_key`` names (a bid, the N-th choice)."""
        buttons = self.bar_buttons()
        enabled = [key for key, b in buttons.items() if b.isEnabled()]
        key = self.digit_key(n, list(buttons), enabled)
        if key is not None:
            self.press(key)
