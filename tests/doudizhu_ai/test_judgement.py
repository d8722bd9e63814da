"""Judgement of the normal AI in hand-built positions (seat 0 is the landlord; 1 plays after it, 2 before)."""

from __future__ import annotations

from gunapp.games.doudizhu.ai.policy import choose_play
from gunapp.games.doudizhu.ai.strength import choose_bid
from gunapp.games.doudizhu.engine.rules import Variant
from tests.doudizhu_ai.scenario import counts, label, situation


def play(*args: object, **kw: object) -> str:
    sit, legal, can_pass = situation(*args, **kw)  # type: ignore[arg-type]
    return label(choose_play(sit, legal, can_pass))


def test_d5_4_finishes_with_the_whole_hand_as_one_play() -> None:
    assert play("333 4", me=0) == "3334"
    assert play("JQKA 2".replace(" ", "")[:4] + "9T", me=0) == "9TJQKA"


def test_d5_4_answers_with_its_last_card() -> None:
    assert play("K", me=1, last="9", last_seat=0, cards_left=(10, 1, 8)) == "K"


def test_cashes_safe_plays_then_finishes() -> None:
    """Rocket (nobody can beat it) first, then the last single wins the deal."""
    assert play("SB 3", me=0, cards_left=(3, 10, 10)) == "SB"


def test_peasant_does_not_overtake_a_partner_winning_with_a_small_card() -> None:
    """Seat 2 (peasant) holds A and 2; partner seat 1 led a 9 and the landlord passed: let it run."""
    assert play("4 6 8 J A 2 QQ", me=2, last="9", last_seat=1, cards_left=(15, 9, 8)) == "pass"


def test_peasant_never_overtakes_a_partner_about_to_finish() -> None:
    assert play("5 7 K A 2 2", me=2, last="T", last_seat=1, cards_left=(12, 1, 6)) == "pass"


def test_peasant_bombs_to_stop_the_landlord_with_one_card() -> None:
    """The landlord played a 2 and has one card left: without a bomb it leads and wins."""
    assert play("7777 4 9", me=1, last="2", last_seat=0, cards_left=(1, 6, 10)) == "7777"


def test_landlord_bombs_to_stop_a_peasant_about_to_finish() -> None:
    assert play("8888 3 5 T", me=0, last="KK", last_seat=2, cards_left=(7, 12, 2)) == "8888"


def test_no_bomb_on_a_cheap_early_play() -> None:
    assert play("8888 3 5 6 9 J Q KK", me=1, last="4", last_seat=0, cards_left=(20, 12, 17)) != "8888"


def test_peasant_feeds_a_partner_with_one_card() -> None:
    """Seat 2 leads; partner seat 1 has one card left: lead the lowest single."""
    assert play("4 55 99 KKK Q", me=2, cards_left=(12, 1, 10)) == "4"


def test_leads_no_single_when_an_opponent_has_one_card() -> None:
    out = play("3 55 99 J", me=1, cards_left=(1, 6, 12))
    assert len(out) >= 2, out


def test_peasant_after_landlord_blocks_a_low_single_when_the_landlord_is_close() -> None:
    """Seat 1 plays right after the landlord; with 5 cards left the landlord could run out with low singles,
    so a 5 is answered high (blocked), not with a 6."""
    out = play("6 9 Q K 33 77 TT", me=1, last="5", last_seat=0, cards_left=(5, 10, 17))
    assert out in ("Q", "K"), out


def test_peasant_answers_cheaply_early_in_the_deal() -> None:
    out = play("6 9 Q K 33 77 TT", me=1, last="5", last_seat=0, cards_left=(17, 10, 17))
    assert out == "6", out


def test_answers_cheaply_and_keeps_chains() -> None:
    """Beat a 4 with the lone 9, not with a card of the 5-9 straight-less part or a 2."""
    assert play("9 2 QQ KK 3456 7"[:0] + "34567 9 2 QQ", me=0, last="4", last_seat=2) == "9"


def test_d4_bids_3_with_a_very_strong_hand_and_passes_a_weak_one() -> None:
    strong = counts("SB 2222 AA KK 345678 9")
    weak = counts("3 4 5 7 8 9 T J Q 6 6 4 3 K 9 8 T")
    assert choose_bid(strong, Variant.DDZ3, 0) == 3
    assert choose_bid(weak, Variant.DDZ3, 0) == 0
    assert choose_bid(strong, Variant.DDZ3, 2) == 3
    assert choose_bid(weak, Variant.DDZ3, 2) == 0
