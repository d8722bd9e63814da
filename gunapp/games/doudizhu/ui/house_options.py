"""The options a new Dou Dizhu session (3 or 4 players) starts with: the house rules remembered in the
settings (D8.4), over the app's defaults."""

from __future__ import annotations

from typing import Any

from gunapp.games.doudizhu.engine.rules import Options as DdzOptions
from gunapp.ui.rules.house import house_options


def ddz_options(settings: Any) -> DdzOptions:
    """The options a new Dou Dizhu session starts with."""
    options = house_options(settings, "doudizhu")
    assert isinstance(options, DdzOptions)
    return options
