"""One card-words base for both games' texts (issue 15): each game's words stay in its own translation
context, and the shared instance is made once."""

from __future__ import annotations

import pytest

from gunapp.core.cards import BIG_JOKER, SMALL_JOKER, parse_cards
from gunapp.games.doudizhu.ui.texts import DdzText
from gunapp.games.doudizhu.ui.texts import T as ddz_words
from gunapp.games.gunzi.ui.texts import GunziText
from gunapp.games.gunzi.ui.texts import T as gunzi_words
from gunapp.ui.common.card_words import CardWords


@pytest.mark.parametrize(
    ("code", "big", "small"), [("zh_CN", "大王", "小王"), ("it", "Jolly grande", "Jolly piccolo")]
)
def test_joker_names_translate_in_each_game_context(languages, code: str, big: str, small: str) -> None:
    assert languages.set_language(code)
    for words in (GunziText(), DdzText()):
        assert isinstance(words, CardWords)
        assert (words.card(BIG_JOKER), words.card(SMALL_JOKER)) == (big, small)
    # the Dou Dizhu rank names of an explanation (D-rules' "SJ"/"BJ") are the same words
    assert (DdzText().rank("BJ"), DdzText().rank("SJ"), DdzText().rank("7")) == (big, small, "7")


def test_plain_cards_keep_their_label(languages) -> None:
    assert languages.set_language("zh_CN")
    card = parse_cards(["TS"])[0]
    assert GunziText().card(card) == DdzText().card(card) == card.label


def test_each_game_has_one_shared_instance(qapp) -> None:
    assert gunzi_words() is gunzi_words() and isinstance(gunzi_words(), GunziText)
    assert ddz_words() is ddz_words() and isinstance(ddz_words(), DdzText)
