"""A menu's one-of-several settings (speed, AI level, volume, language, hand order): a checkable action per
value, exclusive in one group, each carrying its value as its data (``connect_group`` reads it back)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TypeVar

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu

K = TypeVar("K")


def choices(menu: QMenu, group: QActionGroup, values: Iterable[K], owner: QObject) -> dict[K, QAction]:
    """One checkable action per value, added to ``menu`` and to ``group``, by value; texts are set later
    (``retranslate``)."""
    out: dict[K, QAction] = {}
    for value in values:
        act = QAction(owner)
        act.setCheckable(True)
        act.setData(value)
        group.addAction(act)
        menu.addAction(act)
        out[value] = act
    return out
