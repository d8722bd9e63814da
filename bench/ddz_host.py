"""A ddz-agent/1 host over RLCard's Dou Dizhu engine: RLCard deals, judges and supplies the legal moves; one
side is RLCard's rule agent, the other our agent, asked for each move through the protocol.

Our side is either the agent process (``AgentProcess``, the protocol's JSON-lines binding) or an in-process
``choose(obs)`` (the Python binding). Needs ``rlcard`` (``make .venv/.bench-installed``); import it lazily.

Scoring follows the protocol, section 5: each seeded deal is played twice with the roles swapped; the landlord
wins or loses 2 x 2^bombs (1 per farmer, doubled per bomb or rocket).
"""

from __future__ import annotations

import json
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

PROTOCOL = "ddz-agent/1"
ROLES = ("landlord", "landlord_down", "landlord_up")
CHAR_TO_INT = dict(zip("3456789TJQKA2BR", (3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 17, 20, 30), strict=True))
INT_TO_CHAR = {v: k for k, v in CHAR_TO_INT.items()}

Chooser = Callable[[dict[str, Any]], list[int]]


class IllegalMove(RuntimeError):
    """Our agent answered a move that is not in the host's legal moves (protocol section 3)."""


def to_ints(move: str) -> list[int]:
    return [] if move == "pass" else sorted(CHAR_TO_INT[c] for c in move)


def to_str(move: Sequence[int]) -> str:
    return "pass" if not move else "".join(INT_TO_CHAR[c] for c in sorted(move))


class AgentProcess:
    """The JSON-lines binding: start ``command``, handshake, then one request line -> one answer line."""

    def __init__(self, command: Sequence[str]) -> None:
        self.proc = subprocess.Popen(
            list(command), stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1
        )
        answer = self.request({"type": "hello", "protocol": PROTOCOL})
        if answer.get("protocol") != PROTOCOL:
            raise RuntimeError(f"agent does not speak {PROTOCOL}: {answer}")

    def request(self, message: dict[str, Any]) -> dict[str, Any]:
        assert self.proc.stdin is not None and self.proc.stdout is not None
        self.proc.stdin.write(json.dumps(message, separators=(",", ":")) + "\n")
        self.proc.stdin.flush()
        line = self.proc.stdout.readline()
        if not line:
            raise RuntimeError("agent process closed its output")
        answer: dict[str, Any] = json.loads(line)
        if "error" in answer:
            raise RuntimeError(f"agent error: {answer['error']}")
        return answer

    def new_game(self, info: dict[str, Any]) -> None:
        self.request({"type": "new_game", **info})

    def choose(self, obs: dict[str, Any]) -> list[int]:
        move: list[int] = self.request({"type": "act", "obs": obs})["move"]
        return move

    def close(self) -> None:
        try:
            self.request({"type": "bye"})
        finally:
            self.proc.wait(timeout=10)


def server_command(level: str = "normal") -> list[str]:
    return [sys.executable, "-m", "gunapp.ai.agent_server", "--game", "ddz3", "--level", level]


@dataclass
class GameResult:
    landlord_won: bool
    bombs: int
    turns: int
    #: seconds per decision of our side (host round trip)
    times: list[float] = field(default_factory=list)


def _obs(state: dict[str, Any], kitty: list[int], bombs: int) -> dict[str, Any]:
    me = int(state["self"])
    trace: list[tuple[int, str]] = list(state["trace"])
    last_move: list[int] = []
    last_seat: int | None = None
    for seat, move in reversed(trace):
        if move != "pass":
            if seat != me:
                last_move, last_seat = to_ints(move), int(seat)
            break
    played = [to_ints(p) if p else [] for p in state["played_cards"]]
    return {
        "protocol": PROTOCOL,
        "variant": "3p",
        "n_players": 3,
        "role": ROLES[me],
        "seat": me,
        "hand": to_ints(state["current_hand"]),
        "legal_moves": [to_ints(a) for a in state["actions"]],
        "last_move": last_move,
        "last_move_seat": last_seat,
        "history": [[int(s), to_ints(m)] for s, m in trace],
        "kitty": kitty,
        "num_cards_left": [int(x) for x in state["num_cards_left"]],
        "played_cards": played,
        "bombs_played": bombs,
        "bid": 1,
    }


def _is_bomb(move: str) -> bool:
    return move == "BR" or (len(move) == 4 and len(set(move)) == 1)


def play_game(seed: int, ours: Chooser, our_seats: Sequence[int]) -> GameResult:
    """One RLCard deal from ``seed``; ``our_seats`` are played by ``ours``, the rest by RLCard's rule agent."""
    import numpy as np
    from rlcard.games.doudizhu.game import DoudizhuGame
    from rlcard.models.doudizhu_rule_models import DouDizhuRuleAgentV1

    game = DoudizhuGame()
    game.np_random = np.random.RandomState(seed)
    np.random.seed(seed % (2**32))  # the rule agent draws from numpy's global generator
    rule = DouDizhuRuleAgentV1()
    state, pid = game.init_game()
    kitty = to_ints(game.round.seen_cards)
    bombs = turns = 0
    times: list[float] = []
    while not game.is_over():
        turns += 1
        if pid in our_seats:
            obs = _obs(state, kitty, bombs)
            t0 = time.perf_counter()
            move = to_str(ours(obs))
            times.append(time.perf_counter() - t0)
            if move not in state["actions"]:
                raise IllegalMove(f"seed {seed} seat {pid}: {move!r} not in {sorted(state['actions'])}")
        else:
            move = rule.step({"raw_obs": state})
        bombs += _is_bomb(move)
        state, pid = game.step(move)
    return GameResult(game.winner_id == 0, bombs, turns, times)


def rlcard_available() -> bool:
    try:
        import rlcard  # noqa: F401
    except ImportError:
        return False
    return True
