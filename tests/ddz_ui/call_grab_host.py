"""A table host whose settings play the call-and-grab preset 欢乐 (Happy, D11), for the tests of its UI."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, Signal

from gunapp.games.doudizhu.engine.presets import HAPPY
from gunapp.storage.settings import Settings


class HappyHost(QObject):
    """What a table uses of the main window; ``apply_settings`` keeps the changes (the setup panel's preset)."""

    settings_changed = Signal(object)
    card_painter = None
    can_change_rules = True

    def __init__(self, rules: dict[str, Any] | None = None) -> None:
        super().__init__()
        values = dict(HAPPY.values) if rules is None else rules
        # speed 0 as the tables the tests build: a change of settings (the hand order, the preset) sets the
        # table's speed from them, and at the default 1.0 a whole deal took 47 s instead of 4
        self.settings = Settings(house_rules={"doudizhu": values} if values else {}, animation_speed=0.0)

    def apply_settings(self, **changes: Any) -> None:
        for name, value in changes.items():
            setattr(self.settings, name, value)
        self.settings_changed.emit(self.settings)

    def show_start_page(self) -> None:
        """No start page."""

    def game_started(self, model: object) -> None:
        """Nothing to save."""

    def confirm_new_match(self, key: str) -> bool:
        return True
