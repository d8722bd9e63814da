"""The conformance harness runs over every registered game, and over the test suite's third game (High
Trick, ``tests/third_game``), offered for these tests only."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from gunapp.core import registry
from gunapp.core.game_spec import load
from tests.third_game import spec as third

#: every game the harness checks: the shipped ones and the third game
GAME_KEYS: tuple[str, ...] = (*registry.game_keys(), third.SPEC.key)


def _changing_presets() -> list[tuple[str, str]]:
    """(game, preset) for each named preset of a game's house rules that plays other rules than its
    defaults (Dou Dizhu's 欢乐: call and grab, doubling, shown hands; 经典 is the defaults)."""
    out = []
    for key in GAME_KEYS:
        rules = third.SPEC.rules if key == third.SPEC.key else registry.game(key).rules
        if not rules.presets:
            continue
        defaults = load(rules.defaults)()
        for preset in load(rules.presets):
            if any(defaults.get(k) != v for k, v in preset.values.items()):
                out.append((key, preset.key))
    return out


#: (game, preset) the table checks run at: every game at its defaults (preset None), and at each preset
#: that changes its rules
CONFIGS: list[tuple[str, str | None]] = [(k, None) for k in GAME_KEYS] + list(_changing_presets())
CONFIG_IDS = [key if preset is None else f"{key}-{preset}" for key, preset in CONFIGS]


@pytest.fixture(autouse=True, scope="package")
def _third_game() -> Iterator[None]:
    third.register()
    yield
    registry.unregister(third.SPEC.key)


@pytest.fixture
def languages(qapp: object) -> Iterator[object]:
    from PySide6.QtCore import QLocale

    from gunapp.i18n import LanguageManager

    # the pytest-qt QApplication lives for the whole session: never leave a translator installed
    manager = LanguageManager()
    yield manager
    manager.remove_all()
    QLocale.setDefault(QLocale("en"))
