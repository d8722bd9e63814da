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

from gunapp.core.cards import Card, CardCodeError, Suit, parse_cards
from gunapp.core.errors import IllegalAction
from gunapp.core.record import (
    BAD_CARD,
    ILLEGAL,
    MALFORMED,
    MATCH_OVER,
    NOT_FINISHED,
    RESULT_MISSING,
    UNKNOWN_EVENT,
    WRONG_GAME,
    GameRecord,
    RecordError,
    SeatInfo,
    check_agrees,
    load_record,
    mismatch,
    read_options,
    save_record,
)
from gunapp.games.gunzi.engine.actions import (
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
from gunapp.games.gunzi.engine.numbered import gunzi_number_fits
from gunapp.games.gunzi.engine.packed_hand import unpacked
from gunapp.games.gunzi.engine.phase import Phase
from gunapp.games.gunzi.engine.rules import GunziOptions
from gunapp.games.gunzi.engine.state import GunziState

#: recorded by the engine itself, not decided by a seat: checked on replay, never applied
CHANCE_TYPES = ("flip", "draw")

#: fields naming a seat (their values are shown as seats in errors)
SEAT_FIELDS = ("dealer", "starter", "next_dealer", "seat")

#: called with (hand index, state before the action, action) for every action a replay applies
ActionHook = Callable[[int, GunziState, Action], None]


def _apply(state: GunziState, i: int, action: Action, hook: ActionHook | None) -> None:
    if hook is not None:
        hook(i, state, action)
    state.apply(action)


def to_record(state: GunziState, seats: Sequence[SeatInfo] | None = None) -> GameRecord:
    """The match so far as a record (the current deal included, with an empty result while unfinished).

    An unfinished deal has the extra field ``dealt`` (cards dealt so far), so a resumed match continues from
    that card rather than from the last declaration; also once all 156 are out: a first hand revealed early, a
    dry pot and no card played yet leave no event after the reveal, and the deal stopped there on resuming."""
    seat_info = list(seats) if seats is not None else [SeatInfo(kind="ai", level=None) for _ in range(4)]
    hands = [unpacked(h) for h in state.records]
    if hands and state.dealt and not hands[-1].get("result"):
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


def _cards(event: dict[str, Any], key: str, i: int = -1, where: str = "") -> tuple[Card, ...]:
    codes = event.get(key) or []
    if not isinstance(codes, list):
        raise RecordError(
            f"{where}.{key}: expected a list of card codes", MALFORMED, hand=i, field=f"{where}.{key}"
        )
    try:
        return tuple(parse_cards(codes))
    except CardCodeError as exc:
        raise RecordError(
            str(exc), BAD_CARD, params={"card": str(exc)[:30]}, hand=i, field=f"{where}.{key}"
        ) from None


def _action(event: dict[str, Any], phase: Phase, i: int = -1, where: str = "") -> Action:
    kind = event.get("type")
    seat = event.get("seat")
    if type(seat) is not int:
        raise RecordError(
            f"{where}.seat: event {kind!r} needs a seat", MALFORMED, hand=i, field=f"{where}.seat"
        )

    def cards(key: str) -> tuple[Card, ...]:
        return _cards(event, key, i, where)

    if kind == "declare":
        suit = event.get("suit")
        try:
            named = Suit(suit) if suit is not None else None
        except (ValueError, TypeError):
            raise RecordError(
                f"{where}.suit: bad suit {suit!r}", MALFORMED, hand=i, field=f"{where}.suit"
            ) from None
        return Declare(seat, cards("cards"), named)
    if kind in ("pass", "pass_bury"):
        return Pass(seat)
    if kind == "tribute":
        return PayTribute(seat, cards("cards"))
    if kind == "riot":
        return Riot(seat, cards("cards"))
    if kind == "return":
        return ReturnTribute(seat, cards("cards"))
    if kind == "bury":
        return Bury(seat, cards("cards"))
    if kind == "bury_jokers":
        return BuryJokers(seat, cards("jokers"), cards("picked"))
    if kind == "play":
        return Play(seat, cards("cards"))
    raise RecordError(
        f"{where}.type: unknown gunzi event type {kind!r}",
        UNKNOWN_EVENT,
        params={"type": str(kind)[:30]},
        hand=i,
        field=f"{where}.type",
    )


def replay(record: GameRecord, on_action: ActionHook | None = None) -> GunziState:
    """Rebuild the state a record describes; raises ``RecordError`` on anything it cannot reproduce.

    Every recorded field the replay derives (starter, dealer, each event as the engine logs it, the result)
    must agree with it: a record that is accepted states nothing the rules contradict. A last hand still in
    progress (an autosave) has an empty result.

    ``on_action`` sees every action applied (dealing steps and ``NextHand`` included), before it applies."""
    if record.game != "gunzi":
        raise RecordError(
            f"game: not a gunzi record: {record.game!r}",
            WRONG_GAME,
            params={"game": record.game},
            field="game",
        )
    options = read_options(GunziOptions, record.options)
    preset: dict[int, tuple[tuple[Card, ...], int | None]] = {}
    for i, hand in enumerate(record.hands):
        preset[i] = (tuple(parse_cards(hand.deck)), hand.starter)
    state = GunziState.new(options, record.seed, preset)
    for i, hand in enumerate(record.hands):
        if i > 0:
            if state.phase is Phase.HAND_OVER:
                _apply(state, i, NextHand(), on_action)
            if state.phase is Phase.MATCH_OVER:
                raise RecordError("the match was over before this hand", MATCH_OVER, hand=i)
            if state.deal_no != i:
                raise RecordError(
                    "result: the events do not finish the hand", NOT_FINISHED, hand=i - 1, field="result"
                )
        check_agrees(i, hand.starter, state.starter, "starter", SEAT_FIELDS)
        extra = hand.model_extra or {}
        if "deal_number" in extra:  # gunapp.core.deal_numbers; checked, as the table shows it as "Deal #N"
            number = extra["deal_number"]
            if i > 0 or not gunzi_number_fits(number, record.seed, preset[0][0], options):
                raise mismatch(i, "deal_number", number, None)
            if state.records:
                state.record["deal_number"] = number
        for j, event in enumerate(hand.events):
            _replay_event(state, i, event, f"events[{j}]", on_action, j)
            if state.deal_no != i:
                break  # a re-deal happened inside this event: any later event is checked below
        _finish_deal(state, i, hand.result, on_action, hand.model_extra)
        logged = unpacked(state.records[i])
        check_agrees(i, hand.dealer, logged["dealer"], "dealer", SEAT_FIELDS)
        check_agrees(i, hand.events, logged["events"], "events", SEAT_FIELDS)
        if hand.result or logged["result"].get("redeal"):
            check_agrees(i, hand.result, logged["result"], "result", SEAT_FIELDS)
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
    state: GunziState,
    i: int,
    event: dict[str, Any],
    where: str,
    hook: ActionHook | None = None,
    j: int = -1,
) -> None:
    kind = event.get("type")
    if kind in CHANCE_TYPES:
        if state.deal_no == i:
            _deal_until(state, 156, where, i, hook)  # flips and draws happen as the window closes
        logged = state.records[i]["events"]
        check_agrees(i, event, logged[j] if 0 <= j < len(logged) else None, where, SEAT_FIELDS)
        return
    at = event.get("at")
    if kind == "declare":
        if type(at) is not int or not 0 <= at <= 156:
            raise RecordError(
                f"{where}.at: a declaration needs 'at' between 0 and 156",
                MALFORMED,
                hand=i,
                field=f"{where}.at",
            )
        _deal_until(state, at, where, i, hook)
    elif state.phase is Phase.DEAL:
        _deal_until(state, 156, where, i, hook)
    action = _action(event, state.phase, i, where)
    try:
        _apply(state, i, action, hook)
    except IllegalAction as exc:
        raise RecordError(
            f"{where}: illegal {kind}: {exc.code} {exc.params} [{exc.rule}]",
            ILLEGAL,
            params={
                "type": str(kind),
                "event": j,
                "illegal_code": exc.code,
                "illegal_params": exc.params,
                "rule": exc.rule,
                "game": "gunzi",
            },
            hand=i,
            field=where,
        ) from None


