"""User settings, stored as JSON under the platform's config folder.

Loading never raises and never loses data: a file that is not valid UTF-8 JSON object is moved aside
(``settings.json.corrupt-<time>``) and the defaults are used; a single invalid field resets alone while the
other fields keep their values. Saving is atomic (temp file + fsync + rename), so a crash mid-save leaves the
last good file in place.

:class:`Settings` is a plain class, not a pydantic model, because it is read before the first frame and
pydantic costs a third of a second to import on a loaded machine: the plain JSON values a settings file holds
(``true``, ``0.5``, ``"en"``) are checked here by hand, and any other value (a string ``"0.5"``, a bad field, a
house rule, which needs the engine's option models) goes to the full schema in
:mod:`gunapp.storage.settings_model`, so each value gets the same verdict and the same ``ValidationError``.
"""

from __future__ import annotations

import base64
import binascii
import copy
import json
import logging
import os
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar, Literal

from platformdirs import PlatformDirs

from gunapp import fileio, safe_json
from gunapp.core import registry

if TYPE_CHECKING:
    pass

log = logging.getLogger(__name__)

Language = Literal["zh_CN", "en", "it"]
AiLevel = Literal["easy", "normal", "hard"]  # the levels the AI packages provide
LANGUAGES: tuple[str, ...] = ("zh_CN", "en", "it")
AI_LEVELS: tuple[str, ...] = ("easy", "normal", "hard")
HandOrder = Literal["big_left", "big_right"]

#: environment variable that redirects the settings folder (tests, smoke runs, portable installs)
CONFIG_DIR_ENV = "GUNAPP_CONFIG_DIR"
SETTINGS_FILE = "settings.json"

#: each field's default; ``house_rules`` gets a fresh dict each time
DEFAULTS: dict[str, Any] = {
    "language": None,
    "animation_speed": 1.0,
    "four_colour": False,
    "sound": True,
    "sound_volume": 70,
    "ai_level": "normal",
    "last_game": None,
    "card_counter": False,
    "auto_forced": False,
    "window_geometry": None,
    "house_rules": {},
}
# the hand's order on the table (issue 26): "big_left" (as the apps players know) or "big_right"
HAND_ORDERS: tuple[str, ...] = ("big_left", "big_right")
DEFAULTS["hand_order"] = "big_left"


class _Unsure:
    """The quick check's answer for a value it leaves to the full schema."""


UNSURE = _Unsure()


def _base64_text(value: str) -> bool:
    try:
        base64.b64decode(value.encode("ascii"), validate=True)
    except (UnicodeEncodeError, binascii.Error, ValueError):
        return False
    return True


def quick_check(name: str, value: Any) -> Any:
    """``value`` as the schema would store it, when it is one of the plain values the schema keeps as they
    are; :data:`UNSURE` for anything else (wrong type, out of range, a house rule), which the schema decides."""
    kind = type(value)
    if name in ("four_colour", "sound", "card_counter", "auto_forced"):
        return value if kind is bool else UNSURE
    if name == "animation_speed":  # NaN fails both comparisons and goes to the schema
        return float(value) if kind in (int, float) and 0.0 <= value <= 4.0 else UNSURE
    if name == "sound_volume":
        return value if kind is int and 0 <= value <= 100 else UNSURE
    if name == "language":
        return value if value is None or (kind is str and value in LANGUAGES) else UNSURE
    if name == "ai_level":
        return value if kind is str and value in AI_LEVELS else UNSURE
    if name == "last_game":
        return value if value is None or (kind is str and value in registry.game_keys()) else UNSURE
    if name == "window_geometry":
        return value if value is None or (kind is str and _base64_text(value)) else UNSURE
    if name == "house_rules":
        return {} if kind is dict and not value else UNSURE
    if name == "hand_order":
        return value if kind is str and value in HAND_ORDERS else UNSURE
    return UNSURE


def _check_fields(values: dict[str, Any]) -> dict[str, Any]:
    """The known fields of ``values`` as stored; raises pydantic's ``ValidationError`` on a bad one."""
    checked: dict[str, Any] = {}
    unsure: dict[str, Any] = {}
    for name, value in values.items():
        if name in DEFAULTS:  # other keys are ignored, as a newer version's settings may hold more
            quick = quick_check(name, value)
            if quick is UNSURE:
                unsure[name] = value
            else:
                checked[name] = quick
    if unsure:
        from gunapp.storage.settings_model import SettingsModel

        model = SettingsModel.model_validate(unsure)
        checked.update({name: getattr(model, name) for name in unsure})
    return checked


