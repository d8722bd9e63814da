"""Issue 15, start-up: the settings' hand-written quick check gives every value the verdict of the full
pydantic schema (``settings_model.SettingsModel``), so reading settings without pydantic changes nothing."""

from __future__ import annotations

import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from pydantic import ValidationError

from gunapp.storage.settings import DEFAULTS, UNSURE, Settings, parse_settings, quick_check
from gunapp.storage.settings_model import SettingsModel

JSON_SCALARS = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(10**6), max_value=10**6),
    st.floats(allow_nan=False, allow_infinity=False),
    st.sampled_from(
        ["zh_CN", "en", "it", "EN", "klingon", "easy", "normal", "hard", "ddz3", "ddz4", "gunzi"]
    ),
    st.sampled_from(["AdnQywADAAA=", "é", "not base64!", "", "0.5", "1", "true"]),
    st.text(max_size=6),
)
VALUES = st.one_of(JSON_SCALARS, st.lists(JSON_SCALARS, max_size=2), st.just({}))


def _schema_verdict(name: str, value: object) -> object:
    try:
        return getattr(SettingsModel.model_validate({name: value}), name)
    except ValidationError:
        return UNSURE


@settings(max_examples=400, deadline=None)
@given(name=st.sampled_from(sorted(DEFAULTS)), value=VALUES)
def test_issue15_quick_check_only_vouches_for_what_the_schema_keeps(name, value):
    quick = quick_check(name, value)
    if quick is UNSURE:
        return  # the schema decides; nothing to compare
    verdict = _schema_verdict(name, value)
    assert verdict is not UNSURE, f"{name}={value!r} passed the quick check but the schema refuses it"
    assert verdict == quick and type(verdict) is type(quick)


@settings(max_examples=200, deadline=None)
@given(data=st.dictionaries(st.sampled_from([*sorted(DEFAULTS), "unknown"]), VALUES, max_size=6))
def test_issue15_parse_settings_matches_the_schema_field_by_field(data):
    parsed, reset = parse_settings(dict(data))
    for name in DEFAULTS:
        if name not in data:
            assert getattr(parsed, name) == DEFAULTS[name]
            continue
        verdict = _schema_verdict(name, data[name])
        if verdict is UNSURE:
            assert name in reset
            assert getattr(parsed, name) == DEFAULTS[name]
        else:
            assert name not in reset
            got = getattr(parsed, name)
            assert got == verdict or (isinstance(got, float) and math.isnan(got) and math.isnan(verdict))


def test_issue15_assignment_is_validated_like_the_model():
    s = Settings()
    s.animation_speed = 2  # an int is stored as the float the schema makes of it
    assert s.animation_speed == 2.0 and type(s.animation_speed) is float
    with pytest.raises(ValidationError):
        s.sound_volume = 101
    assert s.sound_volume == 70
    with pytest.raises(ValueError):
        s.no_such_field = 1  # type: ignore[attr-defined]
