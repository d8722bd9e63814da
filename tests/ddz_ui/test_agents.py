"""The AI worker's calling convention: ``choose(view, legal, *, deadline)`` by keyword, with adapters for the
AI packages' agents (Gunzi ``choose(view, legal, rng)``; Dou Dizhu ``choose(view, legal, rng=None,
deadline=None)``: a positional deadline landed in ``rng`` there)."""

from __future__ import annotations

import random
import time
from typing import Any

from gunapp.engine.doudizhu.rules import Variant
from gunapp.models import ddz_agents, gunzi_agents
from gunapp.models.ai_worker import AiWorker, adapt_agent
from gunapp.models.ddz_model import DdzModel
from gunapp.models.game_model import SeatConfig
from gunapp.models.gunzi_model import GunziModel


class _Both:
    def __init__(self) -> None:
        self.got: dict[str, Any] = {}

    def choose(
        self, view: Any, legal: list[Any], rng: random.Random | None = None, deadline: float | None = None
    ):
        self.got = {"rng": rng, "deadline": deadline}
        return legal[0]


class _RngOnly:
    def __init__(self) -> None:
        self.got: Any = None

    def choose(self, view: Any, legal: list[Any], rng: random.Random) -> Any:
        self.got = rng
        return legal[-1]


def test_worker_passes_deadline_by_keyword_and_adapters_give_rng(qtbot) -> None:
    both, rng_only = _Both(), _RngOnly()
    worker = AiWorker()
    for inner, expected in ((both, 1), (rng_only, 3)):
        with qtbot.waitSignal(worker.decided, timeout=3000) as sig:
            worker.request(adapt_agent(inner, 5), object(), [1, 2, 3], budget_ms=500)
        assert sig.args[1] == expected
    assert isinstance(both.got["rng"], random.Random)
    assert isinstance(both.got["deadline"], float) and both.got["deadline"] > time.monotonic() - 5
    assert isinstance(rng_only.got, random.Random)


def test_real_agents_choose_a_legal_action_through_the_worker(qtbot) -> None:
    """Both games' table agents answer the worker's keyword call with one of the legal actions."""
    m = DdzModel(Variant.DDZ3, [SeatConfig("ai", "normal")] * 3, seed=3, auto_ready=True)
    with qtbot.waitSignal(m.bid_made, timeout=10000):
        m.start()
    m.stop()
    seat = next(s for s in range(3) if m._legal(s))
    legal = m._legal(seat)
    worker = AiWorker()
    for level in ("easy", "normal"):
        with qtbot.waitSignal(worker.decided, timeout=5000) as sig:
            worker.request(ddz_agents.make_agent(level, 1), m._view(seat), legal, budget_ms=500)
        assert sig.args[1] in legal
    g = GunziModel([SeatConfig("ai", "normal")] * 4, seed=2, auto_ready=True)
    gseat = next(s for s in range(4) if g._legal(s))
    glegal = g._legal(gseat)
    with qtbot.waitSignal(worker.decided, timeout=5000) as sig:
        worker.request(gunzi_agents.make_agent("normal", 1), g._view(gseat), glegal, budget_ms=500)
    assert sig.args[1] in glegal
