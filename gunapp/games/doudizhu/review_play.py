"""Valuing one Dou Dizhu decision from the seat's view (issue 27): the hard AI's machinery, measured in stake.

Each sampled deal gives the hidden cards to the other seats consistently with the seat's view and the public
record (``ai.hard.evidence.sample_explained``: the hard AI's own sampler, the other seats' latest turns read as
evidence); every candidate move is played in the same deal and the deal finished with the normal policy at
every seat (the hard AI's playout), counting the bombs and each side's plays, so the seat's score change is the
engine's own settlement (D8.1, D8.2, D8.4). In the last cards (``SOLVE_CARDS`` in all hands together) each deal
is solved exactly instead (``ai.hard.solver``: best play by both sides), for win or loss at the stake as it
stands: the solver's measure, so a move it proves wins in every deal is never counted a loss.

A bid (D4) is valued the same way: in each sampled deal the other seats (and the seat itself, later in the
round) bid by the normal level's rule of thumb, the landlord takes the kitty and the deal is played out; a
round where everyone passes is re-dealt (D4.4), worth 0.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TypeVar

from gunapp.games.doudizhu.ai.hard.candidates import candidates as hard_candidates
from gunapp.games.doudizhu.ai.hard.evidence import past_turns, sample_explained
from gunapp.games.doudizhu.ai.hard.playout import MAX_TURNS, Table
from gunapp.games.doudizhu.ai.hard.policy import SOLVE_CARDS
from gunapp.games.doudizhu.ai.hard.sampling import counts, deal_pool, known_hands
from gunapp.games.doudizhu.ai.hard.solver import Solver
from gunapp.games.doudizhu.ai.policy import choose_play
from gunapp.games.doudizhu.ai.situation import Situation
from gunapp.games.doudizhu.ai.strength import choose_bid
from gunapp.games.doudizhu.engine.combos import Combo, Move
from gunapp.games.doudizhu.engine.rules import N_RANKS, Options, Variant
from gunapp.games.doudizhu.engine.settle import settle
from gunapp.review.contract import Effort
from gunapp.review.stats import Candidate, distinct_first

T = TypeVar("T")
W = TypeVar("W")

#: the exact solver's node budget per deal and candidate (over it, the deal is played out instead)
SOLVER_NODES = 4000


@dataclass(frozen=True)
class Spot:
    """What the seat knows at a decision (public facts and its own hand; nothing hidden).

    ``sit``: the card-play situation (None while bidding); ``hand``: the seat's cards by rank (15 counts);
    ``bids``: the bids so far; ``plays``: non-pass plays per seat so far (spring, D8.4)."""

    variant: Variant
    seat: int
    hand: tuple[int, ...]
    sit: Situation | None
    options: Options
    first_bidder: int
    bids: tuple[tuple[int, int], ...]
    base: int
    doublings: int
    plays: tuple[int, ...]
    #: section 11's factors so far (D11.12): g, s and d per seat (all 1: none chosen, or no doubling round)
    grabs: int = 0
    show: int = 1
    doubles: tuple[int, ...] = ()


def doubles(move: Move | None, variant: Variant) -> int:
    return int(move is not None and Combo(*move).doubles(variant))


def _score(spot: Spot, landlord: int, base: int, doublings: int, winner: int, plays: list[int]) -> float:
    n = spot.variant.players
    lord_won = winner == landlord
    peasant = sum(p for s, p in enumerate(plays) if s != landlord)
    result = settle(
        n,
        landlord,
        base,
        doublings,
        lord_won,
        peasant,
        plays[landlord],
        spot.options,
        spot.grabs,
        spot.show,
        spot.doubles,
    )
    return float(result.scores[spot.seat])


def finish(t: Table, doublings: int, plays: list[int]) -> tuple[int, int]:
    """Play ``t`` to its end with the normal policy at every seat; (the seat that went out, doublings).
    ``plays`` counts each seat's plays on the way (changed in place)."""
    variant = t.variant
    for _ in range(MAX_TURNS):
        legal = t.moves()
        move = choose_play(t.situation(), legal, not t.leading) if legal else None
        seat = t.turn
        if move is not None:
            plays[seat] += 1
            doublings += doubles(move, variant)
        out = t.apply(move)
        if out >= 0:
            return out, doublings
    raise RuntimeError("playout did not end")  # pragma: no cover - every non-pass turn removes a card


def play_candidates(
    sit: Situation, legal: list[Move | None], made: Move | None, most: int
) -> list[Move | None]:
    """The move made first, then the hard AI's candidates (the normal policy's choice first), distinct."""
    moves = [m for m in legal if m is not None]
    can_pass = any(m is None for m in legal)
    base = choose_play(sit, moves, can_pass) if moves else None
    pool = hard_candidates(sit, moves, can_pass, base) if moves else [None]
    return distinct_first(made, pool, lambda m: None if m is None else m[3], most)


