"""Leading and following in Gunzi tricks: what a player may play (spec R16-R18, A19-A21).

``check_lead`` / ``check_follow`` judge one play and raise ``IllegalAction`` with a stable code the UI
translates; ``legal_leads`` / ``legal_follows`` list every legal play, one per multiset (copies of a face are
interchangeable, R2.2). The two sides are tested to agree exactly.

Follow modes (option ``followMode``, default LIVE, A19): LIVE adds nothing to the suit rule R17 (R18.1, A21);
DEAD adds the shape obligation R18.2 in the led effective suit only, where a held triple is not a "pair" and
is protected against a pair lead (A20), and suit following always applies (A20 rejects gunzi-hall's
lenient reading).

IllegalAction codes raised here (``suit`` is an effective suit: ``"T"`` trump, else ``"S" "H" "C" "D"``; cards
are record codes such as ``"9C"``):

=========================== ========= ==================================================== ==================
code                        rule      meaning                                              params
=========================== ========= ==================================================== ==================
lead_size                   R16.2     a lead is one, two or three cards                    count
not_in_hand                 R16.2 /   some played cards are not in the player's hand       cards (the missing
                            R17.1     (counting copies)                                    ones, one per copy)
lead_not_identical          R6.4      the lead's cards are not all the same face, so they  cards
                                      form no single/pair/triple (♥7♣7, BJ SJ, 3344 ...)
follow_count                R17.1     a follower plays exactly as many cards as the lead   count, played
must_follow_suit            R17.2     the play must hold exactly ``count`` cards of the    suit, count, played
                                      led effective suit (all he has, up to the lead size)
must_follow_pair            R18.2(b)  DEAD, pair lead: he holds a face of the led suit     suit, faces, cards
                                      exactly twice, so he must play two identical cards
                                      of that suit (any face he holds 2 or 3 times)
must_follow_triple          R18.2(c)  DEAD, triple lead: he holds a triple of the led      suit, faces, cards
                                      suit, so he must play a triple of that suit
must_follow_pair_and_one    R18.2(c)  DEAD, triple lead, no triple but a pair of the led   suit, faces, cards
                                      suit: he must play two identical cards of that suit
                                      plus one more card of that suit
=========================== ========= ==================================================== ==================

For the three ``must_follow_*`` shape codes, ``faces`` lists (strongest first) the faces that would satisfy
the obligation and ``cards`` is one such example (e.g. ``["9C", "9C"]``), for a sentence like "you must play a
pair of clubs, e.g. 9♣9♣".
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from gunapp.core.cards import Card, card_codes
from gunapp.core.errors import IllegalAction
from gunapp.games.gunzi.engine.combos import Combo, classify
from gunapp.games.gunzi.engine.trumps import FACE_BY_ID, FACE_ID_BOUND, SUIT_INDEX, TrumpContext, face_id

LIVE = "LIVE"
DEAD = "DEAD"
FOLLOW_MODES: tuple[str, ...] = (LIVE, DEAD)

#: every code this module raises, for the UI's translation table and the tests that reach each one
ERROR_CODES: dict[str, str] = {
    "lead_size": "R16.2",
    "not_in_hand": "R16.2/R17.1",
    "lead_not_identical": "R6.4",
    "follow_count": "R17.1",
    "must_follow_suit": "R17.2",
    "must_follow_pair": "R18.2(b)",
    "must_follow_triple": "R18.2(c)",
    "must_follow_pair_and_one": "R18.2(c)",
}


def id_counts(cards: Sequence[Card]) -> list[int]:
    """How many of each face ``cards`` hold, indexed by ``face_id`` (no card hashing: this is the hot path)."""
    counts = [0] * FACE_ID_BOUND
    index = SUIT_INDEX
    for c in cards:
        counts[c.rank * 4 + index[c.suit]] += 1  # face_id, inlined
    return counts


def _missing(counts: list[int], cards: Sequence[Card]) -> list[Card]:
    """The cards of ``cards`` beyond what ``counts`` holds, one per missing copy."""
    used = [0] * FACE_ID_BOUND
    missing: list[Card] = []
    for c in cards:
        i = face_id(c)
        used[i] += 1
        if used[i] > counts[i]:
            missing.append(c)
    return missing


def _faces(counts: list[int], ctx: TrumpContext, suit: str | None = None) -> list[tuple[Card, int]]:
    """(face, count) of the held faces in display order (strongest first), of effective suit ``suit`` only
    unless it is None: the canonical order of every enumeration and error message."""
    ids = ctx.tables.display_ids if suit is None else ctx.tables.ids_by_suit[suit]
    # every id in these lists names a face, so FACE_BY_ID[i] is never None here
    return [(FACE_BY_ID[i], counts[i]) for i in ids if counts[i]]  # type: ignore[misc]


def _check_mode(mode: str) -> None:
    if mode not in FOLLOW_MODES:
        raise ValueError(f"followMode must be LIVE or DEAD, not {mode!r}")


def check_lead(hand: Sequence[Card], cards: Sequence[Card], ctx: TrumpContext) -> Combo:
    """R16.2: a lead is one single, pair or triple of any effective suit; returns its combination."""
    if not 1 <= len(cards) <= 3:
        raise IllegalAction("lead_size", {"count": len(cards)}, "R16.2")
    return check_lead_counts(id_counts(hand), cards, ctx)


def check_lead_counts(counts: list[int], cards: Sequence[Card], ctx: TrumpContext) -> Combo:
    """``check_lead`` from the hand's face counts (``id_counts``)."""
    if not 1 <= len(cards) <= 3:
        raise IllegalAction("lead_size", {"count": len(cards)}, "R16.2")
    missing = _missing(counts, cards)
    if missing:
        raise IllegalAction("not_in_hand", {"cards": card_codes(missing)}, "R16.2")
    combo = classify(cards)
    if combo is None:
        raise IllegalAction("lead_not_identical", {"cards": card_codes(cards)}, "R6.4")
    return combo


