"""The Statistics dialog: per game, hands played and won, cycles or sessions won, best session score."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from gunapp.storage.finished import FinishedStore
from gunapp.storage.saves import GAMES
from gunapp.storage.statistics import GameStats, StatsStore
from gunapp.ui.games import game_info


class StatsDialog(QDialog):
    watch = Signal(object)  # a recent match (``FinishedMatch``) to open in the replay viewer

    def __init__(
        self, store: StatsStore, parent: QWidget | None = None, finished: FinishedStore | None = None
    ) -> None:
        super().__init__(parent)
        self.store = store
        self.setModal(True)
        box = QVBoxLayout(self)
        row = QHBoxLayout()
        row.setSpacing(14)
        box.addLayout(row)
        self.groups: dict[str, QGroupBox] = {}
        self.forms: dict[str, QFormLayout] = {}
        for key in GAMES:
            group = QGroupBox(self)
            form = QFormLayout(group)
            form.setLabelAlignment(Qt.AlignmentFlag.AlignLeft)
            form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
            row.addWidget(group)
            self.groups[key], self.forms[key] = group, form
        self.recent = None
        if finished is not None:
            from gunapp.ui.recent_matches import RecentMatches

            self.recent = RecentMatches(finished, self)
            self.recent.watch.connect(self.watch)
            box.addWidget(self.recent)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.reset_button = QPushButton(self)
        self.buttons.addButton(self.reset_button, QDialogButtonBox.ButtonRole.ResetRole)
        self.reset_button.clicked.connect(self.ask_reset)
        self.buttons.rejected.connect(self.reject)
        box.addWidget(self.buttons)
        self.retranslate()

    def rows(self, key: str, st: GameStats) -> list[tuple[str, str]]:
        """The game's rows (``GameSpec.stats_rows``), translated, with their figures."""
        played, won = st.hands_played, st.hands_won
        figures = {
            "hands_played": str(played),
            "hands_won": str(won),
            "win_rate": f"{round(100 * won / played)}%" if played else "—",
            "matches_won": str(st.matches_won),
            "best_score": "—" if st.best_score is None else str(st.best_score),
        }
        return [
            (QCoreApplication.translate("StatsDialog", row.label), figures[row.figure])
            for row in game_info(key).stats_rows
        ]

    def refresh(self) -> None:
        for key in GAMES:
            form = self.forms[key]
            while form.rowCount():
                form.removeRow(0)
            st = self.store.stats.games.get(key, GameStats())
            for label, value in self.rows(key, st):
                v = QLabel(value)
                v.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                v.setObjectName(f"{key}-value")
                form.addRow(label, v)
        if self.recent is not None:
            self.recent.refresh()

    def values(self, key: str) -> list[str]:
        """The shown values of one game, in order (for tests)."""
        form = self.forms[key]
        out = []
        for i in range(form.rowCount()):
            item = form.itemAt(i, QFormLayout.ItemRole.FieldRole)
            w = item.widget() if item is not None else None
            if isinstance(w, QLabel):
                out.append(w.text())
        return out

    def ask_reset(self) -> None:
        box = QMessageBox(
            QMessageBox.Icon.Question,
            self.tr("Reset statistics"),
            self.tr("Set every count of every game back to zero? This cannot be undone."),
            QMessageBox.StandardButton.Reset | QMessageBox.StandardButton.Cancel,
            self,
        )
        box.setDefaultButton(QMessageBox.StandardButton.Cancel)
        box.finished.connect(lambda r: self.reset() if r == QMessageBox.StandardButton.Reset else None)
        box.open()
        self._confirm = box

    def reset(self) -> None:
        self.store.reset()
        self.refresh()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Statistics"))
        for key, group in self.groups.items():
            group.setTitle(QCoreApplication.translate("Games", game_info(key).title))
        self.reset_button.setText(self.tr("Reset…"))
        close = self.buttons.button(QDialogButtonBox.StandardButton.Close)
        if close is not None:
            close.setText(self.tr("Close"))
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
