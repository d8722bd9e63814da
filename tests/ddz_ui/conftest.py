"""Fixtures of the Dou Dizhu table tests."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QLocale

from gunapp.i18n import LanguageManager


@pytest.fixture
def languages(qapp: Any) -> Iterator[LanguageManager]:
    """A language manager for the test; the session's QApplication outlives it, so no translator stays."""
    manager = LanguageManager()
    yield manager
    manager.remove_all()
    QLocale.setDefault(QLocale("en"))
    qapp.processEvents()
