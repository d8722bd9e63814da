"""Deterministic Gunzi table scenarios for the human's rarer decisions (tests and screenshots).

Each builder returns a prepared match (``GunziState`` at the start of a later hand, R10) and the agents to
use, so the table can be started with ``GunziTable.start_match(seats, state=..., agents=...)``:

- ``dealer_scenario``: the human deals (L=3), can declare ♥3 during the deal, receives tribute from seat 3
  and returns it (R12), takes the revealed bottom and exchanges six, holding BJ and SJ (R14.3).
- ``tribute_scenario``: the human is prev(D) and owes three cards of tribute to seat 1 (R12.1, R12.3).
- ``burial_scenario``: seat 3 deals and buries a joker-free bottom with ♠4/♦4 tied as its lowest pickable
  cards; the human (next(D), first to choose, R15.1) holds big jokers: the bottom stays hidden until he
  lays them (R15.3-R15.5, R27), then he chooses between the tied fours.
- ``triple_joker_scenario``: the human holds three small jokers and names the suit (R10.3).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from gunapp.games.gunzi.ai.levels import make_agent
from gunapp.games.gunzi.engine.actions import Bury, Declare, Pass
from gunapp.games.gunzi.engine.phase import Phase
from gunapp.games.gunzi.engine.state import GunziState
from gunapp.models.game_model import SeatConfig
from gunapp.models.table_agents import Agent
from tests.gunzi.helpers import build_deck, cs, later_hand

SEATS = [SeatConfig("human", None)] + [SeatConfig("ai", "normal")] * 3


class Scripted:
    """The normal AI, except that it declares ``declare`` as soon as it may (R10.2) and its exchange
    (R14.1) buries exactly ``bury``."""

    def __init__(self, seat: int, declare: str = "", bury: str = "", seed: int = 7) -> None:
        self.seat = seat
        self.declare = tuple(cs(declare))
        self.bury = tuple(cs(bury))
        self._inner = make_agent("normal", seed)
        self.name = "scripted"

    def choose(
        self, view: Any, legal: Sequence[Any], *, rng: random.Random, deadline: float | None = None
    ) -> Any:
        if view.phase in (Phase.DEAL, Phase.WINDOW) and self.declare:
            mine = [
                a
                for a in legal
                if isinstance(a, Declare) and sorted(map(str, a.cards)) == sorted(map(str, self.declare))
            ]
            if mine:
                return mine[0]
            return next(a for a in legal if isinstance(a, Pass))
        if view.phase is Phase.EXCHANGE and self.bury:
            return Bury(self.seat, self.bury)
        return self._inner.choose(view, legal, rng=rng, deadline=deadline)


def dealer_scenario() -> tuple[GunziState, dict[int, Agent]]:
    deck = build_deck(
        {0: "3H 8C BJ 3H SJ 7D 3H 9S", 1: "BJ", 2: "BJ SJ", 3: "AS AS AH AC SJ"},
        bottom="4S 9C JD 6H 8S QC",
        filler_first="3S 3C 3D",
        dump=2,
    )
    return later_hand(deck, dealer=0, levels=(3, 4), blood=2), {}


def tribute_scenario() -> tuple[GunziState, dict[int, Agent]]:
    deck = build_deck(
        {0: "AS AH QD 4C 6C 7D", 1: "4H 4H 4H BJ", 2: "BJ SJ", 3: "BJ SJ SJ"},
        bottom="3C 9C JD 6H 8S QC",
        filler_first="4S 4C 4D",
        dump=3,
        starter=1,
    )
    return later_hand(deck, dealer=1, levels=(3, 4), blood=3), {1: Scripted(1, declare="4H 4H 4H")}


#: the dealer's six: ♠4/♦4 (plain, tied), ♥9 and ♠2 (trumps) are pickable; ♣K and ♦10 are points
BURIED = "4S 4D KC TD 9H 2S"


def burial_scenario() -> tuple[GunziState, dict[int, Agent]]:
    deck = build_deck(
        {0: "BJ BJ SJ 8C", 1: "BJ SJ", 2: "SJ", 3: f"3H 3H 3H {BURIED}"},
        bottom="6S 9C JD 6H 8S QC",
        filler_first="3S 3C 3D",
        dump=2,
        starter=3,
    )
    state = later_hand(deck, dealer=3, levels=(4, 3))
    return state, {3: Scripted(3, declare="3H 3H 3H", bury=BURIED)}


def triple_joker_scenario() -> tuple[GunziState, dict[int, Agent]]:
    deck = build_deck(
        {0: "SJ 3S SJ 9D SJ", 1: "BJ", 2: "BJ", 3: "BJ"},
        bottom="4S 9C JD 6H 8S QC",
        filler_first="3S 3H 3C 3D",
        dump=2,
    )
    return later_hand(deck, dealer=0, levels=(3, 4)), {}
