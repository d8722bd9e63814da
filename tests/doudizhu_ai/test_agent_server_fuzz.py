"""Issue 10 item 4 / issue 14 item 5: the agent server's JSON lines fuzzed through a real subprocess (bounded).
Whatever a line holds — random JSON, a mutated observation, random bytes — the answer is one JSON object line
(an error, or a move of ``legal_moves``), nothing reaches stderr, nothing hangs, and the next valid request is
answered."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from .agent_proc import AgentProcess, valid_obs

FUZZ = settings(
    max_examples=120,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
    derandomize=True,
)

json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(min_value=-(10**30), max_value=10**30)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=12),
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=8), inner, max_size=5),
    max_leaves=25,
)
cards = st.sampled_from([3, 4, 5, 9, 12, 14, 17, 20, 30, 0, 16, -3, 3.5, 31, True, "3"])
OBS_KEYS = list(valid_obs())


@st.composite
def mutated_obs(draw: st.DrawFn) -> dict[str, Any]:
    obs = valid_obs()
    for _ in range(draw(st.integers(1, 3))):
        key = draw(st.sampled_from(OBS_KEYS))
        how = draw(st.sampled_from(["drop", "json", "cards", "moves", "int"]))
        if how == "drop":
            obs.pop(key, None)
        elif how == "json":
            obs[key] = draw(json_values)
        elif how == "cards":
            obs[key] = draw(st.lists(cards, max_size=40))
        elif how == "moves":
            obs[key] = draw(st.lists(st.lists(cards, max_size=6), max_size=6))
        else:
            obs[key] = draw(st.integers(min_value=-(10**25), max_value=10**25))
    return obs


requests = st.one_of(
    st.builds(lambda o: json.dumps({"type": "act", "obs": o}).encode(), mutated_obs()),
    st.builds(lambda v: json.dumps(v).encode(), json_values),
    st.builds(
        lambda t, v: json.dumps({"type": t, "seed": v, "obs": v}).encode(),
        st.sampled_from(["hello", "new_game", "act", "nope", ""]),
        json_values,
    ),
    st.binary(max_size=200).map(lambda b: b.replace(b"\n", b" ")),
    st.text(max_size=200).map(lambda t: t.replace("\n", " ").encode("utf-8", "surrogatepass")),
)


@pytest.fixture(scope="module")
def server() -> Iterator[AgentProcess]:
    proc = AgentProcess("--game", "ddz3", "--level", "normal")
    yield proc
    assert proc.close() == 0
    assert proc.stderr_text() == ""  # never a traceback


def _check_answer(answer: dict[str, Any], request: bytes) -> None:
    if "error" in answer:
        assert list(answer) == ["error"] and isinstance(answer["error"], str) and answer["error"]
        assert "Traceback" not in answer["error"]
        return
    # a request that was valid after all: its answer must follow the protocol
    assert set(answer) in ({"move"}, {"ok"}, {"protocol"}), answer
    if "move" in answer:
        obs = json.loads(request)["obs"]
        assert sorted(answer["move"]) in [sorted(m) for m in obs["legal_moves"]]


@FUZZ
@given(line=requests)
def test_fuzzed_lines_get_one_answer_and_the_server_keeps_serving(server: AgentProcess, line: bytes) -> None:
    try:
        parsed = json.loads(line)
    except ValueError:
        parsed = None
    if isinstance(parsed, dict) and parsed.get("type") == "bye":
        return  # the one request that ends the session on purpose
    server.send(line + b"\n")
    if line.strip():
        _check_answer(server.read_answer(), line)
    good = server.ask({"type": "act", "obs": valid_obs()})
    assert good["move"] in valid_obs()["legal_moves"]
    assert server.proc.poll() is None


@settings(max_examples=6, deadline=None, derandomize=True)
@given(cut=st.integers(min_value=1, max_value=200))
def test_eof_mid_line_ends_cleanly(cut: int) -> None:
    """The host dies mid-request: the partial line gets an error (or an answer), then a clean exit."""
    line = json.dumps({"type": "act", "obs": valid_obs()}).encode()
    proc = AgentProcess()
    proc.send(line[: min(cut, len(line) - 1)])
    assert proc.close() == 0
    assert proc.stderr_text() == ""
