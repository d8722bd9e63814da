"""The review's whole points take their plural form: "cost about 1 point" / "2 points" in English, "1 punto" /
"2 punti" in Italian, "1 分" in Chinese (they read "1 points" and "costa 1 punti"); Dou Dizhu's stake keeps
its decimal ("1.0 pts")."""

from __future__ import annotations

import pytest

from gunapp.i18n import LanguageManager
from gunapp.review.model import DecisionReview, MoveValue
from gunapp.ui.review.words import ReviewWords
from tests.ddz_ui import conftest as ddz_fixtures

#: the fixture: a language switched for one test, every translator removed after it
languages = ddz_fixtures.languages


def _play(cost: float) -> DecisionReview:
    """A Gunzi card play that cost ``cost`` points, without the attackers' score to word it by."""
    return DecisionReview(
        hand=0,
        seat=0,
        index=30,
        number=4,
        kind="play",
        trick=3,
        leading=False,
        made=MoveValue(cards=["4S"], value=100.0 - cost),
        alternatives=[MoveValue(cards=["KS"], value=100.0)],
        best=100.0,
        cost=cost,
        cost_low=0.5,
        cost_high=cost + 1,
        significant=True,
    )


EXPECTED = {
    "en": (
        ("cost about 1 point on average", "costs 1 pt", "1 pt"),
        ("cost about 2 points on average", "costs 2 pts", "2 pts"),
    ),
    "it": (
        ("costa in media circa 1 punto;", "costa 1 punto", "1 punto"),
        ("costa in media circa 2 punti;", "costa 2 punti", "2 punti"),
    ),
    "zh_CN": (("平均约亏 1 分", "亏 1 分", "1 分"), ("平均约亏 2 分", "亏 2 分", "2 分")),
}


@pytest.mark.parametrize("code", ["en", "it", "zh_CN"])
def test_whole_points_take_their_plural_form(languages: LanguageManager, code: str) -> None:
    assert languages.set_language(code)
    w = ReviewWords()
    for n, (sentence, cost, figure) in zip((1, 2), EXPECTED[code], strict=True):
        d = _play(n + 0.2)  # the figures are rounded to whole points
        assert sentence in w.sentence(d, "gunzi-points")
        assert w.cost(d, "gunzi-points") == cost
        assert w.figure(MoveValue(label="reveal", value=n - 0.2), "gunzi-points") == figure
    # Qt fills %n only for n >= 0: a negative figure keeps its sign in front
    assert w.figure(MoveValue(label="reveal", value=-1.0), "gunzi-points") == "-" + EXPECTED[code][0][2]
    assert "{" not in w.sentence(_play(1.0), "gunzi-points")  # every placeholder filled


def test_a_stake_keeps_its_decimal(languages: LanguageManager) -> None:
    """Dou Dizhu's stake is a mean with one decimal: "1.0 pts", as before."""
    assert languages.set_language("en")
    w = ReviewWords()
    assert w.cost(_play(1.0), "ddz-stake") == "costs 1.0 pts"
    assert w.figure(MoveValue(value=1.0), "ddz-stake") == "+1.0 pts"
