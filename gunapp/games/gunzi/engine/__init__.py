"""Dalian Gunzi (打滚子) engine: pure Python, no Qt (spec /work/shared/rules/gunzi.md).

Public API::

    from gunapp.games.gunzi.engine import GunziState, GunziOptions, Phase, TABLE
    state = GunziState.new(GunziOptions(), seed=7)
    state.phase, state.to_act                  # TABLE (-1) = the table deals / starts the next hand
    state.legal_actions(seat)                  # list of actions (see state.py for the deal and free choices)
    events = state.apply(action)               # or IllegalAction(code, params, rule), state unchanged
    state.view(seat)                           # GunziView: what the seat may know (R27)

Actions live in ``actions``, events in ``events``, records in ``record_io``.
"""

from gunapp.games.gunzi.engine.actions import (
    TABLE,
    Action,
    Bury,
    BuryJokers,
    DealNext,
    Declare,
    NextHand,
    Pass,
    PayTribute,
    Play,
    ReturnTribute,
    Riot,
)
from gunapp.games.gunzi.engine.phase import Phase, Selection
from gunapp.games.gunzi.engine.rules import GunziOptions
from gunapp.games.gunzi.engine.state import GunziState
from gunapp.games.gunzi.engine.view import GunziView, redact_event

__all__ = [
    "TABLE",
    "Action",
    "Bury",
    "BuryJokers",
    "DealNext",
    "Declare",
    "GunziOptions",
    "GunziState",
    "GunziView",
    "NextHand",
    "Pass",
    "PayTribute",
    "Phase",
    "Play",
    "ReturnTribute",
    "Riot",
    "Selection",
    "redact_event",
]
