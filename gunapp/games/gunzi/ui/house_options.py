"""The options a new Gunzi match starts with: the house rules remembered in the settings (R18, R23.4, R26.3 …),
over the app's defaults."""

from __future__ import annotations

from typing import Any

from gunapp.games.gunzi.engine.rules import GunziOptions
from gunapp.ui.rules.house import house_options


def gunzi_options(settings: Any, **overrides: Any) -> GunziOptions:
    """The options a new Gunzi match starts with (``overrides``: what the setup panel chose, say)."""
    options = house_options(settings, "gunzi", **overrides)
    assert isinstance(options, GunziOptions)
    return options
