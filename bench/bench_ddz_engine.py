"""Dou Dizhu engine speed against the peers (DouZero 1.1.0, RLCard 1.2.0), side by side in one run.

On the same seeded hands (alternately 17 and 20 cards), legal leads and legal answers in µs per hand, for our
two paths and the peers':

- ``movegen``: the generator the hard AI's playouts call (``legal_leads`` / ``legal_answers``), from the hand's
  int list (counted in the timing) to its list of moves;
- ``Deal.legal_actions``: what the table model, the AI worker and the simulator receive every turn, from a
  deal holding the hand (as a game keeps it) to its list of actions: each play with its reading, its cards
  picked when first read (the row "+ every play's cards" reads them all, as a caller reading every play would);
- DouZero's generator and selectors as its ``GameEnv.get_legal_card_play_actions`` calls them, including its
  in-place sort, from the hand's int list; RLCard's judger (which returns strings).

Rivals are parsed once, outside the timings, for everyone (a deal holds the reading of the play to beat; DouZero's
``get_move_type`` result is passed in). Each answer's rival move is a seeded uniform draw from our legal leads of
an independent hand; our leads are a subset of both peers' (we only forbid more), so every rival is legal for
all. Random full 3-player games per second: ours through ``Deal`` (``legal_actions`` and ``apply``, which
validates every play, as the simulator drives it), DouZero's through its ``GameEnv``; and the differences
between our move sets and theirs, each explained by a rule difference. Peers are optional: without them the
rows say "peer not installed". Run with PYTHONHASHSEED=0 (RLCard builds move lists from sets).

Fairness: no engine keeps a cache across calls (ours builds its tables at import from no input), so repeating
a pass does not get cheaper. Each figure is the best of several passes, the engines' passes interleaved so a
load spike on the shared machine hits all of them alike: per chunk of 10 hands, the best of several passes,
summed over the chunks (a single pass over all 1000 hands takes tens of ms and, with the machine shared, is
nearly always preempted somewhere, the slower engine's more often); results are dropped as they come (we time
generation, not holding 60k lists alive).
"""

from __future__ import annotations

import random
import time
from collections import Counter
from collections.abc import Callable, Sequence
from typing import Any

from gunapp.core.cards import FACES, Card
from gunapp.games.doudizhu.engine.actions import Bid, Play
from gunapp.games.doudizhu.engine.combos import Move, classify
from gunapp.games.doudizhu.engine.movegen import legal_answers, legal_leads
from gunapp.games.doudizhu.engine.rules import INT_TO_RANK, N_RANKS, RANK_TO_INT, Variant, counts_of, rank_of
from gunapp.games.doudizhu.engine.state import Deal, Phase

V3 = Variant.DDZ3
DECK = [r for r in (3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 17) for _ in range(4)] + [20, 30]
INT_TO_CHAR = {
    i: c
    for i, c in zip((3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 17, 20, 30), "3456789TJQKA2BR", strict=True)
}
CHAR_TO_INT = {c: i for i, c in INT_TO_CHAR.items()}
SEED = 20240601
_RANK_BY_INT = [INT_TO_RANK.get(i, 0) for i in range(31)]


def make_hands(n: int, seed: int = SEED) -> list[list[int]]:
    rng = random.Random(seed)
    hands = []
    for i in range(n):
        d = DECK[:]
        rng.shuffle(d)
        hands.append(sorted(d[: 20 if i % 2 == 0 else 17]))
    return hands


def to_counts(hand: Sequence[int]) -> list[int]:
    counts = [0] * N_RANKS
    m = _RANK_BY_INT
    for c in hand:
        counts[m[c]] += 1
    return counts


def to_ints(move: Move) -> list[int]:
    return [RANK_TO_INT[r] for r in move[3]]


def make_rivals(n: int, seed: int = SEED + 1) -> list[list[int]]:
    rng = random.Random(seed)
    return [to_ints(rng.choice(legal_leads(to_counts(h), V3))) for h in make_hands(n, seed)]


def make_deals(n: int, seed: int = SEED + 2) -> list[dict[str, list[int]]]:
    rng = random.Random(seed)
    deals = []
    for _ in range(n):
        d = DECK[:]
        rng.shuffle(d)
        deals.append(
            {
                "landlord": sorted(d[:20]),
                "landlord_down": sorted(d[20:37]),
                "landlord_up": sorted(d[37:54]),
                "three_landlord_cards": sorted(d[17:20]),
            }
        )
    return deals


