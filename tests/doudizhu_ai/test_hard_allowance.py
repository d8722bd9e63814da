"""The hard search's time allowance (issue 11: keeps its deadline, scales down on a busy machine): a budget of
CPU time within a wall-clock cap and the caller's deadline."""

from __future__ import annotations

from gunapp.games.doudizhu.ai.hard.allowance import Allowance
from tests.fake_clock import FakeClock


def _steps(allowance: Allowance, most: int = 1000) -> int:
    n = 0
    while n < most and allowance.room():
        allowance.tick()
        n += 1
    return n


def test_idle_machine_spends_the_cpu_budget() -> None:
    """Wall and CPU time pass alike (10 ms a step): 0.1 s of CPU budget, a 0.25 s cap: about ten steps."""
    wall, work = FakeClock(0.01), FakeClock(0.01)
    n = _steps(Allowance(wall, work, budget=0.1, cap=0.25, deadline=None))
    assert 8 <= n <= 10
    assert work.now <= 0.1 + 0.02


def test_busy_machine_stops_at_the_wall_cap() -> None:
    """The thread gets a fifth of a core (2 ms of CPU per 10 ms): the wall cap ends the search, not the CPU
    budget, so the answer stays quick."""
    wall, work = FakeClock(0.01), FakeClock(0.002)
    n = _steps(Allowance(wall, work, budget=0.1, cap=0.25, deadline=None))
    assert 20 <= n <= 25
    assert wall.now <= 0.25 + 0.02


def test_the_callers_deadline_comes_first() -> None:
    wall, work = FakeClock(0.01), FakeClock(0.01)
    n = _steps(Allowance(wall, work, budget=0.1, cap=0.25, deadline=0.05))
    assert n <= 4


def test_a_long_step_is_not_started_past_the_limit() -> None:
    """Steps of 60 ms in a 0.17 s budget: two fit; a third would end at 0.18 s, so it is not started (a
    decision overruns by little)."""
    wall = FakeClock(0.06)
    allowance = Allowance(wall, wall, budget=0.17, cap=0.0, deadline=None)
    assert allowance.room()
    allowance.tick()
    assert allowance.room()
    allowance.tick()
    assert not allowance.room()


def test_a_playout_stops_when_the_allowance_runs_out() -> None:
    """A long playout checks the clocks every turn: past the limit it gives up (-1), so one DDZ4 playout on a
    busy machine cannot hold the answer past the deadline."""
    from bench.ddz_duplicate import deal
    from gunapp.games.doudizhu.ai.hard.playout import CHECK_EVERY, Table, playout
    from gunapp.games.doudizhu.engine.rules import N_RANKS, Variant

    variant = Variant.DDZ4
    hands = deal(variant, 1)
    table = Table(variant, 0, hands, [[0] * N_RANKS for _ in range(4)], None, -1, 0)
    wall = FakeClock(1.0)
    assert playout(table.copy(), Allowance(wall, wall, budget=1.5, cap=0.0, deadline=None)) == -1
    assert wall.now <= 1.0 + 2.0  # gave up at the first check past the limit
    assert table.left == [sum(h) for h in hands]  # the copy was played, not the table
    assert playout(table.copy(), Allowance(wall, wall, budget=1e6, cap=0.0, deadline=None)) >= 0
    assert CHECK_EVERY == 1


def test_the_endgame_solver_gives_up_when_the_allowance_runs_out() -> None:
    """The exact solver reads the clocks every so many nodes: past the limit it gives up (None) instead of
    finishing its node budget; with time to spare it solves the same position."""
    from bench.ddz_duplicate import deal
    from gunapp.games.doudizhu.ai.hard.playout import Table
    from gunapp.games.doudizhu.ai.hard.solver import CHECK_NODES, Solver
    from gunapp.games.doudizhu.ai.policy import choose_play
    from gunapp.games.doudizhu.engine.rules import N_RANKS, Variant

    variant = Variant.DDZ3
    for seed in range(40):
        t = Table(variant, 0, deal(variant, seed), [[0] * N_RANKS for _ in range(3)], None, -1, 0)
        while sum(t.left) > 18:
            legal = t.moves()
            if t.apply(choose_play(t.situation(), legal, not t.leading) if legal else None) >= 0:
                break
        if min(t.left) == 0:
            continue
        full = Solver(budget=100_000)
        if full.landlord_wins(t.copy()) is None or full.nodes <= 2 * CHECK_NODES:
            continue  # too easy to need a clock check
        wall = FakeClock(1.0)
        hurried = Solver(budget=100_000, allowance=Allowance(wall, wall, budget=0.5, cap=0.0, deadline=None))
        assert hurried.landlord_wins(t.copy()) is None
        assert hurried.nodes <= CHECK_NODES
        return
    raise AssertionError("no endgame big enough among the seeds")
