"""The one exception an engine raises for a move the rules forbid."""

from __future__ import annotations

from typing import Any


class IllegalAction(Exception):
    """An action the rules forbid. The state that raised it is unchanged.

    ``code`` is stable (the UI maps it to a translated sentence); ``params`` fill that sentence (card codes,
    suits, counts); ``rule`` names the spec rule it enforces, e.g. ``"R18.2(c)"`` or ``"D7.3"``.
    """

    def __init__(self, code: str, params: dict[str, Any] | None = None, rule: str = "") -> None:
        self.code = code
        self.params: dict[str, Any] = dict(params or {})
        self.rule = rule
        super().__init__(f"{code} {self.params} [{rule}]" if rule else f"{code} {self.params}")
