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

from gunapp.core.cards import FACES
from gunapp.core.prepare import prepare
from gunapp.games.doudizhu import review_play
from gunapp.games.doudizhu.ai.hard.playout import Table
from gunapp.games.doudizhu.ai.hard.policy import SOLVE_CARDS
from gunapp.games.doudizhu.ai.hard.solver import Solver
from gunapp.games.doudizhu.ai.situation import Situation
from gunapp.games.doudizhu.engine.combos import Move
from gunapp.games.doudizhu.engine.movegen import legal_leads
from gunapp.games.doudizhu.engine.rules import N_RANKS, Options, Variant, max_copies, rank_of
from gunapp.games.doudizhu.engine.settle import settle
from gunapp.games.doudizhu.review import REVIEWER
from gunapp.games.doudizhu.review_play import SOLVER_NODES, Spot, finish
from gunapp.review.contract import Effort, Position
from gunapp.review.model import PLAY
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
            t = Table(
                sit.variant, sit.landlord, hands, [p[:] for p in played], sit.last, sit.last_seat, sit.me
            )
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


def _playout_losses(spot: Spot, m: Move | None) -> float:
    """The share of splits where the normal policy's playout loses after ``m``: how far playouts alone
    misjudge the move."""
    sit = spot.sit
    assert sit is not None
    others = [s for s in range(sit.players) if s != sit.me]
    played = [list(p) for p in sit.played]
    lost = total = 0
    for split in _splits(sit.unseen(), [sit.cards_left[s] for s in others]):
        hands = [list(sit.hand) if s == sit.me else [] for s in range(sit.players)]
        for s, row in zip(others, split, strict=True):
            hands[s] = row
        t = Table(sit.variant, sit.landlord, hands, [p[:] for p in played], sit.last, sit.last_seat, sit.me)
        out = t.apply(m)
        if out < 0:
            out, _ = finish(t, 0, [0] * sit.players)
        lost += (out == sit.landlord) != (sit.me == sit.landlord)
        total += 1
    return lost / total


def _endgame(hands: list[list[int]], landlord: int) -> Position:
    """Seat 0 to lead with ``hands`` (rank counts) left: every other card played, no history."""
    v = Variant.DDZ3
    size = [v.hand_size + (v.kitty_size if s == landlord else 0) for s in range(3)]
    rest = [max_copies(v, r) - sum(h[r] for h in hands) for r in range(N_RANKS)]
    pile = [r for r in range(N_RANKS) for _ in range(rest[r])]
    played = [[0] * N_RANKS for _ in range(3)]
    for s in range(3):
        for r in pile[: size[s] - sum(hands[s])]:
            played[s][r] += 1
        pile = pile[size[s] - sum(hands[s]) :]
    assert not pile
    sit = Situation(
        v, 0, landlord, tuple(hands[0]), None, -1, tuple(sum(h) for h in hands), tuple(map(tuple, played))
    )
    spot = Spot(v, 0, sit.hand, sit, Options(), 0, (), 1, 0, (5, 5, 5))
    faces = list(FACES)
    codes = []
    for r in range(N_RANKS):
        for _ in range(hands[0][r]):
            card = next(c for c in faces if rank_of(c) == r)
            faces.remove(card)
            codes.append(card.code)
    moves = tuple(legal_leads(hands[0], v))
    info = {"hand_cards": tuple(codes), "side": "landlord" if landlord == 0 else "peasants"}
    return Position(0, 0, 0, PLAY, spot, moves, moves[0], 9, True, info)


def _ranks(*names: str) -> list[int]:
    out = [0] * N_RANKS
    for n in names:
        out["3456789TJQKA2SB".index(n)] += 1
    return out


#: D5, D6: the landlord (seat 0) leads from 3 44 7 J K and the small joker; the peasants hold 5 2 and 6 7
#: between them, the big joker gone. Leading the pair 44 wins against every split (no peasant can pair),
#: and the exact solver proves it; the normal policy's playout then leads its singles low and lets a peasant
#: out: playouts alone lose it in every deal.
MISJUDGED = _endgame([_ranks("3", "4", "4", "7", "J", "K", "S"), _ranks("5", "2"), _ranks("6", "7")], 0)
PAIR_44: Move = next(m for m in MISJUDGED.legal if m is not None and m[3] == (1, 1))
EFFORT = Effort(worlds=16, candidates=6, cpu_cap=30.0)


def test_the_solver_proves_the_position_and_playouts_misjudge_it() -> None:
    """The position does what the tests below need: the pair wins in every split (proven), and the
    normal policy's playouts lose it in every split."""
    spot: Spot = MISJUDGED.view
    assert PAIR_44 in (_proven_winners(spot, MISJUDGED.legal) or [])
    assert _playout_losses(spot, PAIR_44) == 1.0


def test_a_proven_win_the_playouts_lose_is_valued_by_the_solver() -> None:
    """The exact path is taken and its value is the solver's: a sure win at the stake as it stands (D8.1:
    each peasant pays the base), in every sampled deal; so the move costs nothing. With the solver off
    this fails (next test)."""
    review = REVIEWER.evaluate(dataclasses.replace(MISJUDGED, made=PAIR_44), EFFORT, seed=7)
    won = settle(3, 0, 1, 0, True, 10, 6, Options())
    assert review.exact
    assert review.made.win == 1.0 and review.made.spread == 0.0
    assert review.made.value == float(won.scores[0])
    assert review.cost == 0.0 and not review.significant


def test_without_the_solver_the_proven_win_is_misjudged(monkeypatch: pytest.MonkeyPatch) -> None:
    """The test above can fail: with the exact solver switched off (no deal counts as an endgame) the
    review of the same move is the playouts' guess, a loss, and it is flagged."""
    monkeypatch.setattr(review_play, "SOLVE_CARDS", dict.fromkeys(SOLVE_CARDS, 0))
    review = REVIEWER.evaluate(dataclasses.replace(MISJUDGED, made=PAIR_44), EFFORT, seed=7)
    assert not review.exact
    assert review.made.win is not None and review.made.win < 1.0


def test_a_move_the_solver_proves_best_is_never_flagged(tmp_path: Path) -> None:
    """Over simulated deals: every proven winner reviewed costs nothing."""
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
