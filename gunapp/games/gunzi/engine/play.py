"""Tricks (spec R16-R20) on top of ``follow`` and ``trick``; the last trick, the dig, then settlement.

Codes raised (through ``follow``): lead_size, not_in_hand, lead_not_identical, follow_count, must_follow_suit,
must_follow_pair, must_follow_triple, must_follow_pair_and_one (see ``follow.ERROR_CODES``).
"""

from __future__ import annotations

from itertools import chain, compress, repeat
from operator import add, getitem

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
from gunapp.games.gunzi.engine.play_tables import PlayTables, play_tables
from gunapp.games.gunzi.engine.settle import HandFacts, settle, team_of
from gunapp.games.gunzi.engine.state_data import GunziData
from gunapp.games.gunzi.engine.trick import trick_points, trick_winner
from gunapp.games.gunzi.engine.trumps import TRUMP, TrumpContext, face_id


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
_flat = chain.from_iterable
_CODE: dict[int, str] = {id(f): f.code for f in FACES}
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
    """Every legal play of ``seat`` now: every lead, or every follow (one per multiset).

    Leads (R16.2) and follows to a single (R17.2) are selected from ``play_tables`` in C; longer follows go
    through ``follow.follows_from_counts``. Same plays, same order, same shared objects either way (tested
    against ``follow.legal_leads`` / ``legal_follows``).
    """
    ctx = state.ctx
    tables = play_tables(seat, ctx.tables, _SAME_FACE[seat])
    counts = hand_counts(state, seat)
    lead = lead_combo(state)
    if lead is None:
        # each held face in display order: single, then pair if held twice, then triple if thrice
        return list(_flat(map(getitem, tables.lead_rows, tables.display_counts(counts))))
    if len(state.hands[seat]) < lead.size:
        return []
    if lead.size == 1:
        suit = ctx.tables.eff_by_id[face_id(lead.face)]
        held = tables.suit_counts[suit](counts)
        if any(held):  # R17.2: any one card of the led suit
            return list(compress(tables.suit_singles[suit], held))
        return list(compress(tables.other_singles[suit], tables.other_counts[suit](counts)))  # void: any card
    n = lead.size
    suit = ctx.tables.eff_by_id[face_id(lead.face)]
    held = tables.suit_counts[suit](counts)
    h = sum(held)
    if h < n:  # R17.2: all h cards of the led suit plus any n - h others (no shape rule then, R18.2(c), (d))
        return _short_follows(seat, tables, suit, held, counts, n - h)
    return _plays(seat, follows_from_counts(counts, lead, ctx, _mode(state)))


def _short_follows(
    seat: int, tables: PlayTables, suit: str, held: tuple[int, ...], counts: list[int], free: int
) -> list[Play]:
    """``follows_from_counts`` for a follower short of the led suit: the ``held`` cards of it (in display
    order, each face as often as held) followed by every multiset of ``free`` (1 or 2, or 3 when void) cards
    of the other suits, in ``follow._multisets`` order. The card tuples are concatenated in C and made into
    plays without intermediate lists; a play of one face (void, pair or triple) is the shared object."""
    base: tuple[Card, ...] = ()
    for (f,), k in zip(tables.suit_faces[suit], held, strict=True):
        base += (f,) * k
    other = tables.other_counts[suit](counts)
    ones = list(compress(tables.other_faces[suit], other))  # (g,) per held face of the other suits
    ks = [k for k in other if k]
    same = _SAME_FACE[seat]
    out: list[Play] = []
    append = out.append

    def mixed(cards: tuple[Card, ...]) -> Play:
        p = _new_play(Play)
        _set_seat(p, seat)
        _set_cards(p, cards)
        return p  # type: ignore[no-any-return]

    m = len(ones)
    if free == 1:
        out += map(mixed, map(add, repeat(base), ones))
    elif free == 2:
        for i in range(m):
            head = base + ones[i]
            if ks[i] >= 2:
                append(mixed(head + ones[i]) if base else same[2][id(head[0])])
            out += map(mixed, map(add, repeat(head), ones[i + 1 :]))
    else:  # void in the led suit of a triple lead
        for i in range(m):
            f1 = ones[i]
            k = ks[i]
            if k >= 3:
                append(same[3][id(f1[0])])
            for j in range(i + 1, m):
                g1 = ones[j]
                fg = f1 + g1
                if k >= 2:
                    append(mixed(f1 + fg))
                if ks[j] >= 2:
                    append(mixed(fg + g1))
                out += map(mixed, map(add, repeat(fg), ones[j + 1 :]))
    return out


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
    try:
        del hand[list(map(id, hand)).index(id(card))]  # the identity search in C
    except ValueError:
        hand.remove(card)


