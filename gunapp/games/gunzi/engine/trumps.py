"""Trumps, effective suit and card strength for one Gunzi hand (spec R5).

A hand's trumps depend on its level L and trump suit T only, so everything here hangs off a small frozen
``TrumpContext``. The numeric key is the one suggested by R5.4; its ranges do not overlap, and non-trump
cards get ``100 + rank`` whatever their suit, so the same key also ranks cards "by rank only" across suits
as tribute (R12.3) and pick-up (R15.5) require.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from gunapp.core.cards import BIG_JOKER_RANK, FACES, SUITS, Card, Suit

#: effective suit of every trump card (R5.2); the other effective suits are the suit letters S H C D
TRUMP = "T"

KEY_BIG_JOKER = 800
KEY_SMALL_JOKER = 700
KEY_TRUMP_LEVEL = 600
KEY_LEVEL = 500
KEY_TRUMP_TWO = 400
KEY_TWO = 300
KEY_TRUMP_SUIT_BASE = 200
KEY_PLAIN_BASE = 100

#: level ranks (R4.1)
LEVELS: tuple[int, ...] = (3, 4, 5, 6, 7, 8, 9, 10)

SUIT_INDEX: dict[Suit | None, int] = {None: 0, **{s: i for i, s in enumerate(SUITS)}}
_LETTER: dict[Suit, str] = {s: s.value for s in SUITS}
#: face ids are below this bound (see ``face_id``)
FACE_ID_BOUND = 4 * 16 + 4


def face_id(card: Card) -> int:
    """A small integer per face (0 <= id < FACE_ID_BOUND), computed without hashing the card.

    ``Card.__hash__`` runs Python code; the follow generator counts hands by face id instead.
    """
    return card.rank * 4 + SUIT_INDEX[card.suit]


#: the canonical ``Card`` of each face id (None where an id is no face)
FACE_BY_ID: tuple[Card | None, ...] = tuple(
    {face_id(c): c for c in FACES}.get(i) for i in range(FACE_ID_BOUND)
)


@dataclass(frozen=True, slots=True)
class TrumpTables:
    """Per-(level, trump) lookup tables, built once and shared by every context with those values."""

    eff_by_id: tuple[str, ...]  # effective suit per face id ("" for ids that are no face)
    display_ids: tuple[int, ...]  # the 54 face ids in display order (sort_key order)
    pos_by_id: tuple[int, ...]  # position of each face id in display_ids
    display_suits: tuple[Suit, ...]
    #: display_ids split by effective suit ("T", "S", "H", "C", "D"): a follower scans only the led suit
    ids_by_suit: dict[str, tuple[int, ...]] = field(default_factory=dict)
    #: the R5.4 strength key (``TrumpContext.key``) per face id (0 for ids that are no face)
    key_by_id: tuple[int, ...] = ()
    #: per seat, the ``play_tables.PlayTables`` built from these tables on first use (they live and die with
    #: these tables, also in a deep copy of a state)
    seat_plays: list[object] = field(default_factory=lambda: [None, None, None, None], compare=False)


_TABLES: dict[tuple[int, Suit], TrumpTables] = {}


@dataclass(frozen=True, slots=True)
class TrumpContext:
    """The hand's level ``level`` (3..10, R4.1) and trump suit ``trump`` (never no-trump, R5.1)."""

    level: int
    trump: Suit
    tables: TrumpTables = field(init=False, repr=False, compare=False, hash=False)

    def __post_init__(self) -> None:
        if self.level not in LEVELS:
            raise ValueError(f"level must be one of {LEVELS}, not {self.level!r}")
        if not isinstance(self.trump, Suit):
            raise ValueError(f"trump must be a Suit, not {self.trump!r}")
        tables = _TABLES.get((self.level, self.trump))
        if tables is None:
            tables = _TABLES[(self.level, self.trump)] = self._build_tables()
        object.__setattr__(self, "tables", tables)

    def _build_tables(self) -> TrumpTables:
        rest = [s for s in SUITS if s is not self.trump]
        reds = [s for s in rest if s.is_red]
        blacks = [s for s in rest if not s.is_red]
        major, minor = (reds, blacks) if len(reds) > len(blacks) else (blacks, reds)
        suits = (major[0], minor[0], major[1])  # the lone colour in the middle: colours alternate

        def order(card: Card) -> tuple[int, int, int]:
            k = self.key(card)
            suit = card.suit
            if suit is None or k >= KEY_TRUMP_SUIT_BASE:
                return (0, -k, -1 if suit is None or suit is self.trump else SUIT_INDEX[suit])
            return (1 + suits.index(suit), -card.rank, 0)

        display = tuple(face_id(c) for c in sorted(FACES, key=order))
        eff = [""] * FACE_ID_BOUND
        pos = [len(display)] * FACE_ID_BOUND
        for i, c in enumerate(sorted(FACES, key=order)):
            eff[face_id(c)] = self.eff_suit(c)
            pos[face_id(c)] = i
        by_suit = {x: tuple(i for i in display if eff[i] == x) for x in (TRUMP, *_LETTER.values())}
        keys = [0] * FACE_ID_BOUND
        for c in FACES:
            keys[face_id(c)] = self.key(c)
        return TrumpTables(tuple(eff), display, tuple(pos), suits, by_suit, tuple(keys))

    def is_trump(self, card: Card) -> bool:
        """R5.1: jokers, every 2, every card of rank L, every card of suit T."""
        suit = card.suit
        return suit is None or suit is self.trump or card.rank == 2 or card.rank == self.level

    def eff_suit(self, card: Card) -> str:
        """R5.2: ``"T"`` for a trump card, else its printed suit letter."""
        suit = card.suit
        if suit is None or suit is self.trump or card.rank == 2 or card.rank == self.level:
            return TRUMP
        return _LETTER[suit]

    def key(self, card: Card) -> int:
        """R5.4 strength key: higher is stronger; equal keys are equal strength (R5.3 tiers 4, 6, 8).

        Non-trump cards of different suits share keys by rank, which is the "by rank only" order of R12.3 and
        R15.5; in a trick they never compete (R19), so the shared keys are harmless there.
        """
        rank = card.rank
        suit = card.suit
        if suit is None:
            return KEY_BIG_JOKER if rank == BIG_JOKER_RANK else KEY_SMALL_JOKER
        if rank == self.level:
            return KEY_TRUMP_LEVEL if suit is self.trump else KEY_LEVEL
        if rank == 2:
            return KEY_TRUMP_TWO if suit is self.trump else KEY_TWO
        if suit is self.trump:
            return KEY_TRUMP_SUIT_BASE + rank
        return KEY_PLAIN_BASE + rank

    def display_suits(self) -> tuple[Suit, ...]:
        """The three non-trump suits in display order, colours alternating where possible."""
        return self.tables.display_suits

    def sort_key(self, card: Card) -> int:
        """Display order, ascending = strongest first: jokers, level cards, 2s, suit T, then the other suits.

        Equal-strength cards (off-suit level cards, off-suit 2s) are grouped by suit so copies sit together;
        each non-trump suit forms its own block in ``display_suits`` order, high ranks first. Every face has
        its own position, so the order is total and identical faces are adjacent.
        """
        return self.tables.pos_by_id[face_id(card)]

    def by_strength_desc(self, cards: list[Card]) -> list[Card]:
        """``cards`` strongest first (R5.3); ties keep display order. Used for tribute choices (R12.3)."""
        return sorted(cards, key=lambda c: (-self.key(c), self.sort_key(c)))
