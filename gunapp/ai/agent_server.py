"""The Dou Dizhu AI as a ddz-agent/1 process (shared/notes/ddz-agent-protocol.md, section 4).

    python -m gunapp.ai.agent_server --game ddz3 --level normal

Reads one JSON object per line on stdin and answers each with exactly one JSON line on stdout: ``hello`` ->
``{"protocol": "ddz-agent/1"}``, ``new_game`` -> ``{"ok": true}``, ``act`` -> ``{"move": [...]}``, ``bye`` ->
``{"ok": true}`` and exit. A malformed request gets ``{"error": "..."}`` (still one line) so the host can report
it; nothing else is ever written to stdout.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import IO, Any

from gunapp.ai.doudizhu.levels import LEVELS
from gunapp.ai.doudizhu.protocol import PROTOCOL, ProtocolAgent


def handle(agent: ProtocolAgent, request: dict[str, Any], variant: str) -> tuple[dict[str, Any], bool]:
    """The answer to one request, and whether to exit after it."""
    kind = request.get("type")
    if kind == "hello":
        return {"protocol": PROTOCOL}, False
    if kind == "new_game":
        agent.new_game(request)
        return {"ok": True}, False
    if kind == "act":
        obs = dict(request["obs"])
        obs.setdefault("variant", variant)
        return {"move": agent.choose(obs)}, False
    if kind == "bye":
        return {"ok": True}, True
    return {"error": f"unknown request type: {kind!r}"}, False


def serve(agent: ProtocolAgent, variant: str, stdin: IO[str], stdout: IO[str]) -> int:
    for line in stdin:
        if not line.strip():
            continue
        try:
            request = json.loads(line)
            if not isinstance(request, dict):
                raise ValueError("a request must be a JSON object")
            answer, done = handle(agent, request, variant)
        except (ValueError, KeyError, TypeError) as exc:
            answer, done = {"error": f"{type(exc).__name__}: {exc}"}, False
        stdout.write(json.dumps(answer, separators=(",", ":")) + "\n")
        stdout.flush()
        if done:
            return 0
    return 0


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m gunapp.ai.agent_server", description=__doc__.splitlines()[0])
    ap.add_argument("--game", choices=("ddz3", "ddz4"), default="ddz3")
    ap.add_argument("--level", choices=LEVELS, default="normal")
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args(argv)
    agent = ProtocolAgent(args.level, args.seed)
    return serve(agent, "4p" if args.game == "ddz4" else "3p", sys.stdin, sys.stdout)


if __name__ == "__main__":
    sys.exit(main())
