"""A move the exact endgame solver proves best is never flagged (issue 27 item 7).

In the last cards of a Dou Dizhu deal (``SOLVE_CARDS`` in all hands) the hard AI's solver decides each sampled
deal exactly. Here every way of splitting the unseen cards between the other seats (a superset of the deals the
review can sample) is solved: a move that wins in all of them is proven best, whatever the hidden cards are,
and its review must say it cost nothing."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from pathlib import Path

import pytest

from gunapp.core.prepare import prepare
from gunapp.games.doudizhu.ai.hard.playout import Table
from gunapp.games.doudizhu.ai.hard.policy import SOLVE_CARDS
from gunapp.games.doudizhu.ai.hard.solver import Solver
from gunapp.games.doudizhu.engine.combos import Move
from gunapp.games.doudizhu.review import REVIEWER
from gunapp.games.doudizhu.review_play import SOLVER_NODES, Spot
from gunapp.review.contract import Effort, Position
from tests.review.conftest import simulate


def _splits(pool: list[int], sizes: list[int]) -> Iterator[list[list[int]]]:
    """Every way to deal the rank counts ``pool`` into hands of ``sizes``."""
    if len(sizes) == 1:
        if sum(pool) == sizes[0]:
            yield [pool[:]]
        return

    def first(r: int, left: int, row: list[int]) -> Iterator[list[int]]:
        if r == len(pool):
            if left == 0:
                yield row[:]
            return
        for k in range(min(pool[r], left) + 1):
            row.append(k)
            yield from first(r + 1, left - k, row)
            row.pop()

    for row in first(0, sizes[0], []):
        rest = [p - k for p, k in zip(pool, row, strict=True)]
        for tail in _splits(rest, sizes[1:]):
            yield [row, *tail]


def _proven_winners(spot: Spot, moves: tuple[Move | None, ...]) -> list[Move | None] | None:
    """The moves that win for the seat's side in every split; None when the solver gives up somewhere."""
    sit = spot.sit
    assert sit is not None
    others = [s for s in range(sit.players) if s != sit.me]
    played = [list(p) for p in sit.played]
    winners = []
    for m in moves:
        wins_all = True
        for split in _splits(sit.unseen(), [sit.cards_left[s] for s in others]):
            hands = [list(sit.hand) if s == sit.me else [] for s in range(sit.players)]
            for s, row in zip(others, split, strict=True):
                hands[s] = row
            t = Table(sit.variant, sit.landlord, hands, played, sit.last, sit.last_seat, sit.me)
            out = t.apply(m)
            if out >= 0:
                lord_won: bool | None = out == sit.landlord
            else:
                lord_won = Solver(SOLVER_NODES).landlord_wins(t)
            if lord_won is None:
                return None
            if lord_won != (sit.me == sit.landlord):
                wins_all = False
                break
        if wins_all:
            winners.append(m)
    return winners


def _endgames(tmp: Path) -> Iterator[Position]:
    for seed in range(12):
        record = simulate("ddz3", tmp, 100 + seed)
        prepared = prepare(record)
        for seat in range(3):
            positions, _ = REVIEWER.positions(prepared.start, prepared.actions, 0, seat)
            for p in positions:
                spot: Spot = p.view
                if spot.sit is not None and sum(spot.sit.cards_left) <= SOLVE_CARDS[spot.variant]:
                    yield p


def test_a_move_the_solver_proves_best_is_never_flagged(tmp_path: Path) -> None:
    checked = 0
    effort = Effort(worlds=12, candidates=6, cpu_cap=30.0)
    for position in _endgames(tmp_path):
        winners = _proven_winners(position.view, position.legal)
        if not winners or len(winners) == len(position.legal):
            continue  # nothing proven, or every move wins: no choice to get wrong
        for m in winners:
            review = REVIEWER.evaluate(dataclasses.replace(position, made=m), effort, seed=7)
            assert review.exact
            assert review.cost == 0.0, (position.index, m, review)
            assert not review.significant
            assert review.made.win == 1.0
            checked += 1
        if checked >= 8:
            break
    if checked == 0:
        pytest.fail("no endgame with a proven move among the simulated deals")