def check_follow(
    hand: Sequence[Card], lead: Combo, cards: Sequence[Card], ctx: TrumpContext, mode: str
) -> None:
    """Raise ``IllegalAction`` unless ``cards`` is a legal follow to ``lead`` from ``hand`` (R17, R18).

    Checks run in this order, so the first broken rule is the one reported: count (R17.1), possession,
    suit (R17.2), shape (R18.2, DEAD only).
    """
    _check_mode(mode)
    if len(cards) != lead.size:
        raise IllegalAction("follow_count", {"count": lead.size, "played": len(cards)}, "R17.1")
    check_follow_counts(id_counts(hand), lead, cards, ctx, mode)


def check_follow_counts(
    counts: list[int], lead: Combo, cards: Sequence[Card], ctx: TrumpContext, mode: str
) -> None:
    """``check_follow`` from the hand's face counts (``id_counts``), for callers that keep them up to date."""
    _check_mode(mode)
    n = lead.size
    if len(cards) != n:
        raise IllegalAction("follow_count", {"count": n, "played": len(cards)}, "R17.1")
    eff_by_id = ctx.tables.eff_by_id
    s = eff_by_id[face_id(lead.face)]
    h = sum([counts[i] for i in ctx.tables.ids_by_suit[s]])  # cards of the led effective suit in hand
    missing = _missing(counts, cards)
    if missing:
        raise IllegalAction("not_in_hand", {"cards": card_codes(missing)}, "R17.1")
    need = min(n, h)
    ids = [face_id(c) for c in cards]
    played = sum(1 for i in ids if eff_by_id[i] == s)
    if played != need:
        raise IllegalAction("must_follow_suit", {"suit": s, "count": need, "played": played}, "R17.2")
    if mode == LIVE or n == 1 or h < n:
        # R18.1; R18.2(a); and with h < n R17 already forces every card of suit s, which covers R18.2(c)'s
        # "pair plus any card" as well as R18.2(d)
        return
    faces = _faces(counts, ctx, s)
    if n == 2:
        if any(k == 2 for _, k in faces) and ids[0] != ids[1]:
            _shape_error("must_follow_pair", "R18.2(b)", s, [f for f, k in faces if k >= 2], 2)
        return
    triples = [f for f, k in faces if k >= 3]
    if triples:
        if not ids[0] == ids[1] == ids[2]:
            _shape_error("must_follow_triple", "R18.2(c)", s, triples, 3)
        return
    pairs = [f for f, k in faces if k == 2]
    if pairs and not (ids[0] == ids[1] or ids[1] == ids[2] or ids[0] == ids[2]):
        _shape_error("must_follow_pair_and_one", "R18.2(c)", s, pairs, 2)


def _shape_error(code: str, rule: str, suit: str, faces: list[Card], size: int) -> None:
    params: dict[str, Any] = {"suit": suit, "faces": card_codes(faces), "cards": [faces[0].code] * size}
    raise IllegalAction(code, params, rule)


def held_faces(hand: Sequence[Card], ctx: TrumpContext) -> list[tuple[Card, int]]:
    """(face, count) of every face in ``hand``, in display order (strongest first): what a leader may lead."""
    return _faces(id_counts(hand), ctx)


def legal_leads(hand: Sequence[Card], ctx: TrumpContext) -> list[list[Card]]:
    """Every legal lead (R16.2): each face as a single, as a pair if held twice, as a triple if thrice."""
    out: list[list[Card]] = []
    for f, k in held_faces(hand, ctx):
        out.append([f])
        if k >= 2:
            out.append([f, f])
            if k >= 3:
                out.append([f, f, f])
    return out


