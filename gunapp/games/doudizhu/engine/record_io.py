"""Dou Dizhu in ``gunapp-record/1`` (shared/DESIGN.md): write a session, read with clear errors, replay.

Per hand: ``deck`` in dealing order (the last 3 / 8 cards are the kitty), ``starter`` (first seat dealt, D3.3),
``dealer``; events ``marker`` (``card``, ``index``, ``seat``), ``bid`` (``value``, 0 = pass), ``play``
(``cards``, ``kind``), ``pass``; result ``landlord``, ``base``, ``doublings``, ``spring``, ``multiplier``,
``winner``, ``scores`` — or ``{"redeal": true}`` (D4.4, D11.2), or ``{}`` for a deal still in progress.
Under the call-and-grab options (section 11) also the events ``show`` (``value`` true / false: 明牌开始 right
after the marker, before the cards are dealt, D11.9; the landlord's 明牌 after the auction, D11.10), ``call``
and ``grab`` (``value`` true / false, D11.1-D11.4), ``double`` (``value`` 1, 2 or 4, D11.7), in the order they
were made, and the result's ``grabs`` (g), ``show`` (s) and ``doubles`` (d per seat, empty when all 1). At the
default options none of these appear: such a record is the one this app wrote before section 11.
Replaying re-applies every action to a fresh deal and checks the recorded result: a record never half-loads.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from gunapp.core.cards import Card, CardCodeError
from gunapp.core.errors import IllegalAction
from gunapp.core.record import (
    BAD_CARD,
    ILLEGAL,
    MALFORMED,
    NO_HANDS,
    NO_SEAT,
    NOT_FINISHED,
    RESULT_MISSING,
    UNKNOWN_EVENT,
    WRONG_GAME,
    GameRecord,
    HandRecord,
    RecordError,
    SeatInfo,
    check_agrees,
    load_record,
    mismatch,
    read_options,
    save_record,
)
from gunapp.games.doudizhu.engine.actions import Action, Bid, Call, Double, Grab, Pass, Play, Show
from gunapp.games.doudizhu.engine.numbered import ddz_number_fits
from gunapp.games.doudizhu.engine.played_deal import PlayedDeal
from gunapp.games.doudizhu.engine.rules import Options, Variant
from gunapp.games.doudizhu.engine.session import Session
from gunapp.games.doudizhu.engine.state import Deal, Phase
from gunapp.games.doudizhu.engine.view import CALL, DOUBLE, GRAB, START_SHOW, Decision

#: the record's event type of each section-11 decision kind (``view.Decision.kind``)
_DECISION_TYPES = {START_SHOW: "show", CALL: "call", GRAB: "grab", DOUBLE: "double"}


def _decision_event(d: Decision) -> dict[str, Any]:
    kind = _DECISION_TYPES.get(d.kind, "show")  # the landlord's show is a "show" too
    return {"seat": d.seat, "type": kind, "value": d.value if kind == "double" else bool(d.value)}


def hand_record(deal: Deal | PlayedDeal) -> HandRecord:
    events: list[dict[str, Any]] = [
        {
            "type": "marker",
            "card": deal.marker.code,
            "index": deal.marker_index,
            "seat": deal.first_bidder,
        }
    ]
    decisions = list(deal.decisions)
    # D11.9: the 明牌开始 round comes before the deal, so before any bid or call
    events += [_decision_event(d) for d in decisions if d.kind == START_SHOW]
    events += [{"seat": s, "type": "bid", "value": v} for s, v in deal.bids]
    events += [_decision_event(d) for d in decisions if d.kind != START_SHOW]
    events += deal.play_events() if isinstance(deal, PlayedDeal) else _play_events(deal)
    result: dict[str, Any] = {}
    if deal.redeal:
        result = {"redeal": True}
    elif deal.result is not None:
        r = deal.result
        result = {
            "landlord": r.landlord,
            "base": r.base,
            "doublings": r.doublings,
            "spring": r.spring,
            "multiplier": r.multiplier,
            "winner": r.winner,
            "scores": list(r.scores),
        }
        if deal.options.call_and_grab:  # D11.12's factors
            result |= {"grabs": r.grabs, "show": r.show, "doubles": list(r.doubles)}
    number = getattr(deal, "number", None)  # gunapp.core.deal_numbers: the deal's number, if any
    extra: dict[str, Any] = {"deal_number": number} if isinstance(number, int) else {}
    return HandRecord(
        **extra,
        deck=deal.deck_codes() if isinstance(deal, PlayedDeal) else [c.code for c in deal.deck],
        starter=deal.starter,
        dealer=deal.dealer,
        events=events,
        result=result,
    )


def _play_events(deal: Deal) -> list[dict[str, Any]]:
    events: list[dict[str, Any]] = []
    for p in deal.history:
        if p.combo is None:
            events.append({"seat": p.seat, "type": "pass"})
        else:
            events.append(
                {
                    "seat": p.seat,
                    "type": "play",
                    "cards": [c.code for c in p.cards],
                    "kind": p.combo.kind.label,
                }
            )
    return events


def session_record(session: Session, seats: list[SeatInfo] | None = None) -> GameRecord:
    n = session.variant.players
    return GameRecord(
        game=session.variant.value,
        options=session.options.to_record(),
        seed=session.seed,
        seats=seats or [SeatInfo(kind="ai", level="random") for _ in range(n)],
        hands=[hand_record(d) for d in session.deals],
    )


def write_record(session: Session, path: str | Path, seats: list[SeatInfo] | None = None) -> None:
    save_record(session_record(session, seats), path)


@dataclass
class Replay:
    """The deals of a replayed record, in order, and the session totals after them (D8.3)."""

    variant: Variant
    options: Options
    deals: list[Deal]
    totals: list[int]


#: fields naming a seat (their values are shown as seats in errors)
SEAT_FIELDS = ("dealer", "starter", "seat", "landlord")


def _action(event: dict[str, Any], where: str, i: int = -1) -> Action:
    kind = event.get("type")
    seat = event.get("seat")
    if type(seat) is not int:
        raise RecordError(f"{where}.seat: missing", MALFORMED, hand=i, field=f"{where}.seat")
    if kind == "bid":
        value = event.get("value")
        if type(value) is not int:
            raise RecordError(
                f"{where}.value: a bid needs an integer value", MALFORMED, hand=i, field=f"{where}.value"
            )
        return Bid(seat, value)
    if kind == "pass":
        return Pass(seat)
    if kind in ("show", "call", "grab", "double"):
        value = event.get("value")
        wanted = int if kind == "double" else bool
        if type(value) is not wanted:
            raise RecordError(
                f"{where}.value: a {kind} needs a {wanted.__name__} value",
                MALFORMED,
                hand=i,
                field=f"{where}.value",
            )
        if kind == "double":
            return Double(seat, value)
        if kind == "call":
            return Call(seat, bool(value))
        return Grab(seat, bool(value)) if kind == "grab" else Show(seat, bool(value))
    if kind == "play":
        codes = event.get("cards", [])
        try:
            if not isinstance(codes, list):
                raise CardCodeError(f"not a list of card codes: {codes!r}")
            cards = tuple(Card.parse(c) for c in codes)
        except CardCodeError as exc:
            raise RecordError(
                f"{where}.cards: {exc}",
                BAD_CARD,
                params={"card": str(exc)[:30]},
                hand=i,
                field=f"{where}.cards",
            ) from None
        return Play(seat, cards)
    raise RecordError(
        f"{where}.type: unknown event type {kind!r}",
        UNKNOWN_EVENT,
        params={"type": str(kind)[:30]},
        hand=i,
        field=f"{where}.type",
    )


def expected_dealer(previous: Deal | None, n: int) -> int | None:
    """D3.1: after a played-out deal the deal passes one seat on; after a redeal (D4.4) the same dealer deals
    again. ``None`` for a session's first deal (its dealer is random)."""
    if previous is None:
        return None
    return previous.dealer if previous.redeal else (previous.dealer + 1) % n


