"""Card faces and record card codes (DESIGN.md gunapp-record/1; gunzi R2.1, Dou Dizhu D2)."""

from __future__ import annotations

from collections import Counter

import pytest

from gunapp.core.cards import BIG_JOKER, FACES, SMALL_JOKER, Card, CardCodeError, Suit, make_deck, parse_cards


def test_54_distinct_faces_round_trip_their_codes() -> None:
    assert len(FACES) == 54 and len(set(FACES)) == 54
    for face in FACES:
        assert Card.parse(face.code) is face


@pytest.mark.parametrize(
    ("code", "rank", "suit"),
    [("TH", 10, Suit.HEARTS), ("2S", 2, Suit.SPADES), ("AD", 14, Suit.DIAMONDS), ("QC", 12, Suit.CLUBS)],
)
def test_codes_name_rank_then_suit(code: str, rank: int, suit: Suit) -> None:
    card = Card.parse(code)
    assert (card.rank, card.suit) == (rank, suit)


def test_jokers_have_no_suit_and_big_outranks_small() -> None:
    assert BIG_JOKER.code == "BJ" and SMALL_JOKER.code == "SJ"
    assert BIG_JOKER.is_joker and SMALL_JOKER.is_joker
    assert BIG_JOKER.rank > SMALL_JOKER.rank > Card.parse("AS").rank


@pytest.mark.parametrize("bad", ["", "1H", "TX", "10H", "bj", "XJ", None])
def test_bad_codes_raise_a_clear_error(bad: object) -> None:
    with pytest.raises(CardCodeError):
        Card.parse(bad)  # type: ignore[arg-type]


def test_three_decks_hold_each_face_three_times_gunzi_r2_1() -> None:
    deck = make_deck(3)
    assert len(deck) == 162
    assert set(Counter(deck).values()) == {3}


def test_parse_cards_names_the_bad_code() -> None:
    with pytest.raises(CardCodeError, match="ZZ"):
        parse_cards(["AS", "ZZ"])
