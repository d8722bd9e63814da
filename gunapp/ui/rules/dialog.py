"""The House rules dialog: one page per game, each option with a player-language explanation, Restore
defaults, OK/Cancel. ``open_house_rules(host, game)`` shows it and saves the choice in the host's settings
(``Settings.house_rules``); the next new Gunzi match or Dou Dizhu session uses it."""

from __future__ import annotations

import weakref
from collections.abc import Iterator
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QSize, Qt, Signal
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLayout,
    QScrollArea,
    QSizePolicy,
    QSpinBox,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from gunapp.core import registry
from gunapp.ui.rules.catalog import RuleSpec, sections
from gunapp.ui.rules.house import GAMES, defaults, differences
from gunapp.ui.rules.preset_box import PresetBox
from gunapp.ui.table.game_table import table_host

MAX_CYCLES = 20
#: a changed rule's name is drawn in this colour, so a player sees at a glance what differs from the usual
CHANGED_QSS = 'QLabel[changed="true"] { color: #b5651d; }'


def _tr(text: str) -> str:
    return QCoreApplication.translate("HouseRules", text)


class RuleRow(QWidget):
    """One option: its name, its widget and its explanation (wrapped under both)."""

    edited = Signal()  # the value changed (by the player or ``set_value``)

    def __init__(self, game: str, rule: RuleSpec, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game, self.rule = game, rule
        self.default = defaults(game)[rule.key]
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 4, 0, 6)
        grid.setHorizontalSpacing(12)
        grid.setVerticalSpacing(2)
        self.name = QLabel(self)
        f = self.name.font()
        f.setBold(True)
        self.name.setFont(f)
        self.name.setWordWrap(True)
        self.explain = QLabel(self)
        self.explain.setWordWrap(True)
        self.explain.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        pal = self.explain.palette()  # muted in light and dark themes alike
        pal.setColor(QPalette.ColorRole.WindowText, pal.color(QPalette.ColorRole.PlaceholderText))
        self.explain.setPalette(pal)
        self.combo: QComboBox | None = None
        self.check: QCheckBox | None = None
        self.levels: dict[int, QCheckBox] = {}
        self.spin: QSpinBox | None = None
        field = self._make_field()
        grid.addWidget(self.name, 0, 0, Qt.AlignmentFlag.AlignVCenter)
        grid.addWidget(field, 0, 1, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        grid.addWidget(self.explain, 1, 0, 1, 2)
        grid.setColumnStretch(0, 1)
        self.retranslate()
        self.set_value(self.default)

    def _make_field(self) -> QWidget:
        kind = self.rule.kind
        if kind == "combo":
            self.combo = QComboBox(self)
            for value, _label in self.rule.choices:
                self.combo.addItem("", value)
            self.combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
            self.combo.currentIndexChanged.connect(self._mark)
            self.combo.setObjectName(self.rule.key)
            return self.combo
        if kind == "check":
            self.check = QCheckBox(self)
            self.check.toggled.connect(self._mark)
            self.check.setObjectName(self.rule.key)
            return self.check
        if kind == "levels":
            box = QWidget(self)
            row = QHBoxLayout(box)
            row.setContentsMargins(0, 0, 0, 0)
            row.setSpacing(6)
            for level in range(3, 11):
                cb = QCheckBox(str(level), box)
                cb.setObjectName(f"level{level}")
                cb.toggled.connect(self._mark)
                row.addWidget(cb)
                self.levels[level] = cb
            self.levels[10].setChecked(True)
            self.levels[10].setEnabled(False)  # R23.4: 10 is always a must-play level
            return box
        self.spin = QSpinBox(self)
        self.spin.setRange(0, MAX_CYCLES)
        self.spin.setObjectName(self.rule.key)
        self.spin.valueChanged.connect(self._mark)
        return self.spin

    # -- values -----------------------------------------------------------------------------------------
    def value(self) -> Any:
        if self.combo is not None:
            return self.combo.currentData()
        if self.check is not None:
            return self.rule.choices[1 if self.check.isChecked() else 0][0]
        if self.levels:
            return sorted(level for level, cb in self.levels.items() if cb.isChecked())
        assert self.spin is not None
        return self.spin.value() or self.rule.endless

    def set_value(self, value: Any) -> None:
        if self.combo is not None:
            index = self.combo.findData(value)
            self.combo.setCurrentIndex(max(0, index))
        elif self.check is not None:
            self.check.setChecked(value == self.rule.choices[1][0])
        elif self.levels:
            for level, cb in self.levels.items():
                cb.setChecked(level == 10 or level in set(value))
        elif self.spin is not None:
            self.spin.setValue(
                0 if value > MAX_CYCLES else int(value)
            )  # "no limit" (rule.endless) is above the range
        self._mark()

    def changed(self) -> bool:
        return bool(differences(self.game, {self.rule.key: self.value()}))

    def _mark(self, *_args: object) -> None:
        on = "true" if self.changed() else "false"
        if self.name.property("changed") != on:
            self.name.setProperty("changed", on)
            self.name.style().unpolish(self.name)
            self.name.style().polish(self.name)
        self.edited.emit()

    def retranslate(self) -> None:
        self.name.setText(_tr(self.rule.name))
        self.explain.setText(_tr(self.rule.explain))
        for field in (self.combo, self.check, self.spin):
            if field is not None:  # the explanation also where the eye is when choosing
                field.setToolTip(_tr(self.rule.explain))
        if self.combo is not None:
            for i, (_value, label) in enumerate(self.rule.choices):
                self.combo.setItemText(i, _tr(label) if label else "")
        if self.check is not None:
            self.check.setText(_tr(self.rule.choices[1][1]))
        if self.spin is not None:
            self.spin.setSpecialValueText(QCoreApplication.translate("HouseRules", "No limit"))
        if self.levels:
            self.levels[10].setToolTip(
                QCoreApplication.translate("HouseRules", "10 is always a must-play level.")
            )


class _WrappingPage(QWidget):
    """The scrolled page: its height follows the wrapped texts at the page's width (heightForWidth). The
    layout's minimum is measured at the narrowest width, where every explanation wraps most, and would
    leave a long blank tail under the last rule."""

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        return QSize(super().minimumSizeHint().width(), 0)


class RulesPage(QScrollArea):
    """All options of one game, grouped in sections, in a vertical scroll area."""

    def __init__(self, game: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.setWidgetResizable(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        inner = _WrappingPage(self)
        box = QVBoxLayout(inner)
        box.setSizeConstraint(QLayout.SizeConstraint.SetNoConstraint)
        box.setContentsMargins(12, 8, 12, 8)
        box.setSpacing(10)
        self.groups: list[tuple[QGroupBox, str]] = []
        self.rows: dict[str, RuleRow] = {}
        # a game with named presets (Dou Dizhu's 欢乐) offers them first; picking one sets the rows below
        self.preset = PresetBox(game, inner)
        self.preset.chosen.connect(self.set_values)
        self.preset.setVisible(self.preset.has_presets())
        box.addWidget(self.preset)
        for section in sections(game):
            group = QGroupBox(inner)
            lay = QVBoxLayout(group)
            lay.setSpacing(2)
            for rule in section.rules:
                row = RuleRow(game, rule, group)
                row.edited.connect(self._sync_preset)
                lay.addWidget(row)
                self.rows[rule.key] = row
            box.addWidget(group)
            self.groups.append((group, section.title))
        box.addStretch(1)
        self.setWidget(inner)
        self._sync_preset()
        self.retranslate()

    def values(self) -> dict[str, Any]:
        return {key: row.value() for key, row in self.rows.items()}

    def _sync_preset(self) -> None:
        if len(self.rows) == sum(len(s.rules) for s in sections(self.game)):  # every row built
            self.preset.show_values(self.values())

    def set_values(self, values: dict[str, Any]) -> None:
        full = {**defaults(self.game), **values}
        for key, row in self.rows.items():
            row.set_value(full[key])

    def restore_defaults(self) -> None:
        self.set_values({})

    def retranslate(self) -> None:
        self.preset.retranslate()
        for group, title in self.groups:
            group.setTitle(_tr(title))
        for row in self.rows.values():
            row.retranslate()


class _Pages:
    """The dialog's pages by game, each built on first use (``built``: those made so far)."""

    def __init__(self, dialog: HouseRulesDialog) -> None:
        self._dialog = weakref.ref(dialog)  # a strong one would keep a closed dialog's wrapper for the GC
        self.built: dict[str, RulesPage] = {}

    def __getitem__(self, game: str) -> RulesPage:
        page = self.built.get(game)
        if page is None:
            if game not in GAMES:
                raise KeyError(game)
            dialog = self._dialog()
            if dialog is None:
                raise KeyError(game)
            page = self.built[game] = dialog._build(game)
        return page

    def __iter__(self) -> Iterator[str]:
        return iter(GAMES)


class HouseRulesDialog(QDialog):
    """Edits ``rules`` (``Settings.house_rules``); :meth:`rules` gives the new value after OK."""

    def __init__(
        self,
        rules: dict[str, dict[str, Any]] | None = None,
        game: str | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("houseRules")
        self.setStyleSheet(CHANGED_QSS)
        box = QVBoxLayout(self)
        self.intro = QLabel(self)
        self.intro.setWordWrap(True)
        box.addWidget(self.intro)
        self.tabs = QTabWidget(self)
        # a page is built when its tab first shows: building both games' pages made opening the dialog take
        # ~150 ms of the GUI thread, and most visits look at the game being played only
        self._given = rules or {}
        self.pages = _Pages(self)
        self._holders: dict[str, QVBoxLayout] = {}
        for g in GAMES:
            holder = QWidget(self.tabs)
            lay = QVBoxLayout(holder)
            lay.setContentsMargins(0, 0, 0, 0)
            self._holders[g] = lay
            self.tabs.addTab(holder, "")
        self.tabs.currentChanged.connect(self._on_tab)
        box.addWidget(self.tabs, 1)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.RestoreDefaults
            | QDialogButtonBox.StandardButton.Ok
            | QDialogButtonBox.StandardButton.Cancel,
            self,
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        restore = self.buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults)
        restore.clicked.connect(self.restore_defaults)
        box.addWidget(self.buttons)
        self.show_game(game or GAMES[0])
        self.retranslate()
        self.resize(780, 660)

    def show_game(self, game: str) -> None:
        """``game``: a house-rules set (``registry.RULES``); anything else is ``registry.UnknownGame``."""
        if game not in GAMES:
            raise registry.UnknownGame(game)
        self.tabs.setCurrentIndex(GAMES.index(game))
        self.pages[game]  # noqa: B018 (built now, also when its tab was already current)

    def current_game(self) -> str:
        return GAMES[self.tabs.currentIndex()]

    def _on_tab(self, index: int) -> None:
        if 0 <= index < len(GAMES):
            self.pages[GAMES[index]]  # noqa: B018 (built on first show)

    def _build(self, game: str) -> RulesPage:
        page = RulesPage(game, self.tabs)
        page.set_values(self._given.get(game, {}))
        self._holders[game].addWidget(page)
        return page

    def restore_defaults(self) -> None:
        """The page on show goes back to the standard rules (the other game's page is left alone)."""
        self.pages[self.current_game()].restore_defaults()

    def rules(self) -> dict[str, dict[str, Any]]:
        """The new ``Settings.house_rules``: per game, only the options that differ from the defaults."""
        out = {
            g: differences(g, self.pages.built[g].values())
            if g in self.pages.built
            else differences(g, {**defaults(g), **self._given.get(g, {})})  # never shown: as given
            for g in GAMES
        }
        return {g: v for g, v in out.items() if v}

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("House rules"))
        self.intro.setText(
            self.tr(
                "Players do not all play by the same rules. Choose how your table plays; a rule you changed "
                "shows its name in colour. Changes apply from the next new match or session."
            )
        )
        for i, game in enumerate(GAMES):
            self.tabs.setTabText(
                i, QCoreApplication.translate("HouseRulesDialog", registry.rules(game).title)
            )
        b = self.buttons
        b.button(QDialogButtonBox.StandardButton.RestoreDefaults).setText(self.tr("Restore defaults"))
        b.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("OK"))
        b.button(QDialogButtonBox.StandardButton.Cancel).setText(self.tr("Cancel"))
        for page in self.pages.built.values():
            page.retranslate()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def open_house_rules(host: Any, game: str | None = None, parent: QWidget | None = None) -> HouseRulesDialog:
    """Show the dialog (window-modal, not blocking) on ``game``'s page; OK saves the rules through
    ``host.apply_settings`` (the main window) and tells every page (``settings_changed``)."""
    if parent is None and isinstance(host, QWidget):
        parent = host
    host = table_host(host)
    dialog = HouseRulesDialog(host.settings.house_rules, game, parent)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.accepted.connect(lambda: host.apply_settings(house_rules=dialog.rules()))
    dialog.open()
    return dialog
