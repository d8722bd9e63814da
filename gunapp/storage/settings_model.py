"""The settings' full schema as a pydantic model: the authority on what a stored value means.

Kept apart from :mod:`gunapp.storage.settings` so that start-up does not import pydantic: the settings there
check the plain JSON values a settings file holds by hand, and hand anything else (a string "0.5", a bad field,
a house rule, which needs the engine's option models) to this model, so every value gets the same verdict.
"""

from __future__ import annotations

import base64
import binascii
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

from gunapp.core import registry

Language = Literal["zh_CN", "en", "it"]
AiLevel = Literal["easy", "normal", "hard"]  # the levels the AI packages provide


class SettingsModel(BaseModel):
    """Validates :class:`gunapp.storage.settings.Settings` fields; see there for what each one means."""

    # strict: a value of the wrong type ("70", true for the volume, "yes") resets that setting alone rather
    # than being coerced into something the player never chose (issue 24 item 10)
    model_config = ConfigDict(extra="ignore", validate_assignment=True, strict=True)

    language: Language | None = None
    animation_speed: float = Field(default=1.0, ge=0.0, le=4.0)
    four_colour: bool = False
    sound: bool = True
    sound_volume: int = Field(default=70, ge=0, le=100)
    ai_level: AiLevel = "normal"
    last_game: str | None = None
    card_counter: bool = False
    auto_forced: bool = False
    window_geometry: str | None = None
    house_rules: dict[str, dict[str, Any]] = Field(default_factory=dict)
    hand_order: Literal["big_left", "big_right"] = "big_left"

    @field_validator("window_geometry")
    @classmethod
    def _check_geometry(cls, value: str | None) -> str | None:
        # restoreGeometry needs base64 text; anything else (a hand edit, "é") resets this field alone
        if value is None:
            return None
        try:
            base64.b64decode(value.encode("ascii"), validate=True)
        except (UnicodeEncodeError, binascii.Error, ValueError):
            raise ValueError("window_geometry must be base64 text") from None
        return value

    @field_validator("last_game")
    @classmethod
    def _check_game(cls, value: str | None) -> str | None:
        if value is not None and value not in registry.game_keys():
            raise ValueError(f"unknown game {value!r}")
        return value

    @field_validator("house_rules")
    @classmethod
    def _check_house_rules(cls, value: dict[str, dict[str, Any]]) -> dict[str, dict[str, Any]]:
        from gunapp.storage.house_rules_check import clean_house_rules

        clean, bad = clean_house_rules(value)
        if bad:
            raise ValueError(f"invalid house rules: {', '.join(bad)}")
        return clean
