"""Which stored house rules the games' option models accept (the settings file's ``house_rules``).

Its own module: both the quick settings path (``settings``) and the pydantic schema (``settings_model``) use it,
and it loads pydantic and the games' option models only when a settings file holds house rules.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from gunapp.core import registry
from gunapp.core.game_spec import load

if TYPE_CHECKING:
    from pydantic import BaseModel


def _rule_models() -> dict[str, type[BaseModel]]:
    # loaded here: the settings load before any engine is needed
    return {rules.key: load(rules.options) for rules in registry.RULES}


def clean_house_rules(data: Any) -> tuple[dict[str, dict[str, Any]], list[str]]:
    """Keep each stored house rule that its engine's option model accepts, in JSON form; returns the rules
    and the names (``game.key``) of the ones dropped, so one bad option resets alone."""
    from pydantic import ValidationError

    models = _rule_models()
    clean: dict[str, dict[str, Any]] = {}
    bad: list[str] = []
    if not isinstance(data, dict):
        return clean, ["house_rules"]
    for game, options in data.items():
        model = models.get(game)
        if model is None or not isinstance(options, dict):
            bad.append(str(game))
            continue
        kept: dict[str, Any] = {}
        for key, value in options.items():
            spec_key = _spec_key(model, key)
            try:
                dumped = model.model_validate({key: value}).model_dump(mode="json", by_alias=True)
            except (ValidationError, TypeError):
                spec_key = None
            if spec_key is None:
                bad.append(f"{game}.{key}")
            else:
                kept[spec_key] = dumped[spec_key]
        clean[str(game)] = kept
    return clean, bad


def _spec_key(model: type[BaseModel], key: str) -> str | None:
    """The spec's name of an option given by field name or alias (``kitty_visible`` -> ``kittyVisible``)."""
    for name, info in model.model_fields.items():
        if key in (name, info.alias):
            return info.alias or name
    return None
