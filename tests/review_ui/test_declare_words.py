"""Gunzi's declarations in words (issue 27 items 3-4; R9.2, R10.2-R10.5): each move as a player says it, in
zh_CN, en and it; the alternatives over the felt name the kind of declaration beside its cards; no machine
label ("overcall:H") ever reaches the player."""

from __future__ import annotations

import pytest

from gunapp.i18n import LanguageManager
from gunapp.review.model import MoveValue
from gunapp.ui.review.words import ReviewWords
from tests.ddz_ui import conftest as ddz_fixtures

from .fakes import declaration

#: the fixture: a language switched for one test, every translator removed after it
languages = ddz_fixtures.languages

MOVES = [
    MoveValue(cards=["BJ"], label="reveal", value=-12.0),
    MoveValue(cards=["4S"], label="declare", value=150.0, points=120.0),
    MoveValue(cards=["4D", "4D"], label="overcall", value=150.0, points=120.0),
    MoveValue(cards=["4S", "4S"], label="reinforce", value=150.0, points=120.0),
    MoveValue(cards=["BJ", "BJ", "BJ"], label="overcall:H", value=150.0, points=120.0),
    MoveValue(label="pass", value=160.0, points=125.0),
]

EXPECTED = {
    "en": [
        "showing the big joker",
        "declaring trump with ♠4",
        "overcalling with ♦4 ♦4",
        "reinforcing with ♠4 ♠4",
        "overcalling with big joker big joker big joker, naming ♥ trumps",
        "not declaring",
    ],
    "zh_CN": ["亮大王", "亮主 ♠4", "反主 ♦4 ♦4", "加固 ♠4 ♠4", "反主 大王 大王 大王，定♥为主", "不亮主"],
    "it": [
        "aver mostrato il jolly grande",
        "aver dichiarato la briscola con ♠4",
        "aver controdichiarato con ♦4 ♦4",
        "aver rafforzato la dichiarazione con ♠4 ♠4",
        "aver controdichiarato con jolly grande jolly grande jolly grande, con briscola ♥",
        "non aver dichiarato",
    ],
}

WORDS = {
    "en": ["big joker", "declare", "overcall", "reinforce", "overcall, ♥ trumps", ""],
    "zh_CN": ["亮大王", "亮主", "反主", "加固", "反主，♥为主", ""],
    "it": [
        "jolly grande",
        "dichiarazione",
        "controdichiarazione",
        "rinforzo",
        "controdichiarazione, briscola ♥",
        "",
    ],
}


@pytest.mark.parametrize("code", ["en", "zh_CN", "it"])
def test_the_declarations_in_words(languages: LanguageManager, code: str) -> None:
    assert languages.set_language(code) or code == "en"
    w = ReviewWords()
    for move, text, word in zip(MOVES, EXPECTED[code], WORDS[code], strict=True):
        assert w.move(move, "declare") == text
        assert w.move_word(move) == word


@pytest.mark.parametrize("code", ["en", "zh_CN", "it"])
def test_a_declaration_sentence_names_both_moves(languages: LanguageManager, code: str) -> None:
    """A later hand's pass that cost points: the sentence says the pass, the better declaration, and S."""
    assert languages.set_language(code) or code == "en"
    w = ReviewWords()
    made, better = MOVES[5], MOVES[2]
    d = declaration(40, made.model_copy(update={"value": 140.0, "points": 125.0}), better)
    sentence = w.sentence(d, "gunzi-points")
    assert EXPECTED[code][5] in sentence and EXPECTED[code][2] in sentence
    assert "125" in sentence and "120" in sentence
    assert "pass" not in sentence and "overcall:" not in sentence  # no machine label


def test_a_first_hand_reveal_shows_its_value_and_the_chance_to_win(languages: LanguageManager) -> None:
    """R9.2: no S is given for a first hand's reveal (the side differs between the moves compared): the figure
    is the value with the seat's side's chance to win; a play's figure keeps the attackers' score. English
    from its catalogue, as the app loads it (the points take their plural form)."""
    assert languages.set_language("en")
    w = ReviewWords()
    reveal = MoveValue(cards=["BJ"], label="reveal", value=-12.0, win=0.45)
    assert w.figure(reveal, "gunzi-points") == "-12 pts · 45% to win"
    assert w.figure(MOVES[1], "gunzi-points") == "attackers 120"


TRIBUTE = {
    "en": ("giving ♦3", "rioting with small joker small joker small joker", "riot"),
    "zh_CN": ("给 ♦3", "暴动，亮 小王 小王 小王", "暴动"),
    "it": ("aver dato ♦3", "aver fatto la rivolta con jolly piccolo jolly piccolo jolly piccolo", "rivolta"),
}


@pytest.mark.parametrize("code", ["en", "zh_CN", "it"])
def test_the_tribute_choices_in_words(languages: LanguageManager, code: str) -> None:
    """R12.3, R12.5: the cards given, or the riot shown."""
    assert languages.set_language(code) or code == "en"
    w = ReviewWords()
    pay = MoveValue(cards=["3D"], label="tribute", value=140.0, points=120.0)
    riot = MoveValue(cards=["SJ", "SJ", "SJ"], label="riot", value=150.0, points=130.0)
    assert (w.move(pay, "tribute"), w.move(riot, "tribute"), w.move_word(riot)) == TRIBUTE[code]
    assert w.move_word(pay) == ""


FIRST_HAND = {
    "en": ("Showing the big joker", "not showing the big joker", "showing the big joker"),
    "zh_CN": ("抢亮大王", "不亮大王", "亮大王"),
    "it": ("Mostrare il jolly grande", "non aver mostrato il jolly grande", "aver mostrato il jolly grande"),
}


@pytest.mark.parametrize("code", ["en", "zh_CN", "it"])
def test_a_first_hand_pass_is_not_showing_the_big_joker(languages: LanguageManager, code: str) -> None:
    """R9.2: in a first hand the choice is 抢亮大王 (who becomes dealer), not the trump: the heading and the
    pass say so ("不亮大王", not "不亮主"), while a later hand's pass stays "not declaring"."""
    assert languages.set_language(code) or code == "en"
    w = ReviewWords()
    reveal, passed = MOVES[0], MOVES[5].model_copy(update={"value": 3.0, "win": 0.55})
    d = declaration(12, passed, reveal)
    heading, not_shown, shown = FIRST_HAND[code]
    assert w.where(d, "gunzi-points") == heading
    assert w.made(d) == not_shown
    assert shown in w.sentence(declaration(12, reveal, passed), "gunzi-points")
    later = declaration(40, MOVES[5], MOVES[2])
    assert w.made(later) == EXPECTED[code][5]
