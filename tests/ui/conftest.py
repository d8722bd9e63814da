"""UI test helpers: an isolated settings file and a language manager cleaned up after each test."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QLocale

from gunapp.i18n import LanguageManager
from gunapp.storage.settings import SettingsStore
from gunapp.ui import games


@pytest.fixture
def store(tmp_path) -> SettingsStore:
    s = SettingsStore(tmp_path / "settings.json")
    s.load()
    return s


@pytest.fixture
def languages(qapp) -> Iterator[LanguageManager]:
    # the pytest-qt QApplication lives for the whole session: never leave a translator installed
    manager = LanguageManager()
    yield manager
    manager.remove_all()
    QLocale.setDefault(QLocale("en"))
    qapp.processEvents()


@pytest.fixture
def clean_registry() -> Iterator[None]:
    saved = dict(games._factories)
    yield
    games._factories.clear()
    games._factories.update(saved)
