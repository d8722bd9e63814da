"""Settings (issue 2, part 6): corrupt files are moved aside, one bad field resets alone, saves are atomic."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from pydantic import ValidationError

from gunapp.storage import settings as settings_mod
from gunapp.storage.settings import Settings, SettingsStore, default_config_dir, parse_settings


def _store(tmp_path: Path) -> SettingsStore:
    return SettingsStore(tmp_path / "settings.json")


def _aside(tmp_path: Path) -> list[Path]:
    return sorted(tmp_path.glob("settings.json.corrupt-*"))


def test_missing_file_gives_defaults_without_complaint(tmp_path):
    store = _store(tmp_path)
    assert store.load() == Settings()
    assert store.last_report.moved_to is None and store.last_report.error is None


def test_round_trip(tmp_path):
    store = _store(tmp_path)
    store.load()
    assert store.update(
        language="it", animation_speed=2.0, four_colour=True, ai_level="easy", last_game="ddz3"
    )
    again = _store(tmp_path).load()
    assert again.language == "it" and again.animation_speed == 2.0 and again.four_colour
    assert again.ai_level == "easy" and again.last_game == "ddz3"


@pytest.mark.parametrize(
    "raw",
    [
        b"{not json",
        b"\xff\xfe\x00garbage",  # bad UTF-8
        b'["a", "list"]',  # wrong type for the whole document
        b"",
        b"null",
    ],
    ids=["bad-json", "bad-utf8", "list", "empty", "null"],
)
def test_corrupt_file_is_moved_aside_and_defaults_used(tmp_path, raw):
    path = tmp_path / "settings.json"
    path.write_bytes(raw)
    store = _store(tmp_path)
    assert store.load() == Settings()
    moved = _aside(tmp_path)
    assert len(moved) == 1 and moved[0].read_bytes() == raw  # nothing lost
    assert store.last_report.moved_to == moved[0]
    assert not path.exists()
    assert store.save()  # and the app can write a fresh file
    assert json.loads(path.read_text("utf-8"))["language"] is None


def test_one_invalid_field_resets_alone(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text(
        json.dumps({"language": "klingon", "four_colour": True, "animation_speed": 0.5, "ai_level": "easy"}),
        "utf-8",
    )
    store = _store(tmp_path)
    s = store.load()
    assert s.language is None  # reset
    assert s.four_colour and s.animation_speed == 0.5 and s.ai_level == "easy"  # kept
    assert store.last_report.reset_fields == ["language"]
    assert _aside(tmp_path) == []


def test_wrong_types_reset_each_field(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text(
        json.dumps(
            {
                "sound": "maybe",
                "animation_speed": "fast",
                "window_geometry": 42,
                "last_game": "poker",
                "four_colour": True,
                "unknown_future_key": 1,
            }
        ),
        "utf-8",
    )
    s = _store(tmp_path).load()
    assert s.sound is True and s.animation_speed == 1.0 and s.window_geometry is None and s.last_game is None
    assert s.four_colour is True


def test_out_of_range_speed_is_rejected_on_update(tmp_path):
    store = _store(tmp_path)
    store.load()
    with pytest.raises(ValidationError):
        store.update(animation_speed=-1)
    assert store.settings.animation_speed == 1.0


def test_crash_during_save_keeps_the_last_good_file(tmp_path, monkeypatch):
    store = _store(tmp_path)
    store.load()
    store.update(language="zh_CN")
    good = (tmp_path / "settings.json").read_bytes()

    def broken_replace(src, dst):
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", broken_replace)
    assert store.update(language="it") is False  # reported, not raised
    monkeypatch.undo()
    assert (tmp_path / "settings.json").read_bytes() == good
    assert list(tmp_path.glob(".settings.json.*.tmp")) == []  # the temp file was cleaned up
    assert _store(tmp_path).load().language == "zh_CN"


def test_crash_during_fsync_keeps_the_last_good_file(tmp_path, monkeypatch):
    store = _store(tmp_path)
    store.load()
    store.update(sound=False)
    good = (tmp_path / "settings.json").read_bytes()
    monkeypatch.setattr(os, "fsync", lambda fd: (_ for _ in ()).throw(OSError("I/O error")))
    assert store.update(sound=True) is False
    monkeypatch.undo()
    assert (tmp_path / "settings.json").read_bytes() == good


def test_unreadable_path_does_not_crash(tmp_path):
    (tmp_path / "settings.json").mkdir()  # a folder where the file should be
    store = _store(tmp_path)
    assert store.load() == Settings()
    assert store.last_report.error


def test_parse_settings_rejects_non_objects():
    with pytest.raises(ValueError):
        parse_settings([1, 2])
    s, reset = parse_settings({"language": "en"})
    assert s.language == "en" and reset == []


def test_config_dir_uses_platformdirs_without_app_author(monkeypatch, tmp_path):
    monkeypatch.delenv(settings_mod.CONFIG_DIR_ENV, raising=False)
    path = default_config_dir()
    assert path.name == "gunapp" and path.parent.name != "gunapp"  # no doubled gunapp/gunapp
    monkeypatch.setenv(settings_mod.CONFIG_DIR_ENV, str(tmp_path))
    assert default_config_dir() == tmp_path
