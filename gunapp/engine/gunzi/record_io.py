"""Gunzi game records in ``gunapp-record/1`` (shared/DESIGN.md): write, read, replay.

``to_record(state, seats)`` builds the envelope from the state's own log (every deal, including re-deals);
``replay(record)`` rebuilds the state by applying the recorded decisions to a fresh match whose decks and
starters come from the record, checking every recorded chance event (flip, draw) and result on the way.
Any mismatch or unreadable event raises ``RecordError``; nothing is half-loaded.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from gunapp.cards import Card, CardCodeError, Suit, parse_cards
from gunapp.engine.errors import IllegalAction
from gunapp.engine.gunzi.actions import (
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
from gunapp.engine.gunzi.phase import Phase
from gunapp.engine.gunzi.rules import GunziOptions
from gunapp.engine.gunzi.state import GunziState
from gunapp.engine.record import GameRecord, RecordError, SeatInfo, load_record, save_record

#: recorded by the engine itself, not decided by a seat: checked on replay, never applied
CHANCE_TYPES = ("flip", "draw")


def to_record(state: GunziState, seats: Sequence[SeatInfo] | None = None) -> GameRecord:
    """The match so far as a record (the current deal included, with an empty result while unfinished)."""
    seat_info = list(seats) if seats is not None else [SeatInfo(kind="ai", level=None) for _ in range(4)]
    return GameRecord(
        game="gunzi",
        options=state.options.to_record(),
        seed=state.seed,
        seats=seat_info,
        hands=[dict(h) for h in state.records],  # type: ignore[misc]
    )


def save(state: GunziState, path: str | Path, seats: Sequence[SeatInfo] | None = None) -> None:
    save_record(to_record(state, seats), path)


def load(path: str | Path) -> GunziState:
    """Read a record file and replay it; raises ``RecordError``."""
    return replay(load_record(path))


def _cards(event: dict[str, Any], key: str) -> tuple[Card, ...]:
    try:
        return tuple(parse_cards(event.get(key) or []))
    except CardCodeError as exc:
        raise RecordError(str(exc)) from None


def _action(event: dict[str, Any], phase: Phase) -> Action:
    kind = event.get("type")
    seat = event.get("seat")
    if not isinstance(seat, int):
        raise RecordError(f"event {kind!r} needs a seat")
    if kind == "declare":
        suit = event.get("suit")
        try:
            named = Suit(suit) if suit is not None else None
        except ValueError:
            raise RecordError(f"bad suit {suit!r}") from None
        return Declare(seat, _cards(event, "cards"), named)
    if kind in ("pass", "pass_bury"):
        return Pass(seat)
    if kind == "tribute":
        return PayTribute(seat, _cards(event, "cards"))
    if kind == "riot":
        return Riot(seat, _cards(event, "cards"))
    if kind == "return":
        return ReturnTribute(seat, _cards(event, "cards"))
    if kind == "bury":
        return Bury(seat, _cards(event, "cards"))
    if kind == "bury_jokers":
        return BuryJokers(seat, _cards(event, "jokers"), _cards(event, "picked"))
    if kind == "play":
        return Play(seat, _cards(event, "cards"))
    raise RecordError(f"unknown gunzi event type {kind!r}")


def replay(record: GameRecord) -> GunziState:
    """Rebuild the state a record describes; raises ``RecordError`` on anything it cannot reproduce."""
    if record.game != "gunzi":
        raise RecordError(f"not a gunzi record: {record.game!r}")
    try:
        options = GunziOptions.model_validate(record.options)
    except ValidationError as exc:
        raise RecordError(f"options: {exc.errors()[0]['msg']}") from None
    preset: dict[int, tuple[tuple[Card, ...], int | None]] = {}
    for i, hand in enumerate(record.hands):
        preset[i] = (tuple(parse_cards(hand.deck)), hand.starter)
    state = GunziState.new(options, record.seed, preset)
    for i, hand in enumerate(record.hands):
        where = f"hands[{i}]"
        if i > 0:
            if state.phase is Phase.HAND_OVER:
                state.apply(NextHand())
            if state.deal_no != i:
                raise RecordError(f"{where}: the match is over or the previous hand is unfinished")
        if state.starter != hand.starter:
            raise RecordError(
                f"{where}.starter: the rules give {state.starter}, the record says {hand.starter}"
            )
        for j, event in enumerate(hand.events):
            _replay_event(state, i, event, f"{where}.events[{j}]")
            if state.deal_no != i:
                break  # a re-deal happened inside this event
        _finish_deal(state, i, hand.result, where)
    return state


def _replay_event(state: GunziState, i: int, event: dict[str, Any], where: str) -> None:
    kind = event.get("type")
    if kind in CHANCE_TYPES:
        if state.deal_no == i:
            _deal_until(state, 156, where)  # flips and draws happen as the window closes
        logged = state.records[i]["events"]
        if not any(e == event for e in logged):
            raise RecordError(f"{where}: {kind} {event.get('card')!r} does not follow from the deck and seed")
        return
    at = event.get("at")
    if kind == "declare":
        if not isinstance(at, int) or not 0 <= at <= 156:
            raise RecordError(f"{where}.at: a declaration needs 'at' between 0 and 156")
        _deal_until(state, at, where)
    elif state.phase is Phase.DEAL:
        _deal_until(state, 156, where)
    try:
        state.apply(_action(event, state.phase))
    except IllegalAction as exc:
        raise RecordError(f"{where}: illegal {kind}: {exc.code} {exc.params} [{exc.rule}]") from None


def _deal_until(state: GunziState, at: int, where: str) -> None:
    if state.dealt > at:
        raise RecordError(f"{where}.at: {at} cards, but {state.dealt} are dealt already")
    while state.phase is Phase.DEAL and state.dealt < at:
        state.apply(DealNext())


def _finish_deal(state: GunziState, i: int, result: dict[str, Any], where: str) -> None:
    """Deal out a hand whose events ended early (e.g. a re-deal) and compare the recorded result."""
    if result.get("redeal"):
        if state.deal_no == i:
            _deal_until(state, 156, where)
        if state.deal_no != i + 1:
            raise RecordError(f"{where}.result: the record says re-deal, the rules do not")
        return
    if not result:
        return  # an unfinished last hand
    if state.deal_no != i or state.phase not in (Phase.HAND_OVER, Phase.MATCH_OVER):
        raise RecordError(f"{where}.result: the events do not finish the hand")
    mine = state.records[i]["result"]
    for key in ("points", "dig", "outcome", "levels", "next_dealer", "blood"):
        if key in result and result[key] != mine.get(key):
            raise RecordError(
                f"{where}.result.{key}: recorded {result[key]!r}, replay gives {mine.get(key)!r}"
            )
