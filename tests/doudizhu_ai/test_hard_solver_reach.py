"""The hard AI's exact endgame solver plays and takes back moves on its own arrays and tries a pass first when
the play to beat is the partner's: the same outcomes as plain minimax at a fraction of the cost; in a decision
whose deals are too open for it, the play search stops trying it after ``SOLVER_GIVE_UPS`` give-ups (issue 29's
moonshot, README)."""

from __future__ import annotations

import random

import pytest

from gunapp.games.doudizhu.ai.hard import policy as hard_policy
from gunapp.games.doudizhu.ai.hard.allowance import Allowance
from gunapp.games.doudizhu.ai.hard.playout import Table
from gunapp.games.doudizhu.ai.hard.policy import HardPolicy
from gunapp.games.doudizhu.ai.hard.solver import Solver
from gunapp.games.doudizhu.ai.situation import Situation
from gunapp.games.doudizhu.engine.combos import Move
from gunapp.games.doudizhu.engine.movegen import legal_leads
from gunapp.games.doudizhu.engine.rules import N_RANKS, Variant
from tests.doudizhu_ai.scenario import CHARS, counts, move, situation
from tests.doudizhu_ai.test_hard import _minimax
from tests.fake_clock import FakeClock


def _random_table(rng: random.Random) -> Table:
    deck = [r for r in range(N_RANKS) for _ in range(4 if r < 13 else 1)]
    rng.shuffle(deck)
    hands = [[0] * N_RANKS for _ in range(3)]
    pos = 0
    for s in range(3):
        for r in deck[pos : pos + rng.randint(1, 3)]:
            hands[s][r] += 1
        pos += sum(hands[s])
    turn = rng.randrange(3)
    last: Move | None = None
    last_seat = -1
    if (
        rng.random() < 0.6
    ):  # a play to beat, by the landlord or by a peasant (the partner of a peasant to move)
        last_seat = rng.choice([s for s in range(3) if s != turn])
        extra = [0] * N_RANKS
        for r in deck[pos : pos + rng.randint(1, 2)]:
            extra[r] += 1
        last = rng.choice(legal_leads(extra, Variant.DDZ3))
    return Table(Variant.DDZ3, 0, hands, [[0] * N_RANKS for _ in range(3)], last, last_seat, turn)


def test_d5_3_the_solver_with_plays_to_beat_gives_the_plain_minimax_outcome() -> None:
    """Open positions with a play to beat from either side (D5.3: a pass keeps it standing, the lead comes back
    to its player once both others passed; D5.4: the first side out wins): the solver, which tries the pass
    first against the partner's play, agrees with plain minimax and leaves the table as it was."""
    rng = random.Random(11)
    partner_plays = 0
    for _ in range(60):
        t = _random_table(rng)
        before = ([h[:] for h in t.hands], t.left[:], t.last, t.last_seat, t.turn)
        assert Solver(budget=100_000).landlord_wins(t) == _minimax(t)
        assert ([h[:] for h in t.hands], t.left[:], t.last, t.last_seat, t.turn) == before
        partner_plays += t.last is not None and t.turn != 0 and t.last_seat != 0
    assert partner_plays >= 5  # the partner's-play ordering was exercised


def test_a_solver_over_its_budget_gives_up_and_the_next_call_starts_clean() -> None:
    """Over the node budget the solver answers None (the caller plays the deal out); the hands it played on are
    its own copies, so the table is untouched and a fresh solver still finds the exact outcome."""
    rng = random.Random(5)
    t = _random_table(rng)
    while sum(t.left) < 8:
        t = _random_table(rng)
    exact = Solver(budget=100_000).landlord_wins(t)
    small = Solver(budget=1)
    assert small.landlord_wins(t) is None
    assert Solver(budget=100_000).landlord_wins(t) == exact


class _CountingSolver(Solver):
    """A solver that records, per instance (one per sampled deal), whether it gave up."""

    made: list[_CountingSolver] = []

    def __init__(self, budget: int = 4000, allowance: Allowance | None = None) -> None:
        super().__init__(budget, allowance)
        self.results: list[bool | None] = []
        _CountingSolver.made.append(self)

    def landlord_wins(self, table: Table) -> bool | None:
        out = super().landlord_wins(table)
        self.results.append(out)
        return out


