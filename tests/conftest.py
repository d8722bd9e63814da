"""Shared test setup: Qt runs offscreen (CI has no display)."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def _fresh_sound_service():
    """A main window switches the app's sound service on from its settings: the next test starts afresh
    (off), so no test plays through the machine's audio device."""
    yield
    from gunapp.sound import service

    service.set_shared(None)
