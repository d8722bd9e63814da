"""Issue 24 items 9 and 10: a NaN, ``1e999`` or over-long number resets its settings field alone (before: the
whole file was set aside); a value of the wrong type is refused per field, never coerced (``true`` was volume
1, ``"70"`` was 70, ``"yes"`` was on); the reset notice names every setting in words in every language; the
Gunzi demo plays with the house rules in Settings."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from gunapp.storage.settings import Settings, SettingsStore


def _load(tmp_path: Path, text: str) -> SettingsStore:
    (tmp_path / "settings.json").write_text(text, "utf-8")
    store = SettingsStore(tmp_path / "settings.json")
    store.load()
    return store


@pytest.mark.parametrize(
    ("field", "literal"),
    [("animation_speed", "NaN"), ("sound_volume", "1e999"), ("animation_speed", "-Infinity"),
     ("sound_volume", "7" * 5000)],
)  # fmt: skip
def test_issue24_10_a_bad_number_resets_its_field_alone(tmp_path: Path, field: str, literal: str) -> None:
    store = _load(tmp_path, f'{{"language": "it", "four_colour": true, "{field}": {literal}}}')
    assert store.last_report.moved_to is None  # the file stays
    assert store.last_report.reset_fields == [field]
    s = store.settings
    assert s.language == "it" and s.four_colour is True
    assert getattr(s, field) == getattr(Settings(), field)


@pytest.mark.parametrize(
    ("field", "value"),
    [("sound_volume", True), ("sound_volume", "70"), ("sound", "yes"), ("card_counter", 1),
     ("animation_speed", "0.5"), ("auto_forced", "true")],
)  # fmt: skip
def test_issue24_10_a_wrong_type_is_refused_not_coerced(tmp_path: Path, field: str, value: Any) -> None:
    store = _load(tmp_path, json.dumps({"language": "en", field: value}))
    assert store.last_report.reset_fields == [field]
    assert getattr(store.settings, field) == getattr(Settings(), field)
    assert store.settings.language == "en"


@pytest.mark.parametrize("lang", ["zh_CN", "it", "en"])
def test_issue24_9_the_reset_notice_names_every_setting_in_words(
    tmp_path: Path, qtbot: Any, languages: Any, lang: str
) -> None:
    from gunapp.ui import games
    from gunapp.ui.main_window import MainWindow

    games.load_game_modules()
    store = _load(tmp_path, json.dumps({"sound_volume": "x", "card_counter": 3, "auto_forced": "no"}))
    languages.set_language(lang)
    w = MainWindow(store, languages)
    qtbot.addWidget(w)
    box = w.report_settings_problem(store.last_report)
    assert box is not None
    text = box.text()
    for raw in ("sound_volume", "card_counter", "auto_forced"):
        assert raw not in text  # before: the raw keys, in Chinese and Italian too
    if lang == "zh_CN":
        assert "音量" in text and "记牌器" in text


def test_issue24_10_the_gunzi_demo_plays_the_house_rules(qtbot: Any, store: Any, languages: Any) -> None:
    from gunapp.demo import start_demo
    from gunapp.ui import games
    from gunapp.ui.main_window import MainWindow

    games.load_game_modules()
    store.update(house_rules={"gunzi": {"cyclesPerMatch": 2, "riot": "ON"}})
    w = MainWindow(store, languages)
    qtbot.addWidget(w)
    table = start_demo(w, "gunzi", ["--speed", "0", "--seed", "3"])
    options = table.model.state.options
    assert options.cyclesPerMatch == 2 and options.riot.value == "ON"
    table.model.auto_continue = False
