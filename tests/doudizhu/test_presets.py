"""House-rule presets (section 11: 欢乐 / Happy sets bidding=grab, doubling=super, showHand=on, spring=on,
kittyVisible=on; a preset is only a set of option values) and the new options in the stored house rules."""

from __future__ import annotations

import pytest

from gunapp.games.doudizhu.engine.match_codec import house_defaults
from gunapp.games.doudizhu.engine.presets import CLASSIC, HAPPY, PRESETS, apply_preset, preset, preset_of
from gunapp.games.doudizhu.engine.rules import Options
from gunapp.storage.house_rules_check import clean_house_rules


def test_happy_is_the_section_11_preset() -> None:
    assert dict(HAPPY.values) == {
        "bidding": "grab",
        "doubling": "super",
        "showHand": True,
        "spring": True,
        "kittyVisible": True,
    }
    options = HAPPY.options()
    assert (options.grab, options.double_factors, options.show_hand, options.spring) == (
        True,
        (1, 2, 4),
        True,
        True,
    )


def test_preset_of_names_the_matching_preset_or_none() -> None:
    assert preset_of(Options()) is CLASSIC
    assert preset_of({}) is CLASSIC  # stored house rules hold only what differs from the defaults
    assert preset_of(HAPPY.options()) is HAPPY
    # an option a preset does not name does not matter
    assert preset_of(HAPPY.options().model_copy(update={"doubling_cap": 16})) is HAPPY
    assert preset_of({"bidding": "grab", "doubling": "super", "showHand": True, "spring": True}) is HAPPY
    assert preset_of({"bidding": "grab"}) is None
    assert preset_of(HAPPY.options().model_copy(update={"kitty_visible": False})) is None


def test_apply_preset_keeps_the_options_it_does_not_name() -> None:
    values = apply_preset({"doublingCap": 8, "bidding": "points"}, "happy")
    assert values["doublingCap"] == 8 and values["bidding"] == "grab"
    assert preset_of(values) is HAPPY
    assert Options.model_validate(values).to_record()["showHand"] is True
    with pytest.raises(KeyError):
        preset("nope")
    assert [p.key for p in PRESETS] == ["classic", "happy"]


def test_house_defaults_name_every_option_and_records_only_the_changed_new_ones() -> None:
    assert house_defaults() == {
        "kittyVisible": True,
        "spring": False,
        "doublingCap": None,
        "bidding": "points",
        "doubling": "off",
        "showHand": False,
    }
    assert "bidding" in HAPPY.options().to_record() and "bidding" not in Options(spring=True).to_record()


def test_stored_house_rules_keep_good_new_options_and_drop_bad_ones_alone() -> None:
    kept, bad = clean_house_rules({"doudizhu": {"bidding": "grab", "doubling": "triple", "showHand": True}})
    assert kept == {"doudizhu": {"bidding": "grab", "showHand": True}}
    assert bad == ["doudizhu.doubling"]
