"""Agents and the simulator."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from gunapp.games.doudizhu import sim
from gunapp.games.doudizhu.ai import RandomAgent, RuleAgent
from gunapp.games.doudizhu.ai.levels import make_agent
from gunapp.games.doudizhu.engine.record_io import read_record
from gunapp.games.doudizhu.engine.rules import Variant
from gunapp.games.doudizhu.engine.session import Session
from gunapp.games.doudizhu.engine.state import Phase


@pytest.mark.parametrize("variant", [Variant.DDZ3, Variant.DDZ4])
@pytest.mark.parametrize("agent", [RandomAgent(), RuleAgent()])
def test_agents_choose_legal_actions(variant: Variant, agent: RandomAgent | RuleAgent) -> None:
    s = Session(variant, seed=4)
    rng = random.Random(0)
    for _ in range(2):
        while s.deal.phase is not Phase.ENDED:
            d = s.deal
            seat = d.to_act
            legal = s.legal_actions(seat)
            action = agent.choose(s.view(seat), legal, rng=rng)
            assert action in legal
            s.apply(action)
        s.next_deal()


def test_rule_agent_goes_out_and_keeps_partner_lead() -> None:
    with pytest.raises(ValueError):
        make_agent("genius", 0)
    assert isinstance(make_agent("rule", 0), RuleAgent)


def test_sim_writes_a_replayable_record(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "sim.json"
    assert sim.main("ddz3", ["--hands", "3", "--seed", "2", "--agents", "rule", "--record", str(path)]) == 0
    assert "ddz3: 3 deals" in capsys.readouterr().out
    replayed = read_record(path)
    assert sum(1 for d in replayed.deals if not d.redeal) == 3
    assert sim.main("ddz4", ["--hands", "2", "--seed", "2"]) == 0


def test_sim_takes_a_level_per_seat_and_the_record_replays(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Issue 11: ``--agents hard,normal,easy`` (one level per seat, every level) and the record replays with each
    seat's level."""
    path = tmp_path / "levels.json"
    argv = ["--hands", "1", "--seed", "3", "--agents", "hard,normal,easy", "--record", str(path)]
    assert sim.main("ddz3", argv) == 0
    assert "agents hard,normal,easy" in capsys.readouterr().out
    replayed = read_record(path)
    assert sum(1 for d in replayed.deals if not d.redeal) == 1
    saved = json.loads(path.read_text(encoding="utf-8"))
    assert [s["level"] for s in saved["seats"]] == ["hard", "normal", "easy"]
    assert sim.main("ddz4", ["--hands", "1", "--seed", "1", "--agents", "random,rule,normal,hard"]) == 0
    with pytest.raises(SystemExit):
        sim.main("ddz3", ["--agents", "hard,normal"])  # three seats need three levels
    with pytest.raises(SystemExit):
        sim.main("ddz3", ["--agents", "expert"])


@pytest.mark.parametrize("game", ["ddz3", "ddz4"])
def test_sim_streams_its_record_deal_by_deal_and_it_reads_back_d3_1_d8_3(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], game: str
) -> None:
    """The simulator writes each deal as it ends (issue 10 item 6): the streamed file is the record a session
    held whole would write (same hands, redeals D4.4 included, in order), it replays with the dealer rotating
    (D3.1) and the totals adding up (D8.3), and the session keeps only the current deal."""
    from gunapp.core.record import load_record
    from gunapp.games.doudizhu.engine.record_io import session_record
    from gunapp.games.doudizhu.engine.rules import Options

    path = tmp_path / "long.json"
    hands = 25
    assert sim.main(game, ["--hands", str(hands), "--seed", "5", "--record", str(path)]) == 0
    assert "record written" in capsys.readouterr().out
    assert [p.name for p in tmp_path.iterdir()] == ["long.json"]  # no temporary file left
    streamed = load_record(path)

    # the same deals held whole, as the simulator wrote them before (seed 5, random agents)
    variant = Variant(game)
    session = Session(variant, Options(), seed=5)
    agents = [sim.make_agent("random", 50 + s) for s in range(variant.players)]
    rngs = [random.Random(5000 + s) for s in range(variant.players)]
    for deal_no in range(hands):
        if deal_no:
            session.next_deal()
        while (seat := session.to_act) is not None:
            session.apply(
                agents[seat].choose(session.view(seat), session.legal_actions(seat), rng=rngs[seat])
            )
    whole = session_record(session)
    assert [h.model_dump() for h in streamed.hands] == [h.model_dump() for h in whole.hands]
    assert len(streamed.hands) >= hands
    forgotten = session.forget_finished()
    assert len(session.deals) == 1 and session.deal_count == len(forgotten) + 1 == len(whole.hands)
    session.next_deal()
    assert session.deal.deal_no == len(whole.hands)  # the numbering goes on after forgetting

    replayed = read_record(path)
    assert len([d for d in replayed.deals if d.result is not None]) == hands
    assert sum(replayed.totals) == 0 and replayed.totals == session.totals
