"""The engine half of the conformance harness (issue 25): every registered game, and the suite's third game,
driven through ``core.engine.GameEngine`` alone, the way OpenSpiel runs one random-play test over all its
games. A new game that forgets part of the contract fails here with the part named."""

from __future__ import annotations

import copy
import random
from collections import Counter
from typing import Any

import pytest

from gunapp.core import registry
from gunapp.core.cards import Card
from gunapp.core.engine import GameEngine
from gunapp.core.errors import IllegalAction
from gunapp.core.game_spec import load
from gunapp.core.record import validate

from .conftest import GAME_KEYS
from .engine_play import hidden_cards_seen, new_engine, next_action, play_hands, unmapped_events


@pytest.mark.parametrize("key", GAME_KEYS)
def test_the_engine_speaks_the_protocol(key: str) -> None:
    spec = registry.game(key)
    engine = new_engine(key, 3)
    assert isinstance(engine, GameEngine)
    rng = random.Random(3)
    for _ in range(60):
        seats = engine.seats_to_act()
        assert isinstance(seats, tuple) and all(isinstance(s, int) and 0 <= s < spec.players for s in seats)
        assert isinstance(engine.hand_phase(), str) and engine.hand_phase()
        hands = engine.hand_cards()
        assert len(hands) == spec.players and all(isinstance(c, Card) for h in hands for c in h)
        assert isinstance(engine.hand_over(), bool) and isinstance(engine.match_over(), bool)
        for seat in range(spec.players):
            assert engine.view(seat) is not None
            assert isinstance(list(engine.legal_actions(seat)), list)
        events = engine.apply(next_action(engine, rng))
        assert isinstance(events, list)


@pytest.mark.parametrize("seed", [1, 2])
@pytest.mark.parametrize("key", GAME_KEYS)
def test_random_play_reaches_the_end_of_hands(key: str, seed: int) -> None:
    """Two hands of random legal play: someone always may act, or the table moves, or the hand is over."""
    engine = new_engine(key, seed)
    events = play_hands(engine, random.Random(seed), hands=2)
    assert events, "two hands without an event"
    ends = load(registry.game(key).trick_end)
    assert any(ends([e]) for e in events), "no trick or round ended in two hands (GameSpec.trick_end)"
    deck = Counter(registry.game(key).deck_faces() * registry.game(key).decks)
    assert all(deck[c.code] > 0 for h in engine.hand_cards() for c in h), "a card not of the game's deck"


@pytest.mark.parametrize("key", GAME_KEYS)
def test_an_illegal_action_changes_nothing(key: str) -> None:
    engine = new_engine(key, 5)
    rng = random.Random(5)
    while not engine.seats_to_act():
        engine.apply(next_action(engine, rng))
    seat = engine.seats_to_act()[0]
    action = rng.choice(list(engine.legal_actions(seat)))
    engine.apply(action)
    before = (engine.hand_cards(), engine.seats_to_act(), engine.hand_phase())
    if engine.seats_to_act() == (seat,) and action in engine.legal_actions(seat):
        pytest.skip("the same action is legal again")  # not for any game so far
    with pytest.raises(IllegalAction):
        engine.apply(action)  # the seat has acted: the same action again is not its to take
    assert (engine.hand_cards(), engine.seats_to_act(), engine.hand_phase()) == before


@pytest.mark.parametrize("key", GAME_KEYS)
def test_a_copy_is_a_match_of_its_own(key: str) -> None:
    """``copy.deepcopy`` (the replay's snapshots, Play from here) gives an independent, equal match."""
    engine = new_engine(key, 7)
    rng = random.Random(7)
    for _ in range(40):
        engine.apply(next_action(engine, rng))
    twin = copy.deepcopy(engine)
    moves = random.Random(8)
    for _ in range(40):
        if engine.match_over():
            break
        action = next_action(engine, moves)
        assert engine.apply(action) == twin.apply(action)
    state = (engine.hand_cards(), engine.seats_to_act(), engine.hand_phase())
    assert (twin.hand_cards(), twin.seats_to_act(), twin.hand_phase()) == state
    for _ in range(10):
        if not twin.match_over():
            twin.apply(next_action(twin, moves))
    assert (engine.hand_cards(), engine.seats_to_act(), engine.hand_phase()) == state  # the copy moved alone


