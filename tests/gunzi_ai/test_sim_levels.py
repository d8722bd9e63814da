"""``python -m gunapp.sim gunzi --agents ...`` takes every level per seat (issue 11) and its record replays."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from gunapp.games.gunzi.ai.hard import HardAgent
from gunapp.games.gunzi.ai.normal_agent import NormalAgent
from gunapp.games.gunzi.engine.record_io import load
from gunapp.games.gunzi.sim import AGENT_NAMES, _agents
from gunapp.games.gunzi.sim import main as sim_main


def test_agent_names_cover_every_level() -> None:
    assert set(AGENT_NAMES) == {"random", "rule", "easy", "normal", "hard"}


def test_agents_per_seat_and_one_name_for_all() -> None:
    agents = _agents("hard,normal,hard,normal", seed=3)
    assert [type(a) for a in agents] == [HardAgent, NormalAgent, HardAgent, NormalAgent]
    assert [a.seed for a in agents] == [12, 13, 14, 15]  # type: ignore[attr-defined]
    assert [a.name for a in _agents("easy")] == ["easy"] * 4  # type: ignore[attr-defined]


@pytest.mark.parametrize("spec", ["expert", "hard,normal", "hard,normal,hard,normal,easy", "hard,,easy,rule"])
def test_bad_agent_lists_are_refused(spec: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert sim_main(["--hands", "1", "--agents", spec]) == 2
    assert "--agents" in capsys.readouterr().err


def test_hard_against_normal_writes_a_record_that_replays(tmp_path: Path) -> None:
    out = tmp_path / "hard.json"
    code = sim_main(["--hands", "1", "--seed", "4", "--quiet", "--agents", "hard,normal,hard,normal",
                     "--record", str(out)])  # fmt: skip
    assert code == 0
    data = json.loads(out.read_text(encoding="utf-8"))
    assert [s["level"] for s in data["seats"]] == ["hard", "normal", "hard", "normal"]
    state = load(out)  # replays every recorded action through the engine
    assert state.hands_played == 1 and state.settlement is not None
    assert state.settlement.outcome == data["hands"][0]["result"]["outcome"]
