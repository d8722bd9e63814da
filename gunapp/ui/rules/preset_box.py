"""PresetBox: "Rule set: [Classic (经典) | Happy (欢乐) | Custom]", the named presets of a house-rules set.

Picking a preset emits ``chosen`` with every option's value; ``show_values`` names the preset that matches
the values shown elsewhere (the dialog's rows, the settings), and "Custom" when none does. The house-rules
dialog and the Dou Dizhu setup panel share it.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QListView, QWidget

from gunapp.ui.rules.catalog import presets
from gunapp.ui.rules.house import CUSTOM, RulesText, preset_of, preset_values


class PresetBox(QWidget):
    chosen = Signal(object)  # dict: every option, the picked preset's values over the ones shown

    def __init__(self, game: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = game
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(8)
        self.label = QLabel(self)
        self.combo = QComboBox(self)
        self.combo.setObjectName("preset")
        self.combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.label.setBuddy(self.combo)
        for key in (*(p.key for p in presets(game)), CUSTOM):
            self.combo.addItem("", key)
        self._values: dict[str, Any] = {}
        row.addWidget(self.label)
        row.addWidget(self.combo)
        row.addStretch(1)
        self._quiet = False
        self.combo.activated.connect(self._on_activated)
        self.retranslate()

    def has_presets(self) -> bool:
        return bool(presets(self.game))

    def current(self) -> str:
        key: str = self.combo.currentData()
        return key

    def show_values(self, values: dict[str, Any]) -> None:
        """Name the preset ``values`` match (``CUSTOM`` if none), without emitting ``chosen``."""
        self._values = dict(values)
        self._select(preset_of(self.game, values))

    def choose(self, key: str) -> None:
        """Pick the preset ``key`` as the player would (emits ``chosen`` unless it is ``CUSTOM``)."""
        self._select(key)
        self._on_activated(self.combo.currentIndex())

    def _select(self, key: str) -> None:
        index = self.combo.findData(key)
        self.combo.setCurrentIndex(max(0, index))
        self._sync_custom()

    def _on_activated(self, index: int) -> None:
        key = self.combo.itemData(index)
        if key == CUSTOM:
            return  # "Custom" is what the player made by hand: nothing to set
        self._sync_custom()
        self._values = preset_values(self.game, key, self._values)
        self.chosen.emit(dict(self._values))

    def _sync_custom(self) -> None:
        """ "Custom" is listed only while the values are custom: it is a state, not a choice."""
        view = self.combo.view()
        assert isinstance(view, QListView)  # a combo box's own popup
        view.setRowHidden(self.combo.findData(CUSTOM), self.current() != CUSTOM)

    def retranslate(self) -> None:
        text = RulesText()
        self.label.setText(self.tr("Rule set:"))
        self.combo.setToolTip(
            self.tr("A rule set chooses every house rule at once; change one rule and it becomes Custom.")
        )
        described = {p.key: p.description for p in presets(self.game)}
        for i in range(self.combo.count()):
            key = self.combo.itemData(i)
            self.combo.setItemText(i, text.preset_name(self.game, key))
            tip = described.get(key, "")
            self.combo.setItemData(
                i, QCoreApplication.translate("HouseRules", tip) if tip else "", Qt.ItemDataRole.ToolTipRole
            )
