"""ddz-agent/1 (shared/notes/ddz-agent-protocol.md): observation -> :class:`Situation`, and the Python binding
``ProtocolAgent.choose(obs)`` used by the agent server and, in process, by the benchmark.

Moves are sorted int lists (DouZero encoding). The agent answers only with a move from ``legal_moves``; a host
move our rules cannot read (DouZero's both-jokers kickers) is never chosen. Every field is checked first
(``protocol_check``): a bad observation raises ``ObsError`` and never reaches the policy.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from gunapp.games.doudizhu.ai.hard.policy import ANSWER_MARGIN_S, HardPolicy
from gunapp.games.doudizhu.ai.levels import make_policy
from gunapp.games.doudizhu.ai.protocol_check import CheckedObs, ObsError, check_obs, check_seed
from gunapp.games.doudizhu.ai.situation import PlayPolicy, Situation
from gunapp.games.doudizhu.engine.combos import Move, shape_of
from gunapp.games.doudizhu.engine.rules import INT_TO_RANK, N_RANKS, RANK_TO_INT, Variant

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


def situation(obs: Mapping[str, Any] | CheckedObs) -> Situation:
    """The neutral situation of an ``act`` observation (landlord = seat 0, protocol section 2); a raw
    observation is checked first (``ObsError`` on a bad field)."""
    c = (
        obs
        if isinstance(obs, CheckedObs)
        else check_obs(obs, "4p" if variant_of(obs) is Variant.DDZ4 else "3p")
    )
    last = to_move(c.last_move, c.variant) if c.last_move else None
    return Situation(
        variant=c.variant,
        me=c.seat,
        landlord=0,
        hand=to_counts(c.hand),
        last=last,
        last_seat=c.last_move_seat if last is not None and c.last_move_seat is not None else -1,
        cards_left=tuple(c.num_cards_left),
        played=tuple(to_counts(p) for p in c.played_cards),
        kitty=to_counts(c.kitty) if c.kitty else None,
        history=_history(c),
    )


def _history(c: CheckedObs) -> tuple[tuple[int, Move | None], ...]:
    """The checked history as moves; () if a move is one our rules cannot read (a DouZero-only lead): the
    record would then miscount, and it is only evidence."""
    out: list[tuple[int, Move | None]] = []
    for seat, cards in c.history:
        if not cards:
            out.append((seat, None))
            continue
        move = to_move(cards, c.variant)
        if move is None:
            return ()
        out.append((seat, move))
    return tuple(out)


class ProtocolAgent:
    """``choose(obs) -> move`` over ddz-agent/1 observations, with ``new_game(info)``."""

    def __init__(self, level: str = "normal", seed: int = 0) -> None:
        self.level = level
        self.policy: PlayPolicy = make_policy(level, seed)

    def new_game(self, info: Mapping[str, Any]) -> None:
        self.policy.reseed(check_seed(info.get("seed", 0)))

    def choose(self, obs: Mapping[str, Any], default_variant: str = "3p") -> list[int]:
        """A move of ``obs["legal_moves"]`` (always one of them); ``ObsError`` if ``obs`` is not a position
        that can occur."""
        hard = self.policy if isinstance(self.policy, HardPolicy) else None
        if hard is None:
            return self._choose(obs, default_variant)
        # the search's wall-clock cap counts from the request: reading and checking it are part of the wait
        hard.deadline = hard.clock() + hard.wall_cap - ANSWER_MARGIN_S
        try:
            return self._choose(obs, default_variant)
        finally:
            hard.deadline = None

    def _choose(self, obs: Mapping[str, Any], default_variant: str) -> list[int]:
        checked = check_obs(obs, default_variant)
        sit = situation(checked)
        legal_ints = checked.legal_moves
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
        answer = [] if choice is None else to_ints(choice)
        if answer not in (sorted(m) for m in legal_ints):
            # the policy answers from ``legal``, read from these very lists: this guards the promise anyway
            raise ObsError(f"internal: the policy chose {answer}, which is not in legal_moves")
        return answer
