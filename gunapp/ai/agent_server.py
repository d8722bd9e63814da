"""The Dou Dizhu AI as a ddz-agent/1 process (shared/notes/ddz-agent-protocol.md, section 4).

    python -m gunapp.ai.agent_server --game ddz3 --level normal

Reads one JSON object per line on stdin and answers each with exactly one JSON line on stdout: ``hello`` ->
``{"protocol": "ddz-agent/1"}``, ``new_game`` -> ``{"ok": true}``, ``act`` -> ``{"move": [...]}``, ``bye`` ->
``{"ok": true}`` and exit. A bad request (malformed JSON, a line over ``MAX_LINE`` bytes, an unknown type, an
observation that fails ``protocol_check``) gets ``{"error": "..."}`` (still one line) and the session goes on;
nothing else is ever written to stdout. End of input, even mid-line, ends the session.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Iterator
from typing import IO, Any

from gunapp.games.doudizhu.ai.levels import LEVELS
from gunapp.games.doudizhu.ai.protocol import PROTOCOL, ProtocolAgent
from gunapp.games.doudizhu.ai.protocol_check import ObsError, check_seed
from gunapp.safe_json import JsonError, loads

#: the longest request line read (a 4-player position with every legal move listed is far below this); the
#: rest of a longer line is skipped in chunks, never held in memory
MAX_LINE = 4 * 1024 * 1024
CHUNK = 64 * 1024


class TooLong(Exception):
    """A line over ``MAX_LINE`` bytes (already skipped to its end)."""


def read_lines(stdin: IO[bytes], max_line: int = MAX_LINE) -> Iterator[bytes | TooLong]:
    """Each line of ``stdin`` (a last line without newline included), or ``TooLong`` in its place."""
    while True:
        line = stdin.readline(max_line + 1)
        if not line:
            return
        if len(line) > max_line and not line.endswith(b"\n"):
            while True:  # skip the rest of the line, a chunk at a time
                rest = stdin.readline(CHUNK)
                if not rest or rest.endswith(b"\n"):
                    break
            yield TooLong(f"request line longer than {max_line} bytes")
            continue
        yield line


def handle(agent: ProtocolAgent, request: dict[str, Any], variant: str) -> tuple[dict[str, Any], bool]:
    """The answer to one request, and whether to exit after it (``ObsError`` for a bad one)."""
    kind = request.get("type")
    if kind == "hello":
        return {"protocol": PROTOCOL}, False
    if kind == "new_game":
        check_seed(request.get("seed", 0))
        agent.new_game(request)
        return {"ok": True}, False
    if kind == "act":
        if "obs" not in request:
            raise ObsError("obs: missing")
        return {"move": agent.choose(request["obs"], variant)}, False
    if kind == "bye":
        return {"ok": True}, True
    shown = kind if isinstance(kind, str) and len(kind) <= 40 else type(kind).__name__
    return {"error": f"unknown request type: {shown!r}"}, False


def answer_line(agent: ProtocolAgent, line: bytes | TooLong, variant: str) -> tuple[dict[str, Any], bool]:
    """The answer to one line; never raises: whatever goes wrong is one ``{"error": ...}``."""
    try:
        if isinstance(line, TooLong):
            raise line
        request = loads(line)
        if not isinstance(request, dict):
            raise ObsError("a request must be a JSON object")
        return handle(agent, request, variant)
    except (JsonError, ObsError, TooLong) as exc:
        return {"error": str(exc)[:500]}, False
    except Exception as exc:  # noqa: BLE001 - a bug for one request must not end the session
        return {"error": f"internal error: {type(exc).__name__}: {str(exc)[:300]}"}, False


def serve(agent: ProtocolAgent, variant: str, stdin: IO[bytes], stdout: IO[str]) -> int:
    for line in read_lines(stdin):
        if isinstance(line, bytes) and not line.strip():
            continue
        answer, done = answer_line(agent, line, variant)
        stdout.write(json.dumps(answer, separators=(",", ":")) + "\n")
        stdout.flush()
        if done:
            return 0
    return 0


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m gunapp.ai.agent_server", description=__doc__.splitlines()[0])
    ap.add_argument("--game", choices=("ddz3", "ddz4"), default="ddz3")
    # the AI package's list: a level added there (make_policy) is served without a change here
    ap.add_argument("--level", choices=LEVELS, default="normal")
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args(argv)
    agent = ProtocolAgent(args.level, args.seed)
    try:
        return serve(agent, "4p" if args.game == "ddz4" else "3p", sys.stdin.buffer, sys.stdout)
    except (BrokenPipeError, KeyboardInterrupt):
        return 0  # the host went away


if __name__ == "__main__":
    sys.exit(main())
