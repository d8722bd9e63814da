"""Illegal actions are explained in words from the engine's code and params (R17.2, R18.2, R14.3)."""

from __future__ import annotations

import pytest

from gunapp.core.cards import parse_cards
from gunapp.core.errors import IllegalAction
from gunapp.games.gunzi.engine.follow import check_follow, classify
from gunapp.games.gunzi.engine.trumps import TrumpContext
from gunapp.games.gunzi.ui.explain import explain


def test_r18_2b_dead_pair_sentence_names_suit_and_held_pair(qapp) -> None:
    ctx = TrumpContext(5, parse_cards(["2H"])[0].suit)  # type: ignore[arg-type]
    hand = parse_cards(["9C", "9C", "4C", "AS"])
    lead = classify(parse_cards(["KC", "KC"]))
    assert lead is not None
    with pytest.raises(IllegalAction) as info:
        check_follow(hand, lead, parse_cards(["9C", "4C"]), ctx, "DEAD")
    text = explain(info.value)
    assert text == "Clubs were led as a pair and you hold ♣9♣9: you must play a pair of clubs."


@pytest.mark.parametrize(
    ("exc", "needle"),
    [
        (
            IllegalAction("must_follow_suit", {"suit": "T", "count": 2, "played": 1}, "R17.2"),
            "Trumps were led",
        ),
        (IllegalAction("big_jokers_first", {"cards": ["SJ"]}, "R14.3"), "big jokers first"),
        (IllegalAction("bury_count", {"count": 6, "played": 4}, "R14.1"), "six"),
        (IllegalAction("declare_not_higher", {"current": ["7H", "7H"]}, "R10.4"), "♥7♥7"),
        (IllegalAction("something_new", {}, "R99"), "R99"),
    ],
)
def test_every_code_reads_as_a_sentence(qapp, exc: IllegalAction, needle: str) -> None:
    assert needle in explain(exc)
