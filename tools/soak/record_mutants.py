"""Mutated records and the oracle that judges what the reader did with them (issue 10 item 4, issue 14 item 8).

``base_records(game, seed)`` plays real matches (finished hands, a re-deal where one comes, and an autosave
cut in the middle of a hand) and returns their record texts. ``mutate(text, rng)`` damages one the way a
careless editor or a bad disk would: a field deleted, a value changed to another value or type, events
dropped, swapped or duplicated, a hand dropped, the text truncated. ``judge(text)`` feeds a mutant to
``parse_record`` and the resume preparation and says what happened:

- ``rejected``: ``RecordError`` (the reader's clear error);
- ``accepted``: read, and the replay agrees with every field the mutant states (the record the engine writes
  for the replayed match equals the mutant, options left out taking their defaults), and the resume
  preparation's start plus its actions reach that same match;
- ``contradicting``: accepted although the replay says otherwise (the reader's defect this module measures);
- ``crash``: any other exception.
"""

from __future__ import annotations

import copy
import json
import random
from collections.abc import Callable
from typing import Any

from gunapp.core.cards import Card
from gunapp.core.prepare import prepare
from gunapp.core.record import GameRecord, RecordError, parse_record, read_options
from gunapp.games.doudizhu.engine import record_io as ddz_io
from gunapp.games.doudizhu.engine.numbered import NumberedSession, ddz_number_fits
from gunapp.games.doudizhu.engine.rules import Options, Variant
from gunapp.games.doudizhu.engine.state import Phase as DdzPhase
from gunapp.games.gunzi.ai import RandomAgent, RuleAgent
from gunapp.games.gunzi.ai.runner import play_hand, step
from gunapp.games.gunzi.engine import record_io as gunzi_io
from gunapp.games.gunzi.engine.numbered import gunzi_number_fits, mark_gunzi
from gunapp.games.gunzi.engine.phase import Phase
from gunapp.games.gunzi.engine.rules import GunziOptions
from gunapp.games.gunzi.engine.state import GunziState

GAMES = ("gunzi", "ddz3", "ddz4")
OUTCOMES = ("accepted", "rejected", "contradicting", "crash")


# -- base records ---------------------------------------------------------------------------------------
def _gunzi_records(seed: int) -> list[str]:
    rng = random.Random(seed)
    options = GunziOptions(cyclesPerMatch=5, riot="ON", followMode=rng.choice(["LIVE", "DEAD"]))  # type: ignore[arg-type]
    state = GunziState.new(options, seed)
    mark_gunzi(state)  # a numbered first hand (issue 24 item 8): its deal_number is mutated too
    agents = [RuleAgent(), RandomAgent(), RuleAgent(), RandomAgent()]
    for _ in range(2):
        play_hand(state, agents, rng)
    finished = gunzi_io.to_record(state).to_json()
    # an autosave: the next hand cut after a random number of steps (in the deal or in the play)
    if state.phase is Phase.HAND_OVER:
        step(state, agents, rng)
    for _ in range(rng.randrange(1, 260)):
        if state.phase in (Phase.HAND_OVER, Phase.MATCH_OVER):
            break
        step(state, agents, rng)
    return [finished, gunzi_io.to_record(state).to_json()]


def _ddz_records(game: str, seed: int) -> list[str]:
    rng = random.Random(seed)
    variant = Variant(game)
    session = NumberedSession(variant, Options(spring=rng.random() < 0.5), seed=seed)  # deal_number fields

    def act() -> None:
        deal = session.deal
        seat = deal.to_act
        session.apply(rng.choice(session.legal_actions(seat)))

    for d in range(3):
        if d:
            session.next_deal()
        while session.deal.phase is not DdzPhase.ENDED:
            act()
    finished = ddz_io.session_record(session).to_json()
    session.next_deal()
    for _ in range(rng.randrange(0, 40)):
        if session.deal.phase is DdzPhase.ENDED:
            break
        act()
    return [finished, ddz_io.session_record(session).to_json()]


def base_records(game: str, seed: int) -> list[str]:
    """Record texts of real play: a finished match and an autosave in the middle of a hand."""
    return _gunzi_records(seed) if game == "gunzi" else _ddz_records(game, seed)


# -- mutations ------------------------------------------------------------------------------------------
Path = list[str | int]
OTHER_VALUES: list[Any] = [
    None,
    True,
    False,
    0,
    1,
    2,
    3,
    4,
    -1,
    7,
    99,
    1.5,
    "",
    "x",
    "3",
    "AS",
    "BJ",
    [],
    {},
    [1],
]


