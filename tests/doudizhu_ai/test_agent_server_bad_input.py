"""Issue 14 item 5: each request that ended the agent server now gets one ``{"error": ...}`` line naming the
bad field, and the next valid request is answered (protocol ddz-agent/1, section 4)."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from gunapp.ai.agent_server import answer_line, read_lines
from gunapp.games.doudizhu.ai.protocol import ProtocolAgent
from gunapp.games.doudizhu.ai.protocol_check import ObsError, check_obs, deck_of
from gunapp.games.doudizhu.engine.rules import Variant

from .agent_proc import AgentProcess, valid_obs


def _act(**changes: object) -> bytes:
    return json.dumps({"type": "act", "obs": {**valid_obs(), **changes}}).encode()


BAD_LINES = {
    "no legal moves": (_act(legal_moves=[]), "legal_moves"),
    "non-finite seed": (b'{"type":"new_game","seed":1e999}', "1e999"),
    "float seed": (b'{"type":"new_game","seed":1.5}', "seed"),
    "num_cards_left shorter than the seats": (_act(num_cards_left=[19]), "num_cards_left"),
    "last_move_seat past the seats": (_act(last_move_seat=5), "last_move_seat"),
    "last_move_seat 1e20": (_act(last_move_seat=1e20), "last_move_seat"),
    "last_move_seat huge integer": (_act(last_move_seat=10**20), "last_move_seat"),
    "nested 2,000 deep": (b"[" * 2000 + b"]" * 2000, "nested"),
    "nested 2,000 deep inside obs": (b'{"type":"act","obs":' + b"[" * 2000 + b"]" * 2000 + b"}", "nested"),
    "5,000-card hand": (_act(hand=[3] * 5000), "hand"),
    "n_players 100000000": (_act(n_players=100_000_000), "n_players"),
    "non-integer card in a move": (_act(legal_moves=[[3.5]]), "legal_moves[0]"),
    "a card outside the encoding": (_act(legal_moves=[[16]]), "legal_moves[0]"),
    "a boolean card": (_act(hand=[True, 3]), "hand"),
    "a move not in the hand": (_act(legal_moves=[[5]]), "not in the hand"),
    "more of a rank than the deck": (_act(hand=[3, 3, 3, 3, 3]), "deck holds"),
    "variant and n_players disagree": (_act(n_players=4), "n_players"),
    "unknown variant": (_act(variant="5p"), "variant"),
    "seat outside the table": (_act(seat=3), "seat"),
    "obs missing": (b'{"type":"act"}', "obs"),
    "obs not an object": (b'{"type":"act","obs":[1]}', "obs"),
    "malformed line": (b"{not json", "Expecting"),
    "bad UTF-8": (b'{"type":"\xff\xfe"}', "UTF-8"),
    "a list, not an object": (b"[1, 2]", "object"),
    "unknown message type": (b'{"type":"dance"}', "unknown request type"),
    "type of a strange kind": (b'{"type":[1,2,3]}', "unknown request type"),
}


@pytest.mark.parametrize("name", sorted(BAD_LINES))
def test_bad_request_gets_one_error_naming_the_field_issue14_5(name: str) -> None:
    line, fragment = BAD_LINES[name]
    agent = ProtocolAgent("normal", 0)
    answer, done = answer_line(agent, line, "3p")
    assert not done
    assert list(answer) == ["error"], answer
    assert fragment in answer["error"]


def test_n_players_huge_is_refused_before_any_list_is_built() -> None:
    """The size is checked against the variant first: no ``[[]] * n`` of 10^8 entries, no hang."""
    obs = {**valid_obs(), "n_players": 100_000_000}
    del obs["variant"], obs["played_cards"]
    with pytest.raises(ObsError, match="n_players"):
        check_obs(obs)


def test_the_answer_is_always_one_of_legal_moves_issue14_5() -> None:
    """``[[3.5]]`` was answered ``[3]``: a move not in the list. A float card is an error now; and a list whose
    moves our rules cannot read (DouZero's rocket kickers) gets a move of the list, never another."""
    agent = ProtocolAgent("normal", 0)
    assert "error" in answer_line(agent, _act(legal_moves=[[3.5]]), "3p")[0]
    hand = [3, 3, 3, 3, 20, 30]
    obs = {**valid_obs(), "seat": 0, "hand": hand, "legal_moves": [[3, 3, 3, 3, 20, 30]], "last_move": []}
    obs["last_move_seat"] = None
    move = agent.choose(obs)
    assert move in obs["legal_moves"]


def test_deck_limits_follow_the_variant() -> None:
    """D1: 3p is one deck (20 cards at most in the landlord's hand), 4p two decks (33)."""
    assert (deck_of(Variant.DDZ3).max_hand, deck_of(Variant.DDZ3).size) == (20, 54)
    assert (deck_of(Variant.DDZ4).max_hand, deck_of(Variant.DDZ4).size) == (33, 108)


def test_read_lines_caps_the_length_and_keeps_reading() -> None:
    import io

    data = b"a" * 100 + b"\n" + b"short\n" + b"tail without newline"
    lines = list(read_lines(io.BytesIO(data), max_line=50))
    assert isinstance(lines[0], Exception) and "longer than 50" in str(lines[0])
    assert lines[1:] == [b"short\n", b"tail without newline"]


def test_every_bad_line_through_a_real_server_then_a_valid_one_issue14_5() -> None:
    server = AgentProcess("--game", "ddz3", "--level", "normal")
    try:
        for name, (line, _fragment) in sorted(BAD_LINES.items()):
            server.send(line + b"\n")
            answer = server.read_answer()
            assert list(answer) == ["error"], (name, answer)
            good = server.ask({"type": "act", "obs": valid_obs()})
            assert good["move"] in valid_obs()["legal_moves"], name
        server.send(b"x" * (5 * 1024 * 1024) + b"\n")  # over MAX_LINE: skipped, not held
        assert "longer than" in server.read_answer()["error"]
        assert server.ask({"type": "hello", "protocol": "ddz-agent/1"}) == {"protocol": "ddz-agent/1"}
    finally:
        rc = server.close()
    assert rc == 0
    assert server.stderr_text() == ""


def test_eof_mid_line_gets_an_error_and_a_clean_exit() -> None:
    proc = subprocess.run(
        [sys.executable, "-m", "gunapp.ai.agent_server"],
        input=b'{"type":"hello"}\n{"type":"act","obs":{"seat":0',
        capture_output=True,
        timeout=60,
    )
    lines = proc.stdout.decode().splitlines()
    assert proc.returncode == 0 and proc.stderr == b""
    assert json.loads(lines[0]) == {"protocol": "ddz-agent/1"}
    assert len(lines) == 2 and "error" in json.loads(lines[1])
