"""Drive a ``GunziState`` with agents: one hand, or hands until a limit (simulator, tests, benchmarks)."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Protocol

from gunapp.games.gunzi.engine.actions import TABLE, Action, DealNext, Declare, NextHand
from gunapp.games.gunzi.engine.events import Event
from gunapp.games.gunzi.engine.phase import Phase
from gunapp.games.gunzi.engine.state import GunziState
from gunapp.games.gunzi.engine.view import GunziView


class Agent(Protocol):
    """Every Gunzi agent (random, rule, easy, normal, hard), as every Dou Dizhu one: ``rng`` for its random
    choices (some keep their own, seeded, so that a hint repeats), ``deadline`` (``time.monotonic()``) bounds
    a search; None = the agent's own budget."""

    name: str

    def choose(
        self,
        view: GunziView,
        legal_actions: Sequence[Action],
        *,
        rng: random.Random,
        deadline: float | None = None,
    ) -> Action: ...


#: the table's deal action, shared: actions are immutable values and this one is applied 156 times a hand
_DEAL_NEXT = DealNext()


def step(state: GunziState, agents: Sequence[Agent], rng: random.Random) -> list[Event]:
    """One step: the table deals or starts a hand, or the seat to act chooses.

    During the deal, after each card the state's ``optional_declarer`` (the seat that received it, if it may
    declare) is offered the choice once: its agent sees its declarations and ``Pass``.
    """
    if state.phase is Phase.DEAL:
        events = state.apply(_DEAL_NEXT)
        seat = state.optional_declarer
        if seat is not None:
            action = agents[seat].choose(state.view(seat), state.legal_actions(seat), rng=rng)
            if isinstance(action, Declare):
                events += state.apply(action)
        return events
    if state.phase is Phase.HAND_OVER:
        return state.apply(NextHand())
    (seat,) = state.to_act
    assert seat != TABLE
    action = agents[seat].choose(state.view(seat), state.legal_actions(seat), rng=rng)
    return state.apply(action)


def play_hand(
    state: GunziState,
    agents: Sequence[Agent],
    rng: random.Random,
    on_events: Callable[[list[Event]], None] | None = None,
) -> None:
    """Play until the current hand is settled (or the match is over)."""
    if state.phase is Phase.HAND_OVER:
        events = state.apply(NextHand())
        if on_events:
            on_events(events)
    while state.phase not in (Phase.HAND_OVER, Phase.MATCH_OVER):
        events = step(state, agents, rng)
        if on_events:
            on_events(events)
