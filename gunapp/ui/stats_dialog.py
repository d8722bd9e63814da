"""The Statistics dialog: per game, hands played and won, cycles or sessions won, best session score, and for
Dou Dizhu the call-and-grab deals apart (landlord record, grabs, doubles, shown hands, multipliers, stakes)."""

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
from gunapp.storage.statistics import GameStats, GrabStats, StatsStore
from gunapp.ui.games import game_info


def _rate(won: int, played: int) -> str:
    return f"{round(100 * won / played)}%" if played else "—"


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

    def rows(self, key: str, st: GameStats) -> list[tuple[str, str | None]]:
        """The game's rows (``GameSpec.stats_rows``), translated, with their figures (None: a heading). The
        rows of the call-and-grab deals are left out until the player has played one."""
        grab = self._grab_figures(st.grab)
        figures = {**self._figures(st), **grab}
        return [
            (
                QCoreApplication.translate("StatsDialog", row.label),
                None if row.heading else figures[row.figure],
            )
            for row in game_info(key).stats_rows
            if st.grab.deals or row.figure not in grab
        ]

    @staticmethod
    def _figures(st: GameStats) -> dict[str, str]:
        played, won = st.hands_played, st.hands_won
        return {
            "hands_played": str(played),
            "hands_won": str(won),
            "win_rate": _rate(won, played),
            "matches_won": str(st.matches_won),
            "best_score": "—" if st.best_score is None else str(st.best_score),
        }

    def _grab_figures(self, g: GrabStats) -> dict[str, str]:
        average = g.average_stake
        return {
            "grab": "",
            "grab_deals": str(g.deals),
            "grab_win_rate": _rate(g.deals_won, g.deals),
            "landlord_record": f"{g.landlord_won} / {g.landlord_lost}",
            "grabs": str(g.grabs),
            "doubled": self.tr("{n} ({won} won)").format(n=g.doubled, won=g.doubled_won),
            "doubled_points": f"{g.doubled_points:+d}" if g.doubled else "—",
            "shown": self.tr("{n} ({won} won)").format(n=g.shown, won=g.shown_won),
            "best_multiplier": f"×{g.best_multiplier}",
            "average_stake": "—" if average is None else f"{average:.1f}",
            "grab_best_score": "—" if g.best_score is None else str(g.best_score),
        }

    def refresh(self) -> None:
        for key in GAMES:
            form = self.forms[key]
            while form.rowCount():
                form.removeRow(0)
            st = self.store.stats.games.get(key, GameStats())
            for label, value in self.rows(key, st):
                if value is None:
                    title = QLabel(f"<b>{label}</b>")
                    title.setObjectName(f"{key}-heading")
                    title.setContentsMargins(0, 8, 0, 0)
                    form.addRow(title)
                    continue
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
            if isinstance(w, QLabel) and w.objectName() == f"{key}-value":
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
        self.store.reset_later()  # written off the GUI thread
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
