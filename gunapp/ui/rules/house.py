"""House rules as remembered in ``Settings.house_rules``: the app's defaults, the engine options a new Gunzi match
or Dou Dizhu session starts with, and the short texts naming the rules in force.

``Settings.house_rules[game]`` holds only the options that differ from :func:`defaults`; anything missing is the
default. ``game`` is a house-rules set of ``gunapp.core.registry`` (``RULES``: ``"gunzi"``, ``"doudizhu"``, one
set for Dou Dizhu's 3 and 4 players).
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel
from PySide6.QtCore import QCoreApplication, QObject

from gunapp.core import registry
from gunapp.core.game_spec import load
from gunapp.ui.rules.catalog import presets, sections, spec

__all__ = [
    "CUSTOM",
    "GAMES",
    "RulesText",
    "chosen",
    "defaults",
    "game_of",
    "house_options",
    "preset_of",
    "preset_values",
]

GAMES: tuple[str, ...] = tuple(r.key for r in registry.RULES)


def defaults(game: str) -> dict[str, Any]:
    """Every option of ``game`` at the app's default, by spec key, JSON-ready."""
    values: dict[str, Any] = load(registry.rules(game).defaults)()
    return values


def game_of(key: str | None) -> str:
    """The house-rules page of a game key (``gunzi``, ``ddz3``, ``ddz4``); no game open (None): the first
    game's. An unknown key is ``registry.UnknownGame``."""
    return registry.game(key if key is not None else registry.GAMES[0].key).rules.key


def _same(key: str, a: Any, b: Any) -> bool:
    if key == "mustPlayLevels":  # R23.4: 10 is a must-play level whether listed or not
        return set(a) | {10} == set(b) | {10}
    return bool(a == b)


def differences(game: str, values: dict[str, Any]) -> dict[str, Any]:
    """The options in ``values`` that differ from the defaults (what the settings store)."""
    base = defaults(game)
    return {k: v for k, v in values.items() if k in base and not _same(k, v, base[k])}


#: the preset box's entry for values that match no preset
CUSTOM = "custom"


def preset_values(game: str, key: str, base: dict[str, Any] | None = None) -> dict[str, Any]:
    """Every option of ``game``: ``base`` (by default the app's defaults) with the preset ``key``'s values
    over it; the options a preset does not name (Dou Dizhu's cap) stay as they were."""
    for preset in presets(game):
        if preset.key == key:
            return {**defaults(game), **(base or {}), **preset.values}
    raise KeyError(f"{game} has no preset {key!r}")


def preset_of(game: str, values: dict[str, Any]) -> str:
    """The first preset whose every value ``values`` has (the missing ones at their defaults): its key, or
    ``CUSTOM`` when none matches."""
    full = {**defaults(game), **values}
    for preset in presets(game):
        if all(full.get(k) == v for k, v in preset.values.items()):
            return preset.key
    return CUSTOM


def chosen(settings: Any, game: str) -> dict[str, Any]:
    """The full option dict for ``game`` from ``settings`` (None or no field: the defaults)."""
    stored = getattr(settings, "house_rules", None) or {}
    return {**defaults(game), **stored.get(game, {})}


def house_options(settings: Any, game: str, **overrides: Any) -> BaseModel:
    """The engine options (``RulesSpec.options``) a new match of the house-rules set ``game`` starts with:
    ``settings``' house rules over the defaults, then ``overrides``. Each game's typed helper wraps this
    (``gunzi_options``, ``ddz_options`` in the game's ``ui/house_options.py``)."""
    model: type[BaseModel] = load(registry.rules(game).options)
    return model.model_validate({**chosen(settings, game), **overrides})


def record_of(options: BaseModel) -> tuple[str, dict[str, Any]]:
    """The house-rules set ``options`` belong to and their JSON (by the engine option model's class)."""
    for rules in registry.RULES:
        if isinstance(options, load(rules.options)):
            return rules.key, dict(options.to_record())  # type: ignore[attr-defined]
    raise registry.UnknownGame(type(options).__name__)


class RulesText(QObject):
    """Texts naming the house rules in force: a compact line for the table and one line per rule."""

    def _levels(self, value: Any) -> str:
        return ", ".join(str(v) for v in sorted(set(value) | {10}))

    def value_label(self, game: str, key: str, value: Any) -> str:
        """The dialog's label of ``value`` for the option ``key``."""
        rule = spec(game, key)
        if rule.kind == "levels":
            return self._levels(value)
        if rule.kind == "cycles":
            if rule.endless is not None and value >= rule.endless:
                return self.tr("No limit")
            return self.tr("%n cycle(s)", "", int(value))
        if rule.kind == "check":
            return self.tr("On") if value == rule.choices[1][0] else self.tr("Off")
        for stored, label in rule.choices:
            if stored == value:
                return QCoreApplication.translate("HouseRules", label)
        return str(value)

    def short(self, game: str, key: str, value: Any) -> str:
        """A few words for a non-default value (the table's summary line)."""
        rule = spec(game, key)
        if key == "mustPlayLevels":
            return self.tr("Must-play levels {levels}").format(levels=self._levels(value))
        if key == "cyclesPerMatch":
            return (
                self.value_label(game, key, value)
                if rule.endless is not None and value >= rule.endless
                else self.tr("Match of %n cycle(s)", "", int(value))
            )
        if key == "doublingCap":
            return self.tr("Multiplier cap ×{n}").format(n=value) if value else self.tr("No multiplier cap")
        for stored, label in rule.short:
            if stored == str(value):
                return QCoreApplication.translate("HouseRules", label)
        return self.value_label(game, key, value)

    def _non_default(self, options: BaseModel) -> tuple[str, list[tuple[str, Any]]]:
        game, values = record_of(options)
        diff = differences(game, values)
        order = [r.key for section in sections(game) for r in section.rules]
        return game, [(k, diff[k]) for k in order if k in diff]

    def preset_name(self, game: str, key: str) -> str:
        """The name a player picks a preset by (one of the game's presets, or ``CUSTOM``)."""
        if key == CUSTOM:
            return self.tr("Custom")
        for preset in presets(game):
            if preset.key == key:
                return QCoreApplication.translate("HouseRules", preset.name)
        return key

    def summary(self, options: BaseModel, skip: tuple[str, ...] = ()) -> str:
        """``"Dead (死棒) · Riots"``; with a preset other than the first (the standard rules), its name and
        the rules it leaves alone that differ (``"Happy (欢乐) · Multiplier cap ×16"``); empty when every rule
        is the default."""
        game, items = self._non_default(options)
        shown = [(k, v) for k, v in items if k not in skip]
        found = presets(game)
        key = preset_of(game, dict(items)) if shown else CUSTOM
        if key == CUSTOM or key == found[0].key:
            return " · ".join(self.short(game, k, v) for k, v in shown)
        named = next(p for p in found if p.key == key).values
        rest = [self.short(game, k, v) for k, v in shown if k not in named]
        return " · ".join([self.preset_name(game, key), *rest])

    def details(self, options: BaseModel) -> str:
        """One ``name: value`` line per house rule that differs from the default (tooltips)."""
        game, items = self._non_default(options)
        if not items:
            return self.tr("Standard rules: no house rules changed.")
        lines = [self.tr("House rules in force:")]
        for key, value in items:
            name = QCoreApplication.translate("HouseRules", spec(game, key).name)
            lines.append(
                self.tr("{name}: {value}").format(name=name, value=self.value_label(game, key, value))
            )
        return "\n".join(lines)
