"""The call-and-grab decisions in words (issue 27 items 2-3): each answer and where it was said as a player
says it, in zh_CN, en and it; no machine label ever reaches the player."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QLocale

from gunapp.i18n import LanguageManager
from gunapp.review.model import DecisionReview, MoveValue
from gunapp.ui.review.words import ReviewWords


def _decision(kind: str, made: str, better: str) -> DecisionReview:
    return DecisionReview(
        hand=0,
        seat=0,
        index=3,
        number=1,
        kind=kind,
        made=MoveValue(label=made, value=-8.0, win=0.3),
        alternatives=[MoveValue(label=better, value=-2.0, win=0.3)],
        best=-2.0,
        cost=6.0,
        cost_low=1.0,
        cost_high=11.0,
        significant=True,
    )


@pytest.fixture
def languages(qapp: Any) -> Iterator[LanguageManager]:
    manager = LanguageManager()  # never left installed: the QApplication lives for the whole session
    yield manager
    manager.remove_all()
    QLocale.setDefault(QLocale("en"))
    qapp.processEvents()


CASES = [
    ("call", "call:1", "call:0"),
    ("grab", "grab:1", "grab:0"),
    ("double", "double:4", "double:1"),
    ("double", "double:2", "double:1"),
    ("show", "start_show:1", "start_show:0"),
    ("show", "landlord_show:1", "landlord_show:0"),
]

#: a show's figures leave out what the open hand tells the others (the playouts cannot read it): said
CAVEAT = {
    "en": "not counting what the open hand tells the others",
    "zh_CN": "未计入明牌让对手知道的信息",
    "it": "senza contare quello che la mano scoperta rivela agli altri",
}

EXPECTED = {
    "en": [
        ("Calling the landlord", "calling the landlord", "not calling"),
        ("Grabbing the landlord", "grabbing the landlord", "not grabbing"),
        ("Doubling", "super doubling", "not doubling"),
        ("Doubling", "doubling", "not doubling"),
        ("Showing the hand before the deal", "starting with the hand shown", "not showing"),
        ("Showing the hand", "showing the hand", "not showing"),
    ],
    "zh_CN": [
        ("叫地主", "叫地主", "不叫"),
        ("抢地主", "抢地主", "不抢"),
        ("加倍", "超级加倍", "不加倍"),
        ("加倍", "加倍", "不加倍"),
        ("发牌前明牌", "明牌开始", "不明牌"),
        ("明牌", "明牌", "不明牌"),
    ],
    "it": [
        ("Chiamata del padrone", "chiamare il padrone", "non chiamare"),
        ("Presa del padrone", "rubare il padrone", "non rubare"),
        ("Raddoppio", "fare il super raddoppio", "non raddoppiare"),
        ("Raddoppio", "raddoppiare", "non raddoppiare"),
        ("Carte scoperte prima della distribuzione", "giocare a carte scoperte dall'inizio", "non scoprire"),
        ("Carte scoperte", "scoprire la mano", "non scoprire"),
    ],
}


@pytest.mark.parametrize("code", ["en", "zh_CN", "it"])
def test_the_talk_decisions_in_words(languages: LanguageManager, code: str) -> None:
    """D11.1, D11.3, D11.7, D11.9, D11.10: the where, the move made and the better answer, translated."""
    assert languages.set_language(code) or code == "en"
    w = ReviewWords()
    for (kind, made, better), (where, made_text, better_text) in zip(CASES, EXPECTED[code], strict=True):
        d = _decision(kind, made, better)
        assert w.where(d, "ddz-stake") == where
        assert w.made(d) == made_text
        sentence = w.sentence(d, "ddz-stake")
        assert made_text in sentence and better_text in sentence
        assert made not in sentence and better not in sentence  # no machine label such as "call:1"
        assert (CAVEAT[code] in sentence) == (kind == "show")