@pytest.mark.parametrize("key", GAME_KEYS)
def test_views_never_show_a_hidden_card(key: str) -> None:
    """A seat's view holds its own cards, the cards it held this hand (a tribute it returned, R12.4) and what
    every seat sees; never a face only another seat holds (R27, D4.5): checked after every action of a random
    hand."""
    engine = new_engine(key, 11)
    assert hidden_cards_seen(engine, registry.game(key).players, random.Random(11)) == []


def test_the_view_check_finds_a_leak(monkeypatch: pytest.MonkeyPatch) -> None:
    """The check can fail: a third-game view that shows seat 0 the others' cards is caught."""
    from tests.third_game.engine import TrickMatch

    real = TrickMatch.view

    def leaky(self: TrickMatch, seat: int) -> object:
        return (real(self, seat), self.holdings if seat == 0 else ())

    monkeypatch.setattr(TrickMatch, "view", leaky)
    engine = new_engine("hightrick", 11)
    assert hidden_cards_seen(engine, 3, random.Random(11))


@pytest.mark.parametrize("key", GAME_KEYS)
def test_the_spec_names_every_plug_in(key: str) -> None:
    """Every dotted path loads; the deck the record checks is the deck the engine deals."""
    spec = registry.game(key)
    for path in (spec.codec, spec.engine, spec.agents, spec.model, spec.table, spec.sim, spec.demo):
        assert load(path) is not None, path
    assert callable(spec.load_trick_end()) and callable(spec.load_hand_order())
    engine = new_engine(key, 13)
    order = spec.load_hand_order()(engine)
    assert sorted(engine.hand_cards()[0], key=order) is not None
    assert spec.load_deal_number()(engine) is None or isinstance(spec.load_deal_number()(engine), int)
    kit = load(spec.table_kit)
    for name in ("seat_name", "history", "history_title", "history_heading", "last_label", "cue_plan"):
        assert callable(getattr(kit, name)), name


@pytest.mark.parametrize("key", GAME_KEYS)
def test_the_record_check_takes_the_games_own_deck_and_seats(key: str) -> None:
    """``core.record.validate`` checks the deck against ``GameSpec.faces`` x ``decks`` and seats against
    ``players``: a game of 24 cards or of 5 seats passes it."""
    from gunapp.core.record import GameRecord, HandRecord, RecordError, SeatInfo

    spec = registry.game(key)
    deck = list(spec.deck_faces()) * spec.decks
    seats = [SeatInfo(kind="ai", level="normal")] * spec.players
    record = GameRecord(
        game=key, seed=1, seats=seats, hands=[HandRecord(deck=deck, starter=spec.players - 1)]
    )
    validate(record)
    with pytest.raises(RecordError):
        validate(record.model_copy(update={"hands": [HandRecord(deck=deck[1:], starter=0)]}))
    with pytest.raises(RecordError):
        validate(record.model_copy(update={"hands": [HandRecord(deck=deck, starter=spec.players)]}))


def test_a_game_offered_from_outside_joins_and_leaves_the_registry() -> None:
    """``registry.register``: a spec found outside gunapp/games is offered (the third game here), once; a key
    taken already is refused; ``unregister`` withdraws it and never a game found in its folder."""
    from dataclasses import replace

    from tests.third_game.spec import SPEC

    assert registry.game(SPEC.key) is SPEC  # the package fixture offered it
    registry.register(SPEC)  # again: no change
    assert registry.game_keys().count(SPEC.key) == 1
    with pytest.raises(ValueError):
        registry.register(replace(SPEC, title="another"))
    registry.unregister("gunzi")
    assert "gunzi" in registry.game_keys()


def test_no_file_of_the_app_knows_the_third_game() -> None:
    """The third game passes the harness with nothing in gunapp/ naming it."""
    from pathlib import Path

    from tests.third_game.spec import SPEC

    root = Path(__file__).resolve().parents[2] / "gunapp"
    naming = [
        p.name for p in root.rglob("*.py") if SPEC.key in (t := p.read_text("utf-8")) or "third_game" in t
    ]
    assert naming == []


def test_the_sound_check_finds_an_event_without_a_cue() -> None:
    """The check can fail: a plan that does not know a kind of event is reported by that kind's name."""
    from tests.third_game.engine import CardLaid
    from tests.third_game.kit import TrickCues

    class Deaf(TrickCues):
        def cues(self, e: object) -> Any:
            return None if isinstance(e, CardLaid) else super().cues(e)

    engine = new_engine("hightrick", 2)
    events = play_hands(engine, random.Random(2), hands=1)
    assert unmapped_events(TrickCues(0), events) == []
    assert unmapped_events(Deaf(0), events) == ["CardLaid"]
