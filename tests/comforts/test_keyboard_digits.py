"""Digits at the table (issue 13 item 5, issue 25): what each game's ``TableKit.digit_key`` presses, the shared
keyboard no longer knowing the games' button names."""

from __future__ import annotations

from gunapp.games.doudizhu.ui.kit import KIT as DDZ
from gunapp.games.gunzi.ui.kit import KIT as GUNZI
from gunapp.ui.common.table_kit import TableKit


def test_ddz_digits_bid_d4_1() -> None:
    keys = ["bid0", "bid1", "bid2", "bid3"]
    assert [DDZ.digit_key(n, keys, keys[:2]) for n in range(4)] == keys  # a bid button, enabled or not
    assert DDZ.digit_key(0, ["play", "pass"], ["play", "pass"]) == "pass"
    assert DDZ.digit_key(2, ["play", "pass"], ["play", "pass"]) is None


def test_gunzi_digits_pick_the_nth_enabled_choice_r9() -> None:
    keys = ["decl:S", "decl:H", "decl:D", "pass"]
    assert GUNZI.digit_key(2, keys, ["decl:S", "decl:D", "pass"]) == "decl:D"
    assert GUNZI.digit_key(3, keys, ["decl:S", "decl:D", "pass"]) is None
    assert GUNZI.digit_key(0, keys, keys) == "pass"


def test_a_game_without_digits_passes_on_zero_only() -> None:
    assert TableKit().digit_key(0, [], []) == "pass" and TableKit().digit_key(1, ["x"], ["x"]) is None
