"""Deal the cards one seat cannot see to the others, consistently with what it knows (spec R27, R17, R12.6).

The hidden cards are the copies of each face the seat has not seen (``Memory.unseen``: not in its hand, not
played, not in a bottom it knows). They go to the other three hands, each getting exactly its current size,
and to the bottom when the seat does not know it. What the seat knows constrains the deal:

- cards a seat is known to hold: declared level cards (R10.7), tribute the dealer received (R12.6), the
  cards the dealer returned to the payer (known to the dealer only), minus what that seat has since played;
- voids (R17.2): a seat that once failed to follow an effective suit gets no card of it.

Cards are placed most-constrained first, each into a random seat that may hold it, with probability
proportional to the room left there; when voids leave no room (which a real deal never does, but a greedy
placement can paint itself into), the deal is retried and finally the void is ignored for that card.
"""

from __future__ import annotations

import random
from collections.abc import Collection, Sequence

from gunapp.games.gunzi.ai.hard.world import Tables, World
from gunapp.games.gunzi.ai.memory import Memory
from gunapp.games.gunzi.engine.trick import CARD_POINTS
from gunapp.games.gunzi.engine.trumps import FACE_BY_ID, FACE_ID_BOUND, face_id
from gunapp.games.gunzi.engine.view import GunziView

BOTTOM = 4
ATTEMPTS = 4


def known_cards(view: GunziView, mem: Memory) -> list[list[int]]:
    """Face counts each seat is known to hold now (never the seat itself)."""
    known = [row[:] for row in mem.known]
    if view.returned and view.seat == view.dealer and view.payer is not None:
        payer = view.payer
        played = [0] * FACE_ID_BOUND
        for trick in (*view.tricks, view.trick):
            for seat, cards in trick:
                if seat == payer:
                    for c in cards:
                        played[face_id(c)] += 1
        for c in view.returned:
            i = face_id(c)
            if played[i]:
                played[i] -= 1
            else:
                known[payer][i] += 1
    known[view.seat] = [0] * FACE_ID_BOUND
    return known


def sample_hands(view: GunziView, mem: Memory, rng: random.Random) -> tuple[list[list[int]], list[int]]:
    """Face counts for all four seats (the seat's own from its view) and for the bottom."""
    me = view.seat
    known = known_cards(view, mem)
    pool = mem.unseen[:]
    room = [view.hand_sizes[r] if r != me else 0 for r in range(4)]
    room.append(6 if view.bottom is None else 0)
    counts = [[0] * FACE_ID_BOUND for _ in range(5)]
    place_known(known, pool, room, counts, me)
    cards = [i for i, k in enumerate(pool) for _ in range(k)]
    for r, ids in enumerate(place_cards(cards, room, view, mem, rng)):
        for i in ids:
            counts[r][i] += 1
    counts[me] = mem.mine[:]
    return counts[:4], counts[BOTTOM]


def place_known(
    known: Sequence[Sequence[int]], pool: list[int], room: list[int], counts: list[list[int]], me: int
) -> None:
    """Each other seat's known cards (``known``: face counts; no more than are unseen and than its hand has room
    for) into its row of ``counts``, taken out of ``pool`` (the unseen face counts) and its ``room``."""
    for r in range(4):
        if r == me:
            continue
        for i, k in enumerate(known[r]):
            if k:
                k = min(k, pool[i], room[r])
                counts[r][i] += k
                pool[i] -= k
                room[r] -= k


def sample_world(view: GunziView, mem: Memory, tables: Tables, rng: random.Random) -> World:
    """One deal of the hidden cards (``sample_hands``) as a ``World`` standing where the view stands: the trick
    in progress, the attackers' points so far, the bottom's points (known, or those of the sampled bottom)."""
    assert view.dealer is not None
    hands, bottom = sample_hands(view, mem, rng)
    bottom_points = (
        sum(CARD_POINTS.get(c.rank, 0) for c in view.bottom)
        if view.bottom is not None
        else sum(tables.points[i] * k for i, k in enumerate(bottom))
    )
    trick = [(s, tuple(face_id(c) for c in cards)) for s, cards in view.trick]
    points = view.captured[1 - view.dealer % 2]
    return World(tables, hands, trick, view.leader, points, view.dealer, bottom_points)


