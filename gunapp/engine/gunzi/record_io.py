"""Gunzi game records in ``gunapp-record/1`` (shared/DESIGN.md): write, read, replay.

``to_record(state, seats)`` builds the envelope from the state's own log (every deal, including re-deals);
``replay(record)`` rebuilds the state by applying the recorded decisions to a fresh match whose decks and
starters come from the record, checking every recorded chance event (flip, draw) and result on the way.
Any mismatch or unreadable event raises ``RecordError``; nothing is half-loaded.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Sequence
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

#: called with (hand index, state before the action, action) for every action a replay applies
ActionHook = Callable[[int, GunziState, Action], None]


def _apply(state: GunziState, i: int, action: Action, hook: ActionHook | None) -> None:
    if hook is not None:
        hook(i, state, action)
    state.apply(action)


def to_record(state: GunziState, seats: Sequence[SeatInfo] | None = None) -> GameRecord:
    """The match so far as a record (the current deal included, with an empty result while unfinished).

    A deal saved part-way has the extra field ``dealt`` (cards dealt so far), so a resumed match continues
    from that card rather than from the last declaration."""
    seat_info = list(seats) if seats is not None else [SeatInfo(kind="ai", level=None) for _ in range(4)]
    hands = [dict(h) for h in state.records]
    if hands and state.phase is Phase.DEAL and state.dealt and not hands[-1].get("result"):
        hands[-1]["dealt"] = state.dealt
    return GameRecord(
        game="gunzi",
        options=state.options.to_record(),
        seed=state.seed,
        seats=seat_info,
        hands=hands,  # type: ignore[arg-type]
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


def replay(record: GameRecord, on_action: ActionHook | None = None) -> GunziState:
    """Rebuild the state a record describes; raises ``RecordError`` on anything it cannot reproduce.

    ``on_action`` sees every action applied (dealing steps and ``NextHand`` included), before it applies."""
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
                _apply(state, i, NextHand(), on_action)
            if state.deal_no != i:
                raise RecordError(f"{where}: the match is over or the previous hand is unfinished")
        if state.starter != hand.starter:
            raise RecordError(
                f"{where}.starter: the rules give {state.starter}, the record says {hand.starter}"
            )
        number = (hand.model_extra or {}).get("deal_number")  # gunapp.engine.deal_numbers
        if isinstance(number, int) and state.records:
            state.records[-1]["deal_number"] = number
        for j, event in enumerate(hand.events):
            _replay_event(state, i, event, f"{where}.events[{j}]", on_action)
            if state.deal_no != i:
                break  # a re-deal happened inside this event
        _finish_deal(state, i, hand.result, where, on_action, hand.model_extra)
    return state


def resume_point(record: GameRecord) -> tuple[GunziState, list[Action]]:
    """Where to pick up a saved match: the state at the start of the record's last hand (after its
    ``NextHand``) and the actions (dealing steps included) that bring it to the end of the record.

    A table starts from the first and applies the second at animation speed 0, so it shows the position
    without playing the hand again. Raises ``RecordError`` like ``replay``."""
    last = len(record.hands) - 1
    start: list[GunziState] = []
    actions: list[Action] = []

    def hook(i: int, state: GunziState, action: Action) -> None:
        if i != last or isinstance(action, NextHand):
            return
        if not start:
            start.append(copy.deepcopy(state))
        actions.append(action)

    final = replay(record, hook)
    return (start[0] if start else final), actions


def _replay_event(
    state: GunziState, i: int, event: dict[str, Any], where: str, hook: ActionHook | None = None
) -> None:
    kind = event.get("type")
    if kind in CHANCE_TYPES:
        if state.deal_no == i:
            _deal_until(state, 156, where, i, hook)  # flips and draws happen as the window closes
        logged = state.records[i]["events"]
        if not any(e == event for e in logged):
            raise RecordError(f"{where}: {kind} {event.get('card')!r} does not follow from the deck and seed")
        return
    at = event.get("at")
    if kind == "declare":
        if not isinstance(at, int) or not 0 <= at <= 156:
            raise RecordError(f"{where}.at: a declaration needs 'at' between 0 and 156")
        _deal_until(state, at, where, i, hook)
    elif state.phase is Phase.DEAL:
        _deal_until(state, 156, where, i, hook)
    try:
        _apply(state, i, _action(event, state.phase), hook)
    except IllegalAction as exc:
        raise RecordError(f"{where}: illegal {kind}: {exc.code} {exc.params} [{exc.rule}]") from None


def _deal_until(state: GunziState, at: int, where: str, i: int = -1, hook: ActionHook | None = None) -> None:
    if state.dealt > at:
        raise RecordError(f"{where}.at: {at} cards, but {state.dealt} are dealt already")
    while state.phase is Phase.DEAL and state.dealt < at:
        _apply(state, i, DealNext(), hook)


def _finish_deal(
    state: GunziState,
    i: int,
    result: dict[str, Any],
    where: str,
    hook: ActionHook | None = None,
    hand_extra: dict[str, Any] | None = None,
) -> None:
    """Deal out a hand whose events ended early (e.g. a re-deal) and compare the recorded result."""
    if result.get("redeal"):
        if state.deal_no == i:
            _deal_until(state, 156, where, i, hook)
        if state.deal_no != i + 1:
            raise RecordError(f"{where}.result: the record says re-deal, the rules do not")
        return
    if not result:
        dealt = (hand_extra or {}).get("dealt")
        if dealt is not None and state.deal_no == i and state.phase is Phase.DEAL:
            if not isinstance(dealt, int) or not 0 <= dealt <= 156:
                raise RecordError(f"{where}.dealt: expected a number of cards between 0 and 156")
            _deal_until(state, dealt, where, i, hook)
        return  # an unfinished last hand
    if state.deal_no != i or state.phase not in (Phase.HAND_OVER, Phase.MATCH_OVER):
        raise RecordError(f"{where}.result: the events do not finish the hand")
    mine = state.records[i]["result"]
    for key in ("points", "dig", "outcome", "levels", "next_dealer", "blood"):
        if key in result and result[key] != mine.get(key):
            raise RecordError(
                f"{where}.result.{key}: recorded {result[key]!r}, replay gives {mine.get(key)!r}"
            )