def _solved_decision(
    sit: Situation, legal: list[Move], can_pass: bool, seed: int, monkeypatch: pytest.MonkeyPatch
) -> tuple[list[_CountingSolver], int]:
    """One hard decision with the solver's reach at 28 cards: the solvers it made (one a deal) and its deals."""
    monkeypatch.setitem(hard_policy.SEARCH_SOLVE_CARDS, Variant.DDZ3, 28)
    _CountingSolver.made = []
    monkeypatch.setattr(hard_policy, "Solver", _CountingSolver)
    policy = HardPolicy(seed, worlds=8, clock=FakeClock(1e-7))
    policy.choose_play(sit, legal, can_pass)
    return _CountingSolver.made, policy.last_worlds


@pytest.mark.parametrize("seed", [0, 1])
def test_the_play_search_stops_trying_the_solver_in_a_decision_where_it_gives_up(
    seed: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """26 cards left, my loose singles and pairs against 16 unseen cards: too open for the solver's nodes. Once
    it has given up on ``SOLVER_GIVE_UPS`` deals, the decision's remaining deals are played out without trying
    it again (each give-up had cost its whole node budget)."""
    hand, unseen = "33557799QK", "44668TTJJAA22KSB"
    full = {c: 4 if i < 13 else 1 for i, c in enumerate(CHARS)}
    for c in hand + unseen:
        full[c] -= 1
    pool = "".join(c * full[c] for c in CHARS)
    sit, legal, can_pass = situation(
        hand, 1, cards_left=(8, 10, 8), played=(pool[:12], pool[12:19], pool[19:])
    )
    assert sum(sit.cards_left) == 26
    made, worlds = _solved_decision(sit, legal, can_pass, seed, monkeypatch)
    assert worlds == 8
    gave_up = [i for i, s in enumerate(made) if None in s.results]
    assert len(gave_up) == hard_policy.SOLVER_GIVE_UPS
    assert len(made) == gave_up[-1] + 1 < worlds  # no deal after the last give-up went to the solver


def test_the_play_search_solves_every_deal_of_a_decision_the_solver_settles(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A close endgame (the landlord's 9 to answer, 5 unseen cards): the solver settles every option of every deal, so every deal goes to it."""
    sit, legal, can_pass = situation(
        "55TT2",
        1,
        last="9",
        last_seat=0,
        cards_left=(2, 5, 3),
        played=("933334444556666777", "78888999TTJJ", "JJQQQKKKAAA22S"),
    )
    assert sum(sit.unseen()) == 5
    made, worlds = _solved_decision(sit, legal, can_pass, 0, monkeypatch)
    assert worlds > 0
    assert len(made) == worlds
    assert all(r is not None for s in made for r in s.results)


def test_d5_3_against_the_partners_play_the_solver_tries_the_pass_first() -> None:
    """Peasant 2 answers its partner's J (D5.3): letting it stand is what settles this position, and trying the
    pass first settles it in some 600 nodes; the biggest-plays-first order of the old solver spent over 20,000
    (it tried every answer to the partner before the pass)."""
    hands = [list(counts(h)) for h in ("4479JA", "488T", "3468TKA")]
    t = Table(Variant.DDZ3, 0, hands, [[0] * N_RANKS for _ in range(3)], move("J"), 1, 2)
    exact = Solver(budget=100_000).landlord_wins(t)  # agrees with plain minimax (above), too slow here
    assert exact is not None
    solver = Solver(budget=2000)
    assert solver.landlord_wins(t) == exact
    assert solver.nodes < 1000


def test_a_clock_that_does_not_move_during_the_first_deal_keeps_every_option() -> None:
    """A coarse clock (Windows reads thread time in 15.6 ms ticks) can show a first deal that took no time: the
    time left then holds infinitely many deals, and the search keeps every option instead of failing to turn
    that into a count (it raised OverflowError)."""
    sit, legal, can_pass = situation("33557799QK", 1, cards_left=(8, 10, 8))
    policy = HardPolicy(0, worlds=3, clock=lambda: 0.0)
    assert policy.choose_play(sit, legal, can_pass) in [*legal, None]
    assert policy.last_worlds == 3