def sample_unfinished_deal(
    view: GunziView, known: Sequence[Sequence[int]], held_back: Collection[int], rng: random.Random
) -> tuple[list[list[int]], list[int]]:
    """While the cards are still being dealt (R8.3; no trump yet, so no ``Memory``): face counts for the four
    hands (the seat's own from its view) and the cards still to come (face ids, in a random order: the rest
    of the deal, then the bottom). ``known``: face counts each other seat is known to hold (cards it showed
    declaring, R10.7); ``held_back``: faces no other seat holds yet (only the cards to come may)."""
    me = view.seat
    pool = [3 if f is not None else 0 for f in FACE_BY_ID]
    counts = [[0] * FACE_ID_BOUND for _ in range(4)]
    for c in view.hand:
        i = face_id(c)
        counts[me][i] += 1
        pool[i] -= 1
    room = [view.hand_sizes[r] if r != me else 0 for r in range(4)]
    room.append(sum(pool) - sum(room))
    place_known(known, pool, room, counts, me)
    anyone = [r for r in range(5) if r != me]
    allowed = {"": anyone, "rest": [BOTTOM]}
    kind = tuple("rest" if i in held_back else "" for i in range(FACE_ID_BOUND))
    cards = [i for i, k in enumerate(pool) for _ in range(k)]
    placed = _place(cards, room, allowed, kind, rng, strict=False) or [[] for _ in range(5)]
    for r in range(4):
        for i in placed[r]:
            counts[r][i] += 1
    rest = placed[BOTTOM]
    rng.shuffle(rest)  # the placement put the held-back faces first
    return counts, rest


def place_cards(
    cards: list[int], room: list[int], view: GunziView, mem: Memory, rng: random.Random
) -> list[list[int]]:
    """Deal ``cards`` (face ids) into the four seats and the bottom (``room`` places each), never to the seat
    itself and, while possible, never a card of a suit to a seat known void in it."""
    me = view.seat
    eff = mem.ctx.tables.eff_by_id
    allowed = {
        s: [r for r in range(5) if r != me and (r == BOTTOM or s not in mem.voids[r])] for s in set(eff)
    }
    for attempt in range(ATTEMPTS + 1):
        placed = _place(cards, room, allowed, eff, rng, strict=attempt < ATTEMPTS)
        if placed is not None:
            return placed
    return [[] for _ in range(5)]


def _place(
    cards: list[int],
    room: list[int],
    allowed: dict[str, list[int]],
    eff: tuple[str, ...],
    rng: random.Random,
    strict: bool,
) -> list[list[int]] | None:
    left = room[:]
    shuffled = cards[:]
    rng.shuffle(shuffled)
    # more unseen cards than places: never in a real hand (every card is somewhere), only in a table built by
    # hand (tests); the places then take a random share of the cards, each card where it may go
    surplus = len(cards) > sum(room)
    if not surplus:
        shuffled.sort(key=lambda i: len(allowed[eff[i]]))
    out: list[list[int]] = [[] for _ in range(5)]
    for i in shuffled:
        seats = [r for r in allowed[eff[i]] if left[r] > 0]
        if not seats and surplus:
            continue
        if not seats:
            if strict:
                return None
            seats = [r for r in range(5) if left[r] > 0]
            if not seats:
                return None
        total = sum(left[r] for r in seats)
        x = rng.randrange(total)
        for r in seats:
            x -= left[r]
            if x < 0:
                break
        out[r].append(i)
        left[r] -= 1
    return out


__all__ = [
    "known_cards",
    "place_cards",
    "place_known",
    "sample_hands",
    "sample_unfinished_deal",
    "sample_world",
]
