"""Where bundled files live, in a source checkout and in a PyInstaller bundle alike."""

from __future__ import annotations

import sys
from pathlib import Path


def app_root() -> Path:
    """The folder holding ``resources/`` and ``translations/``: the repo root, or the bundle's data folder."""
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen)
    return Path(__file__).resolve().parents[1]


def resources_dir() -> Path:
    return app_root() / "resources"


def translations_dir() -> Path:
    return app_root() / "translations"
