"""Ready-made plays per (seat, trump tables), laid out so that ``play.legal`` lists the common cases in C.

A lead (R16.2) lists every held face as a single, a pair if held twice, a triple if thrice, in display order;
a follow to a single (R17.2) lists every held face of the led effective suit, or, void in it, every other held
face. Both only select ready-made plays by the hand's face counts: an ``itemgetter`` reads the counts in the
order needed, and ``compress`` (singles) or ``map(getitem)`` + ``chain`` (leads) pick the plays, with no Python
loop per face. The tables depend on the seat, the level and the trump suit only (never on a hand), so each is
built once, on first use, and kept on the ``TrumpTables`` they come from (shared by every state with those
values; a deep copy of a state copies them with its tables).
"""

from __future__ import annotations

from dataclasses import dataclass
from operator import itemgetter
from typing import Any

from gunapp.core.cards import Card
from gunapp.games.gunzi.engine.actions import Play
from gunapp.games.gunzi.engine.trumps import FACE_BY_ID, TRUMP, TrumpTables

__all__ = ["PlayTables", "play_tables"]

_SUITS = (TRUMP, "S", "H", "C", "D")
#: counts a lead row answers for: more than any hand holds (39 cards plus the 6 of the bottom)
_MAX_COPIES = 64


@dataclass(frozen=True, slots=True)
class PlayTables:
    """The plays of one seat under one (level, trump); see the module docstring."""

    #: counts of the faces in display order (``itemgetter`` over ``display_ids``)
    display_counts: itemgetter[Any]
    #: per display position: the leads of that face by count held: (), (1,), (1, 2), (1, 2, 3), ...
    lead_rows: tuple[tuple[tuple[Play, ...], ...], ...]
    #: per effective suit: counts of its faces in display order, and their single plays
    suit_counts: dict[str, itemgetter[Any]]
    suit_singles: dict[str, tuple[Play, ...]]
    #: per effective suit: counts of every face NOT of that suit in display order, and their single plays
    other_counts: dict[str, itemgetter[Any]]
    other_singles: dict[str, tuple[Play, ...]]
    #: the faces behind ``suit_counts`` / ``other_counts`` (each as a 1-tuple, to concatenate in C)
    suit_faces: dict[str, tuple[tuple[Card], ...]]
    other_faces: dict[str, tuple[tuple[Card], ...]]

    # shared, never copied: the plays and faces here must stay the canonical objects (``play`` finds the shared
    # pair and triple plays by ``id(face)``), also in a deep copy of a state, which copies its trump tables
    def __copy__(self) -> PlayTables:
        return self

    def __deepcopy__(self, memo: dict[int, object]) -> PlayTables:
        return self


def _by_id(seat: int, same: tuple[dict[int, Play], ...]) -> tuple[list[object], list[object], list[object]]:
    """Per face id (None where an id is no face): the seat's lead row, its single play, the face as a 1-tuple."""
    rows: list[object] = [None] * len(FACE_BY_ID)
    singles: list[object] = [None] * len(FACE_BY_ID)
    ones: list[object] = [None] * len(FACE_BY_ID)
    for i, f in enumerate(FACE_BY_ID):
        if f is None:
            continue
        one, two, three = same[1][id(f)], same[2][id(f)], same[3][id(f)]
        # a real hand holds at most 3 copies of a face (3 decks); a hand-made test state may hold more, and
        # any count up to the largest hand still selects single, pair and triple (R16.2)
        rows[i] = ((), (one,), (one, two)) + ((one, two, three),) * (_MAX_COPIES - 2)
        singles[i] = one
        ones[i] = (f,)
    return rows, singles, ones


#: per seat, ``_by_id``: built on first use (a seat's plays are the shared objects of ``play._SAME_FACE``)
_BY_ID: list[tuple[list[object], list[object], list[object]] | None] = [None, None, None, None]


def _build(seat: int, tables: TrumpTables, same: tuple[dict[int, Play], ...]) -> PlayTables:
    by_id = _BY_ID[seat]
    if by_id is None:
        by_id = _BY_ID[seat] = _by_id(seat, same)
    rows, singles, ones = by_id
    # the effective suits: trump and the three plain suits (the trump suit's letter names no face). Each holds
    # at least two faces (a plain suit 11, trump 22 or more), so each getter returns a tuple, never one count
    suits = [s for s in _SUITS if tables.ids_by_suit[s]]
    ids = {s: tables.ids_by_suit[s] for s in suits}
    others = {s: tuple(i for i in tables.display_ids if tables.eff_by_id[i] != s) for s in suits}
    # each getter reads a tuple out of any per-id sequence: counts, plays, faces
    getters: dict[str, itemgetter[Any]] = {s: itemgetter(*ids[s]) for s in suits}
    other_getters: dict[str, itemgetter[Any]] = {s: itemgetter(*others[s]) for s in suits}
    display: itemgetter[Any] = itemgetter(*tables.display_ids)
    # the same getters pick the plays and faces out of the per-id lists, in C
    return PlayTables(
        display_counts=display,
        lead_rows=display(rows),
        suit_counts=getters,
        suit_singles={s: getters[s](singles) for s in suits},
        other_counts=other_getters,
        other_singles={s: other_getters[s](singles) for s in suits},
        suit_faces={s: getters[s](ones) for s in suits},
        other_faces={s: other_getters[s](ones) for s in suits},
    )


def play_tables(seat: int, tables: TrumpTables, same: tuple[dict[int, Play], ...]) -> PlayTables:
    """The tables of ``seat`` under ``tables``; ``same[k]`` maps ``id(face)`` to the shared play of k copies."""
    built = tables.seat_plays[seat]
    if built is None:
        built = tables.seat_plays[seat] = _build(seat, tables, same)
    return built  # type: ignore[return-value]  # only this function stores into seat_plays
