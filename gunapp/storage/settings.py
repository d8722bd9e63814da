"""User settings: a pydantic model stored as JSON under the platform's config folder.

Loading never raises and never loses data: a file that is not valid UTF-8 JSON object is moved aside
(``settings.json.corrupt-<time>``) and the defaults are used; a single invalid field resets alone while the
other fields keep their values. Saving is atomic (temp file + fsync + rename), so a crash mid-save leaves the
last good file in place.
"""

from __future__ import annotations

import base64
import binascii
import json
import logging
import os
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from platformdirs import PlatformDirs
from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from gunapp import fileio, safe_json
from gunapp.core import registry
from gunapp.core.game_spec import load

log = logging.getLogger(__name__)

Language = Literal["zh_CN", "en", "it"]
AiLevel = Literal["easy", "normal", "hard"]  # the levels the AI packages provide

#: environment variable that redirects the settings folder (tests, smoke runs, portable installs)
CONFIG_DIR_ENV = "GUNAPP_CONFIG_DIR"
SETTINGS_FILE = "settings.json"


class Settings(BaseModel):
    """Everything the app remembers between runs. ``language`` None means "follow the system locale"."""

    model_config = ConfigDict(extra="ignore", validate_assignment=True)

    language: Language | None = None
    #: multiplies animation speed: 1 normal, 2 twice as fast, 0 = no animation at all
    animation_speed: float = Field(default=1.0, ge=0.0, le=4.0)
    four_colour: bool = False
    sound: bool = True
    #: table sounds' volume in percent (Settings → Sound); 0 is as silent as ``sound`` off
    sound_volume: int = Field(default=70, ge=0, le=100)
    ai_level: AiLevel = "normal"
    #: a registered game (``gunapp.core.registry``); another name resets this field alone
    last_game: str | None = None
    #: View → Card counter (记牌器), off by default
    card_counter: bool = False
    #: Settings → Play forced moves at once (a single legal action)
    auto_forced: bool = False
    #: QMainWindow.saveGeometry() as base64 text
    window_geometry: str | None = None
    #: house rules per house-rules set of the registry ("gunzi": GunziOptions keys, "doudizhu": D8.4 keys),
    #: only the options chosen;
    #: each value is checked against the engine's option model (see ``clean_house_rules``)
    house_rules: dict[str, dict[str, Any]] = Field(default_factory=dict)

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
        clean, bad = clean_house_rules(value)
        if bad:
            raise ValueError(f"invalid house rules: {', '.join(bad)}")
        return clean


def _rule_models() -> dict[str, type[BaseModel]]:
    # loaded here: the settings load before any engine is needed
    return {rules.key: load(rules.options) for rules in registry.RULES}


def clean_house_rules(data: Any) -> tuple[dict[str, dict[str, Any]], list[str]]:
    """Keep each stored house rule that its engine's option model accepts, in JSON form; returns the rules
    and the names (``game.key``) of the ones dropped, so one bad option resets alone."""
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


def default_config_dir() -> Path:
    override = os.environ.get(CONFIG_DIR_ENV)
    if override:
        return Path(override)
    return PlatformDirs("gunapp", appauthor=False).user_config_path


#: our own temp files left by an interrupted save (see ``fileio.atomic_write_bytes``)
TEMP_RE = re.compile(r"^\.settings\.json\.[a-z0-9_]{8}\.tmp$")


@dataclass
class LoadReport:
    """What loading found wrong; the UI tells the user. ``moved_to``: the file was damaged and set aside;
    ``error`` without ``moved_to``: the file could not be read at all (``kept_unread``: it is left alone and
    never written over); ``reset_fields``: single settings that went back to their defaults."""

    moved_to: Path | None = None
    reset_fields: list[str] = field(default_factory=list)
    error: str | None = None
    kept_unread: bool = False


def parse_settings(data: Any) -> tuple[Settings, list[str]]:
    """Validate ``data`` field by field: returns the settings and the names of fields reset to defaults."""
    if not isinstance(data, dict):
        raise ValueError("settings must be a JSON object")
    known = {k: v for k, v in data.items() if k in Settings.model_fields}
    reset: list[str] = []
    if "house_rules" in known:  # one bad option resets alone, not every house rule
        known["house_rules"], bad_rules = clean_house_rules(known["house_rules"])
        reset += [name if name == "house_rules" else f"house_rules.{name}" for name in bad_rules]
    for _ in range(len(known) + 1):
        try:
            return Settings.model_validate(known), sorted(reset)
        except ValidationError as exc:
            bad = {str(err["loc"][0]) for err in exc.errors() if err["loc"]}
            bad &= set(known)
            if not bad:  # a model-level error: give up on the whole object rather than loop
                raise ValueError(str(exc)) from None
            for name in bad:
                known.pop(name)
                reset.append(name)
    raise ValueError("settings could not be validated")  # pragma: no cover - the loop always returns


class SettingsStore:
    """Loads and saves :class:`Settings` at ``path`` (default: ``<config dir>/settings.json``)."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = Path(path) if path is not None else default_config_dir() / SETTINGS_FILE
        self.settings = Settings()
        self.last_report = LoadReport()
        #: the file exists but could not be read (no permission, a folder, a symlink loop): the settings of
        #: this run are not written over it, so whatever it holds survives until the player fixes access
        self.read_only = False

    def load(self) -> Settings:
        """Read the file; never raises. See :attr:`last_report` for what was repaired."""
        report = LoadReport()
        self.read_only = False
        fileio.clean_temp_files(self.path.parent, TEMP_RE, 60.0)
        try:
            raw = self.path.read_bytes()
        except FileNotFoundError:
            self.settings, self.last_report = Settings(), report
            return self.settings
        except OSError as exc:
            log.warning("cannot read %s: %s; it is left as it is and not written over", self.path, exc)
            report.error = str(exc) or type(exc).__name__
            report.kept_unread = self.read_only = True
            self.settings, self.last_report = Settings(), report
            return self.settings
        try:
            data = safe_json.loads(raw)  # a UTF-8 BOM is accepted, as a text editor may write one
            settings, report.reset_fields = parse_settings(data)
        except ValueError as exc:  # JsonError and a document that is not an object
            report.error = str(exc)
            try:
                report.moved_to = fileio.move_aside(self.path)
            except OSError as move_exc:
                log.warning("cannot move aside %s: %s", self.path, move_exc)
            log.warning("corrupt settings %s (%s); moved to %s", self.path, exc, report.moved_to)
            settings = Settings()
        if report.reset_fields:
            log.warning("settings fields reset to defaults: %s", ", ".join(report.reset_fields))
        self.settings, self.last_report = settings, report
        return settings

    def save(self, settings: Settings | None = None) -> bool:
        """Write atomically; returns False (and keeps the previous file) if the disk refuses."""
        if settings is not None:
            self.settings = settings
        if self.read_only:
            log.info("settings not saved: %s could not be read at start-up", self.path)
            return False
        text = json.dumps(self.settings.model_dump(mode="json"), indent=2, ensure_ascii=False) + "\n"
        try:
            fileio.atomic_write_text(self.path, text)
        except OSError as exc:
            log.warning("cannot save settings to %s: %s", self.path, exc)
            return False
        return True

    def update(self, **changes: Any) -> bool:
        """Change some fields (validated) and save. Raises ValidationError on a bad value."""
        self.settings = Settings.model_validate({**self.settings.model_dump(), **changes})
        return self.save()
