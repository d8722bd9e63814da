"""The normal AI's judgement in tricks (spec R17-R20): partner awareness, points, trumps, leads.

L = 7 and T = ♥ throughout, so ♥ cards, every 7, every 2 and the jokers are trumps (R5.1).
"""

from __future__ import annotations

from .scenario import ask, played, table


def test_r19_does_not_overtake_a_partner_holding_the_trick_with_the_boss() -> None:
    """Partner led BJ (nobody can beat it): keep the SJ, give the cheapest trump."""
    state = table({2: "BJ 4S", 3: "4H 5S", 0: "SJ 3H 6S", 1: "8H 9S"}, leader=2, plays=[(2, "BJ"), (3, "4H")])
    assert played(ask(state)) == ["3H"]


def test_r19_does_not_overtake_a_partner_when_no_points_are_at_stake() -> None:
    """Partner's ♠Q might still be beaten by the last player, but there are no points: follow low, keep ♠A."""
    state = table({2: "QS 4C", 3: "3S 5C", 0: "AS 4S 6C", 1: "8S 9C"}, leader=2, plays=[(2, "QS"), (3, "3S")])
    assert played(ask(state)) == ["4S"]


def test_r3_feeds_a_king_to_the_partner_winning_with_an_ace() -> None:
    state = table({2: "AS 4C", 3: "4S 5C", 0: "KS 3S 6S", 1: "8S 9C"}, leader=2, plays=[(2, "AS"), (3, "4S")])
    assert played(ask(state)) == ["KS"]


def test_r3_feeds_points_when_void_and_last_on_the_partners_trick() -> None:
    """Last to play, void in spades, partner winning: discard the ♣10, not a trump or a low card."""
    state = table(
        {3: "4S 4C", 0: "AS 5C", 1: "6S 5D", 2: "TC 3C 9H"}, leader=3, plays=[(3, "4S"), (0, "AS"), (1, "6S")]
    )
    # seat 3 led ♠4, seat 0 (partner of 2) holds it with ♠A, seat 1 followed: seat 2 plays last
    assert played(ask(state)) == ["TC"]


def test_r19_takes_a_trick_with_points_when_it_can() -> None:
    state = table(
        {1: "TS 4C", 2: "3S 5C", 3: "KS 6C", 0: "AS 4S 3H"}, leader=1, plays=[(1, "TS"), (2, "3S"), (3, "KS")]
    )
    assert played(ask(state)) == ["AS"]


def test_r17_trumps_a_trick_with_points_with_its_cheapest_trump_when_void() -> None:
    state = table(
        {1: "TS 4C", 2: "3S 5C", 3: "KS 6C", 0: "SJ 3H 9H 4D"},
        leader=1,
        plays=[(1, "TS"), (2, "3S"), (3, "KS")],
    )
    assert played(ask(state)) == ["3H"]


def test_r3_keeps_points_away_from_an_opponents_winning_trick() -> None:
    state = table(
        {1: "AS 4C", 2: "3S 5C", 3: "4S 6C", 0: "KS 6S 3H"}, leader=1, plays=[(1, "AS"), (2, "3S"), (3, "4S")]
    )
    assert played(ask(state)) == ["6S"]


def test_r19_3_leads_a_boss_pair_of_aces() -> None:
    """Ties go to the leader (R19.3), so a pair of aces cannot be beaten in its suit."""
    state = table(
        {0: "AS AS 3S 4C 6D 3H", 1: "4S 5S 6C 7C 8D 9D", 2: "9S 8S 8C 9C 4D 5D", 3: "JS QS 3C 4D 6H 8H"}
    )
    assert played(ask(state)) == ["AS", "AS"]


def test_attacker_leads_into_its_partners_void() -> None:
    """Partner (seat 2) showed a void in diamonds: seat 0, an attacker, leads a diamond for him to trump rather
    than its lowest card."""
    history = [[(1, "9D"), (2, "3C"), (3, "4D"), (0, "5D")]]
    state = table(
        {0: "6D 3S 8S 6C 9C", 1: "4S 5S 6S 8C 9H", 2: "QS 8C 4H 5H 6H", 3: "JS QC 3S 4D 8D"},
        dealer=1,
        history=history,
    )
    assert played(ask(state)) == ["6D"]


def test_r17_2_void_against_a_triple_picks_a_legal_cheap_discard_among_thousands() -> None:
    """Void in spades against ♠3♠3♠3, the legal list holds thousands of plays; the AI builds its choice from
    the cheapest cards (no points, no trumps) instead of scoring each, and the engine accepts it."""
    trumps = "BJ SJ 7H 7S 7C 7D 2H 2S 2C 2D AH KH QH JH TH 9H 8H 6H 5H 4H 3H"
    hand = trumps + " AC KC QC JC TC 9C 8C 6C 5C 4C 3C AD KD QD JD TD 9D 8D"
    state = table({3: "3S 3S 3S 4C", 0: hand}, leader=3, plays=[(3, "3S 3S 3S")])
    assert len(state.legal_actions(0)) > 5000
    assert played(ask(state)) == ["3C", "4C", "6C"]