def value_play(
    spot: Spot, options: list[Move | None], effort: Effort, rng: random.Random
) -> tuple[list[list[float]], list[list[float]], bool, bool]:
    """Per-deal (values, wins) of each option (rows: deals), whether every deal was solved exactly, and
    whether the CPU-time cap cut the sampling short."""
    sit = spot.sit
    assert sit is not None
    lord = sit.landlord
    turns = past_turns(sit)
    played = [list(p) for p in sit.played]
    solve = sum(sit.cards_left) <= SOLVE_CARDS[sit.variant]
    exact = solve
    stop = time.thread_time() + effort.cpu_cap
    values: list[list[float]] = []
    wins: list[list[float]] = []
    truncated = False
    for _ in range(effort.worlds):
        if time.thread_time() >= stop:
            truncated = True
            break
        hands = sample_explained(sit, rng, turns)
        root = Table(sit.variant, lord, hands, played, sit.last, sit.last_seat, sit.me, sit.kitty)
        vrow: list[float] = []
        wrow: list[float] = []
        for m in options:
            t = root.copy()
            plays = list(spot.plays)
            doubled = spot.doublings
            if m is not None:
                plays[sit.me] += 1
                doubled += doubles(m, sit.variant)
            out = t.apply(m)
            if out < 0 and solve:
                lord_wins = Solver(SOLVER_NODES).landlord_wins(t)
                if lord_wins is not None:
                    # the solver's measure: win or loss at the stake as it stands before the move
                    out = lord if lord_wins else next(s for s in range(sit.players) if s != lord)
                    doubled = spot.doublings
                else:
                    exact = False
            if out < 0:
                out, doubled = finish(t, doubled, plays)
            vrow.append(_score(spot, lord, spot.base, doubled, out, plays))
            wrow.append(float((out == lord) == (sit.me == lord)))
        values.append(vrow)
        wins.append(wrow)
    return values, wins, exact and bool(values), truncated


def _bid_world(spot: Spot, rng: random.Random) -> tuple[list[list[int]], list[int]]:
    """Hidden hands for the other seats and the kitty, dealt at random from the cards the seat cannot see."""
    v = spot.variant
    hands, pool, _ = known_hands(v, spot.seat, spot.hand, ())
    others = [s for s in range(v.players) if s != spot.seat]
    rest = deal_pool(hands, pool, others, [v.hand_size] * v.players, rng)
    return hands, counts(rest[: v.kitty_size])


def _bid_round(spot: Spot, hands: list[list[int]], value: int) -> tuple[int, int]:
    """The rest of the bidding after the seat bids ``value``, each seat by the rule of thumb (D4.1-D4.4):
    (landlord, base), landlord -1 when everyone passed."""
    n = spot.variant.players
    bids = [*spot.bids, (spot.seat, value)]
    highest = max((b for _, b in bids), default=0)
    lord = next((s for s, b in reversed(bids) if b == highest), -1) if highest else -1
    passes = 0
    for _, b in reversed(bids):
        if b:
            break
        passes += 1
    seat = (spot.seat + 1) % n
    while highest < 3:
        if lord < 0 and passes >= n:
            return -1, 0  # D4.4
        if lord >= 0 and passes >= n - 1:
            break  # D4.3
        b = choose_bid(tuple(hands[seat]), spot.variant, highest)
        if b:
            highest, lord, passes = b, seat, 0
        else:
            passes += 1
        seat = (seat + 1) % n
    return lord, highest


def _bid_value(spot: Spot, world: tuple[list[list[int]], list[int]], value: int) -> tuple[float, float]:
    """(the seat's score, 1 if its side won; 0.5 for a re-deal) after bidding ``value`` in this world."""
    v = spot.variant
    n = v.players
    hands, kitty = world
    lord, base = _bid_round(spot, hands, value)
    if lord < 0:
        return 0.0, 0.5  # a re-deal: neither side wins
    dealt = [h[:] for h in hands]
    dealt[lord] = [a + b for a, b in zip(dealt[lord], kitty, strict=True)]
    shown = tuple(kitty) if spot.options.kitty_visible else None
    t = Table(v, lord, dealt, [[0] * N_RANKS for _ in range(n)], None, -1, lord, shown)
    plays = [0] * n
    out, doubled = finish(t, 0, plays)
    return _score(spot, lord, base, doubled, out, plays), float((out == lord) == (spot.seat == lord))


def sampled(
    effort: Effort,
    rng: random.Random,
    options: Sequence[T],
    world: Callable[[random.Random], W],
    value: Callable[[W, T], tuple[float, float]],
) -> tuple[list[list[float]], list[list[float]], bool]:
    """Per sampled ``world`` the (values, wins) of every option in it (common random numbers), and whether
    the CPU-time cap cut the sampling short."""
    stop = time.thread_time() + effort.cpu_cap
    values: list[list[float]] = []
    wins: list[list[float]] = []
    for _ in range(effort.worlds):
        if time.thread_time() >= stop:
            return values, wins, True
        w = world(rng)
        row = [value(w, option) for option in options]
        values.append([x for x, _ in row])
        wins.append([y for _, y in row])
    return values, wins, False


def value_bid(
    spot: Spot, options: list[int], effort: Effort, rng: random.Random
) -> tuple[list[list[float]], list[list[float]], bool]:
    """Per-deal (values, wins) of each bid in ``options``, and whether the CPU-time cap cut it short."""
    return sampled(
        effort, rng, options, lambda r: _bid_world(spot, r), lambda w, value: _bid_value(spot, w, value)
    )


def fill(cands: list[Candidate], values: list[list[float]], wins: list[list[float]]) -> None:
    for vrow, wrow in zip(values, wins, strict=True):
        for c, v, w in zip(cands, vrow, wrow, strict=True):
            c.values.append(v)
            c.wins.append(w)
