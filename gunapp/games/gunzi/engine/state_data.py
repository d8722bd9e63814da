"""What a Gunzi match is made of (spec R7): the fields the phase modules read and write.

``GunziData`` holds the match, the current deal, tribute, bottom and tricks, plus the derived facts every phase
needs (``level``, ``ctx``) and the chance and record helpers (``new_deck``, ``log``). The phase modules
(``deal``, ``tribute``, ``bottom``, ``play``, ``match``) take a ``GunziData`` and import this module only; the
rules-level API (``to_act``, ``legal_actions``, ``apply``) is ``GunziState`` in ``state.py``, which
dispatches to them. Keeping the data apart is what lets the phases not import the dispatcher back.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from gunapp.core.cards import Card, Suit, make_deck
from gunapp.core.finished_copy import copy_sharing_finished
from gunapp.games.gunzi.engine.phase import Phase
from gunapp.games.gunzi.engine.rules import GunziOptions
from gunapp.games.gunzi.engine.settle import Settlement
from gunapp.games.gunzi.engine.trumps import TrumpContext

__all__ = [
    "BOTTOM_SIZE",
    "DEAL_CARDS",
    "HAND_SIZE",
    "DeclMemo",
    "GunziData",
    "PhaseCaches",
    "PlayCountsMemo",
    "hand_rng",
]

DEAL_CARDS = 156
BOTTOM_SIZE = 6
HAND_SIZE = 39

#: (hand, cards counted, level, last counted card, counts): see ``deal._held``
DeclMemo = tuple[list[Card], int, int, Card | None, list[int]]
#: (hand, hand size, face counts): see ``play.hand_counts``
PlayCountsMemo = tuple[list[Card], int, list[int]]


def hand_rng(seed: int, deal_no: int, purpose: str) -> random.Random:
    """A fresh RNG for one chance step of one deal: the game stays a value of (options, seed, actions)."""
    return random.Random(f"gunzi:{seed}:{deal_no}:{purpose}")


@dataclass
class PhaseCaches:
    """Per-seat counts the phase modules keep between calls (never part of the game's value).

    Each list is owned by one reader and writer: ``held`` by ``deal._held`` (declaration counts while dealing),
    ``play_counts`` by ``play.hand_counts`` (face counts while playing), ``no_decl`` by
    ``GunziState.optional_declarer``.
    """

    held: list[DeclMemo | None] = field(default_factory=lambda: [None, None, None, None])
    play_counts: list[PlayCountsMemo | None] = field(default_factory=lambda: [None, None, None, None])
    #: (hand, hand size) at which the seat could not declare while dealing: see ``GunziState.optional_declarer``
    no_decl: list[tuple[list[Card], int] | None] = field(default_factory=lambda: [None, None, None, None])


@dataclass
class GunziData:
    """A whole match's data. Changed by the phase modules only, through ``GunziState.apply``."""

    options: GunziOptions
    seed: int
    #: deal number -> (deck, starter) to use instead of the seeded shuffle (tests, replay of a record)
    preset: dict[int, tuple[tuple[Card, ...], int | None]] = field(default_factory=dict, compare=False)

    # --- the match (R4, R26) ---
    deal_no: int = -1
    hands_played: int = 0
    cycle_no: int = 0
    cycles_won: list[int] = field(default_factory=lambda: [0, 0])
    levels: list[int] = field(default_factory=lambda: [3, 3])
    dealer: int | None = None
    blood: int = 0
    first_hand: bool = True
    phase: Phase = Phase.DEAL

    # --- the current deal (R8-R11) ---
    deck: list[Card] = field(default_factory=list)
    starter: int = 0
    dealt: int = 0
    hands: list[list[Card]] = field(default_factory=lambda: [[], [], [], []])
    bottom: list[Card] = field(default_factory=list)
    bottom_public: bool = False
    decl_seat: int | None = None
    decl_kind: str | None = None  # reveal, level, jokers
    decl_rank: int = 0  # R10.4: level x1..x3 = 1..3, 3 SJ = 4, 3 BJ = 5
    decl_cards: tuple[Card, ...] = ()
    decl_suit: Suit | None = None
    reveal_pending: bool = False  # R9.3: waiting for the revealer's next suited card
    trump: Suit | None = None
    trump_source: str | None = None
    window_turn: int = 0
    window_passes: int = 0
    shown: list[tuple[int, Card]] = field(default_factory=list)  # flips and draws, public (R27)

    # --- tribute (R12) ---
    payer: int | None = None
    tribute_owed: int = 0
    tribute_cards: tuple[Card, ...] = ()
    returned_cards: tuple[Card, ...] = ()  # R12.6: known to the dealer and the payer only (R27)
    riot_done: bool = False

    # --- bottom (R13-R15) ---
    original_bottom: tuple[Card, ...] = ()
    dry_pot: bool = False
    bury_order: list[int] = field(default_factory=list)
    pickup_jokers: tuple[Card, ...] = ()  # R15.5: jokers laid, the tied pick-up still to choose

    # --- tricks (R16-R20) ---
    leader: int = 0
    trick: list[tuple[int, tuple[Card, ...]]] = field(default_factory=list)
    trick_no: int = 0
    tricks: list[tuple[tuple[int, tuple[Card, ...]], ...]] = field(default_factory=list)
    captured: list[int] = field(default_factory=lambda: [0, 0])  # points by team
    settlement: Settlement | None = None

    # --- the record of every deal (gunapp-record/1 ``hands``): the last one a dict, being written; the
    # earlier ones packed (``packed_hand``) ---
    records: list[Mapping[str, Any]] = field(default_factory=list)

    _ctx: TrumpContext | None = field(default=None, compare=False, repr=False)
    caches: PhaseCaches = field(default_factory=PhaseCaches, compare=False, repr=False)

    # ------------------------------------------------------------------ derived facts

    @property
    def level(self) -> int:
        """R4.3: L is the dealer side's level; 3 in a first hand (R9.1)."""
        if self.dealer is None:
            return 3
        return self.levels[self.dealer % 2]

    @property
    def ctx(self) -> TrumpContext:
        """The hand's trump context; only once T is fixed."""
        if self._ctx is None:
            if self.trump is None:
                raise RuntimeError("trump is not fixed yet")
            self._ctx = TrumpContext(self.level, self.trump)
        return self._ctx

    def forget_trump(self) -> None:
        """Drop the cached trump context: call after T or L changes (a new deal, a fixed trump)."""
        self._ctx = None

    # ------------------------------------------------------------------ chance and record

    def new_deck(self) -> tuple[list[Card], int]:
        """The deck and starter of the current deal: a preset, or the seeded shuffle (R8.1, R8.2)."""
        preset = self.preset.get(self.deal_no)
        rng = hand_rng(self.seed, self.deal_no, "deal")
        deck = make_deck(3)
        rng.shuffle(deck)
        starter = rng.randrange(4) if self.first_hand else (self.dealer if self.dealer is not None else 0)
        if preset is not None:
            deck = list(preset[0])
            if preset[1] is not None and self.first_hand:
                starter = preset[1]
        return deck, starter

    def __deepcopy__(self, memo: dict[int, Any]) -> GunziData:
        """A copy shares the finished deals' records: they are never written again (``record``)."""
        return copy_sharing_finished(self, memo, "records")

    @property
    def record(self) -> dict[str, Any]:
        """The current deal's record, the only one still written to."""
        rec = self.records[-1]
        assert isinstance(rec, dict), "a finished deal's record is packed and read-only"
        return rec

    def log(self, event: dict[str, Any]) -> None:
        """Append one decision or chance event to the current deal's record."""
        self.record["events"].append(event)