def legal_follows(hand: Sequence[Card], lead: Combo, ctx: TrumpContext, mode: str) -> list[list[Card]]:
    """Every legal follow to ``lead`` from ``hand`` (R17, R18), one list per distinct multiset.

    Plays come in display order (``ctx.sort_key``, strongest faces first); within a play the cards of the led
    suit come first. Empty when the hand is shorter than the lead, which never happens in a real trick (R28:
    hands stay equal in size). This is the AI's hot path: faces are counted by integer id, not by hashing.
    """
    _check_mode(mode)
    if len(hand) < lead.size:
        return []
    return follows_from_counts(id_counts(hand), lead, ctx, mode)


def follows_from_counts(counts: list[int], lead: Combo, ctx: TrumpContext, mode: str) -> list[list[Card]]:
    """``legal_follows`` from the hand's face counts (``id_counts``), for callers that keep them up to date;
    ``mode`` is trusted and the hand must hold at least ``lead.size`` cards."""
    n = lead.size
    tables = ctx.tables
    eff_by_id = tables.eff_by_id
    s = eff_by_id[face_id(lead.face)]
    by_id = FACE_BY_ID
    # display order within the led suit; FACE_BY_ID holds a face for every id of a suit's list
    faces: list[tuple[Card, int]] = [
        (by_id[i], counts[i])  # type: ignore[misc]
        for i in tables.ids_by_suit[s]
        if counts[i]
    ]
    h = sum(k for _, k in faces)
    if h < n:
        # R17.2: all h cards of suit s, plus any n - h others; no shape obligation applies (R18.2(c), (d))
        other: list[tuple[Card, int]] = [
            (by_id[i], counts[i])  # type: ignore[misc]
            for i in tables.display_ids
            if counts[i] and eff_by_id[i] != s
        ]
        if not h:  # void: the multisets' lists are fresh already, no copy needed
            return _multisets_long(other, n) if n > 1 and len(other) >= _LONG else _multisets(other, n)
        base = [f for f, k in faces for _ in range(k)]
        return [base + extra for extra in _multisets(other, n - h)]
    if mode == DEAD and n == 2 and any(k == 2 for _, k in faces):
        return [[f, f] for f, k in faces if k >= 2]  # R18.2(b)
    if mode == DEAD and n == 3:
        if any(k >= 3 for _, k in faces):
            return [[f, f, f] for f, k in faces if k >= 3]  # R18.2(c) triple
        if any(k == 2 for _, k in faces):
            return [[f, f, g] for f, k in faces if k == 2 for g, _ in faces if g != f]  # R18.2(c) pair + one
    return _multisets(faces, n)


#: from this many other faces on, a void follower's multisets are built by ``_multisets_long``
_LONG = 12


def _multisets(faces: list[tuple[Card, int]], size: int) -> list[list[Card]]:
    """Every multiset of ``size`` cards (0..3) from ``faces`` (face, available count), in canonical order:
    by the first face, then the second, then the third (a pair or triple of one face before the mixed plays
    that start with it)."""
    if size == 0:
        return [[]]
    m = len(faces)
    if size == 1:
        return [[f] for f, _ in faces]
    if size != 2 and size != 3:
        raise ValueError(f"multisets of {size} cards are not needed in Gunzi")
    out: list[list[Card]] = []
    append = out.append
    if size == 2:
        for i in range(m):
            f, k = faces[i]
            if k >= 2:
                append([f, f])
            for j in range(i + 1, m):
                append([f, faces[j][0]])
        return out
    for i in range(m):
        f, k = faces[i]
        if k >= 3:
            append([f, f, f])
        for j in range(i + 1, m):
            g, kg = faces[j]
            if k >= 2:
                append([f, f, g])
            if kg >= 2:
                append([f, g, g])
            for x in range(j + 1, m):
                append([f, g, faces[x][0]])
    return out


def _multisets_long(faces: list[tuple[Card, int]], size: int) -> list[list[Card]]:
    """``_multisets`` of 2 or 3 cards, the same lists in the same order, with the runs built by comprehensions:
    one call each, then C speed per item. Faster for a void follower, who lists every other face (runs of up
    to 40); slower for the few faces of the led suit a typical follower holds (many short runs, measured)."""
    m = len(faces)
    cards = [f for f, _ in faces]
    out: list[list[Card]] = []
    append = out.append
    if size == 2:
        for i in range(m):
            f, k = faces[i]
            if k >= 2:
                append([f, f])
            out += [[f, g] for g in cards[i + 1 :]]
        return out
    for i in range(m):
        f, k = faces[i]
        if k >= 3:
            append([f, f, f])
        for j in range(i + 1, m):
            g, kg = faces[j]
            if k >= 2:
                append([f, f, g])
            if kg >= 2:
                append([f, g, g])
            out += [[f, g, x] for x in cards[j + 1 :]]
    return out
