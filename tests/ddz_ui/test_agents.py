"""One agent signature (issue 15): every agent of both games is ``choose(view, legal, *, rng, deadline)``, and
the AI worker calls it directly with the table agent's own seeded ``rng`` and a ``deadline`` by keyword."""

from __future__ import annotations

import inspect
import random
import time
from collections.abc import Sequence
from typing import Any

import pytest

from gunapp.games.doudizhu.ai import levels as ddz_levels
from gunapp.games.doudizhu.engine.rules import Variant
from gunapp.games.doudizhu.model import DdzModel
from gunapp.games.gunzi.ai import levels as gunzi_levels
from gunapp.games.gunzi.model import GunziModel
from gunapp.models.ai_worker import AiWorker
from gunapp.models.game_model import SeatConfig
from gunapp.models.table_agents import TableAgent


class _Recorder:
    name = "recorder"

    def __init__(self) -> None:
        self.got: dict[str, Any] = {}

    def choose(
        self, view: Any, legal: Sequence[Any], *, rng: random.Random, deadline: float | None = None
    ) -> Any:
        self.got = {"rng": rng, "deadline": deadline}
        return legal[-1]


def test_worker_hands_the_table_agents_rng_and_a_deadline(qtbot) -> None:
    recorder = _Recorder()
    seated = TableAgent.seated(recorder, 5)
    worker = AiWorker()
    before = time.monotonic()
    with qtbot.waitSignal(worker.decided, timeout=3000) as sig:
        worker.request(seated, object(), [1, 2, 3], budget_ms=500)
    assert sig.args[1] == 3
    assert recorder.got["rng"] is seated.rng
    assert isinstance(recorder.got["deadline"], float) and recorder.got["deadline"] >= before + 0.5
    assert seated.name == "recorder"


@pytest.mark.parametrize(
    ("make", "name"),
    [(m, n) for m in (ddz_levels.make_agent, gunzi_levels.make_agent) for n in ddz_levels.AGENTS],
)
def test_every_agent_has_the_one_signature(make: Any, name: str) -> None:
    """random, rule, easy, normal and hard of both games: ``rng`` and ``deadline`` keyword-only, nothing
    else."""
    assert gunzi_levels.AGENTS == ddz_levels.AGENTS == ("random", "rule", "easy", "normal", "hard")
    agent = make(name, 1)
    params = inspect.signature(agent.choose).parameters
    assert list(params) == ["view", "legal_actions", "rng", "deadline"]
    assert params["rng"].kind is params["deadline"].kind is inspect.Parameter.KEYWORD_ONLY
    assert params["rng"].default is inspect.Parameter.empty and params["deadline"].default is None
    assert agent.name == name


def test_real_agents_choose_a_legal_action_through_the_worker(qtbot) -> None:
    """Both games' table agents answer the worker's call with one of the legal actions."""
    m = DdzModel(Variant.DDZ3, [SeatConfig("ai", "normal")] * 3, seed=3, auto_ready=True)
    with qtbot.waitSignal(m.bid_made, timeout=10000):
        m.start()
    m.stop()
    seat = next(s for s in range(3) if m._legal(s))
    legal = m._legal(seat)
    worker = AiWorker()
    for level in ("easy", "normal"):
        with qtbot.waitSignal(worker.decided, timeout=5000) as sig:
            worker.request(m.table_agent(level, 1), m._view(seat), legal, budget_ms=500)
        assert sig.args[1] in legal
    g = GunziModel([SeatConfig("ai", "normal")] * 4, seed=2, auto_ready=True)
    gseat = next(s for s in range(4) if g._legal(s))
    glegal = g._legal(gseat)
    with qtbot.waitSignal(worker.decided, timeout=5000) as sig:
        worker.request(g.table_agent("normal", 1), g._view(gseat), glegal, budget_ms=500)
    assert sig.args[1] in glegal


def test_a_table_plays_only_the_levels_it_offers() -> None:
    """A saved seat level the table does not offer (``rule`` from a simulator record, ``expert``) plays as
    normal, as before the agents had one factory per game."""
    g = GunziModel([SeatConfig("ai", "normal")] * 4, seed=2, auto_ready=True)
    m = DdzModel(Variant.DDZ3, [SeatConfig("ai", "normal")] * 3, seed=3, auto_ready=True)
    for model in (g, m):
        assert model.table_agent("hard", 1).name == "hard"
        assert model.table_agent("rule", 1).name == "normal"
        assert model.table_agent("expert", 1).name == "normal"
