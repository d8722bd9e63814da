"""The start page's "Continue" buttons: one per game with a saved match, saying where the match stands."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtWidgets import QPushButton, QVBoxLayout, QWidget

from gunapp.ui.games import game_info, table_kit

if TYPE_CHECKING:  # the saves code (and the record reader) load after the first frame
    from gunapp.core.match_codec import SaveSummary

STYLE = (
    "QPushButton { color: #1d2a22; background: #f2c14e; border: none; border-radius: 18px;"
    " padding: 9px 22px; font-size: 16px; font-weight: 600; }"
    "QPushButton:hover { background: #ffd978; }"
    "QPushButton:focus { outline: none; border: 2px solid white; }"
)


def describe(summary: SaveSummary) -> str:
    """ "Gunzi — hand 5, your team at level 7" / "Dou Dizhu, 3 players — deal 4, your score 12"."""
    title = QCoreApplication.translate("Games", game_info(summary.game).title)
    where = table_kit(summary.game).save_words(summary)  # the game's words (its TableKit)
    return QCoreApplication.translate("ContinueBar", "Continue: {game} — {where}").format(
        game=title, where=where
    )


class ContinueBar(QWidget):
    """Emits ``continue_chosen(game)``; hidden when there is no saved match."""

    continue_chosen = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._column = QVBoxLayout(self)
        self._column.setContentsMargins(0, 0, 0, 0)
        self._column.setSpacing(10)
        self.buttons: dict[str, QPushButton] = {}
        self._summaries: dict[str, SaveSummary] = {}
        self.loading: str | None = None
        self.hide()

    def set_loading(self, key: str | None) -> None:
        """``key``'s saved match is being prepared: its button says so and no button can be pressed."""
        self.loading = key
        self.retranslate()

    def set_saves(self, summaries: dict[str, SaveSummary]) -> None:
        for key in list(self.buttons):
            if key not in summaries:
                self.buttons.pop(key).deleteLater()
        for key in summaries:
            button = self.buttons.get(key)
            if button is None:
                button = QPushButton(self)
                button.setCursor(Qt.CursorShape.PointingHandCursor)
                button.setStyleSheet(STYLE)
                button.clicked.connect(lambda _=False, k=key: self.continue_chosen.emit(k))
                self._column.addWidget(button, 0, Qt.AlignmentFlag.AlignHCenter)
                self.buttons[key] = button
        self._summaries = dict(summaries)
        self.retranslate()
        self.setVisible(bool(summaries))

    def retranslate(self) -> None:
        for key, button in self.buttons.items():
            button.setEnabled(self.loading is None)
            if key == self.loading:
                button.setText(QCoreApplication.translate("ContinueBar", "Loading…"))
            else:
                button.setText(describe(self._summaries[key]))
            button.setToolTip(
                QCoreApplication.translate("ContinueBar", "Pick up the saved match where you left it")
            )

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
