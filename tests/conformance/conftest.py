"""The conformance harness runs over every registered game, and over the test suite's third game (High
Trick, ``tests/third_game``), offered for these tests only."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from gunapp.core import registry
from tests.third_game import spec as third

#: every game the harness checks: the shipped ones and the third game
GAME_KEYS: tuple[str, ...] = (*registry.game_keys(), third.SPEC.key)


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
