"""The house-rules line of a table's setup panel: a summary of the rules the next session plays, and the
button opening the House rules dialog (both tables' setup panels share it)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from gunapp.ui.rules import RulesText, open_house_rules
from gunapp.ui.table.game_table import HostedTable, NoHost


def find_host(widget: QWidget) -> Any:
    """The table's host above ``widget`` (the main window: settings, apply_settings), or a ``NoHost`` outside
    a table."""
    w = widget.parentWidget()
    while w is not None and not isinstance(w, HostedTable):
        w = w.parentWidget()
    return w.host if w is not None else NoHost()


class HouseRulesSetup:
    """Mixin for a setup panel (put it before the QWidget base); ``_add_rules_row`` builds the summary label
    and the rules button. The panel says which options it plays (``_rules_options``) and how to sum them up
    (``_rules_summary``); the line refreshes on show and after the dialog."""

    rules_game: str  # "gunzi" or "doudizhu": the dialog's page
    rules_summary: QLabel
    rules_button: QPushButton

    def _add_rules_row(self, box: QVBoxLayout) -> QPushButton:
        """Add the summary and a row with the rules button and the accent start button, which is returned
        for the panel to connect and name (created last, so it comes last in the tab order)."""
        assert isinstance(self, QWidget)
        self.rules_summary = QLabel(self)
        self.rules_summary.setProperty("role", "muted")
        self.rules_summary.setWordWrap(True)
        self.rules_summary.setMaximumWidth(420)
        box.addWidget(self.rules_summary)
        row = QHBoxLayout()
        self.rules_button = QPushButton(self)
        self.rules_button.clicked.connect(self._open_rules)
        row.addWidget(self.rules_button)
        row.addStretch(1)
        start = QPushButton(self)
        start.setProperty("accent", "true")
        row.addWidget(start)
        box.addLayout(row)
        return start

    def _rules_options(self, settings: Any) -> Any:
        raise NotImplementedError

    def _rules_summary(self, text: RulesText, options: Any) -> str:
        return text.summary(options)

    def _host(self) -> Any:
        assert isinstance(self, QWidget)
        return find_host(self)

    def _open_rules(self) -> None:
        assert isinstance(self, QWidget)
        dialog = open_house_rules(self._host(), self.rules_game, self.window())
        dialog.finished.connect(lambda _r: self.refresh_rules())

    def refresh_rules(self) -> None:
        """Name the house rules the next session plays (from the main window's settings)."""
        assert isinstance(self, QWidget)
        host = self._host()
        options = self._rules_options(host.settings)
        self.rules_button.setVisible(host.can_change_rules)
        text = RulesText()
        summary = self._rules_summary(text, options)
        # the context is the setup panels' own (both are called SetupPanel), where the translations live
        self.rules_summary.setText(
            QCoreApplication.translate("SetupPanel", "House rules: {rules}").format(rules=summary)
            if summary
            else QCoreApplication.translate("SetupPanel", "House rules: standard")
        )
        self.rules_summary.setToolTip(text.details(options))
        self.adjustSize()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802
        self.refresh_rules()
        super().showEvent(event)  # type: ignore[misc]
