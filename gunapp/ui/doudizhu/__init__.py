"""The Dou Dizhu table (斗地主, 3 and 4 players). Importing this package switches the two start-page tiles on."""

from __future__ import annotations

from typing import Any

from gunapp.engine.doudizhu.rules import Variant
from gunapp.ui.games import register_table


def _factory(variant: Variant) -> Any:
    def make(host: Any) -> Any:
        from .table import DdzTable

        return DdzTable(host, variant)

    return make


register_table("ddz3", _factory(Variant.DDZ3))
register_table("ddz4", _factory(Variant.DDZ4))
