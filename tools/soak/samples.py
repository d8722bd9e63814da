"""Valid saves to damage: real matches played by the engines and the rule AI (no Qt), as the autosave
writes them (one human seat, seat 0). Used by the storage fault soak and the storage fuzz tests."""

from __future__ import annotations

import random

from gunapp.core.record import SeatInfo
from gunapp.games.doudizhu.ai.levels import make_agent as ddz_agent
from gunapp.games.doudizhu.engine import record_io as ddz_io
from gunapp.games.doudizhu.engine.rules import Options, Variant
from gunapp.games.doudizhu.engine.session import Session
from gunapp.games.doudizhu.engine.state import Phase as DdzPhase
from gunapp.games.gunzi.ai import RuleAgent
from gunapp.games.gunzi.ai.runner import play_hand, step
from gunapp.games.gunzi.engine import record_io as gunzi_io
from gunapp.games.gunzi.engine.phase import Phase
from gunapp.games.gunzi.engine.rules import GunziOptions
from gunapp.games.gunzi.engine.state import GunziState


def _seats(n: int, human: bool = True) -> list[SeatInfo]:
    """Seat 0 human, as a player's autosave has it; ``human=False``: every seat AI, as an autosaved demo
    (``gunapp --demo --autosave``), which plays on by itself once continued."""
    first = SeatInfo(kind="human") if human else SeatInfo(kind="ai", level="normal")
    return [first] + [SeatInfo(kind="ai", level="normal") for _ in range(n - 1)]


def gunzi_save(seed: int = 3, hands: int = 1, extra: int = 60, human: bool = True) -> str:
    """A Gunzi match after ``hands`` whole hands and ``extra`` steps of the next one, as save text."""
    state = GunziState.new(GunziOptions(), seed)
    rng = random.Random(seed)
    agents = [RuleAgent() for _ in range(4)]
    for _ in range(hands):
        play_hand(state, agents, rng)
    for _ in range(extra):
        if state.phase in (Phase.HAND_OVER, Phase.MATCH_OVER):
            break
        step(state, agents, rng)
    return gunzi_io.to_record(state, _seats(4, human)).to_json() + "\n"


def ddz_session(variant: Variant, seed: int, deals: int, extra: int) -> Session:
    """A Dou Dizhu session after ``deals`` deals and ``extra`` actions of the next one, played by the rule AI
    (also the save tests' matches: ``tests/test_saves.py``)."""
    session = Session(variant, Options(), seed)
    agents = [ddz_agent("rule", 0) for _ in range(variant.players)]
    rng = random.Random(seed)

    def act() -> None:
        deal = session.deal
        seat = deal.to_act
        session.apply(agents[seat].choose(session.view(seat), session.legal_actions(seat), rng=rng))

    for n in range(deals):
        if n:
            session.next_deal()
        while session.deal.phase is not DdzPhase.ENDED:
            act()
    if extra and session.deal.phase is DdzPhase.ENDED:
        session.next_deal()
    for _ in range(extra):
        if session.deal.phase is DdzPhase.ENDED:
            break
        act()
    return session


def ddz_save(game: str = "ddz3", seed: int = 3, deals: int = 1, extra: int = 8, human: bool = True) -> str:
    """A Dou Dizhu session after ``deals`` deals and ``extra`` actions of the next one, as save text."""
    variant = Variant(game)
    session = ddz_session(variant, seed, deals, extra)
    return ddz_io.session_record(session, _seats(variant.players, human)).to_json() + "\n"


def save_text(game: str, seed: int = 3, human: bool = True) -> str:
    return gunzi_save(seed, human=human) if game == "gunzi" else ddz_save(game, seed, human=human)
