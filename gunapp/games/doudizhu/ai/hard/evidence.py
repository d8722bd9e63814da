"""Moves seen as evidence: a sampled deal in which the other seats would have played as they did is likelier.

A player who passed on a low single probably held no single worth spending on it; one who led a pair from the
bottom probably had no weaker play. The model of the others is the normal policy (the rule-of-thumb player the
hard level plays out with): for each of the last few turns of the other seats, the seat's hand at that turn is
its sampled hand plus the cards it has played since, and the turn counts as explained when the normal policy,
from that hand and the public record of that moment, makes the move the seat made. A deal that explains every
turn is taken at once; otherwise a few deals are drawn and one is picked with odds ``MISS_ODDS`` to the power
of its unexplained turns, so a deal that contradicts the record is rarer but never ruled out (people are not
the normal policy). Only public moves are read: nothing hidden enters the sampler.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from gunapp.games.doudizhu.ai.hard.allowance import Allowance
from gunapp.games.doudizhu.ai.hard.sampling import Hands, sample_hands
from gunapp.games.doudizhu.ai.policy import choose_play
from gunapp.games.doudizhu.ai.situation import Situation
from gunapp.games.doudizhu.engine.combos import Move
from gunapp.games.doudizhu.engine.movegen import legal_answers, legal_leads
from gunapp.games.doudizhu.engine.rules import N_RANKS

#: how many of the other seats' latest turns are checked against each sampled deal
TURNS = 3
#: deals drawn for one sample when none explains every turn
TRIES = 4
#: the relative odds of a deal for each turn it leaves unexplained
MISS_ODDS = 0.3


@dataclass(frozen=True, slots=True)
class PastTurn:
    """One earlier turn of another seat: the public record then, and what it played from then on."""

    seat: int
    #: the seat's situation then, with an empty hand (each sampled deal supplies the hand)
    then: Situation
    #: the move's content, None for a pass
    chosen: tuple[int, ...] | None
    #: rank counts the seat has played from this turn on (this turn included)
    since: tuple[int, ...]


def past_turns(sit: Situation, most: int = TURNS) -> list[PastTurn]:
    """The latest ``most`` turns of the other seats, rebuilt from ``sit.history``."""
    n = sit.players
    if not sit.history or most <= 0:
        return []
    left = [sit.cards_left[s] + sum(sit.played[s]) for s in range(n)]
    played = [[0] * N_RANKS for _ in range(n)]
    last: Move | None = None
    last_seat = -1
    kept: list[tuple[int, Situation, tuple[int, ...] | None, tuple[int, ...]]] = []
    for seat, move in sit.history:
        if seat != sit.me:
            leading = last is None or last_seat == seat
            then = Situation(
                variant=sit.variant,
                me=seat,
                landlord=sit.landlord,
                hand=(),
                last=None if leading else last,
                last_seat=-1 if leading else last_seat,
                cards_left=tuple(left),
                played=tuple(tuple(p) for p in played),
                kitty=sit.kitty if seat == sit.landlord or sit.me != sit.landlord else None,
            )
            kept.append((seat, then, None if move is None else move[3], tuple(played[seat])))
            if len(kept) > most:
                del kept[0]
        if move is not None:
            row = played[seat]
            for r in move[3]:
                row[r] += 1
            left[seat] -= len(move[3])
            last, last_seat = move, seat
    out = [
        PastTurn(seat, then, chosen, tuple(a - b for a, b in zip(sit.played[seat], before, strict=True)))
        for seat, then, chosen, before in kept
    ]
    if any(x < 0 for t in out for x in t.since):
        return []  # the history disagrees with the cards played: read nothing into it
    return out


def unexplained(hands: Hands, turns: list[PastTurn], allowance: Allowance | None = None) -> int:
    """How many of ``turns`` the normal policy would not have played as they were, with these hands (those
    not judged when the ``allowance`` ran out count as explained: the caller stops searching anyway)."""
    misses = 0
    for t in turns:
        if allowance is not None and allowance.over():
            break  # each turn is a normal-policy decision: up to some 10 ms of CPU in DDZ4
        hand = tuple(a + b for a, b in zip(hands[t.seat], t.since, strict=True))
        then = t.then
        sit = Situation(
            then.variant,
            then.me,
            then.landlord,
            hand,
            then.last,
            then.last_seat,
            then.cards_left,
            then.played,
            then.kitty,
        )
        if then.last is None:
            legal = legal_leads(hand, then.variant)
            move = choose_play(sit, legal, False) if legal else None
        else:
            legal = legal_answers(hand, then.last, then.variant)
            move = choose_play(sit, legal, True) if legal else None
        if (None if move is None else move[3]) != t.chosen:
            misses += 1
    return misses


def sample_explained(
    sit: Situation,
    rng: random.Random,
    turns: list[PastTurn],
    tries: int = TRIES,
    allowance: Allowance | None = None,
) -> Hands:
    """One determinization (``sample_hands``) weighted by how well it explains ``turns``; when the
    ``allowance`` runs out midway, the deal drawn last (``allowance.spent`` then tells the caller)."""
    if not turns:
        return sample_hands(sit, rng)
    drawn: list[Hands] = []
    odds: list[float] = []
    for _ in range(tries):
        hands = sample_hands(sit, rng)
        misses = unexplained(hands, turns, allowance)
        if allowance is not None and allowance.spent:
            return hands
        if misses == 0:
            return hands
        drawn.append(hands)
        odds.append(MISS_ODDS**misses)
    return rng.choices(drawn, odds)[0]