def replay(record: GameRecord) -> Replay:
    """Re-apply every hand of ``record``; RecordError names the first event the rules reject and the first
    recorded field the replay contradicts (dealer rotation, starter, marker, each event, the result). A last
    deal still in progress (an autosave) has an empty result."""
    if record.game not in ("ddz3", "ddz4"):
        raise RecordError(
            f"game: {record.game!r} is not a Dou Dizhu record",
            WRONG_GAME,
            params={"game": record.game},
            field="game",
        )
    variant = Variant(record.game)
    options = read_options(Options, record.options)
    n = variant.players
    totals = [0] * n
    deals: list[Deal] = []
    if not record.hands:
        raise RecordError("hands: a session record needs at least one deal", NO_HANDS, field="hands")
    for i, hand in enumerate(record.hands):
        if deals and deals[-1].phase is not Phase.ENDED and not deals[-1].redeal:
            raise RecordError(
                "result: unfinished deal followed by another", NOT_FINISHED, hand=i - 1, field="result"
            )
        events = hand.events
        if not events or events[0].get("type") != "marker":
            raise RecordError(
                "events[0]: the first event must be the marker (D3.2)",
                MALFORMED,
                hand=i,
                field="events[0].type",
            )
        marker_index = events[0].get("index")
        if type(marker_index) is not int:
            raise RecordError("events[0].index: missing", MALFORMED, hand=i, field="events[0].index")
        dealer = hand.dealer
        if dealer is None:
            raise RecordError("dealer: missing (D3.1)", MALFORMED, hand=i, field="dealer")
        if not 0 <= dealer < n:
            raise RecordError(
                f"dealer: no seat {dealer}", NO_SEAT, params={"seat": dealer}, hand=i, field="dealer"
            )
        rotated = expected_dealer(deals[-1] if deals else None, n)
        if rotated is not None:
            check_agrees(i, dealer, rotated, "dealer", SEAT_FIELDS)
        check_agrees(i, hand.starter, (dealer + 1) % n, "starter", SEAT_FIELDS)
        deck = [Card.parse(c) for c in hand.deck]
        try:
            deal = Deal(variant, deck, dealer, marker_index, options, deal_no=i)
        except ValueError as exc:
            raise RecordError(f"events[0].index: {exc}", MALFORMED, hand=i, field="events[0].index") from None
        extra = hand.model_extra or {}
        if "deal_number" in extra:  # gunapp.core.deal_numbers; checked, as the table shows it as "Deal #N"
            number = extra["deal_number"]
            if not ddz_number_fits(variant, number, deck, marker_index, dealer):
                raise mismatch(i, "deal_number", number, None)
            deal.number = number  # type: ignore[attr-defined]
        for j, event in enumerate(events[1:], start=1):
            where = f"events[{j}]"
            if deal.phase is Phase.ENDED or deal.redeal:
                break  # the events after the end are compared below
            action = _action(event, where, i)
            try:
                deal.apply(action)
            except IllegalAction as exc:
                raise RecordError(
                    f"{where}: illegal {event.get('type')}: {exc.code} [{exc.rule}]",
                    ILLEGAL,
                    params={
                        "type": str(event.get("type")),
                        "event": j,
                        "illegal_code": exc.code,
                        "illegal_params": exc.params,
                        "rule": exc.rule,
                        "game": "doudizhu",
                    },
                    hand=i,
                    field=where,
                ) from None
        _check_result(deal, hand.result, i)
        canonical = hand_record(deal)
        check_agrees(i, hand.events, canonical.events, "events", SEAT_FIELDS)
        check_agrees(i, hand.result, canonical.result, "result", SEAT_FIELDS)
        if deal.result is not None:
            totals = [t + s for t, s in zip(totals, deal.result.scores, strict=True)]
        deals.append(deal)
    return Replay(variant, options, deals, totals)


