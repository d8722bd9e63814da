"""High Trick's rules page, house rules (none to choose), refusals in words and AI level lines."""

from __future__ import annotations

from typing import Any

from gunapp.core.errors import IllegalAction

CATALOGUE: tuple[Any, ...] = ()


def page_body(settings: Any, pictures: Any) -> str:
    return "<h1>High Trick</h1><p>Follow suit; the highest card of the led suit takes the trick.</p>"


class TrickExplain:
    def __init__(self, parent: Any = None) -> None:
        self.parent = parent

    def explain(self, exc: IllegalAction) -> str:
        return {"must_follow": "You must follow the suit led (HT2)."}.get(exc.code, "Not now.")


class TrickLevels:
    def game(self) -> str:
        return "High Trick"

    def line(self, level: str) -> str:
        return f"{level}: lays its lowest card"

    def figure(self, level: str) -> str:
        return ""
