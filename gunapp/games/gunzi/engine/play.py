"""Tricks (spec R16-R20) on top of ``follow`` and ``trick``; the last trick, the dig, then settlement.

Codes raised (through ``follow``): lead_size, not_in_hand, lead_not_identical, follow_count, must_follow_suit,
must_follow_pair, must_follow_triple, must_follow_pair_and_one (see ``follow.ERROR_CODES``).
"""

from __future__ import annotations

from gunapp.core.cards import FACES, Card
from gunapp.games.gunzi.engine import match as match_phase
from gunapp.games.gunzi.engine.actions import Play
from gunapp.games.gunzi.engine.combos import Combo
from gunapp.games.gunzi.engine.events import BottomDug, CardsPlayed, Event, TrickWon
from gunapp.games.gunzi.engine.follow import (
    check_follow_counts,
    check_lead_counts,
    follows_from_counts,
    id_counts,
)
from gunapp.games.gunzi.engine.settle import HandFacts, settle, team_of
from gunapp.games.gunzi.engine.state_data import GunziData
from gunapp.games.gunzi.engine.trick import trick_points, trick_winner
from gunapp.games.gunzi.engine.trumps import FACE_BY_ID, face_id


def lead_combo(state: GunziData) -> Combo | None:
    if not state.trick:
        return None
    cards = state.trick[0][1]
    return _COMBOS.get((id(cards[0]), len(cards))) or Combo(cards[0], len(cards))


#: (id(face), size) -> Combo for the canonical faces: asked for on every play of a trick
_COMBOS: dict[tuple[int, int], Combo] = {(id(f), k): Combo(f, k) for f in FACES for k in (1, 2, 3)}


def _mode(state: GunziData) -> str:
    # ``_value_`` is the plain attribute behind the enum's ``value`` property
    return state.options.followMode._value_  # type: ignore[no-any-return]


#: per seat, per size 1..3: ``id(face)`` -> ``Play(seat, (face,) * size)`` for the canonical faces; plays are
#: immutable values, so every state may hand out these shared objects instead of building new ones per call
_SAME_FACE: tuple[tuple[dict[int, Play], ...], ...] = tuple(
    ({}, *({id(f): Play(seat, (f,) * k) for f in FACES} for k in (1, 2, 3))) for seat in range(4)
)
_CODE: dict[int, str] = {id(f): f.code for f in FACES}
#: the same plays indexed [seat][size][face id], for leads (every held face as single, pair, triple: R16.2)
_SAME_BY_ID: tuple[tuple[list[Play | None], ...], ...] = tuple(
    tuple([same.get(id(f)) if f is not None else None for f in FACE_BY_ID] for same in by_size)
    for by_size in _SAME_FACE
)


#: a Play built without its frozen dataclass ``__init__`` (the slot descriptors set the fields directly):
#: a void follow lists hundreds of mixed plays, and ``cards`` is already the tuple ``Play`` would make
_new_play = object.__new__
_set_seat = Play.seat.__set__  # type: ignore[misc, attr-defined]
_set_cards = Play.cards.__set__  # type: ignore[misc, attr-defined]


def _plays(seat: int, lists: list[list[Card]]) -> list[Play]:
    same = _SAME_FACE[seat]
    out: list[Play] = []
    append = out.append
    for cards in lists:
        f = cards[0]
        k = len(cards)
        p = same[k].get(id(f)) if k == 1 or (cards[1] is f and (k == 2 or cards[2] is f)) else None
        if p is None:
            p = _new_play(Play)
            _set_seat(p, seat)
            _set_cards(p, tuple(cards))
        append(p)
    return out


def hand_counts(state: GunziData, seat: int) -> list[int]:
    """The seat's face counts (``follow.id_counts``), kept from play to play: ``apply_play`` takes the played
    cards off. A hand that is another list or another size than the one counted is counted afresh."""
    hand = state.hands[seat]
    memo = state.caches.play_counts[seat]
    if memo is not None and memo[0] is hand and memo[1] == len(hand):
        return memo[2]
    counts = id_counts(hand)
    state.caches.play_counts[seat] = (hand, len(hand), counts)
    return counts


