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
from collections.abc import Callable
from typing import Any

from bench.ddz_bench_hands import V3, make_deals, make_hands, make_rivals, to_counts, to_ints
from bench.ddz_move_differences import compare
from bench.ddz_our_paths import (
    actions_of,
    actions_with_cards,
    deal_at,
    movegen_answers,
    movegen_leads,
    play_random_game,
)
from bench.ddz_peers import douzero_api, rl_to_ints, rlcard_api, sorted_tuple
from bench.interleaved_timing import CHUNK, best_of, best_per_chunk, each
from gunapp.games.doudizhu.engine.combos import classify

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
    t_leads = best_per_chunk([leads[n][0] for n in names], [leads[n][1] for n in names], reps)
    t_answers = best_per_chunk([answers[n][0] for n in names], [answers[n][1] for n in names], reps)
    lead_us = dict(zip(names, (t * us_per for t in t_leads), strict=True))
    answer_us = dict(zip(names, (t * us_per for t in t_answers), strict=True))
    for n in names:
        rows.append({"name": f"{n}: legal leads", "value": round(lead_us[n], 1), "unit": "µs/hand"})
        rows.append({"name": f"{n}: legal answers", "value": round(answer_us[n], 1), "unit": "µs/hand"})
    our_leads = [{sorted_tuple(to_ints(m)) for m in movegen_leads(h)} for h in hands]
    our_answers = [
        {sorted_tuple(to_ints(m)) for m in movegen_answers(h, r)} | {()} for h, r in answers[MOVEGEN][1]
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
        conv: Callable[[Any], tuple[int, ...]] = rl_to_ints if name == "RLCard" else sorted_tuple
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

    game_fns = [each(play_random_game, [(d, random.Random(i)) for i, d in enumerate(deals)])]
    dz = peers["DouZero"]
    if dz is not None:
        game_fns.append(each(dz["play_game"], [(d, random.Random(i)) for i, d in enumerate(deals)]))
    t_games_all = best_of(game_fns, 1 if quick else 3)  # a single pass of seconds is often preempted
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
