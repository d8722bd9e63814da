"""Dou Dizhu in ``gunapp-record/1`` (shared/DESIGN.md): write a session, read with clear errors, replay.

Per hand: ``deck`` in dealing order (the last 3 / 8 cards are the kitty), ``starter`` (first seat dealt, D3.3),
``dealer``; events ``marker`` (``card``, ``index``, ``seat``), ``bid`` (``value``, 0 = pass), ``play``
(``cards``, ``kind``), ``pass``; result ``landlord``, ``base``, ``doublings``, ``spring``, ``multiplier``,
``winner``, ``scores`` — or ``{"redeal": true}`` (D4.4), or ``{}`` for a deal still in progress.
Replaying re-applies every action to a fresh deal and checks the recorded result: a record never half-loads.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from gunapp.cards import Card
from gunapp.engine.doudizhu.actions import Action, Bid, Pass, Play
from gunapp.engine.doudizhu.rules import Options, Variant
from gunapp.engine.doudizhu.session import Session
from gunapp.engine.doudizhu.state import Deal, Phase
from gunapp.engine.errors import IllegalAction
from gunapp.engine.record import GameRecord, HandRecord, RecordError, SeatInfo, load_record, save_record


def hand_record(deal: Deal) -> HandRecord:
    events: list[dict[str, Any]] = [
        {
            "type": "marker",
            "card": deal.marker.code,
            "index": deal.marker_index,
            "seat": deal.first_bidder,
        }
    ]
    events += [{"seat": s, "type": "bid", "value": v} for s, v in deal.bidding.bids]
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
    number = getattr(deal, "number", None)  # gunapp.engine.deal_numbers: the deal's number, if any
    extra: dict[str, Any] = {"deal_number": number} if isinstance(number, int) else {}
    return HandRecord(
        **extra,
        deck=[c.code for c in deal.deck],
        starter=deal.starter,
        dealer=deal.dealer,
        events=events,
        result=result,
    )


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


def _action(event: dict[str, Any], where: str) -> Action:
    kind = event.get("type")
    seat = event.get("seat")
    if not isinstance(seat, int):
        raise RecordError(f"{where}.seat: missing")
    if kind == "bid":
        value = event.get("value")
        if not isinstance(value, int):
            raise RecordError(f"{where}.value: a bid needs an integer value")
        return Bid(seat, value)
    if kind == "pass":
        return Pass(seat)
    if kind == "play":
        cards = tuple(Card.parse(c) for c in event.get("cards", []))
        return Play(seat, cards)
    raise RecordError(f"{where}.type: unknown event type {kind!r}")


def replay(record: GameRecord) -> Replay:
    """Re-apply every hand of ``record``; RecordError names the first event the rules reject."""
    if record.game not in ("ddz3", "ddz4"):
        raise RecordError(f"game: {record.game!r} is not a Dou Dizhu record")
    variant = Variant(record.game)
    try:
        options = Options.model_validate(record.options)
    except ValidationError as exc:
        first = exc.errors()[0]
        raise RecordError(f"options.{'.'.join(str(p) for p in first['loc'])}: {first['msg']}") from None
    n = variant.players
    totals = [0] * n
    deals: list[Deal] = []
    for i, hand in enumerate(record.hands):
        where = f"hands[{i}]"
        events = hand.events
        if not events or events[0].get("type") != "marker":
            raise RecordError(f"{where}.events[0]: the first event must be the marker (D3.2)")
        marker_index = events[0].get("index")
        if not isinstance(marker_index, int):
            raise RecordError(f"{where}.events[0].index: missing")
        dealer = hand.dealer if hand.dealer is not None else (hand.starter - 1) % n
        if (dealer + 1) % n != hand.starter:
            raise RecordError(f"{where}.starter: must be the seat after the dealer (D3.3)")
        deck = [Card.parse(c) for c in hand.deck]
        try:
            deal = Deal(variant, deck, dealer, marker_index, options, deal_no=i)
        except ValueError as exc:
            raise RecordError(f"{where}: {exc}") from None
        number = (hand.model_extra or {}).get("deal_number")
        if isinstance(number, int):
            deal.number = number  # type: ignore[attr-defined]
        if events[0].get("card") != deal.marker.code:
            raise RecordError(
                f"{where}.events[0].card: the deck has {deal.marker.code} at index {marker_index}"
            )
        for j, event in enumerate(events[1:], start=1):
            action = _action(event, f"{where}.events[{j}]")
            try:
                deal.apply(action)
            except IllegalAction as exc:
                raise RecordError(
                    f"{where}.events[{j}]: illegal {event.get('type')}: {exc.code} [{exc.rule}]"
                ) from None
            if event.get("type") == "play":
                played = deal.history[-1].combo
                if played is not None and event.get("kind") not in (None, played.kind.label):
                    raise RecordError(f"{where}.events[{j}].kind: the cards are a {played.kind.label}")
        _check_result(deal, hand.result, where)
        if deal.result is not None:
            totals = [t + s for t, s in zip(totals, deal.result.scores, strict=True)]
        if deal.phase is not Phase.ENDED and i != len(record.hands) - 1:
            raise RecordError(f"{where}: unfinished deal followed by another")
        deals.append(deal)
    return Replay(variant, options, deals, totals)


def _check_result(deal: Deal, result: dict[str, Any], where: str) -> None:
    if deal.redeal:
        if result != {"redeal": True}:
            raise RecordError(
                f"{where}.result: everyone passed, the result must be {{'redeal': true}} (D4.4)"
            )
        return
    if deal.result is None:
        if result:
            raise RecordError(f"{where}.result: the recorded events do not finish the deal")
        return
    expected = hand_record(deal).result
    for key, value in expected.items():
        if key in result and result[key] != value:
            raise RecordError(f"{where}.result.{key}: recorded {result[key]!r}, the replay gives {value!r}")


def read_record(path: str | Path) -> Replay:
    """Load, validate and replay a Dou Dizhu record file (RecordError on any problem)."""
    return replay(load_record(path))


def resume_point(record: GameRecord) -> tuple[Session, list[Action]]:
    """Where to pick up a saved session: a ``Session`` at the start of the record's last deal (its seeded
    shuffler advanced past every recorded deal, so the deals after it are the ones the session would have
    dealt) and the actions of that deal so far. A table starts from the first and applies the second at
    animation speed 0. Raises ``RecordError`` like ``replay``."""
    rep = replay(record)
    if not rep.deals:
        raise RecordError("hands: a session record needs at least one deal")
    last = len(rep.deals) - 1
    session = Session(rep.variant, rep.options, record.seed)
    for _ in range(last):
        session._new_deal()  # the same draws from the session's RNG as the recorded deals took
    hand = record.hands[last]
    first = rep.deals[last]
    fresh = Deal(rep.variant, first.deck, first.dealer, first.marker_index, rep.options, deal_no=last)
    if hasattr(first, "number"):
        fresh.number = first.number  # type: ignore[attr-defined]
    session.deals = [*rep.deals[:last], fresh]
    session.deal = fresh
    session.dealer = fresh.dealer
    totals = [0] * rep.variant.players
    for d in rep.deals[:last]:
        if d.result is not None:
            totals = [t + s for t, s in zip(totals, d.result.scores, strict=True)]
    session.totals = totals
    actions = [_action(e, f"hands[{last}].events[{j}]") for j, e in enumerate(hand.events[1:], start=1)]
    return session, actions
