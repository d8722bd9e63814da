"""Item models that feed the side panels: the viewer's hand, the teams' scores, the trick history.

They are plain ``QAbstractItemModel``s filled by a ``GameModel`` (never by the UI), so any Qt view or a
custom panel can show them; every game reuses them with its own columns and sort key.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QAbstractListModel, QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt

from gunapp.core.cards import Card

CardRole = Qt.ItemDataRole.UserRole + 1
PlaysRole = Qt.ItemDataRole.UserRole + 2
Index = QModelIndex | QPersistentModelIndex


class HandModel(QAbstractListModel):
    """The viewer's cards in display order (``sort_key`` ascending, e.g. the trump-aware order)."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._cards: list[Card] = []
        self._key: Callable[[Card], Any] | None = None

    def cards(self) -> list[Card]:
        return list(self._cards)

    def set_sort_key(self, key: Callable[[Card], Any] | None) -> None:
        """A new order (the trump changed): the cards are re-sorted in place."""
        self._key = key
        self.set_cards(self._cards)

    def set_cards(self, cards: Sequence[Card]) -> None:
        ordered = sorted(cards, key=self._key) if self._key is not None else list(cards)
        if ordered == self._cards:
            return
        self.beginResetModel()
        self._cards = ordered
        self.endResetModel()

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: N802, B008
        return 0 if parent.isValid() else len(self._cards)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._cards):
            return None
        card = self._cards[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return card.label
        if role == CardRole:
            return card
        return None


@dataclass
class TeamScore:
    """One row of the score table; games put what they track in ``values`` (column key -> value)."""

    team: int
    values: dict[str, Any]


class ScoreModel(QAbstractTableModel):
    """Rows = teams (or players), columns = ``keys`` (level, points, ...). Headers come from ``header``."""

    def __init__(self, keys: Sequence[str], rows: int, parent: Any = None) -> None:
        super().__init__(parent)
        self.keys = list(keys)
        self._rows = [TeamScore(i, {k: None for k in keys}) for i in range(rows)]
        self.header: Callable[[str], str] = lambda k: k

    def value(self, row: int, key: str) -> Any:
        return self._rows[row].values.get(key)

    def set_value(self, row: int, key: str, value: Any) -> None:
        if self._rows[row].values.get(key) == value:
            return
        self._rows[row].values[key] = value
        col = self.keys.index(key)
        idx = self.index(row, col)
        self.dataChanged.emit(idx, idx)

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: N802, B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: N802, B008
        return 0 if parent.isValid() else len(self.keys)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or role not in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole):
            return None
        v = self._rows[index.row()].values.get(self.keys[index.column()])
        return "" if v is None else v

    def headerData(  # noqa: N802
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Horizontal and 0 <= section < len(self.keys):
            return self.header(self.keys[section])
        return section + 1


@dataclass(frozen=True)
class TrickRecord:
    """One finished trick: the plays in order, who won, what it was worth."""

    number: int
    plays: tuple[tuple[int, tuple[Card, ...]], ...]
    winner: int
    points: int


class HistoryModel(QAbstractListModel):
    """Finished tricks, oldest first; ``last()`` is what the "last trick" review shows."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._tricks: list[TrickRecord] = []

    def clear(self) -> None:
        self.beginResetModel()
        self._tricks = []
        self.endResetModel()

    def append(self, trick: TrickRecord) -> None:
        n = len(self._tricks)
        self.beginInsertRows(QModelIndex(), n, n)
        self._tricks.append(trick)
        self.endInsertRows()

    def last(self) -> TrickRecord | None:
        return self._tricks[-1] if self._tricks else None

    def tricks(self) -> list[TrickRecord]:
        return list(self._tricks)

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: N802, B008
        return 0 if parent.isValid() else len(self._tricks)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._tricks):
            return None
        t = self._tricks[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            plays = "  ".join("".join(c.label for c in cards) for _, cards in t.plays)
            return f"{t.number + 1}. {plays}  +{t.points}"
        if role == PlaysRole:
            return t
        return None
