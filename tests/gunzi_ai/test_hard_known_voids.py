"""Play faults of the hard Gunzi AI seen in issue 29, replayed (L = 7 and T = ♥: ♥, every 7, every 2 and the
jokers are trumps, R5.1): leading a K into an opponent known void in that suit."""

from __future__ import annotations

import random

from gunapp.games.gunzi.ai.hard import HardAgent
from tests.fake_clock import FakeClock

from .scenario import ask, played, table

# seat 2 (seat 0's partner) showed voids in ♦ and ♣, seat 3 (an opponent, after the partner) a void in ♦
VOIDS = [[(1, "9D"), (2, "3S"), (3, "4S"), (0, "5D")], [(1, "9C"), (2, "5S"), (3, "8C"), (0, "5C")]]
HANDS = {
    0: "KD 6C JS QS 8S",
    1: "4D 6D 8D TC QC",
    2: "4H 5H 6H 9S TS",
    3: "JC QC 8H 9H TS",
}


def test_r17_2_no_king_led_into_an_opponent_known_void_behind_the_partners_ruff() -> None:
    """R17.2 / R19.1: seat 0 leads into its partner's void, but seat 3 is void in ♦ too and plays after the
    partner: it can overtrump him, so a ♦K (10 points, R3.1) would feed the opponents. The ♣ (where only the
    partner is void) is the lead into the partner's void; it led the ♦K."""
    for level in ("normal", "hard"):
        state = table(HANDS, dealer=1, history=VOIDS)
        assert played(ask(state, level)) != ["KD"], level


def test_r3_a_ten_is_not_thrown_on_an_opponents_ruff_while_a_trump_can_overruff() -> None:
    """R17.3 / R19.1, early in the hand (the hard AI plays the normal AI's follow, its threats judged over
    sampled deals): partner seat 0 led ♠5, opponent seat 1 trumped it with ♥8. Seat 2, void in ♠, holds ♦10
    and trumps above ♥8 worth more to keep than 10 points (2s, 7s, the big joker kept for the last trick).
    Seat 3, void in ♠ since the first trick, may overtrump, so no play is sure, and 5 points alone were not
    worth a fight: it threw the
    ♦10, making it 15 points for the opponents for certain, instead of overtrumping (lost only if seat 3
    beats it). The points a discard adds now count as points at stake."""
    seat2 = "TD 2C 2D 2S 7C 7D 7S BJ 7H 2H 2S"
    state = table(
        {
            0: "5S 6S 8S 9S JS 3C 4C 5C 6C 8C 9C",
            1: "8H 9D JD QD 3D 4D 5D 6D 8D 9D 3C",
            2: seat2,
            3: "QC 3H 4H 5H 6H 9H TH JH QH KH AH",
        },
        dealer=1,
        leader=0,
        history=[[(0, "3S"), (1, "4S"), (2, "JS"), (3, "3C")]],
        plays=[(0, "5S"), (1, "8H")],
    )
    for level in ("normal", "hard"):
        choice = played(ask(state, level))
        assert choice != ["TD"] and all(c != "BJ" for c in choice), (level, choice)


# seat 1 (an opponent, next after seat 0) trumped the ♦ lead with ♥3: known void in ♦, not in trumps
RUFF = [[(2, "5D"), (3, "6D"), (0, "9D"), (1, "3H")]]
RUFF_HANDS = {
    0: "KD 4S 6S 9C QC",
    1: "4H 5H 8S 9S TC",
    2: "3S 5S 7S JC 3D",
    3: "4D 8D JS QS 3C",
}


def test_r19_1_the_hard_search_leads_no_king_into_an_opponents_known_void() -> None:
    """R17.2 / R19.1: seat 1 showed a void in ♦ by trumping it and may still trump, so a ♦K led now (10 points,
    R3.1) is his. The normal AI leads a low ♠; the search offered the ♦K as an option, and the playouts of 48
    deals rated it above the ♠ by their noise alone in one seed of eight (the deals the search samples give seat
    1 no ♦). Every seed's search runs to the end (a fake clock), so the test does not depend on the machine."""
    for seed in range(8):
        state = table(RUFF_HANDS, dealer=1, leader=0, history=RUFF)
        (seat,) = state.to_act
        agent = HardAgent(seed, clock=FakeClock(1e-6))
        action = agent.choose(state.view(seat), state.legal_actions(seat), rng=random.Random(0))
        state.check(action)
        assert agent.last_playouts > 0
        assert played(action) != ["KD"], seed
