"""The agent server speaks ddz-agent/1 over JSON lines (protocol section 4): a scripted session."""

from __future__ import annotations

import json
import subprocess
import sys

from gunapp.games.doudizhu.ai.protocol import to_counts, to_ints, to_move
from gunapp.games.doudizhu.engine.movegen import legal_answers, legal_leads
from gunapp.games.doudizhu.engine.rules import Variant


def legal_ints(hand: list[int], last: list[int]) -> list[list[int]]:
    """The legal moves of a 3-player hand as protocol int lists (an answer's list ends with the pass, [])."""
    counts, v3 = to_counts(hand), Variant.DDZ3
    if not last:
        return [to_ints(m) for m in legal_leads(counts, v3)]
    rival = to_move(last, v3)
    assert rival is not None
    return [to_ints(m) for m in legal_answers(counts, rival, v3)] + [[]]


def _obs(hand: list[int], last: list[int], last_seat: int | None, seat: int) -> dict[str, object]:
    legal = legal_ints(hand, last)
    return {
        "protocol": "ddz-agent/1",
        "variant": "3p",
        "n_players": 3,
        "role": ["landlord", "landlord_down", "landlord_up"][seat],
        "seat": seat,
        "hand": hand,
        "legal_moves": legal,
        "last_move": last,
        "last_move_seat": last_seat,
        "history": [] if not last else [[last_seat, last]],
        "kitty": [3, 17, 30],
        "num_cards_left": [20 if seat else len(hand), 17 if seat != 1 else len(hand), 17],
        "played_cards": [last if last_seat == 0 else [], [], []],
        "bombs_played": 0,
        "bid": 1,
    }


def test_scripted_session() -> None:
    lead = _obs([3, 3, 3, 4, 9, 12, 17, 20], [], None, 0)
    follow = _obs([5, 6, 7, 8, 9, 13, 14, 17, 17], [10], 0, 1)
    finish = _obs([11, 11], [8, 8], 0, 1)
    requests = [
        {"type": "hello", "protocol": "ddz-agent/1"},
        {"type": "new_game", "seed": 123, "variant": "3p"},
        {"type": "act", "obs": lead},
        {"type": "act", "obs": follow},
        {"type": "act", "obs": finish},
        {"type": "nonsense"},
        {"type": "bye"},
    ]
    text = "".join(json.dumps(r) + "\n" for r in requests) + "not json\n"
    proc = subprocess.run(
        [sys.executable, "-m", "gunapp.ai.agent_server", "--game", "ddz3", "--level", "normal"],
        input=text,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert proc.returncode == 0, proc.stderr
    answers = [json.loads(line) for line in proc.stdout.splitlines()]
    assert len(answers) == 7  # one line per request; nothing read after "bye"
    assert answers[0] == {"protocol": "ddz-agent/1"}
    assert answers[1] == {"ok": True}
    for answer, obs in zip(answers[2:5], (lead, follow, finish), strict=True):
        assert sorted(answer["move"]) in obs["legal_moves"]
    assert answers[2]["move"] != []  # a lead is never a pass
    assert sorted(answers[4]["move"]) == [11, 11]  # the last two cards end the deal
    assert "error" in answers[5]
    assert answers[6] == {"ok": True}


def test_malformed_line_gets_an_error_line_and_the_session_goes_on() -> None:
    text = "[1, 2]\n" + json.dumps({"type": "hello", "protocol": "ddz-agent/1"}) + "\n"
    proc = subprocess.run(
        [sys.executable, "-m", "gunapp.ai.agent_server", "--level", "easy"],
        input=text,
        capture_output=True,
        text=True,
        timeout=60,
    )
    lines = proc.stdout.splitlines()
    assert proc.returncode == 0
    assert "error" in json.loads(lines[0])
    assert json.loads(lines[1]) == {"protocol": "ddz-agent/1"}


def test_ddz4_server_bombs_to_stop_a_landlord_with_two_cards() -> None:
    """--game ddz4: 33333 beats 7777 (D7.3, more cards wins); the landlord has 2 cards left, so bomb."""
    obs = {
        "variant": "4p",
        "n_players": 4,
        "seat": 1,
        "role": "landlord_down",
        "hand": [3, 3, 3, 3, 3, 4, 5, 20, 20, 30, 30],
        "legal_moves": [[], [3, 3, 3, 3, 3], [20, 20, 30, 30]],
        "last_move": [7, 7, 7, 7],
        "last_move_seat": 0,
        "num_cards_left": [2, 11, 20, 20],
        "played_cards": [[7, 7, 7, 7], [], [], []],
    }
    text = json.dumps({"type": "act", "obs": obs}) + "\n" + json.dumps({"type": "bye"}) + "\n"
    proc = subprocess.run(
        [sys.executable, "-m", "gunapp.ai.agent_server", "--game", "ddz4", "--level", "normal"],
        input=text,
        capture_output=True,
        text=True,
        timeout=60,
    )
    answers = [json.loads(line) for line in proc.stdout.splitlines()]
    assert answers == [{"move": [3, 3, 3, 3, 3]}, {"ok": True}]
