"""Play faults of the hard Dou Dizhu AI seen in issue 29, replayed: as landlord it held AAAA through four passes
while a 10-card straight waited for the lead, then broke AAAA into singles, and the peasants bombed and won.

The positions are rebuilt from that report: the landlord holds the straight 3-Q, a low single and four aces
(D6: a bomb, D7.2: it beats any plain play). The hard AI's answer on a busy machine is the normal policy's (no
time to search), so each position is checked at the normal level and at the hard level with its deadline gone.
"""

from __future__ import annotations

from gunapp.games.doudizhu.ai.hard.policy import HardPolicy
from gunapp.games.doudizhu.ai.policy import choose_play
from gunapp.games.doudizhu.ai.situation import Situation
from gunapp.games.doudizhu.engine.combos import Kind, Move
from gunapp.games.doudizhu.engine.movegen import legal_answers, legal_leads
from gunapp.games.doudizhu.engine.rules import N_RANKS, Variant, max_copies
from tests.fake_clock import FakeClock

V = Variant.DDZ3
THREE, FIVE, NINE, QUEEN, KING, ACE, TWO = 0, 2, 6, 9, 10, 11, 12
STRAIGHT = tuple(range(THREE, QUEEN + 1))  # 3 4 5 6 7 8 9 10 J Q


def counts(*ranks: int) -> tuple[int, ...]:
    c = [0] * N_RANKS
    for r in ranks:
        c[r] += 1
    return tuple(c)


LORD_PLAYED = counts(KING, KING, KING, 4, 4)  # the landlord's trio of kings with a pair of 7s, long ago


def landlord(
    hand: tuple[int, ...],
    last: Move | None,
    shown: tuple[int, ...],
    left: tuple[int, int],
    lord_played: tuple[int, ...] = LORD_PLAYED,
) -> Situation:
    """The landlord (seat 0) to play ``hand``; seat 1 has played ``shown`` (``last`` among it) and low cards
    enough to hold ``left[0]`` cards, seat 2 low cards enough to hold ``left[1]``: 54 cards in all (D2)."""
    pool = [max_copies(V, r) - hand[r] - lord_played[r] - shown[r] for r in range(N_RANKS)]
    filler = [r for r in range(N_RANKS) if r < QUEEN for _ in range(pool[r])]
    p1 = list(shown)
    for r in filler[: 17 - sum(shown) - left[0]]:
        p1[r] += 1
    rest = filler[17 - sum(shown) - left[0] :]
    p2 = [0] * N_RANKS
    for r in rest[: 17 - left[1]]:
        p2[r] += 1
    sit = Situation(
        V, 0, 0, hand, last, 1 if last else -1, (sum(hand), *left), (lord_played, tuple(p1), tuple(p2))
    )
    assert sum(sit.pool) == sum(left) and min(sit.pool) >= 0
    return sit


def hard_on_a_busy_machine(sit: Situation, legal: list[Move], can_pass: bool) -> Move | None:
    policy = HardPolicy(1, clock=FakeClock(0.001))
    policy.deadline = 0.0  # gone before it starts: the answer is the one it has ready
    return policy.choose_play(sit, legal, can_pass)


def test_d5_two_plays_from_out_the_straight_is_led_before_the_low_single() -> None:
    """After the bomb the landlord leads from 3-Q and a 5: the straight first (hardly anyone can answer it, so
    the lead comes back for the 5); the 5 first gave the lead away, and the straight never found a lead to follow.
    """
    hand = counts(*STRAIGHT, FIVE)
    bombed = counts(KING, KING, KING, 4, 4, ACE, ACE, ACE, ACE)
    sit = landlord(hand, None, counts(TWO, TWO), (13, 17), bombed)
    legal = legal_leads(hand, V)
    for choice in (choose_play(sit, legal, False), hard_on_a_busy_machine(sit, legal, False)):
        assert choice is not None and choice[0] is Kind.STRAIGHT and choice[3] == STRAIGHT


def test_d7_2_a_peasant_about_to_go_out_is_stopped_with_the_bomb_not_an_ace_torn_from_it() -> None:
    """A peasant with two cards left leads a king: an ace torn from AAAA can be topped by a 2 or a joker still
    out (it was, and the peasants won); the bomb stops them and takes the lead for the straight."""
    hand = counts(*STRAIGHT, FIVE, ACE, ACE, ACE, ACE)
    last: Move = (Kind.SINGLE, KING, 1, (KING,))
    sit = landlord(hand, last, counts(TWO, TWO, KING), (2, 17))
    legal = legal_answers(hand, last, V)
    assert (Kind.SINGLE, ACE, 1, (ACE,)) in legal
    for choice in (choose_play(sit, legal, True), hard_on_a_busy_machine(sit, legal, True)):
        assert choice is not None and choice[0] is Kind.BOMB and choice[3] == (ACE,) * 4


def test_d7_2_two_plays_from_out_the_bomb_takes_the_lead_instead_of_passing() -> None:
    """A peasant leads a pair of 9s that only a pair torn from the aces could answer. After the bomb the hand is
    two plays from out, and no plain play can top the straight (every king is seen: no 4-K, and the aces are
    mine): bomb, lead the straight, then the 5. Passing waited for a lead that never came."""
    hand = counts(*STRAIGHT, FIVE, ACE, ACE, ACE, ACE)
    last: Move = (Kind.PAIR, NINE, 1, (NINE, NINE))
    sit = landlord(hand, last, counts(TWO, TWO, KING, NINE, NINE), (12, 17))
    legal = legal_answers(hand, last, V)
    for choice in (choose_play(sit, legal, True), hard_on_a_busy_machine(sit, legal, True)):
        assert choice is not None and choice[0] is Kind.BOMB


def hard_searching(sit: Situation, legal: list[Move], can_pass: bool, seed: int) -> Move | None:
    """The hard AI with time for its whole search (48 sampled deals), as on a quiet machine."""
    policy = HardPolicy(seed, clock=FakeClock(1e-7))
    choice = policy.choose_play(sit, legal, can_pass)
    assert policy.last_worlds > 0
    return choice


def test_d7_2_searching_the_hard_ai_bombs_a_peasant_about_to_go_out_and_tears_no_ace() -> None:
    """The same position as above with the search on: the sampled deals must agree that an ace torn from
    AAAA (a 2 or a joker still out tops it) loses, and the bomb (D7.2) is played."""
    hand = counts(*STRAIGHT, FIVE, ACE, ACE, ACE, ACE)
    last: Move = (Kind.SINGLE, KING, 1, (KING,))
    sit = landlord(hand, last, counts(TWO, TWO, KING), (2, 17))
    legal = legal_answers(hand, last, V)
    for seed in range(3):
        choice = hard_searching(sit, legal, True, seed)
        assert choice is not None and choice[0] is Kind.BOMB, (seed, choice)


def test_d5_searching_the_hard_ai_leads_the_straight_before_the_single() -> None:
    """Two plays from out after the bomb: the search keeps the straight first (the 5 first gives the lead
    away for good)."""
    hand = counts(*STRAIGHT, FIVE)
    bombed = counts(KING, KING, KING, 4, 4, ACE, ACE, ACE, ACE)
    sit = landlord(hand, None, counts(TWO, TWO), (13, 17), bombed)
    legal = legal_leads(hand, V)
    for seed in range(3):
        choice = hard_searching(sit, legal, False, seed)
        assert choice is not None and choice[3] == STRAIGHT, (seed, choice)
