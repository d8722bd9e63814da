"""The shape of a house-rules catalogue (each game's ``ui/rules_catalog.py``, named by its ``RulesSpec``): the
options with their player-language name, explanation and choice labels (context ``HouseRules``)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Literal, Protocol

from gunapp.core import registry
from gunapp.core.game_spec import load

Kind = Literal["combo", "check", "levels", "cycles"]


@dataclass(frozen=True)
class RuleSpec:
    """One option. ``choices`` pair stored values (engine JSON) with labels; a ``check`` option is on for
    ``choices[1]``; ``short`` labels a value in the in-play summary (by the value's ``str``)."""

    key: str
    rule: str
    name: str
    explain: str
    kind: Kind
    choices: tuple[tuple[Any, str], ...] = ()
    short: tuple[tuple[str, str], ...] = ()
    #: a ``cycles`` option's stored value for "no limit" (the dialog's 0)
    endless: int | None = None


@dataclass(frozen=True)
class Section:
    title: str
    rules: tuple[RuleSpec, ...]


def sections(game: str) -> tuple[Section, ...]:
    """The dialog's sections of the house-rules set ``game`` (its ``RulesSpec.catalogue``)."""
    found: tuple[Section, ...] = load(registry.rules(game).catalogue)
    return found


def spec(game: str, key: str) -> RuleSpec:
    for section in sections(game):
        for rule in section.rules:
            if rule.key == key:
                return rule
    raise KeyError(f"{game}.{key}")


class Preset(Protocol):
    """A named set of option values (spec keys; the options it does not name are left as they are).
    Choosing it sets the values; a record stores only the values, never the name (D11). ``name`` and
    ``description`` are source texts in context ``HouseRules``. The first preset of a game is its standard
    rules."""

    @property
    def key(self) -> str: ...
    @property
    def name(self) -> str: ...
    @property
    def description(self) -> str: ...
    @property
    def values(self) -> Mapping[str, Any]: ...


def presets(game: str) -> tuple[Preset, ...]:
    """The presets of the house-rules set ``game`` (its ``RulesSpec.presets``), none if it names none."""
    path = registry.rules(game).presets
    if not path:
        return ()
    found: tuple[Preset, ...] = load(path)
    return found
