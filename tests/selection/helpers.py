"""A Dou Dizhu table holding a hand-built deal's hand at a play turn, for the pointer tests: the legal plays
and the views come from the real engine (``Deal``); the table's model is only the few questions the picker
asks of it."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QObject, QPoint, QPointF, Qt, Signal
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication

from gunapp.core.cards import Card
from gunapp.games.doudizhu.engine.rules import rank_of
from gunapp.games.doudizhu.engine.state import Deal, sort_cards
from gunapp.games.doudizhu.engine.view import DealView
from gunapp.games.doudizhu.ui.table import DdzTable
from gunapp.storage.settings import Settings, SettingsStore
from gunapp.ui.table.card_item import CardItem
from tests.doudizhu.helpers import CHARS


class DealModel:
    """What ``DdzPicker`` asks a ``DdzModel``, answered by a hand-built ``Deal``."""

    def __init__(self, deal: Deal) -> None:
        self.deal = deal
        self.players = deal.variant.players

    def view(self, seat: int | None = None) -> DealView:
        return self.deal.view(0 if seat is None else seat)

    def readings(self, cards: Any, seat: int | None = None) -> Any:
        return self.deal.readings_for(0 if seat is None else seat, list(cards))


class SettingsHost(QObject):
    """A host that keeps its settings in a store and tells the tables when they change (as the window)."""

    settings_changed = Signal(object)

    def __init__(self, store: SettingsStore) -> None:
        super().__init__()
        self.store = store

    @property
    def settings(self) -> Settings:
        return self.store.settings

    def apply_settings(self, **changes: Any) -> None:
        self.store.update(**changes)
        self.settings_changed.emit(self.store.settings)


def table_at_turn(qtbot: Any, deal: Deal, size: tuple[int, int] = (1280, 800), host: Any = None) -> DdzTable:
    """A shown table whose fan holds seat 0's hand, laid out, its turn open with the engine's legal plays."""
    table = DdzTable(host, deal.variant, speed=0, seed=1)
    qtbot.addWidget(table)
    table.resize(*size)
    table.show()
    qtbot.waitExposed(table)
    table.setup.hide()
    c = table.canvas
    items = [c.new_card(card, c.table_layout.deck_point()) for card in sort_cards(deal.hands[0])]
    c.hand.put(items)
    c.hand.reorder(sort_cards(deal.hands[0]))
    c.animator.place(c.hand.layout_step(0))
    c.hand.set_interactive(True)
    table.turn.model = DealModel(deal)
    table.turn.open(0, deal.legal_actions(0), "play")
    return table


def item_of(table: DdzTable, rank_char: str, nth: int = 0) -> CardItem:
    r = CHARS.index(rank_char)
    return [it for it in table.canvas.hand.items if it.card is not None and rank_of(it.card) == r][nth]


def point_of(table: DdzTable, item: CardItem) -> QPoint:
    """A point on the card's visible left strip (never under its right neighbour)."""
    pt = table.canvas.view.mapFromScene(item.pos().x() - item.width / 2 + 6, item.pos().y())
    return QPoint(pt.x(), pt.y())


def click(
    qtbot: Any, table: DdzTable, item: CardItem, modifier: Any = Qt.KeyboardModifier.NoModifier
) -> None:
    qtbot.mouseClick(table.canvas.view.viewport(), Qt.MouseButton.LeftButton, modifier, point_of(table, item))


def selected_ranks(table: DdzTable) -> str:
    return "".join(
        sorted(
            ("3456789TJQKA2SB"[rank_of(c)] for c in table.canvas.hand.selected_cards()),
            key="3456789TJQKA2SB".index,
        )
    )


def cards_text(cards: list[Card]) -> str:
    return "".join(sorted(("3456789TJQKA2SB"[rank_of(c)] for c in cards), key="3456789TJQKA2SB".index))


def drag(qtbot: Any, table: Any, first: CardItem, last: CardItem, steps: int = 12) -> None:
    """Press on ``first``, move with the button held across the fan to ``last``, release there."""
    vp = table.canvas.view.viewport()
    a, b = point_of(table, first), point_of(table, last)
    qtbot.mousePress(vp, Qt.MouseButton.LeftButton, pos=a)
    for i in range(1, steps + 1):
        p = QPoint(a.x() + (b.x() - a.x()) * i // steps, a.y())
        move = QMouseEvent(
            QEvent.Type.MouseMove,
            QPointF(p),
            QPointF(vp.mapToGlobal(p)),
            Qt.MouseButton.NoButton,
            Qt.MouseButton.LeftButton,
            Qt.KeyboardModifier.NoModifier,
        )
        QApplication.sendEvent(vp, move)
    qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=b)
