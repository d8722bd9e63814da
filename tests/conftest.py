"""Shared test setup: Qt runs offscreen (CI has no display); settings and saves in a folder of the run's own."""

from __future__ import annotations

import atexit
import os
import shutil
import tempfile

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

# each test process (each pytest-xdist worker too) keeps settings, saves and statistics in a folder of its own:
# a test that builds a window without a settings file of its own wrote the user's real settings.json, read
# what another run had left there, and two workers would share it
if "GUNAPP_CONFIG_DIR" not in os.environ:
    _home = tempfile.mkdtemp(prefix="gunapp-tests-")
    os.environ["GUNAPP_CONFIG_DIR"] = _home
    atexit.register(shutil.rmtree, _home, ignore_errors=True)


import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def _fresh_sound_service():
    """A main window switches the app's sound service on from its settings: the next test starts afresh
    (off), so no test plays through the machine's audio device."""
    yield
    from gunapp.sound import service

    service.set_shared(None)
