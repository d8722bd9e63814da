"""Named sets of house-rule values (section 11): the app shows a preset by name, a record stores only the values.

``PRESETS`` lists them (the setup panel and the house-rules dialog offer them by name); ``preset_of(values)``
says which preset a set of options matches (None: a custom set); ``apply_preset(values, key)`` returns the
values with a preset's set over them (the options a preset does not name, such as ``doublingCap``, are kept).
Names are marked for translation in the ``HouseRules`` context and translated where they are shown.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from gunapp.core.game_spec import QT_TRANSLATE_NOOP
from gunapp.games.doudizhu.engine.rules import Options


@dataclass(frozen=True, slots=True)
class Preset:
    """A named set of option values, by spec key (JSON-ready, as ``Options.all_values`` gives them)."""

    key: str
    #: the preset's name, to translate in the ``HouseRules`` context
    name: str
    #: one sentence saying what it sets, to translate in the ``HouseRules`` context
    description: str
    values: Mapping[str, Any]

    def options(self, base: Options | None = None) -> Options:
        """``base`` (default: the app's defaults) with this preset's values over it."""
        return Options.model_validate({**(base or Options()).all_values(), **self.values})


CLASSIC = Preset(
    "classic",
    QT_TRANSLATE_NOOP("HouseRules", "Classic (经典)"),
    QT_TRANSLATE_NOOP("HouseRules", "Bids of 1, 2 or 3 points, no doubling, no shown hands, no spring."),
    {"bidding": "points", "doubling": "off", "showHand": False, "spring": False, "kittyVisible": True},
)
HAPPY = Preset(
    "happy",
    QT_TRANSLATE_NOOP("HouseRules", "Happy (欢乐)"),
    QT_TRANSLATE_NOOP(
        "HouseRules",
        "Call and grab the landlord, double and super double, show the hand, spring doubles: the app rules "
        "most players know.",
    ),
    {"bidding": "grab", "doubling": "super", "showHand": True, "spring": True, "kittyVisible": True},
)
#: every preset, in the order they are offered
PRESETS: tuple[Preset, ...] = (CLASSIC, HAPPY)


def preset(key: str) -> Preset:
    """The preset called ``key`` (``KeyError`` if none)."""
    for p in PRESETS:
        if p.key == key:
            return p
    raise KeyError(key)


def _values(options: Options | Mapping[str, Any]) -> dict[str, Any]:
    if isinstance(options, Options):
        return options.all_values()
    # a partial dict (settings store only what differs from the defaults): the defaults fill the rest
    return Options.model_validate({**Options().all_values(), **options}).all_values()


def preset_of(options: Options | Mapping[str, Any]) -> Preset | None:
    """The preset whose every value ``options`` has (the first one, in ``PRESETS`` order); None: custom rules.
    ``options`` may be an ``Options`` or option values by spec key (missing keys take the defaults)."""
    values = _values(options)
    for p in PRESETS:
        if all(values.get(k) == v for k, v in p.values.items()):
            return p
    return None


def apply_preset(options: Options | Mapping[str, Any], key: str) -> dict[str, Any]:
    """Every option value with the preset ``key``'s values over ``options``, by spec key."""
    return {**_values(options), **preset(key).values}