def _check_result(deal: Deal, result: dict[str, Any], i: int) -> None:
    if deal.redeal:
        if result.get("redeal") is not True:
            raise RecordError(
                "result: everyone passed, the result must be {'redeal': true} (D4.4)",
                RESULT_MISSING if not result else NOT_FINISHED,
                hand=i,
                field="result",
            )
        return
    if deal.result is None:
        if result:
            raise RecordError(
                "result: the recorded events do not finish the deal", NOT_FINISHED, hand=i, field="result"
            )
        return
    if not result:
        raise RecordError(
            "result: the deal is played out but its result is missing", RESULT_MISSING, hand=i, field="result"
        )


def read_record(path: str | Path) -> Replay:
    """Load, validate and replay a Dou Dizhu record file (RecordError on any problem)."""
    return replay(load_record(path))


def resume_point(record: GameRecord) -> tuple[Session, list[Action]]:
    """Where to pick up a saved session: a ``Session`` at the start of the record's last deal (its seeded
    shuffler advanced past every recorded deal, so the deals after it are the ones the session would have
    dealt) and the actions of that deal so far. A table starts from the first and applies the second at
    animation speed 0. Raises ``RecordError`` like ``replay``."""
    rep = replay(record)
    last = len(rep.deals) - 1
    session = Session(rep.variant, rep.options, record.seed)
    for _ in range(last):
        session._new_deal()  # the same draws from the session's RNG as the recorded deals took
    hand = record.hands[last]
    first = rep.deals[last]
    fresh = Deal(rep.variant, first.deck, first.dealer, first.marker_index, rep.options, deal_no=last)
    if hasattr(first, "number"):
        fresh.number = first.number  # type: ignore[attr-defined]
    session.deals = [*(PlayedDeal(d) for d in rep.deals[:last]), fresh]
    session.deal = fresh
    session.dealer = fresh.dealer
    totals = [0] * rep.variant.players
    for d in rep.deals[:last]:
        if d.result is not None:
            totals = [t + s for t, s in zip(totals, d.result.scores, strict=True)]
    session.totals = totals
    actions = [_action(e, f"events[{j}]", last) for j, e in enumerate(hand.events[1:], start=1)]
    return session, actions
