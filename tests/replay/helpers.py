"""Whole recorded hands for the replay tests, played by the engine with seeded random legal actions."""

from __future__ import annotations

import random

from gunapp.core.record import GameRecord
from gunapp.games.doudizhu.engine import record_io as ddz_io
from gunapp.games.doudizhu.engine.rules import Variant
from gunapp.games.doudizhu.engine.session import Session
from gunapp.games.doudizhu.engine.state import Phase as DdzPhase
from gunapp.games.gunzi.engine import record_io as gunzi_io
from gunapp.games.gunzi.engine.actions import DealNext, Declare, Pass
from gunapp.games.gunzi.engine.phase import Phase
from gunapp.games.gunzi.engine.rules import GunziOptions
from gunapp.games.gunzi.engine.state import GunziState


def gunzi_record(seed: int = 3) -> GameRecord:
    rng = random.Random(seed)
    state = GunziState.new(GunziOptions(), seed)
    while state.phase not in (Phase.HAND_OVER, Phase.MATCH_OVER):
        if state.phase is Phase.DEAL:
            state.apply(DealNext())
            continue
        (seat,) = state.to_act
        legal = state.legal_actions(seat)
        quiet = [a for a in legal if not isinstance(a, Declare)] or legal  # keep the hand short
        passes = [a for a in quiet if isinstance(a, Pass)]
        state.apply(passes[0] if passes and state.phase is Phase.WINDOW else rng.choice(quiet))
    return gunzi_io.to_record(state)


def ddz_record(variant: Variant, seed: int = 5) -> GameRecord:
    rng = random.Random(seed)
    s = Session(variant, seed=seed)
    while s.deal.phase is not DdzPhase.ENDED:
        d = s.deal
        seat = d.to_act
        s.apply(rng.choice(s.legal_actions(seat)))
    return ddz_io.session_record(s)
