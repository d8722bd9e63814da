"""High Trick's AI: the lowest card that may be laid, or a random one (no Qt)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

LEVELS = ("easy", "normal", "hard")


class LowCard:
    name = "low"

    def choose(
        self, view: Any, legal_actions: Sequence[Any], *, rng: random.Random, deadline: float | None = None
    ) -> Any:
        return min(legal_actions, key=lambda a: (a.card.rank, a.card.code))


class AnyCard:
    name = "random"

    def choose(
        self, view: Any, legal_actions: Sequence[Any], *, rng: random.Random, deadline: float | None = None
    ) -> Any:
        return rng.choice(list(legal_actions))


def make_agent(level: str, seed: int) -> Any:
    return AnyCard() if level in ("random", "easy") else LowCard()


def run_sim(_key: str, argv: list[str]) -> int:
    """``python -m gunapp.sim hightrick``: one all-AI match, its winner printed."""
    from tests.third_game.codec import new_match

    match = new_match(None, int(argv[0]) if argv else 0)
    rng = random.Random(0)
    while not match.match_over():
        if match.hand_over():
            match.apply(match.next_hand())
            continue
        (seat,) = match.seats_to_act()
        match.apply(AnyCard().choose(match.view(seat), match.legal_actions(seat), rng=rng))
    print("points", match.points)
    return 0
