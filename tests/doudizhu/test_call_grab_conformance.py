"""The engine half of the conformance harness (``tests/conformance``) on Dou Dizhu with the call-and-grab
options on (section 11, the 欢乐 preset and each option alone): the contract's types, hands that end, an
illegal action that changes nothing, an independent deep copy, and no view showing a hidden card (a shown hand
is in every view: public, D11.11)."""

from __future__ import annotations

import copy
import random

import pytest

from gunapp.core.engine import GameEngine
from gunapp.core.errors import IllegalAction
from gunapp.games.doudizhu.contract import trick_end
from gunapp.games.doudizhu.engine.match_codec import new_ddz3, new_ddz4
from gunapp.games.doudizhu.engine.presets import HAPPY
from gunapp.games.doudizhu.engine.rules import Options
from gunapp.games.doudizhu.engine.session import Session
from tests.conformance.engine_play import hidden_cards_seen, next_action, play_hands

OPTION_SETS = [
    HAPPY.options(),
    Options(bidding="grab"),
    Options(doubling="super"),
    Options(showHand=True),
]
FACTORIES = [(new_ddz3, 3), (new_ddz4, 4)]


def engines() -> list[tuple[Session, int]]:
    return [(make(o, 5), n) for o in OPTION_SETS for make, n in FACTORIES]


@pytest.mark.parametrize(("engine", "players"), engines())
def test_the_engine_speaks_the_protocol_and_hands_end(engine: Session, players: int) -> None:
    assert isinstance(engine, GameEngine)
    events = play_hands(engine, random.Random(3), hands=2)
    assert any(trick_end([e]) for e in events)


@pytest.mark.parametrize(("engine", "players"), engines())
def test_views_never_show_a_hidden_card(engine: Session, players: int) -> None:
    assert hidden_cards_seen(engine, players, random.Random(11)) == []


@pytest.mark.parametrize(("engine", "players"), engines())
def test_an_illegal_action_changes_nothing_and_a_copy_is_independent(engine: Session, players: int) -> None:
    rng = random.Random(7)
    for _ in range(players + 2):  # into the show round, the auction or the doubling round
        engine.apply(next_action(engine, rng))
    seat = engine.seats_to_act()[0]
    action = engine.legal_actions(seat)[0]
    twin = copy.deepcopy(engine)
    engine.apply(action)
    before = (engine.hand_cards(), engine.seats_to_act(), engine.hand_phase())
    if engine.seats_to_act() != (seat,) or action not in engine.legal_actions(seat):
        with pytest.raises(IllegalAction):
            engine.apply(action)
    assert (engine.hand_cards(), engine.seats_to_act(), engine.hand_phase()) == before
    assert twin.apply(action) and twin.view(seat) == engine.view(seat)