#: ``id(face)`` -> ``face_id(face)`` for the canonical faces (an int-keyed probe instead of hashing a Suit)
_FACE_ID: dict[int, int] = {id(f): face_id(f) for f in FACES}
#: a CardsPlayed built without its frozen dataclass ``__init__`` (four slot writes instead of four
#: ``object.__setattr__`` calls from a Python frame): one is made for every play. Same value either way
#: (tested: equal to the one ``__init__`` builds)
_new_event = object.__new__
_set_event = tuple(getattr(CardsPlayed, name).__set__ for name in ("seat", "cards", "trick_no", "lead"))


def _cards_played(seat: int, cards: tuple[Card, ...], trick_no: int, lead: bool) -> CardsPlayed:
    event = _new_event(CardsPlayed)
    set_seat, set_cards, set_trick, set_lead = _set_event
    set_seat(event, seat)
    set_cards(event, cards)
    set_trick(event, trick_no)
    set_lead(event, lead)
    return event  # type: ignore[no-any-return]


def _trick_winner(trick: list[tuple[int, tuple[Card, ...]]], ctx: TrumpContext, mode: str) -> int:
    """``trick.trick_winner`` (R19) for a trick of legal plays, read from the face-id tables: a play competes
    if all its cards are one face (R19.1(i)) of the led suit or trump (R19.1(ii)); trump beats the led suit,
    then the higher R5.4 key; the earliest of equals keeps the trick (R19.3). Cards that are not the canonical
    face objects go to ``trick_winner`` itself."""
    ids = _FACE_ID
    tables = ctx.tables
    eff = tables.eff_by_id
    keys = tables.key_by_id
    lead = ids.get(id(trick[0][1][0]))
    if lead is None:
        return trick_winner(trick, ctx, mode)
    lead_suit = eff[lead]
    best = -1
    winner = trick[0][0]
    for seat, cards in trick:
        f = cards[0]
        i = ids.get(id(f))
        if i is None:
            return trick_winner(trick, ctx, mode)
        if len(cards) > 1 and cards.count(f) != len(cards):  # count: identity first, then equality
            continue
        suit = eff[i]
        if suit == TRUMP:
            strength = _TRUMP_BONUS + keys[i]
        elif suit == lead_suit:
            strength = keys[i]
        else:
            continue
        if strength > best:  # strictly: the earlier of two equal plays keeps the trick (R19.3)
            best = strength
            winner = seat
    return winner


#: above every R5.4 key, so that a trump always outranks the led suit
_TRUMP_BONUS = 1000


def apply_play(state: GunziData, action: Play) -> list[Event]:
    seat = action.seat
    cards = action.cards
    hand = state.hands[seat]
    memo = state.caches.play_counts[seat]
    counted = memo is not None and memo[0] is hand and memo[1] == len(hand)
    if len(cards) == 1:
        _remove(hand, cards[0])
    else:
        for c in cards:
            _remove(hand, c)
    if memo is not None and counted:
        counts = memo[2]
        ids = _FACE_ID
        for c in cards:
            i = ids.get(id(c))
            counts[face_id(c) if i is None else i] -= 1
        state.caches.play_counts[seat] = (hand, len(hand), counts)
    else:
        state.caches.play_counts[seat] = None  # counted for another hand: never let the sizes meet by chance
    trick = state.trick
    lead = not trick
    trick.append((seat, cards))
    codes = [_CODE.get(id(c)) or c.code for c in cards]
    state.records[-1]["events"].append({"seat": seat, "type": "play", "cards": codes})  # state.log, inlined
    events: list[Event] = [_cards_played(seat, cards, state.trick_no, lead)]
    if len(trick) < 4:
        return events
    winner = _trick_winner(trick, state.ctx, _mode(state))
    points = trick_points(c for _, cards in trick for c in cards)
    state.captured[team_of(winner)] += points
    last = not state.hands[0]
    events.append(TrickWon(winner, points, state.trick_no, last))
    state.tricks.append(tuple(trick))
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