def legal(state: GunziData, seat: int) -> list[Play]:
    """Every legal play of ``seat`` now: every lead, or every follow (one per multiset)."""
    hand = state.hands[seat]
    lead = lead_combo(state)
    if lead is None:
        # legal_leads' list, built from the shared plays: each held face in display order, as a single, as
        # a pair if held twice, as a triple if thrice
        _, one, two, three = _SAME_BY_ID[seat]
        counts = hand_counts(state, seat)
        out: list[Play] = []
        append = out.append
        for i in state.ctx.tables.display_ids:
            k = counts[i]
            if k:
                append(one[i])  # type: ignore[arg-type]  # every display id is a face
                if k >= 2:
                    append(two[i])  # type: ignore[arg-type]
                    if k >= 3:
                        append(three[i])  # type: ignore[arg-type]
        return out
    if len(hand) < lead.size:
        return []
    return _plays(
        seat,
        follows_from_counts(hand_counts(state, seat), lead, state.ctx, _mode(state)),
    )


def check(state: GunziData, action: Play) -> None:
    counts = hand_counts(state, action.seat)
    lead = lead_combo(state)
    if lead is None:
        check_lead_counts(counts, action.cards, state.ctx)
    else:
        check_follow_counts(counts, lead, action.cards, state.ctx, _mode(state))


def _remove(hand: list[Card], card: Card) -> None:
    """``hand.remove(card)``, finding the card by identity first: ``Card.__eq__`` is Python code, and hands
    and plays hold the canonical face objects, so the identity search almost always hits."""
    for i, c in enumerate(hand):
        if c is card:
            del hand[i]
            return
    hand.remove(card)


def apply_play(state: GunziData, action: Play) -> list[Event]:
    seat = action.seat
    hand = state.hands[seat]
    memo = state.caches.play_counts[seat]
    counted = memo is not None and memo[0] is hand and memo[1] == len(hand)
    for c in action.cards:
        _remove(hand, c)
    if memo is not None and counted:
        counts = memo[2]
        for c in action.cards:
            counts[face_id(c)] -= 1
        state.caches.play_counts[seat] = (hand, len(hand), counts)
    else:
        state.caches.play_counts[seat] = None  # counted for another hand: never let the sizes meet by chance
    lead = not state.trick
    state.trick.append((action.seat, action.cards))
    codes = [_CODE.get(id(c)) or c.code for c in action.cards]
    state.log({"seat": action.seat, "type": "play", "cards": codes})
    events: list[Event] = [CardsPlayed(action.seat, action.cards, state.trick_no, lead)]
    if len(state.trick) < 4:
        return events
    ctx = state.ctx
    winner = trick_winner(state.trick, ctx, _mode(state))
    points = trick_points(c for _, cards in state.trick for c in cards)
    state.captured[team_of(winner)] += points
    last = not state.hands[0]
    events.append(TrickWon(winner, points, state.trick_no, last))
    state.tricks.append(tuple(state.trick))
    state.trick = []
    state.trick_no += 1
    state.leader = winner
    if not last:
        return events
    return events + _end_of_hand(state, winner)


def _end_of_hand(state: GunziData, winner: int) -> list[Event]:
    """R20: the last trick decides dig or hold; then settle (R21-R25)."""
    dealer = state.dealer
    assert dealer is not None
    attackers = 1 - team_of(dealer)
    dig = team_of(winner) == attackers
    events: list[Event] = []
    state.bottom_public = True  # the bottom is shown once the hand is over, as at a real table
    if dig:
        events.append(BottomDug(winner, tuple(state.bottom), trick_points(state.bottom), 2))
    facts = HandFacts(
        dealer=dealer,
        levels=(state.levels[0], state.levels[1]),
        trick_points=state.captured[attackers],
        dig=dig,
        bottom=tuple(state.bottom),
        dry_pot=state.dry_pot,
    )
    result = settle(facts, state.options)
    return events + match_phase.finish_hand(state, result)
