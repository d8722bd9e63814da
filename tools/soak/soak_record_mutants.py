"""Mutated records against the reader (issue 10, "a reader that accepts a record must agree with it").

N mutants per game (``record_mutants.mutate`` of real records) go through ``parse_record`` and the resume
preparation; rows count what happened: rejected with the reader's error, accepted and agreeing with the
replay, accepted although the replay contradicts them (target 0; the issue measured about a quarter of the
accepted mutants), and any other exception (target 0).
"""

from __future__ import annotations

import random
import time
from collections import Counter

from tools.soak.record_mutants import GAMES, base_records, judge, mutate

PER_GAME = 3000
SHORT_PER_GAME = 40


def run(short: bool, seconds: float | None) -> list[dict[str, object]]:
    per_game = SHORT_PER_GAME if short else PER_GAME
    budget = seconds if seconds is not None else (20.0 if short else 540.0)
    deadline = time.monotonic() + budget
    rows: list[dict[str, object]] = []
    for g, game in enumerate(GAMES):
        game_deadline = time.monotonic() + (deadline - time.monotonic()) / (len(GAMES) - g)
        rng = random.Random(f"mutants-{game}")
        bases: list[str] = []
        counts: Counter[str] = Counter()
        examples: dict[str, str] = {}
        done = 0
        while done < per_game and time.monotonic() < game_deadline:
            if done % 50 == 0:
                bases = base_records(game, rng.randrange(10**6))
            text, what = mutate(rng.choice(bases), rng)
            outcome, detail = judge(text)
            counts[outcome] += 1
            if outcome in ("crash", "contradicting"):
                examples.setdefault(outcome, f"{what} -> {detail}"[:200])
            done += 1
        accepted = counts["accepted"] + counts["contradicting"]
        rows += [
            {"name": f"{game}: mutants read", "value": done, "unit": "records"},
            {
                "name": f"{game}: rejected with the reader's error",
                "value": counts["rejected"],
                "unit": "records",
            },
            {"name": f"{game}: accepted", "value": accepted, "unit": "records"},
            {
                "name": f"{game}: accepted but contradicting the replay",
                "value": counts["contradicting"],
                "unit": "records",
                "target": "0",
                "ok": counts["contradicting"] == 0,
                "note": examples.get("contradicting", ""),
            },
            {
                "name": f"{game}: crashes (any other exception)",
                "value": counts["crash"],
                "unit": "records",
                "target": "0",
                "ok": counts["crash"] == 0,
                "note": examples.get("crash", ""),
            },
        ]
    return rows
