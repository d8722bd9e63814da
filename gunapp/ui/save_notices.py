"""What the player is told about saved matches, statistics and record files (``SaveNotices``, a part of
``saves_ui.SavedGames``): a save that could not be read and where it was kept, the statistics file reset, an
unusable saves folder, a failed autosave, each in a message box that never blocks the app; and the yes/no
question before a save is given up.

The texts keep the ``SavedGames`` translation context they always had.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import shiboken6
from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtWidgets import QMessageBox, QWidget

from gunapp.ui.games import game_info
from gunapp.ui.os_words import os_reason

if TYPE_CHECKING:
    from gunapp.storage.saves import SaveProblem, SaveStore
    from gunapp.storage.statistics import StatsStore


def trace_notice(title: str, text: str) -> None:
    """``--trace``: a notice shown to the player, on one line of stdout (the storage fault soak counts them)."""
    print("notice " + json.dumps({"title": title, "text": text}, ensure_ascii=False), flush=True)


class SaveNotices:
    """The message boxes of ``SavedGames`` (which sets the attributes below)."""

    window: Any
    saves: SaveStore
    stats: StatsStore
    trace: bool
    notices: list[QMessageBox]
    folder_notice: QMessageBox | None
    write_notice: QMessageBox | None

    def report(self, problem: SaveProblem, *, replay: bool = False) -> QMessageBox:
        game = self._title(problem.game)
        kept = str(problem.moved_to) if problem.moved_to is not None else ""
        if not kept and not problem.recovered:  # nothing could be moved: say why, with no empty "kept as"
            text = QCoreApplication.translate(
                "SavedGames",
                "Your saved {game} match could not be read and cannot be continued.\n\nReason: {error}",
            )
            return self._notice(
                QCoreApplication.translate("SavedGames", "Saved match"),
                text.format(game=game, error=self._read_reason(problem.error)),
            )
        if problem.recovered:
            text = QCoreApplication.translate(
                "SavedGames",
                "Your saved {game} match was damaged, so the copy saved just before it was restored "
                "(the last move may be missing).\n\nThe damaged file was kept as:\n{path}",
            )
        elif replay:
            text = QCoreApplication.translate(
                "SavedGames",
                "Your saved {game} match does not follow the rules of this version and cannot be "
                "continued. It was set aside as:\n{path}",
            )
        else:
            text = QCoreApplication.translate(
                "SavedGames",
                "Your saved {game} match could not be read and cannot be continued.\n\n"
                "The damaged file was kept as:\n{path}",
            )
        return self._notice(
            QCoreApplication.translate("SavedGames", "Saved match"), text.format(game=game, path=kept or "—")
        )

    def _stats_problem(self) -> str | None:
        """What to tell the player about the statistics file after loading it (None: all was well)."""
        st = self.stats
        if st.moved_to is not None:
            return QCoreApplication.translate(
                "SavedGames",
                "Your statistics file could not be read, so the statistics start again from zero.\n\n"
                "The damaged file was kept as:\n{path}",
            ).format(path=str(st.moved_to))
        if st.read_error is not None:
            return QCoreApplication.translate(
                "SavedGames",
                "Your statistics file could not be opened ({error}). It was left untouched; until it "
                "can be opened, the games you play now are not counted.\n\nFile: {path}",
            ).format(error=os_reason(st.read_error), path=str(st.path))
        if st.reset_games:
            games = self.list_text([self._title(k) for k in st.reset_games])
            return QCoreApplication.translate(
                "SavedGames",
                "Part of your statistics file was damaged: the statistics of {games} start again from "
                "zero. The other games keep theirs.",
            ).format(games=games)
        return None

    def _folder_notice(self, problem: tuple[str, str]) -> QMessageBox:
        kind, detail = problem
        reasons = {
            "not_a_folder": QCoreApplication.translate("SavedGames", "a file has taken the folder's name"),
            "no_access": QCoreApplication.translate("SavedGames", "gunapp is not allowed to write there"),
        }
        error = reasons.get(kind) or os_reason(detail)
        return self._notice(
            QCoreApplication.translate("SavedGames", "Saved matches"),
            QCoreApplication.translate(
                "SavedGames",
                "gunapp cannot use the folder for saved matches, so the matches you play now will not "
                "be saved.\n\nFolder: {path}\nReason: {error}",
            ).format(path=str(self.saves.folder), error=error),
        )

    def list_text(self, items: list[str]) -> str:
        """Names in a sentence, with the language's list separator (Chinese uses 、)."""
        return QCoreApplication.translate("SavedGames", ", ", "list separator").join(items)

    def _on_write_failed(self, game: str, error: str) -> None:
        """An autosave failed: tell the player once a run, without a dialog in the way of the game."""
        if self.write_notice is not None or self.folder_notice is not None:
            return
        self.write_notice = self._notice(
            QCoreApplication.translate("SavedGames", "Saved matches"),
            QCoreApplication.translate(
                "SavedGames",
                "Your {game} match could not be saved ({error}). You can keep playing, but if gunapp "
                "closes now the last moves will be lost. The last good save is kept.",
            ).format(game=self._title(game), error=self._os_reason(error)),
            modal=False,
        )

    def _on_finished_failed(self, error: str) -> None:
        """A finished match could not be kept for Recent matches (told once a run: ``FinishedStore``)."""
        self._notice(
            QCoreApplication.translate("SavedGames", "Recent matches"),
            QCoreApplication.translate(
                "SavedGames",
                "The match you just finished could not be kept for Statistics → Recent matches ({error}). "
                "Your statistics still count it.",
            ).format(error=self._os_reason(error)),
            modal=False,
        )

    def _os_reason(self, error: str) -> str:
        return os_reason(error)

    def _read_reason(self, error: str) -> str:
        """Why a save could not be read: the system's refusal in words, else the file's content."""
        if error.startswith("[Errno"):
            return os_reason(error)
        return QCoreApplication.translate("SavedGames", "the file is damaged")

    def _notice(
        self,
        title: str,
        text: str,
        icon: QMessageBox.Icon = QMessageBox.Icon.Warning,
        *,
        modal: bool = True,
    ) -> QMessageBox:
        box = QMessageBox(icon, title, text, QMessageBox.StandardButton.Ok, self._parent_widget())
        if self.trace:
            trace_notice(title, text)
        show: Callable[[], None] = box.open
        if not modal:  # the game goes on under it and stays playable
            box.setWindowModality(Qt.WindowModality.NonModal)
            show = box.show
        parent = self._parent_widget()
        if parent is not None and not parent.isVisible():
            QTimer.singleShot(0, show)  # at start-up: once the window is on screen
        else:
            show()  # window-modal (or not at all), never blocking: the app goes on
        self.notices = [b for b in self.notices if shiboken6.isValid(b) and b.isVisible()] + [box]
        return box

    def _ask(self, title: str, text: str) -> bool:
        box = QMessageBox(
            QMessageBox.Icon.Question,
            title,
            text,
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            self._parent_widget(),
        )
        box.setDefaultButton(QMessageBox.StandardButton.No)
        return box.exec() == QMessageBox.StandardButton.Yes

    def _title(self, key: str) -> str:
        return QCoreApplication.translate("Games", game_info(key).title)

    def _parent_widget(self) -> QWidget | None:
        return self.window if isinstance(self.window, QWidget) else None
