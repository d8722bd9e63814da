"""Kill -9 soak of the call-and-grab Dou Dizhu rules (section 11): the 欢乐 (Happy) preset, and each of its
options alone, at 3 and 4 players. The demo plays the rules the player set (Settings' house rules) and is
killed in turn mid-auction (叫地主 / 抢地主), mid-doubling, in the show rounds (明牌) and in the card play;
Continue must put the table back exactly as saved (the phase, who acts, the stake's factors, the shown hands)
and a kill loses at most the action just made. The machinery is ``soak_kill9``'s."""

from __future__ import annotations

import time
from typing import Any

from tools.soak.soak_kill9 import rows_for, soak_game

#: the house rules each run plays (Settings' ``house_rules.doudizhu``), by a short name for the results
RULES: dict[str, dict[str, Any]] = {
    "Happy": {"bidding": "grab", "doubling": "super", "showHand": True, "spring": True, "kittyVisible": True},
    "bidding=grab": {"bidding": "grab"},
    "doubling=on": {"doubling": "on"},
    "doubling=super": {"doubling": "super"},
    "showHand=on": {"showHand": True},
}
#: the phases the kills aim at, in turn, by the rules (the show rounds only under showHand, the doubling round
#: only under doubling)
TARGETS: dict[str, tuple[str, ...]] = {
    "Happy": ("bidding", "doubling", "start_show", "landlord_show", "playing"),
    "bidding=grab": ("bidding", "playing"),
    "doubling=on": ("bidding", "doubling", "playing"),
    "doubling=super": ("bidding", "doubling", "playing"),
    "showHand=on": ("start_show", "bidding", "landlord_show", "playing"),
}
#: (rules, game, speed, kills) of the short version, that ``make test`` runs: one kill mid-auction at 3
#: players, one mid-doubling at 4 (normal speed: each round lasts seconds, the kill lands in it)
SHORT = (("Happy", "ddz3", 1.0, 1, ("bidding",)), ("Happy", "ddz4", 1.0, 1, ("doubling",)))
LONG_KILLS = {"Happy": 20, "bidding=grab": 8, "doubling=on": 8, "doubling=super": 8, "showHand=on": 8}
SPEEDS = (0.0, 1.0)
LONG_SECONDS = 900.0


def plan(short: bool) -> list[tuple[str, str, float, int, tuple[str, ...]]]:
    if short:
        return list(SHORT)
    runs = []
    for name, kills in LONG_KILLS.items():
        for game in ("ddz3", "ddz4"):
            for speed in SPEEDS:
                runs.append((name, game, speed, max(1, kills // len(SPEEDS)), TARGETS[name]))
    return runs


def run(short: bool, seconds: float | None) -> list[dict[str, Any]]:
    runs = plan(short)
    budget = seconds if seconds is not None else (240.0 if short else LONG_SECONDS)
    start = time.monotonic()
    planned_left = sum(r[3] for r in runs)
    rows: list[dict[str, Any]] = []
    for i, (name, game, speed, kills, targets) in enumerate(runs):
        share = (start + budget - time.monotonic()) * kills / planned_left
        planned_left -= kills
        st = soak_game(
            game,
            kills,
            seed=2000 + i,
            deadline=time.monotonic() + share,
            speed=speed,
            rules=RULES[name],
            targets=targets,
        )
        rows += rows_for(f"{game} {name} at speed {speed:g}", st)
    return rows