class Settings:
    """Everything the app remembers between runs. ``language`` None means "follow the system locale".

    Built and assigned like the pydantic model it stands for: ``Settings(sound=False)``, ``model_validate``,
    ``model_dump``, and an assignment is validated (a bad value raises pydantic's ``ValidationError``)."""

    model_fields: ClassVar[dict[str, Any]] = DEFAULTS

    language: Language | None
    #: multiplies animation speed: 1 normal, 2 twice as fast, 0 = no animation at all (0 to 4)
    animation_speed: float
    four_colour: bool
    sound: bool
    #: table sounds' volume in percent (Settings → Sound, 0 to 100); 0 is as silent as ``sound`` off
    sound_volume: int
    ai_level: AiLevel
    #: a registered game (``gunapp.core.registry``); another name resets this field alone
    last_game: str | None
    #: View → Card counter (记牌器), off by default
    card_counter: bool
    #: Settings → Play forced moves at once (a single legal action)
    auto_forced: bool
    #: QMainWindow.saveGeometry() as base64 text
    window_geometry: str | None
    #: house rules per house-rules set of the registry ("gunzi": GunziOptions keys, "doudizhu": D8.4 keys),
    #: only the options chosen; each value is checked against the engine's option model
    #: (see ``clean_house_rules``)
    house_rules: dict[str, dict[str, Any]]
    #: Settings → Hand order: where the hand's big cards sit, "big_left" or "big_right"
    hand_order: HandOrder

    def __init__(self, **values: Any) -> None:
        self._fill(_check_fields(values))

    def _fill(self, checked: dict[str, Any]) -> None:
        for name, default in DEFAULTS.items():
            object.__setattr__(self, name, checked[name] if name in checked else copy.deepcopy(default))

    @classmethod
    def model_validate(cls, data: Any) -> Settings:
        if isinstance(data, Settings):
            data = data.model_dump()
        if not isinstance(data, dict):
            from gunapp.storage.settings_model import SettingsModel

            SettingsModel.model_validate(data)  # raises the schema's ValidationError
            raise TypeError("settings must be a mapping")  # pragma: no cover - the schema refuses first
        settings = cls.__new__(cls)
        settings._fill(_check_fields(data))
        return settings

    def model_dump(self, *, mode: Literal["python", "json"] = "python") -> dict[str, Any]:
        """Every field, copied; the values are JSON values in either mode."""
        return {name: copy.deepcopy(getattr(self, name)) for name in DEFAULTS}

    def __setattr__(self, name: str, value: Any) -> None:
        if name not in DEFAULTS:
            raise ValueError(f"{type(self).__name__!r} object has no field {name!r}")
        object.__setattr__(self, name, _check_fields({name: value})[name])

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Settings):
            return NotImplemented
        return self.model_dump() == other.model_dump()

    __hash__ = None  # type: ignore[assignment]  # mutable, like the model it stands for

    def __repr__(self) -> str:
        fields = ", ".join(f"{name}={getattr(self, name)!r}" for name in DEFAULTS)
        return f"Settings({fields})"


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
    known = {k: v for k, v in data.items() if k in DEFAULTS}
    reset: list[str] = []
    if "house_rules" in known and quick_check("house_rules", known["house_rules"]) is UNSURE:
        # one bad option resets alone, not every house rule
        from gunapp.storage.house_rules_check import clean_house_rules

        known["house_rules"], bad_rules = clean_house_rules(known["house_rules"])
        reset += [name if name == "house_rules" else f"house_rules.{name}" for name in bad_rules]
    checked: dict[str, Any] = {}
    unsure: dict[str, Any] = {}
    for name, value in known.items():
        quick = quick_check(name, value)
        if quick is UNSURE:
            unsure[name] = value
        else:
            checked[name] = quick
    if unsure:
        checked.update(_schema_fields(unsure, reset))
    settings = Settings.__new__(Settings)
    settings._fill(checked)
    return settings, sorted(reset)


def _schema_fields(unsure: dict[str, Any], reset: list[str]) -> dict[str, Any]:
    """The fields of ``unsure`` the full schema accepts, as it stores them; the others are added to ``reset``."""
    from pydantic import ValidationError

    from gunapp.storage.settings_model import SettingsModel

    for _ in range(len(unsure) + 1):
        try:
            model = SettingsModel.model_validate(unsure)
        except ValidationError as exc:
            bad = {str(err["loc"][0]) for err in exc.errors() if err["loc"]}
            bad &= set(unsure)
            if not bad:  # a model-level error: give up on the whole object rather than loop
                raise ValueError(str(exc)) from None
            for name in bad:
                unsure.pop(name)
                reset.append(name)
        else:
            return {name: getattr(model, name) for name in unsure}
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
            raw = fileio.read_capped(self.path, fileio.SMALL_LIMIT)
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
            # a UTF-8 BOM is accepted, as a text editor may write one; a NaN or 1e999 resets its field alone
            data = safe_json.loads(raw, bad_numbers=True)
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
