"""An independent driver and settlement oracle for auditing the Gunzi engine from the outside.

The driver plays whole hands through the public API only (``legal_actions``, ``selection``, ``apply``) with
random choices that deliberately stress the rare paths: declarations at random moments of the deal, overcalls,
dealers burying jokers, other players burying jokers (R15), random tribute returns.

The oracle re-derives a hand's settlement (R20-R25) from the events alone, written from the spec text and
not from the engine's code: it climbs levels one step at a time (R23.2) instead of capping.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from gunapp.core.cards import BIG_JOKER, SMALL_JOKER, Card
from gunapp.games.gunzi.engine import (
    TABLE,
    Bury,
    BuryJokers,
    DealNext,
    Declare,
    GunziOptions,
    GunziState,
    Pass,
    Phase,
    ReturnTribute,
)
from gunapp.games.gunzi.engine import match as match_phase
from gunapp.games.gunzi.engine.events import (
    BottomDug,
    BottomRevealed,
    Event,
    HandSettled,
    TrickWon,
)

POINTS = {5: 5, 10: 10, 13: 10}


def pts(cards: object) -> int:
    return sum(POINTS.get(c.rank, 0) for c in cards)  # type: ignore[attr-defined]


def later_state(
    deck: tuple[Card, ...],
    dealer: int,
    levels: tuple[int, int] = (3, 3),
    blood: int = 0,
    options: GunziOptions | None = None,
    seed: int = 1,
) -> GunziState:
    """A match positioned at the start of a later hand (R10) with the given dealer, levels and blood."""
    state = GunziState(options=options or GunziOptions(), seed=seed, preset={0: (deck, None)})
    state.first_hand = False
    state.dealer = dealer
    state.levels = list(levels)
    state.blood = blood
    match_phase.start_deal(state)
    return state


def random_bury(hand: list[Card], rng: random.Random) -> tuple[Card, ...]:
    """Six cards from ``hand`` obeying big-jokers-first (R14.3), jokers often included."""
    bj = sum(1 for c in hand if c == BIG_JOKER)
    sj = sum(1 for c in hand if c == SMALL_JOKER)
    plain = [c for c in hand if not c.is_joker]
    rng.shuffle(plain)
    b = rng.randint(0, min(bj, 6)) if rng.random() < 0.6 else 0
    s = rng.randint(0, min(sj, 6 - b)) if b == bj and rng.random() < 0.6 else 0
    return (BIG_JOKER,) * b + (SMALL_JOKER,) * s + tuple(plain[: 6 - b - s])


@dataclass
class HandLog:
    events: list[Event] = field(default_factory=list)


def step(state: GunziState, rng: random.Random, declare_p: float = 0.02) -> list[Event]:
    """One action chosen at random among the legal ones (free choices drawn by the driver itself)."""
    phase = state.phase
    if phase is Phase.DEAL:
        if rng.random() < declare_p:
            seat = rng.randrange(4)
            options = [a for a in state.legal_actions(seat) if isinstance(a, Declare)]
            if options:
                return state.apply(rng.choice(options))
        return state.apply(DealNext())
    if phase in (Phase.HAND_OVER, Phase.MATCH_OVER):
        acts = state.legal_actions(TABLE)
        return state.apply(acts[0]) if acts else []
    seat = state.to_act[0]
    sel = state.selection(seat)
    if phase is Phase.EXCHANGE:
        return state.apply(Bury(seat, random_bury(state.hands[seat], rng)))
    if phase is Phase.RETURN:
        assert sel is not None
        cands = list(sel.candidates)
        rng.shuffle(cands)
        return state.apply(ReturnTribute(seat, tuple(cands[: sel.count])))
    acts = state.legal_actions(seat)
    assert acts, f"no legal action for seat {seat} in {phase}"
    if phase is Phase.WINDOW:
        decls = [a for a in acts if isinstance(a, Declare)]
        if decls and rng.random() < 0.3:
            return state.apply(rng.choice(decls))
        return state.apply(Pass(seat))
    if phase is Phase.BURY_JOKERS:
        burials = [a for a in acts if isinstance(a, BuryJokers)]
        if burials and (rng.random() < 0.5 or Pass(seat) not in acts):  # no Pass in a tied pick-up (R15.5)
            return state.apply(rng.choice(burials))
        return state.apply(Pass(seat))
    return state.apply(rng.choice(acts))


def play_hand(state: GunziState, rng: random.Random, declare_p: float = 0.02) -> list[Event]:
    """Play until the current deal is settled (re-deals included); returns every event."""
    events: list[Event] = []
    while state.phase not in (Phase.HAND_OVER, Phase.MATCH_OVER):
        events += step(state, rng, declare_p)
    return events


@dataclass(frozen=True)
class Expected:
    score: int
    dig: bool
    outcome: str
    levels_after: tuple[int, int]
    next_dealer: int | None
    blood: int
    cycle_winner: int | None


def _climb(level: int, gain: int, must: frozenset[int], as_dealer_c1: bool) -> int:
    """R23.2 step by step: a must-play level M is passed only by a C1 win while standing on M."""
    if not as_dealer_c1 and level in must:
        return level
    new = level
    for i in range(gain):
        if new >= 10:
            break
        if new in must and not (i == 0 and as_dealer_c1):
            break
        new += 1
    return new


def oracle(
    opts: GunziOptions,
    dealer: int,
    levels: tuple[int, int],
    trick_points: int,
    dig: bool,
    bottom: tuple[Card, ...],
    dry_pot: bool,
) -> Expected:
    """R20-R25 from the spec text."""
    dteam, ateam = dealer % 2, 1 - dealer % 2
    bp = pts(bottom)
    s = trick_points + (2 * bp if dig else 0)
    jb = 0 if dry_pot else sum(1 for c in bottom if c == BIG_JOKER)
    js = 0 if dry_pot else sum(1 for c in bottom if c == SMALL_JOKER)
    triple = (jb == 3 or js == 3) if opts.tripleJokerRule.value == "IDENTICAL" else jb + js >= 3
    raw = trick_points + (bp if dig else 0)
    full = s >= 300 if opts.fullScoreRule.value == "FINAL_SCORE" else raw >= 300

    def end(outcome: str, team: int) -> Expected:
        return Expected(s, dig, outcome, (3, 3), None, 0, team)

    if s == 0:
        return end("E1", dteam)
    if full:
        return end("E2", ateam)
    if triple and not dig and s < 120:
        return end("E3", dteam)
    if triple and dig and s >= 120:
        return end("E4", ateam)
    outcome = ("C2" if dig else "C1") if s < 120 else ("C4" if dig else "C3")
    jblood = 2 * jb + js
    jlevels = jblood if opts.jokerLevelBonus.value == "BLOOD" else 0
    must = frozenset(opts.mustPlayLevels) | {10}
    new = list(levels)
    if outcome == "C1":
        if levels[dteam] == 10:
            return end("cycle_won", dteam)
        new[dteam] = _climb(levels[dteam], 1 + jlevels, must, True)
    elif outcome == "C4":
        new[ateam] = _climb(levels[ateam], 1 + jlevels, must, False)
    if opts.levelScope.value == "SHARED":
        lv = new[dteam] if outcome == "C1" else new[ateam] if outcome == "C4" else levels[dteam]
        new = [lv, lv]
    if outcome in ("C1", "C2"):
        nd = dealer if opts.dealerStays.value == "SAME" else (dealer + 2) % 4
    else:
        nd = (dealer + 1) % 4 if opts.takeover.value == "NEXT" else (dealer + 3) % 4
    if s < 80:
        sblood = (80 - s + 9) // 10
    elif s > 150:
        sblood = (s - 150) // 10
    else:
        sblood = 0
    blood = sblood + (0 if outcome == "C2" else jblood)
    return Expected(s, dig, outcome, (new[0], new[1]), nd, blood, None)


def expected_from_events(state: GunziState, events: list[Event], levels: tuple[int, int]) -> Expected:
    """Apply the oracle to a settled hand (``levels`` as the hand started), reading events and the end state."""
    dealer = state.dealer
    assert dealer is not None
    tricks = [e for e in events if isinstance(e, TrickWon)]
    assert tricks and tricks[-1].last
    attack = 1 - dealer % 2
    tp = sum(t.points for t in tricks if t.winner % 2 == attack)
    dig = tricks[-1].winner % 2 == attack
    revealed = [e for e in events if isinstance(e, BottomRevealed)]
    dry = bool(revealed and revealed[-1].dry_pot)
    bottom = tuple(state.bottom)
    dug = [e for e in events if isinstance(e, BottomDug)]
    assert bool(dug) == dig  # R20.2: a BottomDug event exactly when the attackers win the last trick
    if dug:
        assert dug[0].multiplier == 2 and dug[0].points == pts(bottom)
    return oracle(state.options, dealer, levels, tp, dig, bottom, dry)


def settled(events: list[Event]) -> HandSettled:
    return [e for e in events if isinstance(e, HandSettled)][-1]


def cards(codes: str) -> list[Card]:
    from gunapp.core.cards import parse_cards

    return parse_cards(codes.split())


def make_preset_deck(
    hands: dict[int, str] | None = None,
    bottom: str = "",
    starter: int = 0,
    avoid: str = "",
    dump: int | None = None,
) -> tuple[Card, ...]:
    """A deck where seat s receives ``hands[s]`` as its first cards and the bottom is ``bottom`` in order.

    The remaining cards fill the other slots; faces listed in ``avoid`` (e.g. jokers, level cards) are kept
    for ``dump``'s free slots when given, otherwise placed last (the end of the deal, then the bottom).
    """
    from collections import Counter

    from gunapp.core.cards import make_deck

    pool = Counter(make_deck(3))
    chosen = {s: cards(h) for s, h in (hands or {}).items()}
    bot = cards(bottom)
    for c in [c for h in chosen.values() for c in h] + bot:
        assert pool[c] > 0, f"a fourth copy of {c}"
        pool[c] -= 1
    avoided = set(cards(avoid))
    deck: list[Card | None] = [None] * 162
    for s, own in chosen.items():
        slots = [(s - starter) % 4 + 4 * j for j in range(39)]
        for slot, c in zip(slots, own, strict=False):
            deck[slot] = c
    for i, c in enumerate(bot):
        deck[156 + i] = c
    rest = sorted(pool.elements(), key=lambda c: (c in avoided, c.rank, c.code))
    plain = [c for c in rest if c not in avoided]
    bad = [c for c in rest if c in avoided]
    if dump is not None:
        for i in range(156):
            if deck[i] is None and i % 4 == (dump - starter) % 4 and bad:
                deck[i] = bad.pop(0)
    fill = plain + bad
    for i in range(162):
        if deck[i] is None:
            deck[i] = fill.pop(0)
    assert not fill
    return tuple(c for c in deck if c is not None)
