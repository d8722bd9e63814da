"""A real agent server subprocess for tests: one request line in, one answer line out, with a time limit."""

from __future__ import annotations

import json
import os
import selectors
import subprocess
import sys
import tempfile
from typing import Any

ANSWER_TIMEOUT = 30.0  # a hang, not a slow answer: the machine is shared


def valid_obs() -> dict[str, Any]:
    return {
        "protocol": "ddz-agent/1",
        "variant": "3p",
        "n_players": 3,
        "role": "landlord_down",
        "seat": 1,
        "hand": [3, 3, 4, 9, 12, 17, 20],
        "legal_moves": [[], [12], [17], [20]],
        "last_move": [10],
        "last_move_seat": 0,
        "history": [[0, [10]]],
        "kitty": [3, 17, 30],
        "num_cards_left": [19, 7, 17],
        "played_cards": [[10], [], []],
        "bombs_played": 0,
        "bid": 1,
    }


class AgentProcess:
    def __init__(self, *args: str) -> None:
        self.stderr = tempfile.TemporaryFile()  # noqa: SIM115 - read after the process ends, freed with self
        env = dict(os.environ, PYTHONUNBUFFERED="1")
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "gunapp.ai.agent_server", *args],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=self.stderr,
            env=env,
        )
        self._buf = b""
        self._sel = selectors.DefaultSelector()
        assert self.proc.stdout is not None
        os.set_blocking(self.proc.stdout.fileno(), False)
        self._sel.register(self.proc.stdout, selectors.EVENT_READ)

    def send(self, line: bytes) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.write(line)
        self.proc.stdin.flush()

    def read_answer(self) -> dict[str, Any]:
        """The next answer line, parsed; AssertionError on a hang or an exit."""
        assert self.proc.stdout is not None
        while b"\n" not in self._buf:
            assert self._sel.select(ANSWER_TIMEOUT), "the agent server did not answer (hang)"
            chunk = self.proc.stdout.read(65536)
            assert chunk, f"the agent server exited: {self.stderr_text()}"
            self._buf += chunk
        line, self._buf = self._buf.split(b"\n", 1)
        answer = json.loads(line)
        assert isinstance(answer, dict)
        return answer

    def ask(self, request: dict[str, Any]) -> dict[str, Any]:
        self.send(json.dumps(request).encode() + b"\n")
        return self.read_answer()

    def stderr_text(self) -> str:
        self.stderr.seek(0)
        return self.stderr.read().decode("utf-8", "replace")

    def close(self) -> int:
        if self.proc.stdin is not None:
            self.proc.stdin.close()
        try:
            rc = self.proc.wait(timeout=ANSWER_TIMEOUT)
        finally:
            if self.proc.poll() is None:
                self.proc.kill()
        self._sel.close()
        return rc
