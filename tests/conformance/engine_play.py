"""Driving any game's engine through the contract alone (``core.engine.GameEngine``): what the harness does
to every registered game, with no knowledge of its actions, events or views."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Iterator
from typing import Any

from gunapp.core import registry
from gunapp.core.cards import Card
from gunapp.core.engine import AnyEngine
from gunapp.core.game_spec import load

#: a hand longer than this is a stuck engine (a Gunzi hand is some 400 actions, its deal included)
MAX_ACTIONS = 4000


def new_engine(key: str, seed: int, preset: str | None = None) -> AnyEngine:
    """A new match of ``key`` at its default options, or at its house-rules preset ``preset``."""
    spec = registry.game(key)
    options = None
    if preset is not None:
        rules = spec.rules
        chosen = next(p for p in load(rules.presets) if p.key == preset)
        options = load(rules.options).model_validate({**load(rules.defaults)(), **chosen.values})
    engine: AnyEngine = load(spec.engine)(options, seed)
    return engine


def next_action(engine: AnyEngine, rng: random.Random) -> Any:
    """A random legal action of the seat to act, else the table's own move, else the next hand."""
    seats = engine.seats_to_act()
    if seats:
        legal = list(engine.legal_actions(seats[0]))
        assert legal, f"seat {seats[0]} is to act with no legal action (phase {engine.hand_phase()})"
        return rng.choice(legal)
    table = engine.table_action()
    if table is not None:
        return table
    assert engine.hand_over(), (
        f"nobody acts, the table does nothing, the hand is not over ({engine.hand_phase()})"
    )
    return engine.next_hand()


def play_hands(engine: AnyEngine, rng: random.Random, hands: int) -> list[Any]:
    """Play ``hands`` hands (or to the match's end) by random legal actions; the events, in order."""
    events: list[Any] = []
    done = 0
    for _ in range(MAX_ACTIONS * hands):
        if engine.match_over():
            return events
        if engine.hand_over() and not engine.seats_to_act():
            done += 1
            if done >= hands:
                return events
        events += engine.apply(next_action(engine, rng))
    raise AssertionError(f"{hands} hands not over after {MAX_ACTIONS * hands} actions")


def cards_in(value: Any, seen: set[int] | None = None) -> Iterator[Card]:
    """Every ``Card`` reachable from ``value`` (dataclass fields, containers, mappings)."""
    seen = set() if seen is None else seen
    if isinstance(value, Card):
        yield value
        return
    if isinstance(value, str | bytes | int | float | bool) or value is None or id(value) in seen:
        return
    seen.add(id(value))
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        for f in dataclasses.fields(value):
            yield from cards_in(getattr(value, f.name), seen)
    elif isinstance(value, dict):
        for k, v in value.items():
            yield from cards_in(k, seen)
            yield from cards_in(v, seen)
    elif isinstance(value, list | tuple | set | frozenset):
        for v in value:
            yield from cards_in(v, seen)


def hidden_cards_seen(engine: AnyEngine, players: int, rng: random.Random, actions: int = 600) -> list[str]:
    """Play up to ``actions`` of a hand at random; after each, what a seat's view shows that only another seat
    holds: not its own cards, not a card it held this hand (a tribute it returned, R12.4), not a card every
    seat's view shows (public). Empty: nothing hidden was seen."""
    held: list[set[Card]] = [set() for _ in range(players)]
    for _ in range(actions):
        if engine.hand_over() and not engine.seats_to_act():
            break
        hands = engine.hand_cards()
        for seat, cards in enumerate(hands):
            held[seat] |= set(cards)
        faces = [set(cards_in(engine.view(s))) for s in range(players)]
        public = set.intersection(*faces)
        for seat in range(players):
            others = {c for s, h in enumerate(hands) if s != seat for c in h} - held[seat] - public
            leaked = faces[seat] & others
            if leaked:
                return [f"seat {seat} sees {sorted(map(str, leaked))} at {engine.hand_phase()}"]
        engine.apply(next_action(engine, rng))
    return []


def unmapped_events(plan: Any, events: list[Any]) -> list[str]:
    """The kinds of ``events`` a sound plan (``sound.plan.CuePlan``) does not know (it answers None)."""
    first: dict[type, Any] = {}
    for e in events:
        first.setdefault(type(e), e)
    return sorted(kind.__name__ for kind, e in first.items() if plan.cues(e) is None)


def hidden_in(value: Any, engine: AnyEngine, seat: int, held: set[Card]) -> set[Card]:
    """Cards in ``value`` (an event as ``seat`` was shown it) that only other seats hold now: not ``seat``'s,
    not one it ``held`` this hand, not one every seat's view shows."""
    hands = engine.hand_cards()
    public = set.intersection(*(set(cards_in(engine.view(s))) for s in range(len(hands))))
    others = {c for s, h in enumerate(hands) if s != seat for c in h} - set(hands[seat]) - held - public
    return set(cards_in(value)) & others


def event_leaks(model: Any, raw: Any, shown: Any, held: set[Card]) -> set[Card]:
    """Cards the event ``shown`` to ``model.viewer`` (``raw`` as the engine gave it) carries that only another
    seat holds (R27). What the model's redaction of ``raw`` shows every seat counts as public (Gunzi's bottom
    turned face up, R13): so this finds a card shown to the wrong seat, not a redaction forgotten for all seats
    alike (the view check covers the state)."""
    seats = range(len(model.seats))
    public = set.intersection(*(set(cards_in(model._redact(raw, s))) for s in seats))
    return hidden_in(shown, model.engine, model.viewer, held) - public
