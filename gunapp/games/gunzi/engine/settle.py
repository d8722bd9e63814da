"""Settling a Gunzi hand (spec R21-R25): score, special endings, outcome class, levels, next dealer, blood.

``settle`` is a pure function of the hand's facts, so the worked example W5 is tested on it directly.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from gunapp.core.cards import Card
from gunapp.games.gunzi.engine.rules import (
    DealerStays,
    FullScoreRule,
    GunziOptions,
    JokerLevelBonus,
    LevelScope,
    Takeover,
    TripleJokerRule,
)
from gunapp.games.gunzi.engine.trick import trick_points

#: R21.4: the attackers' threshold
THRESHOLD = 120
#: R23.3: the top level
TOP_LEVEL = 10
FIRST_LEVEL = 3


def team_of(seat: int) -> int:
    """R1.1: team 0 = seats 0 and 2, team 1 = seats 1 and 3."""
    return seat % 2


def score_blood(score: int) -> int:
    """R25.1: blood from the score alone (a leftover 5 counts below 80, not above 150)."""
    if score < 80:
        return -(-(80 - score) // 10)
    if score > 150:
        return (score - 150) // 10
    return 0


def raise_level(level: int, gain: int, must_play: frozenset[int], won_as_dealer: bool) -> int:
    """R23.2: ``level`` + ``gain``, never skipping a must-play level M; only a C1 win at M gets past M."""
    if not won_as_dealer and level in must_play:
        return level  # R23.2(b): C4 at a must-play level stays there
    above = [m for m in must_play if m > level]
    cap = min(above) if above else TOP_LEVEL
    return min(level + gain, cap)


@dataclass(frozen=True, slots=True)
class HandFacts:
    """What settlement needs from a played hand."""

    dealer: int
    levels: tuple[int, int]
    trick_points: int  # attackers' captured trick points
    dig: bool  # R20.2: an attacker won the last trick
    bottom: tuple[Card, ...]  # the final bottom
    dry_pot: bool


@dataclass(frozen=True, slots=True)
class Settlement:
    """The result of a hand (R21-R25). ``outcome``: C1..C4, E1..E4 or ``cycle_won`` (R23.3)."""

    score: int
    trick_points: int
    dig: bool
    bottom_points: int
    outcome: str
    levels_before: tuple[int, int]
    levels_after: tuple[int, int]
    next_dealer: int | None
    blood: int
    score_blood: int
    joker_blood: int
    joker_levels: int
    cycle_winner: int | None  # team

    @property
    def cycle_over(self) -> bool:
        return self.cycle_winner is not None


def jokers_in(bottom: Sequence[Card], dry_pot: bool) -> tuple[int, int]:
    """R21.2: (J_BJ, J_SJ) in the final bottom; both 0 in a dry pot (R13.3)."""
    if dry_pot:
        return (0, 0)
    return (sum(1 for c in bottom if c.is_big_joker), sum(1 for c in bottom if c.is_small_joker))


def settle(facts: HandFacts, opts: GunziOptions) -> Settlement:
    """R21-R25 for one hand."""
    d = facts.dealer
    dealer_team = team_of(d)
    attackers = 1 - dealer_team
    bottom_pts = trick_points(facts.bottom)
    score = facts.trick_points + (2 * bottom_pts if facts.dig else 0)  # R21.1, R20.2
    j_bj, j_sj = jokers_in(facts.bottom, facts.dry_pot)
    identical = opts.tripleJokerRule is TripleJokerRule.IDENTICAL
    triple = (j_bj == 3 or j_sj == 3) if identical else j_bj + j_sj >= 3
    raw = facts.trick_points + (bottom_pts if facts.dig else 0)
    full = score >= 300 if opts.fullScoreRule is FullScoreRule.FINAL_SCORE else raw >= 300
    before = facts.levels

    def ended(outcome: str, team: int) -> Settlement:
        # R21.3 / R23.3 / R26.2: the cycle ends, levels back to 3, no blood, no dealer
        return Settlement(
            score, facts.trick_points, facts.dig, bottom_pts, outcome, before,
            (FIRST_LEVEL, FIRST_LEVEL), None, 0, 0, 0, 0, team,
        )  # fmt: skip

    if score == 0:
        return ended("E1", dealer_team)
    if full:
        return ended("E2", attackers)
    if triple and not facts.dig and score < THRESHOLD:
        return ended("E3", dealer_team)
    if triple and facts.dig and score >= THRESHOLD:
        return ended("E4", attackers)

    joker_blood = 2 * j_bj + j_sj  # R22.1
    joker_levels = joker_blood if opts.jokerLevelBonus is JokerLevelBonus.BLOOD else 0  # R22.2
    levels = list(before)
    shared = opts.levelScope is LevelScope.SHARED
    if score < THRESHOLD:
        outcome = "C2" if facts.dig else "C1"
        next_dealer = d if opts.dealerStays is DealerStays.SAME else (d + 2) % 4
    else:
        outcome = "C4" if facts.dig else "C3"
        next_dealer = (d + 1) % 4 if opts.takeover is Takeover.NEXT else (d + 3) % 4
    given_joker_blood = 0 if outcome == "C2" else joker_blood  # R22.3: C2 voids the jokers
    if outcome == "C1":
        if before[dealer_team] == TOP_LEVEL:
            return ended("cycle_won", dealer_team)  # R23.3: passing 10 wins the cycle
        new = raise_level(before[dealer_team], 1 + joker_levels, opts.must_play, won_as_dealer=True)
        levels[dealer_team] = new
    elif outcome == "C4":
        new = raise_level(before[attackers], 1 + joker_levels, opts.must_play, won_as_dealer=False)
        levels[attackers] = new
    if shared:
        # R23.4: one table level; whichever team upgraded carries it
        changed = [lv for lv, old in zip(levels, before, strict=True) if lv != old]
        table = changed[0] if changed else before[dealer_team]
        levels = [table, table]
    sb = score_blood(score)
    return Settlement(
        score, facts.trick_points, facts.dig, bottom_pts, outcome, before, (levels[0], levels[1]),
        next_dealer, sb + given_joker_blood, sb, given_joker_blood,
        joker_levels if outcome in ("C1", "C4") else 0, None,
    )  # fmt: skip