# ---- ours ----


def movegen_leads(hand: list[int]) -> list[Move]:
    return legal_leads(to_counts(hand), V3)


def movegen_answers(hand: list[int], rival: Move) -> list[Move]:
    return legal_answers(to_counts(hand), rival, V3)


def card_pool() -> dict[int, list[Card]]:
    """One deck's cards by DouZero int rank."""
    pool: dict[int, list[Card]] = {}
    for c in FACES:
        pool.setdefault(RANK_TO_INT[rank_of(c)], []).append(c)
    return pool


def take(pool: dict[int, list[Card]], ints: Sequence[int]) -> list[Card]:
    return [pool[i].pop() for i in ints]


def deal_of(deal: dict[str, list[int]]) -> Deal:
    """A 3-player ``Deal`` of DouZero's deal: seat 0 bids 3, takes the kitty (D4.5) and leads (D5.1); seat 1 is
    its ``landlord_down`` (next to play, D5.2), seat 2 its ``landlord_up``."""
    pool = card_pool()
    kitty = take(pool, deal["three_landlord_cards"])
    own = list(deal["landlord"])
    for i in deal["three_landlord_cards"]:
        own.remove(i)
    hands = [take(pool, own), take(pool, deal["landlord_down"]), take(pool, deal["landlord_up"])]
    deck = [hands[i % 3][i // 3] for i in range(51)] + kitty  # dealer 2: dealing starts with seat 0 (D3.3)
    d = Deal(V3, deck, dealer=2, marker_index=0)  # the marker is seat 0's, who bids first (D3.2)
    d.apply(Bid(0, 3))
    return d


def deal_at(hand: list[int], rival: list[int] | None) -> Deal:
    """A deal where seat 0 holds ``hand`` and is to play: to lead (D5.1), or to answer seat 2's ``rival``
    (D5.2). The bench sets the hand and the table directly: the other seats' cards play no part."""
    d = Deal(V3, list(FACES), dealer=2, marker_index=0)
    d.apply(Bid(0, 3))
    d.hands[0] = take(card_pool(), hand)
    d.counts[0] = counts_of(d.hands[0])
    if rival:
        d.last = classify(to_counts(rival), V3)
        d.last_seat = 2
    return d


def actions_of(deal: Deal) -> list[Any]:
    return deal.legal_actions(0)


def actions_with_cards(deal: Deal) -> None:
    for a in deal.legal_actions(0):
        if isinstance(a, Play):
            a.cards  # noqa: B018 (read: a listed play picks its cards on first read)


def play_random_game(deal: dict[str, list[int]], rng: random.Random) -> bool:
    """One full 3-player card play through ``Deal`` with uniform-random legal actions; True if the landlord
    won."""
    d = deal_of(deal)
    choice = rng.choice
    while d.phase is Phase.PLAYING:
        d.apply(choice(d.legal_actions(d.turn)))
    return d.winner_seat == 0


# ---- peer adapters (each returns None when the peer is missing) ----


def douzero_api() -> dict[str, Callable[..., Any]] | None:
    try:
        from douzero.env import move_detector as md
        from douzero.env import move_selector as ms
        from douzero.env.game import GameEnv
        from douzero.env.move_generator import MovesGener
    except ImportError:
        return None

    def leads(hand: list[int]) -> list[list[int]]:
        return MovesGener(hand).gen_moves()  # type: ignore[no-any-return]

    # their GameEnv.get_legal_card_play_actions, for a given rival, calling their generator and selectors
    gens = {
        md.TYPE_1_SINGLE: ("gen_type_1_single", ms.filter_type_1_single, False),
        md.TYPE_2_PAIR: ("gen_type_2_pair", ms.filter_type_2_pair, False),
        md.TYPE_3_TRIPLE: ("gen_type_3_triple", ms.filter_type_3_triple, False),
        md.TYPE_6_3_1: ("gen_type_6_3_1", ms.filter_type_6_3_1, False),
        md.TYPE_7_3_2: ("gen_type_7_3_2", ms.filter_type_7_3_2, False),
        md.TYPE_8_SERIAL_SINGLE: ("gen_type_8_serial_single", ms.filter_type_8_serial_single, True),
        md.TYPE_9_SERIAL_PAIR: ("gen_type_9_serial_pair", ms.filter_type_9_serial_pair, True),
        md.TYPE_10_SERIAL_TRIPLE: ("gen_type_10_serial_triple", ms.filter_type_10_serial_triple, True),
        md.TYPE_11_SERIAL_3_1: ("gen_type_11_serial_3_1", ms.filter_type_11_serial_3_1, True),
        md.TYPE_12_SERIAL_3_2: ("gen_type_12_serial_3_2", ms.filter_type_12_serial_3_2, True),
        md.TYPE_13_4_2: ("gen_type_13_4_2", ms.filter_type_13_4_2, False),
        md.TYPE_14_4_22: ("gen_type_14_4_22", ms.filter_type_14_4_22, False),
    }

    def parse(rival: list[int]) -> dict[str, int]:
        return md.get_move_type(rival)  # type: ignore[no-any-return]

    def follows(hand: list[int], rival: list[int], t: dict[str, int] | None = None) -> list[list[int]]:
        mg = MovesGener(hand)
        if t is None:
            t = md.get_move_type(rival)
        kind = t["type"]
        if kind == md.TYPE_5_KING_BOMB:
            moves: list[list[int]] = []
        elif kind == md.TYPE_4_BOMB:
            moves = ms.filter_type_4_bomb(mg.gen_type_4_bomb() + mg.gen_type_5_king_bomb(), rival)
        else:
            name, select, chain = gens[kind]
            gen = getattr(mg, name)
            moves = select(gen(repeat_num=t.get("len", 1)) if chain else gen(), rival)
            moves = moves + mg.gen_type_4_bomb() + mg.gen_type_5_king_bomb()
        moves = moves + [[]]
        for m in moves:
            m.sort()
        return moves

    def play_game(deal: dict[str, list[int]], rng: random.Random) -> bool:
        agent = _DZRandom(rng)
        env = GameEnv({"landlord": agent, "landlord_up": agent, "landlord_down": agent})
        env.card_play_init({k: list(v) for k, v in deal.items()})
        while not env.game_over:
            env.step()
        return env.get_winner() == "landlord"  # type: ignore[no-any-return]

    return {"leads": leads, "follows": follows, "parse": parse, "play_game": play_game}


class _DZRandom:
    """DouZero's evaluation RandomAgent, with a seeded generator instead of the global one."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def act(self, infoset: Any) -> Any:
        return self.rng.choice(infoset.legal_actions)


def rlcard_api() -> dict[str, Callable[..., Any]] | None:
    try:
        from rlcard.games.doudizhu.judger import DoudizhuJudger
        from rlcard.games.doudizhu.utils import get_gt_cards
    except ImportError:
        return None

    class _Card:
        __slots__ = ("rank", "suit")

        def __init__(self, ch: str) -> None:
            self.rank, self.suit = ch, ""

    class _Player:
        def __init__(self, hand: Sequence[int] = (), played: str = "") -> None:
            self.current_hand = [_Card(INT_TO_CHAR[c]) for c in hand]
            self.played_cards = played

    def leads(hand: list[int]) -> list[str]:
        return list(DoudizhuJudger.playable_cards_from_hand("".join(INT_TO_CHAR[c] for c in hand)))

    def follows(hand: list[int], rival: list[int]) -> list[str]:
        return get_gt_cards(_Player(hand), _Player((), "".join(INT_TO_CHAR[c] for c in rival)))  # type: ignore[no-any-return]

    return {"leads": leads, "follows": follows}


def _sorted_tuple(move: list[int]) -> tuple[int, ...]:
    return tuple(sorted(move))


def rl_to_ints(move: str) -> tuple[int, ...]:
    return () if move == "pass" else tuple(sorted(CHAR_TO_INT[c] for c in move))


# ---- differences ----


def explain(move: Sequence[int]) -> str:
    """Why a peer's move is not legal for us: the rule difference (D6.1 / D6.2), or 'unexplained'."""
    c = Counter(move)
    n = len(move)
    if c[20] and c[30] and n > 2:
        return "both jokers as kickers (D6.2)"
    quads = [r for r, k in c.items() if k == 4]
    if quads and n in (6, 8):
        return "four + two with kickers of one rank (D6.1)"
    if n % 4 == 0:
        k = n // 4
        trios = sorted(r for r, m in c.items() if m >= 3 and r <= 14)
        for i in range(len(trios) - k + 1):
            window = trios[i : i + k]
            if window[-1] - window[0] == k - 1:
                rest = Counter(move)
                for r in window:
                    rest[r] -= 3
                kick = [r for r, m in rest.items() for _ in range(m)]
                if any(r in window for r in kick):
                    return "kicker of the same rank as a trio (D6.1)"
                if len(set(kick)) < len(kick):
                    return "single kickers of one rank (D6.1)"
    return "unexplained"


def compare(ours_sets: list[set[tuple[int, ...]]], theirs: list[set[tuple[int, ...]]]) -> dict[str, Any]:
    only_theirs: Counter[str] = Counter()
    only_ours = 0
    total_theirs = 0
    for a, b in zip(ours_sets, theirs, strict=True):
        total_theirs += len(b)
        only_ours += len(a - b)
        for m in b - a:
            only_theirs[explain(m)] += 1
    return {"only_theirs": only_theirs, "only_ours": only_ours, "total_theirs": total_theirs}


def _best_of(fns: list[Callable[[], object]], reps: int) -> list[float]:
    """Best time of each function over ``reps`` rounds, interleaved so load spikes hit all alike."""
    best = [float("inf")] * len(fns)
    for _ in range(reps):
        for i, fn in enumerate(fns):
            t0 = time.perf_counter()
            fn()
            best[i] = min(best[i], time.perf_counter() - t0)
    return best


#: hands per timed chunk: a pass over 10 hands takes at most about a millisecond for any engine, short enough
#: that on a loaded machine most passes run without being descheduled (the slower engine too, whose longer
#: passes would otherwise be preempted more often): the best of N passes per chunk is the engine's own speed
CHUNK = 10


def _best_per_chunk(
    fns: list[Callable[..., object]], args: list[list[tuple[Any, ...]]], reps: int
) -> list[float]:
    """Time of each function over all its ``args`` (``args[i]`` for ``fns[i]``, the same hands in each engine's
    form): per chunk of ``CHUNK`` calls the best of ``reps`` passes, summed over the chunks. The engines' passes
    are interleaved per chunk, so load hits all of them alike, and a pass preempted by a neighbour's process
    (a one-pass-over-everything timing almost always is, under load) does not count."""
    n = len(args[0])
    starts = range(0, n, CHUNK)
    best = [[float("inf")] * len(starts) for _ in fns]
    for rep in range(reps):
        # the order rotates every pass: each engine runs after each other one equally often, so none always
        # inherits the heap and caches of the same neighbour (RLCard's passes allocate the most by far)
        order = [(rep + k) % len(fns) for k in range(len(fns))]
        for c, start in enumerate(starts):
            for i in order:
                go = _each(fns[i], args[i][start : start + CHUNK])
                t0 = time.perf_counter()
                go()
                dt = time.perf_counter() - t0
                if dt < best[i][c]:
                    best[i][c] = dt
    return [sum(b) for b in best]


def _each(fn: Callable[..., object], args: list[tuple[Any, ...]]) -> Callable[[], None]:
    """Call fn on every argument tuple, dropping results (we time generation, not keeping 60k lists alive)."""

    def go() -> None:
        for a in args:
            fn(*a)

    return go


#: our two paths: the generator (the hard AI's playouts) and the deal's actions (model, AI worker, simulator)
MOVEGEN, ACTIONS, ACTIONS_CARDS = "movegen", "Deal.legal_actions", "Deal.legal_actions + every play's cards"


def run(quick: bool) -> list[dict[str, object]]:
    n_hands = 100 if quick else 1000
    n_games = 20 if quick else 300
    reps = 2 if quick else 15  # best of 15 passes per chunk of CHUNK hands
    hands = make_hands(n_hands)
    rivals = make_rivals(n_hands)
    deals = make_deals(n_games)
    peers: dict[str, dict[str, Callable[..., Any]] | None] = {
        "DouZero": douzero_api(),
        "RLCard": rlcard_api(),
    }
    rows: list[dict[str, object]] = []
    us_per = 1e6 / n_hands

    # each engine's input for the same hands (rivals parsed beforehand, see the module docstring)
    rival_moves = [classify(to_counts(r), V3) for r in rivals]
    lead_deals = [(deal_at(h, None),) for h in hands]
    answer_deals = [(deal_at(h, r),) for h, r in zip(hands, rivals, strict=True)]
    leads: dict[str, tuple[Callable[..., Any], list[tuple[Any, ...]]]] = {
        MOVEGEN: (movegen_leads, [(h,) for h in hands]),
        ACTIONS: (actions_of, lead_deals),
        ACTIONS_CARDS: (actions_with_cards, lead_deals),
    }
    answers: dict[str, tuple[Callable[..., Any], list[tuple[Any, ...]]]] = {
        MOVEGEN: (movegen_answers, list(zip(hands, rival_moves, strict=True))),
        ACTIONS: (actions_of, answer_deals),
        ACTIONS_CARDS: (actions_with_cards, answer_deals),
    }
    for name, api in peers.items():
        if api is not None:
            leads[name] = (api["leads"], [(h,) for h in hands])
            if "parse" in api:
                parsed = [api["parse"](r) for r in rivals]
                answers[name] = (api["follows"], list(zip(hands, rivals, parsed, strict=True)))
            else:  # RLCard's judger takes the rival's cards
                answers[name] = (api["follows"], list(zip(hands, rivals, strict=True)))
    names = list(leads)
    t_leads = _best_per_chunk([leads[n][0] for n in names], [leads[n][1] for n in names], reps)
    t_answers = _best_per_chunk([answers[n][0] for n in names], [answers[n][1] for n in names], reps)
    lead_us = dict(zip(names, (t * us_per for t in t_leads), strict=True))
    answer_us = dict(zip(names, (t * us_per for t in t_answers), strict=True))
    for n in names:
        rows.append({"name": f"{n}: legal leads", "value": round(lead_us[n], 1), "unit": "µs/hand"})
        rows.append({"name": f"{n}: legal answers", "value": round(answer_us[n], 1), "unit": "µs/hand"})
    our_leads = [{_sorted_tuple(to_ints(m)) for m in movegen_leads(h)} for h in hands]
    our_answers = [
        {_sorted_tuple(to_ints(m)) for m in movegen_answers(h, r)} | {()} for h, r in answers[MOVEGEN][1]
    ]

    for name, api in peers.items():
        if api is None:
            rows.append({"name": f"{name}: move generation", "value": "peer not installed", "unit": ""})
            continue
        for ours, target in (
            (MOVEGEN, ">= 3x" if name == "DouZero" else ""),
            (ACTIONS, ">= 1x" if name == "DouZero" else ""),
        ):
            for what, table in (("leads", lead_us), ("answers", answer_us)):
                rows.append(
                    {
                        "name": f"{ours} speed-up vs {name}: {what}",
                        "value": round(table[name] / table[ours], 2),
                        "unit": "x",
                        "target": target,
                        "note": f"same {n_hands} hands; per {CHUNK} hands best of {reps} interleaved passes; "
                        "no cache across calls",
                    }
                )
        conv: Callable[[Any], tuple[int, ...]] = rl_to_ints if name == "RLCard" else _sorted_tuple
        for what, mine, (fn, args) in (
            ("leads", our_leads, leads[name]),
            ("answers", our_answers, answers[name]),
        ):
            theirs = [{conv(m) for m in fn(*a)} for a in args]
            diff = compare(mine, theirs)
            rows.append(
                {
                    "name": f"{name} {what} not in ours",
                    "value": sum(diff["only_theirs"].values()),
                    "unit": f"of {diff['total_theirs']}",
                    "note": "; ".join(f"{k}: {v}" for k, v in diff["only_theirs"].most_common()) or "none",
                }
            )
            rows.append(
                {
                    "name": f"ours {what} not in {name}'s",
                    "value": diff["only_ours"],
                    "unit": "moves",
                    "target": "0",
                }
            )

    game_fns = [_each(play_random_game, [(d, random.Random(i)) for i, d in enumerate(deals)])]
    dz = peers["DouZero"]
    if dz is not None:
        game_fns.append(_each(dz["play_game"], [(d, random.Random(i)) for i, d in enumerate(deals)]))
    t_games_all = _best_of(game_fns, 1 if quick else 3)  # a single pass of seconds is often preempted
    t_games = t_games_all[0]
    rows.append(
        {
            "name": "ours: random 3-player games (Deal: legal_actions + apply)",
            "value": round(n_games / t_games, 1),
            "unit": "games/s",
        }
    )
    if dz is None:
        rows.append({"name": "DouZero: random 3-player games", "value": "peer not installed", "unit": ""})
    else:
        t_dz = t_games_all[1]
        rows.append(
            {"name": "DouZero: random 3-player games", "value": round(n_games / t_dz, 1), "unit": "games/s"}
        )
        rows.append(
            {
                "name": "speed-up vs DouZero: games",
                "value": round(t_dz / t_games, 2),
                "unit": "x",
                "target": ">= 2x",
            }
        )
    return rows


if __name__ == "__main__":
    for row in run(quick=False):
        print(row)
