"""The Gunzi table; ``gunzi_table`` is the factory its ``GameSpec`` names (``gunapp.core.registry``)."""

from __future__ import annotations

from typing import Any


def gunzi_table(host: Any, **options: Any) -> Any:
    from gunapp.games.gunzi.ui.table import GunziTable

    return GunziTable(host, **options)
