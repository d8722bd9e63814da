"""Soak and fault runs (issue 10): each ``soak_*.py`` module proves one reliability promise.

A module exposes ``run(short: bool, seconds: float | None) -> list[dict]``: rows shaped like the bench rows
(``name``, ``value``, ``unit``, optional ``target`` and ``note``) plus ``ok`` (bool) when the row is a target.
``short`` is the version ``make test`` runs (a few seconds); the long version is bounded by ``seconds`` when
given, otherwise by the module's own default. ``python -m tools.soak`` runs them and writes
``bench/results/soak.md`` / ``.json``.
"""