def _paths(node: Any, path: Path, out: list[Path], decks: bool) -> None:
    out.append(path)
    if isinstance(node, dict):
        for k, v in node.items():
            if k == "deck" and not decks:
                continue  # 162 codes a hand would drown every other field
            _paths(v, [*path, k], out, decks)
    elif isinstance(node, list):
        for i, v in enumerate(node):
            _paths(v, [*path, i], out, decks)


def _get(data: Any, path: Path) -> Any:
    for p in path:
        data = data[p]
    return data


def _delete(data: Any, rng: random.Random) -> str:
    paths = [p for p in _all(data, rng) if p]
    path = rng.choice(paths)
    parent = _get(data, path[:-1])
    del parent[path[-1]]
    return f"delete {_name(path)}"


def _change(data: Any, rng: random.Random) -> str:
    paths = [p for p in _all(data, rng) if p]
    path = rng.choice(paths)
    parent = _get(data, path[:-1])
    old = parent[path[-1]]
    if type(old) is int and rng.random() < 0.5:
        new: Any = old + rng.choice([-2, -1, 1, 2, 4])
    elif type(old) is bool and rng.random() < 0.5:
        new = not old
    else:
        new = rng.choice(OTHER_VALUES)
    parent[path[-1]] = copy.deepcopy(new)
    return f"change {_name(path)}"


def _all(data: Any, rng: random.Random) -> list[Path]:
    """The paths to choose a damage among: a region first (results, the envelope and hand fields, events),
    so the few fields the replay derives are hit as often as the hundreds of events."""
    out: list[Path] = []
    _paths(data, [], out, decks=rng.random() < 0.1)
    regions: list[list[Path]] = [[], [], []]
    for p in out:
        if "result" in p:
            regions[0].append(p)
        elif "events" not in p or (len(p) >= 4 and p[3] == 0):  # the envelope, hand fields, the marker
            regions[1].append(p)
        else:
            regions[2].append(p)
    pick = rng.choices(
        [r for r in regions if r], weights=[w for r, w in zip(regions, (3, 3, 4), strict=True) if r]
    )[0]
    return pick


def _events(data: Any, rng: random.Random) -> tuple[int, list[Any]] | None:
    hands = data.get("hands")
    if not isinstance(hands, list) or not hands:
        return None
    i = rng.randrange(len(hands))
    events = hands[i].get("events") if isinstance(hands[i], dict) else None
    return (i, events) if isinstance(events, list) and events else None


def _drop_event(data: Any, rng: random.Random) -> str:
    found = _events(data, rng)
    if found is None:
        return _delete(data, rng)
    i, events = found
    j = rng.randrange(len(events))
    del events[j]
    return f"drop hands[{i}].events[{j}]"


def _swap_events(data: Any, rng: random.Random) -> str:
    found = _events(data, rng)
    if found is None or len(found[1]) < 2:
        return _change(data, rng)
    i, events = found
    j = rng.randrange(len(events) - 1)
    k = j + 1 if rng.random() < 0.7 else rng.randrange(len(events))
    events[j], events[k] = events[k], events[j]
    return f"swap hands[{i}].events[{j}] and [{k}]"


def _duplicate_event(data: Any, rng: random.Random) -> str:
    found = _events(data, rng)
    if found is None:
        return _change(data, rng)
    i, events = found
    j = rng.randrange(len(events))
    events.insert(j, copy.deepcopy(events[j]))
    return f"duplicate hands[{i}].events[{j}]"


def _hand(data: Any, rng: random.Random) -> str:
    hands = data.get("hands")
    if not isinstance(hands, list) or not hands:
        return _change(data, rng)
    i = rng.randrange(len(hands))
    if rng.random() < 0.5:
        del hands[i]
        return f"drop hands[{i}]"
    hands.insert(i, copy.deepcopy(hands[i]))
    return f"duplicate hands[{i}]"


MUTATIONS: list[Callable[[Any, random.Random], str]] = [
    _delete,
    _change,
    _change,
    _change,
    _drop_event,
    _swap_events,
    _duplicate_event,
    _hand,
]


def _name(path: Path) -> str:
    return "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in path).lstrip(".")


def mutate(text: str, rng: random.Random) -> tuple[str, str]:
    """One to three damages to a record text: (mutant text, what was done)."""
    if rng.random() < 0.08:
        cut = rng.randrange(len(text))
        return text[:cut], f"truncate at {cut}"
    data = json.loads(text)
    done = [rng.choice(MUTATIONS)(data, rng) for _ in range(rng.choice([1, 1, 1, 2, 3]))]
    return json.dumps(data), "; ".join(done)


