"""ddz-agent/1 (shared/notes/ddz-agent-protocol.md): observation -> :class:`Situation`, and the Python binding
``ProtocolAgent.choose(obs)`` used by the agent server and, in process, by the benchmark.

Moves are sorted int lists (DouZero encoding). The agent answers only with a move from ``legal_moves``; a host
move our rules cannot read (DouZero's both-jokers kickers) is never chosen.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from gunapp.ai.doudizhu.levels import make_policy
from gunapp.ai.doudizhu.situation import PlayPolicy, Situation
from gunapp.engine.doudizhu.combos import Move, shape_of
from gunapp.engine.doudizhu.rules import INT_TO_RANK, N_RANKS, RANK_TO_INT, Variant

PROTOCOL = "ddz-agent/1"


def to_counts(cards: Sequence[int]) -> tuple[int, ...]:
    counts = [0] * N_RANKS
    for c in cards:
        counts[INT_TO_RANK[int(c)]] += 1
    return tuple(counts)


def to_move(cards: Sequence[int], variant: Variant) -> Move | None:
    """Our reading of a move in ints, with rank-index content; None if our rules do not allow it."""
    counts = to_counts(cards)
    shape = shape_of(counts, variant)
    if shape is None:
        return None
    content = tuple(r for r in range(N_RANKS) for _ in range(counts[r]))
    return (shape[0], shape[1], shape[2], content)


def to_ints(move: Move) -> list[int]:
    return sorted(RANK_TO_INT[r] for r in move[3])


def variant_of(obs: Mapping[str, Any]) -> Variant:
    return Variant.DDZ4 if obs.get("variant") == "4p" or obs.get("n_players") == 4 else Variant.DDZ3


def situation(obs: Mapping[str, Any]) -> Situation:
    """The neutral situation of an ``act`` observation (landlord = seat 0, protocol section 2)."""
    variant = variant_of(obs)
    n = int(obs.get("n_players", variant.players))
    last_cards = obs.get("last_move") or []
    last = to_move(last_cards, variant) if last_cards else None
    last_seat = obs.get("last_move_seat")
    played = obs.get("played_cards") or [[] for _ in range(n)]
    kitty = obs.get("kitty")
    return Situation(
        variant=variant,
        me=int(obs["seat"]),
        landlord=0,
        hand=to_counts(obs["hand"]),
        last=last,
        last_seat=int(last_seat) if last is not None and last_seat is not None else -1,
        cards_left=tuple(int(x) for x in obs["num_cards_left"]),
        played=tuple(to_counts(p) for p in played),
        kitty=to_counts(kitty) if kitty else None,
    )


class ProtocolAgent:
    """``choose(obs) -> move`` over ddz-agent/1 observations, with ``new_game(info)``."""

    def __init__(self, level: str = "normal", seed: int = 0) -> None:
        self.level = level
        self.policy: PlayPolicy = make_policy(level, seed)

    def new_game(self, info: Mapping[str, Any]) -> None:
        self.policy.reseed(int(info.get("seed", 0)))

    def choose(self, obs: Mapping[str, Any]) -> list[int]:
        legal_ints: list[list[int]] = [list(m) for m in obs["legal_moves"]]
        sit = situation(obs)
        can_pass = any(len(m) == 0 for m in legal_ints)
        legal: list[Move] = []
        for m in legal_ints:
            if m:
                move = to_move(m, sit.variant)
                if move is not None:
                    legal.append(move)
        if not legal:
            return [] if can_pass else sorted(legal_ints[0])
        choice = self.policy.choose_play(sit, legal, can_pass)
        return [] if choice is None else to_ints(choice)