def _deal_until(state: GunziState, at: int, where: str, i: int = -1, hook: ActionHook | None = None) -> None:
    if state.dealt > at:
        raise RecordError(
            f"{where}.at: {at} cards, but {state.dealt} are dealt already",
            MALFORMED,
            hand=i,
            field=f"{where}.at",
        )
    while state.phase is Phase.DEAL and state.dealt < at:
        _apply(state, i, DealNext(), hook)


def _finish_deal(
    state: GunziState,
    i: int,
    result: dict[str, Any],
    hook: ActionHook | None = None,
    hand_extra: dict[str, Any] | None = None,
) -> None:
    """Deal out a hand whose events ended early (e.g. a re-deal); a result must follow from the events."""
    if result.get("redeal"):
        if state.deal_no == i:
            _deal_until(state, 156, "result", i, hook)
        if state.deal_no != i + 1:
            raise RecordError(
                "result: the record says re-deal, the rules do not",
                NOT_FINISHED,
                hand=i,
                field="result.redeal",
            )
        return
    if not result:
        dealt = (hand_extra or {}).get("dealt")
        if dealt is not None and state.deal_no == i and state.phase is Phase.DEAL:
            if type(dealt) is not int or not 0 <= dealt <= 156:
                raise RecordError(
                    "dealt: expected a number of cards between 0 and 156", MALFORMED, hand=i, field="dealt"
                )
            _deal_until(state, dealt, "dealt", i, hook)
        if state.deal_no != i or state.phase in (Phase.HAND_OVER, Phase.MATCH_OVER):
            raise RecordError(
                "result: the hand is played out but its result is missing",
                RESULT_MISSING,
                hand=i,
                field="result",
            )
        return  # an unfinished last hand (replay checks that no hand follows it)
    if state.deal_no != i or state.phase not in (Phase.HAND_OVER, Phase.MATCH_OVER):
        raise RecordError("result: the events do not finish the hand", NOT_FINISHED, hand=i, field="result")