# -- the oracle -----------------------------------------------------------------------------------------
# Its own comparison, not the reader's: the oracle must not share the code it judges (and so it also measures
# an older reader, for the before/after figure).
def first_difference(stated: Any, replayed: Any, path: str = "") -> tuple[str, Any, Any] | None:
    """The first place where two JSON values differ, types included (``True`` is not ``1``)."""
    if type(stated) is not type(replayed):
        return path, stated, replayed
    if isinstance(stated, dict):
        for key in sorted(set(stated) | set(replayed)):
            if key not in stated or key not in replayed:
                return f"{path}.{key}", stated.get(key), replayed.get(key)
            found = first_difference(stated[key], replayed[key], f"{path}.{key}")
            if found:
                return found
        return None
    if isinstance(stated, list):
        if len(stated) != len(replayed):
            return f"{path} (length)", len(stated), len(replayed)
        for i, (a, b) in enumerate(zip(stated, replayed, strict=True)):
            found = first_difference(a, b, f"{path}[{i}]")
            if found:
                return found
        return None
    return None if stated == replayed else (path, stated, replayed)


def _normal(record: GameRecord) -> dict[str, Any]:
    return json.loads(record.to_json())  # type: ignore[no-any-return]


def rewrite(record: GameRecord) -> tuple[dict[str, Any], dict[str, Any]]:
    """The record as read (defaults filled) and the record the engine writes for its replay."""
    stated = _normal(record)
    if record.game == "gunzi":
        state = gunzi_io.replay(record)
        again = _normal(gunzi_io.to_record(state, record.seats))
    else:
        rep = ddz_io.replay(record)
        again = {**stated, "hands": [ddz_io.hand_record(d).model_dump(mode="json") for d in rep.deals]}
        again["options"] = rep.options.to_record()
    return stated, again


def contradiction(record: GameRecord) -> str | None:
    """Where an accepted record states something its replay contradicts (None: it agrees throughout)."""
    stated, again = rewrite(record)
    stated["options"] = {**again["options"], **stated["options"]}  # an option left out takes its default
    for hand in stated["hands"]:
        hand.pop("dealt", None)  # how far an autosave had dealt: the replay continues from it
    for hand in again["hands"]:
        hand.pop("dealt", None)
    found = first_difference(stated, again)
    if found is not None:
        return f"{found[0]}: stated {found[1]!r}, replay {found[2]!r}"
    wrong_number = _wrong_deal_number(record)
    if wrong_number is not None:
        return wrong_number
    prepared = prepare(record)  # the resume preparation: start + actions must reach the same match
    if record.game == "gunzi":
        state = copy.deepcopy(prepared.start)
        for action in prepared.actions:
            state.apply(action)
        resumed = _normal(gunzi_io.to_record(state, record.seats))
    else:
        session = prepared.start
        for action in prepared.actions:
            session.apply(action)
        resumed = _normal(ddz_io.session_record(session, record.seats))
        resumed["hands"] = resumed["hands"][: len(again["hands"])]  # a re-deal opens the next deal at once
    for hand in resumed["hands"]:
        hand.pop("dealt", None)
    found = first_difference(resumed["hands"], again["hands"], "hands")
    if found is not None:
        return f"resume: {found[0]}: resumed {found[1]!r}, replay {found[2]!r}"
    return None


def _wrong_deal_number(record: GameRecord) -> str | None:
    """A hand whose ``deal_number`` does not deal its cards: the viewer would show "Deal #N" on other cards
    (the replay carries the stated number along, so the comparison above cannot see it)."""
    for i, hand in enumerate(record.hands):
        extra = hand.model_extra or {}
        if "deal_number" not in extra:
            continue
        number = extra["deal_number"]
        deck = [Card.parse(c) for c in hand.deck]
        if record.game == "gunzi":
            options = read_options(GunziOptions, record.options)
            fits = i == 0 and gunzi_number_fits(number, record.seed, deck, options)
        else:
            marker = hand.events[0].get("index") if hand.events else None
            fits = ddz_number_fits(Variant(record.game), number, deck, marker, hand.dealer)  # type: ignore[arg-type]
        if not fits:
            return f"hands[{i}].deal_number: {number!r} does not deal this hand's cards"
    return None


def judge(text: str) -> tuple[str, str]:
    """(outcome, detail) for one record text; outcome is one of ``OUTCOMES``."""
    try:
        record = parse_record(text)
        prepare(record)
    except RecordError as exc:
        return "rejected", str(exc)
    except Exception as exc:  # the defect this measures: anything but the reader's error
        return "crash", f"{type(exc).__name__}: {exc}"
    try:
        where = contradiction(record)
    except Exception as exc:
        return "crash", f"oracle: {type(exc).__name__}: {exc}"
    return ("contradicting", where) if where else ("accepted", "")
