"""The Dou Dizhu table (斗地主, 3 and 4 players); ``ddz3_table`` and ``ddz4_table`` are the factories their
``GameSpec`` name (``gunapp.core.registry``)."""

from __future__ import annotations

from typing import Any


def ddz3_table(host: Any, **options: Any) -> Any:
    from gunapp.games.doudizhu.engine.rules import Variant
    from gunapp.games.doudizhu.ui.table import DdzTable

    return DdzTable(host, Variant.DDZ3, **options)


def ddz4_table(host: Any, **options: Any) -> Any:
    from gunapp.games.doudizhu.engine.rules import Variant
    from gunapp.games.doudizhu.ui.table import DdzTable

    return DdzTable(host, Variant.DDZ4, **options)
