"""The Gunzi table: registers itself with the start page (``gunapp.ui.games``)."""

from __future__ import annotations

from gunapp.ui.games import register_table


def _factory(host: object):  # type: ignore[no-untyped-def]
    from gunapp.ui.gunzi.table import GunziTable

    return GunziTable(host)


register_table("gunzi", _factory)
